"""Performance figures for scripts/bench: medians only, no pass/fail (targets live in the issues)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from grimoire_app import paths
from grimoire_app.model import load_library, night_order
from grimoire_app.model.bundled_scripts import bundled_scripts
from grimoire_app.model.script import load_script


def median_ms(action: Callable[[], object], repeats: int) -> float:
    """Run the action `repeats` times and return the median wall time in milliseconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def report(label: str, value_ms: float) -> None:
    print(f"{label:<48} {value_ms:9.3f} ms (median)")


def main() -> None:
    resources = paths.resources_dir()
    report("load character library", median_ms(lambda: load_library(resources), 15))
    library = load_library(resources)
    for bundled in bundled_scripts(resources):
        report(f"import script {bundled.key}", median_ms(lambda b=bundled: load_script(b.path, library), 50))
        script = load_script(bundled.path, library)
        both = lambda s=script: (night_order(s, library, "first"), night_order(s, library, "other"))  # noqa: E731
        report(f"both night sheets {bundled.key}", median_ms(both, 200))


if __name__ == "__main__":
    main()
