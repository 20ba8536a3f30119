"""Setup of the experimental Demons (issue 21): each test cites its rules page (docs/rules/<id>.md).

The acceptance sweep deals a script holding each Demon for 5-15 players, seeds 1-3, and checks every deal
with check_setup and counts typed in here from the rules pages (not read from resources/botc).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import Counts, check_setup, distribution, random_setup
from grimoire_app.systems.botc.setup.player_count import modifier_notes
from tests.systems.botc.exp_demons_helpers import GOOD, MINIONS, script_with
from tests.systems.botc.setup_helpers import BASE, custom_script, names, tally


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


def _line_holds(script, setup) -> bool:  # type: ignore[no-untyped-def]
    """The rules page's line, typed in again: the evil seats are one arc and the Lord of Typhon has evil on both sides."""
    evil = [bool(s.character) and script.character(s.character).team in (Team.MINION, Team.DEMON) for s in setup.seats]
    demon = next(s.index for s in setup.seats if s.character == "lordoftyphon")
    size = len(evil)
    starts = sum(evil[i] and not evil[i - 1] for i in range(size))
    return starts == 1 and evil[(demon - 1) % size] and evil[(demon + 1) % size]


def test_lordoftyphon_adds_a_minion(library: Library) -> None:
    """docs/rules/lordoftyphon.md test 1: 10 players with the Lord of Typhon: 6/0/3/1 (base 7/0/2/1)."""
    dist = distribution(script_with(library, "lordoftyphon"), library, 10, ["lordoftyphon"])
    assert dist.ok and dist.counts == Counts(6, 0, 3, 1)


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 4))
def test_lordoftyphon_deals_are_legal_lines(library: Library, players: int, seed: int) -> None:
    """docs/rules/lordoftyphon.md test 2: every deal of 5-15 players is legal, the evil team one line round the Demon."""
    script = script_with(library, "lordoftyphon")
    setup = random_setup(script, library, names(players), random.Random(seed), include=["lordoftyphon"])
    assert check_setup(script, library, setup) == []
    townsfolk, outsider, minion, demon = BASE[players]
    counted = tally(script, setup)
    assert (counted.minion, counted.demon) == (minion + 1, 1)
    assert counted.townsfolk + counted.outsider == townsfolk + outsider - 1
    assert _line_holds(script, setup)


def test_lordoftyphon_line_holds_with_travellers(library: Library) -> None:
    """docs/rules/lordoftyphon.md test 2: with 2 Travellers (17 seats) the line stays within the 15 dealt seats."""
    script = script_with(library, "lordoftyphon")
    for seed in range(5):
        setup = random_setup(script, library, names(17), random.Random(seed), include=["lordoftyphon"])
        assert check_setup(script, library, setup) == []
        evil = [i for i, s in enumerate(setup.seats) if s.character and script.character(s.character).team in (Team.MINION, Team.DEMON)]  # type: ignore[union-attr]
        assert max(evil) - min(evil) == len(evil) - 1 and max(evil) < 15


def test_lordoftyphon_minions_apart_is_a_problem(library: Library) -> None:
    """docs/rules/lordoftyphon.md test 3: Poisoner at seat 0, Lord of Typhon at 2, Spy at 4 (7 players): evil_line."""
    script = script_with(library, "lordoftyphon")
    setup = random_setup(script, library, names(7), random.Random(1), include=["lordoftyphon"])
    cast = ["poisoner", "chef", "lordoftyphon", "empath", "spy", "monk", "soldier"]
    setup = replace(setup, seats=tuple(replace(s, character=c, alignment="evil" if c in ("poisoner", "spy", "lordoftyphon") else "good", believed=None) for s, c in zip(setup.seats, cast, strict=True)), bluffs=(), reminders=())
    problems = [p for p in check_setup(script, library, setup) if p.where == "evil_line"]
    assert len(problems) == 2
    assert "seat 0" in problems[0].what and "seat 4" in problems[0].what


