"""Headless views of a game: the grimoire as JSON, and the night-by-night account.

`state_as_json` is what `state FILE --json` prints and what the app must agree with;
`account` is what `summary FILE` prints.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from grimoire_app.model.characters import Lang
from grimoire_app.model.describe import Namer, describe
from grimoire_app.model.events import Executed, GameEnded, InfoShown, Nominated, PhaseAdvanced, PlayerDied, VoteRecorded
from grimoire_app.model.game import Game
from grimoire_app.model.state import GameState

ACCOUNT_EVENTS = (PlayerDied, Nominated, VoteRecorded, Executed, InfoShown, GameEnded)
"""What the summary tells; setup and bookkeeping events are left to review mode."""


def state_as_json(state: GameState) -> dict[str, Any]:
    """Return the grimoire as plain JSON values (phase, seats, bluffs, and the game result)."""
    return {
        "phase": {"kind": state.phase.kind, "number": state.phase.number},
        "seats": [
            {
                "id": seat.id,
                "name": seat.name,
                "character": seat.character,
                "believed": seat.believed,
                "alignment": seat.alignment,
                "alive": seat.alive,
                "ghost_vote": seat.ghost_vote,
                "reminders": [{"character": r.character, "token": r.token} for r in seat.reminders],
            }
            for seat in state.seats
        ],
        "bluffs": list(state.bluffs),
        "result": None if state.result is None else {"winner": state.result.winner, "reason": state.result.reason},
    }


def account(game: Game, lang: Lang) -> list[str]:
    """Return the night-by-night account: a heading per phase, then what happened in it."""
    lines: list[str] = []
    for index, event in enumerate(game.events):
        before = game.state_at(index)
        if isinstance(event, PhaseAdvanced):
            lines.append("")
            lines.append(f"== {Namer(before, game.script, game.library, lang).phase(event.to)} ==")
        elif isinstance(event, ACCOUNT_EVENTS):
            lines.append("  " + describe(event, before, game.script, game.library, lang))
    return lines[1:] if lines and lines[0] == "" else lines


def timeline(game: Game, lang: Lang) -> Iterator[tuple[int, str]]:
    """Yield (event number, line) for every event: the review timeline."""
    for index, event in enumerate(game.events):
        yield index + 1, describe(event, game.state_at(index), game.script, game.library, lang)
