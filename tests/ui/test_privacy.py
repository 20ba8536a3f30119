"""The privacy cover: one key covers and uncovers; tooltips, menus and side panels stay hidden meanwhile."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QLabel, QMenu, QToolTip
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.privacy import install_privacy
from tests.ui.town_square.square_helpers import known_session, seat_point, show_panel


def ask_tooltip(widget: QWidget, pos: QPoint) -> None:  # type: ignore[name-defined]  # noqa: F821
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos)))


def test_the_key_covers_and_uncovers(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session)
    privacy = install_privacy(window, session, "ko")
    panel.view.setFocus()
    qtbot.keyClick(panel.view, Qt.Key.Key_F12)
    assert privacy.covered and privacy.cover_widget.isVisible()
    assert privacy.cover_widget.geometry() == window.rect()
    qtbot.keyClick(privacy.cover_widget, Qt.Key.Key_F12)
    assert not privacy.covered and not privacy.cover_widget.isVisible()
    assert privacy.action.text() == "가리기"


def test_tooltips_and_menus_are_closed_and_blocked(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session)
    privacy = install_privacy(window, session, "ko")
    viewport, minsu = panel.view.viewport(), session.state.seats[0].id
    ask_tooltip(viewport, seat_point(panel, minsu))
    assert "귀족" in QToolTip.text(), "the control: the seat's tooltip names its character"
    menu = panel.seat_menu(minsu)
    menu.popup(viewport.mapToGlobal(QPoint(10, 10)))
    assert menu.isVisible()
    privacy.toggle()
    assert not menu.isVisible() and not QToolTip.isVisible()
    ask_tooltip(viewport, seat_point(panel, minsu))
    assert not QToolTip.isVisible()
    late = QMenu(window)
    late.addAction("독살범")
    late.popup(QPoint(20, 20))
    assert not late.isVisible()
    privacy.toggle()
    late.popup(QPoint(20, 20))
    assert late.isVisible()
    late.close()


def test_side_panels_and_other_windows_are_covered(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session)
    docked = QDockWidget("side", window)
    docked.setWidget(QLabel("독살범"))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, docked)
    dialog = QDialog(window)
    dialog.setWindowTitle("notes")
    dialog.show()
    public = panel.open_public_window()  # deleted with the panel (delete_with); not handed to qtbot, which would
    # close it after the window went at the test's end and its deleteLater ran (a GC-timing teardown error)
    privacy = install_privacy(window, session, "ko")
    privacy.toggle()
    assert window.grab().toImage() == privacy.cover_widget.grab().toImage()
    covers = [overlay.parentWidget() for overlay in privacy.extra]
    assert dialog in covers and public not in covers, "the public window has nothing to hide"
    privacy.toggle()
    assert privacy.extra == []


def test_the_key_works_from_a_dialog(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session)
    privacy = install_privacy(window, session, "en")
    dialog = QDialog(window)
    dialog.show()
    qtbot.keyClick(dialog, Qt.Key.Key_F12)
    assert privacy.covered
    assert any(overlay.parentWidget() is dialog for overlay in privacy.extra)


def test_covered_squares_ignore_keys_and_clicks(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session)
    privacy = install_privacy(window, session, "ko")
    privacy.toggle()
    before = len(session.game.events)  # type: ignore[union-attr]
    panel.scene.select(session.state.seats[0].id)
    qtbot.keyClick(panel.view, Qt.Key.Key_K)
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=seat_point(panel, session.state.seats[0].id))
    assert len(session.game.events) == before  # type: ignore[union-attr]
