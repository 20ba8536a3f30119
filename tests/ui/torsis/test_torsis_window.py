"""The Torsis window: languages (role names in ko/en/ja), undo/redo keys, review, overrides, the
draw, status corrections, reopening the journal, and redraws that never record."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from grimoire_app.systems.game_files import open_other_game
from grimoire_app.systems.torsis import DayVoteCast, DrawDeclared, StatusCorrected
from grimoire_app.ui.torsis import TorsisWindow, open_torsis_file
from tests.ui.torsis.torsis_ui import click, dealt, open_window, pick, press

F5 = ("P1=human", "P2=human", "P3=torsis", "P4=cleaner", "P5=butcher")


def answer_next_box(button: str) -> None:
    """Press a button of the next modal message box ("anyway" by its role, else a standard button)."""

    def press_it() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        wanted = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole) if button == "anyway" else box.button(getattr(QMessageBox.StandardButton, button))
        wanted.click()

    QTimer.singleShot(0, press_it)


def at_day_one(qtbot: QtBot, tmp_path: Path) -> TorsisWindow:
    window = open_window(qtbot, dealt(*F5), tmp_path / "f5.grimoire")
    click(qtbot, window.night.end)
    return window


def test_the_language_switch_offers_three_languages_for_role_names(qtbot: QtBot, tmp_path: Path) -> None:
    window = at_day_one(qtbot, tmp_path)
    names = lambda: [face.token.name for face in window.square.faces]
    assert names() == ["인간", "인간", "토르시스", "청소부", "정육점 주인"]
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert names()[2:] == ["Torsis", "Cleaner", "Butcher"] and window.day.lock.text() == "Lock the votes · end the day"
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert names() == ["人間", "人間", "トルシス", "清掃員", "肉屋"]
    assert window.day.title.text() == "1日目の昼" and window.day.lock.text() == "Lock the votes · end the day"
    assert window.actions_by_key["torsis.language.ja"].isChecked()
    window.actions_by_key["torsis.language.ko"].trigger()
    assert names()[2] == "토르시스" and window.day.lock.text() == "투표 확정 · 낮 끝내기"


def test_undo_and_redo_name_the_event_and_the_journal_follows(qtbot: QtBot, tmp_path: Path) -> None:
    window = at_day_one(qtbot, tmp_path)
    pick(window.day.votes, "vote-P1", "P3")
    undo = window.actions_by_key["torsis.action.undo"]
    assert undo.text() == "되돌리기: P1[이/가] P3에게 투표".replace("[이/가]", "이(가)")
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.day_votes == {} and window.day.votes.combos["vote-P1"].chosen() is None
    assert window.actions_by_key["torsis.action.redo"].text().startswith("다시 하기: P1")
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.day.votes.combos["vote-P1"].chosen() == "P3"
    assert window.session.path is not None
    assert open_other_game(window.session.path, writable=False).game.events == window.session.events


def test_the_deal_cannot_be_undone(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, dealt(*F5), tmp_path / "deal.grimoire")
    assert not window.actions_by_key["torsis.action.undo"].isEnabled()


def test_redrawing_never_records(qtbot: QtBot, tmp_path: Path) -> None:
    """STYLE.md 14: a "does not write back" test: languages, refreshes and review add no event."""
    window = at_day_one(qtbot, tmp_path)
    pick(window.day.votes, "vote-P2", "P5")
    before = window.session.events
    for code in ("en", "ja", "ko"):
        window.set_language(code)
    window.refresh()
    window.log.review(1)
    window.log.back_to_now()
    assert window.session.events == before


def test_review_shows_the_table_after_an_event_read_only(qtbot: QtBot, tmp_path: Path) -> None:
    window = at_day_one(qtbot, tmp_path)
    for voter in ("P1", "P2", "P4"):
        pick(window.day.votes, f"vote-{voter}", "P3")
    click(qtbot, window.day.lock)
    assert len(window.square.middle.counts) and "4/5" in window.square.middle.counts
    window.log.review(2)
    assert window.reviewing == 2 and not window.review_banner.isHidden() and not window.stack.isEnabled()
    assert "5/5" in window.square.middle.counts and window.square.middle.phase == "1일째 낮"
    click(qtbot, window.log.now)
    assert window.reviewing is None and window.stack.isEnabled() and "4/5" in window.square.middle.counts
    assert window.log.lines()[-1].endswith("1일째 낮 끝 · 사망: P3")


def test_a_refused_event_is_recorded_only_when_the_moderator_overrides(qtbot: QtBot, tmp_path: Path) -> None:
    """DESIGN.md principle 4: the rules refuse a vote by a dead player; the moderator may override."""
    window = at_day_one(qtbot, tmp_path)
    window.square.select("P3")
    click(qtbot, window.seat_box.toggle)
    assert isinstance(window.session.events[-1], StatusCorrected) and not window.session.state.is_alive("P3")
    vote = DayVoteCast(voter="P3", target="P1")
    answer_next_box("Cancel")
    assert not window.session.submit(vote)
    answer_next_box("anyway")
    assert window.session.submit(vote)
    recorded = window.session.events[-1]
    assert recorded.override is not None and "DEAD_ACTOR" in recorded.override
    assert window.log.lines()[-1].endswith("(진행자 재량)")


def test_the_seat_box_tells_the_role_the_history_and_what_the_player_was_told(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, dealt(*F5), tmp_path / "seat.grimoire")
    window.square.setFocus()
    qtbot.keyClick(window.square, Qt.Key.Key_Right)
    qtbot.keyClick(window.square, Qt.Key.Key_Right)
    qtbot.keyClick(window.square, Qt.Key.Key_Right)
    assert window.square.selected == "P3"
    click(qtbot, window.night.end)
    assert window.seat_box.details.text().splitlines() == ["P3 · 토르시스 · 토르시스 팀 · 생존", "들은 정보: P3에게: 다른 토르시스는 없습니다"]
    click(qtbot, window.seat_box.card)
    assert window.card is not None and window.card.isVisible()


def test_the_moderator_declares_a_draw(qtbot: QtBot, tmp_path: Path) -> None:
    """TOR-T29 (D19)."""
    window = at_day_one(qtbot, tmp_path)
    answer_next_box("Yes")
    window.actions_by_key["torsis.action.draw"].trigger()
    assert isinstance(window.session.events[-1], DrawDeclared)
    assert window.stack.currentWidget() is window.result and window.result.heading.text() == "게임 종료 · 무승부"


def test_a_saved_game_reopens_where_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    first = at_day_one(qtbot, tmp_path)
    pick(first.day.votes, "vote-P1", "P3")
    path = first.session.path
    assert path is not None
    first.close()
    window = open_torsis_file(None, path, "ko")
    assert window is not None
    qtbot.addWidget(window)
    assert window.session.state.day_votes == {"P1": "P3"} and window.stack.currentWidget() is window.day
    pick(window.day.votes, "vote-P2", "P3")
    assert open_other_game(path, writable=False).game.state.day_votes == {"P1": "P3", "P2": "P3"}
