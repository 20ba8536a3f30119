"""Game files of every system: which game a file holds, and opening ONUW and Torsis games.

BotC games open with model.saves.open_game (they need the character library); the journal format
is the same for all three systems, only the event types differ (the header's `system`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from grimoire_app.model.events import EVENT_ADAPTER as BOTC_EVENTS
from grimoire_app.model.errors import GrimoireError
from grimoire_app.model.saves import Journal, System, TailRepairingJournal, game_system, new_header, read_journal, replay_error
from grimoire_app.systems.onuw.events import EVENT_ADAPTER as ONUW_EVENTS
from grimoire_app.systems.onuw.game import OnuwGame
from grimoire_app.systems.torsis.events import EVENT_ADAPTER as TORSIS_EVENTS
from grimoire_app.systems.torsis.game import TorsisGame

ADAPTERS: dict[str, TypeAdapter[Any]] = {"botc": BOTC_EVENTS, "onuw": ONUW_EVENTS, "torsis": TORSIS_EVENTS}


def system_of(path: Path) -> System:
    """Return which game system a file holds (from its header line alone).

    Raises:
        SaveFileError: the file is not a readable game file.
    """
    return game_system(path)


@dataclass(frozen=True)
class OpenedGame:
    """An ONUW or Torsis game opened from a file, and what a torn end lost."""

    game: OnuwGame | TorsisGame
    dropped: str | None


def open_other_game(path: Path, writable: bool = True) -> OpenedGame:
    """Open an ONUW or Torsis game file, journalling further events to it when writable.

    Raises:
        SaveFileError: damaged file, an event that does not replay (naming its line), or a BotC
            game (open those with model.saves.open_game).
    """
    contents = read_journal(path, {"onuw": ONUW_EVENTS, "torsis": TORSIS_EVENTS})
    sink = TailRepairingJournal(path, contents) if writable else None
    game: OnuwGame | TorsisGame
    try:
        if contents.header.system == "onuw":
            game = OnuwGame(contents.events, sink=sink, steps=contents.steps)
        else:
            game = TorsisGame(contents.events, sink=sink, steps=contents.steps)
    except GrimoireError as error:
        raise replay_error(path, contents, error) from error
    return OpenedGame(game, contents.dropped)


def save_other_game(game: OnuwGame | TorsisGame, path: Path) -> Journal:
    """Write an ONUW or Torsis game to a new file and journal its further events there.

    Raises:
        SaveFileError: the file cannot be written.
    """
    system: System = "onuw" if isinstance(game, OnuwGame) else "torsis"
    journal = Journal.create(path, new_header(None, system=system), game.events, game.steps)
    game.sink = journal
    return journal
