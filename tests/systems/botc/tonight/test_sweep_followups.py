"""Rules defects the sweep found (issue 16 follow-ups): the Cerenovus's character check in one place, and the Evil
Twin whose character a Barber moves (docs/rules/cerenovus.md, eviltwin.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.tonight import check_choice, proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.snv_helpers import snv_at

QUIET = ("q1=sage", "q2=savant", "q3=oracle")


def test_the_cerenovus_check_and_the_record_agree(library: Library) -> None:
    """docs/rules/cerenovus.md test 6: choosing the Witch warns in check_choice (what the panel shows before Record) with
    the same reason Game.check refuses on Record; the Goblin (jinx) and the Sage pass both."""
    game = snv_at(library, "night", 1, "a=cerenovus", "b=nodashii", "c=witch", *QUIET)
    chooser, q1 = seat_of(game, "a"), seat_of(game, "q1")
    for character, expected in (("witch", ["cerenovus_not_good"]), ("goblin", []), ("sage", [])):
        warned = [r.code for r in check_choice(game, "cerenovus", [q1], [character])]
        refused = [getattr(r, "code", "") for r in game.check(NightChoice(seat=chooser, character="cerenovus", players=(q1,), characters=(character,)))]
        assert warned == refused == expected, character
