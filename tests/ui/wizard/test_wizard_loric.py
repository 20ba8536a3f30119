"""The Loric in the wizard's "Fabled and Loric" section: the Storm Catcher's named character, the setup notes.

docs/rules/stormcatcher.md test 7, docs/rules/gardener.md test 2.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import CharacterAssigned, FabledAdded, ReminderPlaced
from grimoire_app.ui.character_picker import CharacterChoice
from grimoire_app.ui.wizard import SetupWizard

SCRIPT = Path(__file__).parents[2] / "data" / "fabled_script.json"
NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준"]


def opened(qtbot: QtBot, library: Library, lang: str = "en") -> SetupWizard:
    wizard = SetupWizard(library, lang, random.Random(3))  # type: ignore[arg-type]
    qtbot.addWidget(wizard)
    with qtbot.waitActive(wizard):
        wizard.show()
        wizard.activateWindow()
    assert wizard.script_page.add_script_file(SCRIPT)
    return wizard


def deal(qtbot: QtBot, wizard: SetupWizard) -> None:
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    QGuiApplication.clipboard().setText("\n".join(NAMES))
    qtbot.mouseClick(wizard.players_page.paste, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    qtbot.keyClick(wizard.pick_page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert wizard.pick_page.isComplete(), wizard.pick_page.feedback.text()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)


def test_the_storm_catcher_names_a_character_the_deal_puts_in_play_and_marks(qtbot: QtBot, library: Library) -> None:
    """docs/rules/stormcatcher.md test 7: the Storm Catcher chosen, the Slayer named, a random bag → in play naming
    the Slayer, STORMCAUGHT by the Slayer's seat."""
    wizard = opened(qtbot, library)
    section = wizard.script_page.fabled
    choice = section.stormcatcher
    assert not choice.isHidden() and choice.combo.itemData(0) is None
    assert choice.combo.itemText(0) == "(decide at night)" and choice.combo.findData("slayer") > 0
    assert choice.combo.findData("imp") == -1
    choice.combo.setCurrentIndex(choice.combo.findData("slayer"))
    choice.combo.activated.emit(choice.combo.currentIndex())  # what a click in the open list sends
    assert wizard.draft.loric_names == {"stormcatcher": "slayer"}
    deal(qtbot, wizard)
    assert wizard.draft.setup is not None and "slayer" in wizard.draft.bag
    dealt = "slayer"
    events = wizard.events()
    assert FabledAdded(character="stormcatcher", names=dealt) in events
    [marked] = [e for e in events if isinstance(e, ReminderPlaced) and e.character == "stormcatcher"]
    assert marked.token == "Stormcaught"
    assigned = next(e for e in events if isinstance(e, CharacterAssigned) and e.character == dealt)
    assert marked.seat == assigned.seat


def test_removing_the_storm_catcher_hides_its_choice_and_drops_the_name(qtbot: QtBot, library: Library) -> None:
    """docs/rules/stormcatcher.md Setup: the name goes only on a Storm Catcher that is put in play."""
    wizard = opened(qtbot, library)
    section = wizard.script_page.fabled
    section.stormcatcher.choose("slayer")
    section.list.setCurrentRow(2)
    qtbot.mouseClick(section.remove_button, Qt.MouseButton.LeftButton)
    assert wizard.draft.fabled == ["sentinel", "spiritofivory"] and section.stormcatcher.isHidden()
    deal(qtbot, wizard)
    assert not [e for e in wizard.events() if isinstance(e, FabledAdded) and e.names]


def test_the_gardener_note_is_shown_when_chosen(qtbot: QtBot, library: Library) -> None:
    """docs/rules/gardener.md test 2: the Gardener added → its note (ko) in the section; the Storm Catcher's note too."""
    wizard = opened(qtbot, library, "ko")
    section = wizard.script_page.fabled
    assert "폭풍 부르미" in section.notes.text() and "정원사" not in section.notes.text()
    section.pick = lambda title, candidates: CharacterChoice("gardener")
    qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)
    assert "정원사: 무작위로 나누지 말고" in section.notes.text()
