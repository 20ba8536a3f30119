"""Day rules of the Bad Moon Rising evil side: the Devil's Advocate, Godfather, Moonchild, Mastermind and Tinker.

Each test cites its rules page (docs/rules/<id>.md, numbered tests).
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.day.hooks_bmr_evil import mastermind_day, tinker_death
from grimoire_app.systems.botc.events import Executed, PlayerDied
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of, to_phase
from tests.systems.botc.bmr_evil_helpers import bmr_game
from tests.systems.botc.day_helpers import accept, close_day, fired_ids, mark, nominate, settle, vote

TABLE = ("A=devilsadvocate", "B=mastermind", "C=pukka", "D=courtier", "E=tinker", "F=chambermaid", "G=moonchild", "H=gossip")


def day(library: Library, *players: str, number: int = 1) -> Game:
    """Return a Bad Moon Rising game on day `number`."""
    return to_phase(bmr_game(library, *(players or TABLE)), "day", number)


def execute_by_vote(game: Game, nominee: str) -> list:  # type: ignore[type-arg]
    """Nominate a player, have everyone alive vote, close the day; return the triggers fired."""
    nominate(game, "H" if nominee != "H" else "F", nominee)
    voters = [s.name for s in game.state.seats if s.alive]
    vote(game, nominee, *voters)
    return close_day(game, picks={"moonchild.dies": (seat_of(game, "D"),)})


def test_devilsadvocate_saves_the_executee(library: Library) -> None:
    """docs/rules/devilsadvocate.md test 2: the marked player is executed but does not die."""
    game = day(library)
    mark(game, "D", "devilsadvocate", "Survives Execution")
    fired = execute_by_vote(game, "D")
    assert "devilsadvocate.survives" in fired_ids(fired)
    assert game.state.days[-1].execution == seat_of(game, "D") and game.state.seat(seat_of(game, "D")).alive


def test_impaired_devilsadvocate_saves_nobody(library: Library) -> None:
    """docs/rules/devilsadvocate.md test 3: the Devil's Advocate poisoned (Pukka): the executee dies."""
    game = day(library)
    mark(game, "D", "devilsadvocate", "Survives Execution")
    mark(game, "A", "pukka", "Poisoned")
    fired = execute_by_vote(game, "D")
    assert "devilsadvocate.survives.impaired" in fired_ids(fired)
    assert not game.state.seat(seat_of(game, "D")).alive


def test_godfather_died_today_on_an_outsider_death(library: Library) -> None:
    """docs/rules/godfather.md test 11: the Tinker dies by day: the Godfather's DIED TODAY is placed on it; a Townsfolk: nothing."""
    game = day(library, "A=godfather", "B=po", "C=courtier", "D=tinker", "E=gossip", "F=chambermaid", "G=fool")
    fired = accept(game, PlayerDied(seat=seat_of(game, "C"), cause={"kind": "storyteller"}))  # type: ignore[arg-type]
    assert "godfather.outsider_died" not in fired_ids(fired)
    fired = accept(game, PlayerDied(seat=seat_of(game, "D"), cause={"kind": "storyteller"}))  # type: ignore[arg-type]
    assert "godfather.outsider_died" in fired_ids(fired)
    assert any(r.token == "Died Today" for r in game.state.seat(seat_of(game, "D")).reminders)


def test_moonchild_chooses_when_executed(library: Library) -> None:
    """docs/rules/moonchild.md test 1: the Moonchild executed: the trigger asks for a living player; the choice is marked DEAD."""
    game = day(library)
    fired = execute_by_vote(game, "G")
    moon = [t for t in fired if t.id == "moonchild.dies"]
    assert moon and moon[0].choice is not None and seat_of(game, "G") not in moon[0].choice.options
    marks = [r for r in game.state.seat(seat_of(game, "D")).reminders if (r.character, r.token) == ("moonchild", "Dead")]
    assert len(marks) == 1


def test_mastermind_extra_day_then_good_executed(library: Library) -> None:
    """docs/rules/mastermind.md tests 1 and 2: the Pukka executed day 1: no end; day 2 a good player executed: evil wins."""
    game = day(library)
    fired = execute_by_vote(game, "C")
    assert "mastermind.demon_executed" in fired_ids(fired)
    assert game.state.result is None and mastermind_day(_now(game)) == 2
    game.record(advance(game.state))
    settle(game)
    game.record(advance(game.state))
    assert game.state.result is None
    execute_by_vote(game, "F")
    assert game.state.result is not None and game.state.result.winner == "evil"


def test_mastermind_extra_day_evil_executed(library: Library) -> None:
    """docs/rules/mastermind.md test 2: on the extra day an evil player executed (even surviving) loses: good wins."""
    game = day(library)
    execute_by_vote(game, "C")
    to_phase(game, "day", 2)
    mark(game, "A", "devilsadvocate", "Survives Execution")
    execute_by_vote(game, "A")
    assert game.state.result is not None and game.state.result.winner == "good"


def test_mastermind_extra_day_no_execution(library: Library) -> None:
    """docs/rules/mastermind.md test 3: nobody executed on the extra day: good wins at dusk."""
    game = day(library)
    execute_by_vote(game, "C")
    to_phase(game, "day", 2)
    assert check_victory(game) is None
    found = check_victory(game, at_dusk=True)
    assert found is not None and found.winner == "good" and found.rule == "mastermind.no_execution"


def test_dead_mastermind_gives_no_extra_day(library: Library) -> None:
    """docs/rules/mastermind.md test 4: the Mastermind already dead: the Demon's execution ends the game at once."""
    game = day(library)
    game.record(PlayerDied(seat=seat_of(game, "B"), cause={"kind": "storyteller"}))  # type: ignore[arg-type]
    execute_by_vote(game, "C")
    assert game.state.result is not None and game.state.result.winner == "good"


def test_zombuul_first_death_is_no_mastermind_day(library: Library) -> None:
    """docs/rules/mastermind.md test 5: the Zombuul's first execution ends nothing, so the Mastermind does not act yet."""
    game = day(library, "A=devilsadvocate", "B=mastermind", "C=zombuul", "D=courtier", "E=tinker", "F=chambermaid", "G=fool", "H=gossip")
    execute_by_vote(game, "C")
    assert mastermind_day(_now(game)) is None and game.state.result is None
    assert game.state.seat(seat_of(game, "C")).reminders


def test_tinker_may_die_by_day(library: Library) -> None:
    """docs/rules/tinker.md test 3: by day the Tinker's death is offered (cause Tinker); not for another player or a dead Tinker."""
    game = day(library)
    tinker = seat_of(game, "E")
    events = tinker_death(game, tinker)
    assert len(events) == 1 and isinstance(events[0], PlayerDied) and events[0].cause.character == "tinker"
    assert tinker_death(game, seat_of(game, "D")) == ()
    game.record(events[0])
    assert tinker_death(game, tinker) == ()
    assert not isinstance(events[0], Executed)


def _now(game: Game):  # type: ignore[no-untyped-def]
    from grimoire_app.systems.botc.day.facts import Moment

    return Moment.now(game)


def test_standard_wins_return_after_the_extra_day(library: Library) -> None:
    """docs/rules/mastermind.md test 6: if the extra day passes without a recorded end, the standard wins apply again."""
    game = day(library)
    execute_by_vote(game, "C")
    to_phase(game, "day", 2)
    assert check_victory(game) is None
    to_phase(game, "night", 3)
    found = check_victory(game)
    assert found is not None and found.rule == "standard.demon_dead"
