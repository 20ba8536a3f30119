"""The experimental acting Townsfolk by day and at night (issue 21): the Cult Leader (docs/rules/cultleader.md)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.day.acts import available_acts
from grimoire_app.systems.botc.events import AlignmentChanged, PublicAct
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.exp_acting_helpers import exp_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, die, record, step

CULT = ("A=cultleader", "B=imp", "C=empath", "D=poisoner", "E=monk", "F=chef", "G=soldier")
"""A's living neighbours are B (the Imp) and G (the Soldier)."""


def alignment(game: Game, name: str) -> str | None:
    return game.state.seat(seat_of(game, name)).alignment


def cult(game: Game, leader: str, *hands: str) -> None:
    record(game, [PublicAct(act="cultleader_cult", seat=seat_of(game, leader), players=tuple(seat_of(game, h) for h in hands))])


def test_cultleader_takes_a_neighbours_alignment(library: Library) -> None:
    """docs/rules/cultleader.md test 1: night 1 the Storyteller picks B (the Imp): A turns evil."""
    game = advance_to(exp_table(library, *CULT), "night", 1)
    assert step(game, "cultleader").status == "wakes"
    events = choose(game, "cultleader", "B")
    assert AlignmentChanged(seat=seat_of(game, "A"), alignment="evil") in events
    assert alignment(game, "A") == "evil"


def test_cultleader_same_alignment_changes_nothing(library: Library) -> None:
    """docs/rules/cultleader.md test 2: picking G (good, like A): no event beyond the choice."""
    game = advance_to(exp_table(library, *CULT), "night", 1)
    events = choose(game, "cultleader", "G")
    assert not any(isinstance(e, AlignmentChanged) for e in events) and alignment(game, "A") == "good"


def test_cultleader_pick_must_be_a_living_neighbour(library: Library) -> None:
    """docs/rules/cultleader.md test 3: picking C (not a neighbour) is refused (cultleader_not_neighbour)."""
    game = advance_to(exp_table(library, *CULT), "night", 1)
    with pytest.raises(IllegalEventError):
        choose(game, "cultleader", "C")


def test_good_cult_wins_when_every_good_player_joins(library: Library) -> None:
    """docs/rules/cultleader.md test 4: day 1 good A calls the cult; C, E, F, G raise hands (B too, evil, irrelevant): good wins."""
    game = advance_to(exp_table(library, *CULT), "day", 1)
    assert "cultleader_cult" in available_acts(game)
    cult(game, "A", "B", "C", "E", "F", "G")
    found = check_victory(game)
    assert found is not None and (found.winner, found.rule) == ("good", "cultleader.cult_joined")


def test_cult_fails_when_one_good_player_refuses(library: Library) -> None:
    """docs/rules/cultleader.md test 5: G keeps its hand down: no win."""
    game = advance_to(exp_table(library, *CULT), "day", 1)
    cult(game, "A", "C", "E", "F")
    assert check_victory(game) is None


def test_evil_cult_leader_wins_for_evil_with_dead_good_joining(library: Library) -> None:
    """docs/rules/cultleader.md test 6: A turned evil on night 1; day 1 every good player (F dead) joins: evil wins."""
    game = advance_to(exp_table(library, *CULT), "night", 1)
    choose(game, "cultleader", "B")
    advance_to(game, "day", 1)
    die(game, "F")
    cult(game, "A", "C", "E", "F", "G")
    found = check_victory(game)
    assert found is not None and (found.winner, found.rule) == ("evil", "cultleader.cult_joined")


def test_pithag_made_evil_cultleader_never_turns_good(library: Library) -> None:
    """docs/rules/cultleader.md test 7 (Pit-Hag jinx): night 2 the Pit-Hag turns the Poisoner D into the Cult Leader; night 3 picking a good neighbour changes nothing."""
    players = ("A=empath", "B=imp", "C=monk", "D=poisoner", "E=pithag", "F=chef", "G=soldier")
    game = advance_to(exp_table(library, *players), "night", 2)
    choose(game, "pithag", "D", characters=("cultleader",))
    assert game.state.seat(seat_of(game, "D")).character == "cultleader" and alignment(game, "D") == "evil"
    advance_to(game, "night", 3)
    events = choose(game, "cultleader", "C")
    assert not any(isinstance(e, AlignmentChanged) for e in events) and alignment(game, "D") == "evil"
