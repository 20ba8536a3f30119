"""Helpers for the experimental Minions' tests (issue 21): a script we wrote holding them, and tables seated on it."""

from __future__ import annotations

from grimoire_app.model import Library, Script, parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game

EXP_MINION_IDS = (
    "washerwoman librarian investigator chef empath fortuneteller undertaker monk ravenkeeper virgin slayer soldier mayor "
    "balloonist butler drunk recluse saint "
    "poisoner widow marionette psychopath boomdandy mezepheles wraith vizier boffin wizard imp"
).split()
"""A script of ours: Trouble Brewing's good side, the Balloonist, the Poisoner, the experimental Minions and the Imp."""


def exp_script(library: Library) -> Script:
    """Return the experimental-Minions test script."""
    return parse_script(list(EXP_MINION_IDS), "exp-minions", library)


def exp_table(library: Library, *players: str) -> Game:
    """Seat "name=character" players (or "name=character:believed") on the script, still in setup."""
    game = Game(exp_script(library), library)
    for player in players:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        character, _, believed = character_id.partition(":")
        if character:
            game.record(assign_character(game.state, seat, game.character(character)))
        if believed:
            game.record(BelievedCharacterSet(seat=seat, character=believed))
    return game
