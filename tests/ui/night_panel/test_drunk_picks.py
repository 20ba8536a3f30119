"""The night panel lets the Storyteller say who the Sailor's or the Innkeeper's choice makes drunk (docs/rules/sailor.md, innkeeper.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightChoice, ReminderPlaced
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.tonight.tonight_helpers import advance_to
from tests.ui.night_panel.night_helpers import click, click_row, click_seat, events_since, settle, show_table, start

PLAYERS = ("A=sailor", "B=chambermaid", "C=innkeeper", "D=exorcist", "E=po", "F=assassin", "G=fool")


def test_sailor_step_offers_the_chosen_player_first_and_records_drunk_on_the_sailor(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/sailor.md test 2 in the panel: night 1 A chooses B; the list preselects B; picking A puts DRUNK on A."""
    game = advance_to(bmr_table(library, *PLAYERS), "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, "ko", size=(1366, 740))
    click_row(qtbot, shown.night, "sailor")
    box = shown.night.choice
    assert not box.drunk.isVisible()
    sailor, target = seat_of(game, "A"), seat_of(game, "B")
    click_seat(qtbot, shown.square, target)
    assert box.drunk.isVisible() and box.drunk_label.text() == "취하는 사람:"
    assert [box.drunk.itemData(i) for i in range(box.drunk.count())] == [target, sailor]
    assert box.drunk.currentText().endswith("(기본)") and box.drunk.toolTip().startswith("이 선택으로")
    settle()
    shown.night.window().grab().save(str(tmp_path / "sailor.png"))
    box.grab().save(str(tmp_path / "sailor-box.png"))
    box.drunk.setFocus()
    qtbot.keyClick(box.drunk, Qt.Key.Key_Down)
    assert shown.night.drunk == sailor
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, box.record)
    choice, drunk = events_since(session, before)
    assert isinstance(choice, NightChoice) and choice.players == (target,)
    assert isinstance(drunk, ReminderPlaced) and (drunk.seat, drunk.character, drunk.token) == (sailor, "sailor", "Drunk")
    session.undo()
    assert not any(isinstance(e, NightChoice) and e.character == "sailor" for e in session.game.events)  # type: ignore[union-attr]


def test_innkeeper_step_records_drunk_on_the_second_chosen_when_picked(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/innkeeper.md tests 1-2 in the panel: night 2 C chooses G then B; default G; picking B puts DRUNK on B."""
    game = advance_to(bmr_table(library, *PLAYERS), "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    click_row(qtbot, shown.night, "innkeeper")
    box = shown.night.choice
    g, b = seat_of(game, "G"), seat_of(game, "B")
    click_seat(qtbot, shown.square, g)
    assert not box.drunk.isVisible()
    click_seat(qtbot, shown.square, b)
    assert [box.drunk.itemData(i) for i in range(box.drunk.count())] == [g, b] and box.drunk.currentData() == g
    assert box.drunk_label.text() == "Made drunk:" and box.drunk.currentText().endswith("(default)")
    box.drunk.setFocus()
    qtbot.keyClick(box.drunk, Qt.Key.Key_Down)
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, box.record)
    placed = [(e.seat, e.token) for e in events_since(session, before) if isinstance(e, ReminderPlaced)]
    assert sorted(placed) == sorted([(g, "Safe"), (b, "Safe"), (b, "Drunk")])
