"""The windows of the game systems, registered by system id beside their GameSystem records.

systems/registry.py holds what a system is (Qt-free); this module attaches what the UI needs to
play it in its own window: the "New … game" action's catalogue key, and the functions that set
up a new game or open a file, each returning the window shown (or None). A system without a
window here (BotC) is played in the main window itself. The main window builds its "New" actions
from `WINDOWS` and opens each file in the window its system names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QWidget

from grimoire_app.ui.onuw import ids as onuw_ids
from grimoire_app.ui.torsis import ids as torsis_ids

if TYPE_CHECKING:
    from grimoire_app.model.characters import Lang

NewWindow = Callable[[QWidget | None, "Lang"], QMainWindow | None]
"""Set up a new game and show it in its own window (None when cancelled)."""
OpenWindow = Callable[[QWidget | None, Path, "Lang"], QMainWindow | None]
"""Show a saved game in its own window (None, after saying why, when it cannot be opened)."""


@dataclass(frozen=True)
class SystemWindow:
    """How a game system is played in its own window."""

    system_id: str
    new_action: str
    """The catalogue key of its "New … game" action."""
    new: NewWindow
    open: OpenWindow


WINDOWS: dict[str, SystemWindow] = {}
"""The window of each system played in its own, by system id, in registration order."""


def register_window(window: SystemWindow) -> SystemWindow:
    """Attach a window to a registered game system.

    Raises:
        SaveFileError: no game system has that id (register the system first).
    """
    from grimoire_app.systems.registry import find_system

    find_system(window.system_id)
    WINDOWS[window.system_id] = window
    return window


def unregister_window(system_id: str) -> None:
    """Take a system's window away (tests that registered a fake one)."""
    WINDOWS.pop(system_id, None)


def window_of(system_id: str) -> SystemWindow | None:
    """Return the window a system is played in, or None for the main window's own game."""
    return WINDOWS.get(system_id)


def _onuw_new(parent: QWidget | None, lang: Lang) -> QMainWindow | None:
    from grimoire_app.ui.onuw.entry import open_onuw_new  # on demand: the main window's start does not need it

    return open_onuw_new(parent, lang)


def _onuw_open(parent: QWidget | None, path: Path, lang: Lang) -> QMainWindow | None:
    from grimoire_app.ui.onuw.entry import open_onuw_file

    return open_onuw_file(parent, path, lang)


def _torsis_new(parent: QWidget | None, lang: Lang) -> QMainWindow | None:
    from grimoire_app.ui.torsis.entry import open_torsis_new  # on demand, as ONUW's

    return open_torsis_new(parent, lang)


def _torsis_open(parent: QWidget | None, path: Path, lang: Lang) -> QMainWindow | None:
    from grimoire_app.ui.torsis.entry import open_torsis_file

    return open_torsis_file(parent, path, lang)


ONUW_ID, TORSIS_ID = onuw_ids.SYSTEM_ID, torsis_ids.SYSTEM_ID
"""The ids of systems/onuw and systems/torsis, read from their UI packages' `ids` modules so that the main window's
start imports neither system (issue 20; tests/ui/test_systems.py checks them against the registry)."""
WINDOWS[ONUW_ID] = SystemWindow(ONUW_ID, "action.new_onuw", _onuw_new, _onuw_open)
WINDOWS[TORSIS_ID] = SystemWindow(TORSIS_ID, "torsis.action.new", _torsis_new, _torsis_open)
