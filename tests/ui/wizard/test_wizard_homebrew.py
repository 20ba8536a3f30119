"""The wizard with homebrew specials (issue 18; docs/rules/homebrew-specials.md test 8)."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QListWidget, QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.setup import check_setup
from grimoire_app.ui.wizard import SetupWizard

WILD = Path(__file__).parents[2] / "data" / "wild"
TEN = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우", "시우", "하린"]


def pick_page(qtbot: QtBot, library: Library, script: str, names: list[str], lang: str = "en") -> SetupWizard:
    view = SetupWizard(library, lang, random.Random(3))  # type: ignore[arg-type]
    qtbot.addWidget(view)
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    assert view.script_page.add_script_file(WILD / script)
    qtbot.mouseClick(view.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    view.players_page.set_names(names)
    qtbot.mouseClick(view.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert view.currentPage() is view.pick_page
    return view


def check(lists: dict[Team, QListWidget], wanted: list[str]) -> None:
    for widget in lists.values():
        for row in range(widget.count()):
            item = widget.item(row)
            if item.data(Qt.ItemDataRole.UserRole) in wanted:
                item.setCheckState(Qt.CheckState.Checked)


def test_a_repeatable_minion_ticked_once_fills_every_minion_seat(qtbot: QtBot, library: Library) -> None:
    """docs/rules/homebrew-specials.md test 8: 10 players, Mob Member ticked once: Minions 2/2, complete, 2 dealt."""
    view = pick_page(qtbot, library, "homebrew-mob-rule.json", TEN)
    page = view.pick_page
    assert page.homebrew.isVisibleTo(page)
    assert page.homebrew.text() == "Mob Member may be dealt more than once: copies fill the remaining Minions seats"
    check(page.lists, ["washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker", "imp"])
    assert page.count_labels[Team.MINION].text().endswith("0/2")
    assert not page.isComplete()
    check(page.lists, ["mobmember"])
    assert page.count_labels[Team.MINION].text().endswith("2/2")
    assert page.isComplete(), page.feedback.text()
    qtbot.mouseClick(view.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    setup = view.draft.setup
    assert setup is not None
    assert Counter(seat.character for seat in setup.seats)["mobmember"] == 2
    assert check_setup(view.script, library, setup) == []


def test_the_pick_page_names_bag_disabled_and_the_deal_page_shows_the_replaced_character(qtbot: QtBot, library: Library) -> None:
    """docs/rules/homebrew-specials.md tests 3, 4, 6: the notes on the pick page; the Impostor seat shows the Chef."""
    view = pick_page(qtbot, library, "homebrew-specials.json", TEN[:9])
    page = view.pick_page
    assert "Lamplighter is never drawn at random: the Storyteller adds it" in page.homebrew.text()
    check(page.lists, ["washerwoman", "librarian", "investigator", "empath", "tidewatcher", "impostor", "butler", "poisoner", "imp"])
    assert "Tidewatcher (homebrew): characters are handed out in a special way" in page.homebrew.text()
    assert page.isComplete(), page.feedback.text()
    qtbot.mouseClick(view.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    setup = view.draft.setup
    assert setup is not None
    (impostor,) = setup.seats_of("impostor")
    combo = view.deal_page.table.cellWidget(impostor.index, 2)
    assert isinstance(combo, QComboBox)
    assert combo.currentText() == "Chef" and not combo.isEnabled()
    assert check_setup(view.script, library, setup) == []
