"""Helpers for the Sects & Violets tests: the base script as a list of official ids, and tables seated on it.

The bundled base script is another part's work (issue 16); these tests build the same id list here.
"""

from __future__ import annotations

from grimoire_app.model import Library, Script, parse_script
from grimoire_app.systems.botc.commands import add_seat, advance, assign_character
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of

SNV_IDS = (
    "clockmaker dreamer snakecharmer mathematician flowergirl towncrier oracle savant seamstress philosopher artist "
    "juggler sage mutant sweetheart barber klutz eviltwin witch cerenovus pithag fanggu vigormortis nodashii vortox"
).split()
"""Sects & Violets in official script order."""


def snv_script(library: Library) -> Script:
    """Return Sects & Violets as a script of official ids."""
    return parse_script(list(SNV_IDS), "sects-and-violets", library)


def snv_table(library: Library, *players: str) -> Game:
    """Seat "name=character" players on Sects & Violets, still in setup ("name=drunk:x" is not on this script)."""
    game = Game(snv_script(library), library)
    for player in players:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        character, _, believed = character_id.partition(":")
        if character:
            game.record(assign_character(game.state, seat, game.character(character)))
        if believed:
            game.record(BelievedCharacterSet(seat=seat, character=believed))
    return game


def snv_at(library: Library, kind: str, number: int, *players: str) -> Game:
    """Seat players on Sects & Violets and advance (plain phase changes, no checklists) to a phase."""
    game = snv_table(library, *players)
    while (game.state.phase.kind, game.state.phase.number) != (kind, number):
        game.record(advance(game.state))
    return game


def seat(game: Game, name: str) -> str:
    """Return a player's seat id by name."""
    return seat_of(game, name)
