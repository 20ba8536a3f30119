"""Long-game figures for scripts/bench: time and peak memory at 1k, 5k, 20k and 100k events.

The games are realistic (tools/long_game.py: real nights and days, chained games), written once to
a cache folder in the system temp dir (never committed): the first run builds them (about 8 minutes
on this machine, most of it the 100,000-event game's rechecked answers), later runs reuse them. Each figure is measured in a fresh process,
so no run warms another's caches:
- open: `open_game` of the save (parse + fold), time and peak RSS growth over the process before it;
- state --at N: the whole CLI process (`python -m grimoire_app state FILE --at N/2`), wall time and peak RSS;
- summary: the whole CLI process (`python -m grimoire_app summary FILE`), wall time and peak RSS;
- review open: the review window built, shown and painted (offscreen), time and the process's peak RSS;
- review step: one → step with its repaint, median and p99 over steps at the start, middle and end, stepping at once
  after the window opened (the p99 of its CPU time too: on a busy machine the wall p99 is the wait for a core);
- record at night: a night choice recorded through the rules' check and tonight's sheet read afresh after it, at
  the end of the game (a night begun), without the window: CPU median (flat at any length since the NightIndex).

Targets (issue 20): 5,000 events open ≤ 150 ms and ≤ 30 MB; 100,000 events `state` ≤ 3 s and ≤ 300 MB
peak; `summary` linear (20,000 events ≤ 2 s); review step ≤ 16 ms at any length.

`python tools/bench_long.py [SIZES...]` (e.g. `1000 5000`); GRIMOIRE_BENCH_REPEATS sets the repeats.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZES = (1_000, 5_000, 20_000, 100_000)
STEPS = 150
"""Consecutive review steps timed at each of the start, middle and end of the game."""


def _rss_kb() -> int:
    """Return this process's resident set size now, in KiB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def _peak_kb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


# -- workers (each runs in its own process and prints one JSON line) ----------------------------------


def _worker_open(path: Path) -> dict[str, float]:
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.systems.botc.files import open_game

    library = load_library(paths.resources_dir())
    before = _rss_kb()
    start = time.perf_counter()
    open_game(path, library, writable=False)
    elapsed = time.perf_counter() - start
    return {"ms": elapsed * 1000, "mb": (_peak_kb() - before) / 1024}


