"""Setup of the Bad Moon Rising evil-side characters: the Godfather's -1 or +1 Outsider, the Lunatic's believed Demon.

Each test cites its rules page (docs/rules/<id>.md). The acceptance sweep deals the Bad Moon Rising
script for 5-15 players with seeds 1-5 and checks every setup with an oracle typed in here.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from grimoire_app.model import Library, Script
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import Counts, SetupChoices, check_setup, distribution, random_setup
from tests.systems.botc.bmr_evil_helpers import BMR
from tests.systems.botc.setup_helpers import BASE, custom_script, names, tally


def bmr(library: Library) -> Script:
    """Return the Bad Moon Rising script."""
    return custom_script(library, BMR)


def expected_bmr_counts(players: int, in_play: set[str], godfather_adds: bool | None) -> Counts:
    """The counts from the table by hand: the Godfather moves exactly one Townsfolk to Outsider or back."""
    townsfolk, outsider, minion, demon = BASE[players]
    if "godfather" in in_play:
        change = 1 if godfather_adds else -1
        townsfolk, outsider = townsfolk - change, outsider + change
    return Counts(townsfolk, outsider, minion, demon)


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 6))
def test_bmr_deals_are_legal(library: Library, players: int, seed: int) -> None:
    """docs/rules/godfather.md test 1 and docs/rules/lunatic.md test 1: every deal of 5-15 players, seeds 1-5, is legal."""
    script = bmr(library)
    setup = random_setup(script, library, names(players), random.Random(seed))
    assert check_setup(script, library, setup) == []
    in_play = set(setup.in_play)
    expected = expected_bmr_counts(players, in_play, setup.choices.godfather_extra_outsider)
    assert tally(script, setup) == expected == setup.counts
    for seat in setup.seats:
        if seat.character == "lunatic":
            demon = next(s.character for s in setup.seats if script.character(s.character or "").team == Team.DEMON)  # type: ignore[union-attr]
            assert seat.believed == demon
        elif seat.character != "drunk":
            assert seat.believed is None


def test_godfather_both_ways_are_dealt(library: Library) -> None:
    """docs/rules/godfather.md test 2: with Outsiders to remove, random deals give both -1 and +1."""
    script = bmr(library)
    seen = set()
    for seed in range(40):
        setup = random_setup(script, library, names(9), random.Random(seed), include=["godfather"])
        seen.add((setup.choices.godfather_extra_outsider, tally(script, setup).outsider))
    assert seen == {(True, 3), (False, 1)}


@pytest.mark.parametrize("players", [5, 7, 10, 13])
def test_godfather_adds_when_there_is_no_outsider(library: Library, players: int) -> None:
    """docs/rules/godfather.md test 3: 0 Outsiders in the base row: the deal always chooses +1."""
    script = bmr(library)
    for seed in range(1, 6):
        setup = random_setup(script, library, names(players), random.Random(seed), include=["godfather"])
        assert setup.choices.godfather_extra_outsider is True
        assert tally(script, setup).outsider == 1


def test_godfather_minus_one_with_no_outsider_is_a_problem(library: Library) -> None:
    """docs/rules/godfather.md test 4: -1 chosen at 7 players (0 Outsiders) is reported, not silently +0."""
    found = distribution(bmr(library), library, 7, ["godfather"], SetupChoices(godfather_extra_outsider=False))
    assert [p.where for p in found.problems] == ["godfather"]
    assert "choose +1" in found.problems[0].what


def test_godfather_choice_is_read_back_by_the_check(library: Library) -> None:
    """docs/rules/godfather.md test 5: a setup claiming -1 while dealing +1 is refused by check_setup."""
    script = bmr(library)
    setup = random_setup(script, library, names(9), random.Random(3), SetupChoices(godfather_extra_outsider=True), ["godfather"])
    assert check_setup(script, library, setup) == []
    wrong = replace(setup, choices=SetupChoices(godfather_extra_outsider=False))
    assert check_setup(script, library, wrong) != []


def test_godfather_texts_name_the_choice(library: Library) -> None:
    """docs/rules/godfather.md test 6: the applied modifier says -1 or +1 in both languages."""
    script = bmr(library)
    plus = distribution(script, library, 9, ["godfather"], SetupChoices(godfather_extra_outsider=True)).modifier("godfather")
    minus = distribution(script, library, 9, ["godfather"], SetupChoices(godfather_extra_outsider=False)).modifier("godfather")
    assert plus is not None and minus is not None
    assert plus.delta == Counts(-1, 1, 0, 0) and plus.effect_en.startswith("+1 Outsider")
    assert minus.delta == Counts(1, -1, 0, 0) and minus.effect_en.startswith("-1 Outsider")
    assert "외지인 -1" in minus.effect_ko


def test_lunatic_believes_the_demon_in_play(library: Library) -> None:
    """docs/rules/lunatic.md test 2: the Lunatic is shown the Demon in play and counts as an Outsider."""
    script = bmr(library)
    for seed in range(1, 6):
        choices = SetupChoices(godfather_extra_outsider=True)
        setup = random_setup(script, library, names(8), random.Random(seed), choices, include=["lunatic", "pukka"])
        lunatic = next(seat for seat in setup.seats if seat.character == "lunatic")
        assert lunatic.believed == "pukka"
        assert lunatic.alignment == "good"
        assert tally(script, setup).outsider == setup.counts.outsider


def test_lunatic_must_believe_a_demon(library: Library) -> None:
    """docs/rules/lunatic.md test 3: a Lunatic believing a Townsfolk, or nothing, is a problem; another script Demon is fine."""
    script = bmr(library)
    setup = random_setup(script, library, names(9), random.Random(2), SetupChoices(godfather_extra_outsider=True), ["lunatic", "po"])
    index = next(seat.index for seat in setup.seats if seat.character == "lunatic")
    seats = list(setup.seats)
    for believed, legal in (("shabaloth", True), ("sailor", False), (None, False)):
        seats[index] = replace(setup.seats[index], believed=believed)
        problems = check_setup(script, library, replace(setup, seats=tuple(seats)))
        assert (problems == []) is legal, (believed, problems)
        if not legal:
            assert "the Lunatic must believe a Demon" in problems[0].what


def test_godfather_and_heretic_never_together(library: Library) -> None:
    """docs/rules/godfather.md test 13: the Heretic jinx: both in the bag is a problem naming both."""
    script = custom_script(library, [*BMR, "heretic"])
    found = distribution(script, library, 10, ["godfather", "heretic"], SetupChoices(godfather_extra_outsider=True))
    assert [p.where for p in found.problems] == ["heretic, godfather"]
    assert found.problems[0].what.startswith("jinx:")
