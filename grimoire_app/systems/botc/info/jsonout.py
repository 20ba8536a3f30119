"""Suggestions as JSON for the command line (`grimoire suggest FILE [--at N] [--seat S] --json`), and the bench case."""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import TextIO

from grimoire_app.model.game import Game
from grimoire_app.model.library import Library
from grimoire_app.model.saves import open_game
from grimoire_app.systems.botc.info.registry import Answer
from grimoire_app.systems.botc.info.suggest import Suggestion, suggestions


def suggestions_json(game: Game, at: int | None = None, seat: str | None = None) -> list[dict[str, object]]:
    """Return the suggestions after the first `at` events (None: now) as JSON-ready dicts.

    Raises:
        IllegalEventError: `seat` names no seat (not overridable).
    """
    return [suggestion_as_json(s) for s in suggestions(game, seat=seat, at=at)]


def suggestion_as_json(suggestion: Suggestion) -> dict[str, object]:
    """Return one suggestion as a JSON-ready dict (answers: numbers, booleans, strings, lists of seat ids)."""
    reliability = suggestion.reliability
    return {
        "seat": suggestion.seat,
        "recipient": suggestion.recipient,
        "step": suggestion.step,
        "kind": suggestion.kind,
        "phase": {"kind": suggestion.phase.kind, "number": suggestion.phase.number},
        "mode": suggestion.mode,
        "choice": list(suggestion.choice),
        "truth": [_answer(a) for a in suggestion.truth],
        "legal": [_answer(a) for a in suggestion.legal],
        "domain_size": len(suggestion.domain),
        "suggested": None if suggestion.suggested is None else _answer(suggestion.suggested),
        "why": [{"code": w.code, "ko": w.ko, "en": w.en} for w in suggestion.why],
        "reliability": {
            "working": reliability.working,
            "drunk": reliability.drunk,
            "poisoned": reliability.poisoned,
            "reasons": [
                {"code": r.code, "effect": r.effect, "source": r.source, "ko": r.ko, "en": r.en} for r in reliability.reasons
            ],
        },
    }


def _answer(answer: Answer) -> object:
    return list(answer) if isinstance(answer, tuple) else answer


def run_suggest(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    """CLI handler for `suggest FILE [--at N] [--seat S] [--json]` (args: file, at, seat, json).

    Prints the JSON list (the only format for now), and on stderr what a torn last line lost; exit
    2 when --at is out of range or --seat names no seat.

    Raises:
        SaveFileError: the file cannot be read as a game.
    """
    opened = open_game(Path(args.file), library, writable=False)
    if opened.dropped:
        print(f"{args.file}: {opened.dropped}", file=sys.stderr)
    game = opened.game
    at = len(game.events) if args.at is None else args.at
    if not 0 <= at <= len(game.events):
        print(f"{args.file}: --at {at} is outside 0..{len(game.events)}", file=sys.stderr)
        return 2
    state = game.state_at(at)
    if args.seat is not None and all(seat.id != args.seat for seat in state.seats):
        print(f"{args.file}: --seat {args.seat!r} is not a seat (seats: {', '.join(s.id for s in state.seats)})", file=sys.stderr)
        return 2
    print(json.dumps(suggestions_json(game, at=at, seat=args.seat), ensure_ascii=False, indent=1), file=out)
    return 0


def bench_game(library: Library, players: int = 20, seed: int = 2) -> Game:
    """Return the bench case: a legal random S000 deal of `players` seats on night 1.

    S000 night 1 is the heaviest moment for suggestions (the Noble's every triple of players);
    seed 2 deals a Noble, Balloonist, Fortune Teller, General, Nightwatchman and Seamstress.

    Raises:
        SetupError: no legal setup exists for that player count.
    """
    from grimoire_app import paths
    from grimoire_app.model.commands import advance
    from grimoire_app.model.script import load_script
    from grimoire_app.systems.botc.demo import demo_names, record_setup
    from grimoire_app.systems.botc.setup.deal import random_setup

    script = load_script(paths.resources_dir() / "scripts" / "000-jongpa-wa-mayak.json", library)
    names = demo_names(players) if players <= 20 else [str(n) for n in range(1, players + 1)]
    game = Game(script, library)
    record_setup(game, random_setup(script, library, names, random.Random(seed)))
    game.record(advance(game.state))
    return game


def all_suggestions(game: Game) -> list[Suggestion]:
    """Compute every suggestion of now: the pure function the bench times (target ≤ 5 ms for 20 seats)."""
    return suggestions(game)
