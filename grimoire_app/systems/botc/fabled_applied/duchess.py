"""The Duchess: up to 3 players visit each day; that night each learns how many visitors are evil, one falsely
(docs/rules/duchess.md).

Visitors carry the Duchess's "Visitor" reminder; the one who will be told a false number carries "False Info"
instead. `toggle_visitor` and `set_false_info` build the events (the Duchess token's menu records them);
info/duchess.py gives each visitor's information (truth, legal answers, why); tonight/steps_fabled.duchess wakes them.
"""

from __future__ import annotations

from grimoire_app.model.errors import GrimoireError
from grimoire_app.systems.botc.events import Event, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.state import GameState, Reminder

DUCHESS = "duchess"
VISITOR = "Visitor"
FALSE_INFO = "False Info"
MAX_VISITORS = 3


class VisitorError(GrimoireError):
    """A visit the Duchess does not allow: a fourth visitor, or false info for a player who did not visit."""


def visitors(state: GameState) -> tuple[str, ...]:
    """Return the seats marked as visitors (Visitor or False Info), in table order."""
    return tuple(seat.id for seat in state.seats if _tokens(seat.reminders) & {VISITOR, FALSE_INFO})


def false_info(state: GameState) -> str | None:
    """Return the visitor marked to get false information, if one is."""
    return next((seat.id for seat in state.seats if FALSE_INFO in _tokens(seat.reminders)), None)


def toggle_visitor(state: GameState, seat_id: str) -> list[Event]:
    """Return the events that mark a player as a visitor today, or take the mark off a visitor.

    Raises:
        VisitorError: three players already visit.
    """
    mine = [r for r in state.seat(seat_id).reminders if r.character == DUCHESS and r.token in (VISITOR, FALSE_INFO)]
    if mine:
        return [ReminderRemoved(reminder=r.id) for r in mine]
    if len(visitors(state)) >= MAX_VISITORS:
        raise VisitorError(f"duchess: {state.seat(seat_id).name!r} would be a fourth visitor (at most {MAX_VISITORS})")
    return [ReminderPlaced(reminder=_fresh(state, 1)[0], seat=seat_id, character=DUCHESS, token=VISITOR)]


def set_false_info(state: GameState, seat_id: str) -> list[Event]:
    """Return the events that make one visitor the one told a false number (the previous one becomes a plain visitor).

    Raises:
        VisitorError: the player is not a visitor.
    """
    if seat_id not in visitors(state):
        raise VisitorError(f"duchess: {state.seat(seat_id).name!r} did not visit, so cannot get the false number")
    events: list[Event] = []
    ids = iter(_fresh(state, 2))
    for seat in state.seats:
        for reminder in seat.reminders:
            if reminder.character != DUCHESS:
                continue
            if reminder.token == FALSE_INFO and seat.id != seat_id:
                events += [ReminderRemoved(reminder=reminder.id), ReminderPlaced(reminder=next(ids), seat=seat.id, character=DUCHESS, token=VISITOR)]
            if reminder.token == VISITOR and seat.id == seat_id:
                events += [ReminderRemoved(reminder=reminder.id), ReminderPlaced(reminder=next(ids), seat=seat.id, character=DUCHESS, token=FALSE_INFO)]
    return events


def _tokens(reminders: tuple[Reminder, ...]) -> set[str]:
    return {r.token for r in reminders if r.character == DUCHESS}


def _fresh(state: GameState, count: int) -> list[str]:
    """Return `count` reminder ids not used in the state."""
    taken = {r.id for seat in state.seats for r in seat.reminders}
    found: list[str] = []
    number = len(taken)
    while len(found) < count:
        number += 1
        if f"r{number}" not in taken:
            found.append(f"r{number}")
    return found
