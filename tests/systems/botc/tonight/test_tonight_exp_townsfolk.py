"""Night steps of the experimental Townsfolk with choices (issue 21): each docs/rules/<id>.md "Tests" scenario."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.reliability import Judge
from tests.builders import seat_of
from tests.systems.botc.info.exp_townsfolk_helpers import exp_table
from tests.systems.botc.info.helpers import die, mark, only
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, step

PREACHER_SIX = ("s0=preacher", "s1=imp", "s2=poisoner", "s3=chef", "s4=saint", "s5=empath")


def _tokens(game: Game, name: str) -> list[tuple[str, str, bool]]:
    return [(r.character, r.token, r.inert) for r in game.state.seat(seat_of(game, name)).reminders]


def _night(library: Library, night: int, *players: str) -> Game:
    return advance_to(exp_table(library, *players), "night", night)


def test_preacher_catches_a_minion(library: Library) -> None:
    """docs/rules/preacher.md test 1: the Poisoner chosen → NO ABILITY by s2 and the "selected you" card to s2."""
    game = _night(library, 1, *PREACHER_SIX)
    choose(game, "preacher", "s2")
    assert ("preacher", "No Ability", False) in _tokens(game, "s2")
    [card] = step(game, "preacher").cards
    assert card.info == "selected_you" and card.to == (seat_of(game, "s2"),) and card.characters == ("preacher",)


def test_preacher_choosing_a_townsfolk_does_nothing(library: Library) -> None:
    """docs/rules/preacher.md test 2: the Chef chosen → nothing placed, no card, the note."""
    game = _night(library, 1, *PREACHER_SIX)
    choose(game, "preacher", "s3")
    assert _tokens(game, "s3") == []
    preacher = step(game, "preacher")
    assert preacher.cards == () and any(n.code == "preacher_not_minion" for n in preacher.notes)


def test_preached_minion_sleeps_and_does_not_function(library: Library) -> None:
    """docs/rules/preacher.md test 3: night 2 the Poisoner's step puts s2 to sleep; it does not function."""
    game = _night(library, 1, *PREACHER_SIX)
    choose(game, "preacher", "s2")
    advance_to(game, "night", 2)
    poisoner = step(game, "poisoner")
    [actor] = [a for a in poisoner.actors if a.seat == seat_of(game, "s2")]
    assert any(r.code == "preacher_no_ability" for r in actor.skipped)
    assert not Judge(game.state, game).functioning(game.state.seat(seat_of(game, "s2")))


def test_minion_regains_its_ability_when_the_preacher_dies(library: Library) -> None:
    """docs/rules/preacher.md test 4: the Preacher dies → the Poisoner wakes again."""
    game = _night(library, 1, *PREACHER_SIX)
    choose(game, "preacher", "s2")
    advance_to(game, "day", 1)
    die(game, "s0")
    advance_to(game, "night", 2)
    [actor] = [a for a in step(game, "poisoner").actors if a.seat == seat_of(game, "s2")]
    assert actor.skipped == ()
    assert Judge(game.state, game).functioning(game.state.seat(seat_of(game, "s2")))


def test_preached_spy_registers_truly(library: Library) -> None:
    """docs/rules/preacher.md test 5: the Spy chosen → to the Steward it is no longer legal as good."""
    game = _night(library, 1, "s0=preacher", "s1=imp", "s2=spy", "s3=chef", "s4=steward", "s5=empath")
    assert seat_of(game, "s2") in only(game, "s4", "steward").legal
    choose(game, "preacher", "s2")
    assert seat_of(game, "s2") not in only(game, "s4", "steward").legal


def test_poisoned_preacher_places_an_inert_token(library: Library) -> None:
    """docs/rules/preacher.md test 6: a poisoned Preacher's pick leaves an inert token; the Poisoner still works."""
    game = _night(library, 1, "s0=preacher", "s1=imp", "s2=poisoner", "s3=chef", "s4=saint", "s5=witch")
    mark(game, "s0", "poisoner", "Poisoned")
    choose(game, "preacher", "s5")
    assert ("preacher", "No Ability", True) in _tokens(game, "s5")
    assert Judge(game.state, game).functioning(game.state.seat(seat_of(game, "s5")))
