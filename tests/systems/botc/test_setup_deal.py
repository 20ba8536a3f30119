"""Random legal deals and the setup rules of each seed character (issue: setup wizard, parts 1 and 7)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import Counts, SetupChoices, SetupError, check_setup, random_setup
from tests.conftest import seed_script
from tests.systems.botc.setup_helpers import custom_script, deals, expected_counts, names, seat_of, tally


def test_same_seed_same_setup(library: Library) -> None:
    s000 = seed_script(library, "000")
    first = random_setup(s000, library, names(9), random.Random(42))
    again = random_setup(s000, library, names(9), random.Random(42))
    other = random_setup(s000, library, names(9), random.Random(43))
    assert first == again
    assert first != other


def test_seats_follow_the_names_in_order(library: Library) -> None:
    setup = random_setup(seed_script(library, "004"), library, names(8), random.Random(1))
    assert [(seat.index, seat.name) for seat in setup.seats] == list(enumerate(names(8)))


# ---- impossible requests are clear errors (part 7) ---------------------------------------------------


@pytest.mark.parametrize("players", [4, 21])
def test_too_few_or_too_many_seats(library: Library, players: int) -> None:
    with pytest.raises(SetupError, match=f"expected 5 to 20 players, got {players}"):
        random_setup(seed_script(library, "000"), library, names(players), random.Random(0))


def test_duplicate_and_blank_names_are_all_reported(library: Library) -> None:
    table = ["Ann", "Bob", "ann ", "Cid", "", "Bob", "Dee"]
    with pytest.raises(SetupError) as caught:
        random_setup(seed_script(library, "000"), library, table, random.Random(0))
    assert [p.where for p in caught.value.problems] == ["seat 2 ('ann ')", "seat 4", "seat 5 ('Bob')"]
    assert "the same name as seat 0" in str(caught.value)


@pytest.mark.parametrize("players", [13, 14, 15])
def test_too_many_townsfolk_for_the_script(library: Library, players: int) -> None:
    """S001 has 7 Townsfolk and no modifier that lowers the count: 13+ players cannot be dealt."""
    with pytest.raises(SetupError) as caught:
        random_setup(seed_script(library, "001"), library, names(players), random.Random(0))
    assert [str(p) for p in caught.value.problems] == [
        f"townsfolk: 9 Townsfolk needed (base 9 for {players} players) but the script has only 7"
    ]


def test_a_requested_modifier_the_script_cannot_satisfy(library: Library) -> None:
    """seeds/004 Xaan: asking for the Xaan with X=5 on a script of 4 Outsiders."""
    with pytest.raises(SetupError, match=r"outsider: 5 Outsiders needed \(.*Xaan \+5\) but the script has only 4"):
        random_setup(seed_script(library, "004"), library, names(10), random.Random(0), SetupChoices(xaan_outsiders=5), ["xaan"])


def test_requested_characters_must_be_on_the_script(library: Library) -> None:
    with pytest.raises(SetupError, match=r"include \('imp'\): not a character on this script"):
        random_setup(seed_script(library, "000"), library, names(7), random.Random(0), include=["imp"])


def test_requested_conflicting_characters(library: Library) -> None:
    """seeds/001 Heretic: asking for both the Heretic and the Pit-Hag."""
    with pytest.raises(SetupError, match="Heretic and the Pit-Hag"):
        random_setup(seed_script(library, "001"), library, names(8), random.Random(0), include=["heretic", "pithag"])


# ---- Travellers -------------------------------------------------------------------------------------


def test_players_beyond_fifteen_are_travellers(library: Library) -> None:
    """spec 1.10: 16-20 seats are the 15-player row plus Travellers."""
    s000 = seed_script(library, "000")
    setup = random_setup(s000, library, names(18), random.Random(3))
    assert [seat.index for seat in setup.seats if seat.is_traveller] == [15, 16, 17]
    assert all(seat.alignment is None for seat in setup.seats[15:])
    assert tally(s000, setup).total == 15
    assert not any(r.seat >= 15 for r in setup.reminders)
    assert check_setup(s000, library, setup) == []


# ---- setup rules of each character ---------------------------------------------------------------------


def test_include_puts_characters_in_play(library: Library) -> None:
    for setup in deals(seed_script(library, "000"), library, 8, 20, include=["noble", "Fortune_Teller", "witch"]):
        assert {"noble", "fortuneteller", "witch"} <= set(setup.in_play)


def test_atheist_is_dealt_only_on_request(library: Library) -> None:
    """seeds/000 Atheist: a game with no evil is the Storyteller's choice, never a random one."""
    s000 = seed_script(library, "000")
    assert all("atheist" not in setup.in_play for setup in deals(s000, library, 13, 100))


