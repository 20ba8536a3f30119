"""Setup of the experimental Demons (issue 21): each test cites its rules page (docs/rules/<id>.md).

The acceptance sweep deals a script holding each Demon for 5-15 players, seeds 1-3, and checks every deal
with check_setup and counts typed in here from the rules pages (not read from resources/botc).
"""

from __future__ import annotations

import random

import pytest

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import Counts, check_setup, distribution, random_setup
from tests.systems.botc.exp_demons_helpers import script_with
from tests.systems.botc.setup_helpers import BASE, names, tally


def test_kazali_puts_no_minion_in_the_bag(library: Library) -> None:
    """docs/rules/kazali.md test 1: 10 players with the Kazali: the base 7/0/2/1 becomes 9/0/0/1."""
    dist = distribution(script_with(library, "kazali"), library, 10, ["kazali"])
    assert dist.ok and dist.counts == Counts(9, 0, 0, 1)
    assert dist.modifier("kazali") is not None and "2" in dist.modifier("kazali").effect("en")  # type: ignore[union-attr]


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 4))
def test_kazali_deals_are_legal(library: Library, players: int, seed: int) -> None:
    """docs/rules/kazali.md test 1: every deal of 5-15 players on a Kazali script is legal, with no Minion dealt."""
    script = script_with(library, "kazali")
    setup = random_setup(script, library, names(players), random.Random(seed), include=["kazali"])
    assert check_setup(script, library, setup) == []
    townsfolk, outsider, minion, demon = BASE[players]
    counted = tally(script, setup)
    assert counted.minion == 0 and counted.demon == 1
    assert counted.townsfolk + counted.outsider == townsfolk + outsider + minion
    assert setup.counts == Counts(townsfolk + minion, counted.outsider, 0, 1)
    assert [s.character for s in setup.seats if script.character(s.character or "").team == Team.DEMON] == ["kazali"]  # type: ignore[union-attr]
