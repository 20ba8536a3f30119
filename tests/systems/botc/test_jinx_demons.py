"""Day and setup rules of the experimental Demons' jinxes (issue 21): each test cites its rules page (docs/rules/<id>.md)."""

from __future__ import annotations

import random

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc import check_setup, distribution, random_setup
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.events import Executed, NightChoice
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, fired_ids, mark, nominate, vote
from tests.systems.botc.exp_demons_helpers import demon_game, script_with
from tests.systems.botc.setup_helpers import names
from tests.systems.botc.tonight.tonight_helpers import advance_to


def won(game: Game, at_dusk: bool = False) -> tuple[str, str, str | None] | None:
    """Return (winner, rule, variant) of the game end found now, or None."""
    found = check_victory(game, at_dusk=at_dusk)
    return (found.winner, found.rule, found.variant) if found else None


def executed(game: Game, nominator: str, nominee: str) -> None:
    """Record a nomination, a vote and the nominee's execution (with its death), accepting every trigger."""
    nominate(game, nominator, nominee)
    vote(game, nominee, "A", "C", "D", "G")
    accept(game, Executed(seat=seat_of(game, nominee)))
    if game.state.seat(seat_of(game, nominee)).alive:
        game.record(kill(seat_of(game, nominee), "execution"))


LEVIATHAN = ("A=leviathan", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=mayor")


def test_leviathan_nominates_and_executes_the_soldier_good_wins(library: Library) -> None:
    """docs/rules/leviathan.md jinx Soldier: day 1 the Leviathan A nominates the Soldier F, who is executed → good wins."""
    game = advance_to(demon_game(library, "leviathan", *LEVIATHAN), "day", 1)
    executed(game, "A", "F")
    assert won(game) == ("good", "leviathan.jinx_protected", "soldier")
    assert check_victory(game).reason("en") == "Jinx: the Leviathan nominated the Soldier, F, who was executed: good wins"  # type: ignore[union-attr]


def test_soldier_nominated_by_another_player_is_no_win(library: Library) -> None:
    """docs/rules/leviathan.md jinx Soldier: the Chef C nominates the Soldier F, executed → no win; a poisoned Soldier
    nominated by the Leviathan → no win either."""
    game = advance_to(demon_game(library, "leviathan", *LEVIATHAN), "day", 1)
    executed(game, "C", "F")
    assert won(game) is None
    poisoned = advance_to(demon_game(library, "leviathan", *LEVIATHAN), "day", 1)
    mark(poisoned, "F", "poisoner", "Poisoned")
    executed(poisoned, "A", "F")
    assert won(poisoned) is None


def test_leviathan_executes_the_monks_player_good_wins(library: Library) -> None:
    """docs/rules/leviathan.md jinx Monk: night 2 the Monk E protects D; day 2 the Leviathan nominates D, executed → good
    wins; D protected on night 1 only (no Monk night 1) or someone else protected → no win."""
    game = advance_to(demon_game(library, "leviathan", *LEVIATHAN), "night", 2)
    game.record(NightChoice(seat=seat_of(game, "E"), character="monk", players=(seat_of(game, "D"),)))
    advance_to(game, "day", 2)
    executed(game, "A", "D")
    assert won(game) == ("good", "leviathan.jinx_protected", "monk")
    other = advance_to(demon_game(library, "leviathan", *LEVIATHAN), "night", 2)
    other.record(NightChoice(seat=seat_of(other, "E"), character="monk", players=(seat_of(other, "C"),)))
    advance_to(other, "day", 2)
    executed(other, "A", "D")
    assert won(other) is None


def test_good_win_outranks_the_leviathans_second_good_execution(library: Library) -> None:
    """docs/rules/leviathan.md jinx Soldier: C executed on day 1, then the Leviathan nominates the Soldier F on day 2,
    executed (a second good execution) → good wins, not evil."""
    game = advance_to(demon_game(library, "leviathan", *LEVIATHAN), "day", 1)
    executed(game, "D", "C")
    advance_to(game, "day", 2)
    executed(game, "A", "F")
    assert won(game) == ("good", "leviathan.jinx_protected", "soldier")


def test_leviathan_mayor_day_five(library: Library) -> None:
    """docs/rules/leviathan.md jinx Mayor: dusk of day 5, nobody executed, the Mayor H and the Leviathan alive → good
    wins; with somebody executed on day 5 → evil wins (the Leviathan's own rule)."""
    game = advance_to(demon_game(library, "leviathan", *LEVIATHAN), "day", 5)
    assert won(game, at_dusk=True) == ("good", "leviathan.jinx_mayor", None)
    executed(game, "C", "B")
    assert won(game, at_dusk=True) == ("evil", "leviathan.after_day_five", None)


GRANNY = ("A=leviathan", "B=poisoner", "C=chef", "D=empath", "E=grandmother", "F=soldier", "G=virgin")


def test_leviathan_grandchild_executed_evil_wins(library: Library) -> None:
    """docs/rules/leviathan.md jinx Grandmother: D is the Grandchild; D executed and dead on day 1 → evil wins."""
    game = advance_to(demon_game(library, "leviathan", *GRANNY, extra=("grandmother",)), "day", 1)
    mark(game, "D", "grandmother", "Grandchild")
    assert won(game) is None
    executed(game, "C", "D")
    assert won(game) == ("evil", "leviathan.jinx_grandchild", None)


RIOT = ("A=riot", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=grandmother")


def test_riot_nominee_death_of_the_soldier_good_wins(library: Library) -> None:
    """docs/rules/riot.md jinx Soldier: day 3, Riot A nominates the Soldier F, who dies in the riot → good wins
    ([DECISION]: the riot's death stands for the execution); day 1 Riot nominating F, executed → good wins too."""
    game = advance_to(demon_game(library, "riot", *RIOT, extra=("grandmother",)), "day", 3)
    nominate(game, "A", "F")
    assert not game.state.seat(seat_of(game, "F")).alive
    assert won(game) == ("good", "riot.jinx_protected", "soldier")
    early = advance_to(demon_game(library, "riot", *RIOT, extra=("grandmother",)), "day", 1)
    executed(early, "A", "F")
    assert won(early) == ("good", "riot.jinx_protected", "soldier")


def test_riot_grandchild_dies_in_the_riot_evil_wins(library: Library) -> None:
    """docs/rules/riot.md jinx Grandmother: D is the Grandchild; day 3 the Chef C nominates D, who dies in the riot → evil
    wins."""
    game = advance_to(demon_game(library, "riot", *RIOT, extra=("grandmother",)), "day", 3)
    mark(game, "D", "grandmother", "Grandchild")
    nominate(game, "C", "D")
    assert won(game) == ("evil", "riot.jinx_grandchild", None)


def test_legion_counts_a_voting_zealot_as_evil(library: Library) -> None:
    """docs/rules/legion.md jinx Zealot: Legion A nominated, voters B (Legion) and D (the Zealot) → the trigger fires
    (jinx variant: the execution may fail); with the Chef C voting instead of D → no trigger."""
    players = ("A=legion", "B=legion", "C=chef", "D=zealot", "E=legion", "F=empath")
    game = advance_to(demon_game(library, "legion", *players, extra=("zealot",)), "day", 1)
    nominate(game, "C", "A")
    vote(game, "A", "B", "D")
    assert fired_ids(accept(game, Executed(seat=seat_of(game, "A")))) == ["legion.only_evil_voted.jinx"]
    other = advance_to(demon_game(library, "legion", *players, extra=("zealot",)), "day", 1)
    nominate(other, "D", "A")
    vote(other, "A", "B", "C")
    assert fired_ids(accept(other, Executed(seat=seat_of(other, "A")))) == []


def test_legion_counts_a_voting_politician_as_evil(library: Library) -> None:
    """docs/rules/legion.md jinx Politician: voters B (Legion) and D (the Politician) → the trigger fires (jinx variant)."""
    players = ("A=legion", "B=legion", "C=chef", "D=politician", "E=legion", "F=empath")
    game = advance_to(demon_game(library, "legion", *players, extra=("politician",)), "day", 1)
    nominate(game, "C", "A")
    vote(game, "A", "B", "D")
    assert fired_ids(accept(game, Executed(seat=seat_of(game, "A")))) == ["legion.only_evil_voted.jinx"]


def test_legion_executed_with_the_minstrel_keeps_its_ability(library: Library) -> None:
    """docs/rules/legion.md jinx Minstrel: Legion A executed and dead on day 1 → the Minstrel's trigger (`legion` text);
    accepted, the Chef D is drunk but the Legion B is not."""
    from grimoire_app.systems.botc.day.facts import impaired
    players = ("A=legion", "B=legion", "C=minstrel", "D=chef", "E=legion", "F=empath")
    game = advance_to(demon_game(library, "legion", *players, extra=("minstrel",)), "day", 1)
    nominate(game, "C", "A")
    vote(game, "A", "B", "C", "D")
    accept(game, Executed(seat=seat_of(game, "A")))
    fired = accept(game, kill(seat_of(game, "A"), "execution"))
    assert fired_ids(fired) == ["minstrel.minion_executed.legion"]
    now = len(game.events)
    assert impaired(game, now, seat_of(game, "D")) and not impaired(game, now, seat_of(game, "B"))


def test_legion_counts_a_voting_magician_as_evil(library: Library) -> None:
    """docs/rules/legion.md jinx Magician: voters B (Legion) and D (the Magician, who may register as evil) → the trigger
    fires (jinx variant)."""
    players = ("A=legion", "B=legion", "C=chef", "D=magician", "E=legion", "F=empath")
    game = advance_to(demon_game(library, "legion", *players, extra=("magician",)), "day", 1)
    nominate(game, "C", "A")
    vote(game, "A", "B", "D")
    assert fired_ids(accept(game, Executed(seat=seat_of(game, "A")))) == ["legion.only_evil_voted.jinx"]


@pytest.mark.parametrize("players", (5, 8, 12, 15))
def test_kazali_with_the_bounty_hunter_deals_no_evil_townsfolk(library: Library, players: int) -> None:
    """docs/rules/kazali.md jinx Bounty Hunter: a deal with the Kazali and the Bounty Hunter turns no Townsfolk evil (the
    Bounty Hunter's modifier says it waits for night 1) and is legal; without the Kazali one Townsfolk is evil."""
    script = script_with(library, "kazali", extra=("bountyhunter",))
    setup = random_setup(script, library, names(players), random.Random(players), include=["kazali", "bountyhunter"])
    assert check_setup(script, library, setup) == []
    assert all(seat.alignment == "good" for seat in setup.seats if seat.character not in ("kazali",))
    dist = distribution(script, library, players, ["kazali", "bountyhunter"])
    assert "Kazali jinx" in dist.modifier("bountyhunter").effect("en")  # type: ignore[union-attr]
    imp = script_with(library, "imp", extra=("bountyhunter",))
    plain = random_setup(imp, library, names(players), random.Random(players), include=["imp", "bountyhunter"])
    assert check_setup(imp, library, plain) == []
    assert sum(1 for seat in plain.seats if seat.alignment == "evil" and seat.character not in ("imp", *("poisoner spy scarletwoman baron".split()))) == 1


def test_kazali_night_one_asks_for_the_evil_townsfolk(library: Library) -> None:
    """docs/rules/kazali.md jinx Bounty Hunter: night 1 the Kazali's step notes `kazali_bountyhunter` while the Bounty
    Hunter B is in play and no Townsfolk is evil; once the Kazali makes B a Minion (the Spy), the note is gone."""
    from grimoire_app.systems.botc.events import CharacterAssigned
    from tests.systems.botc.tonight.tonight_helpers import step
    players = ("A=kazali", "B=bountyhunter", "C=chef", "D=empath", "E=monk", "F=soldier", "G=mayor")
    game = advance_to(demon_game(library, "kazali", *players, extra=("bountyhunter",)), "night", 1)
    assert "kazali_bountyhunter" in {n.code for n in step(game, "kazali").notes}
    game.record(CharacterAssigned(seat=seat_of(game, "B"), character="spy", alignment="evil"))
    assert "kazali_bountyhunter" not in {n.code for n in step(game, "kazali").notes}
    other = advance_to(demon_game(library, "kazali", *players, extra=("bountyhunter",)), "night", 1)
    other.record(CharacterAssigned(seat=seat_of(other, "C"), character="chef", alignment="evil"))
    assert "kazali_bountyhunter" not in {n.code for n in step(other, "kazali").notes}


HADIKHIA = ("A=alhadikhia", "B=mastermind", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=mayor")


def _last_night(library: Library) -> Game:
    """Day 1 the Al-Hadikhia A is executed and dies with the Mastermind B alive; go to night 2."""
    game = advance_to(demon_game(library, "alhadikhia", *HADIKHIA, extra=("mastermind",)), "day", 1)
    executed(game, "C", "A")
    assert won(game) is None  # the Mastermind keeps the game going
    return advance_to(game, "night", 2)


def _dawn_triggers(game: Game) -> list[str]:
    from grimoire_app.systems.botc.day import triggers_at
    from grimoire_app.systems.botc.events import PhaseAdvanced
    index = max(i for i, e in enumerate(game.events) if isinstance(e, PhaseAdvanced))
    return [t.key for t in triggers_at(game, index, game.events[index], "after")]


def test_alhadikhia_last_night_all_live_evil_wins(library: Library) -> None:
    """docs/rules/alhadikhia.md jinx Mastermind: night 2 the dead Al-Hadikhia A wakes to name 3 good players (the
    Mastermind B is refused); it names C, D, E, who all choose to live → at dawn evil wins (trigger and win)."""
    from grimoire_app.systems.botc.tonight import check_choice
    from tests.systems.botc.tonight.tonight_helpers import choose, step
    game = _last_night(library)
    found = step(game, "alhadikhia")
    assert found.status == "wakes" and found.wakes == (seat_of(game, "A"),) and found.choose.players == 3
    assert "alhadikhia_last_night" in {n.code for n in found.notes}
    assert {r.code for r in check_choice(game, "alhadikhia", [seat_of(game, n) for n in "BCD"])} == {"alhadikhia_not_good"}
    choose(game, "alhadikhia", "C", "D", "E")
    advance_to(game, "day", 2)
    assert _dawn_triggers(game) == ["day.trigger.alhadikhia.mastermind_final.all_live"]
    assert won(game) == ("evil", "alhadikhia.mastermind_final", "all_live")


def test_alhadikhia_last_night_one_dies_good_wins(library: Library) -> None:
    """docs/rules/alhadikhia.md jinx Mastermind: A names C, D, E; D chooses to die (its death accepted) → good wins, also
    against an execution on day 2 that the Mastermind alone would have judged."""
    from grimoire_app.systems.botc.tonight import proposed_deaths
    from tests.systems.botc.tonight.tonight_helpers import choose, record
    game = _last_night(library)
    choose(game, "alhadikhia", "C", "D", "E")
    record(game, next(p for p in proposed_deaths(game) if p.seat == seat_of(game, "D")).events)
    advance_to(game, "day", 2)
    assert _dawn_triggers(game) == ["day.trigger.alhadikhia.mastermind_final"]
    assert won(game) == ("good", "alhadikhia.mastermind_final", None)
    executed(game, "F", "C")
    assert won(game) == ("good", "alhadikhia.mastermind_final", None)


def test_alhadikhia_without_the_mastermind_ends_the_game(library: Library) -> None:
    """docs/rules/alhadikhia.md jinx Mastermind: with the Imp game's Mastermind off the script, an executed Al-Hadikhia
    ends the game at once (good wins)."""
    game = advance_to(demon_game(library, "alhadikhia", "A=alhadikhia", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin"), "day", 1)
    executed(game, "C", "A")
    assert won(game) is not None and won(game)[0] == "good"  # type: ignore[index]


def test_riot_nominee_trigger_tells_the_mayor_may_stop_it(library: Library) -> None:
    """docs/rules/riot.md jinx Mayor: day 3, a Mayor alive: the riot's nominee trigger has its `mayor` text; with the
    Mayor dead it has the plain text."""
    players = ("A=riot", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=mayor")
    game = advance_to(demon_game(library, "riot", *players), "day", 3)
    assert fired_ids(nominate(game, "C", "D")) == ["riot.nominee_dies.mayor"]
    other = advance_to(demon_game(library, "riot", *players), "day", 3)
    other.record(kill(seat_of(other, "H"), "storyteller"))
    assert fired_ids(nominate(other, "C", "D")) == ["riot.nominee_dies"]


def test_riot_storyteller_nominated_with_the_atheist(library: Library) -> None:
    """docs/rules/riot.md jinx Atheist: day 3 the Chef C nominates the Storyteller → the trigger
    `riot.storyteller_nominated` (a vote decides); on day 2 (no riot yet) it does not fire."""
    from grimoire_app.systems.botc.events import STORYTELLER, Nominated
    players = ("A=riot", "B=poisoner", "C=chef", "D=empath", "E=atheist", "F=soldier", "G=virgin")
    game = advance_to(demon_game(library, "riot", *players, extra=("atheist",)), "day", 2)
    assert "riot.storyteller_nominated" not in fired_ids(accept(game, Nominated(nominator=seat_of(game, "C"), nominee=STORYTELLER)))
    advance_to(game, "day", 3)
    assert "riot.storyteller_nominated" in fired_ids(accept(game, Nominated(nominator=seat_of(game, "D"), nominee=STORYTELLER)))


def _riot_day_three(library: Library) -> Game:
    players = ("A=riot", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=mayor")
    return advance_to(demon_game(library, "riot", *players), "day", 3)


def test_mayor_stops_the_riot_with_one_riot_good_wins(library: Library) -> None:
    """docs/rules/riot.md jinx Mayor: day 3 (one living Riot, A: the Poisoner was not turned) the day panel offers the
    Mayor's act; the Mayor H stops the riot → good wins; day 2 the act is not offered."""
    from grimoire_app.systems.botc.day.acts import available_acts
    from grimoire_app.systems.botc.events import PublicAct
    players = ("A=riot", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=mayor")
    early = advance_to(demon_game(library, "riot", *players), "day", 2)
    assert "mayor_stops_riot" not in available_acts(early)
    game = _riot_day_three(library)
    assert "mayor_stops_riot" in available_acts(game)
    accept(game, PublicAct(act="mayor_stops_riot", seat=seat_of(game, "H")))
    assert won(game) == ("good", "riot.jinx_mayor_stops", None)
    assert check_victory(game).reason("en") == "Jinx: the Mayor H stopped the riot with exactly one Riot alive: good wins"  # type: ignore[union-attr]


def test_mayor_stops_the_riot_with_two_riots_evil_wins(library: Library) -> None:
    """docs/rules/riot.md jinx Mayor: the Poisoner B became a Riot on night 3 (two living Riots); the Mayor H stops the
    riot on day 3 → evil wins."""
    from grimoire_app.systems.botc.events import CharacterAssigned, PublicAct
    game = _riot_day_three(library)
    game.record(CharacterAssigned(seat=seat_of(game, "B"), character="riot", alignment="evil"))
    accept(game, PublicAct(act="mayor_stops_riot", seat=seat_of(game, "H")))
    assert won(game) == ("evil", "riot.jinx_mayor_stops", "evil")


def test_leviathan_executes_the_innkeepers_or_exorcists_player_good_wins(library: Library) -> None:
    """docs/rules/leviathan.md jinx Innkeeper, Exorcist: the Innkeeper C chose D and E on night 2; day 2 the Leviathan A
    nominates E, executed → good wins (innkeeper); with D marked CHOSEN by the Exorcist, executing D → good wins
    (exorcist)."""
    players = ("A=leviathan", "B=poisoner", "C=innkeeper", "D=empath", "E=chef", "F=exorcist", "G=virgin")
    game = advance_to(demon_game(library, "leviathan", *players, extra=("innkeeper", "exorcist")), "night", 2)
    game.record(NightChoice(seat=seat_of(game, "C"), character="innkeeper", players=(seat_of(game, "D"), seat_of(game, "E"))))
    advance_to(game, "day", 2)
    executed(game, "A", "E")
    assert won(game) == ("good", "leviathan.jinx_protected", "innkeeper")
    other = advance_to(demon_game(library, "leviathan", *players, extra=("innkeeper", "exorcist")), "day", 1)
    mark(other, "D", "exorcist", "Chosen")
    executed(other, "A", "D")
    assert won(other) == ("good", "leviathan.jinx_protected", "exorcist")
