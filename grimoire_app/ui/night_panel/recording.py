"""How the night panel records a list of events that is one change for the Storyteller.

A night choice is several events (the NightChoice, the reminders it places, what it changes), and
the dusk/dawn checklist is several more: each goes through the session's one door as one change
(`GameSession.record_or_confirm` / `record_many`: one journal batch, one undo step, all or
nothing, one redraw).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grimoire_app.systems.botc.events import Event

RecordMany = Callable[[Sequence[Event]], "list[Event] | None"]
"""Records a list of events as one change (one undo step), offering the override; None: nothing recorded."""
