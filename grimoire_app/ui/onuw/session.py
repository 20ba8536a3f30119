"""OnuwSession: the one bridge between a One Night game and its widgets (STYLE.md point 9).

It owns the OnuwGame and its file (the same journal format as a BotC game, header system
"onuw"), forwards record/undo/redo, and emits `changed` after every change. Widgets ask through
it and redraw on `changed`; none of them touches the game directly. It is a LogSession (ui/session.py)
of OnuwGame and OnuwEvent: recording, undo, redo, the override loop and the file lock are shared.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any


from grimoire_app import paths
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.game_files import open_game_of, save_other_game
from grimoire_app.systems.onuw import OnuwEvent, OnuwGame, OnuwOptions, OnuwState, RuleError, new_game, new_round
from grimoire_app.systems.onuw.corrections import correction_event, correction_moves
from grimoire_app.systems.onuw.words import describe
from grimoire_app.ui.session import LogSession


SETUP_EVENTS = 2
"""TableSet and CardsDealt: the first events of every round, which Undo leaves alone."""


def new_game_path(folder: Path | None = None) -> Path:
    """Return a fresh file name for a new One Night round in the games folder."""
    stamp = datetime.now().strftime("%Y-%m-%d_%H%M%S_%f")
    return (folder or paths.games_dir()) / f"{stamp}_onuw.grimoire"


def _read_onuw(path: Path, writable: bool) -> tuple[OnuwGame, str | None]:
    return open_game_of(OnuwGame, path, writable, "a One Night Ultimate Werewolf")


class OnuwSession(LogSession[OnuwGame, OnuwEvent]):
    """The open One Night game (if any), its file, and the signal widgets listen to."""

    def __init__(self) -> None:
        super().__init__()

    @property
    def state(self) -> OnuwState:
        """Return the current table (the empty one when no game is open)."""
        return self.game.state if self.game else OnuwState()

    def start(
        self, players: Sequence[str], deck: Sequence[str], path: Path, *, rng: random.Random | None = None,
        options: OnuwOptions | None = None,
    ) -> bool:
        """Seat the players, deal at random (rng), and journal the game to a new file.

        Returns False when the file could not be written and the moderator gave up (asked through
        `ask_write`: Retry, Save As elsewhere, Cancel).

        Raises:
            RuleError: the setup is refused (see systems.onuw.new_game).
        """
        game = new_game(players, deck, rng=rng, options=options)
        return self._start_in(game, path)

    def new_round(self, path: Path, *, rng: random.Random | None = None) -> bool:
        """Start a fresh round with the same players, roles and options, in a new file (False: given up).

        Raises:
            RuleError: no game is set up.
        """
        assert self.game is not None
        return self._start_in(new_round(self.game, rng=rng), path)

    def _start_in(self, game: OnuwGame, path: Path) -> bool:
        if self.start_file(path, lambda target: save_other_game(game, target)) is None:
            return False
        super()._adopt(game)
        return True

    def open(self, path: Path) -> str | None:
        """Open a One Night game file; return what was dropped from a torn end, if anything.

        Raises:
            SaveFileError: the file cannot be opened or holds another game system (the current
                game stays open).
        """
        game, dropped = self.open_file(path, lambda writable: _read_onuw(path, writable))
        self._adopt(game)
        return dropped

    def save_as(self, path: Path) -> bool:
        """Write the game to another file and continue journalling there; False when given up."""
        game = self.game
        assert game is not None
        if self.start_file(path, lambda target: save_other_game(game, target)) is None:
            return False
        self._adopt(game)
        return True

    def correct(self, a: str, b: str) -> OnuwEvent | None:
        """Exchange the cards at two positions as a manual correction (the model's CardsSwapped).

        Returns the event recorded, or None when it could not be written and the moderator gave up.

        Raises:
            CorrectionRefused: the model cannot record this exchange now (see systems/onuw/corrections.py).
            RuleError: the model refuses it even with the override.
        """
        recorded: OnuwEvent | None = self.record(correction_event(self.state, a, b))
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

    def reasons(self, events: Sequence[OnuwEvent], error: IllegalEventError, lang: Any) -> list[str]:
        """Say the refusals' phrases in a language (without their spec codes)."""
        if isinstance(error, RuleError):
            return [refusal.phrase.text(lang) for refusal in error.refusals]
        return super().reasons(events, error, lang)

    def describe_event(self, index: int, lang: Lang) -> str:
        """Describe the event at an index of the log (for the review bar).

        Raises:
            IndexError: no such event.
        """
        assert self.game is not None
        return describe(self.game.events[index], self.game.state_at(index), lang)
