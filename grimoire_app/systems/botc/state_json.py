"""The grimoire as plain JSON values: what `state FILE --json` prints and what the app must agree with."""

from __future__ import annotations

from typing import Any

from grimoire_app.systems.botc.state import GameState


def state_as_json(state: GameState) -> dict[str, Any]:
    """Return the grimoire as plain JSON values (phase, seats, bluffs, Fabled and Loric, and the game result).

    >>> state_as_json(GameState())
    {'phase': {'kind': 'setup', 'number': 0}, 'seats': [], 'bluffs': [], 'fabled': [], 'result': None}
    """
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
                "note": seat.note,
            }
            for seat in state.seats
        ],
        "bluffs": list(state.bluffs),
        "fabled": list(state.fabled),
        "result": None if state.result is None else {"winner": state.result.winner, "reason": state.result.reason},
    }
