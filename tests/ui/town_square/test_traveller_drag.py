"""Seating a Traveller by drag: a Traveller token from the tray dropped in the gap between two seats
(docs/rules/exile.md, "Seating"); the dialog stays the seam, preselecting the dragged character."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.systems.botc.events import CharacterAssigned, SeatAdded
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.reminder_tray import TrayToken
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.panel import TownSquarePanel
from grimoire_app.ui.town_square.travellers import TravellerRequest
from tests.ui.town_square.square_helpers import drag, seat_point, show_panel


def ids(session: GameSession) -> dict[str, str]:
    return {seat.name: seat.id for seat in session.state.seats}


def gap_point(panel: TownSquarePanel, left: str, right: str) -> QPoint:
    a, b = panel.scene.seats[left].home, panel.scene.seats[right].home
    return panel.view.mapFromScene((a + b) / 2)


def tray_start(panel: TownSquarePanel, character: str) -> QPoint:
    panel.tray.tabs.setCurrentWidget(panel.tray.characters)
    item = panel.tray.characters.item_for(TrayToken("character", character))
    assert item is not None, f"{character} is offered in the tray"
    return panel.tray.characters.visualItemRect(item).center()


def test_a_traveller_dragged_into_a_gap_sits_there_and_ctrl_z_takes_them_out(qtbot: QtBot, session: GameSession) -> None:
    """exile.md test 2 by drag: the Gunslinger (not on the script: listed under "다른 여행자") dropped between
    서준 and 하은 asks for that gap with the Gunslinger preselected; one Ctrl+Z at the window removes the seat, even when the tray's search line had the keys before the drag."""
    asked: list[tuple[str, str, str | None]] = []

    def ask(game: Game, left: str, right: str, preset: str | None) -> TravellerRequest:
        asked.append((game.state.seat(left).name, game.state.seat(right).name, preset))
        return TravellerRequest("나그네", preset or "thief", "evil")

    window, panel = show_panel(qtbot, session, ask_traveller=ask)
    seats = ids(session)
    before_names = [s.name for s in session.state.seats]
    before = len(session.game.events)  # type: ignore[union-attr]
    panel.tray.search.setFocus()
    for key in (Qt.Key.Key_G, Qt.Key.Key_U, Qt.Key.Key_N):  # the Storyteller searched the tray first: the search line has the keys
        QTest.keyClick(window.windowHandle(), key)
    assert panel.tray.search.text() == "gun"
    start = tray_start(panel, "gunslinger")
    drag(qtbot, panel.tray.characters.viewport(), start, panel.view.viewport(), gap_point(panel, seats["서준"], seats["하은"]))
    assert asked == [("서준", "하은", "gunslinger")]
    added = session.game.events[before:]  # type: ignore[union-attr]
    assert [type(e) for e in added] == [SeatAdded, CharacterAssigned]
    assert added[1] == CharacterAssigned(seat=added[0].seat, character="gunslinger", alignment="evil")  # type: ignore[union-attr]
    names = [s.name for s in session.state.seats]
    assert names[names.index("서준") + 1] == "나그네" and names[names.index("나그네") + 1] == "하은"
    assert added[0].seat in panel.scene.seats, "the square shows the new seat"
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [s.name for s in session.state.seats] == before_names


def test_a_traveller_dropped_on_a_seat_changes_that_players_character_as_before(qtbot: QtBot, session: GameSession) -> None:
    """A drop on a seat keeps its meaning (assign the character); nothing is asked."""
    asked: list[str | None] = []
    _, panel = show_panel(qtbot, session, ask_traveller=lambda game, left, right, preset: asked.append(preset))
    seats = ids(session)
    before = len(session.game.events)  # type: ignore[union-attr]
    drag(qtbot, panel.tray.characters.viewport(), tray_start(panel, "beggar"), panel.view.viewport(), seat_point(panel, seats["수아"]))
    assert asked == []
    assert list(session.game.events[before:]) == [CharacterAssigned(seat=seats["수아"], character="beggar", alignment="good")]  # type: ignore[union-attr]


def test_a_traveller_dropped_in_the_middle_or_cancelled_records_nothing(qtbot: QtBot, session: GameSession) -> None:
    """Off the ring nothing is asked; a cancelled dialog records nothing."""
    asked: list[str | None] = []

    def cancel(game: Game, left: str, right: str, preset: str | None) -> None:
        asked.append(preset)

    _, panel = show_panel(qtbot, session, ask_traveller=cancel)
    seats = ids(session)
    before = len(session.game.events)  # type: ignore[union-attr]
    middle = panel.view.mapFromScene(panel.scene.sceneRect().center())
    drag(qtbot, panel.tray.characters.viewport(), tray_start(panel, "judge"), panel.view.viewport(), middle)
    assert asked == []
    drag(qtbot, panel.tray.characters.viewport(), tray_start(panel, "judge"), panel.view.viewport(), gap_point(panel, seats["서준"], seats["하은"]))
    assert asked == ["judge"]
    assert len(session.game.events) == before  # type: ignore[union-attr]


def test_the_gap_under_the_mouse_marks_both_neighbours_while_dragging(qtbot: QtBot, session: GameSession) -> None:
    """While a Traveller token is over a gap, both neighbours are highlighted; over a seat, that seat alone."""
    _, panel = show_panel(qtbot, session, ask_traveller=lambda game, left, right, preset: None)
    seats = ids(session)
    gap = gap_point(panel, seats["서준"], seats["하은"])
    assert panel.scene.gap_at(panel.view.mapToScene(gap)) == (seats["서준"], seats["하은"])
    assert panel.scene.gap_at(panel.view.mapToScene(seat_point(panel, seats["서준"]))) is None, "a seat is not a gap"
    assert panel.scene.gap_at(panel.scene.sceneRect().center()) is None, "the middle is not a gap"
    last, first = session.state.seats[-1].id, session.state.seats[0].id
    assert panel.scene.gap_at(panel.view.mapToScene(gap_point(panel, last, first))) == (last, first), "the gap that closes the circle"
    panel.external.start(TrayToken("character", "judge"))
    panel.external.move(panel.view.viewport().mapToGlobal(gap))
    assert {key for key, item in panel.scene.seats.items() if item.highlighted} == {seats["서준"], seats["하은"]}
    panel.external.move(panel.view.viewport().mapToGlobal(seat_point(panel, seats["수아"])))
    assert {key for key, item in panel.scene.seats.items() if item.highlighted} == {seats["수아"]}
    panel.external.finish(panel.view.viewport().mapToGlobal(QPointF(-5, -5).toPoint()))
    assert not any(item.highlighted for item in panel.scene.seats.values())
