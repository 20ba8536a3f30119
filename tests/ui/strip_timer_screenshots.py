"""Save screenshots of the night-order strip and the day timers at 1366×768 (issue 19).

`python -m tests.ui.strip_timer_screenshots OUT_DIR` writes night-strip-1366-ko.png (night 2 of a 9-player demo
on script 000, a few steps recorded, one skipped, the next in view) and day-timer-1366-ko.png (day 2 with the
discussion timer running, a nomination's timer at zero, and the public window beside). Run under Xvfb
(QT_QPA_PLATFORM=xcb DISPLAY=:1xx) to see real fonts. The app's data folder is a fresh temporary one.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication


def settle() -> None:
    for _ in range(20):
        QApplication.processEvents()


def main(out: Path) -> None:
    os.environ["GRIMOIRE_DATA_DIR"] = tempfile.mkdtemp()
    QApplication.instance() or QApplication([])
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.model.bundled_scripts import resolve_script
    from grimoire_app.systems.botc.demo import demo_game
    from grimoire_app.systems.botc.events import PhaseAdvanced
    from grimoire_app.ui.main_window import MainWindow
    from grimoire_app.ui.session import GameSession

    library = load_library(paths.resources_dir())
    game = demo_game(resolve_script("000", paths.resources_dir(), library), library, 9, 6, 3)
    starts = {(e.to.kind, e.to.number): i + 1 for i, e in enumerate(game.events) if isinstance(e, PhaseAdvanced)}
    night_2 = starts[("night", 2)]
    events = tuple(game.events[: night_2 + (starts[("day", 2)] - night_2) // 2])
    session = GameSession(library)
    session.start(game.script, Path(tempfile.mkdtemp()) / "night.grimoire", events)
    window = MainWindow(library, "ko", session)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    settle()
    window.grab().save(str(out / "night-strip-1366-ko.png"))
    window.close()

    session = GameSession(library)
    session.start(game.script, Path(tempfile.mkdtemp()) / "day.grimoire", tuple(game.events[: starts[("day", 2)]]))
    window = MainWindow(library, "ko", session)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    window.side_tabs.setCurrentWidget(window.day)
    clock = [5000.0]
    timers = window.day.timers
    timers.clock = lambda: clock[0]
    public = window.square.open_public_window()
    timers.toggle("nomination")
    clock[0] += 400
    timers.tick()
    timers.toggle("discussion")
    clock[0] += 95.5
    timers.tick()
    settle()
    public.resize(683, 430)
    settle()
    picture = window.grab()
    painter = QPainter(picture)
    painter.drawPixmap(QPoint(20, 300), public.grab())
    painter.end()
    picture.save(str(out / "day-timer-1366-ko.png"))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
