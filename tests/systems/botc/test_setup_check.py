"""check_setup on hand-made setups: every problem at once, empty when legal (issue: setup wizard, part 7)."""

from __future__ import annotations

import dataclasses

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc import (
    SetupReminder,
    DealtSeat,
    Setup,
    SetupChoices,
    check_setup,
    distribution,
    is_legal,
)
from tests.conftest import seed_script


def hand_made(library: Library, characters: list[str], choices: SetupChoices = SetupChoices(), **overrides: object) -> Setup:
    """Build a setup the way the wizard would: seats by hand, counts and modifiers from distribution()."""
    s000 = seed_script(library, "000")
    good = {c.id for c in s000.characters if c.team.is_good}
    seats = tuple(DealtSeat(i, f"P{i}", cid, alignment="good" if cid in good else "evil") for i, cid in enumerate(characters))
    dist = distribution(s000, library, len(characters), characters, choices)
    fields: dict[str, object] = {
        "players": len(characters),
        "base": dist.base,
        "counts": dist.counts,
        "modifiers": dist.modifiers,
        "seats": seats,
        "bluffs": ("general", "towncrier", "klutz"),
        "reminders": (),
        "bluffs_to": next((s.index for s in seats if s.character in ("fanggu", "vigormortis", "lilmonsta")), None),
        "choices": choices,
    }
    fields.update(overrides)
    return Setup(**fields)  # type: ignore[arg-type]


SEVEN = ["noble", "seamstress", "fisherman", "cannibal", "damsel", "witch", "fanggu"]
"""A legal S000 seven: Fang Gu makes it 4/1/1/1."""


def legal_seven(library: Library) -> Setup:
    return hand_made(library, SEVEN, reminders=tuple(SetupReminder(seat, "noble", "Know") for seat in (1, 2, 5)))


def test_a_legal_hand_made_setup(library: Library) -> None:
    assert check_setup(seed_script(library, "000"), library, legal_seven(library)) == []
    assert is_legal(seed_script(library, "000"), library, legal_seven(library))


def test_two_demons_and_wrong_counts(library: Library) -> None:
    setup = hand_made(library, ["noble", "seamstress", "fisherman", "cannibal", "general", "fanggu", "vigormortis"])
    problems = [str(p) for p in check_setup(seed_script(library, "000"), library, setup)]
    assert "demon: the bag holds 2 Demons (vigormortis, fanggu) but the counts call for 1 (base 1 for 7 players)" in problems
    assert "demon: 2 dealt, the rules ask for 1" in problems
    assert "minion: 0 dealt, the rules ask for 1" in problems


def test_no_demon_without_a_rule_that_allows_it(library: Library) -> None:
    setup = hand_made(library, ["noble", "seamstress", "fisherman", "cannibal", "general", "witch", "poisoner"], bluffs=())
    problems = [str(p) for p in check_setup(seed_script(library, "000"), library, setup)]
    assert "demon: 0 dealt, the rules ask for 1" in problems


def test_duplicates_are_refused(library: Library) -> None:
    setup = hand_made(library, ["noble", "noble", "fisherman", "cannibal", "damsel", "witch", "fanggu"])
    problems = check_setup(seed_script(library, "000"), library, setup)
    assert any(p.where == "noble" and "dealt to 2 seats, expected 1" in p.what for p in problems)


def test_duplicate_names_and_bad_indices(library: Library) -> None:
    setup = legal_seven(library)
    seats = list(setup.seats)
    seats[3] = dataclasses.replace(seats[3], name="p1")
    seats[4] = dataclasses.replace(seats[4], index=9)
    problems = [str(p) for p in check_setup(seed_script(library, "000"), library, dataclasses.replace(setup, seats=tuple(seats)))]
    assert "seat 3 ('p1'): the same name as seat 1; names must differ" in problems
    assert "seat 9 ('P4'): is at position 4; seats are numbered from 0 in order" in problems


@pytest.mark.parametrize("players", [4, 21])
def test_player_count_out_of_range(library: Library, players: int) -> None:
    setup = dataclasses.replace(legal_seven(library), players=players)
    assert [str(p) for p in check_setup(seed_script(library, "000"), library, setup)] == [
        f"players: expected 5 to 20 players, got {players}"
    ]


def test_counts_must_match_the_characters(library: Library) -> None:
    setup = dataclasses.replace(legal_seven(library), counts=distribution(seed_script(library, "000"), library, 7, []).counts)
    problems = [p.where for p in check_setup(seed_script(library, "000"), library, setup)]
    assert problems == ["counts"]


def test_the_drunk_needs_a_believed_townsfolk_not_in_play(library: Library) -> None:
    """seeds/000 Drunk: the Drunk is shown a Townsfolk that is otherwise not in play."""
    characters = ["noble", "seamstress", "fisherman", "cannibal", "drunk", "witch", "fanggu"]
    setup = hand_made(library, characters, reminders=(SetupReminder(4, "drunk", "Is The Drunk"),))
    setup = dataclasses.replace(setup, reminders=(*setup.reminders, *(SetupReminder(i, "noble", "Know") for i in (1, 2, 5))))
    s000 = seed_script(library, "000")
    assert [p.what for p in check_setup(s000, library, setup)] == [
        "the Drunk must believe a Townsfolk on the script that is not in play, not None"
    ]
    seats = list(setup.seats)
    seats[4] = dataclasses.replace(seats[4], believed="noble")
    assert "not 'noble'" in str(check_setup(s000, library, dataclasses.replace(setup, seats=tuple(seats)))[0])
    seats[4] = dataclasses.replace(seats[4], believed="general")
    problems = check_setup(s000, library, dataclasses.replace(setup, seats=tuple(seats)))
    assert "'general' is the character the Drunk believes" in str(problems)
    seats[4] = dataclasses.replace(seats[4], believed="balloonist")
    assert check_setup(s000, library, dataclasses.replace(setup, seats=tuple(seats))) == []


def test_only_a_bounty_hunter_makes_an_evil_townsfolk(library: Library) -> None:
    """seeds/000 Bounty Hunter: one Townsfolk other than the Bounty Hunter itself is evil."""
    setup = legal_seven(library)
    seats = list(setup.seats)
    seats[2] = dataclasses.replace(seats[2], alignment="evil")
    flipped = dataclasses.replace(setup, seats=tuple(seats))
    problems = [p.where for p in check_setup(seed_script(library, "000"), library, flipped)]
    assert "alignments" in problems


def test_snitch_needs_minion_bluffs(library: Library) -> None:
    """seeds/000 Snitch: every Minion gets 3 bluffs."""
    setup = hand_made(library, ["noble", "seamstress", "fisherman", "cannibal", "snitch", "witch", "fanggu"])
    setup = dataclasses.replace(setup, reminders=legal_seven(library).reminders)
    assert [str(p) for p in check_setup(seed_script(library, "000"), library, setup)] == [
        "minion bluffs: expected bluffs for seats [5] (every Minion, with a Snitch), found []"
    ]


def test_unseated_must_be_lil_monsta(library: Library) -> None:
    setup = dataclasses.replace(legal_seven(library), unseated=("witch",))
    problems = [p.where for p in check_setup(seed_script(library, "000"), library, setup)]
    assert "unseated" in problems
