"""Base distribution and setup modifiers (issue: setup wizard, part 1; spec/characters.md 1.10)."""

from __future__ import annotations

import pytest

from grimoire_app.model import GrimoireError, Library
from grimoire_app.systems.botc import Counts, SetupChoices, SetupError, base_counts, distribution
from tests.conftest import seed_script
from tests.systems.botc.setup_helpers import BASE, SIZES, custom_script


def counts(row: tuple[int, int, int, int]) -> Counts:
    return Counts(*row)


# ---- base rows ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(5, 16))
def test_base_counts_follow_the_spec_table(players: int) -> None:
    """spec 1.10: the base row for 5-15 players."""
    assert base_counts(players) == counts(BASE[players])
    assert base_counts(players).total == players


@pytest.mark.parametrize("players", range(16, 21))
def test_sixteen_to_twenty_seats_deal_the_fifteen_row(players: int) -> None:
    """spec 1.10: players beyond 15 join as Travellers."""
    assert base_counts(players) == counts(BASE[15])


@pytest.mark.parametrize("players", [-1, 0, 4, 21, 100])
def test_player_counts_out_of_range_are_clear_errors(players: int) -> None:
    with pytest.raises(SetupError, match=f"expected 5 to 20 players, got {players}") as caught:
        base_counts(players)
    assert isinstance(caught.value, GrimoireError)


# ---- one modifier at a time, at 5, 7, 10, 13 and 15 players ---------------------------------------

# (script, bag, choices, expected rows at 5/7/10/13/15)
MODIFIERS = {
    "balloonist +1": (
        "000", ["balloonist"], SetupChoices(balloonist_extra_outsider=True),
        [(2, 1, 1, 1), (4, 1, 1, 1), (6, 1, 2, 1), (8, 1, 3, 1), (8, 3, 3, 1)],
    ),
    "balloonist +0": ("000", ["balloonist"], SetupChoices(), [BASE[n] for n in SIZES]),
    "fang gu": ("000", ["fanggu"], SetupChoices(), [(2, 1, 1, 1), (4, 1, 1, 1), (6, 1, 2, 1), (8, 1, 3, 1), (8, 3, 3, 1)]),
    "vigormortis": (
        "000", ["vigormortis"], SetupChoices(), [(3, 0, 1, 1), (5, 0, 1, 1), (7, 0, 2, 1), (9, 0, 3, 1), (10, 1, 3, 1)]
    ),
    "lil monsta": ("000", ["lilmonsta"], SetupChoices(), [(3, 0, 2, 0), (5, 0, 2, 0), (7, 0, 3, 0), (9, 0, 4, 0), (9, 2, 4, 0)]),
    "atheist": ("000", ["atheist"], SetupChoices(), [(5, 0, 0, 0), (7, 0, 0, 0), (10, 0, 0, 0), (13, 0, 0, 0), (13, 2, 0, 0)]),
    "atheist keeps evil": ("000", ["atheist"], SetupChoices(atheist_no_evil=False), [BASE[n] for n in SIZES]),
    "bounty hunter": ("000", ["bountyhunter"], SetupChoices(), [BASE[n] for n in SIZES]),
    "drunk (with fang gu)": (
        "000", ["drunk", "fanggu"], SetupChoices(), [(2, 1, 1, 1), (4, 1, 1, 1), (6, 1, 2, 1), (8, 1, 3, 1), (8, 3, 3, 1)]
    ),
    "summoner": ("004", ["summoner"], SetupChoices(), [(4, 0, 1, 0), (6, 0, 1, 0), (8, 0, 2, 0), (10, 0, 3, 0), (10, 2, 3, 0)]),
    "xaan x=2": (
        "004", ["xaan"], SetupChoices(xaan_outsiders=2), [(1, 2, 1, 1), (3, 2, 1, 1), (5, 2, 2, 1), (7, 2, 3, 1), (9, 2, 3, 1)]
    ),
    "xaan x=0": (
        "004", ["xaan"], SetupChoices(xaan_outsiders=0), [(3, 0, 1, 1), (5, 0, 1, 1), (7, 0, 2, 1), (9, 0, 3, 1), (11, 0, 3, 1)]
    ),
    "xaan default": ("004", ["xaan"], SetupChoices(), [BASE[n] for n in SIZES]),
    "village idiot +2": ("004", ["villageidiot"], SetupChoices(extra_village_idiots=2), [BASE[n] for n in SIZES]),
}


