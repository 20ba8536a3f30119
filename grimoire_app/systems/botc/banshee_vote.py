"""The Banshee's empowered votes and nominations (docs/rules/banshee.md): one predicate the fold, the rule checks and
the vote arithmetic share, so they cannot disagree.

A Banshee killed by the Demon carries HAS ABILITY: from then on, dead or alive, it may nominate twice a day and its
hand counts twice on every nomination, without a ghost vote. Imports nothing from the state (the fold imports it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire_app.systems.botc.state import Seat

HAS_ABILITY = ("banshee", "Has Ability")
"""The Banshee's reminder marking that the Demon killed it."""
BANSHEE_NOMINATIONS = 2
BANSHEE_HAND = 2


def banshee_empowered(seat: Seat) -> bool:
    """Whether the seat is a Banshee holding a working HAS ABILITY (an inert one, from an impaired death, is not).

    >>> from grimoire_app.systems.botc.state import Reminder, Seat
    >>> banshee_empowered(Seat("s1", "Ann", character="banshee", alive=False, reminders=(Reminder("r1", "banshee", "Has Ability"),)))
    True
    >>> banshee_empowered(Seat("s1", "Ann", character="banshee", alive=False))
    False
    """
    if seat.character != HAS_ABILITY[0]:
        return False
    return any(r.character == HAS_ABILITY[0] and r.token.casefold() == HAS_ABILITY[1].casefold() and not r.inert for r in seat.reminders)


def nominations_allowed(seat: Seat) -> int:
    """Return how many nominations the seat may make today (the empowered Banshee's two, else one)."""
    return BANSHEE_NOMINATIONS if banshee_empowered(seat) else 1
