"""Figures for the idle snapshot refresh (ui/snapshot_refresh.py, docs/performance.md "Snapshot refresh"): no pass/fail.

In one app process (offscreen) with the main window built on a 15-seat game:
- one slice (`refresh_snapshot`: a stale snapshot rewritten, the game opened read-only, its picture, the file
  written) per game: five 15-seat demo games (script 000, three nights) and the long games of tools/long_game.py
  (1k, 5k, 20k, 100k events; built into its cache folder on first use, minutes for the 100k one), wall and CPU,
  median and max; and the check of a current snapshot (the slice of a game that needs nothing);
- a game too long for a slice refreshed in a process of its own (the long games): the child's wall, CPU, peak RSS;
- the cost of the refresh's application-wide input filter on recording one reminder with its redraw, with the
  filter and without, interleaved (it is installed only while the refresh waits for the Storyteller to be idle).

`python tools/bench_refresh.py [RUNS]` (default 7 runs per game; 3 for the 100k game).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GRIMOIRE_DATA_DIR"] = tempfile.mkdtemp(prefix="grimoire-bench-refresh-")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

LONG = (1000, 5000, 20000, 100000)


def slices(runs: int) -> None:
    """Print each game's slice time, median and max, wall and CPU."""
    from PySide6.QtWidgets import QApplication

    from grimoire_app.cli import main as cli
    from grimoire_app.ui.app import start_window
    from grimoire_app.ui.snapshot_refresh import refresh_snapshot
    from grimoire_app.ui.town_square.snapshot import snapshot_file
    from long_game import long_game_file

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(os.environ["GRIMOIRE_DATA_DIR"])
    games = []
    for seed in range(1, 6):
        game = folder / f"seats15-seed{seed}.grimoire"
        cli(["demo", str(game), "--players", "15", "--nights", "3", "--seed", str(seed)])
        games.append(game)
    current = folder / "current.grimoire"
    cli(["demo", str(current), "--players", "15", "--nights", "3"])
    window = start_window([str(current)])
    assert window is not None
    while not window.built:
        app.processEvents()
    games += [long_game_file(events, None, window.library) for events in LONG]
    for game in games:
        wall, cpu, check = [], [], []
        for _ in range(runs if game.stat().st_size < 2_000_000 else 3):
            snapshot_file(game).unlink(missing_ok=True)
            began, began_cpu = time.perf_counter(), time.process_time()
            assert refresh_snapshot(game, window.library, window.lang, max_bytes=10**10) == "written"
            wall.append((time.perf_counter() - began) * 1000)
            cpu.append((time.process_time() - began_cpu) * 1000)
            began = time.perf_counter()
            assert refresh_snapshot(game, window.library, window.lang) == "current"
            check.append((time.perf_counter() - began) * 1000)
        print(
            f"refresh slice: {game.name:<28} {game.stat().st_size / 1024:7.0f} KiB  wall median {statistics.median(wall):7.1f} max {max(wall):7.1f} ms"
            f"  CPU median {statistics.median(cpu):7.1f} max {max(cpu):7.1f} ms  (current already: {statistics.median(check):.1f} ms)",
            flush=True,
        )
    window.close()


