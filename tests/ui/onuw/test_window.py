"""The window around the panels: entry points, files, new rounds, undo names, language, the result page.

Spec §5 (the log can be reviewed; the result shows every final card and the reason) and the
issue's "new round with the same players", "saved, undoable and reviewable".
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from grimoire_app.systems.onuw import TableSet, cast_vote
from grimoire_app.ui.onuw import OnuwSession, open_onuw_file, open_onuw_new
from grimoire_app.ui.onuw.result_panel import result_html
from grimoire_app.ui.onuw.window import OnuwWindow
from tests.ui.onuw.conftest import NAMES, click, drag, key

Key, Ctrl = Qt.Key, Qt.KeyboardModifier.ControlModifier
VOTES = {"민수": "하은", "지현": "민수", "서준": "민수", "하은": "민수", "도윤": "하은"}


def to_result(qtbot: QtBot, window: OnuwWindow, correction: tuple[str, str] | None = None) -> None:
    """Play the known night with passes (the Drunk takes C1; an optional correction at dusk) and vote."""
    if correction:
        drag(qtbot, window, *correction)
    while window.session.state.phase == "night":
        if window.session.state.current_step == "drunk" and not window.session.state.done("drunk.swap"):
            click(qtbot, window, "C1")
            key(qtbot, window, Key.Key_Return)
        key(qtbot, window, Key.Key_PageDown)
    game = window.session.game
    assert game is not None
    for voter, target in VOTES.items():
        cast_vote(game, voter, target)
    qtbot.mouseClick(window.day.resolve, Qt.MouseButton.LeftButton)


def dismiss_next_box() -> None:
    """Close the next message box as soon as it opens."""
    def close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            box.close()
    QTimer.singleShot(0, close)


def test_the_result_page_says_who_won_why_and_every_cards_journey(window: OnuwWindow, qtbot: QtBot) -> None:
    to_result(qtbot, window, correction=("민수", "지현"))
    page = window.result.page.toPlainText()
    assert page.startswith("늑대인간 팀 승리")
    assert "최다 득표(3표): 민수 처형." in page
    assert "강도: 민수 → 지현 (수동 교정)" in page and "주정뱅이: 도윤 → 가운데 1 (주정뱅이의 교환)" in page
    assert "가운데 1: 마을주민 → 주정뱅이" in page
    english = result_html(window.session.state, window.session.corrections(), "en")
    assert "The werewolf team wins" in english and "Robber: 민수 → 지현 (manual correction)" in english
    assert window.scene.marks.votes == VOTES and window.scene.marks.middle == "결과"
    assert window.scene.cards["민수"].marks.dead and not window.scene.cards["하은"].marks.dead


def test_a_new_round_keeps_the_players_and_roles_in_a_new_file(window: OnuwWindow, qtbot: QtBot) -> None:
    to_result(qtbot, window)
    first = window.session.path
    announced: list[str] = []
    window.file_changed.connect(announced.append)
    qtbot.mouseClick(window.result.again, Qt.MouseButton.LeftButton)
    assert announced == [str(window.session.path)]
    state = window.session.state
    assert window.session.path != first and window.session.path is not None and window.session.path.exists()
    assert state.players == NAMES and state.phase == "night" and state.current_step == "dusk"
    assert window.panels.currentWidget() is window.night
    assert first is not None and first.exists()
    key(qtbot, window, Key.Key_N, Ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.players == NAMES


def test_new_round_with_other_roles_opens_the_setup_with_the_same_players(window: OnuwWindow, qtbot: QtBot) -> None:
    seen: list[tuple[str, ...]] = []

    def run(dialog: object) -> bool:
        seen.append(dialog.players())  # type: ignore[attr-defined]
        return False

    window.run_setup = run
    to_result(qtbot, window)
    qtbot.mouseClick(window.result.setup, Qt.MouseButton.LeftButton)
    assert seen == [NAMES] and window.session.state.phase == "ended"


def test_undo_and_redo_are_named_and_work_from_the_keyboard(window: OnuwWindow, qtbot: QtBot) -> None:
    key(qtbot, window, Key.Key_PageDown)
    undo = window.actions_by_key["onuw.action.undo"]
    assert undo.text() == "실행 취소: 밤 시작 단계 끝"
    key(qtbot, window, Key.Key_Z, Ctrl)
    assert window.session.state.current_step == "dusk"
    assert window.actions_by_key["onuw.action.redo"].text() == "다시 실행: 밤 시작 단계 끝"
    key(qtbot, window, Key.Key_Y, Ctrl)
    assert window.session.state.current_step == "werewolves"


def test_the_language_switches_everything_to_english(window: OnuwWindow, qtbot: QtBot) -> None:
    key(qtbot, window, Key.Key_L, Ctrl)
    assert window.lang == "en"
    assert window.night.header.text() == "0. Dusk (now)"
    assert window.windowTitle().startswith("One Night Ultimate Werewolf")
    assert {f.position: f.card for f in window.scene.faces}["민수"] == "Robber"
    assert window.menuBar().actions()[0].text() == "File"


def test_the_entry_points_open_a_new_or_saved_game_and_refuse_what_is_not_one(qtbot: QtBot, session: OnuwSession, tmp_path: Path) -> None:
    assert open_onuw_new(None, "ko", run_setup=lambda dialog: False) is None
    assert session.path is not None
    opened = open_onuw_file(None, session.path, "en")
    assert opened is not None
    qtbot.addWidget(opened)
    game = opened.session.game
    assert game is not None and isinstance(game.events[0], TableSet) and opened.session.state.players == NAMES
    broken = tmp_path / "broken.grimoire"
    broken.write_text("not a game\n", encoding="utf-8")
    dismiss_next_box()
    assert open_onuw_file(None, broken, "ko") is None


def test_a_session_round_trips_through_its_file(session: OnuwSession, tmp_path: Path) -> None:
    game = session.game
    assert game is not None
    copy = tmp_path / "copy.grimoire"
    session.save_as(copy)
    other = OnuwSession()
    other.open(copy)
    assert other.game is not None and other.game.events == game.events
    other.new_round(tmp_path / "next.grimoire", rng=random.Random(1))
    assert other.state.players == NAMES and other.path == tmp_path / "next.grimoire"
