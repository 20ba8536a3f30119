"""Record a list of events as one request: each through the square's override-aware `record`, one redraw.

A list that is one change for the Storyteller (the dusk/dawn checklist) goes through the
session's `record_many` instead (SquareCommands.record_many: one journal batch, one undo step,
all or nothing; `RecordMany`). `record_all` remains for the night choices, which keep what was
recorded before a refusal (moving them to `record_many` is the night panel's own change).

A night choice is several events (the NightChoice, the reminders it places, what it changes);
the session would redraw every widget after each. `record_all` holds the session's `changed`
until the list is recorded, then emits it once. It stops at the first event refused (and not
overridden), keeping what was recorded before: the Storyteller sees it and can undo.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSignalBlocker

from grimoire_app.model.events import Event
from grimoire_app.ui.session import GameSession

Record = Callable[[Event], Event | None]
"""Records one event, offering the Storyteller override when rules refuse it; None: not recorded."""
RecordMany = Callable[[Sequence[Event]], "list[Event] | None"]
"""Records a list of events as one change (one undo step), offering the override; None: nothing recorded."""


def record_all(session: GameSession, record: Record, events: Sequence[Event]) -> list[Event]:
    """Record events in order; return those recorded (stopping at the first refused one)."""
    recorded: list[Event] = []
    blocker = QSignalBlocker(session)
    try:
        for event in events:
            done = record(event)
            if done is None:
                break
            recorded.append(done)
    finally:
        blocker.unblock()
    if recorded:
        session.changed.emit()
    return recorded

