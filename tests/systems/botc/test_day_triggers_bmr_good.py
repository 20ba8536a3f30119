"""Bad Moon Rising's good characters by day: Sailor, Tea Lady, Pacifist, Minstrel and the Gossip's statement."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import triggers_for
from grimoire_app.systems.botc.events import Executed, PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.reliability import reliability
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.day_helpers import accept, fired_ids
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, tokens

TABLE = ("A=sailor", "B=professor", "C=chambermaid", "D=minstrel", "E=exorcist", "F=assassin", "G=po", "H=gossip", "I=scapegoat")
TEA = ("A=chambermaid", "B=tealady", "C=gambler", "D=po", "E=assassin", "F=sailor", "G=professor")
PACIFIST = ("A=chambermaid", "B=pacifist", "C=gambler", "D=po", "E=assassin", "F=gossip", "G=professor")


def day(library: Library, number: int = 1, *players: str) -> Game:
    return advance_to(bmr_table(library, *(players or TABLE)), "day", number)


def execute(game: Game, name: str) -> list[str]:
    """Execute a player as a Storyteller who accepts every trigger but the Scapegoat I's (issue 17); return the triggers' ids."""
    seat = seat_of(game, name)
    executed = Executed(seat=seat)
    if any(t.id == "scapegoat.instead" for t in triggers_for(game, executed, "before")):
        game.record(executed)  # the Storyteller keeps the nominee's execution (docs/rules/scapegoat.md test 2)
        fired = []
    else:
        fired = accept(game, executed)
    fired += accept(game, kill(seat, "execution"))
    return fired_ids(fired)


def alive(game: Game, name: str) -> bool:
    return game.state.seat(seat_of(game, name)).alive


def drunk(game: Game, name: str) -> bool:
    return reliability(game, seat_of(game, name)).drunk


def test_sober_sailor_survives_execution(library: Library) -> None:
    """docs/rules/sailor.md test 7: the sober Sailor A is executed: no death is recorded."""
    game = day(library)
    assert "sailor.cannot_die" in execute(game, "A") and alive(game, "A")
    assert game.state.today().execution == seat_of(game, "A")  # type: ignore[union-attr]


def test_drunk_sailor_dies_by_execution(library: Library) -> None:
    """docs/rules/sailor.md test 8: the Sailor drunk by its own choice on night 1 dies when executed on day 1."""
    from grimoire_app.systems.botc.tonight.picks_bmr_good import sailor_events
    from tests.systems.botc.tonight.tonight_helpers import record

    game = advance_to(bmr_table(library, *TABLE), "night", 1)
    record(game, sailor_events(game, seat_of(game, "C"), sailor_drunk=True))
    advance(game)
    assert execute(game, "A") == ["sailor.cannot_die.impaired"] and not alive(game, "A")


def test_tealady_neighbour_survives_execution(library: Library) -> None:
    """docs/rules/tealady.md test 5: B's neighbours A and C are good: C executed does not die; B itself does."""
    game = day(library, 1, *TEA)
    assert execute(game, "C") == ["tealady.protects"] and alive(game, "C")
    game = day(library, 1, *TEA)
    assert execute(game, "B") == [] and not alive(game, "B")


def test_assassin_kills_the_tealady_neighbour(library: Library) -> None:
    """docs/rules/tealady.md test 6: the Assassin's kill ignores the Tea Lady (recorded at night: no trigger refuses it)."""
    game = advance_to(bmr_table(library, *TEA), "night", 2)
    fired = accept(game, kill(seat_of(game, "C"), "ability", "assassin"))
    assert "tealady.protects" not in fired_ids(fired) and not alive(game, "C")


def test_pacifist_may_spare_an_executed_good_player(library: Library) -> None:
    """docs/rules/pacifist.md test 1: the Pacifist B alive, the good F executed: accepted, no death is recorded."""
    game = day(library, 1, *PACIFIST)
    assert execute(game, "F") == ["pacifist.spares"] and alive(game, "F")


def test_pacifist_does_not_spare_evil_or_when_dead(library: Library) -> None:
    """docs/rules/pacifist.md tests 2-3: the evil Assassin E dies; with the Pacifist dead, the good F dies."""
    game = day(library, 1, *PACIFIST)
    assert execute(game, "E") == [] and not alive(game, "E")
    game = day(library, 1, *PACIFIST)
    accept(game, kill(seat_of(game, "B")))
    assert execute(game, "F") == [] and not alive(game, "F")


def test_minstrel_makes_everyone_else_drunk_until_dusk_tomorrow(library: Library) -> None:
    """docs/rules/minstrel.md test 1: the Assassin F executed on day 1: all but D and the Traveller I drunk to day 2's dusk."""
    game = day(library)
    assert "minstrel.minion_executed" in execute(game, "F")
    assert tokens(game, "D") == {("minstrel", "Everyone Is Drunk")}
    for phase in ("day 1", "night 2", "day 2"):
        assert drunk(game, "A") and drunk(game, "G") and not drunk(game, "D") and not drunk(game, "I"), phase
        advance(game)
    assert game.state.phase.kind == "night" and game.state.phase.number == 3
    assert tokens(game, "D") == set() and not drunk(game, "A")


def test_minstrel_ignores_other_executions_and_deaths(library: Library) -> None:
    """docs/rules/minstrel.md test 2: a good player executed, or a Minion killed at night: nothing."""
    game = day(library)
    assert "minstrel.minion_executed" not in execute(game, "C")
    game = advance_to(bmr_table(library, *TABLE), "night", 2)
    assert "minstrel.minion_executed" not in fired_ids(accept(game, kill(seat_of(game, "F"), "demon", "po")))


def test_drunk_minstrel_does_nothing(library: Library) -> None:
    """docs/rules/minstrel.md test 3: the Sailor made D drunk on night 1: the Minion executed on day 1 changes nothing."""
    game = advance_to(bmr_table(library, *TABLE), "night", 1)
    choose(game, "sailor", "D")
    advance(game)
    assert execute(game, "F") == ["minstrel.minion_executed.impaired"] and tokens(game, "D") == {("sailor", "Drunk")}


def test_gossip_statement_is_recorded_with_its_text(library: Library) -> None:
    """docs/rules/gossip.md test 4: the statement is a day act with its words; a non-Gossip's is 'pretend'."""
    game = day(library)
    act = PublicAct(act="gossip_statement", seat=seat_of(game, "H"), text="A is the Sailor")
    trigger = accept(game, act)
    assert fired_ids(trigger) == ["gossip.statement"] and "A is the Sailor" in trigger[0].text("en")
    assert game.events[-1] == act
    pretend = accept(game, PublicAct(act="gossip_statement", seat=seat_of(game, "C"), text="x"))
    assert fired_ids(pretend) == ["gossip.statement.pretend"]


def test_gossip_statement_reads_in_the_checklist_and_the_account(library: Library) -> None:
    """docs/rules/gossip.md test 4: the act is described with its words in both languages."""
    from grimoire_app.systems.botc.describe import describe

    game = day(library)
    act = PublicAct(act="gossip_statement", seat=seat_of(game, "H"), text="A is the Sailor")
    assert describe(act, game.state, game.script, game.library, "en") == "H makes a Gossip statement: \u201cA is the Sailor\u201d"
    assert "A is the Sailor" in describe(act, game.state, game.script, game.library, "ko")
