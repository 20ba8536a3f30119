"""Game: the event log of one Blood on the Clocktower game, with its script and rule checks.

`record` (from CheckedLog) is the one door in: it checks the rules (rules.py), refuses with every
reason, or, with an override, records the event with the overridden reasons inside it. Undo, redo
and replay come from EventLog.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from grimoire_app.model.characters import Character
from grimoire_app.model.events import Event
from grimoire_app.model.library import Library
from grimoire_app.model.log import CheckedLog, EventSink
from grimoire_app.model.rules import Refusal, refusals
from grimoire_app.model.script import Script
from grimoire_app.model.state import GameState, apply


class Game(CheckedLog[GameState, Event]):
    """One Blood on the Clocktower game on one script."""

    def __init__(
        self, script: Script, library: Library, events: Iterable[Event] = (), sink: EventSink[Event] | None = None,
        steps: Sequence[int] | None = None,
    ) -> None:
        super().__init__(GameState(), apply, events, sink, steps)
        self.script = script
        self.library = library

    def character(self, character_id: str) -> Character | None:
        """Return a character by id: the script's own first (homebrew), then the library's."""
        return self.script.character(character_id) or self.library.find(character_id)

    def check(self, event: Event) -> list[Refusal]:
        """List the rules the event would break now (empty: legal)."""
        return refusals(self.state, event, self.character)
