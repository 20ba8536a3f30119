"""Games on a mixed custom script holding the experimental information Townsfolk (issue 21)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.info.tb_helpers import TROUBLE_BREWING, tb_table

EXPERIMENTAL_INFO = ("steward", "knight", "shugenja", "highpriestess", "king", "pixie", "preacher", "amnesiac", "magician")
OTHERS = ("vortox", "nodashii", "leviathan", "riot", "legion", "lilmonsta", "marionette")


def exp_table(library: Library, *players: str) -> Game:
    """Seat "name=character" players (or "name=drunk:steward", the Drunk believing a character) on a custom script, in setup."""
    game = tb_table(library, *(p.split(":")[0] for p in players), extra=(*EXPERIMENTAL_INFO, *OTHERS))
    for player in players:
        name, _, rest = player.partition("=")
        if ":" in rest:
            game.record(BelievedCharacterSet(seat=seat_of(game, name), character=rest.split(":")[1]))
    return game


__all__ = ["EXPERIMENTAL_INFO", "OTHERS", "TROUBLE_BREWING", "exp_table"]
