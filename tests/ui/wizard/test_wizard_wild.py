"""Issue 18: a Korean community file with ko_KR_ ids goes through the wizard like Trouble Brewing: the
warnings dialog is read and closed, the deal follows the official setup rules, the game holds official ids."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import CharacterAssigned
from grimoire_app.systems.botc.setup.check import check_setup
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.wizard import SetupWizard
from tests.conftest import DATA

NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우", "하준", "수아"]


def click(qtbot: QtBot, wizard: SetupWizard, which: QWizard.WizardButton) -> None:
    button = wizard.button(which)
    assert button.isEnabled(), wizard.currentPage().title()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_korean_locale_file_deals_and_starts_a_game_with_official_ids(qtbot: QtBot, library: Library) -> None:
    wizard = SetupWizard(library, "ko", random.Random(5))  # this seed deals a Baron
    qtbot.addWidget(wizard)
    with qtbot.waitActive(wizard):
        wizard.show()
        wizard.activateWindow()
    assert wizard.script_page.add_script_file(DATA / "wild" / "ko_tb_locale_ids.json")
    report = wizard.script_page.report
    assert report is not None and report.isVisible() and report.lines[0].startswith("항목 22개는 지역 접두사가 붙은 공식 캐릭터입니다.")
    qtbot.mouseClick(report.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert not report.isVisible()
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    QGuiApplication.clipboard().setText("\n".join(NAMES))
    qtbot.mouseClick(wizard.players_page.paste, Qt.MouseButton.LeftButton)
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    qtbot.keyClick(wizard.pick_page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert wizard.pick_page.isComplete(), wizard.pick_page.feedback.text()
    for _ in range(3):
        click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentPage() is wizard.prepare_page
    setup = wizard.draft.setup
    assert setup is not None and check_setup(wizard.script, library, setup) == []
    outsiders = sum(1 for seat in setup.seats if seat.character and library.get(seat.character).team == "outsider")
    assert "baron" in setup.in_play and outsiders == setup.counts.outsider == setup.base.outsider + 2
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    window = MainWindow(library)
    qtbot.addWidget(window)
    assert window.start_new_game(wizard.script, wizard.events())
    assigned = [e.character for e in window.session.game.events if isinstance(e, CharacterAssigned)]  # type: ignore[union-attr]
    assert len(assigned) == 10 and all(character in wizard.script.ids and not character.startswith("ko") for character in assigned)
