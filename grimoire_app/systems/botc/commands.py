"""Build events from what the Storyteller asks for: fresh ids, default alignments, today's facts.

Widgets and the demo generator call these instead of building events by hand, so every event
that needs a new id or a derived value gets it the same way. Nothing here changes state:
each function returns an event for `Game.record`.
"""

from __future__ import annotations

from grimoire_app.model.characters import Character, Team
from grimoire_app.systems.botc.events import (
    Alignment,
    CharacterAssigned,
    DeathCause,
    PhaseAdvanced,
    PlayerDied,
    ReminderPlaced,
    SeatAdded,
)
from grimoire_app.systems.botc.state import GameState


def new_seat_id(state: GameState) -> str:
    """Return a seat id not used in the state.

    >>> new_seat_id(GameState())
    's1'
    """
    taken = {seat.id for seat in state.seats + state.departed}
    return _fresh("s", taken)


def new_reminder_id(state: GameState) -> str:
    """Return a reminder id not used in the state."""
    taken = {reminder.id for seat in state.seats for reminder in seat.reminders}
    return _fresh("r", taken)


def _fresh(prefix: str, taken: set[str]) -> str:
    number = len(taken) + 1
    while f"{prefix}{number}" in taken:
        number += 1
    return f"{prefix}{number}"


def add_seat(state: GameState, name: str, index: int | None = None) -> SeatAdded:
    """Return the event that seats a new player."""
    return SeatAdded(seat=new_seat_id(state), name=name, index=index)


def default_alignment(character: Character | None) -> Alignment:
    """Return the alignment a character starts with (travellers and no character: good)."""
    return "evil" if character is not None and character.team in (Team.MINION, Team.DEMON) else "good"


def assign_character(state: GameState, seat_id: str, character: Character | None) -> CharacterAssigned:
    """Return the event that gives a seat a character.

    At setup the seat takes the character's default alignment; during play it keeps its own (a
    player turned into a Demon by the Pit-Hag stays good).
    """
    alignment = default_alignment(character) if state.phase.kind == "setup" else state.seat(seat_id).alignment
    return CharacterAssigned(seat=seat_id, character=character.id if character else None, alignment=alignment)


def place_reminder(state: GameState, seat_id: str, character_id: str, token: str) -> ReminderPlaced:
    """Return the event that puts a reminder token by a seat."""
    return ReminderPlaced(reminder=new_reminder_id(state), seat=seat_id, character=character_id, token=token)


def kill(seat_id: str, kind: str = "storyteller", character: str | None = None) -> PlayerDied:
    """Return the event that kills a player."""
    return PlayerDied(seat=seat_id, cause=DeathCause.model_validate({"kind": kind, "character": character}))


def advance(state: GameState) -> PhaseAdvanced:
    """Return the event that moves the game to its next phase."""
    return PhaseAdvanced(to=state.phase.next())
