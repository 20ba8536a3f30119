"""Paint first (issue 20): the app's main window builds its frame and the square, the rest after the first paint.

`MainWindow(..., paint_first=True)` is how the app starts (ui/app.py); the side panels, night strip, Script
tab, welcome page and the tray's token lists come just after the square's first paint, or on first use. A
tab hidden in a shown window (the record panel) redraws when it is shown, not on every change.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance, kill
from grimoire_app.ui import day_timer
from grimoire_app.ui.main_window import DAY_TIMER_KEYS, MainWindow
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of
from tests.ui.town_square.square_helpers import known_game


def _session(library: Library, tmp_path: Path) -> GameSession:
    """A session holding the 7-seat game at night 1 (tests/ui/town_square/square_helpers.py known_game)."""
    game = known_game(library)
    session = GameSession(library)
    session.start(game.script, tmp_path / "lazy.grimoire", tuple(game.events))
    return session


def _lazy_window(qtbot: QtBot, library: Library, tmp_path: Path) -> MainWindow:
    """The app's start: the window with paint_first, then the game opened from its file (as ui/app.py does)."""
    session = _session(library, tmp_path)
    path = session.path
    session.close()
    assert path is not None
    window = MainWindow(library, "ko", paint_first=True)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    assert window.open_game(path)
    return window


def test_before_the_first_paint_only_the_frame_and_the_square_exist(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window = _lazy_window(qtbot, library, tmp_path)
    assert not window.built
    assert window.side_tabs.count() == 0 and window.tabs.count() == 2
    assert len(window.session.state.seats) == 7
    assert window.square.tray.held and window.square.tray.reminders.count() == 0  # no token pixmaps yet
    assert window.script is not None and window.script.meta.name == window.session.game.script.meta.name  # type: ignore[union-attr]
    assert window.built is False  # reading the script did not build the Script tab


def test_the_rest_is_built_just_after_the_first_paint_and_works(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window = _lazy_window(qtbot, library, tmp_path)
    window.show()
    qtbot.waitUntil(lambda: window.built, timeout=5000)
    assert window.side_tabs.count() == 3 and len(window.square.scene.seats) == 7
    assert window.side_tabs.currentWidget() is window.night  # the game is at night
    assert window.tabs.widget(1) is window.sheets and window.tabs.tabText(1) == "대본"
    assert window.sheets.script is window.session.game.script  # type: ignore[union-attr]
    assert window.sheets.players_spin.value() == 7
    assert not window.square.tray.held and window.square.tray.reminders.count() > 0
    assert window.night_strip.parent() is not None
    assert window.side_tabs.tabText(window.side_tabs.indexOf(window.day)) == "낮"
    window.session.record(advance(window.session.state))  # to the day: the day panel comes forward, as before
    assert window.side_tabs.currentWidget() is window.day


def test_reading_a_panel_before_the_paint_builds_it(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window = _lazy_window(qtbot, library, tmp_path)
    assert window.night.session is window.session
    assert window.built and window.side_tabs.count() == 3 and not window.square.tray.held
    window.show()
    qtbot.wait(50)
    assert window.side_tabs.count() == 3  # the paint does not build it twice


def test_a_shortcut_pressed_right_after_show_is_not_lost(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Ctrl+L (language) and Ctrl+T (the discussion timer, on the day panel) act at once, built or not."""
    session = _session(library, tmp_path)
    while session.state.today() is None:
        session.record(advance(session.state))
    window = MainWindow(library, "ko", session, paint_first=True)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    handle = window.windowHandle()
    assert handle is not None and not window.built  # the first paint has not happened yet: no event was processed
    QTest.keyClick(handle, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.lang == "en", timeout=5000)
    QTest.keyClick(handle, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.day.timers.countdowns["discussion"].running, timeout=5000)
    assert window.built and window.side_tabs.tabText(window.side_tabs.indexOf(window.day)) == "Day"


def test_a_hidden_record_tab_is_not_redrawn_until_shown(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window = MainWindow(library, "en", _session(library, tmp_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.side_tabs.setCurrentWidget(window.night)
    lines = window.grimoire.log.count()
    victim = seat_of(window.session.game, "민수")  # type: ignore[arg-type]
    window.session.record(kill(victim), override=True)
    assert window.grimoire.log.count() == lines  # hidden: not redrawn
    window.side_tabs.setCurrentWidget(window.grimoire)
    assert window.grimoire.log.count() == lines + 1
    assert "민수" in window.grimoire.log.item(window.grimoire.log.count() - 1).text()


def test_the_record_tab_of_a_window_not_shown_still_follows_the_session(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A panel in a window nobody has shown (an embedding, a test) redraws on every change, as before."""
    window = MainWindow(library, "en", _session(library, tmp_path))
    qtbot.addWidget(window)
    lines = window.grimoire.log.count()
    window.session.record(kill(seat_of(window.session.game, "민수")), override=True)  # type: ignore[arg-type]
    assert window.grimoire.log.count() == lines + 1


def test_the_windows_day_timer_keys_are_the_day_timers_own() -> None:
    assert DAY_TIMER_KEYS == day_timer.KEYS


def test_the_script_remembered_from_the_last_run_comes_after_the_first_paint(qtbot: QtBot, library: Library) -> None:
    """The Script tab's remembered script (ui/settings.py) no longer builds the tab before the square is painted."""
    from grimoire_app.ui.settings import restore_window_settings, save_window_settings

    first = MainWindow(library, "ko")
    qtbot.addWidget(first)
    script = Path(first.sheets.paths[-1])
    first.sheets.load(script)
    save_window_settings(first)
    second = MainWindow(library, "ko", paint_first=True)
    qtbot.addWidget(second)
    restore_window_settings(second)
    assert not second.built
    second.show()
    qtbot.waitUntil(lambda: second.built, timeout=5000)
    assert second.script is not None and Path(second.script.source).resolve() == script.resolve()
