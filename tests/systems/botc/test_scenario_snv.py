"""A three-night Sects & Violets game through the model (issue 16 acceptance), as a Storyteller who follows the
sheet, records the suggested answers and accepts every proposal; each step cites docs/rules/<id>.md.

11 players: a Clockmaker, b Dreamer, c No Dashii, d Mathematician, e Juggler, f Evil Twin, g Artist,
h Sweetheart, i Cerenovus, j Oracle, k Seamstress (the good twin).
"""

from __future__ import annotations

from collections.abc import Mapping

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import place_reminder
from grimoire_app.systems.botc.day import PublicAct, Trigger, check_victory
from grimoire_app.systems.botc.events import PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import reliability
from grimoire_app.systems.botc.tonight import advance_events, proposed_deaths, tonight_sheet
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, close_day, nominate, vote
from tests.systems.botc.info.helpers import only
from tests.systems.botc.snv_helpers import snv_table
from tests.systems.botc.tonight.tonight_helpers import choose, step, tokens

PLAYERS = (
    "a=clockmaker", "b=dreamer", "c=nodashii", "d=mathematician", "e=juggler", "f=eviltwin",
    "g=artist", "h=sweetheart", "i=cerenovus", "j=oracle", "k=seamstress",
)


def next_phase(game: Game, picks: Mapping[str, tuple[str, ...]] | None = None) -> list[Trigger]:
    """Advance with the dusk or dawn checklist, the phase change going through its triggers."""
    fired: list[Trigger] = []
    for event in advance_events(game):
        if isinstance(event, PhaseAdvanced):
            fired += accept(game, event, picks)
        else:
            game.record(event)
    return fired


def answer(game: Game, name: str, step_id: str, given: object) -> None:
    game.record(only(game, name, step_id).to_event(given))  # type: ignore[arg-type]


def put(game: Game, name: str, character: str, token: str) -> None:
    game.record(place_reminder(game.state, seat_of(game, name), character, token))


def execute_by_vote(game: Game, nominator: str, nominee: str, picks: Mapping[str, tuple[str, ...]] | None = None) -> list[Trigger]:
    nominate(game, nominator, nominee)
    vote(game, nominee, *[s.name for s in game.state.seats if s.alive])
    return close_day(game, picks)


def test_three_nights_of_sects_and_violets(library: Library) -> None:
    game = snv_table(library, *PLAYERS)
    put(game, "k", "eviltwin", "Twin")  # eviltwin.md: the good twin
    put(game, "b", "nodashii", "Poisoned")  # nodashii.md: nearest Townsfolk each way from seat 2
    put(game, "d", "nodashii", "Poisoned")

    # Night 1 --------------------------------------------------------------------------------
    next_phase(game)
    woken = {s.id for s in tonight_sheet(game) if s.status == "wakes"}
    assert {"clockmaker", "dreamer", "mathematician", "eviltwin", "cerenovus"} <= woken
    assert "nodashii" not in woken and "juggler" not in woken
    assert set(step(game, "eviltwin").wakes) == {seat_of(game, "f"), seat_of(game, "k")}
    choose(game, "cerenovus", "j", characters=("sage",))  # cerenovus.md test 1
    assert ("cerenovus", "Mad") in tokens(game, "j")
    clock = only(game, "a", "clockmaker")
    assert clock.truth == (3,) and clock.mode == "truth"  # clockmaker.md: Demon seat 2, Minions 5 and 8
    answer(game, "a", "clockmaker", 3)
    choose(game, "dreamer", "c")
    dreamer = only(game, "b", "dreamer")
    assert dreamer.mode == "any" and ("clockmaker", "nodashii") in dreamer.truth  # poisoned by the No Dashii
    answer(game, "b", "dreamer", ("oracle", "witch"))  # false: neither is the No Dashii
    math = only(game, "d", "mathematician")
    assert math.truth == (1,) and math.mode == "any"  # the Dreamer's false answer; the Mathematician is poisoned too
    answer(game, "d", "mathematician", 1)

    # Day 1 ----------------------------------------------------------------------------------
    fired = next_phase(game, {"cerenovus.madness": ()})  # the Oracle acted mad as the Sage
    assert [t.id for t in fired] == ["cerenovus.madness"]
    fired = accept(game, PublicAct(act="juggler_guess", seat=seat_of(game, "e"), players=(seat_of(game, "c"), seat_of(game, "f"), seat_of(game, "j")),
                                   characters=("nodashii", "eviltwin", "sage")))
    assert [t.id for t in fired] == ["juggler.juggles"] and tokens(game, "e") == {("juggler", "Correct")}
    accept(game, PublicAct(act="artist_question", seat=seat_of(game, "g")))
    game.record(only(game, "g", "artist").to_event(None, "Is c the Demon? - yes"))
    assert ("artist", "No Ability") in tokens(game, "g")
    fired = execute_by_vote(game, "a", "h", {"sweetheart.dies": (seat_of(game, "a"),)})  # sweetheart.md test 1
    assert "sweetheart.dies" in [t.id for t in fired] and reliability(game, seat_of(game, "a")).drunk
    assert game.state.result is None

    # Night 2 --------------------------------------------------------------------------------
    next_phase(game)
    assert ("cerenovus", "Mad") not in tokens(game, "j")  # MAD gone at dusk
    assert step(game, "sweetheart").status == "skipped"  # her DRUNK is already out
    choose(game, "cerenovus", "k", characters=("clockmaker",))
    choose(game, "nodashii", "g")
    kill = next(p for p in proposed_deaths(game) if p.source == "nodashii")
    for event in kill.events:
        game.record(event)
    choose(game, "dreamer", "f")
    answer(game, "b", "dreamer", ("artist", "vortox"))  # false again (poisoned)
    assert only(game, "d", "mathematician").truth == (1,)  # only tonight's false Dreamer answer counts
    answer(game, "d", "mathematician", 0)
    juggler = only(game, "e", "juggler")
    assert juggler.truth == (2,) and juggler.mode == "truth"  # juggler.md test 1
    answer(game, "e", "juggler", 2)

    # Day 2: the Demon is executed while both twins live: the game goes on -----------------------
    next_phase(game, {"cerenovus.madness": ()})
    assert ("juggler", "Correct") not in tokens(game, "e")
    execute_by_vote(game, "k", "f")  # the Evil Twin executed; now good may win
    assert game.state.result is None
    assert check_victory(game) is None

    # Night 3 --------------------------------------------------------------------------------
    next_phase(game)
    assert step(game, "juggler").status == "skipped"
    choose(game, "nodashii", "j")
    for event in next(p for p in proposed_deaths(game) if p.source == "nodashii").events:
        game.record(event)
    assert not game.state.seat(seat_of(game, "j")).alive

    # Day 3: the No Dashii executed → good wins; its neighbours are sober again -------------------
    next_phase(game)
    assert game.state.today() is not None and game.state.today().execution is None  # type: ignore[union-attr]
    execute_by_vote(game, "b", "c")
    assert game.state.result is not None and game.state.result.winner == "good"
    assert not reliability(game, seat_of(game, "b")).poisoned and not reliability(game, seat_of(game, "d")).poisoned
