"""The Revolutionary: two neighbours are known to share an alignment; once per game one registers falsely
(docs/rules/revolutionary.md).

The pair is marked with the Revolutionary's two "Aligned" reminders (`mark_aligned`, offered for the pairs
`aligned_pairs` lists); the false registration is data in resources/botc/registration.json (a `marker` row:
info/registration.Sight applies it to the marked seats until "Register Falsely?" lies on the table).
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.model.characters import Character, Team
from grimoire_app.model.errors import GrimoireError
from grimoire_app.systems.botc.events import Event, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.state import GameState, Seat

REVOLUTIONARY = "revolutionary"
ALIGNED = "Aligned"
Lookup = Callable[[str], Character | None]


class AlignedPairError(GrimoireError):
    """Two players the Revolutionary cannot mark: not neighbours, or not of one alignment."""


def aligned_pairs(state: GameState, find: Lookup) -> tuple[tuple[str, str], ...]:
    """Return every pair of neighbours (Travellers not counted) of one alignment, in table order, as seat ids."""
    residents = [seat for seat in state.seats if not _traveller(seat, find)]
    if len(residents) < 2:
        return ()
    pairs = zip(residents, residents[1:] + residents[:1]) if len(residents) > 2 else [(residents[0], residents[1])]
    return tuple((a.id, b.id) for a, b in pairs if a.alignment == b.alignment)


def marked_pair(state: GameState) -> tuple[str, ...]:
    """Return the seats carrying the Revolutionary's Aligned, in table order."""
    return tuple(seat.id for seat in state.seats if any((r.character, r.token) == (REVOLUTIONARY, ALIGNED) for r in seat.reminders))


def mark_aligned(state: GameState, find: Lookup, first: str, second: str) -> list[Event]:
    """Return the events that mark a pair Aligned (moving the tokens when another pair was marked).

    Raises:
        AlignedPairError: the two are not neighbours of one alignment (Travellers not counted).
    """
    pairs = aligned_pairs(state, find)
    if (first, second) not in pairs and (second, first) not in pairs:
        names = f"{state.seat(first).name!r} and {state.seat(second).name!r}"
        raise AlignedPairError(f"revolutionary: {names} are not neighbours of one alignment")
    events: list[Event] = []
    for seat in state.seats:
        events += [ReminderRemoved(reminder=r.id) for r in seat.reminders if (r.character, r.token) == (REVOLUTIONARY, ALIGNED)]
    taken = {r.id for seat in state.seats for r in seat.reminders}
    for seat_id in (first, second):
        events.append(ReminderPlaced(reminder=_fresh(taken), seat=seat_id, character=REVOLUTIONARY, token=ALIGNED))
    return events


def _fresh(taken: set[str]) -> str:
    """Return a reminder id not in `taken`, and take it.

    >>> taken = {"r1", "r2"}
    >>> _fresh(taken), _fresh(taken)
    ('r3', 'r4')
    """
    number = len(taken) + 1
    while f"r{number}" in taken:
        number += 1
    taken.add(f"r{number}")
    return f"r{number}"


def _traveller(seat: Seat, find: Lookup) -> bool:
    found = find(seat.character) if seat.character else None
    return found is not None and found.team == Team.TRAVELLER
