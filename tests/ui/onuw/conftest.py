"""Fixtures and helpers for the One Night window tests: a known round, clicks and drags on the square."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.ui.onuw.session import OnuwSession
from grimoire_app.ui.onuw.window import OnuwWindow

NAMES = ("민수", "지현", "서준", "하은", "도윤")
DECK = ("werewolf", "werewolf", "minion", "seer", "robber", "troublemaker", "drunk", "villager")
"""The known round, as the setup dialog orders it. With seed 31 the deal is: 민수 Robber, 지현
Troublemaker, 서준 Minion, 하은 Werewolf (alone), 도윤 Drunk; C1 Villager, C2 Seer, C3 Werewolf."""
SEED = 31


class FakeClock:
    """A clock the test moves by hand (the discussion timer's seam)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def session(tmp_path: Path) -> OnuwSession:
    """A session on the known round, dealt and at dusk, journalled in tmp_path."""
    found = OnuwSession()
    found.start(NAMES, DECK, tmp_path / "known.grimoire", rng=random.Random(SEED))
    return found


def show(qtbot: QtBot, window: OnuwWindow, size: tuple[int, int] = (1600, 900)) -> OnuwWindow:
    """Show a window at a size, active and laid out (so keys reach its shortcuts)."""
    qtbot.addWidget(window)
    window.resize(*size)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.view.fit_now()
    window.refresh()
    return window


@pytest.fixture
def window(qtbot: QtBot, session: OnuwSession, clock: FakeClock) -> OnuwWindow:
    """The known round in a shown window; overrides are refused unless a test says otherwise."""
    return show(qtbot, OnuwWindow(session, "ko", confirm=lambda *_: False, clock=clock))


def point_of(window: OnuwWindow, position: str) -> QPoint:
    """Return the viewport point at the middle of a position's card (a seat token or a centre card)."""
    item = window.scene.cards[position]
    middle = QPointF(item.size.width() / 2, item.size.width() / 2) if item.face.centre else QPointF(0, 0)
    return window.view.mapFromScene(item.scenePos() + middle)


def click(qtbot: QtBot, window: OnuwWindow, *positions: str) -> None:
    """Click positions on the square, one after the other."""
    for position in positions:
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point_of(window, position))


def key(qtbot: QtBot, window: OnuwWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier, times: int = 1) -> None:
    """Press a key on the window (its shortcuts answer), `times` times."""
    for _ in range(times):
        qtbot.keyClick(window, key, modifiers)


def type_text(widget: QWidget, text: str) -> None:
    """Type text into a widget key by key (QTest's keyClicks cannot type Hangul)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))


def drag(qtbot: QtBot, window: OnuwWindow, source: str, target: str, steps: int = 6) -> None:
    """Drag one position's card onto another's, as a hand would."""
    viewport = window.view.viewport()
    start, end = point_of(window, source), point_of(window, target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, steps + 1):
        t = step / steps
        point = QPointF(start) * (1 - t) + QPointF(end) * t
        qtbot.mouseMove(viewport, point.toPoint())
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    QApplication.processEvents()
