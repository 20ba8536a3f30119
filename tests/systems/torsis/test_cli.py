"""The `torsis roles` and `torsis check` commands' pure parts (issue part 5, spec 5)."""

from __future__ import annotations

import argparse
import io
import json

import pytest

from grimoire_app.systems.torsis import (
    RoleCountError,
    check_custom,
    check_json,
    format_check,
    format_roles,
    parse_role_counts,
    register,
    roles_json,
    run,
    standard_roles,
)
from grimoire_app.systems.torsis.setup import SetupError


def cli(*argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="grimoire")
    register(parser.add_subparsers(dest="command"))
    out, err = io.StringIO(), io.StringIO()
    status = run(parser.parse_args(list(argv)), out, err)
    return status, out.getvalue(), err.getvalue()


def test_parse_role_counts_accepts_ids_names_and_qualified_ids() -> None:
    """Roles may be written as ids, torsis.ids, with dashes, or by their ko/en/ja names."""
    parsed = parse_role_counts(["magician=2", "Grave-Keeper=1", "torsis.prophet=1", "사제=1", "黒騎士=0"])
    assert parsed == {"magician": 2, "grave_keeper": 1, "prophet": 1, "priest": 1, "black_knight": 0}


def test_parse_role_counts_lists_every_problem() -> None:
    """Unknown roles, Human, bad counts, duplicates and malformed arguments are all reported."""
    with pytest.raises(RoleCountError) as caught:
        parse_role_counts(["wizard=1", "human=2", "magician=two", "priest=-1", "magician=1", "magician=2", "prophet"])
    message = str(caught.value)
    assert "unknown role 'wizard'" in message and "human is not a special role" in message
    assert "'magician=two': the count must be a whole number" in message and "'priest=-1'" in message
    assert "magician is given twice" in message and "'prophet': expected ROLE=COUNT" in message
    assert len(caught.value.problems) == 6


def test_standard_roles_and_their_formats() -> None:
    """TOR-T1 through the CLI helpers: text (ko default) and JSON."""
    assert standard_roles(6) == {"human": 2, "cleaner": 1, "priest": 1, "torsis": 1, "butcher": 1}
    assert format_roles(6, "en").splitlines() == [
        "Standard roles for 6 players:",
        "  Human ×2",
        "  Cleaner ×1",
        "  Priest ×1",
        "  Torsis ×1",
        "  Butcher ×1",
        "Teams: Humans 4, Torsis 2, Wanderers 0",
    ]
    assert format_roles(6).startswith("6명 표준 배역:")
    assert json.loads(roles_json(15))["teams"] == {"human": 8, "torsis": 6, "wanderer": 1}
    with pytest.raises(SetupError, match="PLAYER_COUNT"):
        format_roles(31)


def test_check_custom_seed_example() -> None:
    """TOR-T3, TOR-R32: `check 8 magician=2` is refused naming the rule; `check 9 magician=2` deals 4 Humans."""
    refused = check_custom(8, {"magician": 2})
    assert not refused.ok and refused.composition is None
    assert format_check(refused, "en").splitlines() == [
        "Custom roles for 8 players refused:",
        "  MIN_PLAYERS: This selection puts 4 players on the Torsis team; it needs at least 9 players (you have 8)."
        " Rule TOR-D22: the Torsis team must start as a strict minority.",
    ]
    accepted = check_custom(9, {"magician": 2})
    assert accepted.ok and accepted.composition == {"torsis": 1, "cleaner": 1, "butcher": 1, "magician": 2, "human": 4}
    assert "The other 4 players are Humans." in format_check(accepted, "en")


def test_check_custom_over_full_selection() -> None:
    """TOR-T4a, TOR-R34: more characters than players is refused before the game starts."""
    check = check_custom(6, {"priest": 1, "grave_keeper": 1, "fortune_teller": 1, "white_knight": 1})
    assert [i.code for i in check.issues] == ["TOO_MANY_ROLES"]
    assert "You chose 7 characters for 6 players. Remove 1 characters or add players." in format_check(check, "en")


def test_check_json() -> None:
    """The JSON form carries ok, the selection, the roles or every issue with its code."""
    refused = json.loads(check_json(check_custom(6, {"prophet": 1, "kamikaze": 1, "priest": 1, "cleaner": 2})))
    assert refused["ok"] is False and refused["roles"] is None
    assert [issue["code"] for issue in refused["issues"]] == ["TOO_MANY_ROLES", "MIN_PLAYERS"]
    accepted = json.loads(check_json(check_custom(12, {"priest": 1, "wanderer": 1})))
    assert accepted["ok"] is True and accepted["roles"]["human"] == 7 and accepted["issues"] == []


def test_commands_print_and_return_their_status() -> None:
    """`torsis roles` and `torsis check` print the result or the refusal: 0 ok, 1 refused, 2 unreadable."""
    assert cli("torsis", "roles", "10", "--lang", "en")[1].startswith("Standard roles for 10 players:")
    status, out, _ = cli("torsis", "roles", "7", "--json")
    assert status == 0 and json.loads(out)["roles"]["human"] == 3
    status, _, err = cli("torsis", "roles", "4", "--lang", "en")
    assert status == 1 and err.strip() == "PLAYER_COUNT: Torsis needs 5–30 players (you have 4)."
    status, out, _ = cli("torsis", "check", "8", "magician=2", "--lang", "en")
    assert status == 1 and "MIN_PLAYERS" in out
    status, out, _ = cli("torsis", "check", "9", "magician=2", "--json")
    assert status == 0 and json.loads(out)["ok"] is True
    status, _, err = cli("torsis", "check", "9", "wizard=2", "--lang", "en")
    assert status == 2 and "unknown role 'wizard'" in err
    status, out, _ = cli("torsis", "check", "9", "cleaner=0", "--lang", "ja")
    assert status == 1 and "BASE_ROLE_MISSING" in out and "清掃員がいません" in out
