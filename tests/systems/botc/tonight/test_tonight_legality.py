"""Issue 15 acceptance: night choices and answers go through the game's one `check`, whoever records them.

An illegal NightChoice or InfoShown answer recorded through the model API (Game.record) is refused
with the reason; with the override it is recorded, the reason kept in the event as every override.
"""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import InfoShown, NightChoice, NightStepChanged
from grimoire_app.systems.botc.tonight import night_refusals
from tests.builders import seat_of
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, game_of

QUIET = ("A=empath", "B=monk", "C=harpy", "D=vigormortis", "E=oracle")
"""Script 004: the Empath's neighbours (the Monk, the Oracle) are good, so its true number is 0."""


def test_an_illegal_night_choice_is_refused_with_the_reason_and_recorded_with_the_override(library: Library) -> None:
    """Seed 004 Monk may not choose itself (spec 4.1): Game.record refuses; with override it is recorded and says why."""
    game = game_of(library, "004", *QUIET)
    advance_to(game, "night", 2)
    monk = seat_of(game, "B")
    choice = NightChoice(seat=monk, character="monk", players=(monk,))
    with pytest.raises(IllegalEventError) as refused:
        game.record(choice)
    assert refused.value.overridable and refused.value.reasons == ("B may not choose themselves",)
    assert game.events[-1] != choice
    recorded = game.record(choice, override=True)
    assert game.events[-1] == recorded and recorded.override == "B may not choose themselves"


def test_a_legal_night_choice_passes_check(library: Library) -> None:
    """The same Monk protecting another player breaks no rule: recorded as it is."""
    game = game_of(library, "004", *QUIET)
    advance_to(game, "night", 2)
    choice = NightChoice(seat=seat_of(game, "B"), character="monk", players=(seat_of(game, "A"),))
    assert game.check(choice) == []
    assert game.record(choice).override is None


def test_an_answer_outside_the_legal_ones_is_refused_and_recorded_with_the_override(library: Library) -> None:
    """Spec 1.5: a reliable Empath's only legal answer is the truth (0); 2 is refused, then recorded as an override."""
    game = game_of(library, "004", *QUIET)
    advance(game)
    empath = seat_of(game, "A")
    wrong = InfoShown(seat=empath, info="answer", answer=2, step="empath")
    with pytest.raises(IllegalEventError) as refused:
        game.record(wrong)
    assert refused.value.reasons == ("Not among the legal answers: 2",)
    assert [r.text("ko") for r in game.check(wrong)] == ["합법적인 답이 아닙니다: 2"]
    assert game.record(wrong, override=True).override == "Not among the legal answers: 2"
    assert game.record(InfoShown(seat=empath, info="answer", answer=0, step="empath")).override is None


def test_cards_and_day_events_are_not_judged_by_the_night_rules(library: Library) -> None:
    """Only NightChoice at night and InfoShown answers are judged here: a card or a choice by day is not."""
    game = game_of(library, "004", *QUIET)
    advance(game)
    card = InfoShown(seat=seat_of(game, "A"), info="you_are", characters=("empath",))
    assert night_refusals(game, card) == []
    advance(game)
    monk = seat_of(game, "B")
    assert night_refusals(game, NightChoice(seat=monk, character="monk", players=(monk,))) == ()


def test_the_night_order_changes_only_at_night_and_only_on_tonights_steps(library: Library) -> None:
    """A skip or move by day, or naming a step not on tonight's sheet, is refused (and may be overridden)."""
    game = game_of(library, "004", *QUIET)
    advance(game)
    assert game.check(NightStepChanged(step="empath", change="before", other="harpy")) == []
    refused = [r.text("en") for r in game.check(NightStepChanged(step="empath", change="after", other="slayer"))]
    assert refused == ["Not a step of tonight's sheet: slayer"]
    advance(game)
    with pytest.raises(IllegalEventError, match="only change during a night"):
        game.record(NightStepChanged(step="empath", change="skip"))
