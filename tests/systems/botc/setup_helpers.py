"""Shared helpers for the setup tests: scripts, names, and an independent oracle for the counts."""

from __future__ import annotations

import random
from collections.abc import Iterable

from grimoire_app.model import Library, Script, parse_script
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import Counts, Setup, SetupChoices, random_setup

BASE = {
    5: (3, 0, 1, 1),
    6: (3, 1, 1, 1),
    7: (5, 0, 1, 1),
    8: (5, 1, 1, 1),
    9: (5, 2, 1, 1),
    10: (7, 0, 2, 1),
    11: (7, 1, 2, 1),
    12: (7, 2, 2, 1),
    13: (9, 0, 3, 1),
    14: (9, 1, 3, 1),
    15: (9, 2, 3, 1),
}
"""spec/characters.md 1.10, typed in again by hand: the oracle does not read resources/botc."""

SIZES = (5, 7, 10, 13, 15)
"""The player counts every modifier is tested at (the issue's acceptance)."""


def names(players: int) -> list[str]:
    """Return distinct player names for a table of that size."""
    return [f"Player {index}" for index in range(players)]


def custom_script(library: Library, ids: Iterable[str]) -> Script:
    """Return a script of official ids (for combinations no seed script has)."""
    return parse_script(list(ids), "custom", library)


def expected_counts(players: int, in_play: Iterable[str], choices: SetupChoices) -> Counts:
    """Compute the counts after modifiers from spec 1.10 directly, independently of the code under test."""
    present = set(in_play)
    townsfolk, outsider, minion, demon = BASE[min(players, 15)]
    if "lilmonsta" in present:
        minion, demon = minion + 1, demon - 1
    if "summoner" in present:
        townsfolk, demon = townsfolk + 1, demon - 1
    if "atheist" in present and choices.atheist_no_evil:
        townsfolk, minion, demon = townsfolk + minion + demon, 0, 0
    if "xaan" in present:
        x = BASE[min(players, 15)][1] if choices.xaan_outsiders is None else choices.xaan_outsiders
        townsfolk, outsider = townsfolk - (x - outsider), x
    else:
        delta = int("balloonist" in present and choices.balloonist_extra_outsider)
        delta += int("fanggu" in present) - int("vigormortis" in present)
        new = max(0, outsider + delta)
        townsfolk, outsider = townsfolk - (new - outsider), new
    return Counts(townsfolk, outsider, minion, demon)


def expected_demons(setup: Setup) -> int:
    """Return how many Demon players the rules ask for at the start (spec 1.10)."""
    no_demon = {"lilmonsta", "summoner"} & set(setup.in_play)
    atheist_game = "atheist" in setup.in_play and setup.choices.atheist_no_evil
    return 0 if no_demon or atheist_game else 1


def tally(script: Script, setup: Setup) -> Counts:
    """Count the dealt seats by their real character type."""
    teams = [script.character(seat.character).team for seat in setup.seats if seat.character]  # type: ignore[union-attr]
    return Counts(*(teams.count(team) for team in (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)))


def deals(
    script: Script,
    library: Library,
    players: int,
    count: int,
    choices: SetupChoices = SetupChoices(),
    include: Iterable[str] = (),
    seed: int = 0,
) -> list[Setup]:
    """Return `count` random setups from consecutive seeds."""
    wanted = tuple(include)
    return [random_setup(script, library, names(players), random.Random(seed + i), choices, wanted) for i in range(count)]


def seat_of(setup: Setup, character_id: str) -> int:
    """Return the seat index of the (first) player with that character."""
    return next(seat.index for seat in setup.seats if seat.character == character_id)
