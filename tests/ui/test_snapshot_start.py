"""Reopening a game from its square snapshot (issue 20): the window paints the saved square before the model loads,
then attaches the session and the square panel, opens the game for real and draws the same picture.

A snapshot never stands in for a game that does not open: a damaged file still gets its precise error, and the
square is emptied; a script to show, a first run and another language start the normal way.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.recent import remember_game
from grimoire_app.ui.app import start_window
from grimoire_app.ui.settings import remember_language
from grimoire_app.ui.town_square.scene import TownSquareScene
from grimoire_app.ui.town_square.snapshot import read_snapshot, snapshot_file, square_picture, write_snapshot
from tests.ui.start_helpers import at_first_paint, played_game


def _drawn(scene: TownSquareScene) -> dict[str, object]:
    return {
        "seats": {key: (item.face, item.pos(), item.radius) for key, item in scene.seats.items()},
        "reminders": {key: (item.face, item.pos(), item.half) for key, item in scene.reminders.items()},
        "middle": scene.middle.face,
    }


def test_a_reopened_game_paints_its_snapshot_then_opens_and_draws_the_same(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = played_game(library, tmp_path)
    remember_game(paths.recent_games_file(), game)
    snapshot = read_snapshot(game, None)
    window = start_window([], snapshot)
    assert window is not None
    qtbot.addWidget(window)
    assert not window.attached and window._library is None  # the frame and the saved square only
    view = window.square_view
    assert view.square.showing_snapshot and len(view.square.seats) == 9
    assert window.windowTitle() == snapshot.title if snapshot else False
    qtbot.waitUntil(lambda: window.built, timeout=10000)  # just after the first paint
    assert window.attached and window.session.path == game and window.session.game is not None
    assert window.square.view is view and not view.square.showing_snapshot  # the panel took the view over
    scene = window.square.scene
    assert snapshot is not None and scene.layout is not None
    saved = TownSquareScene(None)
    saved.set_size(scene.width(), scene.height())
    saved.show_snapshot(snapshot)
    assert _drawn(scene) == _drawn(saved)  # at the same size, the state draws exactly the saved picture
    assert square_picture(window.session.state, window.square.faces) == snapshot.picture  # type: ignore[union-attr]
    assert window.privacy.action in window.toolbar.actions()
    square_menu = [a.menu() for a in window.menuBar().actions() if a.menu() is not None and window.square.actions_by_key["square.action.toggle_alive"] in a.menu().actions()]  # type: ignore[union-attr]
    assert square_menu, "the Square menu holds the square's actions once attached"


def test_reading_the_session_before_the_paint_attaches_at_once(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A shortcut or a test reading the session before the first paint finds it (the game opened), never missing."""
    game = played_game(library, tmp_path)
    window = start_window([str(game)], read_snapshot(game, None))
    assert window is not None
    qtbot.addWidget(window)
    assert not window.attached
    assert len(window.session.state.seats) == 9 and window.session.path == game
    assert window.attached and not window.built


def test_a_damaged_game_with_a_current_snapshot_gets_its_precise_error_and_an_empty_square(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A snapshot is never shown in place of a game that does not open: the file's own error, nothing lost."""
    game = played_game(library, tmp_path)
    snapshot = read_snapshot(game, "ko")
    assert snapshot is not None
    lines = game.read_bytes().split(b"\n")
    game.write_bytes(b"\n".join(lines[:4] + [b'{"type":"player_died","seat":"s99","cause":{"kind":"demon"}}'] + lines[4:]))
    assert write_snapshot(game, snapshot)  # as if the snapshot matched the damaged file
    damaged = game.read_bytes()
    remember_game(paths.recent_games_file(), game)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    window = start_window([], read_snapshot(game, None))
    assert window is not None
    qtbot.addWidget(window)
    assert window.square_view.square.showing_snapshot
    qtbot.waitUntil(lambda: window.built, timeout=10000)
    assert window.session.game is None and not window.square.scene.seats  # the saved picture is gone
    assert len(shown) == 1 and "played.grimoire" in shown[0] and "s99" in shown[0]
    assert str(game) in window.statusBar().currentMessage()
    assert game.read_bytes() == damaged


def test_another_language_a_script_or_no_snapshot_start_the_normal_way(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = played_game(library, tmp_path, lang="en")
    remember_game(paths.recent_games_file(), game)
    remember_language("ko")
    window = start_window([], read_snapshot(game, None))  # an English snapshot, a Korean window
    assert window is not None
    qtbot.addWidget(window)
    assert window.attached and window.session.path == game
    script = paths.resources_dir() / "scripts" / "tb-trouble-brewing.json"
    with_script = start_window(["--script", str(script)], read_snapshot(game, None))
    assert with_script is not None
    qtbot.addWidget(with_script)
    assert with_script.attached and with_script.session.game is None and with_script.script is not None
    window.close()  # lets go of the game file (a second window would open it read-only and write nothing)
    snapshot_file(game).unlink()
    plain = start_window([str(game)], None)
    assert plain is not None
    qtbot.addWidget(plain)
    assert plain.attached and plain.session.path == game
    assert read_snapshot(game, "ko") is not None  # opening it wrote the snapshot for the next start


def test_the_first_paint_of_a_reopened_game_imports_neither_pydantic_nor_the_rules(library: Library, tmp_path: Path) -> None:
    """The start path itself, in a fresh process: up to the square's first paint nothing of the model is imported."""
    game = played_game(library, tmp_path)
    shown = at_first_paint(game, 'sorted(m for m in sys.modules if m.split(".")[0] == "pydantic" or m.startswith(("grimoire_app.model", "grimoire_app.systems")))')
    assert "at paint: [] attached: False" in shown, shown
