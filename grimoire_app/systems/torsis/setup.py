"""Which roles are in play: the standard table (TOR-R28-R30) and custom selections (TOR-R31-R34, spec 5).

Validation reports every issue at once (`validate_custom`); `custom_assignment` raises them all
together when the game is started (D23). Each issue keeps its spec code (MIN_PLAYERS, ...) in its text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from grimoire_app.model.errors import Problem, ProblemsError
from grimoire_app.systems.torsis.data import Lang, roles, setup_table, text
from grimoire_app.systems.torsis.options import TorsisOptions

FILLER = "human"


@dataclass(frozen=True)
class Issue:
    """One reason a selection cannot be played: a spec code and the values its message names.

    >>> print(Issue("TOO_MANY_ROLES", (("s", 7), ("n", 6), ("excess", 1))))
    TOO_MANY_ROLES: You chose 7 characters for 6 players. Remove 1 characters or add players.
    """

    code: str
    values: tuple[tuple[str, object], ...] = ()

    def text(self, lang: Lang) -> str:
        """Return the message in a language, led by its code; role ids become role names."""
        values = {key: _localized(key, value, lang) for key, value in self.values}
        return f"{self.code}: {text('issue.' + self.code, lang, **values)}"

    def __str__(self) -> str:
        return self.text("en")


def _localized(key: str, value: object, lang: Lang) -> object:
    if key not in ("role", "roles", "missing") or not isinstance(value, str):
        return value
    known = roles()
    return ", ".join(known[part].names.text(lang) if part in known else part for part in value.split(","))


class SetupError(ProblemsError):
    """A composition that cannot start a game, with every issue found in it."""

    def __init__(self, issues: list[Issue]) -> None:
        self.issues = tuple(issues)
        super().__init__("torsis setup", [Problem("", str(issue)) for issue in issues])


def player_range() -> range:
    """Return the player counts Torsis supports (5-30, D20)."""
    table = setup_table()
    return range(table.min_players, table.max_players + 1)


def _count_issue(n: int) -> Issue:
    return Issue("PLAYER_COUNT", (("min", player_range().start), ("max", player_range().stop - 1), ("n", n)))


def standard_sequence() -> tuple[str, ...]:
    """Return the 30 roles of the standard table in the order they are added (R29, then R30)."""
    return setup_table().base + setup_table().additions


def standard_assignment(n: int) -> Counter[str]:
    """Return the standard roles for n players: the base five plus the first n - 5 additions.

    >>> dict(standard_assignment(6))
    {'human': 2, 'cleaner': 1, 'priest': 1, 'torsis': 1, 'butcher': 1}

    Raises:
        SetupError: PLAYER_COUNT, n is outside 5-30.
    """
    if n not in player_range():
        raise SetupError([_count_issue(n)])
    return in_table_order(Counter(standard_sequence()[:n]))


def in_table_order(counts: Mapping[str, int]) -> Counter[str]:
    """Return the positive counts ordered as the role table lists the roles."""
    return Counter({role: counts[role] for role in roles() if counts.get(role, 0) > 0})


def specials_of(composition: Mapping[str, int]) -> dict[str, int]:
    """Return the special-role counts of a composition (every role but the filler Human)."""
    return {role: count for role, count in composition.items() if role != FILLER}


def prefilled(counts: Mapping[str, int], options: TorsisOptions = TorsisOptions()) -> dict[str, int]:
    """Return the counts with the locked base roles at 1 unless given, as the setup form starts (D21).

    >>> prefilled({"magician": 2})
    {'torsis': 1, 'cleaner': 1, 'butcher': 1, 'magician': 2}
    """
    base = {role: 1 for role in setup_table().locked_base} if options.custom_base_locked else {}
    return base | dict(counts)


def torsis_team_size(counts: Mapping[str, int]) -> int:
    """Return E, the number of Torsis-team characters in a selection."""
    known = roles()
    return sum(count for role, count in counts.items() if role in known and known[role].team == "torsis")


def validate_custom(n: int, counts: Mapping[str, int], options: TorsisOptions = TorsisOptions()) -> list[Issue]:
    """List every issue of a custom selection of special roles for n players (empty: playable).

    Missing roles count 0; use `prefilled` for the form's defaults.

    >>> [issue.code for issue in validate_custom(8, {"torsis": 1, "cleaner": 1, "butcher": 1, "magician": 2})]
    ['MIN_PLAYERS']
    """
    issues = [] if n in player_range() else [_count_issue(n)]
    issues += _unknown(counts) + _negative(counts)
    known = {role: count for role, count in counts.items() if role in roles() and role != FILLER}
    issues += _base_missing(known, options)
    chosen = sum(max(count, 0) for count in known.values())
    if chosen > n:
        issues.append(Issue("TOO_MANY_ROLES", (("s", chosen), ("n", n), ("excess", chosen - n))))
    team = torsis_team_size({role: max(count, 0) for role, count in known.items()})
    if options.min_player_rule == "strict_minority" and 2 * team + 1 > n:
        issues.append(Issue("MIN_PLAYERS", (("e", team), ("need", 2 * team + 1), ("n", n))))
    return issues


def _unknown(counts: Mapping[str, int]) -> list[Issue]:
    return [Issue("UNKNOWN_ROLE", (("role", role),)) for role in counts if role not in roles() or role == FILLER]


def _negative(counts: Mapping[str, int]) -> list[Issue]:
    return [Issue("NEGATIVE_COUNT", (("role", role), ("count", count))) for role, count in counts.items() if count < 0]


def _base_missing(counts: Mapping[str, int], options: TorsisOptions) -> list[Issue]:
    if not options.custom_base_locked:
        return []
    base = setup_table().locked_base
    missing = [role for role in base if counts.get(role, 0) < 1]
    if not missing:
        return []
    return [Issue("BASE_ROLE_MISSING", (("roles", ",".join(base)), ("missing", ",".join(missing))))]


def custom_assignment(n: int, counts: Mapping[str, int], options: TorsisOptions = TorsisOptions()) -> Counter[str]:
    """Return the roles for n players: the selected specials plus n - S Humans (R33).

    >>> custom_assignment(9, {"torsis": 1, "cleaner": 1, "butcher": 1, "magician": 2})["human"]
    4

    Raises:
        SetupError: with every issue `validate_custom` finds (R34: the game does not start).
    """
    issues = validate_custom(n, counts, options)
    if issues:
        raise SetupError(issues)
    chosen = {role: count for role, count in counts.items() if count > 0}
    return in_table_order(chosen | {FILLER: n - sum(chosen.values())})
