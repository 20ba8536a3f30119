"""The Storyteller's skips and moves (NightStepChanged) are part of tonight's sheet, the one derivation (issue 15)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightStepChanged
from grimoire_app.systems.botc.tonight import tonight_sheet
from tests.systems.botc.tonight.tonight_helpers import advance, game_of

S000_EIGHT = ("A=noble", "B=general", "C=fortuneteller", "D=seamstress", "E=balloonist", "F=klutz", "G=poisoner", "H=fanggu")


def test_the_sheet_applies_a_recorded_move_and_skip(library: Library) -> None:
    """A step moved before another runs there; a skipped step is "skipped" with the Storyteller's reason first."""
    game = game_of(library, "000", *S000_EIGHT)
    advance(game)
    ids = [s.id for s in tonight_sheet(game)]
    assert ids.index("poisoner") < ids.index("fortuneteller")
    game.record(NightStepChanged(step="fortuneteller", change="before", other="poisoner"))
    game.record(NightStepChanged(step="noble", change="skip"))
    sheet = tonight_sheet(game)
    ids = [s.id for s in sheet]
    assert ids.index("fortuneteller") == ids.index("poisoner") - 1
    noble = next(s for s in sheet if s.id == "noble")
    assert noble.status == "skipped" and noble.storyteller_skipped and noble.reason_codes()[0] == "storyteller_skip"
    assert noble.reasons[0].text("en") == "skipped by the Storyteller's decision"


def test_a_past_night_keeps_its_plan_and_the_next_night_starts_afresh(library: Library) -> None:
    """A night's skips belong to that night: night 1's sheet still shows them on day 1; night 2 is not affected."""
    game = game_of(library, "000", *S000_EIGHT)
    advance(game)
    game.record(NightStepChanged(step="poisoner", change="skip"))
    advance(game)
    assert next(s for s in tonight_sheet(game, 1) if s.id == "poisoner").storyteller_skipped
    advance(game)
    assert not next(s for s in tonight_sheet(game) if s.id == "poisoner").storyteller_skipped
