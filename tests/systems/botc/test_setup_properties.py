"""Property: every random setup is legal (issue: setup wizard, acceptance).

For every bundled script and every player count 5-15, 200 random setups (with random Storyteller
choices) each meet the counts after modifiers — checked against an independent oracle, not the code
under test — have exactly the Demons the rules ask for, repeat no character but the Village Idiot,
and pass check_setup. Where the script cannot seat that many (S001 has 7 Townsfolk), the deal is a
SetupError that says so.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from grimoire_app.model import Library, Script
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import Setup, SetupChoices, SetupError, check_setup, random_setup
from tests.conftest import seed_script
from tests.systems.botc.setup_helpers import expected_counts, expected_demons, names, tally

RUNS = 200


def random_choices(rng: random.Random) -> tuple[SetupChoices, list[str]]:
    choices = SetupChoices(
        balloonist_extra_outsider=rng.random() < 0.5,
        xaan_outsiders=rng.choice([None, 0, 1, 2, 3]),
        extra_village_idiots=rng.randint(0, 2),
        atheist_no_evil=rng.random() < 0.8,
    )
    return choices, ["atheist"] if rng.random() < 0.1 else []


def assert_legal(script: Script, library: Library, setup: Setup) -> None:
    assert tally(script, setup) == setup.counts == expected_counts(setup.players, setup.in_play, setup.choices)
    demon_ids = {c.id for c in script.of_team(Team.DEMON)}
    demons = [seat for seat in setup.seats if seat.character in demon_ids]
    assert len(demons) == expected_demons(setup)
    copies = Counter(seat.character for seat in setup.seats if seat.character)
    assert all(n == 1 or cid == "villageidiot" for cid, n in copies.items())
    assert check_setup(script, library, setup) == []


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("key", ["000", "001", "004"])
def test_random_setups_are_legal(library: Library, key: str, players: int) -> None:
    script = seed_script(library, key)
    if key == "001" and players >= 13:
        with pytest.raises(SetupError, match="9 Townsfolk needed"):
            random_setup(script, library, names(players), random.Random(0))
        return
    for seed in range(RUNS):
        rng = random.Random(seed * 100 + players)
        choices, include = random_choices(rng)
        include = [cid for cid in include if script.character(cid)]
        assert_legal(script, library, random_setup(script, library, names(players), rng, choices, include))
