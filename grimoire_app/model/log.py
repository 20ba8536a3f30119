"""EventLog: an append-only log of events with the state after each, for any game system.

One door in (`push`), one door back (`undo`), replay by index (`state_at`). The state after every
event is kept (states are immutable and share structure), so undo and `state_at` are O(1) and
opening a game folds the log once, O(n). A sink (the journal), when attached, receives every
change as it happens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel

from grimoire_app.model.errors import IllegalEventError, ReplayError, clip

S = TypeVar("S")
E = TypeVar("E")
E_contra = TypeVar("E_contra", contravariant=True)


class EventSink(Protocol[E_contra]):
    """Where recorded events go (the journal): each call writes all or nothing, or raises."""

    def append(self, event: E_contra) -> None: ...

    def append_undo(self) -> None: ...


class EventLog(Generic[S, E]):
    """Events and the state after each; undo moves events to a redo stack."""

    def __init__(self, initial: S, apply: Callable[[S, E], S], events: Iterable[E] = (), sink: EventSink[E] | None = None) -> None:
        """Start from `initial` and replay `events` (O(n) for n events).

        Raises:
            ReplayError: an event does not apply; its `index` says which.
        """
        self._apply = apply
        self._events: list[E] = []
        self._states: list[S] = [initial]
        self._redo: list[E] = []
        self.sink = sink
        for index, event in enumerate(events):
            try:
                self._push(event)
            except IllegalEventError as error:
                raise ReplayError(index, list(error.reasons), error.overridable) from error
            except LookupError as error:  # a fold step that met an id it does not know
                raise ReplayError(index, [f"refers to something not in the game ({clip(str(error))})"], False) from error

    @property
    def events(self) -> tuple[E, ...]:
        """Return the log, oldest first."""
        return tuple(self._events)

    @property
    def state(self) -> S:
        """Return the state after the last event."""
        return self._states[-1]

    def state_at(self, n: int) -> S:
        """Return the state after the first n events (0: the initial state). Complexity is O(1).

        Raises:
            IndexError: n is outside 0..len(events).
        """
        if not 0 <= n <= len(self._events):
            raise IndexError(f"no state after event {n}: the log has {len(self._events)} events")
        return self._states[n]

    def push(self, event: E) -> E:
        """Apply and append an event, clear the redo stack, and journal it.

        All or nothing: the event is applied, then journalled, and only then kept; if the sink
        cannot write it, the log is as it was.

        Raises:
            SaveWriteError: the sink could not write the event (nothing changed).
        """
        state = self._apply(self._states[-1], event)
        if self.sink is not None:
            self.sink.append(event)
        self._keep(event, state)
        self._redo.clear()
        return event

    def undo(self) -> E | None:
        """Drop the last event onto the redo stack and return it (None when there is none).

        Raises:
            SaveWriteError: the sink could not write the undo marker (nothing changed).
        """
        if not self._events:
            return None
        if self.sink is not None:
            self.sink.append_undo()
        event = self._events.pop()
        self._states.pop()
        self._redo.append(event)
        return event

    def redo(self) -> E | None:
        """Append the last undone event again and return it (None when there is none).

        Raises:
            SaveWriteError: the sink could not write the event (nothing changed).
        """
        if not self._redo:
            return None
        event = self._redo[-1]
        state = self._apply(self._states[-1], event)
        if self.sink is not None:
            self.sink.append(event)
        self._redo.pop()
        self._keep(event, state)
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
    def redo_next(self) -> E | None:
        """Return the event redo would append, if any."""
        return self._redo[-1] if self._redo else None

    def _push(self, event: E) -> None:
        self._keep(event, self._apply(self._states[-1], event))

    def _keep(self, event: E, state: S) -> None:
        self._states.append(state)
        self._events.append(event)


class Refusing(Protocol):
    """A rule refusal of any game system: it can say itself in a language."""

    def text(self, lang: Literal["ko", "en"]) -> str: ...


M = TypeVar("M", bound=BaseModel)


class CheckedLog(EventLog[S, M]):
    """An event log whose `record` checks the rules first; the Storyteller may override them.

    Subclasses say what the rules refuse (`check`), and may say which refusals no override can
    pass (`overridable`) and which error to raise (`refuse`).
    """

    def check(self, event: M) -> Sequence[Refusing]:
        """List the rules the event would break now (empty: legal)."""
        raise NotImplementedError

    def overridable(self, broken: Sequence[Refusing]) -> bool:
        """Whether the Storyteller may record despite these refusals (default: always)."""
        return True

    def refuse(self, broken: Sequence[Refusing]) -> Exception:
        """Return the error that refuses an event, with every reason."""
        return IllegalEventError([refusal.text("en") for refusal in broken], overridable=self.overridable(broken))

    def record(self, event: M, override: bool = False) -> M:
        """Record an event; with override, record it despite the rules and note which in the event.

        Returns the event as recorded (with its override reason filled in).

        Raises:
            IllegalEventError: a rule refuses it (or the system's own subclass of it).
        """
        broken = self.check(event)
        if broken and not (override and self.overridable(broken)):
            raise self.refuse(broken)
        if broken:
            event = event.model_copy(update={"override": "; ".join(r.text("en") for r in broken)})
        return self.push(event)
