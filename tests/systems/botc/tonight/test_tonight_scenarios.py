"""Three nights of an 8-player game on each seed script: the sheet and the reminders at every phase.

Each game is scripted with tests/builders.py, phases are walked with the dusk/dawn checklists
(advance_events), choices recorded with choice_events, deaths accepted from proposed_deaths.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import dawn_report, proposed_deaths, tonight_sheet
from tests.systems.botc.tonight.tonight_helpers import advance, choose, execute, game_of, mark, record, step


def waking(game: Game) -> list[str]:
    """Return the ids of tonight's steps that run, in order."""
    return [s.id for s in tonight_sheet(game) if s.status == "wakes"]


def grimoire(game: Game) -> dict[str, set[str]]:
    """Return every player's reminders as "character:token", players without any left out."""
    return {s.name: {f"{r.character}:{r.token}" for r in s.reminders} for s in game.state.seats if s.reminders}


def accept_deaths(game: Game) -> None:
    for proposal in proposed_deaths(game):
        record(game, proposal.events)


def test_s000_three_nights(library: Library) -> None:
    """Seeds/000 (spec 2): Poisoner, Fortune Teller, Noble, Seamstress, Town Crier, the Drunk as General, Fang Gu's jump."""
    game = game_of(library, "000", "A=fortuneteller", "B=noble", "C=seamstress", "D=towncrier", "E=klutz",
                   "F=drunk:general", "G=poisoner", "H=fanggu")
    mark(game, "B", "fortuneteller", "Red Herring")
    for name in ("A", "C", "G"):
        mark(game, name, "noble", "Know")
    mark(game, "F", "drunk", "Is The Drunk")
    advance(game)
    assert waking(game) == ["dusk", "minioninfo", "demoninfo", "poisoner", "fortuneteller", "seamstress", "noble", "general", "dawn"]
    assert step(game, "general").actors[0].via == "believed"
    choose(game, "poisoner", "A")
    choose(game, "fortuneteller", "B", "H")
    choose(game, "seamstress")
    assert step(game, "fortuneteller").actors[0].impaired[0].code == "poisoned"
    assert grimoire(game)["A"] == {"noble:Know", "poisoner:Poisoned"}

    advance(game)
    assert grimoire(game)["D"] == {"towncrier:Minions Not Nominated"}
    assert "poisoner:Poisoned" in grimoire(game)["A"]
    execute(game, "C")

    advance(game)
    assert "poisoner:Poisoned" not in grimoire(game)["A"]
    assert waking(game) == ["dusk", "poisoner", "fanggu", "fortuneteller", "towncrier", "general", "dawn"]
    assert "dead" in step(game, "seamstress").reason_codes()
    choose(game, "poisoner", "D")
    choose(game, "fanggu", "E")
    [jump] = proposed_deaths(game)
    assert jump.why[0].code == "fanggu_jump"
    accept_deaths(game)
    assert dawn_report(game).lines("en") == ["H died (killed by the Demon Fang Gu)"]
    assert grimoire(game)["E"] == {"fanggu:Once"}

    advance(game)
    assert grimoire(game)["D"] == {"towncrier:Minions Not Nominated", "poisoner:Poisoned"}

    advance(game)
    assert grimoire(game)["D"] == {"towncrier:Minions Not Nominated"}
    assert step(game, "fanggu").actors[0].seat == game.state.seats[4].id
    choose(game, "fanggu", "A")
    accept_deaths(game)
    assert [d.seat for d in dawn_report(game).deaths] == [game.state.seats[0].id]


def test_s001_three_nights(library: Library) -> None:
    """Seeds/001 (spec 3): Grandmother, Sage, Philosopher taking the Sage, Puzzlemaster's drunk, Poisoner, Zombuul."""
    game = game_of(library, "001", "A=grandmother", "B=sage", "C=fool", "D=philosopher", "E=puzzlemaster",
                   "F=alsaahir", "G=poisoner", "H=zombuul")
    mark(game, "C", "grandmother", "Grandchild")
    mark(game, "F", "puzzlemaster", "Drunk")
    advance(game)
    assert waking(game) == ["dusk", "philosopher", "minioninfo", "demoninfo", "poisoner", "grandmother", "dawn"]
    choose(game, "philosopher")
    choose(game, "poisoner", "B")

    advance(game)
    assert grimoire(game) == {"B": {"poisoner:Poisoned"}, "C": {"grandmother:Grandchild"}, "F": {"puzzlemaster:Drunk"}}

    advance(game)
    assert "B" not in grimoire(game)
    assert waking(game) == ["dusk", "philosopher", "poisoner", "zombuul", "dawn"]
    assert "grandchild_not_killed" in step(game, "grandmother").reason_codes()
    choose(game, "philosopher", characters=("sage",))
    choose(game, "poisoner", "A")
    choose(game, "zombuul", "B")
    accept_deaths(game)
    sage = step(game, "sage")
    assert sage.status == "wakes"
    assert [(a.via, a.acts) for a in sage.actors] == [("own", True), ("philosopher", False)]
    assert sage.actors[0].impaired[0].code == "drunk"

    advance(game)
    assert grimoire(game)["B"] == {"philosopher:Drunk"}
    execute(game, "G")

    advance(game)
    assert "A" not in grimoire(game)
    assert "died_today" in step(game, "zombuul").reason_codes()
    assert "used_on_night" in step(game, "philosopher").reason_codes()
    assert waking(game) == ["dusk", "dawn"]


def test_s004_three_nights(library: Library) -> None:
    """Seeds/004 (spec 4): Harpy, Empath, two Village Idiots (one drunk), Monk's SAFE, the Barber's haircuts, the Po."""
    game = game_of(library, "004", "A=empath", "B=monk", "C=undertaker", "D=villageidiot", "E=villageidiot",
                   "F=barber", "G=harpy", "H=po")
    mark(game, "E", "villageidiot", "Drunk")
    advance(game)
    assert waking(game) == ["dusk", "minioninfo", "demoninfo", "harpy", "empath", "villageidiot", "dawn"]
    idiots = step(game, "villageidiot").actors
    assert [bool(a.impaired) for a in idiots] == [False, True]
    choose(game, "harpy", "B", "C")

    advance(game)
    assert grimoire(game) == {"B": {"harpy:Mad"}, "C": {"harpy:2nd"}, "E": {"villageidiot:Drunk"}}
    execute(game, "F")
    mark(game, "F", "barber", "Haircuts Tonight")

    advance(game)
    assert waking(game) == ["dusk", "monk", "harpy", "po", "barber", "empath", "undertaker", "villageidiot", "dawn"]
    assert step(game, "undertaker").cards[0].characters == ("barber",)
    choose(game, "monk", "A")
    choose(game, "harpy", "D", "E")
    choose(game, "po", "A")
    assert [p.why[0].code for p in proposed_deaths(game)] == ["safe"]
    choose(game, "barber")
    assert grimoire(game) == {"A": {"monk:Safe"}, "D": {"harpy:Mad"}, "E": {"villageidiot:Drunk", "harpy:2nd"}}

    advance(game)
    assert "A" not in grimoire(game)
    assert dawn_report(game).lines("en") == ["Nobody died tonight"]

    advance(game)
    assert "no_execution_death" in step(game, "undertaker").reason_codes()
    assert "no_haircuts" in step(game, "barber").reason_codes()
    choose(game, "po")
    assert grimoire(game)["H"] == {"po:3 Attacks"}
