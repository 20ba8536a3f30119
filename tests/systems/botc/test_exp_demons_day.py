"""Day rules and registration of the experimental Demons (issue 21): each test cites its rules page (docs/rules/<id>.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Executed, Nominated
from grimoire_app.systems.botc.info.registration import Sight
from tests.builders import seat_of
from grimoire_app.systems.botc.day import check_victory
from tests.systems.botc.day_helpers import accept, fired_ids, mark, nominate, vote
from tests.systems.botc.exp_demons_helpers import demon_game
from tests.systems.botc.tonight.tonight_helpers import advance_to

LEGION = ("A=legion", "B=legion", "C=chef", "D=empath", "E=legion", "F=spy")


def test_legion_execution_fails_when_only_evil_voted(library: Library) -> None:
    """docs/rules/legion.md test 4: Legion A nominated, voters A and B (Legion) → the execution fails; nothing recorded."""
    game = demon_game(library, "legion", *LEGION)
    advance_to(game, "day", 1)
    nominate(game, "C", "A")
    vote(game, "A", "A", "B")
    fired = accept(game, Executed(seat=seat_of(game, "A")))
    assert fired_ids(fired) == ["legion.only_evil_voted"]
    assert game.state.today() is not None and game.state.today().execution is None  # type: ignore[union-attr]


def test_legion_execution_with_a_good_voter_goes_ahead(library: Library) -> None:
    """docs/rules/legion.md test 4: voters A and C (the Chef, good) → no trigger; the execution is recorded."""
    game = demon_game(library, "legion", *LEGION)
    advance_to(game, "day", 1)
    nominate(game, "D", "A")
    vote(game, "A", "A", "C")
    assert fired_ids(accept(game, Executed(seat=seat_of(game, "A")))) == []
    assert game.state.today() is not None and game.state.today().execution == seat_of(game, "A")  # type: ignore[union-attr]


def test_legion_vote_with_a_spy_asks_the_storyteller(library: Library) -> None:
    """docs/rules/legion.md test 4: voters B and F (a Spy, who may register as good) → the registration variant."""
    game = demon_game(library, "legion", *LEGION)
    advance_to(game, "day", 1)
    nominate(game, "C", "D")
    vote(game, "D", "B", "F")
    assert fired_ids(accept(game, Executed(seat=seat_of(game, "D")))) == ["legion.only_evil_voted.registration"]


def test_legion_registers_as_a_minion_too(library: Library) -> None:
    """docs/rules/legion.md test 5: a Legion seat may register as a Minion and as a Demon (never as good)."""
    game = demon_game(library, "legion", *LEGION)
    sight = Sight.now(game)
    seat = game.state.seat(seat_of(game, "A"))
    assert sight.may_be_team(seat, Team.MINION) and sight.may_be_team(seat, Team.DEMON)
    assert not sight.may_be_good(seat)


RIOT = ("A=riot", "B=poisoner", "C=chef", "D=spy", "E=empath", "F=monk", "G=soldier", "H=virgin")


def test_riot_chain_of_nominations_on_day_three(library: Library) -> None:
    """docs/rules/riot.md test 3: day 2 no trigger; day 3 C nominates E → E dies (Riot); dead E nominates F, who dies too."""
    game = demon_game(library, "riot", *RIOT)
    advance_to(game, "day", 2)
    assert fired_ids(nominate(game, "C", "E")) == []
    assert game.state.seat(seat_of(game, "E")).alive
    advance_to(game, "day", 3)
    assert fired_ids(nominate(game, "C", "E")) == ["riot.nominee_dies"]
    dead = game.state.seat(seat_of(game, "E"))
    assert not dead.alive and game.state.deaths[-1].cause.character == "riot"
    assert fired_ids(nominate(game, "E", "F")) == ["riot.nominee_dies"]
    assert not game.state.seat(seat_of(game, "F")).alive
    assert fired_ids(nominate(game, "F", "C")) == ["riot.nominee_dies"]  # C nominated already today: the riot lifts it


def test_riot_chain_keeps_the_other_nomination_rules(library: Library) -> None:
    """docs/rules/riot.md test 3: on day 3 a dead player who is not the latest nominee still may not nominate."""
    game = demon_game(library, "riot", *RIOT)
    advance_to(game, "day", 3)
    nominate(game, "C", "E")
    nominate(game, "E", "F")
    refused = game.check(Nominated(nominator=seat_of(game, "E"), nominee=seat_of(game, "G")))
    assert refused


LEVIATHAN = ("A=leviathan", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=mayor")


def won(game, at_dusk: bool = False):  # type: ignore[no-untyped-def]
    """Return (winner, rule) of the game end found now, or None."""
    found = check_victory(game, at_dusk=at_dusk)
    return (found.winner, found.rule) if found else None


def test_leviathan_second_good_execution_wins_for_evil(library: Library) -> None:
    """docs/rules/leviathan.md test 2: C executed day 1 (marked, no win), the Poisoner B day 2 (no win), D day 3: evil wins."""
    game = demon_game(library, "leviathan", *LEVIATHAN)
    advance_to(game, "day", 1)
    assert fired_ids(accept(game, Executed(seat=seat_of(game, "C")))) == ["leviathan.good_executed"]
    assert ("leviathan", "Good Player Executed") in {(r.character, r.token) for r in game.state.seat(seat_of(game, "C")).reminders}
    assert won(game) is None
    advance_to(game, "day", 2)
    assert fired_ids(accept(game, Executed(seat=seat_of(game, "B")))) == []
    assert won(game) is None
    advance_to(game, "day", 3)
    accept(game, Executed(seat=seat_of(game, "D")))
    assert won(game) == ("evil", "leviathan.good_executed_twice")
    assert check_victory(game).reason("en") == "A second good player was executed and the Leviathan A lives"  # type: ignore[union-attr]


def test_leviathan_wins_when_day_five_ends(library: Library) -> None:
    """docs/rules/leviathan.md test 3: no win at the dusk of day 4; evil wins at the dusk of day 5; not when poisoned."""
    game = demon_game(library, "leviathan", *LEVIATHAN)
    advance_to(game, "day", 4)
    assert won(game, at_dusk=True) is None
    advance_to(game, "day", 5)
    assert won(game) is None
    assert won(game, at_dusk=True) == ("good", "leviathan.jinx_mayor")  # the Mayor H lives: their jinx (leviathan.md Jinxes)
    game.record(kill(seat_of(game, "H"), "storyteller"))
    assert won(game, at_dusk=True) == ("evil", "leviathan.after_day_five")
    mark(game, "A", "poisoner", "Poisoned")
    assert won(game, at_dusk=True) is None
