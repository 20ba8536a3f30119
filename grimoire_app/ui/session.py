"""GameSession: the one bridge between the model and the widgets (STYLE.md point 9).

It owns the Game and its file, forwards record/undo/redo to it, and emits `changed` after every
change. Widgets ask through it and redraw on `changed`; none of them touches the Game directly.
LogSession[G, E] is the part every game system shares (ONUW and Torsis sessions build on it
too): recording one event or a list of them as one change (`record_many`: one journal batch, one
undo step), undo and redo with their descriptions, `record_or_confirm` (the one "record, and
when the rules refuse, ask whether to override" loop), the `game_replaced` signal, the file lock.

Writing is never lost in silence: a change whose write fails (SaveWriteError) has changed nothing,
and the session asks the Storyteller through its `ask_write` seam (Retry / Save As… / Cancel)
before giving up. A game file is written by one session at a time (ui/saving.py FileClaim: a
lock beside the file); a game whose file is locked elsewhere or read-only opens read-only
(`read_only` says why) and every change is refused through the same question.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar, overload

from pydantic import BaseModel
from PySide6.QtCore import QObject, Signal

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import describe as describe_event
from grimoire_app.model.errors import IllegalEventError, SaveWriteError
from grimoire_app.systems.botc.events import Event
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.library import Library
from grimoire_app.model.log import CheckedLog
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.systems.botc.files import open_game, save_game_as
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.registry import system_for
from grimoire_app.ui.saving import AskWrite, FileClaim, WriteTrouble, ask_write

T = TypeVar("T")
G = TypeVar("G", bound=CheckedLog[Any, Any])
"""The game of the session's system (a CheckedLog)."""
E = TypeVar("E", bound=BaseModel)
"""The event type of the session's system."""

Confirm = Callable[[list[str]], bool]
"""Ask whether to record a refused change anyway, given the reasons; True: record it as an override."""
Inform = Callable[[list[str]], None]
"""Tell the Storyteller a change cannot be recorded at all (no override can pass these reasons)."""


