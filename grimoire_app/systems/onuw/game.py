"""OnuwGame: the event log of one One Night game, with rule checks and moderator overrides.

`record` is the one door in: it checks the rules (rules.py), refuses with every reason, or, with
an override, records the event with the overridden reasons inside it. Undo, redo and replay come
from EventLog, so undoing a night action puts every card back where it was.
"""

from __future__ import annotations

from collections.abc import Iterable

from grimoire_app.model.log import EventLog, EventSink
from grimoire_app.systems.onuw.errors import Refusal, RuleError
from grimoire_app.systems.onuw.events import OnuwEvent
from grimoire_app.systems.onuw.fold import apply
from grimoire_app.systems.onuw.rules import refusals
from grimoire_app.systems.onuw.state import OnuwState


class OnuwGame(EventLog[OnuwState, OnuwEvent]):
    """One game of One Night Ultimate Werewolf, from the table setup to the result."""

    def __init__(self, events: Iterable[OnuwEvent] = (), sink: EventSink[OnuwEvent] | None = None) -> None:
        super().__init__(OnuwState(), apply, events, sink)

    def check(self, event: OnuwEvent) -> list[Refusal]:
        """List the rules the event would break now (empty: legal)."""
        return refusals(self.state, event)

    def record(self, event: OnuwEvent, override: bool = False) -> OnuwEvent:
        """Record an event; with override, record it despite the rules and note which.

        Returns the event as recorded (with its override reason filled in).

        Raises:
            RuleError: a rule refuses it and there is no override, or it cannot apply at all.
        """
        broken = self.check(event)
        if broken and not (override and all(r.overridable for r in broken)):
            raise RuleError(broken)
        if broken:
            event = event.model_copy(update={"override": "; ".join(r.text("en") for r in broken)})
        return self.push(event)
