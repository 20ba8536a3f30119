"""Issue 16 acceptance: `deal` on each bundled base script (the files players pick in the wizard) is legal
for 5-15 players and seeds 1-5, and the three base scripts' setup modifiers all take effect somewhere.

The per-edition tests (test_setup_tb_core.py, test_setup_bmr_evil.py, test_setup_snv.py) check each
modifier's arithmetic on id lists; this one deals from the bundled files themselves.
"""

from __future__ import annotations

import random

import pytest

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.systems.botc.setup.check import check_setup
from grimoire_app.systems.botc.setup.deal import random_setup

BASE = ("tb", "bmr", "snv")
BELIEVERS = {"drunk": "townsfolk", "lunatic": "demon"}
"""Who is dealt a believed character, and of which type (docs/rules/lunatic.md; spec 2.2 Drunk)."""


@pytest.mark.parametrize("key", BASE)
def test_deal_on_each_bundled_base_script_is_legal(library: Library, key: str) -> None:
    """Issue 16: every deal for 5-15 players and seeds 1-5 passes the setup check; believed characters are of the right type."""
    script = resolve_script(key, paths.resources_dir(), library)
    for players in range(5, 16):
        for seed in range(1, 6):
            setup = random_setup(script, library, [f"p{i}" for i in range(players)], random.Random(seed))
            assert check_setup(script, library, setup) == [], (key, players, seed)
            assert len(setup.seats) == players
            for seat in setup.seats:
                if seat.character in BELIEVERS:
                    assert seat.believed is not None, (key, players, seed, seat)
                    assert library.get(seat.believed).team.value == BELIEVERS[seat.character]


@pytest.mark.parametrize(("key", "modifier"), [("tb", "baron"), ("bmr", "godfather"), ("bmr", "lunatic"), ("snv", "fanggu"), ("snv", "vigormortis")])
def test_each_setup_modifier_of_the_base_scripts_is_dealt_somewhere(library: Library, key: str, modifier: str) -> None:
    """Issue 16: dealing is not blind to them: some deal puts each setup character in play (seeds 1-20:
    one seed picks the same Demon at every player count, so five seeds are too few to see all five SnV Demons)."""
    script = resolve_script(key, paths.resources_dir(), library)
    dealt = (
        random_setup(script, library, [f"p{i}" for i in range(players)], random.Random(seed))
        for players in range(5, 16)
        for seed in range(1, 21)
    )
    assert any(any(seat.character == modifier for seat in setup.seats) for setup in dealt)
