"""EventLog: an append-only log of events with the state after each, for any game system.

One door in (`push`), one door back (`undo`), replay by index (`state_at`). The state after every
event is kept (states are immutable and share structure), so undo and `state_at` are O(1) and
opening a game folds the log once, O(n). A sink (the journal), when attached, receives every
change as it happens.

Undo and redo work in steps: one event recorded alone is one step; a list recorded with
`push_many` (CheckedLog.record_many) is one step too, journalled as one batch, all or nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel

from grimoire_app.model.errors import GrimoireError, IllegalEventError, ReplayError, clip
from grimoire_app.gc_pause import paused_gc

S = TypeVar("S")
E = TypeVar("E")
E_contra = TypeVar("E_contra", contravariant=True)


class EventSink(Protocol[E_contra]):
    """Where recorded events go (the journal): each call writes all or nothing, or raises."""

    def append(self, event: E_contra) -> None: ...

    def append_batch(self, events: Sequence[E_contra]) -> None: ...

    def append_undo(self) -> None: ...


class LogFollower(Protocol[E_contra]):
    """An index kept beside a log (systems.botc.log_index.NightIndex): told of each event kept and each cut."""

    def add(self, event: E_contra) -> None: ...

    def cut(self, length: int) -> None: ...


class EventLog(Generic[S, E]):
    """Events and the state after each; undo moves events to a redo stack."""

    def __init__(
        self, initial: S, apply: Callable[[S, E], S], events: Iterable[E] = (), sink: EventSink[E] | None = None,
        steps: Sequence[int] | None = None,
    ) -> None:
        """Start from `initial` and replay `events` (O(n) for n events).

        `steps`: the size of each undo step, oldest first (a journal's batches); None: one per event.

        Raises:
            ReplayError: an event does not apply; its `index` says which.
            GrimoireError: `steps` do not add up to the number of events.
        """
        self._apply = apply
        self._events: list[E] = []
        self._read: tuple[E, ...] | None = None
        """`events` as last handed out (None: the log changed since): readers ask for it many times per change."""
        self._states: list[S] = [initial]
        self._steps: list[int] = []
        """The size of each undo step in force; they add up to len(events)."""
        self._redo: list[E] = []
        """Undone events, the next to redo last."""
        self._redo_steps: list[int] = []
        self._followers: list[LogFollower[E]] = []
        """Indexes kept current with the log (`follow`): each event kept is added, each cut is cut."""
        self.sink = sink
        with paused_gc():  # every state is kept: nothing for the collector to find (grimoire_app/gc_pause.py)
            for index, event in enumerate(events):
                try:
                    self._push(event)
                except IllegalEventError as error:
                    raise ReplayError(index, list(error.reasons), error.overridable) from error
                except LookupError as error:  # a fold step that met an id it does not know
                    raise ReplayError(index, [f"refers to something not in the game ({clip(str(error))})"], False) from error
        self._steps = [1] * len(self._events) if steps is None else list(steps)
        if sum(self._steps) != len(self._events) or any(size < 1 for size in self._steps):
            raise GrimoireError(f"undo steps {clip(self._steps)} do not cover the {len(self._events)} events")

    @property
    def events(self) -> tuple[E, ...]:
        """Return the log, oldest first (copied once per change of the log, then handed out again)."""
        if self._read is None:
            self._read = tuple(self._events)
        return self._read

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
        self._steps.append(1)
        self._clear_redo()
        return event

    def push_many(self, events: Sequence[E]) -> list[E]:
        """Apply and append a list of events as one undo step, journalled as one batch.

        All or nothing: if any event does not apply or the sink cannot write the batch, the log
        is as it was. An empty list changes nothing. Complexity is O(len(events)).

        Raises:
            IllegalEventError: an event does not apply after those before it (nothing changed).
            SaveWriteError: the sink could not write the batch (nothing changed).
        """
        batch = list(events)
        if not batch:
            return []
        self._append_step(batch)
        self._clear_redo()
        return batch

    def undo(self) -> E | None:
        """Drop the last step (one event, or one batch) onto the redo stack; return its first event.

        Returns None when there is nothing to undo.

        Raises:
            SaveWriteError: the sink could not write the undo marker (nothing changed).
        """
        if not self._events:
            return None
        if self.sink is not None:
            self.sink.append_undo()
        size = self._steps.pop()
        step = self._events[-size:]
        self._cut(len(self._events) - size)
        self._redo.extend(reversed(step))
        self._redo_steps.append(size)
        return step[0]

    def redo(self) -> E | None:
        """Append the last undone step again and return its first event (None when there is none).

        Raises:
            SaveWriteError: the sink could not write the step (nothing changed).
        """
        if not self._redo:
            return None
        size = self._redo_steps[-1]
        step = self._redo[-size:][::-1]
        self._append_step(step)
        del self._redo[-size:]
        self._redo_steps.pop()
        return step[0]

    @property
    def undo_step(self) -> tuple[E, ...]:
        """Return the events Undo would drop, oldest first (empty when none)."""
        return tuple(self._events[-self._steps[-1]:]) if self._steps else ()

    @property
    def redo_step(self) -> tuple[E, ...]:
        """Return the events Redo would append, oldest first (empty when none)."""
        return tuple(reversed(self._redo[-self._redo_steps[-1]:])) if self._redo_steps else ()

    @property
    def steps(self) -> tuple[int, ...]:
        """Return the size of each undo step in force, oldest first (they add up to len(events))."""
        return tuple(self._steps)

    def _append_step(self, step: list[E]) -> None:
        """Apply, journal (one line or one batch) and keep a step; on any failure keep nothing."""
        mark = len(self._events)
        try:
            for event in step:
                self._keep(event, self._apply(self._states[-1], event))
            if self.sink is not None:
                self.sink.append(step[0]) if len(step) == 1 else self.sink.append_batch(step)
        except BaseException:
            self._cut(mark)
            raise
        self._steps.append(len(step))

    def _cut(self, length: int) -> None:
        """Forget the events after the first `length` (states are immutable: nothing to invert; followers cut too)."""
        del self._events[length:]
        self._read = None
        del self._states[length + 1:]
        for follower in self._followers:
            follower.cut(length)

    def follow(self, follower: LogFollower[E]) -> None:
        """Keep an index current from now on: it is told of every event kept (`add`) and every cut (undo, a branch,
        a dry run). It must already hold the log's events as they are. O(1) per event for the log."""
        self._followers.append(follower)

    def _clear_redo(self) -> None:
        self._redo.clear()
        self._redo_steps.clear()

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
        self._read = None
        for follower in self._followers:
            follower.add(event)


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
        return self.push(self._checked(event, override))

    def record_many(self, events: Sequence[M], override: bool = False) -> list[M]:
        """Record a list of events as one change: one journal batch, one undo step, all or nothing.

        Each event is checked against the state the events before it leave; with override, the
        refused ones are recorded with their reasons noted, as `record` does. Returns the events
        as recorded. Complexity is O(len(events)) checks and applications.

        Raises:
            IllegalEventError: a rule refuses one of them (nothing is recorded).
            SaveWriteError: the batch could not be written (nothing is recorded).
        """
        return self.push_many(self._dry_run(events, lambda event: self._checked(event, override)))

    def check_many(self, events: Sequence[M]) -> list[Refusing]:
        """List the rules a list of events would break, each checked after those before it."""
        found: list[Refusing] = []

        def note(event: M) -> M:
            found.extend(self.check(event))
            return event

        self._dry_run(events, note)
        return found

    def _checked(self, event: M, override: bool) -> M:
        """Return the event as it would be recorded now, or raise the refusal."""
        broken = self.check(event)
        if broken and not (override and self.overridable(broken)):
            raise self.refuse(broken)
        if broken:
            event = event.model_copy(update={"override": "; ".join(r.text("en") for r in broken)})
        return event

    def _dry_run(self, events: Sequence[M], each: Callable[[M], M]) -> list[M]:
        """Call `each` on every event in the state the ones before it leave; change nothing."""
        mark = len(self._events)
        done: list[M] = []
        try:
            for event in events:
                done.append(each(event))
                self._keep(done[-1], self._apply(self._states[-1], done[-1]))
        finally:
            self._cut(mark)
        return done
