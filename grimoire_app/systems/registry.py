"""The registry of game systems: every GameSystem, registered once (like python-chess VARIANTS).

`SYSTEMS` maps each id to its record; `find_system(id)` and `system_for(game)` look one up;
`register(system)` adds one (a new system, or a test's fake) and `unregister(id)` takes it away.
The three systems the app ships (BotC, ONUW, Torsis) are registered at the end of this module; ONUW and
Torsis by where their records live (`register_lazy`), imported the first time one is looked up: opening a
BotC game never imports them (issue 20: the start of a game the app has never opened).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from importlib import import_module
from typing import Any

from pydantic import TypeAdapter

from grimoire_app.model.errors import SaveFileError, clip
from grimoire_app.systems.botc.system import BOTC
from grimoire_app.systems.game_system import GameLog, GameSystem


class _Systems(Mapping[str, GameSystem]):
    """The registered systems by id, in registration order; a lazy one's record is imported when first read."""

    def __init__(self) -> None:
        self._records: dict[str, GameSystem | Callable[[], GameSystem]] = {}
        self._needs_library: dict[str, bool] = {}

    def __getitem__(self, system_id: str) -> GameSystem:
        record = self._records[system_id]
        if not isinstance(record, GameSystem):
            record = self._records[system_id] = record()
        return record

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._records))

    def __len__(self) -> int:
        return len(self._records)

    def loaded(self) -> list[GameSystem]:
        """The records already imported (without importing the others)."""
        return [record for record in self._records.values() if isinstance(record, GameSystem)]

    def needs_library(self, system_id: str) -> bool:
        """Whether a system's games need the character library to open (known without importing its record)."""
        return self._needs_library[system_id]

    def put(self, system_id: str, record: GameSystem | Callable[[], GameSystem], needs_library: bool) -> None:
        self._records[system_id] = record
        self._needs_library[system_id] = needs_library

    def pop_id(self, system_id: str) -> None:
        self._records.pop(system_id, None)
        self._needs_library.pop(system_id, None)


SYSTEMS = _Systems()
"""Every registered system by id, in registration order."""


def register(system: GameSystem) -> GameSystem:
    """Add a game system (the journal reader, file dialogs and main window see it from now on).

    Raises:
        ValueError: another system is registered under the same id.
    """
    if system.id in SYSTEMS and SYSTEMS[system.id] is not system:
        raise ValueError(f"a game system {system.id!r} is already registered")
    SYSTEMS.put(system.id, system, system.needs_library)
    return system


def register_lazy(system_id: str, module: str, name: str, needs_library: bool = False) -> None:
    """Register a system by where its record lives (`module`.`name`), imported the first time it is looked up.

    Raises:
        ValueError: another system is registered under the same id.
    """
    if system_id in SYSTEMS:
        raise ValueError(f"a game system {system_id!r} is already registered")

    def load() -> GameSystem:
        record = getattr(import_module(module), name)
        assert isinstance(record, GameSystem) and record.id == system_id, f"{module}.{name} is not the {system_id!r} system"
        return record

    SYSTEMS.put(system_id, load, needs_library)


def unregister(system_id: str) -> None:
    """Take a game system away (tests that registered a fake one)."""
    SYSTEMS.pop_id(system_id)


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
    for systems in (SYSTEMS.loaded, lambda: list(SYSTEMS.values())):  # the imported ones first
        for system in systems():
            if isinstance(game, system.game_type):
                return system
    raise SaveFileError(f"no game system plays a {type(game).__name__}")


def adapters(with_library: bool = True) -> Mapping[str, TypeAdapter[Any]]:
    """Return the event adapter of every system (without the library: of those that need none).

    A system's record is imported only when its adapter is read (the journal reader reads the file's one).
    """
    return _Adapters([system_id for system_id in SYSTEMS if with_library or not SYSTEMS.needs_library(system_id)])


class _Adapters(Mapping[str, TypeAdapter[Any]]):
    """Some systems' event adapters by id, each record looked up when its adapter is read."""

    def __init__(self, ids: list[str]) -> None:
        self._ids = ids

    def __getitem__(self, system_id: str) -> TypeAdapter[Any]:
        if system_id not in self._ids:
            raise KeyError(system_id)
        return SYSTEMS[system_id].events

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


def file_filter(label: str = "Grimoire game") -> str:
    """Return the file dialogs' filter for game files: every registered system's ending.

    >>> file_filter()
    'Grimoire game (*.grimoire);;All files (*)'
    """
    endings = dict.fromkeys(f"*{s.suffix}" for s in SYSTEMS.values())
    return f"{label} ({' '.join(endings)});;All files (*)"


register(BOTC)
register_lazy("onuw", "grimoire_app.systems.onuw.system", "ONUW")
register_lazy("torsis", "grimoire_app.systems.torsis.system", "TORSIS")
