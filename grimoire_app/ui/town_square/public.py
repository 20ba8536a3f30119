"""What the table may see: the public projection of the grimoire (no Qt).

The public town square is built from `public_view(state)` alone, which carries seat names, life,
ghost votes, the phase and today's nominations, and nothing else: no character, alignment,
reminder or bluff can reach that window because it never receives one.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.model.events import Phase
from grimoire_app.model.state import GameState
from grimoire_app.systems.botc.simulation import votes_needed


@dataclass(frozen=True)
class PublicSeat:
    """A seat as the table sees it."""

    name: str
    alive: bool
    ghost_vote: bool
    nominated: bool
    """Nominated today."""


@dataclass(frozen=True)
class PublicNomination:
    """Today's nomination: who, whom, and the hands raised once counted (None before)."""

    nominator: str
    nominee: str
    votes: int | None


@dataclass(frozen=True)
class PublicView:
    """Everything the public window shows."""

    phase: Phase
    seats: tuple[PublicSeat, ...]
    nominations: tuple[PublicNomination, ...]
    executed: str | None
    alive: int
    needed: int


def public_view(state: GameState) -> PublicView:
    """Return the public facts of the grimoire.

    >>> from grimoire_app.model.state import Seat
    >>> view = public_view(GameState(seats=(Seat("s1", "민수", character="imp", alignment="evil"),)))
    >>> view.seats, view.needed
    ((PublicSeat(name='민수', alive=True, ghost_vote=True, nominated=False),), 1)
    """
    names = {seat.id: seat.name for seat in state.seats}
    today = state.today()
    nominations = today.nominations if today else ()
    nominees = {n.nominee for n in nominations}
    seats = tuple(PublicSeat(seat.name, seat.alive, seat.ghost_vote, seat.id in nominees) for seat in state.seats)
    public = tuple(
        PublicNomination(names.get(n.nominator, n.nominator), names.get(n.nominee, n.nominee), None if n.voters is None else len(n.voters))
        for n in nominations
    )
    executed = names.get(today.execution, today.execution) if today and today.execution else None
    return PublicView(state.phase, seats, public, executed, state.alive_count, votes_needed(state))
