"""Headless support for the `grimoire torsis ...` commands: parsing, checks and what they print.

- `torsis roles N [--json]`: the standard roles for N players (TOR-R28-R30).
- `torsis check N ROLE=COUNT ... [--json]`: a custom selection (TOR-R31-R34), with the base roles
  (Torsis, Cleaner, Butcher) at 1 unless given, as the setup form starts (D21).

Everything here is pure except `run`, which prints. grimoire_app/cli.py wires it in with
`register(commands)` and dispatches `args.command == "torsis"` to `run(args, out, err)`.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TextIO

from grimoire_app.model.errors import Problem, ProblemsError
from grimoire_app.systems.torsis.data import LANGS, Lang, TeamId, roles, text
from grimoire_app.systems.torsis.options import TorsisOptions
from grimoire_app.systems.torsis.setup import (
    FILLER,
    Issue,
    SetupError,
    custom_assignment,
    prefilled,
    standard_assignment,
    validate_custom,
)


class RoleCountError(ProblemsError):
    """ROLE=COUNT arguments that cannot be read, with every problem found."""


def _normal(spelling: str) -> str:
    return spelling.strip().casefold().replace("-", "_").replace(" ", "_")


def role_aliases() -> dict[str, str]:
    """Return every accepted spelling of a role (id, torsis.id, and its ko/en/ja names) -> role id.

    >>> role_aliases()["grave-keeper"], role_aliases()["torsis.magician"], role_aliases()["奇術師"]
    ('grave_keeper', 'magician', 'magician')
    """
    aliases: dict[str, str] = {}
    for role in roles().values():
        for spelling in (role.id, role.qualified_id, *(role.names.text(lang) for lang in LANGS)):
            aliases[_normal(spelling)] = role.id
    aliases.update({spelling.replace("_", "-"): role for spelling, role in list(aliases.items())})
    return aliases


def parse_role_counts(args: Sequence[str], lang: Lang = "en") -> dict[str, int]:
    """Read ["magician=2", "prophet=1", ...] into special-role counts, in the order given.

    >>> parse_role_counts(["Magician=2", "grave-keeper=1"])
    {'magician': 2, 'grave_keeper': 1}

    Raises:
        RoleCountError: with every bad argument: not ROLE=COUNT, an unknown role, Human (the
            filler), a count that is not a whole number >= 0, or a role given twice.
    """
    counts: dict[str, int] = {}
    problems: list[Problem] = []
    for arg in args:
        parsed = _parse_one(arg, lang)
        if isinstance(parsed, Problem):
            problems.append(parsed)
        elif parsed[0] in counts:
            problems.append(Problem("", text("cli.parse_twice", lang, role=parsed[0])))
        else:
            counts[parsed[0]] = parsed[1]
    if problems:
        raise RoleCountError("torsis check", problems)
    return counts


def _parse_one(arg: str, lang: Lang) -> tuple[str, int] | Problem:
    spelling, sep, number = arg.rpartition("=")
    if not sep or not spelling.strip():
        return Problem("", text("cli.parse_form", lang, arg=arg))
    role = role_aliases().get(_normal(spelling))
    if role is None:
        known = ", ".join(r for r in roles() if r != FILLER)
        return Problem("", text("cli.parse_role", lang, arg=arg, role=spelling.strip(), known=known))
    if role == FILLER:
        return Problem("", text("cli.parse_human", lang, arg=arg))
    try:
        count = int(number) if number.strip().isdecimal() else -1
    except ValueError:  # more digits than Python converts (sys.get_int_max_str_digits)
        count = -1
    if count < 0:
        return Problem("", text("cli.parse_count", lang, arg=arg))
    return role, count


def standard_roles(n: int) -> Counter[str]:
    """Return the standard roles for n players, in role-table order.

    Raises:
        SetupError: PLAYER_COUNT, n is outside 5-30.
    """
    return standard_assignment(n)


@dataclass(frozen=True)
class CustomCheck:
    """The outcome of checking a custom selection: the roles dealt, or every issue."""

    players: int
    selection: dict[str, int]
    """The special-role counts checked (the base roles pre-filled)."""
    issues: tuple[Issue, ...]
    composition: Counter[str] | None
    """Every role dealt, Humans included; None when refused."""

    @property
    def ok(self) -> bool:
        """Whether the selection can start a game."""
        return not self.issues


def check_custom(n: int, counts: Mapping[str, int], options: TorsisOptions = TorsisOptions()) -> CustomCheck:
    """Check a custom selection for n players, the base roles pre-filled at 1 unless given (D21).

    >>> check_custom(8, {"magician": 2}).issues[0].code
    'MIN_PLAYERS'
    """
    selection = prefilled(counts, options)
    issues = tuple(validate_custom(n, selection, options))
    composition = None if issues else custom_assignment(n, selection, options)
    return CustomCheck(n, selection, issues, composition)


def team_totals(composition: Mapping[str, int]) -> dict[TeamId, int]:
    """Return how many players each team has in a composition."""
    totals: dict[TeamId, int] = {"human": 0, "torsis": 0, "wanderer": 0}
    for role, count in composition.items():
        totals[roles()[role].team] += count
    return totals


def _role_lines(composition: Mapping[str, int], lang: Lang) -> list[str]:
    lines = [f"  {roles()[role].names.text(lang)} ×{count}" for role, count in composition.items()]
    return lines + [text("cli.team_totals", lang, **team_totals(composition))]


def format_roles(n: int, lang: Lang = "ko") -> str:
    """Return the text `torsis roles N` prints.

    Raises:
        SetupError: PLAYER_COUNT, n is outside 5-30.
    """
    return "\n".join([text("cli.standard_title", lang, n=n), *_role_lines(standard_roles(n), lang)])


def roles_json(n: int) -> str:
    """Return the JSON `torsis roles N --json` prints: {"players", "roles", "teams"}.

    Raises:
        SetupError: PLAYER_COUNT, n is outside 5-30.
    """
    composition = standard_roles(n)
    return json.dumps({"players": n, "roles": dict(composition), "teams": team_totals(composition)})


def format_check(check: CustomCheck, lang: Lang = "ko") -> str:
    """Return the text `torsis check` prints: the roles dealt, or the refusal with every issue."""
    if check.composition is None:
        lines = [text("cli.custom_refused", lang, n=check.players)]
        return "\n".join(lines + [f"  {issue.text(lang)}" for issue in check.issues])
    humans = text("cli.humans_fill", lang, count=check.composition.get(FILLER, 0))
    return "\n".join([text("cli.custom_ok", lang, n=check.players), *_role_lines(check.composition, lang), humans])


def check_json(check: CustomCheck) -> str:
    """Return the JSON `torsis check --json` prints: ok, the selection, the roles or the issues."""
    issues = [{"code": issue.code, "message": issue.text("en")} for issue in check.issues]
    composition = check.composition
    return json.dumps(
        {
            "players": check.players,
            "ok": check.ok,
            "selection": check.selection,
            "roles": dict(composition) if composition is not None else None,
            "teams": team_totals(composition) if composition is not None else None,
            "issues": issues,
        }
    )


COMMAND = "torsis"
"""The CLI command these subcommands sit under (`grimoire torsis roles 7`)."""


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `torsis` command (with `roles` and `check`) to a CLI's subcommands."""
    torsis = commands.add_parser(COMMAND, help="Torsis: standard roles and custom selections")
    actions = torsis.add_subparsers(dest="torsis_command", required=True)
    standard = actions.add_parser("roles", help="print the standard roles for N players")
    standard.add_argument("players", type=int)
    custom = actions.add_parser("check", help="check a custom selection, e.g. `check 9 magician=2`")
    custom.add_argument("players", type=int)
    custom.add_argument("counts", nargs="*", metavar="ROLE=COUNT")
    for parser in (standard, custom):
        parser.add_argument("--json", action="store_true", help="print JSON")
        parser.add_argument("--lang", choices=list(LANGS), default="ko")


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run `torsis roles` or `torsis check`; return 0 (ok), 1 (refused) or 2 (unreadable arguments)."""
    lang: Lang = args.lang
    if args.torsis_command == "roles":
        try:
            print(roles_json(args.players) if args.json else format_roles(args.players, lang), file=out)
        except SetupError as error:
            print("\n".join(issue.text(lang) for issue in error.issues), file=err)
            return 1
        return 0
    try:
        counts = parse_role_counts(args.counts, lang)
    except RoleCountError as error:
        print(error, file=err)
        return 2
    check = check_custom(args.players, counts)
    print(check_json(check) if args.json else format_check(check, lang), file=out)
    return 0 if check.ok else 1
