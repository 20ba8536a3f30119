"""Setup modifiers of the experimental acting Townsfolk (issue 21): the Huntsman's Damsel, the Choirboy's King."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc import Counts, SetupChoices, check_setup, random_setup
from grimoire_app.systems.botc.setup.distribution import distribution
from tests.systems.botc.exp_acting_helpers import EXP_IDS
from tests.systems.botc.setup_helpers import custom_script, deals, names, tally


def test_huntsman_damsel_fills_a_new_outsider_seat_when_there_is_none(library: Library) -> None:
    """docs/rules/huntsman.md test 1: 7 players, 0 Outsiders in the base row: 4/1/1/1."""
    script = custom_script(library, EXP_IDS)
    found = distribution(script, library, 7, ["huntsman"])
    assert found.counts == Counts(4, 1, 1, 1) and found.ok
    assert found.modifier("huntsman") is not None
    assert found.modifier("huntsman").effect_en.startswith("The Damsel is in play too, as an extra Outsider")  # type: ignore[union-attr]


def test_huntsman_damsel_takes_an_existing_outsider_seat(library: Library) -> None:
    """docs/rules/huntsman.md test 2: 9 players (2 Outsiders): counts unchanged."""
    script = custom_script(library, EXP_IDS)
    found = distribution(script, library, 9, ["huntsman", "damsel"])
    assert found.counts == Counts(5, 2, 1, 1) and found.ok
    assert "counts unchanged" in found.modifier("huntsman").effect_en  # type: ignore[union-attr]


def test_huntsman_damsel_as_an_extra_outsider_by_choice(library: Library) -> None:
    """docs/rules/huntsman.md test 3: 9 players with huntsman_extra_outsider: 4/3/1/1."""
    script = custom_script(library, EXP_IDS)
    found = distribution(script, library, 9, ["huntsman"], SetupChoices(huntsman_extra_outsider=True))
    assert found.counts == Counts(4, 3, 1, 1)


def test_huntsman_without_the_damsel_is_a_problem(library: Library) -> None:
    """docs/rules/huntsman.md test 4: the Damsel swapped for the Saint by hand: 'the damsel must be in play too'."""
    script = custom_script(library, EXP_IDS)
    setup = random_setup(script, library, names(9), random.Random(0), include=["huntsman", "imp", "poisoner"])
    seats = tuple(replace(s, character="saint") if s.character == "damsel" else s for s in setup.seats)
    if "saint" in setup.in_play:
        seats = tuple(replace(s, character="recluse") if s.character == "damsel" else s for s in setup.seats)
    problems = [str(p) for p in check_setup(script, library, replace(setup, seats=seats))]
    assert "huntsman: the damsel must be in play too (it comes with huntsman)" in problems


def test_choirboy_brings_the_king_without_changing_counts(library: Library) -> None:
    """docs/rules/choirboy.md setup: 7 players, Choirboy and King: 5/0/1/1; without the King a dealt setup is a problem."""
    script = custom_script(library, EXP_IDS)
    found = distribution(script, library, 7, ["choirboy", "king"])
    assert found.counts == Counts(5, 0, 1, 1) and found.ok


def test_choirboy_on_a_script_without_the_king(library: Library) -> None:
    """docs/rules/choirboy.md setup [DECISION]: the King must be on the script, else a problem names it."""
    script = custom_script(library, [cid for cid in EXP_IDS if cid != "king"])
    found = distribution(script, library, 7, ["choirboy"])
    assert [str(p) for p in found.problems] == ["choirboy: Choirboy needs king in play, but king is not on this script"]


@pytest.mark.parametrize("players", range(5, 16))
def test_deal_is_legal_with_the_brought_characters(library: Library, players: int) -> None:
    """docs/rules/huntsman.md test 5 (and choirboy.md): 5–15 players, asked for or not, legal; the pair always together."""
    script = custom_script(library, EXP_IDS)
    asked = deals(script, library, players, 6, include=["huntsman", "choirboy"])
    free = deals(script, library, players, 6, seed=100)
    for setup in asked + free:
        assert check_setup(script, library, setup) == []
        assert "huntsman" not in setup.in_play or "damsel" in setup.in_play
        assert "choirboy" not in setup.in_play or "king" in setup.in_play
        assert tally(script, setup).total == players
    assert any("huntsman" in setup.in_play for setup in asked)


def test_lycanthrope_setup_marks_a_good_player_faux_paw(library: Library) -> None:
    """docs/rules/lycanthrope.md test 7: a deal with the Lycanthrope places FAUX PAW on one good player, not itself."""
    script = custom_script(library, EXP_IDS)
    for setup in deals(script, library, 9, 8, include=["lycanthrope"]):
        paws = [r.seat for r in setup.reminders if (r.character, r.token) == ("lycanthrope", "Faux Paw")]
        assert len(paws) == 1
        seat = setup.seats[paws[0]]
        assert seat.alignment == "good" and seat.character != "lycanthrope"
        assert check_setup(script, library, setup) == []
