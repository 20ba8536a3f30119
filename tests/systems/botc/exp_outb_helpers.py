"""Helpers for the tests of the experimental Outsiders Politician, Hatter and Plague Doctor (issue 21)."""

from __future__ import annotations

from grimoire_app.model import Library, Script, parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.game import Game

EXP_OUTB_IDS = (
    "washerwoman librarian investigator chef empath fortuneteller undertaker monk ravenkeeper virgin slayer soldier mayor "
    "butler drunk recluse saint politician hatter plaguedoctor "
    "poisoner spy scarletwoman baron imp legion"
).split()
"""A script of ours: Trouble Brewing with the Politician, the Hatter and the Plague Doctor among its Outsiders, and Legion."""


def outb_script(library: Library) -> Script:
    """Return the test script."""
    return parse_script(list(EXP_OUTB_IDS), "exp-outb", library)


def outb_table(library: Library, *players: str) -> Game:
    """Seat "name=character" players on the script, still in setup."""
    game = Game(outb_script(library), library)
    for player in players:
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    return game
