"""Screenshots of the night panel and the result screen (ko), for docs/screenshots.

Skipped unless ONUW_SCREENSHOTS names the output folder; run it under Xvfb so fonts render as
on a desktop:
    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb ONUW_SCREENSHOTS=docs/screenshots .venv/bin/python -m pytest tests/ui/onuw/test_screenshots.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grimoire_app.systems.onuw import cast_vote
from grimoire_app.ui.onuw.window import OnuwWindow
from tests.ui.onuw.conftest import click, key

FOLDER = os.environ.get("ONUW_SCREENSHOTS")
Key = Qt.Key

pytestmark = pytest.mark.skipif(not FOLDER, reason="set ONUW_SCREENSHOTS to a folder to take the screenshots")


def save(window: OnuwWindow, name: str) -> Path:
    QApplication.processEvents()
    path = Path(str(FOLDER)) / name
    assert window.grab().save(str(path))
    return path


def test_night_panel_and_result_screenshots(window: OnuwWindow, qtbot: QtBot) -> None:
    key(qtbot, window, Key.Key_PageDown)
    click(qtbot, window, "C3")
    key(qtbot, window, Key.Key_Return)
    key(qtbot, window, Key.Key_PageDown, times=3)
    click(qtbot, window, "하은")
    key(qtbot, window, Key.Key_Return)
    key(qtbot, window, Key.Key_PageDown)
    click(qtbot, window, "서준", "도윤")
    assert save(window, "onuw-night-ko.png").exists()
    key(qtbot, window, Key.Key_Return)
    key(qtbot, window, Key.Key_PageDown)
    click(qtbot, window, "C1")
    key(qtbot, window, Key.Key_Return)
    key(qtbot, window, Key.Key_PageDown, times=2)
    game = window.session.game
    assert game is not None
    for voter, target in {"민수": "하은", "지현": "민수", "서준": "민수", "하은": "민수", "도윤": "하은"}.items():
        cast_vote(game, voter, target)
    qtbot.mouseClick(window.day.resolve, Qt.MouseButton.LeftButton)
    assert save(window, "onuw-result-ko.png").exists()
