"""GameSystem: one record per game system (STYLE.md point 16), the seam the rest of the app looks up.

A record says what a system is (id and names), how its game files read (its events' adapter),
how a game is opened from a file and headed when written, how an event reads as one line
(`describe`), and its own words (`catalogue`). The records are registered once, in
systems/registry.py; the journal reader, the file dialogs and the main window ask the registry
and never name a system themselves. The window of a system is Qt, so the UI attaches it by the
same id (ui/systems.py); nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from grimoire_app.model.characters import Lang
from grimoire_app.model.library import Library
from grimoire_app.model.log import CheckedLog, EventSink
from grimoire_app.model.saves import Contents, Header

GameLog = CheckedLog[Any, Any]
"""A game of any system (its events and states are the system's own)."""

Opener = Callable[[Path, Contents, "EventSink[Any] | None", "Library | None"], GameLog]
"""Build a game from a file's contents, journalling to `sink` (the file is named for messages).

Raises SaveFileError when the contents are not a game of this system (BotC: no library given,
or no embedded script).
"""

HeaderOf = Callable[[GameLog], Header]
"""Return the header a game of this system is written under (Save As, a new file)."""

Describe = Callable[[Any, Any, GameLog, Lang], str]
"""Say what an event did as one line: the event, the state before it, the game, the language."""

Catalogue = Callable[..., str]
"""The system's own words: `catalogue(key, lang, **values)`."""


@dataclass(frozen=True)
class GameSystem:
    """One game system: its id, names, event types, how its games open, save and read aloud.

    >>> from grimoire_app.systems.registry import find_system
    >>> find_system("botc").name
    'Blood on the Clocktower'
    """

    id: str
    """What a game file's header names it by (`Header.system`)."""
    name: str
    """Its full name."""
    article_name: str
    """How messages name one of its games, with the article: "a BotC", "an ONUW"."""
    events: TypeAdapter[Any]
    """Reads and checks its event lines."""
    game_type: type[GameLog]
    """The class of its games (how a game says which system it belongs to)."""
    open: Opener
    header: HeaderOf
    describe: Describe | None = None
    """None: the system's session must describe its events itself."""
    catalogue: Catalogue | None = None
    suffix: str = ".grimoire"
    """The file name ending of its game files (the file dialogs' filter lists every system's)."""
    needs_library: bool = False
    """Whether opening one of its games needs the character library (BotC)."""
