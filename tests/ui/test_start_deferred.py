"""What the start leaves for later (issue 20): it is not made before the square's first paint, and it works when first
used, through real keys at the window right after the start.

- A game never opened here (no square snapshot): at the first paint the character picker, the card dialog, the note
  editor, the Fabled menu, the game-over reveal and the privacy cover (its app-wide key filter) are not imported, and
  no cyclic garbage collection runs; once the window is whole, collection is back on and the cover is in place.
- A reopened game (its square snapshot painted first): at the first paint the whole string catalogue is not read (only
  the first paint's files, grimoire_app/i18n.py `FIRST_FILES`), and only the toolbar's actions have their texts; once
  the window is whole every action has its text and status tip.
- Right after `start_window`, C, S, Ctrl+M and Ctrl+Shift+F on a selected seat (keys at the window, as a keyboard
  sends them) open the picker, the card dialog, the note editor and the Fabled picker, each made on that first use.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grimoire_app.i18n import tr
from grimoire_app.model import Library
from grimoire_app.ui.app import start_window
from grimoire_app.ui.main_window import TOOLBAR_KEYS, MainWindow
from tests.ui.tb_game_helpers import on_next_dialog, press
from tests.ui.start_helpers import at_first_paint, demo_game, played_game
from tests.ui.town_square.square_helpers import picture_sent_apart

ROOT = Path(__file__).resolve().parents[2]
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
LATER = (
    "grimoire_app.ui.character_picker",
    "grimoire_app.ui.show_card",
    "grimoire_app.ui.note_dialog",
    "grimoire_app.ui.town_square.fabled_menu",
    "grimoire_app.ui.game_over",
    "grimoire_app.ui.privacy",
)


def test_a_game_never_opened_paints_without_the_dialogs_and_without_collecting(tmp_path: Path) -> None:
    game = demo_game(tmp_path, nights=1)
    code = f"""
import gc, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from grimoire_app.__main__ import _import_the_model_first, _picture_to_paint
assert _picture_to_paint([{str(game)!r}]) == (None, None)
_import_the_model_first()
import grimoire_app.ui.app as app_module
LATER = {LATER!r}
made = app_module.start_window
class Probe(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.seen and self.window.square_view.square.seats:
            self.seen = True
            print("at paint:", sorted(m for m in LATER if m in sys.modules), gc.isenabled(), self.window.built, flush=True)
        return False
def start_window(args, snapshot=None, apart=None):
    window = made(args, snapshot, apart)
    probe = Probe(window)
    probe.window, probe.seen = window, False
    window.square_view.viewport().installEventFilter(probe)
    def whole():
        print("whole:", window.built, gc.isenabled(), window._privacy is not None, flush=True)
        os._exit(0)
    window.after_first_paint(lambda: QTimer.singleShot(0, whole))  # after the start's own callbacks
    return window
app_module.start_window = start_window
app_module.run_app([{str(game)!r}], None)
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "GRIMOIRE_DATA_DIR": str(tmp_path / "data")}
    env["GRIMOIRE_START_APART"] = "0"  # the model first: the start on one core, or where the square is not drawn apart
    env.pop("GRIMOIRE_BENCH_FIRST_PAINT", None)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT)
    assert "at paint: [] False False" in done.stdout, done.stdout + done.stderr
    assert "whole: True True True" in done.stdout, done.stdout + done.stderr


def _press_for_modal(window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> list[str]:
    """Press a key at the window; return the modal dialog it opened (closed again with Cancel)."""
    seen: list[str] = []
    on_next_dialog(lambda dialog: dialog.reject(), seen)
    press(window, key, modifiers)
    return seen


def _started(qtbot: QtBot, tmp_path: Path, route: str = "model first") -> tuple[MainWindow, Callable[[], None]]:
    game = demo_game(tmp_path, nights=1)
    window = start_window([str(game)], None, picture_sent_apart(game) if route == "drawn apart" else None)
    assert window is not None
    qtbot.addWidget(window)
    assert window.attached == (route == "model first")
    square = window.square
    seat = window.session.state.seats[0].id

    def select() -> None:  # the seat selected and the square focused, in the active window (as a click there does)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # a closed dialog hands the activation back
        square.scene.select(seat)
        square.view.setFocus()

    select()
    return window, select


@pytest.mark.parametrize("route", ["model first", pytest.param("drawn apart", marks=pytest.mark.skipif(sys.platform != "linux", reason="forks on Linux"))])
def test_keys_right_after_the_start_open_what_was_left_for_later(qtbot: QtBot, library: Library, tmp_path: Path, route: str) -> None:
    """Model first: a game never opened on one core. Drawn apart: the same game's picture drawn by the start's fork,
    the window not attached when the start returns."""
    window, select = _started(qtbot, tmp_path, route)
    assert _press_for_modal(window, Qt.Key.Key_C) == ["character-picker"]
    select()
    assert _press_for_modal(window, Qt.Key.Key_F, CTRL | SHIFT) == ["character-picker"]
    select()
    assert _press_for_modal(window, Qt.Key.Key_S) == ["card-dialog"]
    select()
    press(window, Qt.Key.Key_M, CTRL)
    note = window.square.note_dialog
    assert note is not None and type(note).__name__ == "NoteDialog"
    qtbot.waitUntil(note.isVisible)
    note.reject()
    qtbot.waitUntil(lambda: window.built)  # and the rest, after the paint
    assert window.square.card_languages.of(window.session.state.seats[0].id) == window.lang


def test_the_privacy_key_before_the_window_is_whole_covers_it(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The cover comes just after the first paint; F12 before that installs it and covers (the window's own key),
    after that the cover's filter takes F12; its toolbar button and View menu entry are there once the window is whole."""
    from grimoire_app.ui.privacy import PRIVACY_KEY

    window = start_window([str(demo_game(tmp_path, nights=1))], None)
    assert window is not None
    qtbot.addWidget(window)
    window.square_view.viewport().removeEventFilter(window._after_first_paint)  # hold the moment before ensure_built
    assert window._privacy is None
    press(window, PRIVACY_KEY)
    assert not window.built and window._privacy is not None and window._privacy.covered
    window.ensure_built()
    press(window, PRIVACY_KEY)
    assert not window.privacy.covered
    press(window, PRIVACY_KEY)
    assert window.privacy.covered
    assert window.privacy.action in window.toolbar.actions()
    view_menu = next(action.menu() for action in window.menuBar().actions() if action.text() == tr("menu.view", window.lang))
    assert window.privacy.action in view_menu.actions()


def test_a_reopened_game_paints_without_reading_the_whole_catalogue(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = played_game(library, tmp_path, nights=1)
    report = 'sys.modules["grimoire_app.i18n"]._strings.cache_info().currsize, sorted(key for key, action in window.actions_by_key.items() if action.text())'
    shown = at_first_paint(game, report)
    assert "at paint: 0 " in shown, shown  # not one catalogue file read whole
    assert f"at paint: 0 {sorted(TOOLBAR_KEYS)} attached: False" in shown, shown  # only the toolbar's actions have their texts


def test_once_whole_every_action_has_its_text_and_status_tip(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    from grimoire_app.i18n import has

    window = MainWindow(library, "ko", paint_first=True)
    qtbot.addWidget(window)
    assert {key for key, action in window.actions_by_key.items() if action.text()} == TOOLBAR_KEYS
    window.ensure_built()
    for key, action in window.actions_by_key.items():
        assert action.text() == tr(key, "ko") or key in ("action.undo", "action.redo"), key  # these say the step
        assert action.statusTip() == (tr(key + ".tip", "ko") if has(key + ".tip") else ""), key
