"""Real mouse drags on the square: each produces exactly the expected event, and Ctrl+Z restores the scene."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from grimoire_app.systems.botc.events import CharacterAssigned, ReminderMoved, ReminderPlaced, ReminderRemoved, SeatMoved, SeatsSwapped
from grimoire_app.ui.reminder_tray import TrayToken
from grimoire_app.ui.session import GameSession
from tests.ui.town_square.square_helpers import drag, reminder_point, seat_point, show_panel


def ids(session: GameSession) -> dict[str, str]:
    return {seat.name: seat.id for seat in session.state.seats}


def scene_reminders(panel) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {key: item.face.seat_id for key, item in panel.scene.reminders.items()}


def test_dragging_a_reminder_to_another_seat_moves_it(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    seats = ids(session)
    poisoned = session.state.seat(seats["서준"]).reminders[0].id
    before_events, before_scene = len(session.game.events), scene_reminders(panel)  # type: ignore[union-attr]
    viewport = panel.view.viewport()
    drag(qtbot, viewport, reminder_point(panel, poisoned), viewport, seat_point(panel, seats["하은"]))
    assert list(session.game.events[before_events:]) == [ReminderMoved(reminder=poisoned, seat=seats["하은"])]  # type: ignore[union-attr]
    assert panel.scene.reminders[poisoned].face.seat_id == seats["하은"]
    assert panel.scene.reminders[poisoned].pos() == panel.scene.reminders[poisoned].home
    qtbot.keyClick(panel.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert scene_reminders(panel) == before_scene
    assert len(session.game.events) == before_events  # type: ignore[union-attr]


def test_dragging_a_tray_reminder_onto_a_seat_places_it(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    seats = ids(session)
    tray = panel.tray.reminders
    item = tray.item_for(TrayToken("reminder", "poisoner", "Poisoned"))
    assert item is not None
    start = tray.visualItemRect(item).center()
    before_events, before_scene = len(session.game.events), scene_reminders(panel)  # type: ignore[union-attr]
    drag(qtbot, tray.viewport(), start, panel.view.viewport(), seat_point(panel, seats["도윤"]))
    new = session.game.events[before_events:]  # type: ignore[union-attr]
    assert len(new) == 1 and isinstance(new[0], ReminderPlaced)
    assert (new[0].seat, new[0].character, new[0].token) == (seats["도윤"], "poisoner", "Poisoned")
    assert panel.scene.reminders[new[0].reminder].face.seat_id == seats["도윤"]
    qtbot.keyClick(panel.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert scene_reminders(panel) == before_scene


def test_dragging_a_seat_onto_another_swaps_them(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    seats = ids(session)
    before_events = len(session.game.events)  # type: ignore[union-attr]
    minsu_home = panel.scene.seats[seats["민수"]].home
    seojun_home = panel.scene.seats[seats["서준"]].home
    viewport = panel.view.viewport()
    drag(qtbot, viewport, seat_point(panel, seats["민수"]), viewport, seat_point(panel, seats["서준"]))
    assert list(session.game.events[before_events:]) == [SeatsSwapped(seat=seats["민수"], other=seats["서준"])]  # type: ignore[union-attr]
    assert panel.scene.seats[seats["민수"]].pos() == seojun_home
    assert panel.scene.seats[seats["서준"]].pos() == minsu_home
    qtbot.keyClick(panel.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert panel.scene.seats[seats["민수"]].pos() == minsu_home
    assert panel.scene.seats[seats["서준"]].pos() == seojun_home


def test_dragging_a_reminder_onto_the_tray_removes_it(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    red_herring = session.state.seat(ids(session)["민수"]).reminders[0].id
    before = len(session.game.events)  # type: ignore[union-attr]
    viewport = panel.view.viewport()
    over_tray = viewport.mapFromGlobal(panel.tray.mapToGlobal(panel.tray.rect().center()))
    drag(qtbot, viewport, reminder_point(panel, red_herring), viewport, over_tray)
    assert list(session.game.events[before:]) == [ReminderRemoved(reminder=red_herring)]  # type: ignore[union-attr]
    assert red_herring not in panel.scene.reminders


def test_dragging_a_tray_character_onto_a_seat_assigns_it(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    panel.tray.tabs.setCurrentWidget(panel.tray.characters)
    seats = ids(session)
    item = panel.tray.characters.item_for(TrayToken("character", "witch"))
    assert item is not None
    before = len(session.game.events)  # type: ignore[union-attr]
    start = panel.tray.characters.visualItemRect(item).center()
    drag(qtbot, panel.tray.characters.viewport(), start, panel.view.viewport(), seat_point(panel, seats["수아"]))
    assert list(session.game.events[before:]) == [CharacterAssigned(seat=seats["수아"], character="witch", alignment="good")]  # type: ignore[union-attr]
    assert panel.scene.seats[seats["수아"]].face.token is not None


def test_a_drop_on_nothing_changes_nothing_and_snaps_back(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    reminder = session.state.seats[0].reminders[0].id
    home = panel.scene.reminders[reminder].home
    before = len(session.game.events)  # type: ignore[union-attr]
    viewport = panel.view.viewport()
    middle = panel.view.mapFromScene(panel.scene.sceneRect().center())
    drag(qtbot, viewport, reminder_point(panel, reminder), viewport, middle)
    assert len(session.game.events) == before  # type: ignore[union-attr]
    assert panel.scene.reminders[reminder].pos() == home


def test_dropping_a_seat_between_two_others_moves_it(qtbot: QtBot, session: GameSession) -> None:
    window, panel = show_panel(qtbot, session)
    seats = ids(session)
    a, b = panel.scene.seats[seats["서준"]].home, panel.scene.seats[seats["하은"]].home
    gap = panel.view.mapFromScene((a + b) / 2)
    before = len(session.game.events)  # type: ignore[union-attr]
    viewport = panel.view.viewport()
    drag(qtbot, viewport, seat_point(panel, seats["민수"]), viewport, gap + QPoint(0, 0))
    assert list(session.game.events[before:]) == [SeatMoved(seat=seats["민수"], index=2)]  # type: ignore[union-attr]
    assert [s.name for s in session.state.seats][:4] == ["지현", "서준", "민수", "하은"]
