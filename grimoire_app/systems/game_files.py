"""Game files of every system: which game a file holds, opening any game, writing one to a new file.

The journal format is the same for every system, only the event types differ (the header's
`system`); each system's record in systems/registry.py says how its games read and open. BotC
games need the character library to open (their script is checked against it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar
from pathlib import Path

from grimoire_app.model.errors import GrimoireError, SaveFileError
from grimoire_app.model.library import Library
from grimoire_app.model.saves import Journal, System, TailRepairingJournal, game_system, read_journal, replay_error
from grimoire_app.systems.game_system import GameLog, GameSystem
from grimoire_app.systems.registry import adapters, find_system, system_for

G = TypeVar("G")


def system_of(path: Path) -> System:
    """Return which game system a file holds (from its header line alone).

    Raises:
        SaveFileError: the file is not a readable game file.
    """
    return game_system(path)


@dataclass(frozen=True)
class OpenedGame:
    """A game opened from a file, its system, and what a torn end lost."""

    game: GameLog
    dropped: str | None
    system: GameSystem | None = None


def open_game_file(path: Path, library: Library | None = None, writable: bool = True) -> OpenedGame:
    """Open a game of any registered system, journalling further events to it when writable.

    Without a library, only systems that need none can be read (a BotC file is refused).

    Raises:
        SaveFileError: damaged file, an unknown system, an event that does not replay (naming its line).
    """
    contents = read_journal(path, adapters(with_library=library is not None))
    system = find_system(contents.header.system)
    sink = TailRepairingJournal(path, contents) if writable else None
    try:
        game = system.open(path, contents, sink, library)
    except GrimoireError as error:
        if isinstance(error, SaveFileError):
            raise
        raise replay_error(path, contents, error) from error
    return OpenedGame(game, contents.dropped, system)


def open_other_game(path: Path, writable: bool = True) -> OpenedGame:
    """Open a game of a system that needs no character library (ONUW, Torsis).

    Raises:
        SaveFileError: damaged file, an event that does not replay (naming its line), or a BotC
            game (open those with systems.botc.files.open_game, or open_game_file with the library).
    """
    return open_game_file(path, None, writable)


def open_game_of(kind: type[G], path: Path, writable: bool, name: str) -> tuple[G, str | None]:
    """Open a game that must be of one kind (`name` says which in the refusal); return it and what a torn tail lost.

    Raises:
        SaveFileError: as open_other_game, or the file holds another kind of game.
    """
    opened = open_other_game(path, writable)
    if not isinstance(opened.game, kind):
        raise SaveFileError(f"{path}: not {name} game")
    return opened.game, opened.dropped


def save_game_file(game: GameLog, path: Path) -> Journal:
    """Write a game of any registered system to a new file and journal its further events there.

    Raises:
        SaveFileError: the file cannot be written, or the game belongs to no registered system.
    """
    journal = Journal.create(path, system_for(game).header(game), game.events, game.steps)
    game.sink = journal
    return journal


def save_other_game(game: GameLog, path: Path) -> Journal:
    """Write an ONUW or Torsis game (any game) to a new file; see save_game_file."""
    return save_game_file(game, path)
