"""One suggestion as JSON (the command line's `suggest`, in tonight/suggested.py, prints a list of them), and the bench case."""

from __future__ import annotations

import random

from grimoire_app.systems.botc.game import Game
from grimoire_app.model.library import Library
from grimoire_app.systems.botc.info.registry import Answer
from grimoire_app.systems.botc.info.suggest import Suggestion, suggestions


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


def bench_game(library: Library, players: int = 20, seed: int = 2) -> Game:
    """Return the bench case: a legal random S000 deal of `players` seats on night 1.

    S000 night 1 is the heaviest moment for suggestions (the Noble's every triple of players);
    seed 2 deals a Noble, Balloonist, Fortune Teller, General, Nightwatchman and Seamstress.

    Raises:
        SetupError: no legal setup exists for that player count.
    """
    from grimoire_app import paths
    from grimoire_app.systems.botc.commands import advance
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
