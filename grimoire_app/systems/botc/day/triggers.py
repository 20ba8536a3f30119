"""Triggers: a character's rule prompting the Storyteller at the moment it fires, action prefilled.

`triggers_for(game, event, when)` asks every relevant rule of day_triggers.json about one event:
"before" it is recorded (a nomination of the Virgin, a death the Fool survives, a public act) or
"after" (a death that wakes the Barber's haircuts). Each Trigger carries its text (ko/en), the
events it proposes, whether those replace the event itself (the Fool does not die: record
NO ABILITY instead of the death; an empty replacement refuses the event), and any choice the
Storyteller must make first (`resolve_trigger` turns the choice into events). Nothing is recorded
here: the Storyteller confirms or ignores each proposal (DESIGN.md principle 4).

Flow for the UI: for an event E, ask `triggers_for(game, E, "before")`; record E unless an
accepted trigger replaces it, then each accepted trigger's events; ask
`triggers_for(game, E, "after")` and record what is accepted; then `check_victory(game)`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import Event, PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.acts import PublicAct, act_of
from grimoire_app.systems.botc.day.data import TriggerSpec, When
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.state import Seat

Happening = Event | PublicAct
"""What a trigger watches: a model event, or a public act (not yet in the event union)."""


@dataclass(frozen=True)
class Choice:
    """A choice the Storyteller (or the player, through them) must make before the events are known."""

    kind: str
    """'player' (one of `options`), 'players' (any number of `options`, none allowed)."""
    options: tuple[str, ...]
    """Seat ids that may be chosen, in table order."""


@dataclass(frozen=True)
class Trigger:
    """One rule firing: what to tell the Storyteller and the events it proposes."""

    id: str
    """The rule's id in day_triggers.json (e.g. 'virgin.nominated')."""
    character: str
    seat: str | None
    """Whose ability fires (None when no seat holds it)."""
    key: str
    """The i18n key of the text."""
    values: tuple[tuple[str, str], ...] = ()
    proposed: tuple[Event, ...] = ()
    """Events to record (after the watched event, or instead of it when `replaces`)."""
    replaces: bool = False
    """Whether `proposed` replaces the watched event (an empty replacement refuses it)."""
    choice: Choice | None = None
    """A choice to make first; `resolve_trigger` gives the events for it."""

    def text(self, lang: Lang) -> str:
        """Return what to tell the Storyteller, in one language."""
        return tr(self.key, lang, **dict(self.values))


@dataclass(frozen=True)
class Fire:
    """What a hook is asked about: one event at one moment, for one rule."""

    m: Moment
    """The game before the event (for 'after', the event is at index m.at)."""
    event: Happening
    when: When
    spec: TriggerSpec
    after: Moment | None = field(default=None)
    """The game just after the event (only for 'after')."""

    def trigger(self, variant: str | None = None, *, seat: str | None = None, proposed: tuple[Event, ...] = (),
                replaces: bool = False, choice: Choice | None = None, **values: str) -> Trigger:
        """Return a Trigger of this rule; its text is day.trigger.<id>[.<variant>] with the values."""
        key = f"day.trigger.{self.spec.id}" + (f".{variant}" if variant else "")
        pairs = tuple(sorted(values.items()))
        return Trigger(self.spec.id, self.spec.character, seat, key, pairs, proposed, replaces, choice)

    def death(self) -> PlayerDied:
        """Return the death asked about (for a rule whose `on` is a death)."""
        assert isinstance(self.event, PlayerDied)
        return self.event

    def act(self, kind: str) -> tuple[PublicAct, Seat] | None:
        """Return the public act asked about and its seat, when it is an act of this kind by a seat in play."""
        act = act_of(self.event)
        seat = self.m.find(act.seat) if act is not None and act.act == kind else None
        return (act, seat) if act is not None and seat is not None else None


Hook = Callable[[Fire], Trigger | None]
Resolver = Callable[[Game, Trigger, tuple[str, ...]], tuple[Event, ...]]
