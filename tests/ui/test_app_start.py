"""Starting the app: what opens first, and the warning when Korean cannot be shown."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.ui.app import open_initial, warn_without_hangul
from grimoire_app.ui.main_window import MainWindow


def test_first_run_opens_a_demo_game_and_later_runs_the_latest(qtbot: QtBot, library: Library) -> None:
    window = MainWindow(library)
    qtbot.addWidget(window)
    open_initial(window, [], library)
    assert window.session.path == paths.games_dir() / "demo.grimoire" and window.session.game is not None
    assert len(window.session.state.seats) == 8
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
