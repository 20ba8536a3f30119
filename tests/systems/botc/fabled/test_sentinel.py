"""The Sentinel's -1/0/+1 Outsider after the other modifiers (docs/rules/sentinel.md)."""

from __future__ import annotations

import json
import random

import pytest

from grimoire_app import paths
from grimoire_app.cli import main
from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.model.script import Script, load_script
from grimoire_app.systems.botc import Counts, SetupChoices, SetupError, distribution, random_setup, setup_as_json, setup_from_json
from tests.systems.botc.setup_helpers import names


@pytest.fixture
def tb(library: Library) -> Script:
    return load_script(paths.resources_dir() / "scripts" / "tb-trouble-brewing.json", library)


@pytest.mark.parametrize(
    ("choice", "row"),
    [(None, (5, 2, 2, 1)), (-1, (6, 1, 2, 1)), (0, (5, 2, 2, 1)), (1, (4, 3, 2, 1))],
)
def test_the_sentinel_moves_the_outsiders_after_the_baron(library: Library, tb: Script, choice: int | None, row: tuple[int, int, int, int]) -> None:
    """docs/rules/sentinel.md test 3: 10 players with the Baron; the Sentinel's line comes after the Baron's."""
    dist = distribution(tb, library, 10, ["baron"], SetupChoices(sentinel_outsiders=choice))
    assert dist.counts == Counts(*row) and dist.ok
    applied = [m.character for m in dist.modifiers]
    assert applied == (["baron"] if choice is None else ["baron", "sentinel"])
    if choice == 0:
        assert dist.modifiers[1].effect("en").startswith("Sentinel: +0 Outsiders")
        assert dist.modifiers[1].delta == Counts(0, 0, 0, 0)
    if choice == 1:
        assert dist.modifiers[1].delta == Counts(-1, 1, 0, 0)
        assert "외지인 +1" in dist.modifiers[1].effect("ko")


def test_minus_one_with_no_outsider_is_a_problem_and_plus_one_adds_one(library: Library, tb: Script) -> None:
    """docs/rules/sentinel.md test 4: 7 players, no Outsider modifier."""
    minus = distribution(tb, library, 7, [], SetupChoices(sentinel_outsiders=-1))
    assert [p.where for p in minus.problems] == ["sentinel"]
    assert "no Outsider left" in minus.problems[0].what
    assert minus.counts == Counts(5, 0, 1, 1)
    plus = distribution(tb, library, 7, [], SetupChoices(sentinel_outsiders=1))
    assert plus.counts == Counts(4, 1, 1, 1) and plus.ok


@pytest.mark.parametrize("seed", range(6))
def test_a_random_deal_honours_the_sentinel(library: Library, tb: Script, seed: int) -> None:
    """docs/rules/sentinel.md test 5: 7 players with +1 → 1 Outsider, or 3 with the Baron."""
    setup = random_setup(tb, library, names(7), random.Random(seed), SetupChoices(sentinel_outsiders=1))
    outsiders = [s for s in setup.seats if (c := tb.character(s.character or "")) and c.team == Team.OUTSIDER]
    baron = any(s.character == "baron" for s in setup.seats)
    assert len(outsiders) == (3 if baron else 1)
    assert setup.modifiers[-1].character == "sentinel"


def test_the_cli_deals_with_the_sentinel(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/rules/sentinel.md test 5: `deal --sentinel 1` prints the Sentinel's line."""
    assert main(["deal", "tb", "--players", "7", "--sentinel", "1", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Sentinel: +1 Outsider, -1 Townsfolk" in out


@pytest.mark.parametrize("bad", [2, -2, 5])
def test_a_sentinel_choice_outside_minus_one_to_one_is_refused(bad: int) -> None:
    """docs/rules/sentinel.md test 6."""
    with pytest.raises(SetupError, match="choices.sentinel_outsiders"):
        SetupChoices(sentinel_outsiders=bad)


def test_a_saved_setup_keeps_the_sentinel_choice(library: Library, tb: Script) -> None:
    """docs/rules/sentinel.md test 8."""
    setup = random_setup(tb, library, names(8), random.Random(4), SetupChoices(sentinel_outsiders=-1))
    again = setup_from_json(json.loads(json.dumps(setup_as_json(setup))))
    assert again == setup and again.choices.sentinel_outsiders == -1


def test_with_the_xaan_the_sentinel_moves_nothing(library: Library) -> None:
    """docs/rules/sentinel.md test 9: script 004, 8 players, the Xaan with X = 2 and the Sentinel's +1 → 2 Outsiders,
    the Sentinel's line saying the Xaan overrides it."""
    from tests.conftest import seed_script

    dist = distribution(seed_script(library, "004"), library, 8, ["xaan"], SetupChoices(xaan_outsiders=2, sentinel_outsiders=1))
    assert dist.counts.outsider == 2 and dist.ok
    assert dist.modifiers[-1].character == "sentinel" and dist.modifiers[-1].delta == Counts(0, 0, 0, 0)
    assert dist.modifiers[-1].effect("en").endswith("Overridden: the Xaan sets the Outsider count.")
