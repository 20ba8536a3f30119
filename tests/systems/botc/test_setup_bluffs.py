"""Demon bluffs, Summoner bluffs and Snitch bluffs (issue: setup wizard, part 3; spec 1.11, 2.2, 4.3)."""

from __future__ import annotations

import dataclasses

import pytest

from grimoire_app.model import Library, Script
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import MinionBluffs, Setup, check_setup
from tests.conftest import seed_script
from tests.systems.botc.setup_helpers import deals, seat_of


def good(script: Script, character_id: str) -> bool:
    character = script.character(character_id)
    return character is not None and character.team.is_good


def assert_legal_bluffs(script: Script, setup: Setup, bluffs: tuple[str, ...]) -> None:
    believed = {seat.believed for seat in setup.seats if seat.believed}
    assert len(set(bluffs)) == len(bluffs)
    for bluff in bluffs:
        assert bluff not in setup.in_play, f"{bluff} is in play"
        assert good(script, bluff), f"{bluff} is evil"
        assert bluff not in believed, f"{bluff} is the Drunk's believed character"


@pytest.mark.parametrize("key", ["000", "001", "004"])
def test_demon_bluffs_are_never_in_play_never_evil_never_the_drunks(library: Library, key: str) -> None:
    """spec 1.11 Demon Info: 3 good characters not in play; the Drunk's Townsfolk is never offered."""
    script = seed_script(library, key)
    for setup in deals(script, library, 9, 60, include=["drunk"] if key != "001" else []):
        if setup.bluffs_to is not None:
            recipient = setup.seats[setup.bluffs_to].character or ""
            assert recipient == "summoner" or script.character(recipient).team == Team.DEMON  # type: ignore[union-attr]
            assert len(setup.bluffs) == 3
        assert_legal_bluffs(script, setup, setup.bluffs)


def test_drunks_believed_character_is_never_a_bluff(library: Library) -> None:
    """seeds/000 Drunk, spec 1.11: the Drunk's believed token counts as not in play but is never offered."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 15, 60, include=["drunk"]):
        believed = setup.seats[seat_of(setup, "drunk")].believed
        assert believed not in setup.bluffs


def test_fewer_than_three_when_the_script_has_fewer(library: Library) -> None:
    """S001 at 12 players deals all 7 Townsfolk and 2 of 3 Outsiders: only 1 good character is left."""
    s001 = seed_script(library, "001")
    for setup in deals(s001, library, 12, 10):
        assert len(setup.bluffs) == 1
        assert check_setup(s001, library, setup) == []


def test_summoner_gets_the_bluffs(library: Library) -> None:
    """seeds/004 Summoner: "gets 3 bluffs"; no Demon at the start."""
    s004 = seed_script(library, "004")
    for setup in deals(s004, library, 8, 20, include=["summoner"]):
        assert setup.bluffs_to == seat_of(setup, "summoner")
        assert len(setup.bluffs) == 3
        assert_legal_bluffs(s004, setup, setup.bluffs)


def test_snitch_gives_every_minion_bluffs(library: Library) -> None:
    """seeds/000 Snitch test 3: Lil' Monsta with 2 Minions -> both get bluffs, none in play."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 8, 20, include=["snitch", "lilmonsta"]):
        minions = [seat.index for seat in setup.seats if seat.character in {c.id for c in s000.of_team(Team.MINION)}]
        assert sorted(entry.seat for entry in setup.minion_bluffs) == minions == sorted(minions)
        assert len(minions) == 2
        for entry in setup.minion_bluffs:
            assert len(entry.bluffs) == 3
            assert_legal_bluffs(s000, setup, entry.bluffs)
            assert "lilmonsta" not in entry.bluffs


def test_no_snitch_no_minion_bluffs(library: Library) -> None:
    s004 = seed_script(library, "004")
    assert all(setup.minion_bluffs == () for setup in deals(s004, library, 10, 10))


# ---- check_setup refuses bad bluffs ----------------------------------------------------------------------


def first_with_demon(library: Library) -> tuple[Script, Setup]:
    s000 = seed_script(library, "000")
    setup = next(s for s in deals(s000, library, 8, 20, include=["fanggu", "drunk"]))
    return s000, setup


def test_check_refuses_an_in_play_bluff(library: Library) -> None:
    script, setup = first_with_demon(library)
    in_play_good = next(cid for cid in setup.in_play if good(script, cid))
    bad = dataclasses.replace(setup, bluffs=(in_play_good, *setup.bluffs[1:]))
    assert [str(p) for p in check_setup(script, library, bad)] == [f"bluffs: {in_play_good!r} is in play"]


def test_check_refuses_an_evil_bluff(library: Library) -> None:
    script, setup = first_with_demon(library)
    evil = next(c.id for c in script.characters if not c.team.is_good and c.id not in setup.in_play)
    bad = dataclasses.replace(setup, bluffs=(evil, *setup.bluffs[1:]))
    assert [str(p) for p in check_setup(script, library, bad)] == [f"bluffs: {evil!r} is not a good character"]


def test_check_refuses_the_drunks_believed_character(library: Library) -> None:
    script, setup = first_with_demon(library)
    believed = setup.seats[seat_of(setup, "drunk")].believed
    bad = dataclasses.replace(setup, bluffs=(believed or "", *setup.bluffs[1:]))
    problems = [str(p) for p in check_setup(script, library, bad)]
    assert problems == [f"bluffs: {believed!r} is the character the Drunk believes they are"]


def test_check_refuses_repeats_and_wrong_counts(library: Library) -> None:
    script, setup = first_with_demon(library)
    bad = dataclasses.replace(setup, bluffs=(setup.bluffs[0], setup.bluffs[0]))
    problems = [p.what for p in check_setup(script, library, bad)]
    assert problems == ["the same character is given twice", "expected 3 characters, found 2"]


def test_check_refuses_bluffs_without_a_recipient(library: Library) -> None:
    """seeds/000 Lil' Monsta: no Demon bluffs [DECISION]."""
    s000 = seed_script(library, "000")
    setup = deals(s000, library, 7, 1, include=["lilmonsta"])[0]
    bad = dataclasses.replace(setup, bluffs=("noble", "general", "klutz"), bluffs_to=0)
    assert [p.where for p in check_setup(s000, library, bad)] == ["bluffs"]


def test_check_refuses_snitch_bluffs_for_a_non_minion(library: Library) -> None:
    s000 = seed_script(library, "000")
    setup = deals(s000, library, 8, 1, include=["snitch"])[0]
    bad = dataclasses.replace(setup, minion_bluffs=(*setup.minion_bluffs, MinionBluffs(99, ("noble",))))
    assert [p.where for p in check_setup(s000, library, bad)] == ["minion bluffs"]