@pytest.mark.parametrize("case", MODIFIERS)
@pytest.mark.parametrize("size", range(len(SIZES)))
def test_each_modifier_gives_the_spec_counts(library: Library, case: str, size: int) -> None:
    """seeds/000 Balloonist, Fang Gu, Vigormortis, Lil' Monsta, Atheist, Bounty Hunter, Drunk;
    seeds/004 Summoner, Xaan, Village Idiot: each Setup line, through the spec 1.10 table."""
    key, bag, choices, rows = MODIFIERS[case]
    result = distribution(seed_script(library, key), library, SIZES[size], bag, choices)
    assert result.counts == counts(rows[size])
    assert result.problems == ()
    assert result.counts.total == SIZES[size]
    assert {m.character for m in result.modifiers} == set(bag)


def test_modifier_texts_are_given_in_both_languages(library: Library) -> None:
    result = distribution(seed_script(library, "004"), library, 8, ["xaan", "vigormortis"], SetupChoices(xaan_outsiders=2))
    xaan = result.modifier("xaan")
    assert xaan is not None and "2" in xaan.effect("en") and "2" in xaan.effect("ko")
    assert xaan.effect("ko") != xaan.effect("en")


# ---- combinations and the spec's own examples ---------------------------------------------------------


def test_balloonist_and_fang_gu_sum(library: Library) -> None:
    """seeds/000 Balloonist test 1: n=7 with Fang Gu -> 4/1/1/1, or 3/2/1/1 with the Balloonist's +1."""
    s000 = seed_script(library, "000")
    assert distribution(s000, library, 7, ["balloonist", "fanggu"]).counts == Counts(4, 1, 1, 1)
    chosen = SetupChoices(balloonist_extra_outsider=True)
    assert distribution(s000, library, 7, ["balloonist", "fanggu"], chosen).counts == Counts(3, 2, 1, 1)


def test_vigormortis_removes_only_an_outsider_that_exists(library: Library) -> None:
    """seeds/000 Vigormortis test 1: n=9 (5/2/1/1) -> 6/1/1/1; n=7 (5/0/1/1) unchanged, said so."""
    s000 = seed_script(library, "000")
    assert distribution(s000, library, 9, ["vigormortis"]).counts == Counts(6, 1, 1, 1)
    seven = distribution(s000, library, 7, ["vigormortis"])
    assert seven.counts == Counts(5, 0, 1, 1)
    assert seven.modifiers[0].delta == Counts.zero()
    assert "no Outsider to remove" in seven.modifiers[0].effect("en")


def test_outsider_modifiers_are_summed_before_clamping(library: Library) -> None:
    """spec 1.10 step 3: Balloonist +1 and Vigormortis -1 at 0 Outsiders sum to 0."""
    s000 = seed_script(library, "000")
    both = distribution(s000, library, 7, ["balloonist", "vigormortis"], SetupChoices(balloonist_extra_outsider=True))
    assert both.counts == Counts(5, 0, 1, 1)


def test_xaan_overrides_vigormortis(library: Library) -> None:
    """seeds/004 Xaan test 1: n=8, X=2, Vigormortis in play -> 4/2/1/1."""
    result = distribution(seed_script(library, "004"), library, 8, ["xaan", "vigormortis"], SetupChoices(xaan_outsiders=2))
    assert result.counts == Counts(4, 2, 1, 1)
    vigormortis = result.modifier("vigormortis")
    assert vigormortis is not None and vigormortis.delta == Counts.zero() and "Xaan" in vigormortis.effect("en")


def test_atheist_keeps_good_side_modifiers(library: Library) -> None:
    """seeds/000 Atheist test 1: n=9 -> 7/2/0/0, with the Balloonist's +1 -> 6/3/0/0."""
    s000 = seed_script(library, "000")
    assert distribution(s000, library, 9, ["atheist"]).counts == Counts(7, 2, 0, 0)
    chosen = SetupChoices(balloonist_extra_outsider=True)
    result = distribution(s000, library, 9, ["atheist", "balloonist", "bountyhunter"], chosen)
    assert result.counts == Counts(6, 3, 0, 0)
    assert result.no_evil
    bounty = result.modifier("bountyhunter")
    assert bounty is not None and "No evil Townsfolk" in bounty.effect("en")


