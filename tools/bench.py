"""Performance figures for scripts/bench: medians only, no pass/fail (targets live in the issues).

Targets: open a 5,000-event game ≤ 150 ms; replay to any point ≤ 100 ms (this 2-core machine).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from grimoire_app import paths
from grimoire_app.model import load_library, night_order
from grimoire_app.model.bundled_scripts import bundled_scripts, resolve_script
from grimoire_app.systems.botc.events import NoteWritten
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.library import Library
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.systems.botc.files import read_botc_journal, open_game
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.state import GameState, apply
from grimoire_app.systems.botc import tonight
from grimoire_app.systems.botc.info import bench as info_bench

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.long_game import long_game_file  # noqa: E402


def median_ms(action: Callable[[], object], repeats: int) -> float:
    """Run the action `repeats` times and return the median wall time in milliseconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def report(label: str, value_ms: float, target: str = "") -> None:
    print(f"{label:<52} {value_ms:9.3f} ms (median){'   target ' + target if target else ''}")


def long_game(library: Library, events: int) -> Game:
    """A realistic game of exactly `events` events: real nights and days, games chained (tools/long_game.py).

    (Until issue 20 this was a short demo game padded with reminder place/remove pairs, which never
    touch the log; the long-game figures at 1k-100k events are tools/bench_long.py's.)
    """
    return open_game(long_game_file(events, None, library), library, writable=False).game


def bench_library_and_scripts() -> Library:
    resources = paths.resources_dir()
    report("load character library", median_ms(lambda: load_library(resources), 15))
    library = load_library(resources)
    for bundled in bundled_scripts(resources):
        report(f"import script {bundled.key}", median_ms(lambda b=bundled: load_script(b.path, library), 50))
        script = load_script(bundled.path, library)
        both = lambda s=script: (night_order(s, library, "first"), night_order(s, library, "other"))  # noqa: E731
        report(f"both night sheets {bundled.key}", median_ms(both, 200))
    return library


def bench_game_files(library: Library, folder: Path) -> None:
    game = long_game(library, 5000)
    path = folder / "long.grimoire"
    Journal.create(path, new_header(game.script), game.events)
    appender = Journal(folder / "append.grimoire")
    Journal.create(appender.path, new_header(game.script))
    report("append one event to the journal (fsync)", median_ms(lambda: appender.append(NoteWritten(text="x")), 200))
    report("read a 5,000-event journal (parse only)", median_ms(lambda: read_botc_journal(path), 7))
    report("open a 5,000-event game (parse + fold)", median_ms(lambda: open_game(path, library, writable=False), 7), "≤ 150 ms")
    events = game.events
    report("replay a 5,000-event game to its middle (fold 2,500)", median_ms(lambda: _fold(events[:2500]), 7), "≤ 100 ms")
    opened = open_game(path, library, writable=False).game
    report("state_at(n) of an open 5,000-event game", median_ms(lambda: opened.state_at(2500), 1000), "≤ 100 ms")
    for notes in (10_000, 40_000):
        noted = folder / f"notes-{notes}.grimoire"
        Journal.create(noted, new_header(game.script), game.events[:100] + tuple(NoteWritten(text=f"note {n}") for n in range(notes)))
        report(f"open a game of {notes:,} notes (linear in notes)", median_ms(lambda p=noted: open_game(p, library, writable=False), 3))


def _fold(events: tuple[object, ...]) -> GameState:
    state = GameState()
    for event in events:
        state = apply(state, event)  # type: ignore[arg-type]
    return state


def bench_rules(library: Library) -> None:
    game = info_bench.bench_game(library)
    report("all information suggestions, 20 seats", median_ms(lambda: info_bench.all_suggestions(game), 50), "≤ 5 ms")
    report("tonight's sheet, 20 seats, all conditions", tonight.median_sheet_ms(tonight.bench_game(library), 200), "≤ 5 ms")


def main() -> None:
    library = bench_library_and_scripts()
    bench_rules(library)
    with tempfile.TemporaryDirectory() as folder:
        bench_game_files(library, Path(folder))


if __name__ == "__main__":
    main()