class LogSession(QObject, Generic[G, E]):
    """An open game of any system (if any), its file, and the signals widgets listen to.

    Subclasses own starting, opening and saving their game (adopting it with `_adopt`); recording,
    undo, redo, their descriptions and the override question are the same for every system.
    """

    changed = Signal()
    """Emitted after every change of game, event, undo or redo."""
    game_replaced = Signal()
    """Emitted when a different game (or the same one in another file) is adopted: new, open, Save As."""

    def __init__(self) -> None:
        super().__init__()
        self.game: G | None = None
        """The open game, or None."""
        self.path: Path | None = None
        self.ask_write: AskWrite = lambda trouble: ask_write(None, trouble, "ko")
        """Asked when a change cannot be written (the windows show their own dialog; tests answer)."""
        self._claim: FileClaim | None = None

    @property
    def read_only(self) -> WriteTrouble | None:
        """Why the open game's file is not written (locked elsewhere, read-only), or None when it is."""
        return self._claim.read_only if self._claim is not None and self.game is not None else None

    @property
    def can_undo(self) -> bool:
        """Whether there is an event Undo may drop."""
        return self.game is not None and bool(self.game.can_undo)

    def record(self, event: E, override: bool = False) -> E | None:
        """Record an event in the game and return it as recorded.

        Returns None when the event could not be written and the Storyteller gave up (nothing changed).

        Raises:
            IllegalEventError: the rules refuse it (see CheckedLog.record).
        """
        game = self.game
        assert game is not None
        recorded: E | None = self.saving(lambda: game.record(event, override))
        if recorded is not None:
            self.changed.emit()
        return recorded

    def record_many(self, events: Sequence[E], override: bool = False) -> list[E] | None:
        """Record a list of events as one change: one journal batch, one undo step, one `changed`.

        All or nothing. Returns the events as recorded, or None when the batch could not be
        written and the Storyteller gave up (nothing changed).

        Raises:
            IllegalEventError: the rules refuse one of them (nothing is recorded; see CheckedLog.record_many).
        """
        game = self.game
        assert game is not None
        recorded: list[E] | None = self.saving(lambda: game.record_many(events, override))
        if recorded:
            self.changed.emit()
        return recorded

    @overload
    def record_or_confirm(self, change: E, confirm: Confirm, inform: Inform | None = None, lang: Any = "ko") -> E | None: ...

    @overload
    def record_or_confirm(self, change: Sequence[E], confirm: Confirm, inform: Inform | None = None, lang: Any = "ko") -> list[E] | None: ...

    def record_or_confirm(
        self, change: E | Sequence[E], confirm: Confirm, inform: Inform | None = None, lang: Any = "ko"
    ) -> E | list[E] | None:
        """Record an event (or a list, as one change); when the rules refuse it, ask whether to override.

        The one override loop of the app: the reasons (in `lang`) go to `confirm`; yes records the
        change with the override noted in each refused event (CheckedLog's one format), no records
        nothing. Reasons no override can pass go to `inform` instead. Returns what was recorded,
        or None (refused, declined, or not written).
        """
        if self.game is None:
            return None
        events = [change] if isinstance(change, BaseModel) else list(change)
        try:
            recorded = self._record_events(events, False)
        except IllegalEventError as error:
            reasons = self.reasons(events, error, lang)
            if not error.overridable:
                if inform is not None:
                    inform(reasons)
                return None
            if not confirm(reasons):
                return None
            recorded = self._record_events(events, True)
        if recorded is None or isinstance(change, BaseModel):
            return recorded[0] if recorded else None
        return recorded

    def _record_events(self, events: list[E], override: bool) -> list[E] | None:
        if len(events) == 1:
            one = self.record(events[0], override)
            return None if one is None else [one]
        return self.record_many(events, override)

    def reasons(self, events: Sequence[E], error: IllegalEventError, lang: Any) -> list[str]:
        """Say in a language why the rules refuse these events (the error's own words as a fallback)."""
        game = self.game
        try:
            found = game.check_many(events) if game is not None else []
        except (IllegalEventError, LookupError):  # a change that cannot apply at all: the error says why
            found = []
        return [refusal.text(lang) for refusal in found] or list(error.reasons)

    def undo(self) -> None:
        """Undo the last step (one event, or one list recorded together), if any."""
        game = self.game
        if game is not None and self.can_undo and self.saving(game.undo) is not None:
            self.changed.emit()

    def redo(self) -> None:
        """Redo the last undone step, if any."""
        game = self.game
        if game is not None and game.can_redo and self.saving(game.redo) is not None:
            self.changed.emit()

    def saving(self, change: Callable[[], T]) -> T | None:
        """Make a change that writes to the game file; if it cannot be written, ask what to do.

        Retry runs the change again, Save As continues the game in another file and then runs it
        there, Cancel gives up: None is returned, and the game is as it was (`changed` is emitted
        so views drop whatever they showed in advance, a dragged token say).
        """
        while True:
            trouble = self.read_only
            if trouble is None:
                try:
                    return change()
                except SaveWriteError as error:
                    trouble = WriteTrouble(Path(str(error.path)), "failed", error.reason)
            answer = self.ask_write(trouble)
            if answer is None or (answer == "retry" and not trouble.can_retry):
                self.changed.emit()
                return None
            if isinstance(answer, Path) and not self.save_as(answer):
                self.changed.emit()
                return None

    def start_file(self, path: Path, write: Callable[[Path], T]) -> tuple[Path, T] | None:
        """Write a new game file and make it the session's file; ask again while it cannot be written.

        `write(path)` writes the file (raising SaveWriteError on failure). Returns the path the
        game was finally written to and what `write` returned, or None when the Storyteller gave up
        (the session keeps its current file).
        """
        while True:
            claim = self._claim_for(path, existing=False)
            trouble = claim.read_only
            if trouble is None:
                try:
                    written = write(path)
                except SaveWriteError as error:
                    trouble = WriteTrouble(path, "failed", error.reason)
                else:
                    self._keep_claim(claim, path)
                    return path, written
            self._drop(claim)
            answer = self.ask_write(trouble)
            if answer is None:
                return None
            if isinstance(answer, Path):
                path = answer

    def open_file(self, path: Path, read: Callable[[bool], T]) -> T:
        """Claim a game file and read it (`read(writable)`); it opens read-only when the claim fails.

        Raises:
            whatever `read` raises (the session keeps its current file).
        """
        claim = self._claim_for(path, existing=True)
        try:
            result = read(claim.writable)
        except BaseException:
            self._drop(claim)
            raise
        self._keep_claim(claim, path)
        return result

    def save_as(self, path: Path) -> bool:
        """Write the game to another file and continue journalling there; False when given up."""
        raise NotImplementedError

    def close(self) -> None:
        """Let go of the game's file: another window or instance may write it now."""
        if self._claim is not None:
            self._claim.release()
            self._claim = None

    def _claim_for(self, path: Path, existing: bool) -> FileClaim:
        if self._claim is not None and self._claim.writable and self._claim.path == path.resolve():
            return self._claim
        return FileClaim.take(path, existing)

    def _drop(self, claim: FileClaim) -> None:
        if claim is not self._claim:
            claim.release()

    def _keep_claim(self, claim: FileClaim, path: Path) -> None:
        if self._claim is not None and self._claim is not claim:
            self._claim.release()
        self._claim = claim
        self.path = path

    def _adopt(self, game: G) -> None:
        """Make a game the session's own (new, opened, or saved elsewhere) and say so."""
        self.game = game
        self.game_replaced.emit()
        self.changed.emit()

    def describe(self, event: E, before: Any, lang: Lang) -> str:
        """Return one line saying what an event did, from the state before it (the system's describer)."""
        game = self.game
        assert game is not None
        describe = system_for(game).describe
        if describe is None:
            raise NotImplementedError(f"{type(self).__name__} must describe its events")
        return describe(event, before, game, lang)

    def undo_description(self, lang: Lang) -> str | None:
        """Describe the step Undo would drop, or None when there is none."""
        game = self.game
        if game is None or not self.can_undo:
            return None
        step = game.undo_step
        first = len(game.events) - len(step)
        return self._step_line([self.describe(step[0], game.state_at(first), lang)], len(step), lang)

    def redo_description(self, lang: Lang) -> str | None:
        """Describe the step Redo would record, or None when there is none."""
        game = self.game
        if game is None or game.redo_next is None:
            return None
        step = game.redo_step
        return self._step_line([self.describe(step[0], game.state, lang)], len(step), lang)

    @staticmethod
    def _step_line(first: list[str], size: int, lang: Lang) -> str:
        return first[0] if size <= 1 else tr("session.batch", lang, first=first[0], more=size - 1)


