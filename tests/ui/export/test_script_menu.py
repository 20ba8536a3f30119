"""File -> Export script… (issue 18 point 7): the game's script as official JSON, with the Storyteller's order."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library, load_script, parse_script
from grimoire_app.model.night import night_order
from grimoire_app.systems.botc.events import NightOrderChanged
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.welcome import open_demo
from grimoire_app.ui.export.script_menu import export_script_dialog
from grimoire_app.ui.main_window import MainWindow
from tests.conftest import DATA

SCHEMA = json.loads((paths.resources_dir() / "schema" / "script-schema.json").read_text(encoding="utf-8"))  # the bundled official schema


def test_the_menu_writes_the_open_games_script_with_the_storytellers_order(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(library)
    qtbot.addWidget(window)
    open_demo(window, library)
    game = window.session.game
    assert game is not None
    first = [s.id for s in night_order(game.script, library, "first")]
    reordered = tuple([first[0], first[-2], *first[1:-2], first[-1]])
    window.session.record_or_confirm([NightOrderChanged(night="first", order=reordered)], lambda _r: True, lambda _t: None, "en")
    target = tmp_path / "exported"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    action = window.findChild(QAction, "action.export_script")
    assert action is not None and action.text()
    action.trigger()
    written = json.loads((tmp_path / "exported.json").read_text(encoding="utf-8"))
    jsonschema.validate(written, SCHEMA)
    again = parse_script(written, "again.json", library)
    assert again.ids == game.script.ids
    assert [s.id for s in night_order(again, library, "first")] == list(reordered)
    assert "exported.json" in window.statusBar().currentMessage()


def test_without_a_game_the_script_tab_script_is_written(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    script = load_script(DATA / "wild" / "hyphenated_ids.json", library)
    written = export_script_dialog(None, None, script, "ko", ask=lambda *args: (str(tmp_path / "대본.json"), ""))
    assert written == tmp_path / "대본.json"
    value = json.loads(written.read_text(encoding="utf-8"))
    jsonschema.validate(value, SCHEMA)
    assert value[5]["id"] == "beautifulhouse-amnesiac"


def test_cancelling_writes_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    script = load_script(DATA / "homebrew.json", library)
    assert export_script_dialog(None, Game(script, library), None, "en", ask=lambda *args: ("", "")) is None
    assert list(tmp_path.iterdir()) == []
