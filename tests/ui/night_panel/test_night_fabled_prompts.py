"""The Angel's and the Buddhist's first-night steps in the night panel (docs/rules/angel.md test 1, buddhist.md test 1)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import FabledAdded
from tests.systems.botc.fabled_prompt_helpers import SEVEN, fabled_table
from tests.ui.night_panel.night_helpers import click_row, settle, show_table, start


def test_the_angel_and_buddhist_steps_show_their_rule_as_the_note(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Night 1 with both in play: each step is listed; clicking it shows the rule (ko), nobody wakes."""
    game = fabled_table(library, "angel", SEVEN, ("night", 1))
    game.record(FabledAdded(character="buddhist"))
    shown = show_table(qtbot, start(library, tmp_path, game), "ko", size=(1366, 740))
    click_row(qtbot, shown.night, "angel")
    assert "보호받음" in shown.night.detail.notes.text() and "천사" in shown.night.detail.notes.text()
    click_row(qtbot, shown.night, "buddhist")
    assert "처음 2분" in shown.night.detail.notes.text()
    settle()


def test_no_angel_step_listed_without_the_angel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/angel.md test 1: without the Angel in play its step is not listed (the script lacks it)."""
    shown = show_table(qtbot, start(library, tmp_path, fabled_table(library, None, SEVEN, ("night", 1))), "en")
    settle()
    assert shown.night.model.row_of("angel") < 0
