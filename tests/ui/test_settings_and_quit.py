"""Issue 19 points 6 and 7: settings remembered, Save As adds .grimoire, Ctrl+Q closes every window,
and the toolbar does not move as the undo label grows.

Settings live in the test's own data folder (GRIMOIRE_DATA_DIR, set for every test in conftest.py).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.recent import recent_games
from grimoire_app.ui.main_window import UNDO_BUTTON_WIDTH, MainWindow
from grimoire_app.ui.settings import on_a_screen, remembered_language, remembered_script, restore_window_settings
from tests.ui.test_windows_fit import demo_file

LAPTOP = [QRect(0, 0, 1366, 736)]


def opened(qtbot: QtBot, library: Library, lang: str = "ko") -> MainWindow:
    window = MainWindow(library, lang)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_settings_live_in_the_tests_own_data_folder(tmp_path: Path) -> None:
    """The settings file follows GRIMOIRE_DATA_DIR (never the real user's folder in tests)."""
    assert paths.settings_file().parent == paths.user_data_dir()
    assert paths.settings_file(tmp_path) == tmp_path / "settings.ini"


def test_the_language_choice_is_remembered(qtbot: QtBot, library: Library) -> None:
    """Point 7: Ctrl+L to English, and the next start reads English."""
    assert remembered_language() == "ko"
    window = opened(qtbot, library)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.lang == "en"
    assert remembered_language() == "en"
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert remembered_language() == "ko"


def test_window_place_split_and_script_come_back_on_the_next_start(qtbot: QtBot, library: Library) -> None:
    """Size and place, the square/side split and the Script tab's script are restored from the last close."""
    first = opened(qtbot, library)
    first.showNormal()
    first.setGeometry(QRect(40, 50, 1000, 640))
    first.square_tab.setSizes([600, 400])
    sizes = first.square_tab.sizes()
    script = Path(first.sheets.paths[-1])
    first.sheets.load(script)
    first.close()
    assert remembered_script() == script.resolve()
    second = MainWindow(library, "ko")
    qtbot.addWidget(second)
    assert restore_window_settings(second, LAPTOP)
    assert (second.geometry().width(), second.geometry().height()) == (1000, 640)
    assert (second.geometry().x(), second.geometry().y()) == (40, 50)
    second.show()
    assert second.square_tab.sizes() == sizes
    assert second.script is not None and Path(second.script.source).resolve() == script.resolve()


def test_a_window_remembered_off_every_screen_is_not_put_back(qtbot: QtBot, library: Library) -> None:
    """A place on a monitor that is gone is not restored (the app then opens maximized)."""
    first = opened(qtbot, library)
    first.showNormal()
    first.setGeometry(QRect(3000, 100, 900, 600))
    first.close()
    second = MainWindow(library, "ko")
    qtbot.addWidget(second)
    assert not restore_window_settings(second, LAPTOP)
    assert not on_a_screen(QRect(3000, 100, 900, 600), LAPTOP)
    assert on_a_screen(QRect(1000, 100, 900, 600), LAPTOP + [QRect(1366, 0, 1920, 1080)])


def test_save_as_adds_the_game_ending_so_open_lists_the_file(qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point 6: "tuesday" typed in Save As is written as tuesday.grimoire and is the newest recent game."""
    window = opened(qtbot, library)
    assert window.open_game(demo_file(library, tmp_path))
    target = tmp_path / "saved" / "tuesday"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), ""))
    window.choose_save_as()
    written = target.with_name("tuesday.grimoire")
    assert written.is_file() and not target.exists()
    assert window.session.path == written
    assert recent_games(paths.recent_games_file())[0] == written


def test_ctrl_q_closes_the_public_window_onuw_torsis_and_reviews_too(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Point 7: Ctrl+Q in the main window leaves no secondary window open."""
    from grimoire_app.systems.torsis import start_game
    from grimoire_app.ui.onuw.session import OnuwSession
    from grimoire_app.ui.onuw.window import OnuwWindow
    from grimoire_app.ui.review import ReviewWindow
    from grimoire_app.ui.torsis import TorsisWindow

    window = opened(qtbot, library)
    game = demo_file(library, tmp_path)
    assert window.open_game(game)
    public = window.square.open_public_window()
    review = ReviewWindow(game, library, "ko", parent=window)
    review.show()
    onuw_session = OnuwSession()
    deck = ("werewolf", "werewolf", "minion", "seer", "robber", "troublemaker", "drunk", "villager")
    onuw_session.start(("가", "나", "다", "라", "마"), deck, tmp_path / "onuw.grimoire", rng=random.Random(31))
    onuw = OnuwWindow(onuw_session, "ko", confirm=lambda *_: False)
    torsis = TorsisWindow("ko")
    torsis.session.start(start_game(["가", "나", "다", "라", "마", "바", "사", "아"], rng=random.Random(5)), tmp_path / "torsis.grimoire")
    for other in (onuw, torsis):
        qtbot.addWidget(other)
        other.show()
        window.other_windows.append(other)
    assert all(w.isVisible() for w in (public, review, onuw, torsis))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible()
    assert [w.objectName() for w in (public, review, onuw, torsis) if w.isVisible()] == []


def test_the_toolbar_does_not_move_as_the_undo_label_grows(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Point 7: the undo button keeps its width (its text elided, the whole step in the tooltip)."""
    window = opened(qtbot, library)
    undo = window.actions_by_key["action.undo"]
    button = window.toolbar.widgetForAction(undo)
    after = window.toolbar.widgetForAction(window.actions_by_key["nightpanel.action.next_phase"])
    assert button is not None and after is not None
    before_x = after.x()
    assert window.open_game(demo_file(library, tmp_path))
    assert undo.isEnabled() and len(undo.text()) > 0
    assert button.width() == UNDO_BUTTON_WIDTH
    assert after.x() == before_x
    assert undo.toolTip() and button.fontMetrics().horizontalAdvance(undo.iconText()) <= UNDO_BUTTON_WIDTH


def test_the_app_starts_in_the_remembered_language_and_place(qtbot: QtBot, library: Library) -> None:
    """Point 7: a window closed in English at 60,70 1100×650 opens again in English there (when on a screen)."""
    from grimoire_app.ui.app import show_main_window

    first = opened(qtbot, library, "en")
    first.showNormal()
    first.setGeometry(QRect(60, 70, 1100, 650))
    first.close()
    second = show_main_window(library)
    qtbot.addWidget(second)
    assert second.lang == "en"
    assert tr_title_is_english(second)
    available = second.screen().availableGeometry()
    if on_a_screen(QRect(60, 70, 1100, 650)):
        assert not second.isMaximized() and second.geometry().topLeft() == QRect(60, 70, 1, 1).topLeft()
    else:  # the test screen is smaller than the remembered window: it opens maximized instead
        assert second.geometry().width() <= available.width()


def tr_title_is_english(window: MainWindow) -> bool:
    from grimoire_app.i18n import tr

    return window.actions_by_key["action.new_game"].text() == tr("action.new_game", "en")


def test_ctrl_q_in_an_onuw_window_opened_from_the_main_one_quits_both(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Point 7: the Storyteller may press Ctrl+Q in the ONUW window; the app quits (both windows close)."""
    from grimoire_app.ui.onuw.session import OnuwSession
    from grimoire_app.ui.onuw.window import OnuwWindow

    window = opened(qtbot, library)
    session = OnuwSession()
    deck = ("werewolf", "werewolf", "minion", "seer", "robber", "troublemaker", "drunk", "villager")
    session.start(("가", "나", "다", "라", "마"), deck, tmp_path / "onuw.grimoire", rng=random.Random(31))
    onuw = OnuwWindow(session, "ko", confirm=lambda *_: False)
    qtbot.addWidget(onuw)
    window._keep_other(onuw, tmp_path / "onuw.grimoire")
    onuw.show()
    onuw.activateWindow()
    qtbot.waitUntil(onuw.isActiveWindow)
    QTest.keyClick(onuw.windowHandle(), Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not onuw.isVisible() and not window.isVisible()
