"""The Fibbin: once per game one good player may be given false information (docs/rules/fibbin.md)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import AlignmentChanged, FabledAdded, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.suggest import Suggestion, suggestion_for
from grimoire_app.systems.botc.tonight import info_events
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, record

# A B C D E F G H around the table: the Chef (C) sits by nobody evil (0 pairs); the Empath (E) between D and F (Poisoner).
TABLE = ("A=washerwoman", "B=soldier", "C=chef", "D=butler", "E=empath", "F=poisoner", "G=saint", "H=imp")


def night_1(library: Library, fibbin: bool = True) -> Game:
    game = tb_game(library, *TABLE)
    if fibbin:
        game.record(FabledAdded(character="fibbin"))
    return advance_to(game, "night", 1)


def chef(game: Game) -> Suggestion:
    return suggestion_for(game, seat_of(game, "C"), "chef")


def test_an_unused_fibbin_makes_every_answer_legal_for_a_good_player_with_the_truth_suggested(library: Library) -> None:
    """docs/rules/fibbin.md test 1: night 1, the Chef: truth 0, suggested 0, legal 0..n, why "fibbin" (not "reliable")."""
    game = night_1(library)
    found = chef(game)
    assert found.truth == (0,) and found.suggested == 0 and found.mode == "truth"
    assert found.legal[0] == 0 and set(found.legal) == set(found.domain) and len(found.legal) > 1
    assert [w.code for w in found.why] == ["fibbin", "chef"]
    assert "Fibbin is unused" in found.why[0].en and "악동" in found.why[0].ko
    plain = chef(night_1(library, fibbin=False))
    assert plain.legal == (0,) and [w.code for w in plain.why] == ["reliable", "chef"]


def test_a_false_answer_spends_the_fibbin_and_the_truth_is_required_again(library: Library) -> None:
    """docs/rules/fibbin.md test 2: the Chef shown 2 → the events place the Fibbin's No Ability on the Chef; then the
    Empath (true 1) may only be told 1 and a 0 is refused (overridable)."""
    game = night_1(library)
    events = info_events(game, "chef", answer=2)
    placed = [e for e in events if isinstance(e, ReminderPlaced)]
    assert [(e.seat, e.character, e.token) for e in placed] == [(seat_of(game, "C"), "fibbin", "No Ability")]
    record(game, events)
    empath = suggestion_for(game, seat_of(game, "E"), "empath")
    assert empath.truth == (1,) and empath.legal == (1,)
    with pytest.raises(IllegalEventError) as caught:
        record(game, info_events(game, "empath", answer=0))
    assert caught.value.overridable


def test_a_true_answer_does_not_spend_it(library: Library) -> None:
    """docs/rules/fibbin.md test 3: the Chef shown the truth → no reminder; the Empath may still be told anything."""
    game = night_1(library)
    events = info_events(game, "chef", answer=0)
    assert not [e for e in events if isinstance(e, ReminderPlaced)]
    record(game, events)
    assert set(suggestion_for(game, seat_of(game, "E"), "empath").legal) == {0, 1, 2}


def test_an_evil_player_gets_no_fibbin(library: Library) -> None:
    """docs/rules/fibbin.md test 4: the Chef turned evil → only the truth is legal."""
    game = night_1(library)
    game.record(AlignmentChanged(seat=seat_of(game, "C"), alignment="evil"))
    assert chef(game).legal == (0,)


def test_the_no_ability_reminder_lasts_the_game(library: Library) -> None:
    """docs/rules/fibbin.md test 5: spent on night 1 → the reminder is still there on night 3, and the Chef's own
    next information (none: the Chef learns once) is not widened for anyone."""
    game = night_1(library)
    record(game, info_events(game, "chef", answer=2))
    advance_to(game, "night", 3)
    chef_seat = game.state.seat(seat_of(game, "C"))
    assert [(r.character, r.token) for r in chef_seat.reminders] == [("fibbin", "No Ability")]
    assert suggestion_for(game, seat_of(game, "E"), "empath").legal == (suggestion_for(game, seat_of(game, "E"), "empath").truth)
