"""Helpers for the jinx tests of the experimental Minions and Outsiders (issue 21): tables on scripts we write per test."""

from __future__ import annotations

from grimoire_app.model import Library, parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game

BASE = "washerwoman librarian chef empath fortuneteller undertaker monk soldier mayor butler saint poisoner imp".split()
"""A plain Trouble Brewing core every jinx script starts from."""


def jinx_table(library: Library, extra: str, *players: str) -> Game:
    """Seat "name=character" (or "name=character:believed") players on BASE plus the `extra` ids, still in setup."""
    ids = list(dict.fromkeys([*BASE, *extra.split(), *(p.partition("=")[2].partition(":")[0] for p in players)]))
    game = Game(parse_script(ids, "jinx-minions", library), library)
    for player in players:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        character, _, believed = character_id.partition(":")
        if character:
            game.record(assign_character(game.state, seat, game.character(character)))
        if believed:
            game.record(BelievedCharacterSet(seat=seat, character=believed))
    return game
