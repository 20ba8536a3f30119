"""The wizard's drop-downs survive their own choice (issue 19: the intermittent crash in a wizard combo click).

A choice in a bluff drop-down or a reminder's seat drop-down used to rebuild every row, deleting the very drop-down
whose click was still being handled (QFormLayout.removeRow deletes at once). Rows are now made only when their
number changes, and a choice updates them in place.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from tests.ui.tb_game_helpers import choose_in_combo
from tests.ui.wizard.wizard_walk import open_wizard, walk_to


def test_a_bluff_choice_keeps_the_drop_downs(qtbot: QtBot, library: Library) -> None:
    wizard = open_wizard(qtbot, library, "tb")
    page = walk_to(qtbot, wizard, 8, "bluffs")
    combos = list(wizard.bluffs_page.combos)
    assert len(combos) == 3 and page is wizard.bluffs_page
    first = combos[0]
    other = next(first.itemData(i) for i in range(first.count()) if first.itemData(i) not in wizard.draft.setup.bluffs)  # type: ignore[union-attr]
    choose_in_combo(qtbot, first, other)
    assert wizard.draft.setup.bluffs[0] == other  # type: ignore[union-attr]
    assert wizard.bluffs_page.combos == combos and first.currentData() == other


def test_a_reminder_seat_choice_keeps_the_drop_downs(qtbot: QtBot, library: Library) -> None:
    wizard = open_wizard(qtbot, library, "tb")
    walk_to(qtbot, wizard, 8, "pick")
    wizard.pick_page._set_bag(["washerwoman", "librarian", "investigator", "chef", "empath", "butler", "poisoner", "imp"])
    walk_to(qtbot, wizard, 8, "prepare")
    table = wizard.prepare_page.table
    setup = wizard.draft.setup
    assert setup is not None and setup.reminders, "the Washerwoman, Librarian and Investigator place reminders"
    combos = [table.cellWidget(row, 1) for row in range(table.rowCount())]
    target = (setup.reminders[0].seat + 1) % len(setup.seats)
    choose_in_combo(qtbot, combos[0], target)  # type: ignore[arg-type]
    assert wizard.draft.setup.reminders[0].seat == target  # type: ignore[union-attr]
    assert [table.cellWidget(row, 1) for row in range(table.rowCount())] == combos
