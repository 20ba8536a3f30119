"""The characters page offers the Sentinel's -1/+0/+1 Outsider when the Sentinel is chosen (docs/rules/sentinel.md)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.ui.character_picker import CharacterChoice
from grimoire_app.ui.wizard import SetupWizard

NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준"]


def pick_page(qtbot: QtBot, library: Library, sentinel: bool) -> SetupWizard:
    view = SetupWizard(library, "en", random.Random(3))
    qtbot.addWidget(view)
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    combo = view.script_page.combo
    combo.setCurrentIndex(next(i for i in range(combo.count()) if "tb-" in str(combo.itemData(i))))
    if sentinel:
        section = view.script_page.fabled
        section.pick = lambda title, candidates: CharacterChoice("sentinel")
        qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)
        assert view.draft.fabled == ["sentinel"]
    qtbot.mouseClick(view.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    view.players_page.set_names(NAMES)
    qtbot.mouseClick(view.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert view.currentPage() is view.pick_page
    return view


def test_the_sentinel_choice_moves_the_outsider_target(qtbot: QtBot, library: Library) -> None:
    """docs/rules/sentinel.md test 7: 7 players; +1 makes the Outsider target 1, -1 is a problem, +0 is the base row."""
    view = pick_page(qtbot, library, sentinel=True)
    page = view.pick_page
    assert page.sentinel.isVisibleTo(page) and page.sentinel_label.isVisibleTo(page)
    assert page.sentinel.currentText() == "+0" and page.sentinel_label.text() == "Sentinel: Outsiders"
    assert page.count_labels[Team.OUTSIDER].text() == "Outsiders 0/0"
    page.sentinel.setFocus()
    qtbot.keyClick(page.sentinel, Qt.Key.Key_Down)
    qtbot.keyClick(page.sentinel, Qt.Key.Key_Down)
    assert page.sentinel.currentData() == 1
    assert view.draft.choices.sentinel_outsiders == 1
    assert page.count_labels[Team.OUTSIDER].text() == "Outsiders 0/1"
    assert page.count_labels[Team.TOWNSFOLK].text() == "Townsfolk 0/4"
    qtbot.keyClick(page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert page.isComplete(), page.feedback.text()
    outsiders = [c for c in view.draft.bag if (found := view.draft.script.character(c)) and found.team == Team.OUTSIDER]  # type: ignore[union-attr]
    assert len(outsiders) == (3 if "baron" in view.draft.bag else 1)
    page.sentinel.setCurrentIndex(1)  # -1
    page._set_bag([])
    assert "Outsider" in page.feedback.text() and not page.isComplete()


def test_without_the_sentinel_the_choice_is_hidden(qtbot: QtBot, library: Library) -> None:
    """docs/rules/sentinel.md test 7: no Sentinel in play → no choice, the base row's target, no Sentinel choice recorded."""
    view = pick_page(qtbot, library, sentinel=False)
    page = view.pick_page
    assert not page.sentinel.isVisibleTo(page)
    assert view.draft.choices.sentinel_outsiders is None
    assert page.count_labels[Team.OUTSIDER].text() == "Outsiders 0/0"
