"""Walk the setup wizard to a page: a script (bundled by its file-name prefix, or a file), names, a random pick.

`open_wizard` shows a Korean wizard on a script; `walk_to(wizard, names, page)` clicks Next up to that page,
filling the players page with the first `names` and picking the characters at random (Ctrl+R) on the way unless
the characters page is complete already.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard, QWizardPage
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.wizard import SetupWizard

NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우", "수아", "하준", "유나", "시우", "다은", "건우", "채원",
         "민재", "소율", "태윤", "지안", "은우"]
PAGES = ("script", "players", "pick", "deal", "bluffs", "prepare")


def open_wizard(qtbot: QtBot, library: Library, script: str | Path, seed: int = 8) -> SetupWizard:
    """Return a shown Korean wizard on a bundled script (file-name prefix, e.g. "000") or a script file."""
    wizard = SetupWizard(library, "ko", random.Random(seed))
    qtbot.addWidget(wizard)
    with qtbot.waitActive(wizard):
        wizard.show()
        wizard.activateWindow()
    if isinstance(script, Path):
        assert wizard.script_page.add_script_file(script)
        if wizard.script_page.report is not None:
            wizard.script_page.report.close()
    else:
        combo = wizard.script_page.combo
        combo.setCurrentIndex(next(i for i in range(combo.count()) if Path(combo.itemData(i)).name.startswith(script)))
    return wizard


def page_of(wizard: SetupWizard, name: str) -> QWizardPage:
    """Return one of the wizard's pages by its PAGES name."""
    page: QWizardPage = getattr(wizard, f"{name}_page")
    return page


def walk_to(qtbot: QtBot, wizard: SetupWizard, players: int, page: str) -> QWizardPage:
    """Click Next up to `page` (names on the players page, a random pick on the characters page); return it."""
    while wizard.currentPage() is not page_of(wizard, page):
        current = wizard.currentPage()
        if current is wizard.players_page:
            wizard.players_page.set_names(NAMES[:players])
        if current is wizard.pick_page and not wizard.pick_page.isComplete():
            qtbot.keyClick(wizard.pick_page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
            assert wizard.pick_page.isComplete(), wizard.pick_page.feedback.text()
        button = wizard.button(QWizard.WizardButton.NextButton)
        assert button.isEnabled(), (current.title(), getattr(current, "feedback", None) and current.feedback.text())  # type: ignore[attr-defined]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert wizard.currentPage() is not current, current.title()
    return page_of(wizard, page)
