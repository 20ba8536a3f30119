"""Standard and custom assignment (spec 5, TOR-R28-R34, D20-D23, TOR-T1-T6)."""

from __future__ import annotations

import random

import pytest

from grimoire_app.systems.torsis import (
    SetupError,
    TorsisOptions,
    custom_assignment,
    roles,
    specials_of,
    standard_assignment,
    start_game,
    validate_custom,
)

# The seed's list, copied in its own words (Japanese), so the test does not read setup.json.
SEED_BASE = "人間, 人間, トルシス, 清掃員, 肉屋"
SEED_ADDITIONS = (
    "司祭, 人間, トルシス, 墓守, 奇術師, 女性占い師, 預言者, 白騎士, 黒騎士, 流民, 神風特攻隊, 清掃員, "
    "墓掘り人, 司祭, トルシス, 墓守, 預言者, 流民, 女性占い師, 神風特攻隊, 白騎士, 黒騎士, 人間, 人間, 流民"
)
JAPANESE = {
    "人間": "human", "清掃員": "cleaner", "墓守": "grave_keeper", "司祭": "priest", "女性占い師": "fortune_teller",
    "白騎士": "white_knight", "トルシス": "torsis", "肉屋": "butcher", "奇術師": "magician", "預言者": "prophet",
    "黒騎士": "black_knight", "神風特攻隊": "kamikaze", "墓掘り人": "gravedigger", "流民": "wanderer",
}  # fmt: skip

# Spec table 5.1 in the column order human, cleaner, grave_keeper, priest, fortune_teller,
# white_knight, torsis, butcher, magician, prophet, black_knight, kamikaze, gravedigger, wanderer.
COLUMNS = (
    "human cleaner grave_keeper priest fortune_teller white_knight torsis butcher "
    "magician prophet black_knight kamikaze gravedigger wanderer"
).split()
TABLE_5_1 = {
    5: "2 1 0 0 0 0 1 1 0 0 0 0 0 0", 6: "2 1 0 1 0 0 1 1 0 0 0 0 0 0", 7: "3 1 0 1 0 0 1 1 0 0 0 0 0 0",
    8: "3 1 0 1 0 0 2 1 0 0 0 0 0 0", 9: "3 1 1 1 0 0 2 1 0 0 0 0 0 0", 10: "3 1 1 1 0 0 2 1 1 0 0 0 0 0",
    11: "3 1 1 1 1 0 2 1 1 0 0 0 0 0", 12: "3 1 1 1 1 0 2 1 1 1 0 0 0 0", 13: "3 1 1 1 1 1 2 1 1 1 0 0 0 0",
    14: "3 1 1 1 1 1 2 1 1 1 1 0 0 0", 15: "3 1 1 1 1 1 2 1 1 1 1 0 0 1", 16: "3 1 1 1 1 1 2 1 1 1 1 1 0 1",
    17: "3 2 1 1 1 1 2 1 1 1 1 1 0 1", 18: "3 2 1 1 1 1 2 1 1 1 1 1 1 1", 19: "3 2 1 2 1 1 2 1 1 1 1 1 1 1",
    20: "3 2 1 2 1 1 3 1 1 1 1 1 1 1", 21: "3 2 2 2 1 1 3 1 1 1 1 1 1 1", 22: "3 2 2 2 1 1 3 1 1 2 1 1 1 1",
    23: "3 2 2 2 1 1 3 1 1 2 1 1 1 2", 24: "3 2 2 2 2 1 3 1 1 2 1 1 1 2", 25: "3 2 2 2 2 1 3 1 1 2 1 2 1 2",
    26: "3 2 2 2 2 2 3 1 1 2 1 2 1 2", 27: "3 2 2 2 2 2 3 1 1 2 2 2 1 2", 28: "4 2 2 2 2 2 3 1 1 2 2 2 1 2",
    29: "5 2 2 2 2 2 3 1 1 2 2 2 1 2", 30: "5 2 2 2 2 2 3 1 1 2 2 2 1 3",
}  # fmt: skip
BASE = {"torsis": 1, "cleaner": 1, "butcher": 1}


def seed_roles(n: int) -> list[str]:
    """Return the seed's characters for n players: the first five, then one addition per extra player."""
    names = SEED_BASE.split(", ") + SEED_ADDITIONS.split(", ")
    return [JAPANESE[name] for name in names[:n]]


