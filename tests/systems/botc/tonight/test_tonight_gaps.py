"""Gaps left by the base-edition characters at night (issue 16): the Grandmother's link against the new protections,
the Tea Lady's registration at night, the Snake Charmer choosing a Recluse.

Each test cites its rules page (docs/rules/<id>.md, numbered tests) or the seed spec section.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import proposed_deaths
from grimoire_app.systems.botc.tonight.picks_bmr_good import innkeeper_events
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.info.helpers import mark
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, record


def deaths(game: Game) -> dict[str, tuple[bool, set[str]]]:
    """Tonight's proposals by victim name: (dies, why codes)."""
    return {game.state.seat(p.seat).name: (p.dies, {r.code for r in p.why}) for p in proposed_deaths(game) if p.seat}


# --- the Grandmother's link -------------------------------------------------------------------------

GRANNY = ("A=chambermaid", "B=grandmother", "C=tealady", "D=courtier", "E=exorcist", "F=po", "G=innkeeper", "H=fool")


def test_tea_lady_spares_the_grandmother_whose_grandchild_the_demon_kills(library: Library) -> None:
    """docs/rules/tealady.md test 8: B (Grandmother) beside the Tea Lady C between good B and D; the Po kills the grandchild E → E dies, B does not."""
    game = bmr_table(library, *GRANNY)
    mark(game, "E", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    choose(game, "po", "E")
    found = deaths(game)
    assert found["E"][0] is True
    assert found["B"] == (False, {"grandmother_link", "tealady_protects"})


def test_innkeeper_safe_grandmother_survives_the_link(library: Library) -> None:
    """docs/rules/innkeeper.md test 8: the Innkeeper G makes B and A SAFE (DRUNK on A); the Po kills the grandchild E → B lives."""
    players = ("A=chambermaid", "B=grandmother", "C=courtier", "D=gossip", "E=exorcist", "F=po", "G=innkeeper", "H=fool")
    game = bmr_table(library, *players)
    mark(game, "E", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    record(game, innkeeper_events(game, [seat_of(game, "B"), seat_of(game, "A")], drunk=seat_of(game, "A")))
    choose(game, "po", "E")
    assert deaths(game)["B"] == (False, {"grandmother_link", "innkeeper_safe"})


def test_grandmother_without_protection_still_dies_with_her_grandchild(library: Library) -> None:
    """Spec 3.1 Grandmother test 2 (unchanged): no Tea Lady beside her, no Innkeeper → the link kills B."""
    players = ("A=chambermaid", "B=grandmother", "C=courtier", "D=gossip", "E=exorcist", "F=po", "G=sailor", "H=fool")
    game = bmr_table(library, *players)
    mark(game, "E", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    choose(game, "po", "E")
    assert deaths(game)["B"] == (True, {"grandmother_link"})


def test_monk_safe_does_not_save_the_grandmother_from_her_link(library: Library) -> None:
    """docs/rules/innkeeper.md test 8 (contrast): the Monk's SAFE stops the Demon only; her death is her own ability's → B dies."""
    players = ("A=chambermaid", "B=grandmother", "C=courtier", "D=gossip", "E=exorcist", "F=po", "G=monk", "H=fool")
    game = bmr_table(library, *players)
    mark(game, "E", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    choose(game, "monk", "B")
    choose(game, "po", "E")
    assert deaths(game)["B"] == (True, {"grandmother_link"})
