"""Issue 15 acceptance: skipping and moving a step is seen identically by the night panel, `suggest` and review.

The Storyteller's skip and move are NightStepChanged events; tonight_sheet applies them, and the
panel's list, `suggest --json` (suggestions_json) and review's Night sheet tab all read that sheet.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.tonight import suggestions_json, tonight_sheet
from grimoire_app.ui.night_panel.sheet_model import Row
from grimoire_app.ui.review import ReviewWindow
from tests.builders import to_phase
from tests.ui.night_panel.night_helpers import click, click_row, setup_game, show_table, start


def _seen(rows: list[Row]) -> list[tuple[str, bool, str]]:
    """What a list shows of each step: which, whether it runs, its status line."""
    return [(row.step, row.runs, row.lines[1]) for row in rows]


def test_a_skip_and_a_move_read_the_same_in_the_panel_suggest_and_review(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Night 2 of script 004: the Empath moved after the Oracle, the Flowergirl skipped; all three readers agree."""
    game = to_phase(setup_game(library), "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    before = [s.id for s in tonight_sheet(session.game) if s.wakes_tonight]  # type: ignore[arg-type]
    assert before.index("empath") < before.index("oracle")
    click_row(qtbot, night, "empath")
    while [row.step for row in night.model.rows if row.runs].index("empath") < [row.step for row in night.model.rows if row.runs].index("oracle"):
        click(qtbot, night.later)
    click_row(qtbot, night, "flowergirl")
    click(qtbot, night.skip)

    sheet = tonight_sheet(session.game)  # type: ignore[arg-type]
    running = [step.id for step in sheet if step.wakes_tonight]
    assert running.index("empath") == running.index("oracle") + 1 and "flowergirl" not in running
    assert [row.step for row in night.model.rows] == [step.id for step in sheet if step.in_play]

    suggested = [entry["step"] for entry in suggestions_json(session.game)]  # type: ignore[arg-type]
    assert "flowergirl" not in suggested
    assert suggested == [step for step in running if step in suggested]
    assert suggested.index("oracle") < suggested.index("empath")

    review = ReviewWindow(tmp_path / "night.grimoire", library, "en")
    qtbot.addWidget(review)
    review.side.tabs.setCurrentWidget(review.side.night_page)  # the Night tab reads its sheet when shown (issue 20)
    assert review.night_sheet.night == 2
    panel_rows = [row for row in night.model.rows if not row.current]
    review_rows = [row for row in review.night_sheet.model.rows if row.step != night.current]
    assert _seen(review_rows) == _seen(panel_rows)
    skipped = review.night_sheet.model.rows[review.night_sheet.model.row_of("flowergirl")]
    assert not skipped.runs and skipped.lines[1] == "Skipped — the Storyteller's decision"
