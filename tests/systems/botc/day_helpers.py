"""Helpers for the day tests: a Storyteller who accepts every trigger, and readable table set-ups."""

from __future__ import annotations

from collections.abc import Mapping

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import place_reminder
from grimoire_app.systems.botc.events import Event, Nominated, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day import (
    PublicAct,
    Trigger,
    act_event,
    check_victory,
    end_of_day_events,
    resolve_trigger,
    triggers_for,
)
from grimoire_app.systems.botc.day.triggers import Happening
from tests.builders import seat_of, table, to_phase


def start(library: Library, script: str, *players: str, phase: tuple[str, int] = ("day", 1)) -> Game:
    """Seat "name=character" players on a seed script and advance to a phase (default: day 1)."""
    return to_phase(table(library, script, *players), *phase)


def ids(game: Game, *names: str) -> tuple[str, ...]:
    """Return the seat ids of players by name."""
    return tuple(seat_of(game, name) for name in names)


def mark(game: Game, name: str, character: str, token: str) -> None:
    """Put a reminder token on a player."""
    game.record(place_reminder(game.state, seat_of(game, name), character, token))


def accept(game: Game, event: Happening, picks: Mapping[str, tuple[str, ...]] | None = None, override: bool = False) -> list[Trigger]:
    """Record an event as a Storyteller who accepts every trigger (choices from `picks` by trigger id).

    Proposed events go through their own triggers too (the Virgin's execution meets the Fool).
    Returns every trigger that fired, in order.
    """
    picks = picks or {}
    fired = triggers_for(game, event, "before")
    replacing = [t for t in fired if t.replaces]
    for trigger in replacing:
        for follow in _events(game, trigger, picks):
            fired += accept(game, follow, picks)
    if replacing:
        return fired
    recorded: Event = act_event(event) if isinstance(event, PublicAct) else event
    game.record(recorded, override=override)
    fired += triggers_for(game, recorded, "after")
    for trigger in list(fired):
        for follow in _events(game, trigger, picks):
            fired += accept(game, follow, picks)
    return fired


def _events(game: Game, trigger: Trigger, picks: Mapping[str, tuple[str, ...]]) -> tuple[Event, ...]:
    if trigger.choice is not None:
        return resolve_trigger(game, trigger, picks[trigger.id]) if trigger.id in picks else ()
    return trigger.proposed


def nominate(game: Game, nominator: str, nominee: str) -> list[Trigger]:
    """Record a nomination by name, accepting its triggers."""
    return accept(game, Nominated(nominator=seat_of(game, nominator), nominee=seat_of(game, nominee)))


def vote(game: Game, nominee: str, *voters: str, override: bool = False) -> list[Trigger]:
    """Record the hands raised on today's nomination of a player, accepting the triggers."""
    return accept(game, VoteRecorded(nominee=seat_of(game, nominee), voters=ids(game, *voters)), override=override)


def fired_ids(fired: list[Trigger]) -> list[str]:
    """Return the ids of fired triggers with their text variant (e.g. 'virgin.nominated.execute')."""
    return [t.key.removeprefix("day.trigger.") for t in fired]


def close_day(game: Game, picks: Mapping[str, tuple[str, ...]] | None = None) -> list[Trigger]:
    """Close nominations as the Storyteller: record the execution (with its triggers), then the dusk check."""
    fired: list[Trigger] = []
    for event in end_of_day_events(game):
        fired += accept(game, event, picks)
    settle(game, at_dusk=True)
    return fired


def settle(game: Game, at_dusk: bool = False) -> None:
    """Record the game's end if check_victory proposes one (the Storyteller confirms)."""
    victory = check_victory(game, at_dusk=at_dusk)
    if victory is not None:
        game.record(victory.event("en"))
