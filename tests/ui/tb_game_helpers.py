"""Helpers for the Trouble Brewing game played through the main window (issue 16): modal dialogs, real keys, the panels.

A key a person presses arrives at the window's QWindow first, so keys go through `windowHandle()`.
The setup wizard, the phase checklist, the dawn report and the card composer are modal dialogs run
with `exec()`: `on_next_dialog` answers the next one from the event loop while the caller waits in it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLabel, QListWidget, QPushButton, QWidget, QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.night_panel import NightPanel
from grimoire_app.ui.wizard import SetupWizard
from tests.ui.night_panel.night_helpers import buttons, click, close_card, settle

Handler = Callable[[QDialog], None]


def on_next_dialog(handle: Handler, seen: list[str] | None = None) -> None:
    """Run `handle` on the next modal dialog as soon as it is shown (its object name goes to `seen`)."""

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or not dialog.isVisible():
            QTimer.singleShot(10, poll)
            return
        if seen is not None:
            seen.append(dialog.objectName() or type(dialog).__name__)
        handle(dialog)

    QTimer.singleShot(0, poll)


def press(widget: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Press a key at the widget's window, as a person's keyboard does (activating the window first, as their click on it would)."""
    window = widget.window()
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        QTest.qWaitForWindowActive(window)
    handle = window.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, key, modifier)


def press_enter(dialog: QDialog) -> None:
    """Confirm a dialog with Enter (its default button)."""
    press(dialog, Qt.Key.Key_Return)


# -- the wizard ------------------------------------------------------------------------------------


def next_page(qtbot: QtBot, wizard: QWizard, which: QWizard.WizardButton = QWizard.WizardButton.NextButton) -> None:
    """Click the wizard's Next (or Finish) button."""
    button = wizard.button(which)
    assert button.isEnabled(), f"{wizard.currentPage().title()}: {which} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def enter_names(qtbot: QtBot, wizard: SetupWizard, names: tuple[str, ...]) -> None:
    """Paste the players' names (one a line) with the page's button."""
    QGuiApplication.clipboard().setText("\n".join(names))
    qtbot.mouseClick(wizard.players_page.paste, Qt.MouseButton.LeftButton)
    assert wizard.draft.names == list(names)


def click_list_entry(qtbot: QtBot, widget: QListWidget, key: str) -> None:
    """Click the entry of a list that stands for an id (on its text)."""
    for row in range(widget.count()):
        item = widget.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == key:
            widget.scrollToItem(item)
            rect = widget.visualItemRect(item)
            qtbot.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.left() + 40, rect.center().y()))
            return
    raise AssertionError(f"no entry {key!r} in {widget.objectName()}")


def tick_characters(qtbot: QtBot, wizard: SetupWizard, characters: tuple[str, ...]) -> None:
    """On the pick page, click each character's entry and tick it with Space."""
    page = wizard.pick_page
    for character in characters:
        widget = next(w for w in page.lists.values() if any(w.item(r).data(Qt.ItemDataRole.UserRole) == character for r in range(w.count())))
        click_list_entry(qtbot, widget, character)
        qtbot.keyClick(widget, Qt.Key.Key_Space)
        assert character in wizard.draft.bag, character


def choose_in_combo(qtbot: QtBot, combo: QComboBox, data: object) -> None:
    """Open a combo's list and click the entry standing for `data` (one activation, as a hand makes)."""
    target = combo.findData(data)
    assert target >= 0, (combo.objectName(), data, [combo.itemData(i) for i in range(combo.count())])
    combo.showPopup()
    view = combo.view()
    index = combo.model().index(target, 0)
    view.scrollTo(index)
    QApplication.processEvents()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    QApplication.processEvents()


# -- the night panel and the phase change ------------------------------------------------------------


def next_step(qtbot: QtBot, window: MainWindow, expected: str) -> None:
    """Click the night panel's Next step; the step in view is then `expected`."""
    click(qtbot, window.night.next)
    assert window.night.current == expected


def show_cards(qtbot: QtBot, window: MainWindow) -> list[str]:
    """Click every card button of the step: the composer opens prefilled (Enter keeps it), the card covers the window, Esc takes it away.

    Returns the buttons' texts.
    """
    texts = [b.text() for b in buttons(window.night, "night-card")]
    for index in range(len(texts)):
        on_next_dialog(press_enter)
        click(qtbot, buttons(window.night, "night-card")[index])
        close_card(qtbot, window.square)
    return texts


def starred(night: NightPanel) -> QPushButton:
    """Return the one answer button the panel suggests (★)."""
    found = [b for b in buttons(night, "night-answer") if b.text().startswith("★")]
    assert len(found) == 1, [b.text() for b in buttons(night, "night-answer")]
    return found[0]


def next_phase(window: MainWindow) -> list[str]:
    """Press Ctrl+Shift+N at the window: Enter confirms the checklist, and at dawn the report; return the report's read-out lines."""
    told: list[str] = []
    seen: list[str] = []

    def report(dialog: QDialog) -> None:
        told.extend(label.text() for label in dialog.findChildren(QLabel) if label.objectName() == "night-announce-lines")
        press_enter(dialog)

    def checklist(dialog: QDialog) -> None:
        assert dialog.objectName() == "night-phase-checklist", dialog.objectName()
        if window.session.state.phase.kind == "night":
            on_next_dialog(report, seen)
        press_enter(dialog)

    on_next_dialog(checklist, seen)
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert seen[0] == "night-phase-checklist", seen
    return told


# -- the day panel ----------------------------------------------------------------------------------


def day_click(qtbot: QtBot, window: MainWindow, object_name: str) -> None:
    """Click a day-panel button by its object name."""
    settle()
    button = window.day.findChild(QWidget, object_name)
    assert button is not None and button.isVisible() and button.isEnabled(), object_name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def day_seats(qtbot: QtBot, window: MainWindow, *seats: str) -> None:
    """Click players' buttons in the day panel, in order."""
    for seat in seats:
        button = window.day.seats.buttons[seat]
        assert button.isVisible() and button.isEnabled(), seat
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def prompt(window: MainWindow) -> tuple[str, str]:
    """Return the day panel's question (title, body), or ('', '') when none is shown."""
    box = window.day.prompt_box
    return (box.title.text(), box.body.text()) if box.isVisible() else ("", "")


def screenshot(window: QWidget, name: str) -> None:
    """With TB_SCREENSHOTS=<folder> set (an Xvfb run), save the window as <folder>/<name>."""
    folder = os.environ.get("TB_SCREENSHOTS")
    if folder:
        for _ in range(6):
            QApplication.processEvents()
        window.grab().save(str(Path(folder) / name))
