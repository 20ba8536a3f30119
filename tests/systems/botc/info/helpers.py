"""Small helpers for the information tests: place tokens, kill, move through phases by name."""

from __future__ import annotations

from grimoire_app.model.commands import kill, place_reminder
from grimoire_app.model.game import Game
from tests.builders import seat_of


def mark(game: Game, name: str, character: str, token: str) -> None:
    """Put a reminder token by the named player."""
    game.record(place_reminder(game.state, seat_of(game, name), character, token), override=True)


def die(game: Game, name: str, kind: str = "storyteller", character: str | None = None) -> None:
    """Kill the named player."""
    game.record(kill(seat_of(game, name), kind, character), override=True)
