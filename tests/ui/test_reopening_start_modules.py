"""What the reopening start (a game's square snapshot painted before the model loads) does not load before its first
paint (issue 20, the 1.5× stretch: docs/performance.md "Reopening start, the 1.5× stretch, 2026-12-02 afternoon").

Each check runs a fresh process, as the app's start does: `__main__`'s snapshot read, then `start_window`, up to the
square's first paint with its seats (no timing here: the figures are in tools/bench_start.py). What is left out is
still there when it is used: the tests of each module and tests/ui/test_snapshot_start.py show the window whole.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.recent import remember_game
from grimoire_app.ui import app as app_module
from grimoire_app.ui.app import start_window
from grimoire_app.ui.export import fonts
from grimoire_app.ui.town_square.snapshot import read_snapshot, snapshot_file, write_snapshot
from tests.ui.start_helpers import at_first_paint, played_game

NOT_BEFORE_THE_PAINT = ("hashlib", "_hashlib", "grimoire_app.ui.saving", "grimoire_app.ui.welcome", "grimoire_app.ui.export.fonts")
"""Modules the reopening start does without until its first paint (each named with the step that left it out in
docs/performance.md)."""


def test_the_reopening_start_paints_without_what_it_does_not_use(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = played_game(library, tmp_path, nights=1)
    shown = at_first_paint(game, f"sorted(name for name in {NOT_BEFORE_THE_PAINT!r} if name in sys.modules)")
    assert "at paint: [] attached" in shown, shown


def test_each_game_has_a_snapshot_file_of_its_own(library: Library, tmp_path: Path) -> None:
    """The file is named by the game's absolute path: the same game finds the same file, another game another."""
    names = {snapshot_file(tmp_path / f"game-{index}.grimoire").name for index in range(200)}
    assert len(names) == 200
    assert snapshot_file(tmp_path / "game-1.grimoire") == snapshot_file(Path(str(tmp_path / "game-1.grimoire")))
    assert snapshot_file(tmp_path / "game-1.grimoire").parent == paths.cache_dir() / "squares"
    assert all(len(name) == len("0123456789abcdef.json") for name in names)


def test_a_snapshot_file_shared_by_two_games_never_shows_the_other(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Were two paths' names ever the same, one game would find the other's snapshot there: its key names the other
    game, so the start reads none and opens the normal way."""
    first = played_game(library, tmp_path, "first.grimoire", nights=1)
    second = played_game(library, tmp_path, "second.grimoire", nights=1)
    snapshot = read_snapshot(first, "ko")
    assert snapshot is not None
    snapshot_file(second).write_bytes(snapshot_file(first).read_bytes())  # the first game's snapshot in the second's file
    assert read_snapshot(second, None) is None
    assert read_snapshot(first, "ko") == snapshot
    assert write_snapshot(second, snapshot) and read_snapshot(second, None) == snapshot


@pytest.mark.parametrize("named", [True, False], ids=["named", "latest"])
def test_without_a_hangul_font_the_reopening_start_still_says_so_once_painted(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, named: bool
) -> None:
    """The check comes just after the first paint (before the game opens, as it came before it): the status bar says
    what to install, and the game opens as usual; with a Hangul font it says nothing."""
    game = played_game(library, tmp_path, nights=1)
    remember_game(paths.recent_games_file(), game)
    asked: list[str] = []
    monkeypatch.setattr(fonts, "installed_hangul_family", lambda: asked.append("asked") or None)
    window = start_window([str(game)] if named else [], read_snapshot(game, None))
    assert window is not None
    qtbot.addWidget(window)
    assert not window.attached and asked == []  # not asked before the paint
    qtbot.waitUntil(lambda: window.built, timeout=10000)
    assert asked == ["asked"] and window.session.path == game
    assert "fonts-noto-cjk" in window.statusBar().currentMessage()


def test_with_a_hangul_font_the_reopening_start_says_nothing(qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = played_game(library, tmp_path, nights=1)
    monkeypatch.setattr(fonts, "installed_hangul_family", lambda: "Noto Sans CJK KR")
    window = start_window([str(game)], read_snapshot(game, None))
    assert window is not None
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.built, timeout=10000)
    assert window.session.path == game and window.statusBar().currentMessage() == ""
    assert not hasattr(app_module, "installed_hangul_family")  # asked through fonts, where the check lives
