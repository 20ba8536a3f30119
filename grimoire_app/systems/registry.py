"""The registry of game systems: every GameSystem, registered once (like python-chess VARIANTS).

`SYSTEMS` maps each id to its record; `find_system(id)` and `system_for(game)` look one up;
`register(system)` adds one (a new system, or a test's fake) and `unregister(id)` takes it away.
The three systems the app ships (BotC, ONUW, Torsis) are registered at the end of this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import TypeAdapter

from grimoire_app.model.errors import SaveFileError, clip
from grimoire_app.systems.botc.system import BOTC
from grimoire_app.systems.game_system import GameLog, GameSystem
from grimoire_app.systems.onuw.system import ONUW
from grimoire_app.systems.torsis.system import TORSIS

SYSTEMS: dict[str, GameSystem] = {}
"""Every registered system by id, in registration order."""


def register(system: GameSystem) -> GameSystem:
    """Add a game system (the journal reader, file dialogs and main window see it from now on).

    Raises:
        ValueError: another system is registered under the same id.
    """
    if system.id in SYSTEMS and SYSTEMS[system.id] is not system:
        raise ValueError(f"a game system {system.id!r} is already registered")
    SYSTEMS[system.id] = system
    return system


def unregister(system_id: str) -> None:
    """Take a game system away (tests that registered a fake one)."""
    SYSTEMS.pop(system_id, None)


def find_system(system_id: str) -> GameSystem:
    """Return the registered system with an id.

    Raises:
        SaveFileError: no system has that id.
    """
    try:
        return SYSTEMS[system_id]
    except KeyError:
        raise SaveFileError(f"unknown game system {clip(system_id)}; expected one of: {', '.join(SYSTEMS)}") from None


def system_for(game: GameLog) -> GameSystem:
    """Return the system a game belongs to (by its class).

    Raises:
        SaveFileError: no registered system plays games of its class.
    """
    for system in SYSTEMS.values():
        if isinstance(game, system.game_type):
            return system
    raise SaveFileError(f"no game system plays a {type(game).__name__}")


def adapters(with_library: bool = True) -> Mapping[str, TypeAdapter[Any]]:
    """Return the event adapter of every system (without the library: of those that need none)."""
    return {s.id: s.events for s in SYSTEMS.values() if with_library or not s.needs_library}


def file_filter(label: str = "Grimoire game") -> str:
    """Return the file dialogs' filter for game files: every registered system's ending.

    >>> file_filter()
    'Grimoire game (*.grimoire);;All files (*)'
    """
    endings = dict.fromkeys(f"*{s.suffix}" for s in SYSTEMS.values())
    return f"{label} ({' '.join(endings)});;All files (*)"


for _system in (BOTC, ONUW, TORSIS):
    register(_system)