class GameSession(LogSession[Game, Event]):
    """The open Blood on the Clocktower game (if any), its file, and the signal widgets listen to."""

    def __init__(self, library: Library) -> None:
        super().__init__()
        self.library = library

    @property
    def state(self) -> GameState:
        """Return the current grimoire (the empty one when no game is open)."""
        return self.game.state if self.game else GameState()

    def start(self, script: Script, path: Path, events: tuple[Event, ...] = ()) -> bool:
        """Start a new game on a script, journalled to a new file; False when it could not be written.

        A file that cannot be written is asked about (Retry, Save As elsewhere, Cancel).

        Raises:
            IllegalEventError: the events do not replay (nothing is written).
        """
        game = Game(script, self.library, events)
        started = self.start_file(path, lambda target: Journal.create(target, new_header(script), events))
        if started is None:
            return False
        game.sink = started[1]
        self._adopt(game)
        return True

    def open(self, path: Path) -> str | None:
        """Open a game file; return what was dropped from a torn end, if anything.

        The game opens read-only (`read_only` says why) when another window or instance is
        writing it, or the file or its folder cannot be written.

        Raises:
            SaveFileError: the file cannot be opened (the current game stays open).
        """
        opened = self.open_file(path, lambda writable: open_game(path, self.library, writable))
        self._adopt(opened.game)
        return opened.dropped

    def save_as(self, path: Path) -> bool:
        """Write the game to another file and continue journalling there; False when given up.

        A file that cannot be written is asked about (Retry, another file, Cancel).
        """
        game = self.game
        assert game is not None
        if self.start_file(path, lambda target: save_game_as(game, target, new_header(game.script))) is None:
            return False
        self._adopt(game)
        return True

    def describe(self, event: Event, before: Any, lang: Lang) -> str:
        """Return the BotC line for an event (names as the table saw them, in the session's library)."""
        assert self.game is not None
        return describe_event(event, before, self.game.script, self.library, lang)
