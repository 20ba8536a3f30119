"""Helpers for driving the Torsis window like a moderator: type, click, press keys."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.systems.torsis import TorsisGame, new_game, start_game
from grimoire_app.ui.torsis import SetupDialog, TorsisWindow, start_torsis_window
from grimoire_app.ui.torsis.rows_box import RowsBox

NAMES6 = ["민수", "지현", "서준", "하은", "도윤", "서연"]


def type_text(widget: QWidget, text: str) -> None:
    """Type text key by key (QTest.keyClicks asserts on non-ASCII characters such as Hangul)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))


def type_names(qtbot: QtBot, dialog: SetupDialog, names: list[str]) -> None:
    """Type the players one per line into the setup dialog, as the moderator would."""
    dialog.names.setFocus()
    for name in names:
        type_text(dialog.names, name)
        qtbot.keyClick(dialog.names, Qt.Key.Key_Return)


def click(qtbot: QtBot, widget: QWidget) -> None:
    """Click a widget that must be enabled and visible."""
    assert widget.isEnabled() and widget.isVisible(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def pick(box: RowsBox, key: str, player: str | None) -> None:
    """Choose a player in one row's picker (None: nobody), as a click in the list would."""
    combo = box.combos[key]
    assert combo.isEnabled(), key
    index = combo.findData(player or "")
    assert index >= 0, (key, player, [combo.itemData(i) for i in range(combo.count())])
    combo.setCurrentIndex(index)


def confirm(qtbot: QtBot, box: RowsBox, key: str, player: str | None) -> None:
    """Choose a player in a row and press its button (checks, sacrifices)."""
    if player is not None:
        pick(box, key, player)
    click(qtbot, box.buttons[key])


def press(qtbot: QtBot, window: TorsisWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Press a key as a person does: it arrives at the window's QWindow first (shortcuts: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Return, PgDown, Ctrl+L, Esc)."""
    if not window.isActiveWindow():
        with qtbot.waitActive(window):
            window.raise_()
            window.activateWindow()
    qtbot.keyClick(window.windowHandle(), key, modifiers)


def dealt(*seats: str) -> TorsisGame:
    """Deal "id=role" seats exactly (names are the ids)."""
    table = dict(seat.split("=") for seat in seats)
    counts: dict[str, int] = {}
    for role in table.values():
        counts[role] = counts.get(role, 0) + 1
    return new_game(list(table), counts, dealt=table)


def standard(n: int, seed: int) -> TorsisGame:
    """A standard game for n players p1..pn, dealt with a seeded rng."""
    ids = [f"p{i + 1}" for i in range(n)]
    return start_game(ids, rng=random.Random(seed))


def open_window(qtbot: QtBot, game: TorsisGame, path: Path, lang: str = "ko") -> TorsisWindow:
    """Show a game in a new window journalled to `path`."""
    window = start_torsis_window(None, game, lang, path)  # type: ignore[arg-type]
    assert window is not None
    qtbot.addWidget(window)
    window.resize(1600, 900)
    return window
