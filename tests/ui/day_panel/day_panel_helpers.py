"""Helpers for the day-panel tests: a day-1 game in a session, the square and the day panel side by side."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import Event
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.day_panel import DayPanel
from grimoire_app.ui.public_window import PublicTownSquare
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.panel import TownSquarePanel
from tests.builders import seat_of, table, to_phase
from tests.ui.town_square.square_helpers import seat_point

EIGHT = ("민수=noble", "지현=poisoner", "서준=fortuneteller", "하은=general", "도윤=fanggu", "수아=seamstress", "지호=balloonist", "예린=cannibal")
"""Eight players on script 000 (threshold 4 while all live); 도윤 is the Demon, 지현 the Minion."""


def day_session(library: Library, folder: Path, script: str = "000", players: tuple[str, ...] = EIGHT, events: tuple[Event, ...] = ()) -> GameSession:
    """A session on a game at day 1 (after night 1), with extra events recorded then (overrides allowed)."""
    game = to_phase(table(library, script, *players), "day", 1)
    for event in events:
        game.record(event, override=True)
    session = GameSession(library)
    session.start(game.script, folder / "day.grimoire", tuple(game.events))
    return session


class Table:
    """The square, the day panel and the public window on one session, shown side by side."""

    def __init__(self, qtbot: QtBot, session: GameSession, lang: str = "ko") -> None:
        self.qtbot, self.session = qtbot, session
        self.window = QWidget()
        self.square = TownSquarePanel(session, lang)  # type: ignore[arg-type]
        self.public = PublicTownSquare(session, lang)  # type: ignore[arg-type]
        self.panel = DayPanel(session, self.square, lang, self.public)  # type: ignore[arg-type]
        layout = QHBoxLayout(self.window)
        layout.addWidget(self.square, 3)
        layout.addWidget(self.panel, 1)
        self.window.resize(1500, 860)
        qtbot.addWidget(self.window)
        qtbot.addWidget(self.public)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.square.view.fit_now()

    @property
    def game(self) -> Game:
        assert self.session.game is not None
        return self.session.game

    def id(self, name: str) -> str:
        return seat_of(self.game, name)

    def click_seat(self, name: str) -> None:
        """Click a player's button in the panel."""
        button = self.panel.seats.buttons[self.id(name)]
        assert button.isVisible() and button.isEnabled(), f"{name}'s button is hidden or disabled"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def click_on_square(self, name: str) -> None:
        """Click a player's token on the town square."""
        self.qtbot.mouseClick(self.square.view.viewport(), Qt.MouseButton.LeftButton, pos=seat_point(self.square, self.id(name)))

    def click(self, object_name: str) -> None:
        """Click a panel button by its object name."""
        button = self.panel.findChild(QWidget, object_name)
        assert button is not None, object_name
        assert button.isVisible() and button.isEnabled(), f"{object_name} is hidden or disabled"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def nominate(self, nominator: str, nominee: str) -> None:
        self.click_seat(nominator)
        self.click_seat(nominee)

    def raise_hands(self, *names: str) -> None:
        for name in names:
            self.click_seat(name)

    def prompt(self) -> tuple[str, str]:
        """Return the question shown (title, body), or ('', '') when none."""
        box = self.panel.prompt_box
        return (box.title.text(), box.body.text()) if box.isVisible() else ("", "")

    def events_since(self, start: int) -> list[Event]:
        return list(self.game.events[start:])

    def names(self, seat_ids: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(self.game.state.seat(s).name for s in seat_ids)


def secrets(game: Game) -> set[str]:
    """Every character name in play and on the script, in both languages (none may reach the public window)."""
    found = set()
    for character in game.script.characters:
        for lang in ("ko", "en"):
            found.add(game.library.name(character, lang))  # type: ignore[arg-type]
    return found
