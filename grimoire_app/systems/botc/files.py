"""BotC game files: open one as a Game (its script embedded in the header), or continue a game in another.

model/saves.py reads and writes any system's journal; this is what makes one a BotC game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from pydantic import TypeAdapter

from grimoire_app.model.errors import GrimoireError, SaveFileError
from grimoire_app.model.library import Library
from grimoire_app.model.saves import Contents, Header, Journal, TailRepairingJournal, read_journal, replay_error, system_name
from grimoire_app.model.script import Script, parse_script
from grimoire_app.systems.botc.events import EVENT_ADAPTER
from grimoire_app.systems.botc.game import Game

BOTC_ADAPTERS: Mapping[str, TypeAdapter[Any]] = {"botc": EVENT_ADAPTER}
"""The journal reader's event types for a BotC game file."""


def read_botc_journal(path: Path) -> Contents:
    """Read a BotC game file's journal (see model.saves.read_journal).

    Raises:
        SaveFileError: as read_journal; another system's file is refused naming line 1.
    """
    return read_journal(path, BOTC_ADAPTERS)


@dataclass(frozen=True)
class Opened:
    """A game opened from a file, and what the Storyteller should be told about it."""

    game: Game
    dropped: str | None


def open_game(path: Path, library: Library, writable: bool = True) -> Opened:
    """Open a game file; further events are appended to it when writable.

    A torn last line is reported in `dropped`. Before the first new event is appended, the torn
    bytes are moved to PATH.torn (nothing is lost) so the journal stays well formed.

    Raises:
        SaveFileError: the file is damaged beyond a torn last line, or its script or events do not load.
    """
    contents = read_botc_journal(path)
    script = script_of(path, contents.header, library)
    sink = TailRepairingJournal(path, contents) if writable else None
    try:
        game = Game(script, library, contents.events, sink=sink, steps=contents.steps)
    except GrimoireError as error:
        raise replay_error(path, contents, error) from error
    return Opened(game, contents.dropped)


def script_of(path: Path, header: Header, library: Library) -> Script:
    """Return the script a BotC game file embeds in its header.

    Raises:
        SaveFileError: the file holds another system's game, or no script, or a bad one.
    """
    if header.system != "botc":
        raise SaveFileError(f"{path}: line 1: expected a Blood on the Clocktower game with its script, got {system_name(header.system)} game")
    if header.script is None:
        raise SaveFileError(f"{path}: line 1: expected a Blood on the Clocktower game with its script, got no script")
    try:
        return parse_script(header.script, f"{path}: line 1 (the embedded script)", library)
    except GrimoireError as error:
        raise SaveFileError(str(error)) from error


def save_game_as(game: Game, path: Path, header: Header) -> Journal:
    """Write the game's events to a new file and make it the game's journal from now on.

    Raises:
        SaveWriteError: the file cannot be written (the game keeps its journal).
    """
    journal = Journal.create(path, header, game.events, game.steps)
    game.sink = journal
    return journal


def open_to_read(path: Path, library: Library, warn: TextIO) -> Game:
    """Open a game read-only for a command, telling `warn` (stderr) what a torn last line lost.

    Raises:
        SaveFileError: the file cannot be read as a game.
    """
    opened = open_game(path, library, writable=False)
    if opened.dropped:
        print(f"{path}: {opened.dropped}", file=warn)
    return opened.game


def position(path: Path, game: Game, at: int | None, warn: TextIO) -> int | None:
    """Return the event count a command reads the game at (`--at`, default: all), or None when out of range (told to `warn`)."""
    found = len(game.events) if at is None else at
    if not 0 <= found <= len(game.events):
        print(f"{path}: --at {found} is outside 0..{len(game.events)}", file=warn)
        return None
    return found
