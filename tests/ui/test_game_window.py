"""Main-window wiring of the game model: New, Open, Save As, Undo/Redo with the event's text."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import assign_character, place_reminder
from grimoire_app.systems.botc.state_json import state_as_json
from grimoire_app.systems.botc.files import open_game
from grimoire_app.recent import recent_games
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.systems.botc.commands import add_seat
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.script import load_script
from grimoire_app.ui.seats_table import COLUMNS

SCRIPT_000 = paths.resources_dir() / "scripts" / "000-jongpa-wa-mayak.json"
NAMES = ["민수", "지현", "서준", "하은", "도윤"]


def start(window: MainWindow, names: list[str] = NAMES) -> bool:
    """Start a game with the players seated and nothing else (as a bare setup)."""
    script = load_script(SCRIPT_000, window.library)
    game = Game(script, window.library)
    for name in names:
        game.record(add_seat(game.state, name))
    return window.start_new_game(script, game.events)


@pytest.fixture
def window(qtbot: QtBot, library: Library) -> MainWindow:
    view = MainWindow(library)
    qtbot.addWidget(view)
    return view


def test_a_new_game_seats_the_players_in_a_new_file(window: MainWindow) -> None:
    assert start(window)
    path = window.session.path
    assert path is not None and path.parent == paths.games_dir() and path.exists()
    assert [window.grimoire.model.cell_text(s, "name") for s in window.session.state.seats] == NAMES
    assert recent_games(paths.recent_games_file()) == [path.resolve()]
    assert "종파와 마약" in window.grimoire.header.text()


def test_undo_and_redo_name_the_event_in_the_menu(window: MainWindow, qtbot: QtBot) -> None:
    start(window)
    session = window.session
    minsu = session.state.seats[0].id
    session.record(place_reminder(session.state, minsu, "poisoner", "Poisoned"))
    undo = window.actions_by_key["action.undo"]
    assert undo.text() == "실행 취소: 민수에게 중독 놓음"
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.seats[0].reminders == ()
    assert window.actions_by_key["action.redo"].text() == "다시 실행: 민수에게 중독 놓음"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert [r.token for r in session.state.seats[0].reminders] == ["Poisoned"]
    window.toggle_language()
    assert undo.text() == "Undo: Poisoned placed on 민수"


def test_the_table_shows_what_state_json_says(window: MainWindow, library: Library) -> None:
    start(window)
    session = window.session
    for seat, character in zip(session.state.seats, ["noble", "poisoner", "fanggu", "klutz", "seamstress"], strict=True):
        session.record(assign_character(session.state, seat.id, session.game.character(character)))  # type: ignore[union-attr]
    model = window.grimoire.model
    window.toggle_language()
    expected = state_as_json(session.state)["seats"]
    for row, seat in enumerate(expected):
        assert model.index(row, COLUMNS.index("name")).data() == seat["name"]
        character = library.get(seat["character"])
        assert model.index(row, COLUMNS.index("character")).data() == library.name(character, "en")
        assert model.index(row, COLUMNS.index("alignment")).data() == seat["alignment"]


def test_save_as_moves_the_journal_and_reopening_gives_the_same_game(window: MainWindow, tmp_path: Path, library: Library) -> None:
    start(window)
    target = tmp_path / "copy.grimoire"
    assert window.save_as(target)
    window.session.record(place_reminder(window.session.state, window.session.state.seats[1].id, "noble", "Know"))
    reopened = open_game(target, library).game
    assert reopened.events == window.session.game.events  # type: ignore[union-attr]


def test_a_torn_file_opens_with_a_warning_naming_what_was_dropped(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    start(window)
    path = window.session.path
    assert path is not None
    path.write_bytes(path.read_bytes()[:-5])
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    assert window.open_game(path)
    assert len(window.session.state.seats) == 4
    assert len(warnings) == 1 and "잘려" in warnings[0]


def test_a_broken_game_file_is_refused_and_the_current_game_stays(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    start(window)
    bad = tmp_path / "bad.grimoire"
    bad.write_text('{"format": "something"}\n', encoding="utf-8")
    errors: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: errors.append(text))
    assert not window.open_game(bad)
    assert len(errors) == 1 and "bad.grimoire: line 1" in errors[0]
    assert len(window.session.state.seats) == 5


def test_opening_a_demo_game_shows_what_state_json_prints(window: MainWindow, tmp_path: Path) -> None:
    """Issue acceptance: `state --json` of a demo game matches the state the app shows."""
    import io
    import json

    from grimoire_app.cli import main as cli

    path = tmp_path / "demo.grimoire"
    assert cli(["demo", str(path), "--players", "10", "--seed", "4", "--nights", "3"], out=io.StringIO()) == 0
    printed = io.StringIO()
    cli(["state", str(path), "--json"], out=printed)
    expected = json.loads(printed.getvalue())
    assert window.open_game(path)
    window.toggle_language()
    model = window.grimoire.model
    assert model.rowCount() == len(expected["seats"])
    for row, seat in enumerate(expected["seats"]):
        cells = {column: model.index(row, COLUMNS.index(column)).data() for column in COLUMNS}
        assert cells["name"] == seat["name"]
        assert cells["alive"] == ("alive" if seat["alive"] else "dead")
        assert cells["alignment"] == seat["alignment"]
        shown = window.session.state.seats[row]
        assert (shown.character, shown.believed, shown.ghost_vote) == (seat["character"], seat["believed"], seat["ghost_vote"])
        assert [(r.character, r.token) for r in shown.reminders] == [(r["character"], r["token"]) for r in seat["reminders"]]
    phase = expected["phase"]
    assert f"{'Night' if phase['kind'] == 'night' else 'Day'} {phase['number']}" in window.grimoire.header.text()


def test_a_torsis_file_opens_in_its_own_window_and_is_remembered(window: MainWindow, tmp_path: Path) -> None:
    import random

    from grimoire_app.systems.game_files import save_other_game
    from grimoire_app.systems.torsis import start_game

    path = tmp_path / "torsis.grimoire"
    save_other_game(start_game(["A", "B", "C", "D", "E", "F"], rng=random.Random(1)), path)
    assert window.open_game(path)
    assert len(window.other_windows) == 1 and window.other_windows[0].session.path == path  # type: ignore[attr-defined]
    assert window.session.game is None
    assert recent_games(paths.recent_games_file())[0] == path.resolve()


def test_an_onuw_file_opens_in_its_own_window(window: MainWindow, tmp_path: Path) -> None:
    import random

    from grimoire_app.systems.game_files import save_other_game
    from grimoire_app.systems.onuw import new_game

    path = tmp_path / "onuw.grimoire"
    deck = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "villager", "drunk"]
    save_other_game(new_game(["A", "B", "C", "D", "E"], deck, rng=random.Random(2)), path)
    assert window.open_game(path)
    assert len(window.other_windows) == 1 and window.session.game is None


def test_the_night_panel_sits_beside_the_square_with_a_next_phase_action(window: MainWindow) -> None:
    action = window.actions_by_key["nightpanel.action.next_phase"]
    assert not action.isEnabled()
    start(window)
    assert action.isEnabled() and action.shortcut().toString() == "Ctrl+Shift+N"
    assert window.side_tabs.tabText(window.side_tabs.indexOf(window.night)) == "밤"
    window.toggle_language()
    assert window.side_tabs.tabText(window.side_tabs.indexOf(window.night)) == "Night"


def test_the_day_panel_is_a_side_tab_in_both_languages(window: MainWindow) -> None:
    start(window)
    assert window.side_tabs.tabText(window.side_tabs.indexOf(window.day)) == "낮"
    window.toggle_language()
    assert window.side_tabs.tabText(window.side_tabs.indexOf(window.day)) == "Day"
