"""The Marionette's setup (docs/rules/marionette.md): a Minion seated beside a Demon who believes a good character.

- `seat_marionettes`: after the deal's shuffle, move each Marionette next to a Demon (swapping tokens with
  the seat there) and show them a good character that is neither in play nor believed by anyone else.
- `check_marionettes`: the setup check's problems for a Marionette (not beside a Demon, a wrong belief).

Kinds of modifiers.json `believes_good_beside_demon` name the characters that work this way.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Final

from grimoire_app.model.characters import Team
from grimoire_app.model.errors import Problem
from grimoire_app.systems.botc.setup import jinx_minions
from grimoire_app.systems.botc.setup.data import modifier_table
from grimoire_app.systems.botc.setup.table import SetupTable
from grimoire_app.systems.botc.setup.values import DealtSeat

KIND: Final = "believes_good_beside_demon"


def _believers() -> frozenset[str]:
    return modifier_table().of_kind(KIND)


def _neighbours(seats: list[DealtSeat], index: int) -> list[int]:
    """Return the seat indexes beside one seat among the dealt (non-Traveller) seats, clockwise then counter-clockwise."""
    dealt = [seat.index for seat in seats if not seat.is_traveller]
    where = dealt.index(index)
    return sorted({dealt[(where + 1) % len(dealt)], dealt[(where - 1) % len(dealt)]} - {index})


def beside_demon(table: SetupTable, seat: DealtSeat) -> bool:
    """Whether a seat sits next to a dealt Demon."""
    seats = list(table.seats)
    return any(table.team(seats[i]) == Team.DEMON for i in _neighbours(seats, seat.index))


def spare_good(table: SetupTable) -> list[str]:
    """Return the good characters a Marionette may believe: on the script, not in play, not believed, not themselves believers."""
    believers = set(_believers()) | modifier_table().of_kind("believes_townsfolk") | modifier_table().of_kind("believes_demon")
    good = [c.id for c in table.script.characters if c.team in (Team.TOWNSFOLK, Team.OUTSIDER)]
    spare = [cid for cid in good if cid not in table.in_play and cid not in table.believed and cid not in believers]
    return jinx_minions.allowed_beliefs(table, spare)  # the Huntsman only with the Damsel in play (its jinx)


def seat_marionettes(table: SetupTable, rng: random.Random) -> tuple[DealtSeat, ...]:
    """Seat each Marionette beside a Demon and show them a spare good character (Townsfolk first)."""
    seats = list(table.seats)
    for position, seat in enumerate(seats):
        if seat.character not in _believers():
            continue
        seats = _move_beside_demon(table, seats, position, rng)
        spare = spare_good(replace(table, seats=tuple(seats)))
        townsfolk = [cid for cid in spare if table.teams.get(cid) == Team.TOWNSFOLK]
        if spare:
            seats[position] = replace(seats[position], believed=rng.choice(townsfolk or spare))
    return tuple(seats)


def _move_beside_demon(table: SetupTable, seats: list[DealtSeat], position: int, rng: random.Random) -> list[DealtSeat]:
    """Swap the Marionette's token with a non-Demon seat beside a Demon (unchanged when already there)."""
    current = replace(table, seats=tuple(seats))
    if beside_demon(current, seats[position]):
        return seats
    demons = [s.index for s in seats if current.team(s) == Team.DEMON]
    targets = [i for d in demons for i in _neighbours(seats, d) if current.team(seats[i]) != Team.DEMON]
    if not targets:
        return seats
    target = rng.choice(targets)
    moved, other = seats[position], seats[target]
    seats[position] = replace(other, index=moved.index, name=moved.name)
    seats[target] = replace(moved, index=other.index, name=other.name)
    return seats


def check_marionettes(table: SetupTable) -> list[Problem]:
    """Report a Marionette not beside a Demon, or believing something other than a spare good character."""
    problems = []
    allowed = set(spare_good(replace(table, seats=tuple(replace(s, believed=None) if s.character in _believers() else s for s in table.seats))))
    for seat in table.seats:
        if seat.character not in _believers():
            continue
        where = f"seat {seat.index} ({seat.name!r})"
        demons = any(table.team(s) == Team.DEMON for s in table.seats)
        if demons and not beside_demon(table, seat):
            problems.append(Problem(where, "the Marionette must sit next to the Demon"))
        if seat.believed not in allowed:
            what = f"the Marionette must believe a good character on the script that is not in play, not {seat.believed!r}"
            problems.append(Problem(where, what))
    return problems
