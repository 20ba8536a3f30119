"""Night proposals that are no attack, for gaps of issue 16: the Snake Charmer's swap with a player who may
register as the Demon (seed spec 4.1 Snake Charmer; docs/rules/recluse.md), and the setup reminders of a No Dashii
or an Evil Twin created during play (Pit-Hag, Barber…: docs/rules/nodashii.md, eviltwin.md).

deaths.proposed_deaths lists each `Offered` as a proposal the Storyteller accepts with one click (or records
one of its alternatives instead, or leaves it, and nothing happens).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, Event, ReminderMoved, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.plan import Ids
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import View



@dataclass(frozen=True)
class Offered:
    """A proposal that is no attack: whom it is about, the events to record, why, and what may be recorded instead."""

    seat: str
    events: tuple[Event, ...]
    why: Reason
    source: str
    instead: tuple[tuple[str, tuple[Event, ...], Reason], ...] = ()
    """Alternatives: (seat, events, why), e.g. the TWIN on another opposing player."""


def snakecharmer_offers(view: View, ids: Ids) -> list[Offered]:
    """Tonight's Snake Charmer chose a player who is no Demon but may register as one (a sober Recluse): offer the swap.

    The swap is the Demon hit's: characters and alignments change places and the chosen player is the
    Snake Charmer's POISONED for good. Offered while the chooser still is a working Snake Charmer.
    """
    from grimoire_app.systems.botc.info.registration import Sight

    sight = Sight(view.game, view.state, view.judge.impaired)
    found: list[Offered] = []
    for choice in view.choices_tonight("snakecharmer"):
        charmer = view.seat(choice.seat)
        if not choice.players or charmer.character != "snakecharmer" or impairment(view, charmer.id):
            continue
        target = view.seat(choice.players[0])
        if target.id == charmer.id or view.team(target) == Team.DEMON or True not in sight.demon(target):
            continue
        events: tuple[Event, ...] = (
            CharacterAssigned(seat=charmer.id, character=target.character, alignment=target.alignment),
            CharacterAssigned(seat=target.id, character=charmer.character, alignment=charmer.alignment),
            ReminderPlaced(reminder=ids.next(), seat=target.id, character="snakecharmer", token="Poisoned"),
        )
        found.append(Offered(target.id, events, view.reason("snakecharmer_registration", target.id, target.character), "snakecharmer"))
    return found


NO_DASHII_POISONED = ("nodashii", "Poisoned")
TWIN = ("eviltwin", "Twin")


def _created_in_play(view: View, character: str) -> list[Seat]:
    """The living seats that got this character during play (not dealt at setup), in table order."""
    return [s for s in view.state.seats if s.character == character and view.really_alive(s) and view.gained_at.get(s.id, -1) >= 0]


def nodashii_offers(view: View, ids: Ids) -> list[Offered]:
    """A No Dashii created during play: offer to put (or move) POISONED by its nearest Townsfolk each way, as setup does."""
    from grimoire_app.systems.botc.tonight.steps_snv import nodashii_neighbours

    found: list[Offered] = []
    for seat in _created_in_play(view, "nodashii")[:1]:  # two No Dashii's tokens cannot be told apart
        wanted = nodashii_neighbours(view, seat.id)
        marked = view.by_token.get(NO_DASHII_POISONED, [])
        missing = [s for s in wanted if s not in {where.id for where, _ in marked}]
        extra = [(where, reminder) for where, reminder in marked if where.id not in wanted]
        if not missing and not extra:
            continue
        events: list[Event] = []
        for (_, reminder), target in zip(extra, missing):
            events.append(ReminderMoved(reminder=reminder.id, seat=target))
        events += [ReminderRemoved(reminder=reminder.id) for _, reminder in extra[len(missing):]]
        events += [ReminderPlaced(reminder=ids.next(), seat=target, character="nodashii", token="Poisoned") for target in missing[len(extra):]]
        names = ", ".join(view.name(seat_id) for seat_id in wanted) or "-"
        found.append(Offered(seat.id, tuple(events), view.reason("nodashii_created", seat.id, candidates=names), "nodashii"))
    return found


def eviltwin_candidates(view: View, evil_twin: Seat) -> list[Seat]:
    """The living players of the other alignment than the Evil Twin's, in table order from the Evil Twin's left."""
    seats = view.state.seats
    start = view.state.index_of(evil_twin.id)
    ring = [seats[(start + step) % len(seats)] for step in range(1, len(seats))]
    return [s for s in ring if s.alignment != evil_twin.alignment and view.really_alive(s) and s.character]


def eviltwin_offers(view: View, ids: Ids) -> list[Offered]:
    """An Evil Twin created during play with no TWIN out, or with its TWIN on its own side: offer TWIN on an opposing player.

    The other opposing players are alternatives. The TWIN is on its own side after a Barber's swap (characters move,
    alignments stay; docs/rules/eviltwin.md [DECISION]): it is then moved, the Evil Twin's previous player first
    when of the opposing alignment (the Barber swapped the twins: the same pair, roles reversed).
    """
    twins = view.by_token.get(TWIN, [])
    found: list[Offered] = []
    for seat in _created_in_play(view, "eviltwin")[:1]:
        candidates = eviltwin_candidates(view, seat)
        if not candidates:
            continue
        if not twins:
            reminder, why = ids.next(), view.reason("eviltwin_created", seat.id)
            instead = tuple((c.id, _twin(reminder, c.id), why) for c in candidates[1:])
            found.append(Offered(candidates[0].id, _twin(reminder, candidates[0].id), why, "eviltwin", instead))
            continue
        if len(twins) != 1 or not _same_side(seat, twins[0][0]):
            continue
        where, token = twins[0]
        previous = _previous_evil_twin(view, seat.id)
        candidates.sort(key=lambda c: c.id != previous)
        why = view.reason("eviltwin_twin_same_side", seat.id, candidates=where.name)
        moves = [(c.id, (ReminderMoved(reminder=token.id, seat=c.id),), why) for c in candidates]
        found.append(Offered(moves[0][0], moves[0][1], why, "eviltwin", tuple(moves[1:])))
    return found


def _same_side(evil_twin: Seat, twin: Seat) -> bool:
    """Whether the TWIN lies by the Evil Twin itself or by a player of its alignment (no pair of opposites)."""
    return twin.id == evil_twin.id or twin.alignment == evil_twin.alignment


def _previous_evil_twin(view: View, seat_id: str) -> str | None:
    """Return who held the Evil Twin before this seat got it (the Barber's other player), if anybody."""
    previous: str | None = None
    for event in view.game.events[: view.cutoff]:
        if isinstance(event, CharacterAssigned) and event.character == "eviltwin" and event.seat != seat_id:
            previous = event.seat
    return previous


def _twin(reminder: str, seat_id: str) -> tuple[Event, ...]:
    return (ReminderPlaced(reminder=reminder, seat=seat_id, character="eviltwin", token="Twin"),)


OFFERED: dict[str, Callable[[View, Ids], list[Offered]]] = {
    "snakecharmer": snakecharmer_offers,
    "nodashii": nodashii_offers,
    "eviltwin": eviltwin_offers,
}
"""deaths.proposed_deaths lists these after registry.OFFERS."""
