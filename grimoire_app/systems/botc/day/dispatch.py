"""Ask the registered trigger rules about one event, and turn a trigger's choice into events."""

from __future__ import annotations

from grimoire_app.systems.botc.events import Event
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.data import When, trigger_specs
from grimoire_app.systems.botc.day.facts import Ids, Moment
from grimoire_app.systems.botc.day.registry import HOOKS, RESOLVERS
from grimoire_app.systems.botc.day.triggers import Fire, Happening, Trigger


def triggers_for(game: Game, event: Happening, when: When = "before") -> list[Trigger]:
    """Return the triggers an event fires, in the order the Storyteller is asked.

    "before": the event is about to be recorded (the game is as it was). "after": the event is
    the last one recorded.

    Raises:
        ValueError: "after" for an event that is not the last one recorded.
    """
    if when == "before":
        return triggers_at(game, len(game.events), event, when)
    if not game.events or _plain(game.events[-1]) != _plain(event):
        raise ValueError(f"triggers after {type(event).__name__}: it is not the last recorded event")
    return triggers_at(game, len(game.events) - 1, event, when)


def _plain(event: Happening) -> Happening:
    return event.model_copy(update={"override": None})


def triggers_at(game: Game, index: int, event: Happening, when: When) -> list[Trigger]:
    """Return the triggers of an event at position `index` of the log (recorded there, or about to be)."""
    m = Moment(game, index, Ids())
    after = Moment(game, index + 1, m.ids) if when == "after" else None
    if after is not None:
        m.ids.taken |= {r.id for seat in after.state.seats for r in seat.reminders}
    relevant = m.relevant()
    found: list[Trigger] = []
    for spec in trigger_specs():
        if spec.when != when or spec.on != event.type or spec.character not in relevant:
            continue
        trigger = HOOKS[spec.id](Fire(m, event, when, spec, after))
        if trigger is not None:
            found.append(trigger)
    return found


def resolve_trigger(game: Game, trigger: Trigger, picked: tuple[str, ...] = ()) -> tuple[Event, ...]:
    """Return the events of a trigger once its choice is made: its proposed events, then the choice's.

    Raises:
        ValueError: a picked player is not among the trigger's options.
    """
    if trigger.choice is None:
        return trigger.proposed
    wrong = [p for p in picked if p not in trigger.choice.options]
    if wrong or (trigger.choice.kind == "player" and len(picked) != 1):
        raise ValueError(f"{trigger.id}: cannot choose {picked!r} from {trigger.choice.options!r}")
    return trigger.proposed + RESOLVERS[trigger.id](game, trigger, picked)
