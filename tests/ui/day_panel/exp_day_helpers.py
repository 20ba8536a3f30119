"""The main window on a day of our experimental test script (issue 21's day acts), driven as a Storyteller would.

`exp_day(library, folder, *players)` starts a session at day 1 on EXP_DAY_IDS with "name=character" players (default
EIGHT_EXP); `DayWindow` opens the main window at 1366×768 on it with the Day tab in front, and clicks seats and
buttons of the day panel, presses keys at the window, and reads what the panel shows.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library, parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import Event
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of, to_phase
from tests.ui.night_panel.night_helpers import settle
from tests.ui.tb_game_helpers import press

EXP_DAY_IDS = (
    "washerwoman chef empath monk soldier undertaker cultleader engineer recluse saint "
    "poisoner spy psychopath mezepheles imp fanggu"
).split()
"""A script of ours: Trouble Brewing's familiar faces with the Cult Leader, the Engineer, the Psychopath and the Mezepheles."""

EIGHT_EXP = ("민수=cultleader", "지현=imp", "서준=empath", "하은=psychopath", "도윤=monk", "수아=chef", "지호=soldier", "예린=mezepheles")
"""Eight players (threshold 4 while all live): 민수 the Cult Leader between 예린 and 지현; 지현 the Imp; 하은 the
Psychopath and 예린 the Mezepheles (Minions); the rest good."""


def exp_game(library: Library, *players: str) -> Game:
    """Seat "name=character" players in table order on EXP_DAY_IDS, still in setup."""
    script = parse_script([{"id": "_meta", "name": "실험 캐릭터"}, *EXP_DAY_IDS], "exp-day.json", library)
    game = Game(script, library)
    for player in players:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        found = game.character(character_id)
        assert found is not None, character_id
        game.record(assign_character(game.state, seat, found))
    return game


def session_of(library: Library, folder: Path, game: Game) -> GameSession:
    """Return a session journalling the game to a file in the folder."""
    session = GameSession(library)
    session.start(game.script, folder / "exp.grimoire", tuple(game.events))
    return session


def exp_day(library: Library, folder: Path, *players: str) -> GameSession:
    """A session at day 1 (after night 1) of EIGHT_EXP or the players given."""
    return session_of(library, folder, to_phase(exp_game(library, *(players or EIGHT_EXP)), "day", 1))


class DayWindow:
    """The main window at 1366×768 on a session, the Day tab in front."""

    def __init__(self, qtbot: QtBot, session: GameSession, lang: str = "ko", tab: str = "day") -> None:
        self.qtbot, self.session = qtbot, session
        self.main = MainWindow(session.library, lang, session)  # type: ignore[arg-type]
        qtbot.addWidget(self.main)
        self.main.resize(1366, 768)
        with qtbot.waitActive(self.main):  # the window has the keyboard, as after a person's click on it
            self.main.show()
            self.main.activateWindow()
        self.main.side_tabs.setCurrentWidget(getattr(self.main, tab))
        self.main.square.view.fit_now()
        settle()

    @property
    def game(self) -> Game:
        assert self.session.game is not None
        return self.session.game

    def id(self, name: str) -> str:
        return seat_of(self.game, name)

    def click_seat(self, name: str) -> None:
        """Click a player's button in the day panel."""
        settle()
        button = self.main.day.seats.buttons[self.id(name)]
        assert button.isVisible() and button.isEnabled(), name
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def button(self, object_name: str) -> QPushButton:
        """Return a shown, enabled day-panel button by its object name."""
        settle()
        button = self.main.day.findChild(QPushButton, object_name)
        assert button is not None and button.isVisible() and button.isEnabled(), object_name
        return button

    def click(self, object_name: str) -> None:
        """Click a day-panel button by its object name; it must be shown, enabled and whole inside the window."""
        button = self.button(object_name)
        assert self.fits(button), f"{object_name} is cut off at 1366×768"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def fits(self, widget: QWidget) -> bool:
        """Whether the whole widget is inside the window, not clipped by a scroll area, and its text fits its width."""
        corner = widget.mapTo(self.main, widget.rect().topLeft())
        inside = self.main.rect().contains(corner) and self.main.rect().contains(corner + widget.rect().bottomRight())
        inside = inside and widget.visibleRegion().boundingRect() == widget.rect()
        text = widget.property("text")
        wide = not isinstance(text, str) or widget.fontMetrics().horizontalAdvance(text) <= widget.width()
        return inside and wide

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        press(self.main, key, modifier)

    def prompt(self) -> tuple[str, str]:
        """The day panel's question (title, body), or ('', '') when none is shown."""
        box = self.main.day.prompt_box
        return (box.title.text(), box.body.text()) if box.isVisible() else ("", "")

    def instruction(self) -> str:
        return self.main.day.instruction.text() if self.main.day.instruction.isVisible() else ""

    def events(self) -> list[Event]:
        return list(self.game.events)

    def alive(self, name: str) -> bool:
        return self.game.state.seat(self.id(name)).alive

    def alignment(self, name: str) -> str | None:
        return self.game.state.seat(self.id(name)).alignment

    def tokens(self, name: str) -> list[str]:
        return [r.token for r in self.game.state.seat(self.id(name)).reminders]
