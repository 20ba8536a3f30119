"""S004 "확증 편향 - RHAP" scenario (seeds/004_9100166e1a3d5ab1.txt): scripted days where every S004 trigger
fires, and games that end in each S004 win condition, played as a Storyteller who accepts every proposal."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import AlignmentChanged, NightChoice, PhaseAdvanced
from grimoire_app.systems.botc.day import PublicAct
from grimoire_app.systems.botc.day.data import trigger_specs
from tests.builders import seat_of, to_phase
from tests.conftest import seed_script
from tests.systems.botc.day_helpers import accept, close_day, ids, mark, nominate, settle, start, vote

TABLE = (
    "a=virgin", "b=monk", "c=lleech", "d=harpy", "e=golem", "f=undertaker", "g=flowergirl",
    "h=klutz", "i=barber", "j=grandmother", "k=gambler", "l=savant", "m=goblin",
)


def execute_day(game, number: int, nominator: str, nominee: str, picks=None) -> list:  # type: ignore[no-untyped-def]
    to_phase(game, "day", number)
    fired = nominate(game, nominator, nominee)
    alive = [s.name for s in game.state.seats if s.alive]
    fired += vote(game, nominee, *alive)
    return fired + close_day(game, picks)


def test_every_s004_trigger_fires_over_four_days(library: Library) -> None:
    """Every Triggers line of the S004 characters (spec section 4) fires in one scripted game, which good wins."""
    game = start(library, "004", *TABLE, phase=("night", 1))
    mark(game, "b", "lleech", "Poisoned")
    mark(game, "l", "grandmother", "Grandchild")
    mark(game, "g", "flowergirl", "Demon Not Voted")
    mark(game, "h", "harpy", "Mad")
    mark(game, "l", "harpy", "2nd")
    fired = accept(game, PhaseAdvanced(to=game.state.phase.next()), {"harpy.madness": ()})  # the MAD player was mad
    fired += accept(game, PublicAct(act="savant_visit", seat=seat_of(game, "l")))
    fired += nominate(game, "f", "a")  # the Undertaker nominates the Virgin: executed on the spot
    assert game.state.today().execution == seat_of(game, "f")  # type: ignore[union-attr]
    to_phase(game, "night", 2)
    fired += accept(game, NightChoice(seat=seat_of(game, "k"), character="gambler", players=ids(game, "b"), characters=("oracle",)))
    fired += accept(game, kill(seat_of(game, "l"), "demon", "lleech"))  # the grandchild: the Grandmother dies too
    to_phase(game, "day", 2)
    fired += nominate(game, "b", "m")
    fired += accept(game, PublicAct(act="goblin_claim", seat=seat_of(game, "m")))
    fired += vote(game, "m", "c", "m")  # the Lleech raises a hand: DEMON VOTED
    fired += execute_day(game, 2, "a", "c")  # the Lleech executed while its host lives: survives
    assert game.state.seat(seat_of(game, "c")).alive and game.state.result is None
    fired += execute_day(game, 3, "a", "i")  # the Barber executed: HAIRCUTS TONIGHT
    to_phase(game, "night", 4)
    fired += accept(game, kill(seat_of(game, "h"), "demon", "lleech"), {"klutz.dies": ids(game, "a")})
    settle(game)
    assert game.state.result is None
    to_phase(game, "day", 4)
    fired += nominate(game, "e", "b")  # the Golem kills the host: the Lleech dies
    settle(game)
    on_script = {s.id for s in trigger_specs() if s.character in {c.id for c in seed_script(library, "004").characters}}
    assert {t.id for t in fired} == on_script
    assert game.state.result is not None and game.state.result.winner == "good"


def ended(game) -> tuple[str | None, str]:  # type: ignore[no-untyped-def]
    assert game.state.result is not None
    return game.state.result.winner, game.state.result.reason


def test_s004_ends_with_the_goblin(library: Library) -> None:
    """spec 2.3 Goblin (S004 uses the S000 text) test 1."""
    game = start(library, "004", *TABLE)
    nominate(game, "b", "m")
    accept(game, PublicAct(act="goblin_claim", seat=seat_of(game, "m")))
    vote(game, "m", *"abcdefghijklm")
    close_day(game)
    assert ended(game) == ("evil", "The Goblin m was executed the day they claimed")


def test_s004_ends_with_an_evil_klutz(library: Library) -> None:
    """spec 2.2 Klutz test 3: an evil Klutz (Barber swap) dies and chooses an evil player -> good wins."""
    game = start(library, "004", "a=empath", "b=klutz", "c=po", "d=harpy", "e=oracle", "f=monk")
    game.record(AlignmentChanged(seat=seat_of(game, "b"), alignment="evil"))
    accept(game, kill(seat_of(game, "b"), "execution"), {"klutz.dies": ids(game, "d")})
    settle(game)
    assert ended(game)[0] == "good"


def test_s004_ends_with_the_vortox(library: Library) -> None:
    """spec 3.4 Vortox on S004: no execution today -> evil wins at dusk."""
    game = start(library, "004", "a=empath", "b=monk", "c=vortox", "d=harpy", "e=oracle")
    close_day(game)
    assert ended(game)[0] == "evil"


def test_s004_ends_with_the_summoner(library: Library) -> None:
    """spec 4.3 Summoner test 3: executed on day 2 -> good wins at dusk."""
    game = start(library, "004", "a=empath", "b=summoner", "c=monk", "d=oracle", "e=virgin", "f=golem", "g=savant", phase=("day", 2))
    execute_day(game, 2, "a", "b")
    assert ended(game) == ("good", "The Summoner died before night 3 and cannot summon a Demon")


def test_s004_ends_with_the_lleech_host_and_the_demon_and_two_alive(library: Library) -> None:
    """spec 4.4 Lleech test 2 and spec 1.8: the host dies -> good; two alive with the Po -> evil."""
    game = start(library, "004", "a=virgin", "b=monk", "c=lleech", "d=harpy", "e=golem", "f=empath")
    mark(game, "b", "lleech", "Poisoned")
    execute_day(game, 1, "a", "b")
    assert ended(game) == ("good", "The Demon is dead.")
    po = start(library, "004", "a=empath", "b=monk", "c=po", "d=harpy")
    execute_day(po, 1, "a", "d")
    to_phase(po, "night", 2)
    accept(po, kill(seat_of(po, "a"), "demon", "po"))
    settle(po)
    assert ended(po) == ("evil", "Only two players are alive and the Demon lives")
