"""Issue 18 (and issue 19's 40-line error box): opening a script shows its warnings or problems in a dialog
that fits a 1366×768 screen, scrolls, and names the file once, never on every line."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library, ScriptError, load_script
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.script_report_dialog import ScriptReportDialog, show_script_errors
from grimoire_app.ui.wizard import SetupWizard
from tests.conftest import DATA

WILD = DATA / "wild"
LAPTOP = QRect(0, 0, 1366, 768)


@pytest.fixture
def window(qtbot: QtBot, library: Library) -> MainWindow:
    view = MainWindow(library)
    qtbot.addWidget(view)
    return view


def forty_problems(tmp_path: Path) -> Path:
    path = tmp_path / "a-long-folder-name" / "forty.json"
    path.parent.mkdir()
    path.write_text(json.dumps(["chef", *[f"nosuchcharacter{n}" for n in range(40)]]), encoding="utf-8")
    return path


def test_forty_problems_fit_a_laptop_screen_with_ok_on_screen_and_the_list_scrolling(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    path = forty_problems(tmp_path)
    with pytest.raises(ScriptError) as caught:
        load_script(path, library)
    dialog = show_script_errors(None, caught.value, "en")
    qtbot.addWidget(dialog)
    dialog.fit_within(LAPTOP)
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 768 * 0.85 and dialog.width() <= 1366
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isVisible() and dialog.rect().contains(ok.geometry().translated(dialog.buttons.pos()))
    assert dialog.view.verticalScrollBar().maximum() > 0
    assert len(dialog.lines) == 40 and all(str(path) not in line for line in dialog.lines)
    assert dialog.lines[0] == "entry 1 (id 'nosuchcharacter0'): unknown character id: not an official character and not defined in this script"
    assert dialog.heading.text() == "forty.json: this script cannot be opened (40 problems)."
    ok.click()
    assert not dialog.isVisible()


def test_a_wild_script_opens_in_the_script_tab_with_its_warnings_listed_once(window: MainWindow) -> None:
    assert window.open_script(WILD / "unknown_fields.json")
    dialogs = window.findChildren(ScriptReportDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible() and len(dialogs[0].lines) == 5
    assert dialogs[0].heading.text().startswith("unknown_fields.json: ") and str(WILD) not in dialogs[0].heading.text()
    assert dialogs[0].lines[0] == "대본 형식에 없는 필드 attribution은(는) 무시했습니다: lamplighter"
    assert dialogs[0].windowTitle() == "대본 경고"


def test_a_clean_script_opens_without_a_dialog(window: MainWindow) -> None:
    assert window.open_script(DATA / "homebrew.json")
    assert window.findChildren(ScriptReportDialog) == []


def test_the_korean_locale_file_shows_its_own_texts_on_the_script_tab(window: MainWindow) -> None:
    """ko_KR_ ids: the file's Korean ability on the Korean sheet, the official night order on the night sheet."""
    assert window.open_script(WILD / "ko_tb_locale_ids.json")
    sheet = window.sheets.character_sheet.toPlainText()
    assert "첫 밤에 두 사람 중 한 명이 어떤 마을주민인지 알게 된다." in sheet and "ko_KR" not in sheet
    first = window.sheets.first_night_sheet.toPlainText()
    assert first.index("하수인 정보") < first.index("독살범") < first.index("세탁부")
    assert "항목 22개는" in window.findChildren(ScriptReportDialog)[0].lines[0]


def opened_wizard(qtbot: QtBot, library: Library) -> SetupWizard:
    wizard = SetupWizard(library, "en", random.Random(3))
    qtbot.addWidget(wizard)
    return wizard


def test_the_wizard_opens_a_wild_script_with_its_warnings_and_a_one_line_note(qtbot: QtBot, library: Library) -> None:
    wizard = opened_wizard(qtbot, library)
    page = wizard.script_page
    assert page.add_script_file(WILD / "traveler_spelling.json")
    assert page.report is not None and page.report.lines == (
        "A team spelled as other tools write it was read as traveler → traveller: wandering_bard",
    )
    assert page.error.text() == "1 warnings: parts were read leniently."
    assert wizard.draft.script is not None and wizard.draft.script.character("wandering_bard") is not None


def test_the_wizard_shows_an_unplayable_script_in_the_dialog_and_one_line_on_the_page(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    wizard = opened_wizard(qtbot, library)
    page = wizard.script_page
    assert not page.add_script_file(forty_problems(tmp_path))
    assert page.error.text() == "forty.json: cannot be opened (40 problems)."
    assert page.report is not None and len(page.report.lines) == 40
    page.report.fit_within(LAPTOP)
    assert page.report.height() <= 768 * 0.85
