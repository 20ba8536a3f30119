"""Save screenshots of the setup wizard's deal page (seat cards) and its characters page (player-count table).

`python -m tests.ui.wizard_screenshots OUT_DIR` writes wizard-deal-1366-ko.png (script 000, 15 players, one token
marked for a click-swap) and player-count-table-ko.png (script 000, 7 players, a random pick) at 1366×768. Run under
Xvfb (QT_QPA_PLATFORM=xcb DISPLAY=:1xx) to see real fonts.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import load_library

SCREEN = QRect(0, 0, 1366, 768 - 32)
"""A 1366×768 laptop less its task bar."""
NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우", "수아", "하준", "유나", "시우", "다은", "건우", "채원"]


def settle() -> None:
    for _ in range(20):
        QApplication.processEvents()


def wizard_on(players: int, page: str):  # type: ignore[no-untyped-def]
    """Return a Korean wizard on script 000 walked to a page ("pick" or "deal")."""
    from grimoire_app.ui import screen_fit
    from grimoire_app.ui.wizard import SetupWizard

    screen_fit.available_area = lambda _widget=None: QRect(SCREEN)  # type: ignore[assignment]
    library = load_library(paths.resources_dir())
    wizard = SetupWizard(library, "ko", random.Random(8))
    combo = wizard.script_page.combo
    combo.setCurrentIndex(next(i for i in range(combo.count()) if Path(combo.itemData(i)).name.startswith("000")))
    wizard.move(0, 0)
    wizard.show()
    settle()
    wizard.next()
    wizard.players_page.set_names(NAMES[:players])
    wizard.next()
    wizard.pick_page.pick_randomly()
    if page == "deal":
        wizard.next()
    settle()
    return wizard


def main(out: Path) -> None:
    os.environ["GRIMOIRE_DATA_DIR"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    QApplication.instance() or QApplication([])
    deal = wizard_on(15, "deal")
    deal.deal_page.seats.token_clicked(3)
    deal.deal_page.seats.card(8).token.setFocus()
    settle()
    deal.grab().save(str(out / "wizard-deal-1366-ko.png"))
    deal.close()
    pick = wizard_on(7, "pick")
    pick.grab().save(str(out / "player-count-table-ko.png"))
    pick.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
