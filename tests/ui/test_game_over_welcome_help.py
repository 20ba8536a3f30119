"""Issue 19: the welcome page of a first run, the game-over reveal (main and public window), the help window.

Keys go through the window's QWindow (`press`), as a person's keyboard does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog
import pytest
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.systems.botc.events import GameEnded, Nominated
from grimoire_app.systems.botc.rules import refusals
from grimoire_app.ui.app import open_initial
from grimoire_app.ui.day_panel.view import panel_view
from grimoire_app.ui.day_panel.modes import Nominating
from grimoire_app.ui.help_window import key_texts, shortcut_sheet
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.welcome import open_demo
from tests.ui.tb_game_helpers import press

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def _first_run(qtbot: QtBot, library: Library, lang: str = "ko") -> MainWindow:
    window = MainWindow(library, lang)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    open_initial(window, [], library)
    return window


def _ended_demo(qtbot: QtBot, library: Library, winner: str = "good") -> MainWindow:
    window = _first_run(qtbot, library)
    assert open_demo(window, library)
    window.session.record(GameEnded(winner=winner, reason="악마가 처형되었습니다"))  # type: ignore[arg-type]
    return window


# -- the welcome page ------------------------------------------------------------------------------


def test_a_first_run_shows_the_welcome_page_with_its_four_choices(qtbot: QtBot, library: Library) -> None:
    window = _first_run(qtbot, library)
    assert window.session.game is None and window.welcome.isVisible() and not window.tabs.isVisible()
    assert window.welcome.new_game.text() == "새 게임…  (Ctrl+N)"
    assert window.welcome.open_game.text() == "게임 열기…  (Ctrl+O)"
    assert "데모" in window.welcome.demo.text() and "연습" in window.welcome.demo.text()
    assert window.welcome.shortcuts.text() == "단축키 보기  (F1)"
    assert not (paths.games_dir() / "demo.grimoire").exists()  # nothing written until asked


def test_the_demo_game_says_it_is_a_demo_and_that_ctrl_n_starts_a_game(qtbot: QtBot, library: Library) -> None:
    window = _first_run(qtbot, library)
    qtbot.mouseClick(window.welcome.demo, Qt.MouseButton.LeftButton)
    assert window.session.path == paths.games_dir() / "demo.grimoire"
    assert window.windowTitle().endswith("데모 — 새 게임은 Ctrl+N")
    assert window.tabs.isVisible() and not window.welcome.isVisible()
    window.toggle_language()
    assert window.windowTitle().endswith("demo — New game is Ctrl+N")


def test_ctrl_n_at_the_welcome_page_runs_the_wizard(qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _first_run(qtbot, library)
    asked: list[str] = []
    monkeypatch.setattr(window, "new_game", lambda: asked.append("new"))
    window.actions_by_key["action.new_game"].triggered.disconnect()
    window.actions_by_key["action.new_game"].triggered.connect(window.new_game)
    press(window, Qt.Key.Key_N, CTRL)
    assert asked == ["new"]


def test_ctrl_o_at_the_welcome_page_asks_for_a_game_and_opens_it(qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    from grimoire_app.cli import main

    game = paths.games_dir() / "x.grimoire"
    main(["demo", str(game), "--players", "6", "--nights", "1"])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(game), ""))
    window = _first_run(qtbot, library)
    press(window, Qt.Key.Key_O, CTRL)
    assert window.session.path == game and not window.welcome.isVisible()
    assert "데모" not in window.windowTitle()


# -- game over -------------------------------------------------------------------------------------


def test_after_the_game_ends_the_square_says_who_won_and_why(qtbot: QtBot, library: Library) -> None:
    window = _ended_demo(qtbot, library)
    middle = window.square.faces.middle(window.session.state)
    assert middle.phase == "게임 끝 — 선 팀 승리" and middle.counts == "악마가 처형되었습니다"
    assert window.square.scene.middle is not None


def test_the_reveal_comes_up_with_the_winner_and_every_seat_revealed(qtbot: QtBot, library: Library) -> None:
    window = _ended_demo(qtbot, library, "evil")
    reveal = window.game_over
    assert reveal is not None and reveal.isVisible()
    texts = reveal.texts()
    assert reveal.title.text() == "악 팀 승리" and reveal.reason.text() == "악마가 처형되었습니다"
    state = window.session.state
    assert reveal.table.rowCount() == len(state.seats) == 8
    for row, seat in enumerate(state.seats):
        assert seat.name in reveal.table.item(row, 0).text()
        assert reveal.table.item(row, 1).text() == window.square.faces.name(seat.character)
        assert reveal.table.item(row, 2).text() == {"good": "선", "evil": "악"}[seat.alignment]
    assert not any(seat.character in texts for seat in state.seats)  # names, not ids


def test_undo_of_the_game_end_brings_the_game_back(qtbot: QtBot, library: Library) -> None:
    window = _ended_demo(qtbot, library)
    press(window, Qt.Key.Key_Z, CTRL)
    assert window.session.state.result is None
    assert window.game_over is not None and not window.game_over.isVisible()
    assert window.square.faces.middle(window.session.state).phase == "2일째 낮"
    assert not window.actions_by_key["action.reveal_to_table"].isEnabled()


def test_ctrl_shift_g_shows_the_reveal_again(qtbot: QtBot, library: Library) -> None:
    window = _ended_demo(qtbot, library)
    assert window.game_over is not None
    window.game_over.close()
    press(window, Qt.Key.Key_G, CTRL | SHIFT)
    assert window.game_over.isVisible()


def test_nominations_and_day_acts_are_closed_once_the_game_is_over(qtbot: QtBot, library: Library) -> None:
    window = _ended_demo(qtbot, library)
    game = window.session.game
    assert game is not None and game.state.today() is not None
    view = panel_view(game, Nominating(), None, "ko")
    assert view.seats == [] and view.acts == [] and "악마가 처형되었습니다" in view.header
    seats = game.state.seats
    refused = refusals(game.state, Nominated(nominator=seats[0].id, nominee=seats[1].id), game.character)
    assert [r.key for r in refused][:1] == ["game_over"]  # the engine refuses (the Storyteller may override)


def test_the_public_window_reveals_only_when_the_storyteller_chooses(qtbot: QtBot, library: Library) -> None:
    window = _ended_demo(qtbot, library)
    public = window.square.open_public_window()
    state = window.session.state
    names = [window.square.faces.name(seat.character) for seat in state.seats]
    assert not any(name in public.visible_texts() for name in names if name)
    assert window.game_over is not None
    qtbot.mouseClick(window.game_over.to_table, Qt.MouseButton.LeftButton)
    texts = public.visible_texts()
    assert "게임 끝 — 선 팀 승리" in texts and "악마가 처형되었습니다" in texts
    for seat, name in zip(state.seats, names, strict=True):
        assert f"{name} · {'선' if seat.alignment == 'good' else '악'}" in texts
    window.session.undo()
    assert not any(name in public.visible_texts() for name in names if name)
    window.session.redo()  # the game ends again: the table sees it only when the Storyteller reveals it again
    assert not any(name in public.visible_texts() for name in names if name)


# -- the help window -------------------------------------------------------------------------------


def test_f1_opens_the_help_window_listing_every_window_and_panel(qtbot: QtBot, library: Library) -> None:
    window = _first_run(qtbot, library)
    press(window, Qt.Key.Key_F1)
    assert window.help_window is not None and window.help_window.isVisible()
    text = window.help_window.view.toPlainText()
    for title in ("주 창", "광장", "밤 패널", "낮 패널", "게임 다시 보기 창", "한밤의 늑대인간 창", "토르시스 창"):
        assert title in text
    assert "실행 취소" in text and "다음 단계" in text and "단축키 도움말" in text


def test_the_sheet_is_built_from_the_actions_real_shortcuts(qtbot: QtBot, library: Library) -> None:
    window = _first_run(qtbot, library, "en")
    sections = {s.title: s for s in shortcut_sheet(window, "en")}
    main = {line.label: line.keys for line in sections["Main window"].lines}
    for key, action in window.actions_by_key.items():
        real = tuple(t for s in action.shortcuts() if (t := s.toString(QKeySequence.SequenceFormat.NativeText)))
        if real:
            assert main[action.text().replace("&", "")] == real, key
    square = {line.label: line.keys for line in sections["Town square (with a seat selected)"].lines}
    for action in window.square.actions():
        if action.shortcut().toString():
            assert square[action.text()] == (action.shortcut().toString(QKeySequence.SequenceFormat.NativeText),)
    assert {line.label for line in sections["Review window"].lines} >= {"|◀ First"}
    assert any(line.keys == ("Ctrl+T",) for line in sections["ONUW window"].lines)
    assert sections["Torsis window"].lines and sections["Night panel"].lines and sections["Day panel"].lines
    assert key_texts([QKeySequence.StandardKey.Undo])[0] == "Ctrl+Z"


def test_the_help_window_follows_the_language_and_fits_the_screen(qtbot: QtBot, library: Library) -> None:
    window = _first_run(qtbot, library)
    press(window, Qt.Key.Key_F1)
    help_window = window.help_window
    assert help_window is not None
    window.toggle_language()
    assert "Main window" in help_window.view.toPlainText() and help_window.windowTitle() == "Keyboard shortcuts"
    assert help_window.width() <= 1366 and help_window.height() <= 768


def test_a_script_opened_from_the_welcome_page_shows_the_script_tab(qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    script = paths.resources_dir() / "scripts" / sorted(p.name for p in (paths.resources_dir() / "scripts").glob("tb-*.json"))[0]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(script), ""))
    window = _first_run(qtbot, library)
    press(window, Qt.Key.Key_O, CTRL | SHIFT)
    assert window.tabs.isVisible() and window.tabs.currentWidget() is window.sheets and not window.welcome.isVisible()


def test_the_square_says_game_over_in_english_too(qtbot: QtBot, library: Library) -> None:
    window = _ended_demo(qtbot, library)
    window.toggle_language()
    assert window.square.faces.middle(window.session.state).phase == "Game over — Good wins"
    assert window.game_over is not None and window.game_over.title.text() == "Good wins"
    assert window.game_over.table.horizontalHeaderItem(2).text() == "Alignment"
