"""Issue 18: the wizard's script page shows the script's house rules (`_meta.bootlegger`) under its summary,
whether or not the Bootlegger is chosen, and nothing for a script without house rules."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.wizard import SetupWizard

WILD = Path(__file__).parents[2] / "data" / "wild" / "sheet_thirty.json"
PLAIN = Path(__file__).parents[2] / "data" / "fabled_script.json"


def test_the_script_page_shows_the_house_rules(qtbot: QtBot, library: Library) -> None:
    wizard = SetupWizard(library, "en", random.Random(3))
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.script_page
    assert page.add_script_file(WILD)
    assert page.house_rules.isVisible()
    assert page.house_rules.text() == (
        "House rules (Bootlegger)\n• Dead players may still nominate once per game.\n"
        "• The Lamplighter counts as a Townsfolk for the Vortox.")
    section = page.fabled
    assert "bootlegger" in page.draft.fabled
    while section.list.count():
        section.list.setCurrentRow(0)
        section.remove_current()
    assert "bootlegger" not in page.draft.fabled
    assert page.house_rules.isVisible() and "• Dead players may still nominate once per game." in page.house_rules.text()
    assert page.add_script_file(PLAIN)
    assert not page.house_rules.isVisible() and page.house_rules.text() == ""


def test_the_script_page_shows_them_in_korean(qtbot: QtBot, library: Library) -> None:
    wizard = SetupWizard(library, "ko", random.Random(3))
    qtbot.addWidget(wizard)
    assert wizard.script_page.add_script_file(WILD)
    assert wizard.script_page.house_rules.text().startswith("집안 규칙 (밀주업자)\n• Dead players")
