"""The CLI side: `suggest FILE [--at N] [--seat S] --json` through run_suggest, and the bench case."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

from grimoire_app.model import Library
from grimoire_app.systems.botc.demo import write_demo
from grimoire_app.systems.botc.info.bench import all_suggestions, bench_game
from grimoire_app.systems.botc.tonight import run_suggest, suggestions_json
from tests.conftest import seed_script


def args(file: Path, at: int | None = None, seat: str | None = None) -> argparse.Namespace:
    return argparse.Namespace(file=str(file), at=at, seat=seat, json=True)


def test_run_suggest_prints_the_json_list(library: Library, tmp_path: Path) -> None:
    """The handler reads a game file and prints suggestions_json of the chosen moment."""
    path = tmp_path / "game.jsonl"
    game = write_demo(path, seed_script(library, "000"), library, 12, seed=3, nights=2)
    out = io.StringIO()
    assert run_suggest(args(path), library, out) == 0
    printed = json.loads(out.getvalue())
    assert printed == json.loads(json.dumps(suggestions_json(game), ensure_ascii=False))
    for entry in printed:
        assert {"seat", "step", "kind", "truth", "legal", "why", "reliability", "mode"} <= set(entry)


def test_run_suggest_at_and_seat(library: Library, tmp_path: Path) -> None:
    """--at reads an earlier moment; a bad --at or --seat exits 2."""
    path = tmp_path / "game.jsonl"
    game = write_demo(path, seed_script(library, "004"), library, 9, seed=5, nights=1)
    out = io.StringIO()
    assert run_suggest(args(path, at=len(game.events) // 2, seat=game.state.seats[0].id), library, out) == 0
    assert isinstance(json.loads(out.getvalue()), list)
    assert run_suggest(args(path, at=len(game.events) + 1), library, io.StringIO()) == 2
    assert run_suggest(args(path, seat="nobody"), library, io.StringIO()) == 2


def test_bench_case_has_the_heavy_steps(library: Library) -> None:
    """The bench case (20 seats, S000 night 1) includes the Noble, whose every triple is computed."""
    game = bench_game(library)
    assert len(game.state.seats) == 20
    assert "noble" in {s.step for s in all_suggestions(game)}
