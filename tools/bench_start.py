"""Start-up and in-play figures for scripts/bench (no pass/fail): `python tools/bench_start.py [--pairs N]`.

Targets (issue 20, this 2-core machine, offscreen):
- start: the whole process `python -m grimoire_app GAME` (a 15-seat saved game) up to the first paint of
  its town square, against a bare PySide6 QMainWindow holding one QGraphicsView up to its first paint:
  ≤ 2× (stretch 1.5×). Both run as whole processes, in interleaved pairs (app, bare, app, bare …), after
  one warm-up pair that is not counted; the ratio is taken per pair, and its median and range printed.
  A second figure runs both with bytecode that cannot be written (PYTHONDONTWRITEBYTECODE and a fresh,
  empty PYTHONPYCACHEPREFIX: every module compiled from source, app and bare alike).
  The app's start is timed as the Storyteller reopens a game: its square snapshot (ui/town_square/snapshot.py)
  written by the app the time before (a run to the whole window writes it first; each reopening run checks it is
  there). `--only start-first` times a game the app
  has never opened instead: the snapshot folder is emptied before every app run.
  The app's probe is GRIMOIRE_BENCH_FIRST_PAINT=1 (grimoire_app/ui/bench_probe.py): it exits the process
  at the square's first paint with seats.
  A game never opened has its square drawn by a forked process while the window is built
  (ui/town_square/picture_apart.py): the wall time counts the longer of the two, the CPU time both (the app reaps
  that process before its first paint).
- the start to a whole window (`--only start-whole`, no target: what the first paint leaves for just after it): the
  game open through the model and the panels built (GRIMOIRE_BENCH_FIRST_PAINT=whole), reopening a game and opening
  one never opened, the latter with its square drawn apart and with the model first (GRIMOIRE_START_APART=0),
  interleaved.
- recording one event with its redraw in play (a night choice, a reminder placed; 15 seats, the main
  window shown; by day with the day panel in front, and at night with the night panel and strip in front):
  ≤ 10 ms (median and p99).
- resident memory with a 15-seat game and its review open: ≤ 150 MB.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PAIRS = 12
SIZE = (1366, 768)

BARE = """
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
scene = QGraphicsScene()
scene.addEllipse(0, 0, 100, 100)
view = QGraphicsView(scene)
window.setCentralWidget(view)
class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("first-paint", flush=True)
            os._exit(0)
        return False
