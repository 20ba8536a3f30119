"""Where the Sailor's and the Innkeeper's DRUNK goes, asked by the night panel (docs/rules/sailor.md, innkeeper.md)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc.tonight import TonightError, drunk_choice_events, drunk_options
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, record, tokens

TABLE = ("A=sailor", "B=chambermaid", "C=innkeeper", "D=exorcist", "E=po", "F=assassin", "G=fool")


def test_sailor_options_are_the_chosen_player_first_then_the_sailor(library: Library) -> None:
    """docs/rules/sailor.md tests 1-2: A chooses B: DRUNK on B by default, or on A; choosing himself leaves nothing to pick."""
    game = advance_to(bmr_table(library, *TABLE), "night", 1)
    a, b = seat_of(game, "A"), seat_of(game, "B")
    assert drunk_options(game, "sailor", [b]) == (b, a)
    assert drunk_options(game, "sailor", []) == ()
    assert drunk_options(game, "sailor", [a]) == ()
    record(game, drunk_choice_events(game, "sailor", [b], a))
    assert ("sailor", "Drunk") in tokens(game, "A") and ("sailor", "Drunk") not in tokens(game, "B")


def test_innkeeper_options_are_the_two_chosen_the_first_by_default(library: Library) -> None:
    """docs/rules/innkeeper.md tests 1-2: night 2 C chooses G then B: DRUNK on G by default, on B when picked."""
    game = advance_to(bmr_table(library, *TABLE), "night", 2)
    g, b = seat_of(game, "G"), seat_of(game, "B")
    assert drunk_options(game, "innkeeper", [g, b]) == (g, b)
    assert drunk_options(game, "innkeeper", [g]) == ()
    record(game, drunk_choice_events(game, "innkeeper", [g, b], b))
    assert tokens(game, "B") == {("innkeeper", "Safe"), ("innkeeper", "Drunk")} and tokens(game, "G") == {("innkeeper", "Safe")}


def test_other_steps_have_no_drunk_pick_and_a_wrong_seat_is_refused(library: Library) -> None:
    """The Exorcist's step offers no DRUNK; DRUNK on someone not chosen is a TonightError naming the step."""
    game = advance_to(bmr_table(library, *TABLE), "night", 2)
    assert drunk_options(game, "exorcist", [seat_of(game, "E")]) == ()
    with pytest.raises(TonightError, match="innkeeper"):
        drunk_choice_events(game, "innkeeper", [seat_of(game, "G"), seat_of(game, "B")], seat_of(game, "A"))
