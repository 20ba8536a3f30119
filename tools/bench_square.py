"""Town-square performance figures (medians; no pass/fail): `python tools/bench_square.py`.

Targets (the town-square issue, this 2-core machine, offscreen):
- repaint during a drag, 20 seats and 100 reminders: ≤ 8 ms a frame.
The start of the app (the whole process, the real main window, against a bare window) is tools/bench_start.py.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: E402

from grimoire_app import paths  # noqa: E402
from grimoire_app.model import load_library  # noqa: E402
from grimoire_app.model.bundled_scripts import resolve_script  # noqa: E402
from grimoire_app.systems.botc.commands import place_reminder  # noqa: E402
from grimoire_app.systems.botc.game import Game  # noqa: E402
from grimoire_app.systems.botc.demo import demo_game  # noqa: E402
from grimoire_app.ui.session import GameSession  # noqa: E402
from grimoire_app.ui.town_square.panel import TownSquarePanel  # noqa: E402

FRAMES = 120

def report(label: str, value: float, unit: str = "ms", target: str = "") -> None:
    """Print one figure, as scripts/bench does."""
    print(f"{label:<60} {value:9.3f} {unit} (median){'   target ' + target if target else ''}")


def crowded_game(seats: int = 20, reminders: int = 100) -> Game:
    """A demo game on script 000 with `seats` players and exactly `reminders` reminder tokens."""
    library = load_library(paths.resources_dir())
    game = demo_game(resolve_script("000", paths.resources_dir(), library), library, seats, seed=3, nights=1)
    while sum(len(s.reminders) for s in game.state.seats) > reminders:
        game.undo()
    index = 0
    while sum(len(s.reminders) for s in game.state.seats) < reminders:
        seat = game.state.seats[index % seats]
        game.record(place_reminder(game.state, seat.id, "poisoner", "Poisoned"), override=True)
        index += 1
    return game


def drag_repaint_ms(frames: int = FRAMES) -> tuple[float, float]:
    """Return the median ms to repaint the view while a reminder is dragged, and to render the whole scene.

    The first is what a drag costs (Qt repaints only what moved); the second is a full frame.
    """
    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = crowded_game()
    with tempfile.TemporaryDirectory() as folder:
        session = GameSession(game.library)
        session.start(game.script, Path(folder) / "bench.grimoire", tuple(game.events))
        window = QMainWindow()
        panel = TownSquarePanel(session, "ko")
        window.setCentralWidget(panel)
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        panel.view.fit_now()
        app.processEvents()
        item = next(iter(panel.scene.reminders.values()))
        item.dragging = True
        start, viewport = item.pos(), panel.view.viewport()
        moves = []
        for frame in range(frames):
            item.setPos(start + QPointF(3.0 * frame, 2.0 * frame))
            began = time.perf_counter()
            viewport.repaint()
            moves.append((time.perf_counter() - began) * 1000)
        item.dragging = False
        full = []
        for _ in range(max(frames // 6, 5)):
            began = time.perf_counter()
            panel.view.grab()
            full.append((time.perf_counter() - began) * 1000)
        window.close()
    return statistics.median(moves), statistics.median(full)


def report_all() -> None:
    """Print the town square's figures (call from another bench script in its own process)."""
    drag, full = drag_repaint_ms()
    report("town square: repaint during a drag (20 seats, 100 reminders)", drag, target="≤ 8 ms")
    report("town square: full frame (20 seats, 100 reminders)", full)


def main() -> None:
    """Print the figures and leave at once (PySide6 6.12.0 may abort while Python finalizes)."""
    report_all()
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
