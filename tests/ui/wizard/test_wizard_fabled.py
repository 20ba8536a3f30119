"""The wizard's "Fabled and Loric" section (docs/rules/fabled-loric.md): pre-filled from the script, edited, put in play."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import FabledAdded, PhaseAdvanced
from grimoire_app.ui.character_picker import CharacterChoice
from grimoire_app.ui.wizard import SetupWizard

SCRIPT = Path(__file__).parents[2] / "data" / "fabled_script.json"
NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준"]


def listed(wizard: SetupWizard) -> list[str]:
    rows = wizard.script_page.fabled.list
    return [rows.item(i).data(Qt.ItemDataRole.UserRole) for i in range(rows.count())]


def test_the_section_is_pre_filled_from_the_script_and_its_choice_is_put_in_play(qtbot: QtBot, library: Library) -> None:
    """docs/rules/fabled-loric.md test 9: a script naming three Fabled/Loric; the Djinn added, the Storm Catcher removed."""
    wizard = SetupWizard(library, "en", random.Random(3))
    qtbot.addWidget(wizard)
    with qtbot.waitActive(wizard):
        wizard.show()
        wizard.activateWindow()
    section = wizard.script_page.fabled
    assert listed(wizard) == []  # Trouble Brewing names none
    assert wizard.script_page.add_script_file(SCRIPT)
    assert listed(wizard) == ["sentinel", "spiritofivory", "stormcatcher"]
    assert section.list.item(0).text() == "Sentinel · 보초"
    assert "Outsider" in section.notes.text() and "evil" in section.notes.text()
    offered: list[list[str]] = []

    def pick(title: str, candidates: list[str]) -> CharacterChoice:
        offered.append(candidates)
        return CharacterChoice("djinn")

    section.pick = pick
    qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)
    assert "sentinel" not in offered[0] and offered[0][0] == "angel"
    section.list.setCurrentRow(2)
    qtbot.mouseClick(section.remove_button, Qt.MouseButton.LeftButton)
    assert wizard.draft.fabled == ["sentinel", "spiritofivory", "djinn"] == listed(wizard)

    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    QGuiApplication.clipboard().setText("\n".join(NAMES))
    qtbot.mouseClick(wizard.players_page.paste, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    qtbot.keyClick(wizard.pick_page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert wizard.pick_page.isComplete(), wizard.pick_page.feedback.text()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    events = wizard.events()
    assert [e.character for e in events if isinstance(e, FabledAdded)] == ["sentinel", "spiritofivory", "djinn"]
    assert isinstance(events[-1], PhaseAdvanced)


def test_choosing_another_script_starts_over_from_its_entries(qtbot: QtBot, library: Library) -> None:
    wizard = SetupWizard(library, "ko", random.Random(3))
    qtbot.addWidget(wizard)
    assert wizard.script_page.add_script_file(SCRIPT)
    assert wizard.script_page.fabled.list.item(0).text() == "보초 · Sentinel"
    wizard.script_page.combo.setCurrentIndex(0)
    assert wizard.draft.fabled == [] and listed(wizard) == []