view.viewport().installEventFilter(Painted(window))
window.resize(1366, 768)
window.show()
app.exec()
"""


def report(label: str, value: float, unit: str = "ms", target: str = "", what: str = "median") -> None:
    """Print one figure, as scripts/bench does."""
    print(f"{label:<60} {value:9.3f} {unit} ({what}){'   target ' + target if target else ''}", flush=True)


def write_game(path: Path) -> None:
    """Write the 15-seat saved game the start is timed on (the demo game, script 000, two nights)."""
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.model.bundled_scripts import resolve_script
    from grimoire_app.systems.botc.demo import write_demo

    library = load_library(paths.resources_dir())
    write_demo(path, resolve_script("000", paths.resources_dir(), library), library, 15, seed=3, nights=2)


def _timed(command: list[str], env: dict[str, str], marker: str = "first-paint") -> tuple[float, float]:
    """Run a process to its first paint; return its wall time and its CPU time (user + system), in seconds.

    The CPU time is the steadier figure on a loaded machine (it does not count waiting for a core)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if marker not in done.stdout:
        raise RuntimeError(f"{command!r} did not reach {marker}: rc={done.returncode}\n{done.stdout}\n{done.stderr}")
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def start_pairs(game: Path, folder: Path, pairs: int, no_bytecode: bool, first_open: bool = False) -> list[tuple[float, float, float, float]]:
    """Run the app and the bare window in interleaved pairs; return (app wall, bare wall, app CPU, bare CPU) per pair."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ["QT_QPA_PLATFORM"], "GRIMOIRE_BENCH_FIRST_PAINT": "1"}
    env["GRIMOIRE_DATA_DIR"] = str(folder / "data")  # no remembered window, language or recent game
    for name in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX"):  # cached: the warm-up pair writes the bytecode
        env.pop(name, None)
    app_cmd = [sys.executable, "-m", "grimoire_app", str(game)]
    bare_cmd = [sys.executable, "-c", BARE]
    squares = folder / "data" / "cache"
    if not first_open:  # reopening: one run to the whole window writes the snapshot (a run ended at its paint may not)
        _timed(app_cmd, {**env, "GRIMOIRE_BENCH_FIRST_PAINT": "whole"}, "whole")
    runs = []
    for index in range(pairs + 1):
        if no_bytecode:
            prefix = tempfile.mkdtemp(prefix="pycache-", dir=folder)
            env = {**env, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPYCACHEPREFIX": prefix}
        if first_open:  # a game never opened: no snapshot to paint
            shutil.rmtree(squares, ignore_errors=True)
        elif not any(squares.rglob("*.json")):
            raise RuntimeError(f"no square snapshot under {squares}: the reopening start would not be timed")
        app_wall, app_cpu = _timed(app_cmd, env)
        bare_wall, bare_cpu = _timed(bare_cmd, env)
        if index:  # the first pair warms the disk cache (and writes the bytecode) and is not counted
            runs.append((app_wall, bare_wall, app_cpu, bare_cpu))
    return runs


def report_start(game: Path, folder: Path, pairs: int, no_bytecode: bool, first_open: bool = False) -> None:
    """Print the start figures: medians of each and the per-pair ratio's median and range (wall, then CPU)."""
    runs = start_pairs(game, folder, pairs, no_bytecode, first_open)
    how = "bytecode not writable" if no_bytecode else "bytecode cached"
    how += ", never opened" if first_open else ""
    for kind, a, b in (("wall", 0, 1), ("CPU", 2, 3)):
        ratios = sorted(run[a] / run[b] for run in runs)
        report(f"start ({how}, {kind}): app to first painted square, 15 seats", statistics.median(run[a] for run in runs), "s")
        report(f"start ({how}, {kind}): bare QMainWindow + QGraphicsView", statistics.median(run[b] for run in runs), "s")
        target = "≤ 2× (stretch 1.5×)" if kind == "wall" else ""
        report(f"start ({how}, {kind}): ratio app / bare, {pairs} pairs", statistics.median(ratios), "×", target)
        print(f"{'':<60} range {ratios[0]:.2f}–{ratios[-1]:.2f}×", flush=True)


def report_whole(game: Path, folder: Path, pairs: int) -> None:
    """Print the start to a whole window: reopening, never opened (drawn apart), never opened (model first)."""
    env = {**os.environ, "GRIMOIRE_BENCH_FIRST_PAINT": "whole", "GRIMOIRE_DATA_DIR": str(folder / "whole-data")}
    for name in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX", "GRIMOIRE_START_APART"):
        env.pop(name, None)
    command = [sys.executable, "-m", "grimoire_app", str(game)]
    kinds = ("reopening", "never opened, drawn apart", "never opened, model first")
    runs: dict[str, list[tuple[float, float]]] = {kind: [] for kind in kinds}
    for index in range(pairs + 1):
        for kind in kinds:
            if kind != "reopening":
                shutil.rmtree(folder / "whole-data" / "cache", ignore_errors=True)
            run_env = {**env, "GRIMOIRE_START_APART": "0"} if kind.endswith("model first") else env
            timed = _timed(command, run_env, "whole")
            if index:  # the first round warms up (and its last run writes the snapshot the next reopening paints)
                runs[kind].append(timed)
    for kind in kinds:
        report(f"start to a whole window ({kind}, wall), 15 seats", statistics.median(wall for wall, _ in runs[kind]), "s")
        report(f"start to a whole window ({kind}, CPU), 15 seats", statistics.median(cpu for _, cpu in runs[kind]), "s")


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]


