"""The Godfather's first-night information as a typed suggestion (docs/rules/godfather.md, Info and tests 7, 14, 15, 17-22).

The answer is a set of characters (kind "characters"): the truth is the Outsiders in play, in the
script's order; a Spy may add an Outsider, a Recluse may be left off (registration); drunk or
poisoned, any set; the Vortox does not touch a Minion's information.
"""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import InfoShown
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.bmr_evil_helpers import BMR, bmr_game
from tests.systems.botc.info.helpers import absent, mark, only
from tests.systems.botc.info.tb_helpers import tb_table
from tests.systems.botc.setup_helpers import custom_script
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, step

EIGHT = ("A=lunatic:pukka", "B=godfather", "C=pukka", "D=courtier", "E=tinker", "F=chambermaid", "G=moonchild", "H=gossip")
BMR_OUTSIDERS = ("tinker", "moonchild", "goon", "lunatic")


def _codes(suggestion) -> set[str]:  # type: ignore[no-untyped-def]
    return {w.code for w in suggestion.why}


def test_godfather_is_told_the_outsiders_in_play(library: Library) -> None:
    """docs/rules/godfather.md test 7: night 1 with the Lunatic, Tinker and Moonchild → truth (tinker, moonchild, lunatic), the only legal answer."""
    game = advance_to(bmr_game(library, *EIGHT), "night", 1)
    found = only(game, "B", "godfather")
    assert found.kind == "characters" and found.mode == "truth"
    assert found.truth == (("tinker", "moonchild", "lunatic"),)
    assert found.legal == (("tinker", "moonchild", "lunatic"),) and found.suggested == ("tinker", "moonchild", "lunatic")
    assert len(found.domain) == 16  # every set of the script's four Outsiders
    assert found.why[-1].en == "Outsiders in play: Tinker, Moonchild, Lunatic. Show the Godfather these characters."
    assert step(game, "godfather").info and step(game, "godfather").cards[0].characters == ("lunatic", "tinker", "moonchild")


def test_godfather_without_outsiders_learns_the_empty_set(library: Library) -> None:
    """docs/rules/godfather.md test 7: no Outsider in play → the truth is the empty set, labelled "none"."""
    game = advance_to(bmr_game(library, "A=courtier", "B=godfather", "C=pukka", "D=gossip", "E=chambermaid"), "night", 1)
    found = only(game, "B", "godfather")
    assert found.truth == ((),) and found.legal == ((),)
    assert "godfather_none" in _codes(found)
    event = found.to_event(())
    assert event.characters == () and event.step == "godfather"
    assert describe(event, game.state, game.script, library, "en") == "Shown to B (Godfather): —"
    game.record(event)  # legal: no override needed
    assert game.events[-1].override is None  # type: ignore[union-attr]


def test_recording_the_outsiders_in_any_order_is_legal_and_a_wrong_set_is_refused(library: Library) -> None:
    """docs/rules/godfather.md test 17: the answer is a set: (lunatic, tinker, moonchild) is legal; (tinker) alone is refused, overridable."""
    game = advance_to(bmr_game(library, *EIGHT), "night", 1)
    godfather = seat_of(game, "B")
    with pytest.raises(IllegalEventError):
        game.record(InfoShown(seat=godfather, info="answer", characters=("tinker",), step="godfather"))
    game.record(InfoShown(seat=godfather, info="answer", characters=("lunatic", "tinker", "moonchild"), step="godfather"))
    assert game.events[-1].override is None  # type: ignore[union-attr]


def test_poisoned_godfather_may_be_shown_any_outsiders(library: Library) -> None:
    """docs/rules/godfather.md test 18: poisoned by the Pukka on night 1 → mode any, every set of the script's Outsiders legal, the truth kept."""
    game = advance_to(bmr_game(library, *EIGHT), "night", 1)
    mark(game, "B", "pukka", "Poisoned")
    found = only(game, "B", "godfather")
    assert found.mode == "any" and len(found.legal) == 16 and ("goon",) in found.legal and () in found.legal
    assert found.truth == (("tinker", "moonchild", "lunatic"),)
    assert "impaired" in _codes(found)


def test_vortox_does_not_touch_the_godfather(library: Library) -> None:
    """docs/rules/godfather.md test 19: the Vortox falsifies Townsfolk information only: the Godfather still gets the truth."""
    game = Game(custom_script(library, [*BMR, "vortox"]), library)
    for name, character in (("A", "godfather"), ("B", "vortox"), ("C", "tinker"), ("D", "courtier"), ("E", "gossip")):
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    advance_to(game, "night", 1)
    found = only(game, "A", "godfather")
    assert found.mode == "truth" and found.legal == (("tinker",),)


def test_spy_may_add_an_outsider(library: Library) -> None:
    """docs/rules/godfather.md test 14: Spy and Saint → truth (saint); (saint) plus any other Trouble Brewing Outsider is legal; the why names the Spy."""
    game = advance_to(tb_table(library, "a=godfather", "b=spy", "c=saint", "d=imp", "e=chef", extra=("godfather",)), "night", 1)
    found = only(game, "a", "godfather")
    assert found.truth == (("saint",),)
    assert found.legal == (("saint",), ("butler", "saint"), ("drunk", "saint"), ("recluse", "saint"))
    assert "registers_team" in _codes(found) and any("b (the Spy)" in w.en for w in found.why)
    assert found.suggested == ("saint",)


def test_recluse_may_be_left_off(library: Library) -> None:
    """docs/rules/godfather.md test 15: the Recluse the only Outsider → truth (recluse); the empty set is legal too (it may register as a Minion or Demon)."""
    game = advance_to(tb_table(library, "a=godfather", "b=recluse", "c=chef", "d=imp", "e=empath", extra=("godfather",)), "night", 1)
    found = only(game, "a", "godfather")
    assert found.truth == (("recluse",),) and found.legal == (("recluse",), ())
    assert any("b (the Recluse)" in w.en for w in found.why)


def test_poisoned_recluse_registers_truly(library: Library) -> None:
    """docs/rules/godfather.md test 20: a poisoned Recluse registers truly: only (recluse) is legal."""
    game = advance_to(tb_table(library, "a=godfather", "b=recluse", "c=chef", "d=imp", "e=poisoner", extra=("godfather",)), "night", 1)
    mark(game, "b", "poisoner", "Poisoned")
    assert only(game, "a", "godfather").legal == (("recluse",),)


def test_no_godfather_information_after_night_one(library: Library) -> None:
    """docs/rules/godfather.md test 21: night 2 the step is not an information step and there is no suggestion, even if night 1 gave none."""
    game = advance_to(bmr_game(library, *EIGHT), "night", 2)
    assert absent(game, "B", "godfather")
    assert not step(game, "godfather").info
    assert all(card.info != "answer" for card in step(game, "godfather").cards)


def test_drunk_is_shown_as_the_drunk(library: Library) -> None:
    """docs/rules/godfather.md test 22: the Drunk (believing the Chef) is an Outsider in play: (drunk) is the truth."""
    game = tb_table(library, "a=godfather", "b=drunk", "c=chef", "d=imp", "e=empath", extra=("godfather",))
    from grimoire_app.systems.botc.events import BelievedCharacterSet

    game.record(BelievedCharacterSet(seat=seat_of(game, "b"), character="chef"))
    advance(game)
    advance_to(game, "night", 1)
    assert only(game, "a", "godfather").truth == (("drunk",),)
