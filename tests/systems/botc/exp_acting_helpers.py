"""Games on a small custom script for the experimental acting Townsfolk of issue 21 (docs/rules/<id>.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.model.script import parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.game import Game

EXP_IDS = (
    "huntsman choirboy king princess banshee cultleader lycanthrope acrobat engineer washerwoman chef empath monk "
    "soldier mayor cannibal damsel saint recluse drunk poisoner spy baron pithag scarletwoman imp fanggu vigormortis"
).split()
"""The test script: the group's characters, the King and the Damsel they bring, and familiar others."""


def exp_table(library: Library, *players: str) -> Game:
    """Seat "name=character" players in table order on the test script, still in setup."""
    script = parse_script([{"id": "_meta", "name": "Experimental acting"}, *EXP_IDS], "exp-acting-test", library)
    game = Game(script, library)
    for player in players:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        if character_id:
            found = game.character(character_id)
            assert found is not None, character_id
            game.record(assign_character(game.state, seat, found))
    return game