@pytest.mark.parametrize(("players", "expected"), [(10, Counts(4, 0, 0, 6)), (15, Counts(5, 2, 0, 8)), (5, Counts(2, 0, 0, 3))])
def test_legion_fills_most_seats(library: Library, players: int, expected: Counts) -> None:
    """docs/rules/legion.md test 1: Legion is the smallest majority, no Minions, the base Outsiders kept."""
    dist = distribution(script_with(library, "legion"), library, players, ["legion"])
    assert dist.counts == expected


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 4))
def test_legion_deals_are_legal(library: Library, players: int, seed: int) -> None:
    """docs/rules/legion.md test 2: every deal of 5-15 players on a Legion script is legal: n//2 + 1 Legion, no Minion."""
    script = script_with(library, "legion")
    setup = random_setup(script, library, names(players), random.Random(seed))
    assert check_setup(script, library, setup) == []
    counted = tally(script, setup)
    assert (counted.minion, counted.demon) == (0, players // 2 + 1)
    assert [s.character for s in setup.seats].count("legion") == players // 2 + 1
    assert counted.townsfolk >= 1 and counted.townsfolk + counted.outsider == players - (players // 2 + 1)


def test_legion_with_another_demon_is_never_mixed(library: Library) -> None:
    """docs/rules/legion.md test 2: with the Imp on the script, a deal has either the Imp alone or only Legion."""
    script = custom_script(library, ["legion", "imp", *GOOD, *MINIONS])
    seen = set()
    for seed in range(12):
        setup = random_setup(script, library, names(10), random.Random(seed))
        assert check_setup(script, library, setup) == []
        demons = sorted(s.character for s in setup.seats if s.character in ("imp", "legion"))
        seen.add(tuple(demons))
    assert seen == {("imp",), ("legion",) * 6}
    included = random_setup(script, library, names(10), random.Random(3), include=["legion"])
    assert [s.character for s in included.seats].count("legion") == 6 and "imp" not in included.in_play


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 4))
def test_riot_deals_are_legal(library: Library, players: int, seed: int) -> None:
    """docs/rules/riot.md test 1: with Minions on the script, every deal of 5-15 players is legal with 1 Riot and the base row."""
    script = script_with(library, "riot")
    setup = random_setup(script, library, names(players), random.Random(seed), include=["riot"])
    assert check_setup(script, library, setup) == []
    assert tally(script, setup).minion == BASE[players][2]
    assert [s.character for s in setup.seats].count("riot") == 1


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 3))
def test_riot_only_evil_team_is_dealt(library: Library, players: int, seed: int) -> None:
    """docs/rules/riot.md test 1 (issue 18's note): a script whose only evil character is the Riot deals 1 + M Riot, no Minion."""
    script = script_with(library, "riot", minions=[])
    setup = random_setup(script, library, names(players), random.Random(seed))
    assert check_setup(script, library, setup) == []
    townsfolk, outsider, minion, demon = BASE[players]
    assert tally(script, setup) == Counts(townsfolk, outsider, 0, minion + demon)
    assert [s.character for s in setup.seats].count("riot") == minion + 1
    assert all(s.alignment == "evil" for s in setup.seats if s.character == "riot")


def test_player_count_table_notes_the_demons_modifiers(library: Library) -> None:
    """docs/rules/kazali.md, lordoftyphon.md, legion.md, riot.md Setup: the player-count table notes each modifier."""
    script = custom_script(library, ["kazali", "lordoftyphon", "legion", "riot", *GOOD, *MINIONS])
    assert modifier_notes(script, library, "en") == [
        "Kazali: Townsfolk instead of Minions (the Kazali makes the Minions on night 1)",
        "Lord of Typhon: Minions +1, Townsfolk −1",
        "Legion: Most players Legion, no Minions",
        "Riot: With no Minion on the script, the Minion seats are Riot too",
        "Baron: Outsiders +2",
    ]


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 3))
def test_a_script_of_all_four_setup_demons_deals_legally(library: Library, players: int, seed: int) -> None:
    """docs/rules/kazali.md, lordoftyphon.md, legion.md, riot.md test 1-2: a script holding the four deals legally 5-15."""
    script = custom_script(library, ["kazali", "lordoftyphon", "legion", "riot", *GOOD, *MINIONS])
    setup = random_setup(script, library, names(players), random.Random(seed))
    assert check_setup(script, library, setup) == []
    demons = {s.character for s in setup.seats if s.character and script.character(s.character).team == Team.DEMON}  # type: ignore[union-attr]
    assert len(demons) == 1
