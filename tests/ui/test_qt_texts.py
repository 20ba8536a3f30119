"""Qt's own buttons speak the app's language: a Korean table never sees an English "Cancel"."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.main_window import MainWindow


def cancel_text() -> str:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    text = box.button(QDialogButtonBox.StandardButton.Cancel).text()
    box.deleteLater()
    return text.replace("&", "")


def test_standard_buttons_follow_the_window_language(qtbot: QtBot, library: Library) -> None:
    window = MainWindow(library, "ko")
    qtbot.addWidget(window)
    assert cancel_text() == "취소"
    window.toggle_language()
    assert cancel_text() == "Cancel"
    window.toggle_language()
    assert cancel_text() == "취소"
