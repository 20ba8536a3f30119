"""The Spirit of Ivory: at most one evil player more than at the start (docs/rules/spiritofivory.md).

`ivory_limit_broken` tells the rules (rules.py) when turning a player evil would break the limit; the
Storyteller may override the refusal. Travellers are left out on both sides: their alignment is the
Storyteller's choice when they arrive, not an ability turning a player evil.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.model.characters import Character, Team
from grimoire_app.systems.botc.events import AlignmentChanged
from grimoire_app.systems.botc.state import GameState, Seat

SPIRIT_OF_IVORY = "spiritofivory"
EXTRA_EVIL = 1
"""How many players may become evil beyond the evil team at the start."""


def ivory_limit_broken(state: GameState, event: AlignmentChanged, find: Callable[[str], Character | None]) -> int | None:
    """Return the evil limit the change would break (start + 1), or None when it is within it or does not apply.

    It applies while the Spirit of Ivory is in play, after setup, to a resident (not a Traveller) turning evil.
    """
    if SPIRIT_OF_IVORY not in state.fabled or state.evil_at_start is None or event.alignment != "evil":
        return None
    seat = state.seat(event.seat)
    if seat.alignment == "evil" or _traveller(seat, find):
        return None
    start = sum(1 for s in state.seats if s.id in state.evil_at_start and not _traveller(s, find))
    evil_now = sum(1 for s in state.seats if s.alignment == "evil" and not _traveller(s, find))
    limit = start + EXTRA_EVIL
    return limit if evil_now + 1 > limit else None


def _traveller(seat: Seat, find: Callable[[str], Character | None]) -> bool:
    found = find(seat.character) if seat.character else None
    return found is not None and found.team == Team.TRAVELLER
