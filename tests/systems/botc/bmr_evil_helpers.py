"""Helpers for the Bad Moon Rising evil-side tests: a table on the Bad Moon Rising script."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game
from tests.systems.botc.setup_helpers import custom_script

BMR = (
    "grandmother sailor chambermaid exorcist innkeeper gambler gossip courtier professor minstrel tealady pacifist "
    "fool tinker moonchild goon lunatic godfather devilsadvocate assassin mastermind zombuul pukka shabaloth po"
).split()
"""The Bad Moon Rising script of the issue's acceptance."""


def bmr_game(library: Library, *players: str) -> Game:
    """Seat "name=character" players on the Bad Moon Rising script, still in setup; "name=lunatic:pukka" believes the Pukka."""
    game = Game(custom_script(library, BMR), library)
    for player in players:
        name, _, rest = player.partition("=")
        character, _, believed = rest.partition(":")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
        if believed:
            game.record(BelievedCharacterSet(seat=seat, character=believed))
    return game
