"""A night choice being turned into events: who chose, what, and fresh reminder ids for what it places.

Shared by choices.py (the generic reminders) and choice_rules.py (what a character's choice changes
beyond reminders). Nothing here records anything: it builds events for the panel to record.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire_app.systems.botc.events import Event, NightChoice, ReminderMoved, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.values import Reason, TonightStep
from grimoire_app.systems.botc.tonight.view import View


class Ids:
    """Fresh reminder ids, none taken in the state nor handed out before (several events in one list)."""

    def __init__(self, view: View) -> None:
        self.taken = {reminder.id for seat in view.state.seats for reminder in seat.reminders}
        self.number = len(self.taken)

    def next(self) -> str:
        """Return an id not used yet.

        >>> from types import SimpleNamespace
        >>> ids = Ids(SimpleNamespace(state=SimpleNamespace(seats=())))  # type: ignore[arg-type]
        >>> ids.next(), ids.next()
        ('r1', 'r2')
        """
        self.number += 1
        while f"r{self.number}" in self.taken:
            self.number += 1
        self.taken.add(f"r{self.number}")
        return f"r{self.number}"


@dataclass
class Plan:
    """One choice at one step, and the events it makes so far."""

    view: View
    step: TonightStep
    choice: NightChoice
    ids: Ids
    impaired: tuple[Reason, ...] = ()
    events: list[Event] = field(default_factory=list)

    @property
    def chooser(self) -> Seat:
        """Return the seat that chose."""
        return self.view.seat(self.choice.seat)

    def place(self, character: str, token: str, seat_id: str) -> None:
        """Place a reminder on a seat; inert when the chooser is drunk or poisoned (its ability is judged as it acts)."""
        self.events.append(ReminderPlaced(reminder=self.ids.next(), seat=seat_id, character=character, token=token, inert=bool(self.impaired)))

    def place_once(self, character: str, token: str, seat_id: str) -> None:
        """Place a reminder unless the seat already carries that token."""
        if not self.view.has(self.view.seat(seat_id), (character, token)):
            self.place(character, token, seat_id)

    def place_or_move(self, character: str, token: str, seat_id: str) -> None:
        """Move the source's token to the seat (a token that moves each night), or place it if none is out.

        With several holders of the ability the previous token cannot be told apart, so a new one is placed.
        """
        existing = self.view.by_token.get((character, token), [])
        if len(existing) == 1 and len(self.view.holders.get(character, ())) <= 1:
            where, reminder = existing[0]
            if where.id != seat_id or reminder.inert != bool(self.impaired):
                self.events.append(ReminderMoved(reminder=reminder.id, seat=seat_id, inert=bool(self.impaired)))
            return
        self.place(character, token, seat_id)

    def remove(self, character: str, token: str, because: str = "used", seat_id: str | None = None) -> None:
        """Remove every such token (only the seat's, when a seat is given)."""
        for seat, reminder in self.view.by_token.get((character, token), []):
            if seat_id is None or seat.id == seat_id:
                self.events.append(ReminderRemoved(reminder=reminder.id, because=because))  # type: ignore[arg-type]
