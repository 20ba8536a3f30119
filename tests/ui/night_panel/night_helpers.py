"""Helpers for the night-panel tests: a 7-player game in a session, the square and the panel side by side, clicks."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSplitter,
    QWidget,
)
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import BluffsSet, Event
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.night_panel import NightPanel, PhaseChecklist
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.show_card import CardRequest
from grimoire_app.ui.town_square.panel import TownSquarePanel
from tests.builders import table

PLAYERS = ("민수=empath", "지현=harpy", "서준=monk", "하은=oracle", "도윤=vigormortis", "수아=undertaker", "지호=flowergirl")
"""Script 004 (확증 편향), 7 players: 5 Townsfolk, the Harpy, the Vigormortis (seats s1…s7 in this order)."""
BLUFFS = ("savant", "farmer", "golem")


def setup_game(library: Library, players: tuple[str, ...] = PLAYERS, script: str = "004", bluffs: tuple[str, ...] = BLUFFS) -> Game:
    """Return the table at setup with its characters dealt and the Demon's bluffs chosen."""
    game = table(library, script, *players)
    if bluffs:
        game.record(BluffsSet(characters=bluffs))
    return game


def start(library: Library, folder: Path, game: Game) -> GameSession:
    """Return a session journalling the game to a file in the folder."""
    session = GameSession(library)
    session.start(game.script, folder / "night.grimoire", tuple(game.events))
    return session


@dataclass
class Table:
    """The window: square and night panel, with what the seams were asked."""

    window: QMainWindow
    square: TownSquarePanel
    night: NightPanel
    told: list[tuple[str, list[str], list[str]]] = field(default_factory=list)
    """Each dawn report: title, the lines read out, the lines for the Storyteller only."""
    asked: list[PhaseChecklist] = field(default_factory=list)
    cards: list[CardRequest] = field(default_factory=list)
    untick: set[int] = field(default_factory=set)
    """Checklist lines to untick when asked."""


def show_table(qtbot: QtBot, session: GameSession, lang: str = "en", size: tuple[int, int] = (1500, 900), **seams: object) -> Table:
    """Show the square and the night panel side by side, with the dialog seams answering at once."""
    window = QMainWindow()
    square = TownSquarePanel(session, lang)  # type: ignore[arg-type]
    shown = Table(window, square, None)  # type: ignore[arg-type]

    def ask(request: PhaseChecklist) -> list[bool]:
        shown.asked.append(request)
        return [i not in shown.untick for i in range(len(request.lines))]

    def compose(request: CardRequest) -> CardRequest:
        shown.cards.append(request)
        return request

    defaults: dict[str, object] = {"ask": ask, "tell": lambda title, said, private: shown.told.append((title, said, private)), "compose": compose}
    defaults.update(seams)
    shown.night = NightPanel(session, square, lang, **defaults)  # type: ignore[arg-type]
    split = QSplitter()
    split.addWidget(square)
    split.addWidget(shown.night)
    split.setSizes([size[0] - 480, 480])
    window.setCentralWidget(split)
    window.resize(*size)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    square.view.fit_now()
    return shown


def settle() -> None:
    """Let queued work run (widgets added to a shown layout appear on the next turn of the event loop)."""
    QApplication.processEvents()


def click(qtbot: QtBot, widget: QWidget) -> None:
    """Click a widget in its middle, as a hand would."""
    settle()
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def click_seat(qtbot: QtBot, square: TownSquarePanel, seat_id: str) -> None:
    """Click a seat's token on the square."""
    point = square.view.mapFromScene(square.scene.seats[seat_id].scenePos())
    qtbot.mouseClick(square.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_entry(qtbot: QtBot, widget: QListWidget, key: str) -> None:
    """Click the entry of a list that stands for an id (a seat, a character)."""
    for row in range(widget.count()):
        item = widget.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == key and not item.isHidden():
            widget.scrollToItem(item)
            rect = widget.visualItemRect(item)
            qtbot.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.left() + 30, rect.center().y()))
            return
    raise AssertionError(f"no entry {key!r} in {widget.objectName()}")


def buttons(root: QWidget, name: str) -> list[QPushButton]:
    """Return the visible buttons of that object name under a widget, in layout order."""
    settle()
    return [b for b in root.findChildren(QPushButton, name) if b.isVisible()]


def answer_button(night: NightPanel, label: str, name: str = "night-answer") -> QPushButton:
    """Return the answer button showing an answer (its label without marks)."""
    found = [b for b in buttons(night, name) if b.property("answer_label") == label]
    assert len(found) == 1, [b.text() for b in buttons(night, name)]
    return found[0]


def close_card(qtbot: QtBot, square: TownSquarePanel) -> None:
    """Take the show-to-player card away with Esc, pressed as a person does (at the window first)."""
    card = square.card
    assert card is not None and card.isVisible()
    with qtbot.waitSignal(card.closed, timeout=1000):
        qtbot.keyClick(square.window().windowHandle(), Qt.Key.Key_Escape)


def events_since(session: GameSession, start: int) -> list[Event]:
    """Return the events recorded after the first `start`."""
    assert session.game is not None
    return list(session.game.events[start:])


def reminders_on_square(square: TownSquarePanel) -> set[tuple[str, str, str]]:
    """Return every reminder item on the square as (seat id, source character name, token text)."""
    return {(item.face.seat_id, item.face.source, item.face.text) for item in square.scene.reminders.values()}


def click_row(qtbot: QtBot, night: NightPanel, step_id: str) -> None:
    """Click a step's row in the sheet list."""
    settle()
    row = night.model.row_of(step_id)
    assert row >= 0, f"{step_id!r} is not listed"
    index = night.model.index(row)
    night.list.scrollTo(index)
    qtbot.mouseClick(night.list.viewport(), Qt.MouseButton.LeftButton, pos=night.list.visualRect(index).center())
