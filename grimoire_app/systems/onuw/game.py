"""OnuwGame: the event log of one One Night game, with rule checks and moderator overrides.

`record` is the one door in: it checks the rules (rules.py), refuses with every reason, or, with
an override, records the event with the overridden reasons inside it. Undo, redo and replay come
from EventLog, so undoing a night action puts every card back where it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from grimoire_app.model.log import CheckedLog, EventSink, Refusing
from grimoire_app.systems.onuw.errors import Refusal, RuleError
from grimoire_app.systems.onuw.events import OnuwEvent
from grimoire_app.systems.onuw.fold import apply
from grimoire_app.systems.onuw.rules import refusals
from grimoire_app.systems.onuw.state import OnuwState


class OnuwGame(CheckedLog[OnuwState, OnuwEvent]):
    """One game of One Night Ultimate Werewolf, from the table setup to the result."""

    def __init__(self, events: Iterable[OnuwEvent] = (), sink: EventSink[OnuwEvent] | None = None, steps: Sequence[int] | None = None) -> None:
        super().__init__(OnuwState(), apply, events, sink, steps)

    def check(self, event: OnuwEvent) -> list[Refusal]:
        """List the rules the event would break now (empty: legal)."""
        return refusals(self.state, event)

    def overridable(self, broken: Sequence[Refusing]) -> bool:
        """Only rule refusals may be overridden; a wrong phase or an unknown player may not."""
        return all(getattr(refusal, "overridable", False) for refusal in broken)

    def refuse(self, broken: Sequence[Refusing]) -> Exception:
        """Refuse with the ONUW error, which carries the rule codes."""
        return RuleError([r for r in broken if isinstance(r, Refusal)])
