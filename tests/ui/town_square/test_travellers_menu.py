"""The seat menu's Traveller actions with the dialog as a seam; the square's Traveller face (docs/rules/exile.md)."""

from __future__ import annotations

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from grimoire_app.systems.botc.events import CharacterAssigned, SeatAdded, SeatRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.travellers import TravellerRequest
from tests.ui.town_square.square_helpers import show_panel


def names(session: GameSession) -> list[str]:
    return [s.name for s in session.state.seats]


def test_seat_a_traveller_here_asks_between_this_seat_and_the_next_and_records_one_undo_step(qtbot: QtBot, session: GameSession) -> None:
    """docs/rules/exile.md test 2: from the last seat, the Traveller sits between it and the first; one undo removes both events."""
    asked: list[tuple[str, str, str | None]] = []

    def ask(game: Game, left: str, right: str, preset: str | None) -> TravellerRequest:
        asked.append((game.state.seat(left).name, game.state.seat(right).name, preset))
        return TravellerRequest("나그네", "thief", "good")

    _, panel = show_panel(qtbot, session, ask_traveller=ask)
    before = names(session)
    last = session.state.seats[-1].id
    menu = panel.seat_menu(last)
    here = menu.findChild(QAction, "seat.traveller.seat")
    assert here is not None and here.text() == "여기에 여행자 앉히기…"
    assert (before[-1], before[0]) == ("지호", "민수")
    assert here.toolTip() == "지호와 민수 사이에 여행자를 앉힙니다 (되돌리기 가능)", "the particle follows 지호 (no final consonant)"
    leaves = menu.findChild(QAction, "seat.traveller.leaves")
    assert leaves is not None and not leaves.isEnabled(), "only a Traveller leaves"
    here.trigger()
    assert asked == [(before[-1], before[0], None)], "the menu preselects no character"
    assert names(session) == before + ["나그네"]
    assert [type(e) for e in session.game.events[-2:]] == [SeatAdded, CharacterAssigned]  # type: ignore[union-attr]
    face = panel.faces.seat(session.state.seats[-1])
    assert face.traveller and face.flipped and face.alignment_mark == "선", "a good Traveller's mark shows too"
    assert "여행자 1/최대 5" in panel.faces.middle(session.state).counts
    session.undo()
    assert names(session) == before


def test_traveller_leaves_removes_the_seat_and_undo_brings_it_back(qtbot: QtBot, session: GameSession) -> None:
    """docs/rules/exile.md test 3: the seat leaves the circle; undo restores it in its place."""
    _, panel = show_panel(qtbot, session, ask_traveller=lambda game, left, right, preset: TravellerRequest("나그네", "beggar", "evil"))
    first = session.state.seats[0].id
    panel.seat_menu(first).findChild(QAction, "seat.traveller.seat").trigger()  # type: ignore[union-attr]
    traveller = session.state.seats[1]
    assert traveller.name == "나그네" and traveller.alignment == "evil"
    leaves = panel.seat_menu(traveller.id).findChild(QAction, "seat.traveller.leaves")
    assert leaves is not None and leaves.isEnabled() and leaves.text() == "여행자 떠남"
    leaves.trigger()
    assert isinstance(session.game.events[-1], SeatRemoved) and "나그네" not in names(session)  # type: ignore[union-attr]
    session.undo()
    assert names(session)[1] == "나그네"


def test_a_cancelled_dialog_records_nothing(qtbot: QtBot, session: GameSession) -> None:
    """The Storyteller may cancel: no event."""
    _, panel = show_panel(qtbot, session, ask_traveller=lambda game, left, right, preset: None)
    count = len(session.game.events)  # type: ignore[union-attr]
    panel.seat_menu(session.state.seats[0].id).findChild(QAction, "seat.traveller.seat").trigger()  # type: ignore[union-attr]
    assert len(session.game.events) == count  # type: ignore[union-attr]
