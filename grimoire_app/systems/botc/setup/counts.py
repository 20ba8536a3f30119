"""Character-type counts: the base distribution by player count (spec 1.10), and the setup error."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.model.characters import PLAYER_TEAMS, Team
from grimoire_app.model.errors import Problem, ProblemsError
from grimoire_app.systems.botc.setup.data import distribution_table


class SetupError(ProblemsError):
    """A setup request that cannot be met: bad seats or names, or counts and modifiers the script cannot fill."""


def setup_error(where: str, what: str, source: str = "setup") -> SetupError:
    """Return a SetupError with one problem.

    >>> print(setup_error("players", "expected 5 to 20 players, got 4"))
    setup: players: expected 5 to 20 players, got 4
    """
    return SetupError(source, [Problem(where, what)])


@dataclass(frozen=True)
class Counts:
    """How many players of each character type are dealt.

    >>> Counts(5, 1, 1, 1).total
    8
    >>> Counts(5, 0, 1, 1) + Counts(-1, 1, 0, 0)
    Counts(townsfolk=4, outsider=1, minion=1, demon=1)
    >>> Counts.from_dict(Counts(3, 0, 1, 1).as_dict()) == Counts(3, 0, 1, 1)
    True
    """

    townsfolk: int
    outsider: int
    minion: int
    demon: int

    @classmethod
    def zero(cls) -> Counts:
        """Return all-zero counts."""
        return cls(0, 0, 0, 0)

    @classmethod
    def one(cls, team: Team, amount: int = 1) -> Counts:
        """Return counts with `amount` of one type and zero of the others."""
        values = {t.value: (amount if t == team else 0) for t in PLAYER_TEAMS}
        return cls.from_dict(values)

    @classmethod
    def from_dict(cls, values: dict[str, int]) -> Counts:
        """Build counts from {"townsfolk": …, "outsider": …, "minion": …, "demon": …}."""
        return cls(values["townsfolk"], values["outsider"], values["minion"], values["demon"])

    def of(self, team: Team) -> int:
        """Return the count of one player type (0 for travellers and fabled)."""
        count: int = getattr(self, team.value, 0)
        return count

    @property
    def total(self) -> int:
        """Return the number of players these counts deal to."""
        return self.townsfolk + self.outsider + self.minion + self.demon

    def as_dict(self) -> dict[str, int]:
        """Return the counts keyed by type, in character-sheet order."""
        return {"townsfolk": self.townsfolk, "outsider": self.outsider, "minion": self.minion, "demon": self.demon}

    def __add__(self, other: Counts) -> Counts:
        mine, theirs = self.as_dict(), other.as_dict()
        return Counts.from_dict({key: mine[key] + theirs[key] for key in mine})

    def __sub__(self, other: Counts) -> Counts:
        return self + Counts.from_dict({key: -value for key, value in other.as_dict().items()})

    def __str__(self) -> str:
        return f"{self.townsfolk}/{self.outsider}/{self.minion}/{self.demon}"


def base_counts(players: int) -> Counts:
    """Return the base distribution for a player count (16–20: the 15-player row; the rest travel).

    >>> base_counts(7)
    Counts(townsfolk=5, outsider=0, minion=1, demon=1)
    >>> base_counts(18) == base_counts(15)
    True

    Raises:
        SetupError: fewer than 5 or more than 20 players.
    """
    table = distribution_table()
    row = table.rows[dealt_seats(players)]
    return Counts(row.townsfolk, row.outsider, row.minion, row.demon)


def dealt_seats(players: int) -> int:
    """Return how many players are dealt a character from the bag (at most 15).

    >>> dealt_seats(8), dealt_seats(17)
    (8, 15)

    Raises:
        SetupError: fewer than 5 or more than 20 players.
    """
    table = distribution_table()
    if isinstance(players, bool) or not isinstance(players, int):
        raise setup_error("players", f"expected a whole number of players, got {players!r}")
    if not table.min_players <= players <= table.max_players:
        what = f"expected {table.min_players} to {table.max_players} players, got {players}"
        raise setup_error("players", what)
    return min(players, table.max_dealt)


def traveller_seats(players: int) -> int:
    """Return how many players join as Travellers (those beyond 15).

    >>> traveller_seats(15), traveller_seats(20)
    (0, 5)

    Raises:
        SetupError: fewer than 5 or more than 20 players.
    """
    return players - dealt_seats(players)
