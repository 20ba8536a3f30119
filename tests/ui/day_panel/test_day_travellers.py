"""A Traveller seated mid-game on the square, voting, exiled from the day panel; the public window; undo (docs/rules/exile.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QDialog, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import CharacterAssigned, PlayerDied, PublicAct, SeatAdded, SeatRemoved, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.travellers import TravellerDialog
from tests.builders import seat_of, to_phase
from tests.ui.day_panel.day_panel_helpers import Table
from tests.ui.tb_game_helpers import on_next_dialog

TB = ("민수=washerwoman", "지현=poisoner", "서준=fortuneteller", "하은=monk", "도윤=imp", "수아=saint", "지호=virgin")


def tb_day_two(library: Library, folder: Path) -> GameSession:
    """Seven players on Trouble Brewing at day 2, 하은 dead (killed in the night)."""
    game = Game(load_script(paths.resources_dir() / "scripts" / "tb-trouble-brewing.json", library), library)
    from grimoire_app.systems.botc.commands import add_seat, assign_character

    for player in TB:
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    to_phase(game, "night", 2)
    game.record(kill(seat_of(game, "하은"), "demon", "imp"))
    to_phase(game, "day", 2)
    session = GameSession(library)
    session.start(game.script, folder / "tb.grimoire", tuple(game.events))
    return session


def menu_action(t: Table, name: str, object_name: str) -> QAction:
    found = t.square.seat_menu(t.id(name)).findChild(QAction, object_name)
    assert found is not None, object_name
    return found


def fill_dialog(name: str, character: str, alignment: str, seen: list[str]) -> None:
    """Answer the next Traveller dialog: a name, a character by id, an alignment, then Seat."""

    def handle(dialog: QDialog) -> None:
        assert isinstance(dialog, TravellerDialog)
        seen.append(dialog.findChild(QComboBox, "traveller-character").itemText(0))  # type: ignore[union-attr]
        dialog.findChild(QLineEdit, "traveller-name").setText(name)  # type: ignore[union-attr]
        combo = dialog.findChild(QComboBox, "traveller-character")
        combo.setCurrentIndex(combo.findData(character))  # type: ignore[union-attr]
        align = dialog.findChild(QComboBox, "traveller-alignment")
        align.setCurrentIndex(align.findData(alignment))  # type: ignore[union-attr]
        dialog.findChild(QPushButton, "traveller-ok").click()  # type: ignore[union-attr]

    on_next_dialog(handle)


def test_a_traveller_seated_on_day_two_votes_and_is_exiled_and_undo_restores_each_step(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/exile.md: seated between 서준 and 하은 (evil Gunslinger), their hand counts, then exiled by 4 of 8 (dead too)."""
    session = tb_day_two(library, tmp_path)
    t = Table(qtbot, session)
    seen: list[str] = []
    fill_dialog("여행", "gunslinger", "evil", seen)
    menu_action(t, "서준", "seat.traveller.seat").trigger()
    added, assigned = t.game.events[-2:]
    assert isinstance(added, SeatAdded) and isinstance(assigned, CharacterAssigned)
    assert (assigned.character, assigned.alignment) == ("gunslinger", "evil")
    assert [s.name for s in t.game.state.seats] == ["민수", "지현", "서준", "여행", "하은", "도윤", "수아", "지호"]
    assert seen == [library.name(library.get("apprentice"), "ko")], "no Traveller on the TB script: every official one, by id"
    assert "여행자 1/최대 5" in t.square.faces.middle(t.game.state).counts
    traveller_tag = "여행자 · " + library.name(library.get("gunslinger"), "ko")
    assert traveller_tag in t.public.visible_texts()
    t.session.undo()
    assert "여행" not in [s.name for s in t.game.state.seats] and traveller_tag not in t.public.visible_texts()
    t.session.redo()
    assert t.game.state.seat(t.id("여행")).alignment == "evil"

    t.nominate("민수", "도윤")
    t.raise_hands("여행", "서준", "수아")
    t.click("day-confirm")
    vote = t.game.events[-1]
    assert isinstance(vote, VoteRecorded) and t.names(vote.voters) == ("수아", "서준", "여행")
    assert t.panel.today.row_texts() == ["1. 민수 → 도윤: 3표 / 필요 4"], "7 alive (the Traveller counts): 4 needed"

    start = len(t.game.events)
    t.click("day-act-exile")
    t.click_seat("여행")
    t.raise_hands("민수", "하은", "도윤", "지호")
    t.click("day-confirm")
    act, death = t.events_since(start)
    assert isinstance(act, PublicAct) and act.act == "exile" and t.names(act.players) == ("민수", "하은", "도윤", "지호")
    assert isinstance(death, PlayerDied) and death.cause.kind == "exile"
    assert t.game.state.seat(t.id("하은")).ghost_vote, "a dead voter keeps the ghost vote in an exile"
    assert t.game.state.today().execution is None  # type: ignore[union-attr]
    assert "추방: 여행" in t.public.visible_texts()
    t.session.undo()
    assert t.game.state.seat(t.id("여행")).alive and "추방: 여행" not in t.public.visible_texts()
    t.session.redo()

    menu_action(t, "여행", "seat.traveller.leaves").trigger()
    assert isinstance(t.game.events[-1], SeatRemoved) and "여행" not in [s.name for s in t.game.state.seats]
    assert not menu_action(t, "민수", "seat.traveller.leaves").isEnabled()
    t.session.undo()
    assert [s.name for s in t.game.state.seats][3] == "여행"


def test_the_traveller_dialog_in_english_offers_every_traveller_and_waits_for_a_name(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/exile.md Joining: 18 Travellers, both alignments, the count; Seat is disabled until a name is typed."""
    session = tb_day_two(library, tmp_path)
    t = Table(qtbot, session, "en")
    game = t.game
    dialog = TravellerDialog(t.window, game, t.square.faces, t.id("민수"), t.id("지현"))
    qtbot.addWidget(dialog)
    combo = dialog.findChild(QComboBox, "traveller-character")
    assert combo is not None and combo.count() == 18
    assert dialog.windowTitle() == "Seat a Traveller"
    assert not dialog.ok.isEnabled()
    dialog.name.setText("Tom")
    assert dialog.ok.isEnabled() and dialog.request().name == "Tom" and dialog.request().alignment == "good"