def test_atheist_game_has_no_evil(library: Library) -> None:
    """seeds/000 Atheist test 1: n=9 -> 9 good tokens; no evil Townsfolk even with a Bounty Hunter."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 9, 30, include=["atheist", "bountyhunter"]):
        assert all(seat.alignment == "good" for seat in setup.seats)
        assert tally(s000, setup) == Counts(7, 2, 0, 0)
        assert setup.bluffs == () and setup.bluffs_to is None


def test_atheist_with_evil_kept(library: Library) -> None:
    """seeds/000 Atheist: the Storyteller may break the rules and keep an evil team."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 9, 10, SetupChoices(atheist_no_evil=False), include=["atheist"]):
        assert tally(s000, setup) == expected_counts(9, setup.in_play, setup.choices)
        assert any(seat.alignment == "evil" for seat in setup.seats)


def test_lil_monsta_has_no_demon_player(library: Library) -> None:
    """seeds/000 Lil' Monsta test 1: n=7 -> 5/0/2/0, the token stays out of the bag, no Demon bluffs."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 7, 30, include=["lilmonsta"]):
        assert tally(s000, setup) == Counts(5, 0, 2, 0)
        assert setup.unseated == ("lilmonsta",)
        assert all(seat.character != "lilmonsta" for seat in setup.seats)
        assert setup.bluffs == () and setup.bluffs_to is None


def test_summoner_has_no_demon_and_gets_the_bluffs(library: Library) -> None:
    """seeds/004 Summoner test 1: n=7 -> 6/0/1/0; the Summoner is shown the 3 bluffs."""
    s004 = seed_script(library, "004")
    for setup in deals(s004, library, 7, 30, include=["summoner"]):
        assert tally(s004, setup) == Counts(6, 0, 1, 0)
        assert setup.bluffs_to == seat_of(setup, "summoner")
        assert len(setup.bluffs) == 3


def test_bounty_hunter_turns_one_other_townsfolk_evil(library: Library) -> None:
    """seeds/000 Bounty Hunter test 1: n=8 -> exactly one Townsfolk other than the Bounty Hunter is evil."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 8, 40, include=["bountyhunter"]):
        good_types = {c.id for c in s000.characters if c.team.is_good}
        evil_good_types = [s for s in setup.seats if s.alignment == "evil" and s.character in good_types]
        assert len(evil_good_types) == 1
        assert evil_good_types[0].character not in ("bountyhunter", "drunk")
        assert evil_good_types[0].character in {c.id for c in s000.of_team(Team.TOWNSFOLK)}


def test_drunk_believes_a_townsfolk_not_in_play(library: Library) -> None:
    """seeds/000 Drunk test 1: n=7 with Fang Gu (4/1/1/1) and the Drunk -> 5 Townsfolk tokens in the bag."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 7, 30, include=["fanggu", "drunk"]):
        drunk = setup.seats[seat_of(setup, "drunk")]
        assert drunk.believed is not None and drunk.believed not in setup.in_play
        assert s000.character(drunk.believed).team == Team.TOWNSFOLK  # type: ignore[union-attr]
        shown = [s000.character(seat.shown).team for seat in setup.seats]  # type: ignore[arg-type, union-attr]
        assert shown.count(Team.TOWNSFOLK) == 5


@pytest.mark.parametrize("extra", [0, 1, 2])
def test_village_idiot_extras(library: Library, extra: int) -> None:
    """seeds/004 Village Idiot test 1: n=10 (7/0/2/1) with 3 Village Idiots -> still 7 Townsfolk."""
    s004 = seed_script(library, "004")
    for setup in deals(s004, library, 10, 20, SetupChoices(extra_village_idiots=extra), include=["villageidiot"]):
        assert Counter(seat.character for seat in setup.seats)["villageidiot"] == 1 + extra
        assert tally(s004, setup).townsfolk == 7 + ("summoner" in setup.in_play)


def test_xaan_sets_the_outsider_count(library: Library) -> None:
    """seeds/004 Xaan test 1: n=8 with X=2 and the Vigormortis -> 4/2/1/1."""
    s004 = seed_script(library, "004")
    for setup in deals(s004, library, 8, 20, SetupChoices(xaan_outsiders=2), include=["xaan", "vigormortis"]):
        assert tally(s004, setup) == Counts(4, 2, 1, 1)


def test_alchemist_holds_a_minion_ability(library: Library) -> None:
    """seeds/000 Alchemist: a Minion ability, normally of a Minion not in play."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 8, 30, include=["alchemist"]):
        alchemist = setup.seats[seat_of(setup, "alchemist")]
        assert alchemist.holds is not None and alchemist.holds not in setup.in_play
        assert s000.character(alchemist.holds).team == Team.MINION  # type: ignore[union-attr]


def test_alchemist_never_holds_the_organ_grinder_while_it_is_out_of_play(library: Library) -> None:
    """seeds/001 Alchemist (jinx with the Organ Grinder): only while the Organ Grinder is in play."""
    s001 = seed_script(library, "001")
    for setup in deals(s001, library, 6, 60, include=["alchemist"]):
        holds = setup.seats[seat_of(setup, "alchemist")].holds
        assert holds != "organgrinder" or "organgrinder" in setup.in_play


def test_custom_script_with_few_characters_still_deals(library: Library) -> None:
    script = custom_script(library, ["washerwoman", "librarian", "investigator", "chef", "butler", "poisoner", "imp"])
    setup = random_setup(script, library, names(5), random.Random(0))
    assert check_setup(script, library, setup) == []
