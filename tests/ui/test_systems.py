"""The main window looks game systems up (issue 15, point 1): a system with its own window, registered
in one place, gets its "New" action in the File menu and its files open in its window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.model.characters import Lang
from grimoire_app.systems.game_files import save_game_file
from grimoire_app.systems.registry import register, unregister
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.systems import WINDOWS, SystemWindow, register_window, unregister_window
from tests.systems.test_registry import FAKE, TickGame


@pytest.fixture
def opened() -> Iterator[list[object]]:
    calls: list[object] = []

    def new(parent: QWidget | None, lang: Lang) -> QMainWindow | None:
        calls.append("new")
        return None

    def open_file(parent: QWidget | None, path: Path, lang: Lang) -> QMainWindow | None:
        calls.append(path)
        return None

    register(FAKE)
    register_window(SystemWindow(FAKE.id, "onuw.action.new_round", new, open_file))
    yield calls
    unregister_window(FAKE.id)
    unregister(FAKE.id)


def test_the_onuw_and_torsis_windows_are_registered_by_system_id() -> None:
    """ONUW and Torsis are played in their own windows; BotC (not listed) in the main window."""
    assert list(WINDOWS)[:2] == ["onuw", "torsis"] and "botc" not in WINDOWS


def test_the_built_in_windows_name_registered_systems() -> None:
    """ui/systems.py names ONUW and Torsis by id without importing them (issue 20: not on the start path): the ids in
    ui/onuw/ids.py and ui/torsis/ids.py are the registered systems'."""
    from grimoire_app.systems.onuw.system import ONUW
    from grimoire_app.systems.registry import SYSTEMS
    from grimoire_app.systems.torsis.system import TORSIS
    from grimoire_app.ui.systems import ONUW_ID, TORSIS_ID

    assert (ONUW_ID, TORSIS_ID) == (ONUW.id, TORSIS.id)
    assert all(system_id in SYSTEMS for system_id in WINDOWS)


def test_a_registered_window_gets_a_new_action_and_opens_its_files(qtbot: QtBot, library: Library, tmp_path: Path, opened: list[object]) -> None:
    """The File menu offers the fake system's "New" action; opening its file goes to its window, not the main one."""
    window = MainWindow(library, "en")
    qtbot.addWidget(window)
    file_menu = window.menuBar().actions()[0].menu()
    assert window.actions_by_key["onuw.action.new_round"] in file_menu.actions()  # type: ignore[union-attr]
    window.actions_by_key["onuw.action.new_round"].trigger()
    path = tmp_path / "game.ticks"
    save_game_file(TickGame(), path)
    assert window.open_game(path) is False and window.session.game is None
    assert opened == ["new", path]
