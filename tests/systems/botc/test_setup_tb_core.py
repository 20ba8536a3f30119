"""Trouble Brewing setup (issue 16 acceptance): `deal` gives legal setups; the Baron adds 2 Outsiders.

docs/rules/baron.md (Setup, tests 1-3) and docs/rules/drunk's believed Townsfolk (spec 2.2 Drunk).
"""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

from grimoire_app.cli import main

from grimoire_app.model import Library
from grimoire_app.systems.botc.setup.check import check_setup
from grimoire_app.systems.botc.setup.counts import Counts, base_counts
from grimoire_app.systems.botc.setup.deal import random_setup
from grimoire_app.systems.botc.setup.distribution import distribution
from tests.systems.botc.tb_core_helpers import TB_IDS, tb_script

TEAM_ORDER = ("townsfolk", "outsider", "minion", "demon")


def _counts(library: Library, characters: list[str]) -> Counts:
    teams = [library.get(c).team.value for c in characters]
    return Counts(*(teams.count(t) for t in TEAM_ORDER))


def test_baron_adds_two_outsiders(library: Library) -> None:
    """docs/rules/baron.md test 1: 10 players (7/0/2/1) with the Baron → 5/2/2/1."""
    found = distribution(tb_script(library), library, 10, ["baron"])
    assert found.counts == Counts(5, 2, 2, 1)
    assert found.modifier("baron") is not None and found.ok


def test_baron_at_five_and_fifteen(library: Library) -> None:
    """docs/rules/baron.md test 2: 5 players (3/0/1/1) → 1/2/1/1; 15 players (9/2/3/1) → 7/4/3/1."""
    script = tb_script(library)
    assert distribution(script, library, 5, ["baron"]).counts == Counts(1, 2, 1, 1)
    assert distribution(script, library, 15, ["baron"]).counts == Counts(7, 4, 3, 1)


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 6))
def test_deal_on_trouble_brewing_is_always_legal(library: Library, players: int, seed: int) -> None:
    """Issue 16 acceptance: deal for 5-15 players, seeds 1-5: legal; the Baron's +2; the Drunk believes a Townsfolk not in play."""
    script = tb_script(library)
    setup = random_setup(script, library, [f"p{i}" for i in range(players)], random.Random(seed))
    assert check_setup(script, library, setup) == []
    characters = [seat.character for seat in setup.seats if seat.character is not None]
    expected = base_counts(players) + (Counts(-2, 2, 0, 0) if "baron" in characters else Counts(0, 0, 0, 0))
    assert _counts(library, characters) == expected
    assert setup.counts == expected
    for seat in setup.seats:
        if seat.character == "drunk":
            assert seat.believed is not None and library.get(seat.believed).team.value == "townsfolk"
            assert seat.believed not in characters
    assert not set(setup.bluffs) & set(characters)


def test_some_deal_puts_the_baron_in_play(library: Library) -> None:
    """The Baron case is exercised: among the 55 deals above, at least one has a Baron with 2 more Outsiders."""
    script = tb_script(library)
    barons = 0
    for players in range(7, 16):
        for seed in range(1, 6):
            setup = random_setup(script, library, [f"p{i}" for i in range(players)], random.Random(seed))
            barons += any(seat.character == "baron" for seat in setup.seats)
    assert barons > 0


def test_a_baron_bag_without_outsiders_is_reported(library: Library) -> None:
    """docs/rules/baron.md test 1: 10 players, Baron with 7 Townsfolk and no Outsider → the Townsfolk problem names the Baron."""
    bag = "washerwoman librarian investigator chef empath fortuneteller undertaker poisoner baron imp".split()
    found = distribution(tb_script(library), library, 10, bag)
    assert [p.where for p in found.problems] == ["townsfolk"]
    assert "Baron -2" in found.problems[0].what


@pytest.mark.parametrize("seed", range(1, 6))
def test_cli_deal_on_a_trouble_brewing_file_for_ten_players(tmp_path: Path, seed: int) -> None:
    """Issue 16 (the reported bug): `deal` on a TB script file for 10 players gave the Baron 0 Outsiders; now 2."""
    script = tmp_path / "tb.json"
    script.write_text(json.dumps([{"id": "_meta", "name": "Trouble Brewing (test)"}, *TB_IDS]), encoding="utf-8")
    out = io.StringIO()
    assert main(["deal", str(script), "--players", "10", "--seed", str(seed), "--json"], out=out) == 0
    dealt = json.loads(out.getvalue())
    baron = '"baron"' in json.dumps(dealt["seats"])
    assert dealt["counts"] == {"townsfolk": 5 if baron else 7, "outsider": 2 if baron else 0, "minion": 2, "demon": 1}
