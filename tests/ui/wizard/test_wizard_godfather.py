"""The characters page offers the Godfather's -1 or +1 Outsider (issue 16), with live counts."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.setup import check_setup
from grimoire_app.ui.wizard import SetupWizard

NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우"]
BAG = ["godfather", "po", "sailor", "chambermaid", "exorcist", "innkeeper", "gambler", "tinker"]


def shown(qtbot: QtBot, library: Library, lang: str) -> SetupWizard:
    view = SetupWizard(library, lang, random.Random(3))  # type: ignore[arg-type]
    qtbot.addWidget(view)
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    return view


def bmr_pick_page(qtbot: QtBot, library: Library, names: list[str]) -> SetupWizard:
    view = shown(qtbot, library, "ko")
    combo = view.script_page.combo
    combo.setCurrentIndex(next(i for i in range(combo.count()) if Path(combo.itemData(i)).name.startswith("bmr")))
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


def test_the_godfather_choice_changes_the_outsider_target_and_reaches_the_setup(qtbot: QtBot, library: Library) -> None:
    """docs/rules/godfather.md (Setup): 8 players = 5/1/1/1; -1 gives 0 Outsiders, +1 gives 2, chosen with the keyboard."""
    view = bmr_pick_page(qtbot, library, NAMES)
    page = view.pick_page
    combo = page.godfather
    assert combo.isVisibleTo(page) and page.godfather_label.isVisibleTo(page)
    assert combo.currentText() == "−1" and combo.toolTip().startswith("대부가 있으면")
    assert page.count_labels[Team.OUTSIDER].text() == "외지인 0/1"
    check(page.lists, BAG)
    assert page.count_labels[Team.OUTSIDER].text() == "외지인 1/0"
    assert page.count_labels[Team.TOWNSFOLK].text() == "마을주민 5/6"
    assert not page.isComplete()
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == "+1" and view.draft.choices.godfather_extra_outsider is True
    assert page.count_labels[Team.OUTSIDER].text() == "외지인 1/2"
    for widget in page.lists.values():
        for row in range(widget.count()):
            if widget.item(row).data(Qt.ItemDataRole.UserRole) in ("chambermaid",):
                widget.item(row).setCheckState(Qt.CheckState.Unchecked)
    check(page.lists, ["lunatic"])
    assert page.count_labels[Team.OUTSIDER].text() == "외지인 2/2", page.feedback.text()
    assert page.isComplete(), page.feedback.text()
    qtbot.mouseClick(view.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    setup = view.draft.setup
    assert setup is not None and setup.choices.godfather_extra_outsider is True
    assert check_setup(view.script, library, setup) == []
    view.grab().save("/tmp/uic/wizard-deal-godfather.png")


def test_five_players_default_to_plus_one_and_a_script_without_godfather_hides_it(qtbot: QtBot, library: Library) -> None:
    """docs/rules/godfather.md (Setup): 5 players have no Outsider to remove, so +1 is preselected."""
    view = bmr_pick_page(qtbot, library, NAMES[:5])
    assert view.pick_page.godfather.currentText() == "+1"
    assert view.pick_page.choices().godfather_extra_outsider is True
    tb = shown(qtbot, library, "en")
    qtbot.mouseClick(tb.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    tb.players_page.set_names(NAMES)
    qtbot.mouseClick(tb.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert not tb.pick_page.godfather.isVisibleTo(tb.pick_page)
    assert tb.pick_page.choices().godfather_extra_outsider is None
