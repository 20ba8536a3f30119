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


MAGICIAN_SEVEN = ("s0=magician", "s1=imp", "s2=poisoner", "s3=chef", "s4=saint", "s5=empath", "s6=monk")


def _card(game: Game, step_id: str, info: str) -> tuple[str, ...]:
    [card] = [c for c in step(game, step_id).cards if c.info == info]
    return card.players


def test_magician_is_mixed_into_the_evil_info(library: Library) -> None:
    """docs/rules/magician.md test 1: Minion info points at s0 and s1; Demon info at s0 and s2; both notes."""
    game = _night(library, 1, *MAGICIAN_SEVEN)
    assert _card(game, "minioninfo", "this_is_the_demon") == (seat_of(game, "s0"), seat_of(game, "s1"))
    assert _card(game, "demoninfo", "these_are_your_minions") == (seat_of(game, "s0"), seat_of(game, "s2"))
    assert any(n.code == "magician_minion_info" for n in step(game, "minioninfo").notes)
    assert any(n.code == "magician_demon_info" for n in step(game, "demoninfo").notes)


def test_impaired_magician_leaves_the_evil_info_true(library: Library) -> None:
    """docs/rules/magician.md test 2: poisoned → the true evil info; the Magician's slot says so."""
    game = exp_table(library, *MAGICIAN_SEVEN)
    mark(game, "s0", "poisoner", "Poisoned")
    advance_to(game, "night", 1)
    assert _card(game, "minioninfo", "this_is_the_demon") == (seat_of(game, "s1"),)
    assert _card(game, "demoninfo", "these_are_your_minions") == (seat_of(game, "s2"),)
    assert [n.code for n in step(game, "magician").notes] == ["magician_not_working"]


def test_vizier_takes_the_magicians_ability(library: Library) -> None:
    """docs/rules/magician.md test 3: a Vizier in play → the evil info as usual (jinx)."""
    game = _night(library, 1, "s0=magician", "s1=imp", "s2=vizier", "s3=chef", "s4=saint", "s5=empath", "s6=monk")
    assert _card(game, "minioninfo", "this_is_the_demon") == (seat_of(game, "s1"),)


def test_magician_changes_nothing_without_evil_info(library: Library) -> None:
    """docs/rules/magician.md test 4: 6 players → Minion info stays skipped, no Magician note."""
    game = _night(library, 1, *MAGICIAN_SEVEN[:6])
    minion_info = step(game, "minioninfo")
    assert minion_info.status != "wakes" and not any(n.code == "magician_minion_info" for n in minion_info.notes)


def test_magician_slot_and_spy_jinx_notes(library: Library) -> None:
    """docs/rules/magician.md test 5: the Spy's step has the jinx note; the Magician's slot wakes nobody, with its note."""
    game = _night(library, 1, "s0=magician", "s1=imp", "s2=spy", "s3=chef", "s4=saint", "s5=empath", "s6=monk")
    assert any(n.code == "magician_spy" for n in step(game, "spy").notes)
    magician = step(game, "magician")
    assert magician.wakes == () and "magician_at_evil_info" in [n.code for n in magician.notes]  # beside the script's jinx note


def test_magician_registers_truly_to_abilities(library: Library) -> None:
    """docs/rules/magician.md test 6: the Steward may be shown the Magician; the Knight's pairs hold it."""
    game = _night(library, 1, "s0=magician", "s1=imp", "s2=poisoner", "s3=steward", "s4=knight", "s5=empath", "s6=monk")
    assert seat_of(game, "s0") in only(game, "s3", "steward").truth
    assert any(seat_of(game, "s0") in pair for pair in only(game, "s4", "knight").truth)



def test_magician_lilmonsta_jinx_note(library: Library) -> None:
    """docs/rules/magician.md Jinxes (Lil' Monsta): with a living Magician the babysitter step says the Storyteller picks."""
    game = _night(library, 1, "s0=magician", "s1=chef", "s2=saint", "s3=empath", "s4=poisoner", "s5=witch", "s6=monk")
    assert any(n.code == "magician_lilmonsta" for n in step(game, "lilmonsta").notes)
