"""Helpers for the Tonight tests: build a table, walk phases with the dusk/dawn checklists, record choices."""

from __future__ import annotations

from collections.abc import Iterable

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.systems.botc.events import BelievedCharacterSet, Event, Executed, InfoShown
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import (
    TonightStep,
    advance_events,
    choice_events,
    info_events,
    tonight_sheet,
)
from tests.builders import seat_of, table


def game_of(library: Library, script: str, *players: str) -> Game:
    """Seat "name=character" players; "name=drunk:empath" seats the Drunk believing the Empath."""
    plain = [p.split(":")[0] for p in players]
    game = table(library, script, *plain)
    for player in players:
        name, _, rest = player.partition("=")
        if ":" in rest:
            game.record(BelievedCharacterSet(seat=seat_of(game, name), character=rest.split(":")[1]))
    return game


def record(game: Game, events: Iterable[Event], override: bool = False) -> list[Event]:
    """Record events in order (overriding no rule unless asked: the Storyteller's override) and return them."""
    recorded = list(events)
    for event in recorded:
        game.record(event, override)
    return recorded


def advance(game: Game) -> list[Event]:
    """Move to the next phase with its whole dusk or dawn checklist recorded."""
    return record(game, advance_events(game))


def advance_to(game: Game, kind: str, number: int) -> Game:
    """Advance (with the checklists) until the phase is reached."""
    while (game.state.phase.kind, game.state.phase.number) != (kind, number):
        advance(game)
    return game


def step(game: Game, step_id: str, night: int | None = None) -> TonightStep:
    """Return one step of tonight's (or night n's) sheet."""
    found = [s for s in tonight_sheet(game, night) if s.id == step_id]
    assert found, f"no step {step_id!r} on the sheet"
    return found[0]


def absent(game: Game, step_id: str, night: int | None = None) -> bool:
    """Whether the sheet has no step with this id."""
    return all(s.id != step_id for s in tonight_sheet(game, night))


def choose(game: Game, step_id: str, *names: str, characters: tuple[str, ...] = (), actor: str | None = None, override: bool = False) -> list[Event]:
    """Record the choice of the named players (and characters) at a step tonight (with override: despite check)."""
    players = [seat_of(game, name) for name in names]
    return record(game, choice_events(game, step_id, players, characters, seat_of(game, actor) if actor else None), override)


def show(game: Game, step_id: str, *names: str, answer: int | bool | str | None = None, override: bool = False) -> list[Event]:
    """Record an answer pointing at the named players at a step tonight (with override: outside the legal ones)."""
    return record(game, info_events(game, step_id, [seat_of(game, n) for n in names], answer=answer), override)


def mark(game: Game, name: str, character: str, token: str) -> str:
    """Place a reminder by a player and return its id."""
    event = place_reminder(game.state, seat_of(game, name), character, token)
    game.record(event)
    return event.reminder


def tokens(game: Game, name: str) -> set[tuple[str, str]]:
    """Return the (character, token) reminders lying by a player."""
    return {(r.character, r.token) for r in game.state.seat(seat_of(game, name)).reminders}


def die(game: Game, name: str, kind: str = "storyteller", character: str | None = None) -> None:
    """Record a player's death."""
    game.record(kill(seat_of(game, name), kind, character))


def execute(game: Game, name: str) -> None:
    """Execute a player today, and record the death."""
    seat = seat_of(game, name)
    game.record(Executed(seat=seat))
    game.record(kill(seat, "execution"))


def held_minion(game: Game, name: str, minion: str) -> None:
    """Record the Alchemist's YOU ARE card (the Minion ability it holds)."""
    game.record(InfoShown(seat=seat_of(game, name), info="you_are", characters=(minion,), step="alchemist"))


def codes(found: TonightStep) -> set[str]:
    """Return a step's skip-reason codes."""
    return set(found.reason_codes())
