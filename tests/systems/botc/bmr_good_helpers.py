"""Games on the Bad Moon Rising script for the tests of its good characters (docs/rules/<id>.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.model.script import parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game

BMR_IDS = (
    "grandmother sailor chambermaid exorcist innkeeper gambler gossip courtier professor minstrel tealady pacifist fool "
    "tinker moonchild goon lunatic godfather devilsadvocate assassin mastermind zombuul pukka shabaloth po"
).split()
"""The Bad Moon Rising script, in its official order."""


def bmr_table(library: Library, *players: str) -> Game:
    """Seat "name=character" players in table order on the Bad Moon Rising script, still in setup.

    "name=drunk:exorcist" seats the Drunk believing the Exorcist.
    """
    script = parse_script([{"id": "_meta", "name": "Bad Moon Rising"}, *BMR_IDS], "bmr-test", library)
    game = Game(script, library)
    for player in players:
        name, _, rest = player.partition("=")
        character_id, _, believed = rest.partition(":")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        if character_id:
            found = game.character(character_id)
            assert found is not None, character_id
            game.record(assign_character(game.state, seat, found))
        if believed:
            game.record(BelievedCharacterSet(seat=seat, character=believed))
    return game
