"""Helpers for the tests of the app's start (issue 20): demo game files, a game the app has opened once (its square
snapshot written), and the reopening start run in a fresh process up to its square's first paint."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from grimoire_app.model import Library

ROOT = Path(__file__).resolve().parents[2]

REOPENING_TO_THE_FIRST_PAINT = """
import os, sys
from grimoire_app.__main__ import _picture_to_paint
snapshot, apart = _picture_to_paint([{game!r}])
assert snapshot is not None and apart is None, "no current snapshot: the reopening start would not be tested"
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication([])
from grimoire_app.ui.app import start_window
window = start_window([{game!r}], snapshot)
class Probe(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and window.square_view.square.seats:
            print("at paint:", {report}, "attached:", window.attached, flush=True)
            os._exit(0)
        return False
probe = Probe()
window.square_view.viewport().installEventFilter(probe)
app.exec()
"""


def demo_game(folder: Path, name: str = "never.grimoire", players: int = 9, nights: int = 2) -> Path:
    """Write a demo game file (the CLI's `demo`, script 000) the app has never opened."""
    from grimoire_app.cli import main

    game = folder / name
    assert main(["demo", str(game), "--players", str(players), "--nights", str(nights)]) == 0
    return game


def played_game(library: Library, folder: Path, name: str = "played.grimoire", lang: str = "ko", nights: int = 2) -> Path:
    """A 9-seat demo game the app has opened once in `lang`, so its square snapshot is written."""
    from grimoire_app.ui.main_window import MainWindow
    from grimoire_app.ui.town_square.snapshot import read_snapshot

    game = demo_game(folder, name, nights=nights)
    window = MainWindow(library, lang)  # type: ignore[arg-type]
    assert window.open_game(game)
    window.close()
    window.deleteLater()
    assert read_snapshot(game, lang) is not None
    return game


def at_first_paint(game: Path, report: str) -> str:
    """Run the reopening start of `game` in a fresh process (`__main__`'s snapshot read, then `start_window`) and
    return its output: "at paint: <report> attached: False" printed at the square's first paint with its seats
    (`report`: an expression, with `sys` and `window` at hand)."""
    code = REOPENING_TO_THE_FIRST_PAINT.format(game=str(game), report=report)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT)
    assert "attached: False" in done.stdout, done.stdout + done.stderr
    return done.stdout
