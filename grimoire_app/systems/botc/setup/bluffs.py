"""Bluffs: the not-in-play characters shown to the Demon (or the Summoner), and to each Minion with a Snitch.

Demon bluffs are good characters on the script that are not in play and are not what any player
believes they are (the Drunk's Townsfolk) — spec 1.11 Demon Info. With no Demon at the start the
Summoner is shown them instead (spec 4.3); with neither (Lil' Monsta, an Atheist game) there are
none. With a Snitch in play every Minion gets 3 not-in-play characters of its own, good ones
proposed first (spec 2.2). When the script has fewer than 3 such characters, all of them are used.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from grimoire_app.model.characters import Team
from grimoire_app.model.errors import Problem
from grimoire_app.systems.botc.setup.data import bluff_rules
from grimoire_app.systems.botc.setup.table import SetupTable
from grimoire_app.systems.botc.setup.values import MinionBluffs

GOOD_TEAMS = (Team.TOWNSFOLK, Team.OUTSIDER)


def bluff_pool(table: SetupTable) -> list[str]:
    """Return the legal Demon bluffs: good, on the script, not in play, not believed, in script order."""
    return [c.id for c in table.script.characters if c.team in GOOD_TEAMS and _unused(table, c.id)]


def minion_bluff_pool(table: SetupTable) -> list[str]:
    """Return the legal Snitch bluffs: any dealt type, not in play, not believed; good ones first."""
    unused = [c for c in table.script.characters if c.team in (*GOOD_TEAMS, Team.MINION, Team.DEMON) and _unused(table, c.id)]
    return [c.id for c in unused if c.team in GOOD_TEAMS] + [c.id for c in unused if c.team not in GOOD_TEAMS]


def bluff_recipient(table: SetupTable) -> int | None:
    """Return the seat shown the Demon's bluffs: the Demon, else the Summoner; None when neither is in play."""
    demon = next((seat for seat in table.seats if table.team(seat) == Team.DEMON), None)
    if demon is not None:
        return demon.index
    stand_in = next((seat for seat in table.seats if seat.character in bluff_rules().instead_of_demon), None)
    return stand_in.index if stand_in else None


def propose_bluffs(table: SetupTable, rng: random.Random) -> tuple[tuple[str, ...], int | None]:
    """Return random legal Demon bluffs and the seat they are for."""
    recipient = bluff_recipient(table)
    if recipient is None:
        return (), None
    pool = bluff_pool(table)
    return tuple(rng.sample(pool, min(bluff_rules().count, len(pool)))), recipient


def propose_minion_bluffs(table: SetupTable, rng: random.Random) -> tuple[MinionBluffs, ...]:
    """Return 3 random legal bluffs for every Minion when a Snitch is in play (good characters first)."""
    if not _snitch(table):
        return ()
    pool = minion_bluff_pool(table)
    good_ids = set(bluff_pool(table))
    good = [cid for cid in pool if cid in good_ids]
    count = min(bluff_rules().count, len(pool))
    proposals = []
    for seat in _minions(table):
        picked = rng.sample(good, min(count, len(good)))
        picked += rng.sample([cid for cid in pool if cid not in good], count - len(picked))
        proposals.append(MinionBluffs(seat, tuple(picked)))
    return tuple(proposals)


def check_bluffs(table: SetupTable, bluffs: Sequence[str], bluffs_to: int | None) -> list[Problem]:
    """Report Demon bluffs that are in play, evil, believed, off the script, repeated, or shown to the wrong seat."""
    recipient = bluff_recipient(table)
    if recipient is None:
        unwanted = bool(bluffs) or bluffs_to is not None
        return [Problem("bluffs", "no Demon or Summoner is in play at the start, so nobody is shown bluffs")] if unwanted else []
    problems = []
    if bluffs_to != recipient:
        what = f"expected them to go to seat {recipient} (the Demon, or the Summoner), not {bluffs_to}"
        problems.append(Problem("bluffs", what))
    pool = bluff_pool(table)
    return problems + _check_list(table, "bluffs", bluffs, pool, min(bluff_rules().count, len(pool)))


def check_minion_bluffs(table: SetupTable, given: Sequence[MinionBluffs]) -> list[Problem]:
    """Report Snitch bluffs that are missing, not for a Minion, or not legal."""
    minions = _minions(table) if _snitch(table) else []
    seats = [entry.seat for entry in given]
    if sorted(seats) != minions:
        return [Problem("minion bluffs", f"expected bluffs for seats {minions} (every Minion, with a Snitch), found {seats}")]
    pool = minion_bluff_pool(table)
    problems = []
    for entry in given:
        where = f"minion bluffs of seat {entry.seat}"
        problems += _check_list(table, where, entry.bluffs, pool, min(bluff_rules().count, len(pool)))
    return problems


def _check_list(table: SetupTable, where: str, bluffs: Sequence[str], pool: list[str], count: int) -> list[Problem]:
    problems = [Problem(where, f"{cid!r} {_why_not(table, cid)}") for cid in bluffs if cid not in pool]
    if len(set(bluffs)) != len(bluffs):
        problems.append(Problem(where, "the same character is given twice"))
    if len(bluffs) != count:
        problems.append(Problem(where, f"expected {count} characters, found {len(bluffs)}"))
    return problems


def _why_not(table: SetupTable, character_id: str) -> str:
    found = table.script.character(character_id)
    if found is None:
        return "is not on the script"
    if character_id in table.in_play:
        return "is in play"
    if character_id in table.believed:
        return "is the character the Drunk believes they are"
    return "is not a good character"


def _unused(table: SetupTable, character_id: str) -> bool:
    return character_id not in table.in_play and character_id not in table.believed


def _snitch(table: SetupTable) -> bool:
    return any(cid in table.in_play for cid in bluff_rules().every_minion_from)


def _minions(table: SetupTable) -> list[int]:
    return [seat.index for seat in table.seats if table.team(seat) == Team.MINION]
