"""GameSession: the one bridge between the model and the widgets (STYLE.md point 9).

It owns the Game and its file, forwards record/undo/redo to it, and emits `changed` after every
change. Widgets ask through it and redraw on `changed`; none of them touches the Game directly.
LogSession is the part every game system shares (ONUW and Torsis sessions build on it too).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from grimoire_app.model.characters import Lang
from grimoire_app.model.describe import describe as describe_event
from grimoire_app.model.events import Event
from grimoire_app.model.game import Game
from grimoire_app.model.library import Library
from grimoire_app.model.saves import Journal, new_header, open_game, save_game_as
from grimoire_app.model.script import Script
from grimoire_app.model.state import GameState


class LogSession(QObject):
    """An open game of any system (if any), its file, and the signal widgets listen to.

    Subclasses own starting, opening and saving their game, and say how to describe an event;
    recording, undo and redo are the same for every system.
    """

    changed = Signal()
    """Emitted after every change of game, event, undo or redo."""

    def __init__(self) -> None:
        super().__init__()
        self.game: Any = None
        """The open game (a CheckedLog of the session's system), or None."""
        self.path: Path | None = None

    @property
    def can_undo(self) -> bool:
        """Whether there is an event Undo may drop."""
        return self.game is not None and bool(self.game.can_undo)

    def record(self, event: Any, override: bool = False) -> Any:
        """Record an event in the game and return it as recorded.

        Raises:
            IllegalEventError: the rules refuse it (see CheckedLog.record).
        """
        assert self.game is not None
        recorded = self.game.record(event, override)
        self.changed.emit()
        return recorded

    def undo(self) -> None:
        """Undo the last event, if any."""
        if self.can_undo and self.game.undo() is not None:
            self.changed.emit()

    def redo(self) -> None:
        """Redo the last undone event, if any."""
        if self.game is not None and self.game.redo() is not None:
            self.changed.emit()

    def describe(self, event: Any, before: Any, lang: Lang) -> str:
        """Return one line saying what an event did, from the state before it."""
        raise NotImplementedError

    def undo_description(self, lang: Lang) -> str | None:
        """Describe the event Undo would drop, or None when there is none."""
        if not self.can_undo:
            return None
        index = len(self.game.events) - 1
        return self.describe(self.game.events[index], self.game.state_at(index), lang)

    def redo_description(self, lang: Lang) -> str | None:
        """Describe the event Redo would record, or None when there is none."""
        if self.game is None or self.game.redo_next is None:
            return None
        return self.describe(self.game.redo_next, self.game.state, lang)


class GameSession(LogSession):
    """The open Blood on the Clocktower game (if any), its file, and the signal widgets listen to."""

    def __init__(self, library: Library) -> None:
        super().__init__()
        self.library = library
        self.game: Game | None = None

    @property
    def state(self) -> GameState:
        """Return the current grimoire (the empty one when no game is open)."""
        return self.game.state if self.game else GameState()

    def start(self, script: Script, path: Path, events: tuple[Event, ...] = ()) -> None:
        """Start a new game on a script, journalled to a new file.

        Raises:
            SaveFileError: the file cannot be written.
        """
        journal = Journal.create(path, new_header(script), events)
        self.game = Game(script, self.library, events, sink=journal)
        self.path = path
        self.changed.emit()

    def open(self, path: Path) -> str | None:
        """Open a game file; return what was dropped from a torn end, if anything.

        Raises:
            SaveFileError: the file cannot be opened (the current game stays open).
        """
        opened = open_game(path, self.library)
        self.game, self.path = opened.game, path
        self.changed.emit()
        return opened.dropped

    def save_as(self, path: Path) -> None:
        """Write the game to another file and continue journalling there.

        Raises:
            SaveFileError: the file cannot be written.
        """
        assert self.game is not None
        save_game_as(self.game, path, new_header(self.game.script))
        self.path = path
        self.changed.emit()

    def describe(self, event: Any, before: Any, lang: Lang) -> str:
        """Return the BotC line for an event (names as the table saw them before it)."""
        assert self.game is not None
        return describe_event(event, before, self.game.script, self.library, lang)