def filter_cost(rounds: int = 80) -> None:
    """Print recording one reminder with its redraw with and without the refresh's input filter, interleaved; then
    with and without a process of its own refreshing the 100,000-event game (blocks of records, alternating)."""
    from PySide6.QtWidgets import QApplication

    import bench_start
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.systems.botc.commands import place_reminder
    from grimoire_app.systems.botc.tonight import advance_events
    from grimoire_app.ui.main_window import MainWindow
    from grimoire_app.ui.snapshot_refresh import SnapshotRefresh

    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = Path(os.environ["GRIMOIRE_DATA_DIR"]) / "play.grimoire"
    bench_start.write_game(game)
    window = MainWindow(load_library(paths.resources_dir()), "ko")
    window.resize(*bench_start.SIZE)
    window.show()
    window.open_game(game)
    session = window.session
    assert session.game is not None
    session.record_many(list(advance_events(session.game)), override=True)  # at night: the night panel and strip
    for _ in range(5):
        app.processEvents()
    refresh = SnapshotRefresh(window, idle_ms=10**8)
    seats = [seat for seat in session.state.seats if seat.character is not None]
    first, second = seats[0], seats[1]
    assert first.character is not None

    def once() -> tuple[float, float]:
        event = place_reminder(session.state, second.id, first.character or "", "Poisoned")
        began, began_cpu = time.perf_counter(), time.process_time()
        session.record(event, override=True)
        app.processEvents()
        taken = ((time.perf_counter() - began) * 1000, (time.process_time() - began_cpu) * 1000)
        session.undo()
        app.processEvents()
        return taken

    once()
    times: dict[str, list[tuple[float, float]]] = {"without": [], "with": []}
    for index in range(rounds):
        for label in ("without", "with") if index % 2 == 0 else ("with", "without"):
            if label == "with":
                app.installEventFilter(refresh)
            times[label].append(once())
            if label == "with":
                app.removeEventFilter(refresh)
    for label, rows in times.items():
        print(
            f"record a reminder at night {label} the input filter: wall median {statistics.median(r[0] for r in rows):.2f} ms,"
            f" CPU median {statistics.median(r[1] for r in rows):.2f} ms ({rounds} interleaved)",
            flush=True,
        )
    import subprocess

    from grimoire_app.ui.town_square.snapshot import snapshot_file
    from long_game import long_game_file

    long = long_game_file(LONG[-1], None, window.library)
    beside: dict[str, list[float]] = {"alone": [], "beside a refresh apart": []}
    for _ in range(3):
        for label in beside:
            child = None
            if label != "alone":
                snapshot_file(long).unlink(missing_ok=True)
                child = subprocess.Popen([sys.executable, "-m", "grimoire_app.ui.snapshot_refresh", str(long), "ko"], cwd=ROOT, stdout=subprocess.DEVNULL)
                time.sleep(0.5)  # its imports done: it is opening the game
            beside[label] += [once()[0] for _ in range(40)]
            if child is not None:
                print(f"  (the child still running after the block: {child.poll() is None})", flush=True)
                child.wait()
    for label, values in beside.items():
        print(f"record a reminder at night {label}: wall median {statistics.median(values):.2f} ms, p90 {sorted(values)[int(0.9 * len(values))]:.2f} ms ({len(values)})", flush=True)


def apart(runs: int = 3) -> None:
    """Print the process of its own for the long games (`python -m grimoire_app.ui.snapshot_refresh GAME ko`):
    wall, CPU and peak RSS of the child, medians."""
    import subprocess

    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.ui.town_square.snapshot import snapshot_file
    from long_game import long_game_file

    library = load_library(paths.resources_dir())
    for events in LONG:
        game = long_game_file(events, None, library)
        wall, cpu, rss = [], [], []
        for _ in range(runs):
            snapshot_file(game).unlink(missing_ok=True)
            began = time.perf_counter()
            child = subprocess.Popen([sys.executable, "-m", "grimoire_app.ui.snapshot_refresh", str(game), "ko"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
            said = child.stdout.read() if child.stdout is not None else ""
            _, _, usage = os.wait4(child.pid, 0)  # this child's own figures
            child.returncode = 0
            wall.append(time.perf_counter() - began)
            cpu.append(usage.ru_utime + usage.ru_stime)
            rss.append(usage.ru_maxrss / 1024)
            assert said.split() == ["written"], said
        print(
            f"refresh apart: {game.name:<28} wall median {statistics.median(wall):.2f} s, CPU median {statistics.median(cpu):.2f} s,"
            f" peak RSS median {statistics.median(rss):.0f} MB",
            flush=True,
        )


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    slices(runs)
    filter_cost()
    apart()
    print(f"load average {os.getloadavg()}", flush=True)
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
