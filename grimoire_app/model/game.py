"""Game: the event log of one game, with one door in (`record`) and one door back (`undo`).

The state after every event is kept (states share structure), so `state_at(n)` for review and
`undo` are O(1); opening a game folds the log once, O(n). A journal, when attached, receives
each event as it is recorded, so the file on disk is always the log.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from grimoire_app.model.characters import Character
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.model.events import Event
from grimoire_app.model.library import Library
from grimoire_app.model.rules import Refusal, refusals
from grimoire_app.model.script import Script
from grimoire_app.model.state import GameState, apply


class EventSink(Protocol):
    """Where recorded events go (the journal); the game calls it after each change."""

    def append(self, event: Event) -> None: ...

    def append_undo(self) -> None: ...


class Game:
    """One Blood on the Clocktower game on one script."""

    def __init__(self, script: Script, library: Library, events: Iterable[Event] = (), sink: EventSink | None = None) -> None:
        self.script = script
        self.library = library
        self.sink = sink
        self._events: list[Event] = []
        self._states: list[GameState] = [GameState()]
        self._redo: list[Event] = []
        for event in events:
            self._push(event)

    @property
    def events(self) -> tuple[Event, ...]:
        """Return the log, oldest first."""
        return tuple(self._events)

    @property
    def state(self) -> GameState:
        """Return the current grimoire."""
        return self._states[-1]

    def state_at(self, n: int) -> GameState:
        """Return the grimoire after the first n events (0: the empty game). Complexity is O(1).

        Raises:
            IndexError: n is outside 0..len(events).
        """
        if not 0 <= n <= len(self._events):
            raise IndexError(f"no state after event {n}: the game has {len(self._events)} events")
        return self._states[n]

    def character(self, character_id: str) -> Character | None:
        """Return a character by id: the script's own first (homebrew), then the library's."""
        return self.script.character(character_id) or self.library.find(character_id)

    def check(self, event: Event) -> list[Refusal]:
        """List the rules the event would break now (empty: legal)."""
        return refusals(self.state, event, self.character)

    def record(self, event: Event, override: bool = False) -> Event:
        """Record an event; with override, record it despite the rules and note which.

        Returns the event as recorded (with its override reason filled in).

        Raises:
            IllegalEventError: a rule refuses it (overridable) or it cannot apply (not overridable).
        """
        broken = self.check(event)
        if broken and not override:
            raise IllegalEventError([refusal.text("en") for refusal in broken], overridable=True)
        if broken:
            event = event.model_copy(update={"override": "; ".join(r.text("en") for r in broken)})
        self._push(event)
        self._redo.clear()
        if self.sink is not None:
            self.sink.append(event)
        return event

    def undo(self) -> Event | None:
        """Drop the last event onto the redo stack and return it (None when there is none)."""
        if not self._events:
            return None
        event = self._events.pop()
        self._states.pop()
        self._redo.append(event)
        if self.sink is not None:
            self.sink.append_undo()
        return event

    def redo(self) -> Event | None:
        """Record the last undone event again and return it (None when there is none)."""
        if not self._redo:
            return None
        event = self._redo.pop()
        self._push(event)
        if self.sink is not None:
            self.sink.append(event)
        return event

    @property
    def can_undo(self) -> bool:
        """Whether there is an event to undo."""
        return bool(self._events)

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone event to redo."""
        return bool(self._redo)

    @property
    def redo_next(self) -> Event | None:
        """Return the event redo would record, if any."""
        return self._redo[-1] if self._redo else None

    def _push(self, event: Event) -> None:
        self._states.append(apply(self._states[-1], event))
        self._events.append(event)
