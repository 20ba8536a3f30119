"""Helpers for the Trouble Brewing tests (issue 16): the script built from its ids, and tables on it."""

from __future__ import annotations

from grimoire_app.model import Library, Script, parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game

TB_IDS = (
    "washerwoman librarian investigator chef empath fortuneteller undertaker monk ravenkeeper virgin slayer soldier "
    "mayor butler drunk recluse saint poisoner spy scarletwoman baron imp"
).split()
"""The Trouble Brewing characters, as the brief lists them."""


def tb_script(library: Library) -> Script:
    """Return the Trouble Brewing script built from its ids (no bundled file needed)."""
    return parse_script(list(TB_IDS), "trouble-brewing (test)", library)


def tb_game(library: Library, *players: str) -> Game:
    """Seat "name=character" players on Trouble Brewing, still in setup; "name=drunk:empath" seats a Drunk believing the Empath."""
    game = Game(tb_script(library), library)
    for player in players:
        name, _, rest = player.partition("=")
        character, _, believed = rest.partition(":")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        if character:
            game.record(assign_character(game.state, seat, game.character(character)))
        if believed:
            game.record(BelievedCharacterSet(seat=seat, character=believed))
    return game
