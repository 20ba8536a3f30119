"""Review-mode figures for scripts/bench: open a 5,000-event game in review, then step through it.

Targets (the "Review mode" issue): the review of a 5,000-event realistic game (tools/long_game.py: real
nights and days; until issue 20 a demo game padded with reminder traffic) opens in ≤ 1 s, and
steps without visible lag (a step, repaint included, well under one 60 Hz frame, 16 ms).

`python tools/bench_review.py` prints the figures on its own (offscreen unless QT_QPA_PLATFORM says
otherwise); `bench_review(library, folder)` is what scripts/bench calls.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.model.library import Library
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.ui.review import ReviewWindow
from tools.bench import long_game, report

EVENTS = 5000
SIZE = (1366, 800)


def _app() -> QApplication:
    app = QApplication.instance()
    return app if isinstance(app, QApplication) else QApplication([])


def open_review_ms(path: Path, library: Library) -> tuple[float, ReviewWindow]:
    """Return the wall time from nothing to a shown, laid-out and painted review window."""
    app = _app()
    start = time.perf_counter()
    window = ReviewWindow(path, library, "ko")
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    window.view.fit_now()
    window.repaint()
    return (time.perf_counter() - start) * 1000, window


def step_times_ms(window: ReviewWindow, positions: Iterable[int]) -> list[float]:
    """Step to each position as the → key does and let the window repaint, returning each step's wall time."""
    app = _app()
    times = []
    for n in positions:
        start = time.perf_counter()
        window.go_to(n)
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    return times


def bench_review(library: Library, folder: Path) -> None:
    """Print the review figures for a 5,000-event game written to `folder`."""
    path = folder / "review-long.grimoire"
    game = long_game(library, EVENTS)
    Journal.create(path, new_header(game.script), game.events)
    opened: list[float] = []
    window: ReviewWindow | None = None
    for _ in range(5):
        if window is not None:
            window.close()
            window.deleteLater()
        elapsed, window = open_review_ms(path, library)
        opened.append(elapsed)
    assert window is not None
    report("review: open a 5,000-event game (window shown)", statistics.median(opened), "≤ 1000 ms")
    window.go_to(0)
    steps = step_times_ms(window, range(1, EVENTS + 1))
    report("review: one step → through all 5,000 (repaint incl.)", statistics.median(steps), "no visible lag (≤ 16 ms)")
    print(f"{'review: slowest 1% of those steps (p99)':<52} {sorted(steps)[int(len(steps) * 0.99)]:9.3f} ms")
    report("review: jump Home or End (repaint incl.)", statistics.median(step_times_ms(window, [0, EVENTS] * 10)))
    window.close()


def main() -> None:
    _app()
    library = load_library(paths.resources_dir())
    with tempfile.TemporaryDirectory() as folder:
        bench_review(library, Path(folder))


if __name__ == "__main__":
    main()
