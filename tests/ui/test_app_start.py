"""Starting the app: what opens first, and the warning when Korean cannot be shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.recent import remember_game
from grimoire_app.ui.app import open_initial, warn_without_hangul
from grimoire_app.ui.main_window import MainWindow


def test_first_run_opens_the_welcome_page_and_later_runs_the_latest(qtbot: QtBot, library: Library) -> None:
    """Issue 19 point 1: a first run shows the welcome page (no game in progress); the demo opens from it,
    and the next start reopens the latest game."""
    window = MainWindow(library)
    qtbot.addWidget(window)
    open_initial(window, [], library)
    assert window.session.game is None and window.welcome.isVisibleTo(window) and not window.tabs.isVisibleTo(window)
    window.welcome.demo.click()
    assert window.session.path == paths.games_dir() / "demo.grimoire" and window.session.game is not None
    assert len(window.session.state.seats) == 8 and not window.welcome.isVisibleTo(window)
    again = MainWindow(library)
    qtbot.addWidget(again)
    open_initial(again, [], library)
    assert again.session.path == window.session.path


def test_a_game_file_on_the_command_line_is_opened(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    from grimoire_app.cli import main

    game = tmp_path / "x.grimoire"
    main(["demo", str(game), "--players", "6", "--nights", "1"])
    window = MainWindow(library)
    qtbot.addWidget(window)
    open_initial(window, [str(game)], library)
    assert window.session.path == game


def test_without_a_hangul_font_the_status_bar_says_what_to_install(qtbot: QtBot, library: Library) -> None:
    window = MainWindow(library)
    qtbot.addWidget(window)
    assert not warn_without_hangul(window, find_font=lambda: "Noto Sans CJK KR")
    assert window.statusBar().currentMessage() == ""
    assert warn_without_hangul(window, find_font=lambda: None)
    assert "fonts-noto-cjk" in window.statusBar().currentMessage()


HOSTILE_LINES = [
    b'{"type":"note_written","text":"\\ud800"}',
    b'{"type":"note_written","text":' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    b'{"type":"note_written","text":' + b"9" * 5000 + b"}",
    b'{"type":"player_died","seat":"s99","cause":{"kind":"demon"}}',
]


@pytest.mark.parametrize("line", HOSTILE_LINES, ids=["surrogate", "deep", "huge-int", "no-seat"])
def test_a_damaged_latest_game_never_stops_the_app_starting(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, line: bytes
) -> None:
    """Issue 14: if the most recent game holds a hostile line, the window opens anyway and says what
    is wrong with that file (a message naming the file and the line, and the status bar naming it)."""
    from grimoire_app.cli import main

    game = tmp_path / "latest.grimoire"
    main(["demo", str(game), "--players", "6", "--nights", "1"])
    lines = game.read_bytes().split(b"\n")
    game.write_bytes(b"\n".join(lines[:4] + [line] + lines[4:]))
    remember_game(paths.recent_games_file(), game)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    window = MainWindow(library)
    qtbot.addWidget(window)
    open_initial(window, [], library)
    assert window.session.game is None
    assert len(shown) == 1 and f"{game.resolve()}: line 5" in shown[0]
    assert str(game.resolve()) in window.statusBar().currentMessage()


def test_even_an_unexpected_failure_of_the_latest_game_is_reported_not_raised(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever opening the latest game raises, start-up goes on and names the file."""
    game = tmp_path / "latest.grimoire"
    game.write_text("x", encoding="utf-8")
    remember_game(paths.recent_games_file(), game)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    window = MainWindow(library)
    qtbot.addWidget(window)

    def broken(path: Path) -> bool:
        raise RuntimeError("a bug")

    monkeypatch.setattr(window, "open_game", broken)
    open_initial(window, [], library)
    assert len(shown) == 1 and str(game.resolve()) in shown[0] and "a bug" in shown[0]
    assert str(game.resolve()) in window.statusBar().currentMessage()


def test_the_start_pauses_the_collector_until_the_window_is_whole(qtbot: QtBot, library: Library) -> None:
    """Issue 20: no cyclic collection while the start builds the window (run_app), back on once it is whole
    (`after_first_paint`: at the end of ensure_built), with what the start made moved to the oldest generation."""
    import gc

    from grimoire_app.gc_pause import pause_gc

    assert gc.isenabled()
    resume = pause_gc()
    try:
        window = MainWindow(library, paint_first=True)
        qtbot.addWidget(window)
        window.after_first_paint(resume)
        assert not gc.isenabled() and not window.built
        window.ensure_built()
        assert window.built and gc.isenabled()
    finally:
        gc.enable()


def test_a_collector_turned_off_before_the_start_stays_off(qtbot: QtBot, library: Library) -> None:
    import gc

    from grimoire_app.gc_pause import pause_gc

    gc.disable()
    try:
        resume = pause_gc()
        resume()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_what_waits_for_the_first_paint_runs_once_the_window_is_whole_in_order(qtbot: QtBot, library: Library) -> None:
    ran: list[str] = []
    window = MainWindow(library, paint_first=True)
    qtbot.addWidget(window)
    window.after_first_paint(lambda: ran.append(f"first {window.built}"))
    window.after_first_paint(lambda: ran.append(f"second {window.built}"))
    assert ran == []
    window.ensure_built()
    window.ensure_built()
    assert ran == ["first True", "second True"]
    window.after_first_paint(lambda: ran.append("late"))  # once built: at once
    assert ran[-1] == "late"
