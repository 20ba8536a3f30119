"""The night panel: each step prompts the moderator, wakes the living holders, takes only legal
picks and shows the information each role gets (spec torsis.md 3.2, 3.3, 3.5, 6 "Night wizard")."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.systems.torsis import GraveKeeperLearned, ProphetChecked
from tests.ui.torsis.torsis_ui import click, confirm, dealt, open_window, pick

C9 = ("T1=torsis", "CL=cleaner", "BU=butcher", "KZ=kamikaze", "GD=gravedigger", "PR=priest", "WD=wanderer", "H1=human", "H2=human")
C11 = ("T1=torsis", "T2=torsis", "CL=cleaner", "BU=butcher", "WK=white_knight", "BK=black_knight", "GK=grave_keeper", "GD=gravedigger", "H1=human", "H2=human", "H3=human")


def test_the_setup_reveal_tells_the_torsis_and_the_gravedigger(qtbot: QtBot, tmp_path: Path) -> None:
    """TOR-T7 (R20, R26, D4): each Torsis is told the other; the Gravedigger is shown both Torsis."""
    window = open_window(qtbot, dealt(*C11), tmp_path / "t7.grimoire")
    night = window.night
    assert [step.id for step in night.steps] == ["S1", "S2", "S3", "S4"]
    night.go_to_key("torsis_meet")
    assert set(night.cards.buttons) == {"T1", "T2"} and "T1에게" in night.text.text()
    night.go_to_key("gravedigger_sight")
    assert set(night.cards.buttons) == {"GD"}
    click(qtbot, night.cards.buttons["GD"])
    assert window.card is not None and window.card.isVisible()
    texts = window.card.picture_texts()
    assert texts[:2] == ["GD", "무덤 파는 사람"] and "T1, T2" in texts[2]


def test_a_night_with_every_pick_the_priest_kamikaze_and_the_gravedigger_at_dawn(qtbot: QtBot, tmp_path: Path) -> None:
    """TOR-T14 (R25, D9, D15): the Kamikaze bypasses the protection; at dawn the Gravedigger learns H1's role."""
    window = open_window(qtbot, dealt(*C9), tmp_path / "t14.grimoire")
    click(qtbot, window.night.end)
    click(qtbot, window.day.lock)
    night = window.night
    assert [step.key for step in night.steps] == ["dusk", "priest", "torsis_vote", "kamikaze", "cleaner", "resolve"]
    night.go_to_key("priest")
    assert night.rows.rows[0].candidates == ("T1", "CL", "BU", "KZ", "GD", "PR", "WD", "H1", "H2")
    pick(night.rows, "protect-PR", "H1")
    night.go_to_key("torsis_vote")
    assert "T1" not in night.rows.rows[0].candidates
    pick(night.rows, "night_vote-T1", "H1")
    night.go_to_key("kamikaze")
    pick(night.rows, "attack-KZ", "H1")
    night.go_to_key("cleaner")
    confirm(qtbot, night.rows, "check-CL", "WD")
    assert "유랑민" in night.text.text()
    night.go_to_key("resolve")
    assert "KZ" in night.text.text() and "H1" in night.text.text()
    click(qtbot, night.end)
    state = window.session.state
    assert not state.is_alive("KZ") and not state.is_alive("H1")
    assert set(window.day.cards.buttons) == {"GD"}
    assert window.day.steps[0].key == "dawn_info" and "H1" in window.day.text.text() and "인간" in window.day.text.text()


def test_the_grave_keeper_and_the_prophet_are_told_once_per_night(qtbot: QtBot, tmp_path: Path) -> None:
    """TOR-T17, T19 (R16, R23, D13, D14): the Grave Keeper learns about the day's dead; one use per night."""
    seats = ("H1=human", "H2=human", "H3=human", "CL=cleaner", "GK=grave_keeper", "PR=priest", "FT=fortune_teller", "T1=torsis", "T2=torsis", "BU=butcher", "MG=magician", "PP=prophet")
    window = open_window(qtbot, dealt(*seats), tmp_path / "t19.grimoire")
    click(qtbot, window.night.end)
    for voter in ("H1", "H2", "H3", "CL", "GK", "PR", "FT"):
        pick(window.day.votes, f"vote-{voter}", "BU")
    click(qtbot, window.day.lock)
    night = window.night
    night.go_to_key("grave_keeper")
    click(qtbot, night.rows.buttons["learn-GK"])
    assert night.rows.row("learn-GK").done is not None and not night.rows.buttons["learn-GK"].isEnabled()
    assert "BU" in night.text.text() and set(night.cards.buttons) == {"GK"}
    night.go_to_key("prophet")
    confirm(qtbot, night.rows, "check-PP", "CL")
    assert night.rows.combos["check-PP"].currentData() == "CL" and not night.rows.combos["check-PP"].isEnabled()
    assert "청소부" in night.text.text()
    learned = [e for e in window.session.events if isinstance(e, (GraveKeeperLearned, ProphetChecked))]
    assert [type(e) for e in learned] == [GraveKeeperLearned, ProphetChecked] and learned[1].answer == "cleaner"


def test_a_dead_role_is_still_called_and_the_moderator_pauses(qtbot: QtBot, tmp_path: Path) -> None:
    """D5: every role in play is called even when all its holders are dead; nobody wakes."""
    window = open_window(qtbot, dealt("P1=human", "P2=human", "P3=torsis", "P4=cleaner", "P5=butcher"), tmp_path / "d5.grimoire")
    click(qtbot, window.night.end)
    for voter in ("P1", "P2", "P3", "P5"):
        pick(window.day.votes, f"vote-{voter}", "P4")
    click(qtbot, window.day.lock)
    night = window.night
    night.go_to_key("cleaner")
    assert night.step is not None and night.step.all_dead and night.rows.rows == []
    assert "모두 사망" in night.step_list.item(night.index).text()
