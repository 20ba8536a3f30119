"""The panel as a whole: keyboard, double-click, language switch, redraw without writing back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import DeathCause, GhostVoteSpent, PlayerDied, PlayerRevived
from grimoire_app.ui.session import GameSession
from tests.ui.town_square.square_helpers import seat_point, show_panel


def seat(session: GameSession, name: str) -> str:
    return next(s.id for s in session.state.seats if s.name == name)


def test_arrow_keys_move_the_selection_clockwise(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    panel.view.setFocus()
    ids = [s.id for s in session.state.seats]
    qtbot.keyClick(panel.view, Qt.Key.Key_Right)
    assert panel.scene.selected == ids[0]
    qtbot.keyClick(panel.view, Qt.Key.Key_Down)
    assert panel.scene.selected == ids[1]
    qtbot.keyClick(panel.view, Qt.Key.Key_Left)
    qtbot.keyClick(panel.view, Qt.Key.Key_Left)
    assert panel.scene.selected == ids[-1]
    assert panel.scene.seats[ids[-1]].selected


def test_shortcuts_act_on_the_selected_seat_and_undo_redo_work(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    with qtbot.waitActive(window):
        window.activateWindow()
    panel.view.setFocus()
    minsu = seat(session, "민수")
    panel.scene.select(minsu)
    before = len(session.game.events)  # type: ignore[union-attr]
    qtbot.keyClick(panel.view, Qt.Key.Key_K)
    qtbot.keyClick(panel.view, Qt.Key.Key_G)
    assert list(session.game.events[before:]) == [PlayerDied(seat=minsu, cause=DeathCause(kind="storyteller")), GhostVoteSpent(seat=minsu)]  # type: ignore[union-attr]
    qtbot.keyClick(panel.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert panel.scene.seats[minsu].face.ghost_vote
    qtbot.keyClick(panel.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not panel.scene.seats[minsu].face.ghost_vote
    qtbot.keyClick(panel.view, Qt.Key.Key_K)
    assert session.game.events[-1] == PlayerRevived(seat=minsu)  # type: ignore[union-attr]


def test_double_click_toggles_alive_and_dead_once_confirmed(qtbot: QtBot, session: GameSession) -> None:
    """Issue 19 point 7: a double-click asks first (a touchpad double-clicks by accident); yes revives the dead 지호."""
    asked: list[tuple[str, bool]] = []

    def confirm(player: str, kill: bool) -> bool:
        asked.append((player, kill))
        return True

    window, panel = show_panel(qtbot, session, confirm_life=confirm)
    jiho = seat(session, "지호")
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=seat_point(panel, jiho))
    assert asked == [("지호", False)]
    assert session.game.events[-1] == PlayerRevived(seat=jiho)  # type: ignore[union-attr]
    assert panel.scene.seats[jiho].face.alive


def test_a_double_click_answered_no_changes_nothing(qtbot: QtBot, session: GameSession) -> None:
    """Issue 19 point 7: "no" to "mark 민수 as dead?" records nothing."""
    asked: list[tuple[str, bool]] = []
    window, panel = show_panel(qtbot, session, confirm_life=lambda player, kill: asked.append((player, kill)) is not None)
    minsu = seat(session, "민수")
    before = len(session.game.events)  # type: ignore[union-attr]
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=seat_point(panel, minsu))
    assert asked == [("민수", True)] and len(session.game.events) == before  # type: ignore[union-attr]
    assert panel.scene.seats[minsu].face.alive


def test_the_real_question_names_the_player_and_says_k_acts_at_once(qtbot: QtBot, session: GameSession) -> None:
    """The dialog's text (Korean particles resolved) tells the Storyteller the K key does not ask."""
    from grimoire_app.i18n import tr

    assert tr("square.confirm.kill", "ko", player="민수") == "민수를 죽은 것으로 표시할까요? (K 키는 묻지 않고 바로 표시합니다)"
    assert tr("square.confirm.revive", "ko", player="지호") == "지호를 되살릴까요? (K 키는 묻지 않고 바로 되살립니다)"


def test_language_switch_redraws_names(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    minsu = seat(session, "민수")
    face = panel.scene.seats[minsu].face
    assert face.token is not None and face.token.name == "귀족"
    assert panel.scene.middle.face.phase == "1일째 밤"
    panel.set_language("en")
    face = panel.scene.seats[minsu].face
    assert face.token is not None and face.token.name == "Noble"
    assert panel.scene.middle.face.phase == "Night 1"
    assert panel.tray.tabs.tabText(0) == "Reminders"
    assert panel.actions_by_key["square.action.toggle_alive"].text() == "Kill / revive"
    reminder = session.state.seat(minsu).reminders[0].id
    assert panel.scene.reminders[reminder].face.text == "Red Herring"


def test_the_middle_shows_phase_counts_and_bluffs(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session, lang="en")
    middle = panel.scene.middle.face
    assert middle.counts == "Alive 6/7 · 3 votes to execute"
    assert middle.bluffs == "Bluffs: Balloonist, Fisherman, Witch"


def test_the_square_follows_the_session_and_never_writes_back(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    before = len(session.game.events)  # type: ignore[union-attr]
    minsu = seat(session, "민수")
    session.record(kill(minsu, "execution"))
    assert not panel.scene.seats[minsu].face.alive
    panel.set_language("en")
    window.resize(1000, 700)
    panel.view.fit_now()
    panel.refresh()
    assert len(session.game.events) == before + 1  # type: ignore[union-attr]


def test_resizing_lays_the_square_out_again(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    big = panel.scene.seats[seat(session, "민수")].radius
    window.resize(900, 560)
    qtbot.waitUntil(lambda: panel.scene.width() == panel.view.viewport().width())
    assert panel.scene.seats[seat(session, "민수")].radius < big


def test_the_drunk_shows_what_they_believe(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    face = panel.scene.seats[seat(session, "하은")].face
    assert face.token is not None and face.token.name == "주정뱅이"
    assert face.believed == "재봉사"
