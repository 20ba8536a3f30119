"""OnuwSession: the one bridge between a One Night game and its widgets (STYLE.md point 9).

It owns the OnuwGame and its file (the same journal format as a BotC game, header system
"onuw"), forwards record/undo/redo, and emits `changed` after every change. Widgets ask through
it and redraw on `changed`; none of them touches the game directly. It mirrors ui/session.py's
GameSession rather than extending it, because that one is bound to BotC's Game and library.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any


from grimoire_app import paths
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import SaveFileError
from grimoire_app.systems.game_files import open_other_game, save_other_game
from grimoire_app.systems.onuw import OnuwEvent, OnuwGame, OnuwOptions, OnuwState, new_game, new_round
from grimoire_app.ui.onuw.corrections import correction_event, correction_moves
from grimoire_app.ui.onuw.words import describe
from grimoire_app.ui.session import LogSession


SETUP_EVENTS = 2
"""TableSet and CardsDealt: the first events of every round, which Undo leaves alone."""


def new_game_path(folder: Path | None = None) -> Path:
    """Return a fresh file name for a new One Night round in the games folder."""
    stamp = datetime.now().strftime("%Y-%m-%d_%H%M%S_%f")
    return (folder or paths.games_dir()) / f"{stamp}_onuw.grimoire"


class OnuwSession(LogSession):
    """The open One Night game (if any), its file, and the signal widgets listen to."""

    def __init__(self) -> None:
        super().__init__()
        self.game: OnuwGame | None = None

    @property
    def state(self) -> OnuwState:
        """Return the current table (the empty one when no game is open)."""
        return self.game.state if self.game else OnuwState()

    def start(
        self, players: Sequence[str], deck: Sequence[str], path: Path, *, rng: random.Random | None = None,
        options: OnuwOptions | None = None,
    ) -> None:
        """Seat the players, deal at random (rng), and journal the game to a new file.

        Raises:
            RuleError: the setup is refused (see systems.onuw.new_game).
            SaveFileError: the file cannot be written.
        """
        game = new_game(players, deck, rng=rng, options=options)
        self._adopt(game, path)

    def new_round(self, path: Path, *, rng: random.Random | None = None) -> None:
        """Start a fresh round with the same players, roles and options, in a new file.

        Raises:
            RuleError: no game is set up.
            SaveFileError: the file cannot be written.
        """
        assert self.game is not None
        self._adopt(new_round(self.game, rng=rng), path)

    def _adopt(self, game: OnuwGame, path: Path) -> None:
        save_other_game(game, path)
        self.game, self.path = game, path
        self.changed.emit()

    def open(self, path: Path) -> str | None:
        """Open a One Night game file; return what was dropped from a torn end, if anything.

        Raises:
            SaveFileError: the file cannot be opened or holds another game system (the current
                game stays open).
        """
        opened = open_other_game(path)
        if not isinstance(opened.game, OnuwGame):
            raise SaveFileError(f"{path}: not a One Night Ultimate Werewolf game")
        self.game, self.path = opened.game, path
        self.changed.emit()
        return opened.dropped

    def save_as(self, path: Path) -> None:
        """Write the game to another file and continue journalling there.

        Raises:
            SaveFileError: the file cannot be written.
        """
        assert self.game is not None
        save_other_game(self.game, path)
        self.path = path
        self.changed.emit()

    def correct(self, a: str, b: str) -> OnuwEvent:
        """Exchange the cards at two positions as a manual correction (the model's CardsSwapped).

        Raises:
            CorrectionRefused: the model cannot record this exchange now (see corrections.py).
            RuleError: the model refuses it even with the override.
        """
        recorded: OnuwEvent = self.record(correction_event(self.state, a, b))
        return recorded

    def corrections(self) -> frozenset[int]:
        """Return the indices of the current state's card moves that were manual corrections."""
        if self.game is None:
            return frozenset()
        return correction_moves(self.game.events, self.game.state_at)

    @property
    def can_undo(self) -> bool:
        """Whether there is an event Undo may drop (the table and the deal stay: start a new round instead)."""
        return self.game is not None and len(self.game.events) > SETUP_EVENTS

    def describe(self, event: Any, before: Any, lang: Lang) -> str:
        """Return the One Night line for an event."""
        return describe(event, before, lang)

    def describe_event(self, index: int, lang: Lang) -> str:
        """Describe the event at an index of the log (for the review bar).

        Raises:
            IndexError: no such event.
        """
        assert self.game is not None
        return describe(self.game.events[index], self.game.state_at(index), lang)
