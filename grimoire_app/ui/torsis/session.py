"""TorsisSession: the one bridge between a Torsis game and its widgets (STYLE.md point 9).

It owns the TorsisGame and its file, forwards record/undo/redo, and emits `changed` after every
change. Widgets read `state` and send events through `submit`; none of them touches the game.
When the rules refuse an event, `submit` asks `confirm_override` (the window shows the reasons)
and records it with an override only if the moderator agrees (DESIGN.md principle 4), through
LogSession.record_or_confirm, the app's one override loop.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path


from grimoire_app.systems.game_files import open_game_of, save_other_game
from grimoire_app.systems.torsis import TorsisEvent, TorsisGame, TorsisState
from grimoire_app.ui.session import LogSession


def _refuse(_event: TorsisEvent) -> bool:
    return False


def _read_torsis(path: Path, writable: bool) -> tuple[TorsisGame, str | None]:
    return open_game_of(TorsisGame, path, writable, "a Torsis")


class TorsisSession(LogSession[TorsisGame, TorsisEvent]):
    """The open Torsis game, its file, and the signal widgets redraw on."""

    def __init__(self) -> None:
        super().__init__()
        self.dropped: str | None = None
        """What a torn end of the opened file lost, if anything."""
        self.confirm_override: Callable[[TorsisEvent], bool] = _refuse
        """Asked when the rules refuse an event: True records it anyway (with the override noted)."""

    @property
    def state(self) -> TorsisState:
        """Return the table now (the empty state when no game is open)."""
        return self.game.state if self.game else TorsisState()

    @property
    def events(self) -> tuple[TorsisEvent, ...]:
        """Return the recorded events, oldest first."""
        return self.game.events if self.game else ()

    def state_at(self, n: int) -> TorsisState:
        """Return the table after the first n events (review)."""
        return self.game.state_at(n) if self.game else TorsisState()

    def start(self, game: TorsisGame, path: Path) -> bool:
        """Take a newly dealt game and journal it, event by event, to a new file.

        Returns False when the file could not be written and the moderator gave up (asked
        through `ask_write`: Retry, Save As elsewhere, Cancel).
        """
        if self.start_file(path, lambda target: save_other_game(game, target)) is None:
            return False
        self.dropped = None
        self._adopt(game)
        return True

    def open(self, path: Path) -> None:
        """Open a Torsis game file and keep journalling to it.

        Raises:
            SaveFileError: the file is damaged, or holds another game system.
        """
        game, self.dropped = self.open_file(path, lambda writable: _read_torsis(path, writable))
        self._adopt(game)

    def save_as(self, path: Path) -> bool:
        """Write the game to another file and continue journalling there; False when given up."""
        game = self.game
        assert game is not None
        if self.start_file(path, lambda target: save_other_game(game, target)) is None:
            return False
        self._adopt(game)
        return True

    def submit(self, event: TorsisEvent) -> bool:
        """Record an event; if the rules refuse it, ask the moderator whether to override.

        Returns whether the event was recorded. An event that cannot apply at all is dropped.
        """
        return self.record_or_confirm(event, lambda _reasons: self.confirm_override(event)) is not None
