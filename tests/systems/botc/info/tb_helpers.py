"""Games on the Trouble Brewing character list, for the Trouble Brewing information and registration tests."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.model.script import parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.game import Game

TROUBLE_BREWING = (
    "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker", "monk",
    "ravenkeeper", "virgin", "slayer", "soldier", "mayor",
    "butler", "drunk", "recluse", "saint",
    "poisoner", "spy", "scarletwoman", "baron",
    "imp",
)


def tb_table(library: Library, *players: str, extra: tuple[str, ...] = ()) -> Game:
    """Seat players given as "name=character" in table order on Trouble Brewing (plus `extra` ids), still in setup."""
    script = parse_script([*TROUBLE_BREWING, *extra], "trouble-brewing.json", library)
    game = Game(script, library)
    for player in players:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        if character_id:
            game.record(assign_character(game.state, seat, game.character(character_id)))
    return game
