"""Acceptance (issue part 6): a 6-player Torsis game played through the UI until one team wins.

Spec torsis.md 3.1-3.4 and 6; the standard 6-player table is Human ×2, Cleaner, Priest, Torsis,
Butcher (TOR-R29, R30). The moderator types the names, deals with a seeded rng, walks the setup
reveal, runs the day votes (changing and withdrawing one, R9), a night with the Priest and the
Cleaner, and locks the votes until the Humans have killed the whole Torsis team (R1, D3).
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grimoire_app.systems.game_files import open_other_game, system_of
from grimoire_app.systems.torsis import (
    CleanerChecked,
    DayVoteCast,
    PhaseEnded,
    ProtectionChosen,
    RolesDealt,
    TorsisState,
)
from grimoire_app.ui.torsis import SetupDialog, TorsisWindow, open_torsis_new
from tests.ui.torsis.torsis_ui import NAMES6, click, confirm, pick, press, type_names

SEED = 6


def holder(state: TorsisState, role: str) -> str:
    """Return the id of the (first) player holding a role."""
    return state.holders(role)[0].id


def new_game_through_dialog(qtbot: QtBot) -> TorsisWindow:
    """File → New Torsis game: type six names in the modal dialog, see the standard roles, deal."""
    seen: dict[str, str] = {}

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SetupDialog)
        assert not dialog.start.isEnabled()
        type_names(qtbot, dialog, NAMES6)
        seen["composition"] = dialog.composition.text()
        seen["issues"] = dialog.issues.text()
        click(qtbot, dialog.start)

    QTimer.singleShot(0, fill)
    window = open_torsis_new(None, "ko", rng=random.Random(SEED))
    assert window is not None
    qtbot.addWidget(window)
    window.resize(1600, 900)
    assert seen["issues"] == ""
    assert "인간 ×2" in seen["composition"] and "토르시스 ×1" in seen["composition"]
    return window


def test_a_six_player_game_played_through_the_ui_until_the_humans_win(qtbot: QtBot) -> None:
    window = new_game_through_dialog(qtbot)
    session = window.session
    state = session.state
    assert [p.name for p in state.seated()] == NAMES6 and state.phase == "setup"
    assert session.path is not None and system_of(session.path) == "torsis"
    torsis, butcher = holder(state, "torsis"), holder(state, "butcher")
    priest, cleaner = holder(state, "priest"), holder(state, "cleaner")
    humans = [p.id for p in state.holders("human")]

    # Setup reveal: walk S1 -> S2 with the keyboard; the Torsis is told there are no others.
    assert window.stack.currentWidget() is window.night
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert window.night.step is not None and window.night.step.key == "torsis_meet"
    click(qtbot, window.night.cards.buttons[torsis])
    assert window.card is not None and "다른 토르시스는 없습니다" in window.card.picture_texts()[2]
    press(qtbot, window, Qt.Key.Key_Escape)  # the card covers the window until it is closed
    assert window.card is None
    press(qtbot, window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert session.state.phase_index == 1 and window.stack.currentWidget() is window.day

    # Day 1: open voting; one vote changes and one is withdrawn before the lock (R9).
    votes = window.day.votes
    pick(votes, f"vote-{humans[0]}", butcher)
    pick(votes, f"vote-{humans[0]}", torsis)
    pick(votes, f"vote-{humans[1]}", priest)
    pick(votes, f"vote-{humans[1]}", None)
    for voter in (humans[1], priest, cleaner):
        pick(votes, f"vote-{voter}", torsis)
    pick(votes, f"vote-{torsis}", cleaner)
    assert session.state.day_votes == {humans[0]: torsis, priest: torsis, cleaner: torsis, humans[1]: torsis, torsis: cleaner}
    assert "4" in window.day.public.text() and session.state.name(torsis) in window.day.preview.text()

    # Undo and redo the last vote with the keys, then lock.
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert torsis not in session.state.day_votes
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert session.state.day_votes[torsis] == cleaner
    click(qtbot, window.day.lock)
    assert not session.state.is_alive(torsis) and session.state.phase == "night" and session.state.result is None
    assert session.state.name(torsis) in window.announcement.text()

    # Night 1: the Priest protects, the Torsis step is called though all are dead (D5), the Cleaner checks.
    night = window.night
    night.go_to_key("priest")
    pick(night.rows, f"protect-{priest}", humans[0])
    night.go_to_key("torsis_vote")
    assert night.step is not None and night.step.all_dead and night.rows.rows == []
    night.go_to_key("cleaner")
    confirm(qtbot, night.rows, f"check-{cleaner}", butcher)
    assert night.rows.row(f"check-{cleaner}").done is not None
    assert "토르시스 편" in night.text.text()
    click(qtbot, night.cards.buttons[cleaner])
    assert window.card is not None and window.card.isVisible()
    qtbot.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, pos=window.rect().center())  # a click on the card closes it
    assert window.card is None
    click(qtbot, night.end)
    assert session.state.phase_index == 3 and len(session.state.living()) == 5

    # Day 2: everyone left votes for the Butcher; the lock ends the game.
    for voter in [p.id for p in session.state.living() if p.id != butcher]:
        pick(window.day.votes, f"vote-{voter}", butcher)
    press(qtbot, window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    result = session.state.result
    assert result is not None and result.winner == "human" and result.condition == "all_torsis_dead"
    assert set(result.winners) == {priest, cleaner, *humans}
    assert window.stack.currentWidget() is window.result
    assert window.result.heading.text() == "게임 종료 · 인간 팀 승리"
    assert window.result.explanation.text().startswith("토르시스 편")
    assert window.result.reveal.rowCount() == 6

    events = session.events
    kinds = [type(e) for e in events]
    assert kinds[0] is RolesDealt and kinds.count(PhaseEnded) == 4
    assert sum(isinstance(e, DayVoteCast) for e in events) == 12
    assert any(isinstance(e, ProtectionChosen) and e.target == humans[0] for e in events)
    assert any(isinstance(e, CleanerChecked) and e.target == butcher and e.answer == "torsis" for e in events)
    boundaries = [e for e in events if isinstance(e, PhaseEnded)]
    assert [[d.player for d in b.deaths] for b in boundaries] == [[], [torsis], [], [butcher]]
    assert boundaries[-1].result == result

    # Saved event by event: the file reopens to the same game.
    assert session.path is not None
    reopened = open_other_game(Path(session.path), writable=False).game
    assert reopened.events == events and reopened.state.result == result
