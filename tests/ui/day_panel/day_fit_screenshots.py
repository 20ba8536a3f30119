"""Save screenshots of the day panel during a vote with 15 players, at 1280×720 and 1366×768 (issue 19 layout rule).

`python -m tests.ui.day_panel.day_fit_screenshots OUT_DIR` writes day-vote-1280-ko.png and day-vote-1366-ko.png: the
main window on day 1 of the 15-player demo game of script 000 (tests/ui/day_panel/test_day_fit.py), its first
nomination made by clicks, a few hands raised with the window's keys (H: hand up and next, Space: next seat).
Run under Xvfb (QT_QPA_PLATFORM=xcb DISPLAY=:1xx) to see real fonts.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.systems.botc.events import Nominated


def settle() -> None:
    for _ in range(20):
        QApplication.processEvents()


def main(out: Path) -> None:
    os.environ["GRIMOIRE_DATA_DIR"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    QApplication.instance() or QApplication([])
    from grimoire_app.ui.main_window import MainWindow
    from grimoire_app.ui.session import GameSession
    from tests.ui.day_panel.day_fit_helpers import day_starts
    from tests.ui.day_panel.test_day_fit import demo

    library = load_library(paths.resources_dir())
    game = demo(library, "000", 15)
    start = day_starts(game)[0]
    nomination = next(e for e in game.events[start:] if isinstance(e, Nominated))
    for width, height in ((1280, 720), (1366, 768)):
        session = GameSession(library)
        session.start(game.script, Path(tempfile.mkdtemp()) / "vote.grimoire", tuple(game.events[:start]))
        window = MainWindow(library, "ko", session)
        window.setGeometry(0, 0, width, height)
        window.show()
        window.activateWindow()  # keys reach the active window only (no window manager under Xvfb)
        window.side_tabs.setCurrentWidget(window.day)
        settle()
        window.day.seat_clicked(nomination.nominator)
        window.day.seat_clicked(nomination.nominee)
        for _ in range(5):
            if window.day.prompt is None:
                break
            window.day.prompt_box.yes.click()
        settle()
        for key in (Qt.Key.Key_H, Qt.Key.Key_Space, Qt.Key.Key_H, Qt.Key.Key_H, Qt.Key.Key_Space, Qt.Key.Key_H, Qt.Key.Key_Space):
            QTest.keyClick(window.windowHandle(), key)
            settle()
        window.grab().save(str(out / f"day-vote-{width}-ko.png"))
        window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("."))
