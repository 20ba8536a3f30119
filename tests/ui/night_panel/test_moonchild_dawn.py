"""The night panel's dawn step records the choice of a Moonchild that died tonight (docs/rules/moonchild.md test 7)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import ReminderPlaced
from tests.builders import seat_of
from tests.systems.botc.bmr_evil_helpers import bmr_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, die
from tests.ui.night_panel.night_helpers import buttons, click, click_row, events_since, settle, show_table, start

EIGHT = ("A=lunatic:pukka", "B=godfather", "C=pukka", "D=courtier", "E=tinker", "F=chambermaid", "G=moonchild", "H=gossip")


def test_dawn_step_records_the_moonchilds_choice_and_undo_takes_it_back(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/moonchild.md test 7 in the panel: night 2 G died; at dawn pick D with the keyboard and Record: DEAD on D."""
    game = advance_to(bmr_game(library, *EIGHT), "night", 2)
    die(game, "G", "demon", "pukka")
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, "ko", size=(1366, 740))
    box = shown.night.moonchild
    click_row(qtbot, shown.night, "pukka")
    assert not box.isVisible()
    click_row(qtbot, shown.night, "dawn")
    assert box.isVisible() and box.title() == "달의 자손의 선택"
    pick = box.findChild(QComboBox, "night-moonchild-pick")
    d = seat_of(game, "D")
    assert pick is not None and pick.count() == 7 and pick.toolTip().startswith("고른 사람에게")
    pick.setFocus()
    while pick.currentData() != d:
        qtbot.keyClick(pick, Qt.Key.Key_Down)
    settle()
    shown.night.window().grab().save(str(tmp_path / "moonchild.png"))
    box.grab().save(str(tmp_path / "moonchild-box.png"))
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, buttons(shown.night, "night-moonchild-record")[0])
    (placed,) = events_since(session, before)
    assert isinstance(placed, ReminderPlaced) and (placed.seat, placed.character, placed.token) == (d, "moonchild", "Dead")
    settle()
    chosen = box.findChild(QLabel, "night-moonchild-chosen")
    assert chosen is not None and chosen.text() == "G의 선택: D (죽음 표시를 놓음)"
    assert not buttons(shown.night, "night-moonchild-record")
    session.undo()
    settle()
    assert len(buttons(shown.night, "night-moonchild-record")) == 1
