"""The sheet list: skipped steps greyed with why, the not-in-play filter, the current step and its acting seats.

Spec 1.11 (who wakes, and why not) and the seeds' night orders: on night 1 of script 004 the
Monk, Vigormortis, Undertaker, Flowergirl and Oracle do not wake ("not the first night"), and
characters of the script nobody holds are "not in play".
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.events import Event
from grimoire_app.ui.night_panel.sheet_model import SKIPPED_INK, STEP_ROLE
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of
from tests.ui.night_panel.night_helpers import (
    click,
    click_row,
    setup_game,
    show_table,
    start,
)


def night_one(library: Library, folder: Path) -> GameSession:
    game = setup_game(library)
    game.record(advance(game.state))
    return start(library, folder, game)


def row_text(shown_night, step_id: str) -> str:  # type: ignore[no-untyped-def]
    model = shown_night.model
    return str(model.data(model.index(model.row_of(step_id)), Qt.ItemDataRole.DisplayRole))


def test_skipped_steps_are_greyed_with_their_reasons(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seed 004: the Monk wakes on other nights only; the sheet says so in the row, greyed."""
    shown = show_table(qtbot, night_one(library, tmp_path))
    night = shown.night
    assert row_text(night, "monk") == "– Monk\nSkipped — Not the first night"
    assert row_text(night, "harpy") == "○ Harpy\nWakes: 지현"
    assert row_text(night, "dusk").startswith("▶ ")
    model = night.model
    grey = model.data(model.index(model.row_of("monk")), Qt.ItemDataRole.ForegroundRole)
    assert grey.color() == QColor(SKIPPED_INK)
    assert model.data(model.index(model.row_of("harpy")), Qt.ItemDataRole.ForegroundRole) is None
    click_row(qtbot, night, "monk")
    assert night.detail.status.text() == "Skipped — Not the first night"
    assert not shown.square.scene.acting


def test_not_in_play_steps_are_hidden_until_asked_for(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Spec 1.11: a character nobody holds does not wake; the toggle shows such steps with the reason."""
    shown = show_table(qtbot, night_one(library, tmp_path))
    night = shown.night
    listed = [row.step for row in night.model.rows]
    assert "snakecharmer" not in listed and "po" not in listed
    click(qtbot, night.not_in_play)
    assert night.not_in_play.isChecked()
    assert row_text(night, "snakecharmer") == "– Snake Charmer\nSkipped — The Snake Charmer is not in play"
    assert len(night.model.rows) > len(listed)
    click(qtbot, night.not_in_play)
    assert [row.step for row in night.model.rows] == listed


def test_the_current_step_is_bold_and_its_seats_are_ringed_on_the_square(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    shown = show_table(qtbot, night_one(library, tmp_path))
    night, scene = shown.night, shown.square.scene
    click_row(qtbot, night, "harpy")
    harpy = seat_of(night.session.game, "지현")  # type: ignore[arg-type]
    assert scene.acting == {harpy}
    assert scene.seats[harpy].acting and not scene.seats[harpy].selected
    index = night.model.index(night.model.row_of("harpy"))
    assert night.model.data(index, Qt.ItemDataRole.FontRole).bold()
    assert night.list.currentIndex().data(STEP_ROLE) == "harpy"
    step = night.step
    assert step is not None and step.how_to_run is not None
    assert night.detail.how_to_run.text() == step.how_to_run.en
    assert "font-size: 19px" in night.detail.how_to_run.styleSheet()
    night.hide()
    assert not scene.acting
    night.show()
    assert scene.acting == {harpy}


def test_keys_walk_the_running_steps(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """N / PgDown / Ctrl+Right go forward, P / PgUp / Ctrl+Left back, past skipped steps."""
    shown = show_table(qtbot, night_one(library, tmp_path))
    night = shown.night
    with qtbot.waitActive(shown.window):
        shown.window.activateWindow()
    night.list.setFocus()
    qtbot.keyClick(night.list, Qt.Key.Key_N)
    assert night.current == "minioninfo"
    qtbot.keyClick(night.list, Qt.Key.Key_PageDown)
    assert night.current == "demoninfo"
    shown.square.view.setFocus()
    qtbot.keyClick(shown.square.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert night.current == "harpy"
    qtbot.keyClick(shown.square.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert night.current == "empath"
    qtbot.keyClick(shown.square.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert night.current == "dawn"
    qtbot.keyClick(shown.square.view, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert night.current == "empath"
    night.list.setFocus()
    qtbot.keyClick(night.list, Qt.Key.Key_P)
    qtbot.keyClick(night.list, Qt.Key.Key_PageUp)
    assert night.current == "demoninfo"


def test_language_switch_and_redraws_record_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The panel never writes back from a redraw (STYLE 14)."""
    session = night_one(library, tmp_path)
    shown = show_table(qtbot, session, lang="ko")
    night = shown.night
    events: list[Event] = list(session.game.events)  # type: ignore[union-attr]
    assert row_text(night, "monk") == "– 수도사\n건너뜀 — 첫째 밤에는 깨어나지 않음"
    night.set_language("en")
    assert row_text(night, "monk") == "– Monk\nSkipped — Not the first night"
    assert night.next.text() == "Next step ▶ (N)"
    for _ in range(3):
        night.refresh()
        session.changed.emit()
    assert list(session.game.events) == events  # type: ignore[union-attr]


def test_no_game_shows_an_empty_panel(qtbot: QtBot, library: Library) -> None:
    session = GameSession(library)
    shown = show_table(qtbot, session)
    assert shown.night.night_label.text() == "No game open"
    assert shown.night.model.rows == []
