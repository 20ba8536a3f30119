"""The experimental Outsiders by day (issue 21): the Zealot's vote check (docs/rules/zealot.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import fired_ids, mark, nominate, vote
from tests.systems.botc.test_setup_exp_outsiders import outsiders_table

TABLE = ("A=zealot", "B=empath", "C=saint", "D=poisoner", "E=imp", "F=monk", "G=chef")


def day(library: Library) -> Game:
    return to_phase(outsiders_table(library, *TABLE), "day", 1)


def test_zealot_keeping_the_hand_down_is_flagged(library: Library) -> None:
    """docs/rules/zealot.md test 1: 7 alive, B nominates E, A does not vote: zealot.must_vote; A votes: nothing."""
    game = day(library)
    nominate(game, "B", "E")
    assert fired_ids(vote(game, "E", "B", "C")) == ["zealot.must_vote"]
    nominate(game, "C", "D")
    assert fired_ids(vote(game, "D", "A", "C")) == []


def test_zealot_votes_freely_with_four_alive(library: Library) -> None:
    """docs/rules/zealot.md test 2: C, F, G dead (4 alive): A's hand down is not flagged."""
    game = day(library)
    for name in ("C", "F", "G"):
        game.record(kill(seat_of(game, name), "storyteller"))
    nominate(game, "B", "E")
    assert fired_ids(vote(game, "E", "B")) == []


def test_zealot_at_exactly_five_alive_must_vote(library: Library) -> None:
    """docs/rules/zealot.md test 3: F and G dead (5 alive): still flagged."""
    game = day(library)
    for name in ("F", "G"):
        game.record(kill(seat_of(game, name), "storyteller"))
    nominate(game, "B", "E")
    assert fired_ids(vote(game, "E", "B")) == ["zealot.must_vote"]


def test_poisoned_or_dead_zealot_is_not_flagged(library: Library) -> None:
    """docs/rules/zealot.md test 4: a poisoned Zealot, then a dead one, may keep the hand down."""
    game = day(library)
    mark(game, "A", "poisoner", "Poisoned")
    nominate(game, "B", "E")
    assert fired_ids(vote(game, "E", "B")) == []
    game = day(library)
    game.record(kill(seat_of(game, "A"), "storyteller"))
    nominate(game, "B", "E")
    assert fired_ids(vote(game, "E", "B")) == []
