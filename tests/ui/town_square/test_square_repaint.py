"""The square repaints what changed (issue 20: recording at night repainted the whole square after every event). After
each recorded event, the scene's changed regions must cover every item that shows something new; a new layout (a
seat added) repaints the whole square, felt included; an event that changes nothing on the square repaints none of it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, kill, place_reminder
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import Event, NightChoice
from grimoire_app.systems.botc.tonight import advance_events, tonight_sheet
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.scene import TownSquareScene
from tests.conftest import seed_script


def _window(qtbot: QtBot, library: Library, tmp_path: Path) -> tuple[MainWindow, GameSession]:
    game = demo_game(seed_script(library, "000"), library, 10, 3, 2)
    session = GameSession(library)
    session.start(game.script, tmp_path / "demo.grimoire", tuple(game.events))
    window = MainWindow(library, "en", session)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window, session


def _repainted(qtbot: QtBot, scene: TownSquareScene, session: GameSession, event: Event) -> list[QRectF]:
    """Record the event and return the scene rectangles reported changed once the event loop has run."""
    regions: list[QRectF] = []
    scene.changed.connect(regions.extend)
    qtbot.wait(1)
    regions.clear()
    session.record(event, override=True)
    qtbot.wait(5)
    scene.changed.disconnect(regions.extend)
    return regions


def _covered(regions: list[QRectF], rect: QRectF) -> bool:
    united = QRectF()
    for region in regions:
        united = united.united(region)
    return bool(regions) and united.adjusted(-1, -1, 1, 1).contains(rect)


def test_a_placed_reminder_a_death_and_an_added_seat_repaint_what_they_change(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, session = _window(qtbot, library, tmp_path)
    scene = window.square.scene
    seats = [seat for seat in session.state.seats if seat.character is not None]
    first, second = seats[0], seats[1]
    assert first.character is not None

    before = set(scene.reminders)
    regions = _repainted(qtbot, scene, session, place_reminder(session.state, second.id, first.character, "Poisoned"))
    (placed,) = set(scene.reminders) - before
    assert _covered(regions, scene.reminders[placed].sceneBoundingRect())

    regions = _repainted(qtbot, scene, session, kill(second.id))
    assert not scene.seats[second.id].face.alive
    assert _covered(regions, scene.seats[second.id].sceneBoundingRect())

    regions = _repainted(qtbot, scene, session, add_seat(session.state, "Newcomer"))
    assert _covered(regions, scene.sceneRect())  # a new layout: the felt and every seat


def test_an_event_that_changes_nothing_on_the_square_repaints_none_of_it(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A night choice at night (the bench's event) changes no seat, reminder or middle."""
    window, session = _window(qtbot, library, tmp_path)
    scene = window.square.scene
    assert session.game is not None
    session.record_many(list(advance_events(session.game)), override=True)  # the next night begins
    qtbot.wait(5)
    step = next(s for s in tonight_sheet(session.game) if s.status == "wakes" and s.chooser and s.choose.players)
    chooser = session.state.seat(step.chooser or "")
    others = tuple(seat.id for seat in session.state.seats if seat.id != chooser.id and seat.character)
    drawn = {key: item.face for key, item in scene.seats.items()}
    regions = _repainted(qtbot, scene, session, NightChoice(seat=chooser.id, character=step.id, players=others[: step.choose.players]))
    assert {key: item.face for key, item in scene.seats.items()} == drawn
    assert not _covered(regions, scene.sceneRect())
