"""Bugs the base-script sweep found (scripts/sweep: demo games on tb/bmr/snv, 5-15 players), each as a model test.

Each test rebuilds the table of a failing demo game with concrete seats and asserts what the rules say.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.day import check_victory
from tests.builders import seat_of
from tests.systems.botc.snv_helpers import snv_at
from tests.systems.botc.tonight.tonight_helpers import choose


def test_a_pithag_turning_the_only_demon_into_a_minion_ends_the_game_for_good(library: Library) -> None:
    """Spec 1.8 (good wins when no Demon is alive) and the Pit-Hag block (spec, Pit-Hag): night 2, the Pit-Hag s1
    turns the No Dashii s3 into a Flowergirl (not in play). No player is a Demon any more: good wins (sweep: snv
    9 players seed 0 went on for four days with no Demon)."""
    game = snv_at(library, "night", 2, "a=pithag", "b=mutant", "c=nodashii", "d=philosopher", "e=dreamer")
    assert check_victory(game) is None
    choose(game, "pithag", "c", characters=("flowergirl",))
    assert game.state.seat(seat_of(game, "c")).character == "flowergirl"
    victory = check_victory(game)
    assert victory is not None and victory.winner == "good" and victory.rule == "standard.demon_dead"
    assert victory.reason("en") == "No Demon is left in play."


def test_a_pithag_making_another_demon_out_of_the_demon_ends_nothing(library: Library) -> None:
    """Spec, Pit-Hag test 3 (Demon → another Demon): the No Dashii s3 becomes a Vortox; a Demon is still in play."""
    game = snv_at(library, "night", 2, "a=pithag", "b=mutant", "c=nodashii", "d=philosopher", "e=dreamer")
    choose(game, "pithag", "c", characters=("vortox",))
    assert game.state.seat(seat_of(game, "c")).character == "vortox"
    assert check_victory(game) is None


def test_a_table_that_never_had_a_demon_does_not_end(library: Library) -> None:
    """Spec 1.8: the 'no Demon left' win needs a Demon to have been in play (a table still being seated goes on)."""
    game = snv_at(library, "night", 1, "a=pithag", "b=mutant", "d=philosopher", "e=dreamer", "f=sage")
    assert check_victory(game) is None
