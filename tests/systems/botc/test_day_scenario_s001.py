"""S001 English almanac scenario (seeds/001_e5e56018837a82ee.txt): scripted days where every S001 trigger fires,
and games that end in each S001 win condition, played as a Storyteller who accepts every proposal."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import PublicAct, end_of_day_events, public_tally
from grimoire_app.systems.botc.day.data import trigger_specs
from tests.builders import seat_of, to_phase
from tests.conftest import seed_script
from tests.systems.botc.day_helpers import accept, close_day, ids, mark, nominate, settle, start, vote

TABLE = ("a=sage", "b=fool", "c=zombuul", "d=organgrinder", "e=alsaahir", "f=grandmother", "g=puzzlemaster", "h=poppygrower", "i=poisoner", "j=philosopher")


def execute_day(game, number: int, nominator: str, nominee: str) -> list:  # type: ignore[no-untyped-def]
    to_phase(game, "day", number)
    fired = nominate(game, nominator, nominee)
    alive = [s.name for s in game.state.seats if s.alive]
    fired += vote(game, nominee, *alive)
    return fired + close_day(game)


def test_every_s001_trigger_fires_over_four_days(library: Library) -> None:
    """Every Triggers line of the S001 characters (spec section 3) fires in one scripted game, which good wins."""
    game = start(library, "001", *TABLE)
    mark(game, "e", "grandmother", "Grandchild")
    mark(game, "j", "puzzlemaster", "Drunk")
    fired = accept(game, PublicAct(act="alsaahir_guess", seat=seat_of(game, "e"), demons=ids(game, "c"), players=ids(game, "d")))
    fired += accept(game, PublicAct(act="puzzlemaster_guess", seat=seat_of(game, "g"), players=ids(game, "j")), {"puzzlemaster.guesses": ids(game, "c")})
    fired += execute_day(game, 1, "a", "b")  # secret vote; the Fool survives its execution
    assert public_tally(game, seat_of(game, "b")) is None and game.state.seat(seat_of(game, "b")).alive
    to_phase(game, "night", 2)
    fired += accept(game, kill(seat_of(game, "a"), "demon", "zombuul"))  # nobody died today: the Zombuul kills the Sage
    mark(game, "d", "organgrinder", "Drunk")  # the Organ Grinder nods: votes open tomorrow
    fired += execute_day(game, 2, "e", "h")  # the Poppy Grower executed: EVIL WAKES, DIED TODAY
    assert public_tally(game, seat_of(game, "h")) == 9
    fired += execute_day(game, 3, "e", "c")  # the Zombuul's first death: registers dead
    assert game.state.result is None
    to_phase(game, "night", 4)
    fired += accept(game, kill(seat_of(game, "e"), "demon", "zombuul"))  # the grandchild killed: the Grandmother dies
    to_phase(game, "day", 4)
    nominate(game, "g", "c")
    vote(game, "c", "g", "i", "j", "b", "d")
    executed, dies = end_of_day_events(game)
    accept(game, executed)
    accept(game, dies)  # the registers-dead Zombuul really dies: its DEAD comes off, no override needed
    settle(game)
    on_script = {s.id for s in trigger_specs() if s.character in {c.id for c in seed_script(library, "001").characters}}
    assert {t.id for t in fired} == on_script
    assert game.state.result is not None and (game.state.result.winner, game.state.result.reason) == ("good", "The Demon is dead.")


def ended(game) -> tuple[str | None, str]:  # type: ignore[no-untyped-def]
    assert game.state.result is not None
    return game.state.result.winner, game.state.result.reason


VORTOX = ("a=sage", "b=fool", "c=vortox", "d=pithag", "e=alsaahir", "f=grandmother", "g=goon")


def test_s001_ends_with_the_alsaahir(library: Library) -> None:
    """spec 3.1 Alsaahir test 1."""
    game = start(library, "001", *VORTOX)
    accept(game, PublicAct(act="alsaahir_guess", seat=seat_of(game, "e"), demons=ids(game, "c"), players=ids(game, "d")))
    settle(game)
    assert ended(game) == ("good", "The Alsaahir e named every Demon and Minion")


def test_s001_ends_with_the_vortox_at_dusk(library: Library) -> None:
    """spec 3.4 Vortox test 1: day 2 ends with no execution -> evil wins."""
    game = start(library, "001", *VORTOX, phase=("day", 2))
    nominate(game, "a", "b")
    vote(game, "b", "a")
    close_day(game)
    assert ended(game) == ("evil", "Nobody was executed today and the Vortox c lives")


def test_s001_heretic_turns_the_vortox_win_around(library: Library) -> None:
    """spec 3.2 Heretic test 1 (any result flips): a Vortox dusk win becomes good's."""
    game = start(library, "001", *VORTOX[:-1], "g=heretic")
    close_day(game)
    assert ended(game)[0] == "good" and "Heretic" in ended(game)[1]


def test_s001_ends_when_the_demon_dies_and_with_two_alive(library: Library) -> None:
    """spec 1.8 standard ends on S001."""
    game = start(library, "001", *VORTOX)
    execute_day(game, 1, "a", "c")
    assert ended(game) == ("good", "The Demon is dead.")
    small = start(library, "001", "a=sage", "b=fool", "c=vortox", "d=pithag")
    execute_day(small, 1, "a", "d")
    to_phase(small, "night", 2)
    accept(small, kill(seat_of(small, "a"), "demon", "vortox"))
    settle(small)
    assert ended(small)[0] == "evil"
