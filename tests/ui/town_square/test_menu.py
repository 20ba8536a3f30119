"""The seat context menu: every action records one event through the session (so Undo works)."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from grimoire_app.systems.botc.events import (
    AlignmentChanged,
    BelievedCharacterSet,
    CharacterAssigned,
    DeathCause,
    GhostVoteSpent,
    PlayerDied,
    PlayerRenamed,
    PlayerRevived,
    ReminderPlaced,
    ReminderRemoved,
    SeatRemoved,
)
from grimoire_app.ui.character_picker import CharacterChoice
from grimoire_app.ui.session import GameSession
from tests.ui.town_square.square_helpers import show_panel


def action(menu: QMenu, name: str) -> QAction:
    found = menu.findChild(QAction, name)
    assert found is not None, name
    return found


def seat(session: GameSession, name: str) -> str:
    return next(s.id for s in session.state.seats if s.name == name)


def new_events(session: GameSession, before: int) -> list[object]:
    return list(session.game.events[before:])  # type: ignore[union-attr]


def test_kill_with_each_cause_then_revive(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    minsu = seat(session, "민수")
    before = len(session.game.events)  # type: ignore[union-attr]
    action(panel.seat_menu(minsu), "seat.kill.demon").trigger()
    assert new_events(session, before) == [PlayerDied(seat=minsu, cause=DeathCause(kind="demon", character="fanggu"))]
    assert not panel.scene.seats[minsu].face.alive
    action(panel.seat_menu(minsu), "seat.revive").trigger()
    assert new_events(session, before)[1:] == [PlayerRevived(seat=minsu)]
    action(panel.seat_menu(minsu), "seat.kill.execution").trigger()
    assert new_events(session, before)[2:] == [PlayerDied(seat=minsu, cause=DeathCause(kind="execution"))]


def test_kill_by_an_ability_asks_which(qtbot: QtBot, session: GameSession) -> None:
    asked: list[tuple[str, list[str], bool]] = []

    def pick(title: str, first: list[str], allow_none: bool) -> CharacterChoice:
        asked.append((title, first, allow_none))
        return CharacterChoice("poisoner")

    window, panel = show_panel(qtbot, session, pick=pick)
    minsu = seat(session, "민수")
    before = len(session.game.events)  # type: ignore[union-attr]
    action(panel.seat_menu(minsu), "seat.kill.ability").trigger()
    assert new_events(session, before) == [PlayerDied(seat=minsu, cause=DeathCause(kind="ability", character="poisoner"))]
    assert "poisoner" in asked[0][1]


def test_ghost_vote_only_for_the_dead_with_a_vote(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    jiho, minsu = seat(session, "지호"), seat(session, "민수")
    assert not action(panel.seat_menu(minsu), "seat.ghost_vote").isEnabled()
    before = len(session.game.events)  # type: ignore[union-attr]
    action(panel.seat_menu(jiho), "seat.ghost_vote").trigger()
    assert new_events(session, before) == [GhostVoteSpent(seat=jiho)]
    assert not panel.scene.seats[jiho].face.ghost_vote
    assert not action(panel.seat_menu(jiho), "seat.ghost_vote").isEnabled()


def test_flip_alignment_marks_the_token(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    minsu = seat(session, "민수")
    before = len(session.game.events)  # type: ignore[union-attr]
    action(panel.seat_menu(minsu), "seat.flip_alignment").trigger()
    assert new_events(session, before) == [AlignmentChanged(seat=minsu, alignment="evil")]
    face = panel.scene.seats[minsu].face
    assert face.flipped and face.alignment == "evil"


def test_change_and_believed_character_use_the_picker(qtbot: QtBot, session: GameSession) -> None:
    choices = iter([CharacterChoice("witch"), CharacterChoice("noble"), CharacterChoice(None)])
    window, panel = show_panel(qtbot, session, pick=lambda title, first, allow_none: next(choices))
    suah = seat(session, "수아")
    before = len(session.game.events)  # type: ignore[union-attr]
    action(panel.seat_menu(suah), "seat.change_character").trigger()
    action(panel.seat_menu(suah), "seat.set_believed").trigger()
    action(panel.seat_menu(suah), "seat.set_believed").trigger()
    assert new_events(session, before) == [
        CharacterAssigned(seat=suah, character="witch", alignment="good"),
        BelievedCharacterSet(seat=suah, character="noble"),
        BelievedCharacterSet(seat=suah, character=None),
    ]


def test_a_cancelled_picker_records_nothing(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session, pick=lambda title, first, allow_none: None)
    before = len(session.game.events)  # type: ignore[union-attr]
    action(panel.seat_menu(seat(session, "수아")), "seat.change_character").trigger()
    assert len(session.game.events) == before  # type: ignore[union-attr]


def test_add_and_remove_reminders_rename_and_remove_seat(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session, ask_text=lambda title, current: current + "2")
    dowoon = seat(session, "도윤")
    before = len(session.game.events)  # type: ignore[union-attr]
    action(panel.seat_menu(dowoon), "seat.reminder.add.fanggu.Once").trigger()
    placed = new_events(session, before)[0]
    assert isinstance(placed, ReminderPlaced) and (placed.seat, placed.character, placed.token) == (dowoon, "fanggu", "Once")
    action(panel.seat_menu(dowoon), f"seat.reminder.remove.{placed.reminder}").trigger()
    action(panel.seat_menu(dowoon), "seat.rename").trigger()
    action(panel.seat_menu(dowoon), "seat.remove").trigger()
    assert new_events(session, before)[1:] == [ReminderRemoved(reminder=placed.reminder), PlayerRenamed(seat=dowoon, name="도윤2"), SeatRemoved(seat=dowoon)]
    assert dowoon not in panel.scene.seats


def test_in_play_characters_come_first_in_add_reminder(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    add = panel.seat_menu(seat(session, "민수")).findChild(QMenu, "seat.reminder.add")
    assert add is not None
    titles = [a.text() for a in add.actions() if a.menu() is not None]
    assert titles[:2] == ["귀족", "독살범"]


def test_a_refused_event_offers_the_override(qtbot: QtBot, session: GameSession) -> None:
    reasons_seen: list[list[str]] = []

    def confirm(reasons: list[str]) -> bool:
        reasons_seen.append(reasons)
        return True

    window, panel = show_panel(qtbot, session, confirm=confirm)
    minsu = seat(session, "민수")
    before = len(session.game.events)  # type: ignore[union-attr]
    panel.commands.spend_ghost_vote(minsu)
    recorded = new_events(session, before)
    assert len(recorded) == 1 and isinstance(recorded[0], GhostVoteSpent) and recorded[0].override
    assert reasons_seen and "민수" in reasons_seen[0][0], "the reasons come in the panel's language"


def test_a_declined_override_records_nothing(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session, confirm=lambda reasons: False)
    before = len(session.game.events)  # type: ignore[union-attr]
    panel.commands.revive(seat(session, "민수"))
    assert len(session.game.events) == before  # type: ignore[union-attr]


def test_an_impossible_event_is_explained_not_offered(qtbot: QtBot, session: GameSession) -> None:
    told: list[list[str]] = []
    window, panel = show_panel(qtbot, session, confirm=lambda reasons: True, inform=told.append)
    before = len(session.game.events)  # type: ignore[union-attr]
    panel.commands.move_reminder("no-such-reminder", seat(session, "민수"))
    assert told and len(session.game.events) == before  # type: ignore[union-attr]
