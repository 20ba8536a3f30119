"""Helpers for the experimental Demons' tests (issue 21): scripts holding each Demon, and a table on one."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.game import Game
from tests.systems.botc.setup_helpers import custom_script

GOOD = (
    "washerwoman librarian investigator chef empath fortuneteller undertaker monk ravenkeeper virgin slayer soldier mayor "
    "butler drunk recluse saint"
).split()
"""Trouble Brewing's good side: 13 Townsfolk, 4 Outsiders."""
MINIONS = "poisoner spy scarletwoman baron".split()


def script_with(library: Library, demon: str, minions: tuple[str, ...] | list[str] = MINIONS, extra: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    """Return a script of Trouble Brewing's good side (and `extra` characters), some Minions and one experimental Demon."""
    return custom_script(library, [demon, *GOOD, *extra, *minions])


def demon_game(library: Library, demon: str, *players: str, extra: tuple[str, ...] = ()) -> Game:
    """Seat "name=character" players on a script with that Demon (and `extra` characters), still in setup."""
    game = Game(script_with(library, demon, extra=extra), library)
    for player in players:
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    return game
