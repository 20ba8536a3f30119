"""Helpers for the town-square tests: a known game in a session, a panel on it, real mouse drags."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance, kill, place_reminder
from grimoire_app.systems.botc.events import BelievedCharacterSet, BluffsSet, Event
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.panel import TownSquarePanel
from tests.builders import seat_of, table

if TYPE_CHECKING:
    from grimoire_app.ui.town_square.picture_apart import PictureApart

PLAYERS = ("민수=noble", "지현=poisoner", "서준=fortuneteller", "하은=drunk", "도윤=fanggu", "수아=seamstress", "지호=klutz")
SECRETS = (
    "귀족", "Noble", "독살범", "Poisoner", "점쟁이", "Fortune Teller", "주정뱅이", "Drunk", "팡 구", "Fang Gu",
    "재봉사", "Seamstress", "얼뜨기", "Klutz",
    "중독", "Poisoned", "미끼", "Red Herring", "능력 없음", "No Ability", "알고 있음", "Know",
    "열기구 조종사", "Balloonist", "낚시꾼", "Fisherman", "마녀", "Witch",
)
"""Every character, reminder and bluff name of the known game, in both languages."""


def known_game(library: Library) -> Game:
    """A 7-player game on script 000 at night 1 with reminders, a believed character and bluffs.

    Characters: 민수 Noble, 지현 Poisoner, 서준 Fortune Teller, 하은 Drunk (believes Seamstress),
    도윤 Fang Gu, 수아 Seamstress, 지호 Klutz; bluffs Balloonist, Fisherman, Witch.
    """
    game = table(library, "000", *PLAYERS)
    state = game.state
    events: list[Event] = [
        BelievedCharacterSet(seat=seat_of(game, "하은"), character="seamstress"),
        BluffsSet(characters=("balloonist", "fisherman", "witch")),
    ]
    for event in events:
        game.record(event)
    game.record(place_reminder(game.state, seat_of(game, "서준"), "poisoner", "Poisoned"))
    game.record(place_reminder(game.state, seat_of(game, "민수"), "fortuneteller", "Red Herring"))
    game.record(place_reminder(game.state, seat_of(game, "수아"), "seamstress", "No Ability"))
    game.record(place_reminder(game.state, seat_of(game, "민수"), "noble", "Know"))
    game.record(advance(game.state))
    del state
    return game


def known_session(library: Library, folder: Path, dead: str | None = "지호") -> GameSession:
    """A session on the known game (with one dead player by default)."""
    game = known_game(library)
    if dead:
        game.record(kill(seat_of(game, dead), "demon", "fanggu"))
    session = GameSession(library)
    session.start(game.script, folder / "known.grimoire", tuple(game.events))
    return session


def show_panel(qtbot: QtBot, session: GameSession, lang: str = "ko", size: tuple[int, int] = (1366, 768), **seams: object) -> tuple[QMainWindow, TownSquarePanel]:
    """Show a panel on the session in a window of that size, laid out and painted."""
    window = QMainWindow()
    panel = TownSquarePanel(session, lang, **seams)  # type: ignore[arg-type]
    window.setCentralWidget(panel)
    window.resize(*size)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    panel.view.fit_now()
    return window, panel


def seat_point(panel: TownSquarePanel, seat_id: str) -> QPoint:
    """Return the viewport position of a seat token's centre."""
    return panel.view.mapFromScene(panel.scene.seats[seat_id].scenePos())


def reminder_point(panel: TownSquarePanel, reminder_id: str) -> QPoint:
    """Return the viewport position of a reminder token's centre."""
    return panel.view.mapFromScene(panel.scene.reminders[reminder_id].scenePos())


def drag(qtbot: QtBot, source: QWidget, start: QPoint, target: QWidget, end: QPoint, steps: int = 6) -> None:
    """Press on one widget, start moving there, go on in steps over the other and release, as a hand would.

    QTest sends each event to the widget named, so the moves after the first go to the target.
    """
    qtbot.mousePress(source, Qt.MouseButton.LeftButton, pos=start)
    nudge = start + QPoint(QApplication.startDragDistance() + 2, 0)
    qtbot.mouseMove(source, nudge)
    begin = target.mapFromGlobal(source.mapToGlobal(nudge))
    for step in range(1, steps + 1):
        t = step / steps
        point = QPointF(begin) * (1 - t) + QPointF(end) * t
        qtbot.mouseMove(target, point.toPoint())
    qtbot.mouseRelease(target, Qt.MouseButton.LeftButton, pos=end)


def picture_sent_apart(game: Path) -> PictureApart:
    """What the start's fork hands the window (ui/town_square/picture_apart.py): the child's picture of `game` waiting
    in a pipe. The child here is a finished /bin/true: the test process has threads, and the app forks before any."""
    from grimoire_app.ui.town_square.picture_apart import PictureApart, picture_message

    message = picture_message(game)
    assert len(message) < 65536  # fits a pipe's buffer: written whole before anything reads it
    reader, writer = os.pipe()
    os.write(writer, message)
    os.close(writer)
    return PictureApart(game, os.posix_spawn("/bin/true", ["true"], dict(os.environ)), reader)