def test_bounty_hunter_keeps_counts(library: Library) -> None:
    """seeds/000 Bounty Hunter test 1: n=8 counts stay 5/1/1/1."""
    assert distribution(seed_script(library, "000"), library, 8, ["bountyhunter"]).counts == Counts(5, 1, 1, 1)


# ---- conflicts and impossible counts ------------------------------------------------------------------


def test_atheist_game_cannot_hold_evil_characters(library: Library) -> None:
    result = distribution(seed_script(library, "000"), library, 7, ["atheist", "poisoner", "fanggu"])
    assert not result.ok
    assert any(p.where == "atheist" and "poisoner" in p.what and "fanggu" in p.what for p in result.problems)


def test_lil_monsta_and_summoner_conflict(library: Library) -> None:
    script = custom_script(library, ["noble", "empath", "monk", "drunk", "poisoner", "summoner", "lilmonsta", "po"])
    result = distribution(script, library, 7, ["lilmonsta", "summoner"])
    demon = [p for p in result.problems if p.where == "demon"]
    assert demon and "Lil' Monsta -1" in demon[0].what and "Summoner -1" in demon[0].what


def test_heretic_and_pit_hag_cannot_both_be_in_play(library: Library) -> None:
    """seeds/001 Heretic test 3: setup with Heretic + Pit-Hag -> validation error."""
    result = distribution(seed_script(library, "001"), library, 8, ["heretic", "pithag"])
    assert [p.where for p in result.problems] == ["heretic, pithag"]


def test_too_many_townsfolk_for_the_script(library: Library) -> None:
    """S001 has 7 Townsfolk; 13 players need 9."""
    result = distribution(seed_script(library, "001"), library, 13, [])
    assert [str(p) for p in result.problems] == [
        "townsfolk: 9 Townsfolk needed (base 9 for 13 players) but the script has only 7"
    ]


def test_a_modifier_that_needs_more_than_the_script_has_is_named(library: Library) -> None:
    """seeds/004 Xaan: X=5 Outsiders, but S004 has 4."""
    result = distribution(seed_script(library, "004"), library, 10, ["xaan"], SetupChoices(xaan_outsiders=5))
    assert any(p.where == "outsider" and "Xaan +5" in p.what and "only 4" in p.what for p in result.problems)


def test_xaan_cannot_leave_negative_townsfolk(library: Library) -> None:
    result = distribution(seed_script(library, "004"), library, 5, ["xaan"], SetupChoices(xaan_outsiders=4))
    assert any(p.where == "townsfolk" and "-1 Townsfolk" in p.what for p in result.problems)


def test_the_drunk_needs_a_spare_townsfolk(library: Library) -> None:
    """seeds/000 Drunk: the Drunk's Townsfolk must be one that is not in play."""
    result = distribution(seed_script(library, "000"), library, 15, ["atheist", "drunk"])
    assert any("for the Drunk to believe in" in p.what for p in result.problems)


def test_the_drunk_needs_an_outsider_seat(library: Library) -> None:
    result = distribution(seed_script(library, "000"), library, 7, ["drunk"])
    assert [p.where for p in result.problems] == ["outsider"]


def test_too_many_characters_of_a_type_in_the_bag(library: Library) -> None:
    result = distribution(seed_script(library, "000"), library, 7, ["fanggu", "vigormortis"])
    assert any(p.where == "demon" and "2 Demons (vigormortis, fanggu)" in p.what for p in result.problems)


def test_characters_not_on_the_script_are_problems(library: Library) -> None:
    result = distribution(seed_script(library, "000"), library, 7, ["imp", "Fortune_Teller"])
    assert [p.where for p in result.problems] == ["bag ('imp')"]


def test_village_idiot_choice_is_validated() -> None:
    with pytest.raises(SetupError, match="expected 0 to 2 extra Village Idiots, got 3"):
        SetupChoices(extra_village_idiots=3)
    with pytest.raises(SetupError, match="xaan_outsiders"):
        SetupChoices(xaan_outsiders=-1)
