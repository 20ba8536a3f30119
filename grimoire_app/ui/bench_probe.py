"""A bench probe: with GRIMOIRE_BENCH_FIRST_PAINT=1 the app exits at the square's first paint.

tools/bench_start.py starts `python -m grimoire_app GAME` with this variable set and times the whole
process: when the town square's viewport first paints with its seats, the probe prints
`first-paint <seconds since the probe was installed>` and leaves at once (os._exit: nothing else runs).
With the value `whole` it waits instead for the window to be whole (the game open, the panels built: what comes
just after the first paint) and prints `whole <seconds>`.
Without the variable nothing is installed. Kept tiny on purpose: it is not part of the app's behaviour.
"""

from __future__ import annotations

import os
import sys
import time

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

ENV = "GRIMOIRE_BENCH_FIRST_PAINT"


class _FirstPaint(QObject):
    def __init__(self, viewport: QWidget, ready: object) -> None:
        super().__init__(viewport)
        self._ready = ready
        self._since = time.perf_counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and callable(self._ready) and self._ready():
            print(f"first-paint {time.perf_counter() - self._since:.4f}", flush=True)
            sys.stdout.flush()
            os._exit(0)
        return False


def install_first_paint_probe(viewport: QWidget, ready: object) -> bool:
    """Exit the process at `viewport`'s first paint once `ready()` is true, when GRIMOIRE_BENCH_FIRST_PAINT is set."""
    if not os.environ.get(ENV):
        return False
    viewport.installEventFilter(_FirstPaint(viewport, ready))
    return True


def install_whole_probe(after_whole: Callable[[Callable[[], object]], None]) -> bool:
    """Exit the process once the window is whole (`after_whole`: MainWindow.after_first_paint), after the start's own
    callbacks, when GRIMOIRE_BENCH_FIRST_PAINT is `whole`."""
    if os.environ.get(ENV) != "whole":
        return False
    since = time.perf_counter()

    def leave() -> None:
        print(f"whole {time.perf_counter() - since:.4f}", flush=True)
        os._exit(0)

    after_whole(lambda: QTimer.singleShot(0, leave))
    return True
