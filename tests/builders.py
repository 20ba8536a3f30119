"""Readable helpers that build games for tests: `table(library, "000", "민수=noble", "지현=poisoner")`."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, advance, assign_character
from grimoire_app.systems.botc.game import Game
from tests.conftest import seed_script


def table(library: Library, script_key: str, *players: str) -> Game:
    """Seat players given as "name=character" (or just "name") in table order, still in setup."""
    game = Game(seed_script(library, script_key), library)
    for player in players:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        if character_id:
            game.record(assign_character(game.state, seat, game.character(character_id)))
    return game


def seat_of(game: Game, name: str) -> str:
    """Return the id of the seat whose player has this name."""
    return next(seat.id for seat in game.state.seats if seat.name == name)


def to_phase(game: Game, kind: str, number: int) -> Game:
    """Advance the game until it reaches the phase."""
    while (game.state.phase.kind, game.state.phase.number) != (kind, number):
        game.record(advance(game.state))
    return game