def in_play(game_file: Path, rounds: int = 60) -> None:
    """Print the time to record one event with its redraw in the shown main window, and RSS with a review open.

    Twice: by day (the day panel in front, as the saved game opens: day 2), then at night (night 3 begun, the
    night panel and the night strip in front, the choice made at the first step that chooses players)."""
    from PySide6.QtWidgets import QApplication

    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    library = load_library(paths.resources_dir())
    window = MainWindow(library, "ko")
    window.resize(*SIZE)
    window.show()
    window.open_game(game_file)
    for _ in range(5):
        app.processEvents()
    _record_rounds(app, window, rounds, "")
    from grimoire_app.systems.botc.tonight import advance_events

    game = window.session.game
    assert game is not None
    window.session.record_many(list(advance_events(game)), override=True)  # night 3 begins
    for _ in range(5):
        app.processEvents()
    _record_rounds(app, window, rounds, " at night")
    from grimoire_app.ui.review import ReviewWindow

    review = ReviewWindow(game_file, library, "ko")
    review.resize(*SIZE)
    review.show()
    for _ in range(5):
        app.processEvents()
    review.go_to(len(window.session.game.events) // 2 if window.session.game else 0)
    app.processEvents()
    report("memory: RSS with a 15-seat game and its review open", _rss_mb(), "MB", "≤ 150 MB", what="now")
    report("memory: peak RSS of that process", _rss_mb("VmHWM"), "MB", what="peak")


def _record_rounds(app: Any, window: Any, rounds: int, when: str) -> None:
    """Time `rounds` recordings of a night choice and of a reminder placed, each with its redraw, each undone untimed."""
    from grimoire_app.systems.botc.commands import place_reminder
    from grimoire_app.systems.botc.events import NightChoice
    from grimoire_app.systems.botc.tonight import tonight_sheet

    session = window.session
    seats = [seat for seat in session.state.seats if seat.character is not None]
    first, second = seats[0], seats[1]
    assert first.character is not None
    choice = NightChoice(seat=first.id, character=first.character, players=(second.id,))
    if session.state.phase.kind == "night":
        step = next(s for s in tonight_sheet(session.game) if s.status == "wakes" and s.chooser and s.choose.players)
        chooser = session.state.seat(step.chooser or "")
        others = tuple(seat.id for seat in seats if seat.id != chooser.id)
        choice = NightChoice(seat=chooser.id, character=step.id, players=others[: step.choose.players])
    timings: dict[str, list[float]] = {"a night choice": [], "a reminder placed": []}
    cpu: dict[str, list[float]] = {label: [] for label in timings}
    for index in range(rounds):
        for label in timings:
            event = choice if label == "a night choice" else place_reminder(session.state, second.id, first.character, "Poisoned")
            began, began_cpu = time.perf_counter(), time.process_time()
            session.record(event, override=True)
            app.processEvents()
            elapsed, elapsed_cpu = (time.perf_counter() - began) * 1000, (time.process_time() - began_cpu) * 1000
            if index:  # the first round builds caches
                timings[label].append(elapsed)
                cpu[label].append(elapsed_cpu)
            session.undo()
            app.processEvents()
    for label, values in timings.items():
        report(f"in play: record {label}{when} with its redraw (15 seats)", statistics.median(values), "ms", "≤ 10 ms")
        report(f"in play: record {label}{when} with its redraw (15 seats)", _p99(values), "ms", what="p99")
        report(f"in play: record {label}{when}, CPU only (no fsync wait)", statistics.median(cpu[label]), "ms", what="median")


def _rss_mb(field: str = "VmRSS") -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    """Print the figures and leave at once (PySide6 may abort while Python finalizes)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--pairs", type=int, default=PAIRS)
    parser.add_argument("--only", choices=("start", "start-cold", "start-first", "start-whole", "play"), default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        game = folder / "start15.grimoire"
        write_game(game)
        if args.only in (None, "start"):
            report_start(game, folder, args.pairs, no_bytecode=False)
        if args.only in (None, "start-cold"):
            report_start(game, folder, args.pairs, no_bytecode=True)
        if args.only in (None, "start-first"):
            report_start(game, folder, args.pairs, no_bytecode=False, first_open=True)
        if args.only in (None, "start-whole"):
            report_whole(game, folder, args.pairs)
        if args.only in (None, "play"):
            os.environ["GRIMOIRE_DATA_DIR"] = str(folder / "play-data")
            in_play(game)
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