def _worker_review(path: Path) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.ui.review import ReviewWindow

    app = QApplication([])
    library = load_library(paths.resources_dir())
    start = time.perf_counter()
    window = ReviewWindow(path, library, "ko")
    window.resize(1366, 800)
    window.show()
    app.processEvents()
    window.view.fit_now()
    window.repaint()
    opened = time.perf_counter() - start
    count = window.index.count
    steps: list[float] = []
    cpu: list[float] = []
    for first in (0, count // 2, max(0, count - STEPS - 1)):
        window.go_to(first)
        app.processEvents()
        for n in range(first + 1, min(first + STEPS, count) + 1):
            begin, began = time.perf_counter(), time.process_time()
            window.go_to(n)
            app.processEvents()
            steps.append((time.perf_counter() - begin) * 1000)
            cpu.append((time.process_time() - began) * 1000)
    steps.sort()
    cpu.sort()
    window.close()
    return {"ms": opened * 1000, "mb": _peak_kb() / 1024, "step": statistics.median(steps), "p99": steps[int(len(steps) * 0.99)],
            "cpu_p99": cpu[int(len(cpu) * 0.99)]}


def _worker_night(path: Path) -> dict[str, float]:
    """Recording at night at this length, without the window: a night choice recorded through the rules' check, then
    tonight's sheet read afresh as the night panel reads it after each event, undone untimed (CPU median of 40)."""
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.systems.botc.events import NightChoice
    from grimoire_app.systems.botc.files import open_game
    from grimoire_app.systems.botc.tonight import advance_events, done_steps, tonight_sheet
    from grimoire_app.systems.botc.tonight.view import current_night

    library = load_library(paths.resources_dir())
    game = open_game(path, library, writable=False).game
    if game.state.phase.kind != "night":
        game.record_many(list(advance_events(game)), override=True)
    step = next((s for s in tonight_sheet(game) if s.status == "wakes" and s.chooser and s.choose.players), None)
    seats = [seat.id for seat in game.state.seats if seat.alive]
    choice = NightChoice(seat=step.chooser or seats[0], character=step.id, players=tuple(s for s in seats if s != step.chooser)[: step.choose.players]) if step else None
    times: list[float] = []
    for _ in range(41):
        began = time.process_time()
        if choice is not None:
            game.record(choice, override=True)
        tonight_sheet(game)
        done_steps(game, current_night(game.state))
        times.append((time.process_time() - began) * 1000)
        if choice is not None:
            game.undo()
    return {"ms": statistics.median(times[1:])}


WORKERS = {"open": _worker_open, "review": _worker_review, "night": _worker_night}


# -- the driver ----------------------------------------------------------------------------------------


def _measured(args: list[str]) -> dict[str, float]:
    """Run `args` in a wrapper process that reports the wall time and the peak RSS of that one child."""
    wrapper = (
        "import json,resource,subprocess,sys,time;"
        "s=time.perf_counter();r=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.PIPE);"
        "e=time.perf_counter()-s;"
        "sys.stderr.write(r.stderr.decode()[-400:]) if r.returncode else None;"
        "print(json.dumps({'ms':e*1000,'mb':resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss/1024,'rc':r.returncode}))"
    )
    done = subprocess.run([sys.executable, "-c", wrapper, *args], capture_output=True, text=True, cwd=ROOT)
    found: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    if found["rc"]:
        raise RuntimeError(f"{' '.join(args)} failed: {done.stderr}")
    return found


def _worker(kind: str, path: Path) -> dict[str, float]:
    done = subprocess.run([sys.executable, __file__, "--worker", kind, str(path)], capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        raise RuntimeError(f"worker {kind} failed: {done.stderr[-800:]}")
    found: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def _median(runs: list[dict[str, float]], key: str) -> tuple[float, float, float]:
    values = [run[key] for run in runs]
    return statistics.median(values), min(values), max(values)


def _cell(runs: list[dict[str, float]], key: str = "ms", unit: str = "ms") -> str:
    middle, low, high = _median(runs, key)
    if unit == "s":
        return f"{middle / 1000:7.2f} s [{low / 1000:.2f}-{high / 1000:.2f}]"
    return f"{middle:8.1f} {unit} [{low:.0f}-{high:.0f}]"


def games(sizes: tuple[int, ...]) -> dict[int, Path]:
    """Return the long game file of each size, written to the cache folder first when missing."""
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from tools.long_game import long_game_file

    library = load_library(paths.resources_dir())
    return {size: long_game_file(size, None, library) for size in sizes}


def bench(sizes: tuple[int, ...], repeats: int) -> None:
    """Print the long-game table."""
    files = games(sizes)
    python = sys.executable
    print(f"long games (tools/long_game.py; medians of {repeats} fresh processes, [min-max]; peak = RSS):")
    header = f"{'events':>8} | {'open':>24} {'open peak+':>22} | {'state --at':>24} {'peak':>20} | {'summary':>24} {'peak':>20}"
    print(header)
    review_rows = []
    for size, path in files.items():
        runs = max(1, repeats if size <= 20_000 else repeats // 2)
        opened = [_worker("open", path) for _ in range(runs)]
        state = [_measured([python, "-m", "grimoire_app", "state", str(path), "--at", str(size // 2)]) for _ in range(runs)]
        summary = [_measured([python, "-m", "grimoire_app", "summary", str(path)]) for _ in range(runs)]
        print(f"{size:>8} | {_cell(opened)} {_cell(opened, 'mb', 'MB'):>22} | {_cell(state, unit='s')} {_cell(state, 'mb', 'MB'):>20}"
              f" | {_cell(summary, unit='s')} {_cell(summary, 'mb', 'MB'):>20}", flush=True)
        review_rows.append((size, [_worker("review", path) for _ in range(max(1, runs // 2))], [_worker("night", path) for _ in range(runs)]))
    print(f"{'events':>8} | {'review open':>24} {'peak':>20} | {'review step median':>26} {'p99':>22} {'p99, CPU':>22} | {'record at night, CPU':>24}")
    for size, review, night in review_rows:
        print(f"{size:>8} | {_cell(review, unit='s')} {_cell(review, 'mb', 'MB'):>20} | {_cell(review, 'step'):>26} {_cell(review, 'p99'):>22}"
              f" {_cell(review, 'cpu_p99'):>22} | {_cell(night):>24}")
    print("targets: 5k open ≤ 150 ms and ≤ 30 MB; 100k state ≤ 3 s and ≤ 300 MB; 20k summary ≤ 2 s; review step ≤ 16 ms")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        print(json.dumps(WORKERS[sys.argv[2]](Path(sys.argv[3]))))
        return
    sizes = tuple(int(a) for a in sys.argv[1:]) or SIZES
    bench(sizes, int(os.environ.get("GRIMOIRE_BENCH_REPEATS", "3")))


if __name__ == "__main__":
    main()
