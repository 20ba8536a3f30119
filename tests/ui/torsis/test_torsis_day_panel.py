"""The day panel: open public votes, the Magician's fake and real votes, the Fortune Teller's hidden
extra vote, the two tallies, the knights, and the lock (spec torsis.md 3.4, 6 "Day panel")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.systems.torsis import DayVoteCast, KnightSacrificed, MagicianVoteCast
from tests.ui.torsis.torsis_ui import click, confirm, dealt, open_window, pick, press

F11 = ("H1=human", "H2=human", "H3=human", "CL=cleaner", "GK=grave_keeper", "PR=priest", "FT=fortune_teller", "T1=torsis", "T2=torsis", "BU=butcher", "MG=magician")
C11 = ("T1=torsis", "T2=torsis", "CL=cleaner", "BU=butcher", "WK=white_knight", "BK=black_knight", "GK=grave_keeper", "GD=gravedigger", "H1=human", "H2=human", "H3=human")


def test_the_magician_votes_twice_and_only_the_real_vote_counts(qtbot: QtBot, tmp_path: Path) -> None:
    """TOR-T10 (R22, D12): public {T1: 4, H1: 3}, real {T1: 3, H1: 4} -> H1 dies; no counts announced."""
    window = open_window(qtbot, dealt(*F11), tmp_path / "t10.grimoire")
    click(qtbot, window.night.end)
    votes = window.day.votes
    assert [row.key for row in votes.rows if row.actor == "MG"] == ["vote-MG", "real-MG"]
    assert "가짜" in votes.labels["vote-MG"].text() and "숨김" in votes.labels["real-MG"].text()
    for voter, target in (("H1", "T1"), ("H2", "T1"), ("CL", "T1"), ("T1", "H1"), ("T2", "H1"), ("BU", "H1"), ("MG", "T1")):
        pick(votes, f"vote-{voter}", target)
    pick(votes, "real-MG", "H1")
    assert window.day.public.text().endswith("T1 4, H1 3")
    assert window.day.real.text().startswith("실제 집계 (진행자만): H1 4, T1 3")
    assert "H1" in window.day.preview.text()
    faces = {face.player_id: face for face in window.square.faces}
    assert [pill.text for pill in faces["T1"].pills] == ["공개 4표"]
    assert [pill.text for pill in faces["H1"].pills] == ["공개 3표", "마술사 진짜 표"]
    press(qtbot, window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not window.session.state.is_alive("H1")
    assert window.announcement.text() == "발표 (1일째 낮): 죽은 사람: H1" and "4" not in window.announcement.text()
    assert isinstance(window.session.events[-2], MagicianVoteCast)


def test_the_fortune_tellers_pick_is_a_hidden_extra_vote_the_next_day(qtbot: QtBot, tmp_path: Path) -> None:
    """TOR-T11 (R18, D11): FT picks T2 in Night 1; Day 2 public {T2: 2, H3: 2}, real {T2: 3, H3: 2}."""
    window = open_window(qtbot, dealt(*F11), tmp_path / "t11.grimoire")
    click(qtbot, window.night.end)
    click(qtbot, window.day.lock)
    night = window.night
    night.go_to_key("torsis_vote")
    pick(night.rows, "night_vote-T1", "H2")
    pick(night.rows, "night_vote-T2", "H3")
    assert "H2 1" in night.text.text() or "H3 1" in night.text.text()
    night.go_to_key("fortune_teller")
    pick(night.rows, "fortune-FT", "T2")
    assert [pill.text for face in window.square.faces if face.player_id == "T2" for pill in face.pills] == ["추가 표 (내일)"]
    click(qtbot, night.end)
    assert window.announcement.text() == "발표 (1일째 밤): 아무도 죽지 않았습니다."
    for voter, target in (("H1", "T2"), ("H2", "T2"), ("T1", "H3"), ("BU", "H3")):
        pick(window.day.votes, f"vote-{voter}", target)
    assert window.day.public.text().endswith("H3 2, T2 2")
    assert window.day.real.text().splitlines() == ["실제 집계 (진행자만): T2 3, H3 2", "숨은 추가 표: FT → T2"]
    click(qtbot, window.day.lock)
    assert not window.session.state.is_alive("T2")


def test_votes_change_and_withdraw_until_the_lock_and_a_tie_kills_nobody(qtbot: QtBot, tmp_path: Path) -> None:
    """TOR-T8 and T9 (R9, R10): votes are open until the lock; a 2-2 tie kills nobody."""
    window = open_window(qtbot, dealt("P1=human", "P2=human", "P3=torsis", "P4=cleaner", "P5=butcher"), tmp_path / "t8.grimoire")
    click(qtbot, window.night.end)
    votes = window.day.votes
    for voter, target in (("P1", "P3"), ("P2", "P3"), ("P3", "P1"), ("P5", "P1"), ("P4", "P5")):
        pick(votes, f"vote-{voter}", target)
    pick(votes, "vote-P4", None)
    assert votes.combos["vote-P4"].currentText() == "— 투표 안 함 —"
    assert window.day.preview.text() == "지금 마감하면 아무도 죽지 않습니다."
    click(qtbot, window.day.lock)
    assert len(window.session.state.living()) == 5 and window.session.state.phase == "night"
    assert [e.target for e in window.session.events if isinstance(e, DayVoteCast) and e.voter == "P4"] == ["P5", None]


def test_a_knight_sacrifices_by_day_and_the_target_returns_next_phase(qtbot: QtBot, tmp_path: Path) -> None:
    """TOR-T16/T20 (R19, R24, D10): the knight dies at once (announced now); the target returns next phase."""
    window = open_window(qtbot, dealt(*C11), tmp_path / "t20.grimoire")
    click(qtbot, window.night.end)
    assert not window.day.knights_box.isHidden() and window.day.knights.rows[0].candidates == ()
    for voter in ("T1", "T2", "CL", "BU", "WK", "BK"):
        pick(window.day.votes, f"vote-{voter}", "H1")
    click(qtbot, window.day.lock)
    click(qtbot, window.night.end)
    knights = window.day.knights
    assert [row.key for row in knights.rows] == ["sacrifice-WK", "sacrifice-BK"]
    confirm(qtbot, knights, "sacrifice-BK", "H1")
    state = window.session.state
    assert not state.is_alive("BK") and not state.is_alive("H1")
    assert window.announcement.text() == "발표 (2일째 낮): BK 님이 죽었습니다."
    assert "vote-BK" not in [row.key for row in window.day.votes.rows]
    assert [pill.text for face in window.square.faces if face.player_id == "H1" for pill in face.pills] == ["다음 페이즈에 부활"]
    click(qtbot, window.day.lock)
    assert window.session.state.is_alive("H1") and window.session.state.phase == "night"
    assert isinstance(window.session.events[-2], KnightSacrificed)