def counts(roles_list: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for role in roles_list:
        found[role] = found.get(role, 0) + 1
    return found


def test_seed_list_has_the_five_and_the_twenty_five_additions() -> None:
    """TOR-R29, TOR-R30: 5 mandatory characters and 25 additions, one per player from 6 to 30."""
    assert len(SEED_BASE.split(", ")) == 5 and len(SEED_ADDITIONS.split(", ")) == 25


@pytest.mark.parametrize("n", range(5, 31))
def test_standard_assignment_matches_the_seed_list_for_every_count(n: int) -> None:
    """TOR-T1, TOR-R28-R30: every player count 5-30 deals exactly the seed's characters."""
    assert dict(standard_assignment(n)) == counts(seed_roles(n))


@pytest.mark.parametrize("n", range(5, 31))
def test_standard_assignment_matches_table_5_1(n: int) -> None:
    """TOR-T1: table 5.1 row by row, and the sum is n in every row."""
    row = dict(zip(COLUMNS, map(int, TABLE_5_1[n].split()), strict=True))
    assert standard_assignment(n) == {role: count for role, count in row.items() if count}
    assert sum(standard_assignment(n).values()) == n


def test_standard_spot_checks() -> None:
    """TOR-T1 spot checks for 5, 10 and 30 players."""
    assert standard_assignment(5) == {"human": 2, "torsis": 1, "cleaner": 1, "butcher": 1}
    assert standard_assignment(10) == {
        "human": 3, "cleaner": 1, "grave_keeper": 1, "priest": 1, "torsis": 2, "butcher": 1, "magician": 1,
    }  # fmt: skip
    assert standard_assignment(30)["wanderer"] == 3 and standard_assignment(30)["human"] == 5


@pytest.mark.parametrize("n", [4, 31, 0, -1])
def test_player_count_outside_5_to_30_is_refused(n: int) -> None:
    """TOR-T1, D20: n=4 and n=31 give PLAYER_COUNT."""
    with pytest.raises(SetupError) as caught:
        standard_assignment(n)
    assert [issue.code for issue in caught.value.issues] == ["PLAYER_COUNT"]
    assert f"you have {n}" in str(caught.value)


@pytest.mark.parametrize("n", range(5, 31))
def test_standard_rows_are_valid_custom_selections(n: int) -> None:
    """TOR-T2, D22: every standard row passes the custom checks."""
    assert validate_custom(n, specials_of(standard_assignment(n))) == []


def test_two_magicians_need_nine_players() -> None:
    """TOR-T3, TOR-R32, D22: the seed's example. 8 players: MIN_PLAYERS only; 9: valid."""
    selection = BASE | {"magician": 2}
    issues = validate_custom(8, selection)
    assert [issue.code for issue in issues] == ["MIN_PLAYERS"]
    assert "needs at least 9 players (you have 8)" in str(issues[0]) and "TOR-D22" in str(issues[0])
    assert "최소 9명" in issues[0].text("ko")
    assert validate_custom(9, selection) == []
    assert custom_assignment(9, selection) == {"torsis": 1, "cleaner": 1, "butcher": 1, "magician": 2, "human": 4}


def test_min_player_rule_can_be_switched_off() -> None:
    """TOR-T3, D22: with min_player_rule="none", two Magicians fit in 8 players."""
    assert validate_custom(8, BASE | {"magician": 2}, TorsisOptions(min_player_rule="none")) == []


def test_min_players_per_torsis_team_addition() -> None:
    """D22 table: k Torsis-team additions beyond the base need 5 + 2k players; Human-team ones need none."""
    for k, role in enumerate(["prophet", "kamikaze", "gravedigger", "black_knight"], start=1):
        selection = BASE | {r: 1 for r in ["prophet", "kamikaze", "gravedigger", "black_knight"][:k]}
        assert validate_custom(5 + 2 * k, selection) == [], role
        assert [i.code for i in validate_custom(4 + 2 * k, selection)] == ["MIN_PLAYERS"], role
    assert validate_custom(8, BASE | {"priest": 2, "grave_keeper": 2, "wanderer": 1}) == []


def test_too_many_characters_is_an_error_at_start() -> None:
    """TOR-T4a, TOR-R34, D23: 7 characters for 6 players; validate lists it and starting raises it."""
    selection = BASE | {"priest": 1, "grave_keeper": 1, "fortune_teller": 1, "white_knight": 1}
    issues = validate_custom(6, selection)
    assert [i.code for i in issues] == ["TOO_MANY_ROLES"]
    assert str(issues[0]) == "TOO_MANY_ROLES: You chose 7 characters for 6 players. Remove 1 characters or add players."
    with pytest.raises(SetupError) as caught:
        start_game([f"P{i}" for i in range(6)], selection)
    assert [i.code for i in caught.value.issues] == ["TOO_MANY_ROLES"]


def test_below_minimum_only() -> None:
    """TOR-T4b: the C10 selection at 10 players: MIN_PLAYERS only (S=8, E=5 needs 11)."""
    c10 = {"torsis": 2, "cleaner": 1, "butcher": 1, "white_knight": 1, "black_knight": 1, "grave_keeper": 1, "gravedigger": 1}
    issues = validate_custom(10, c10)
    assert [i.code for i in issues] == ["MIN_PLAYERS"] and "at least 11 players" in str(issues[0])
    assert validate_custom(11, c10) == []


def test_every_issue_is_listed_together() -> None:
    """TOR-T4c, D23: too many and below the minimum at once."""
    selection = {"torsis": 1, "cleaner": 2, "butcher": 1, "prophet": 1, "kamikaze": 1, "priest": 1}
    assert [i.code for i in validate_custom(6, selection)] == ["TOO_MANY_ROLES", "MIN_PLAYERS"]
    with pytest.raises(SetupError) as caught:
        custom_assignment(6, selection)
    assert "TOO_MANY_ROLES" in str(caught.value) and "MIN_PLAYERS" in str(caught.value)


def test_the_rest_are_humans() -> None:
    """TOR-T5, TOR-R33: 12 players with 5 specials get 7 Humans; the base alone at 5 is the standard game."""
    assert custom_assignment(12, BASE | {"priest": 1, "wanderer": 1})["human"] == 7
    assert custom_assignment(5, BASE) == standard_assignment(5)


def test_base_roles_are_locked() -> None:
    """TOR-T6, D21: no Cleaner gives BASE_ROLE_MISSING; unlocked, 7 Humans fill."""
    selection = {"torsis": 1, "cleaner": 0, "butcher": 1}
    issues = validate_custom(9, selection)
    assert [i.code for i in issues] == ["BASE_ROLE_MISSING"] and "Cleaner missing" in str(issues[0])
    unlocked = TorsisOptions(custom_base_locked=False)
    assert validate_custom(9, selection, unlocked) == []
    assert custom_assignment(9, selection, unlocked)["human"] == 7


def test_custom_selection_can_choose_any_special_role() -> None:
    """TOR-R31: every role but Human may be chosen, in any number that fits."""
    specials = [role for role in roles() if role != "human"]
    assert len(specials) == 13
    selection = BASE | {role: 1 for role in specials if role not in BASE}
    assert validate_custom(30, selection) == []


def test_unknown_roles_negative_counts_and_player_count_are_reported() -> None:
    """Spec 5.2 validation table: UNKNOWN_ROLE (human included), NEGATIVE_COUNT, PLAYER_COUNT."""
    issues = validate_custom(31, BASE | {"wizard": 1, "human": 2, "priest": -1})
    assert [i.code for i in issues] == ["PLAYER_COUNT", "UNKNOWN_ROLE", "UNKNOWN_ROLE", "NEGATIVE_COUNT"]


def test_the_same_seed_deals_the_same_seats() -> None:
    """Random deals take a random.Random; the same seed gives the same deal, recorded as an event."""
    seats = [f"P{i}" for i in range(1, 13)]
    first = start_game(seats, rng=random.Random(7))
    again = start_game(seats, rng=random.Random(7))
    assert first.events == again.events and len(first.events) == 1
    dealt = {seat.player: seat.role for seat in first.events[0].seats}  # type: ignore[union-attr]
    assert counts(list(dealt.values())) == dict(standard_assignment(12))
    deals = [start_game(seats, rng=random.Random(s)).events[0] for s in range(3)]
    assert len({deal.model_dump_json() for deal in deals}) == 3


def test_a_custom_game_records_its_mode_and_composition() -> None:
    """TOR-R31, D5: the composition of a custom game is public and known to the state."""
    game = start_game([f"P{i}" for i in range(9)], BASE | {"magician": 2}, rng=random.Random(1))
    assert game.state.mode == "custom"
    assert game.state.composition() == {"torsis": 1, "cleaner": 1, "butcher": 1, "magician": 2, "human": 4}
