"""One suggestion as JSON (the command line's `suggest`, in tonight/suggested.py, prints a list of them), and the bench case."""

from __future__ import annotations


from grimoire_app.systems.botc.info.registry import Answer
from grimoire_app.systems.botc.info.suggest import Suggestion


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
