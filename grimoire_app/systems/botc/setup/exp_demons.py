"""Setup modifiers of the experimental Demons (issue 21; docs/rules/kazali.md, lordoftyphon.md).

- `minions_chosen_at_night` (Kazali): no Minion tokens go in the bag; every Minion seat becomes a Townsfolk
  seat, and the Kazali makes the Minions on night 1 (tonight/steps_exp_demons.py prompts it).
- `minions_as_demon` (Riot): on a script with no Minion, the Minion seats are Riot too (REPEATS).
- `demons_fill` (Legion): most players are Legion, no Minions (REPEATS: dealt to several seats).
- `extra_minion` (Lord of Typhon): one Minion more, one Townsfolk fewer; `evil_line` seats the evil characters in
  one line round it (deal.py asks it), `check_evil_line` refuses a setup where they are not (check.py asks it).

Each function takes the distribution's work in progress (distribution._Work) and records its change;
distribution._APPLY merges APPLY with one line.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from grimoire_app.model.characters import Team
from grimoire_app.model.errors import Problem
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.counts import Counts
from grimoire_app.systems.botc.setup.data import ModifierKind, ModifierSpec

if TYPE_CHECKING:  # distribution imports this module; the types only
    from grimoire_app.systems.botc.setup.distribution import _Work
    from grimoire_app.systems.botc.setup.table import SetupTable
else:
    _Work = Any


def minions_chosen_at_night(work: _Work, spec: ModifierSpec) -> None:
    """Turn every Minion seat into a Townsfolk seat (the Kazali makes the Minions on night 1)."""
    minions = work.counts.minion
    work.record(spec, spec.applied.format(n=minions), Counts(minions, 0, -minions, 0))


def extra_minion(work: _Work, spec: ModifierSpec) -> None:
    """One Minion more, one Townsfolk fewer (the Lord of Typhon)."""
    work.record(spec, spec.applied, Counts(-1, 0, 1, 0))


def minions_as_demon(work: _Work, spec: ModifierSpec) -> None:
    """On a script with no Minion character, every Minion seat is dealt the Riot too; else nothing changes."""
    if any(True for _ in work.script.of_team(Team.MINION)):
        work.record(spec, spec.declined or spec.applied)
        return
    minions = work.counts.minion
    work.record(spec, spec.applied.format(n=minions + work.counts.demon), Counts(0, 0, -minions, minions))


def demons_fill(work: _Work, spec: ModifierSpec) -> None:
    """Most players are Legion, no Minions; the base Outsiders stay while a Townsfolk is left (docs/rules/legion.md)."""
    dealt = work.counts.townsfolk + work.counts.outsider + work.counts.minion + work.counts.demon
    legion = dealt // 2 + 1
    good = dealt - legion
    outsiders = max(0, min(work.counts.outsider, good - 1))
    wanted = Counts(good - outsiders, outsiders, 0, legion)
    work.record(spec, spec.applied.format(n=legion), wanted - work.counts)


APPLY: dict[ModifierKind, Callable[[_Work, ModifierSpec], None]] = {
    "minions_chosen_at_night": minions_chosen_at_night,
    "extra_minion": extra_minion,
    "demons_fill": demons_fill,
    "minions_as_demon": minions_as_demon,
}

REPEATS = frozenset({"legion", "riot"})
"""Official characters dealt to several seats (Legion; the Riot on a script with no Minion): the deal treats them as repeatable (homebrew.duplicable)."""


def copies_follow(ids: list[str]) -> list[str]:
    """Move the copies of a repeating character (Legion) right after its first place in a team's pick order.

    So a deal that picks Legion fills the Demon seats with Legion, never Legion and another Demon.

    >>> copies_follow(["imp", "legion", "po", "legion", "legion"])
    ['imp', 'legion', 'legion', 'legion', 'po']
    """
    repeating = [cid for cid in dict.fromkeys(ids) if cid in REPEATS]
    if not repeating:
        return ids
    result: list[str] = []
    for cid in ids:
        if cid in repeating and cid in result:
            continue
        result.append(cid)
        if cid in repeating:
            result += [cid] * (ids.count(cid) - 1)
    return result


LINE_DEMONS = frozenset({"lordoftyphon"})
"""Demons whose evil team sits in one line round them (docs/rules/lordoftyphon.md)."""


def _evil(script: Script, character_id: str | None) -> bool:
    found = script.character(character_id) if character_id else None
    return found is not None and found.team in (Team.MINION, Team.DEMON)


def evil_line(script: Script, tokens: Sequence[str], rng: random.Random) -> list[str]:
    """Return the dealt tokens re-seated so the Minions sit in a line round a line Demon (the Lord of Typhon).

    The tokens are in seat order; nothing changes (and `rng` is not drawn) without a line Demon. The line never runs
    past the last token (Travellers sit after it); good tokens keep their shuffled order in the other seats.

    >>> from grimoire_app import paths
    >>> from grimoire_app.model import load_library, parse_script
    >>> lib = load_library(paths.resources_dir())
    >>> s = parse_script(["lordoftyphon", "chef", "empath", "monk", "poisoner", "spy"], "s", lib)
    >>> line = evil_line(s, ["poisoner", "chef", "lordoftyphon", "empath", "monk", "spy"], random.Random(1))
    >>> i = line.index("lordoftyphon"); {line[i - 1], line[i + 1]} == {"poisoner", "spy"}
    True
    """
    demon = next((cid for cid in tokens if cid in LINE_DEMONS), None)
    if demon is None:
        return list(tokens)
    minions = [cid for cid in tokens if _evil(script, cid) and cid != demon]
    good = [cid for cid in tokens if not _evil(script, cid)]
    left = len(minions) // 2 + (len(minions) % 2 if rng.random() < 0.5 else 0)
    line = [*minions[:left], demon, *minions[left:]]
    start = rng.randrange(len(good) + 1)
    return good[:start] + line + good[start:]


def check_evil_line(table: SetupTable) -> list[Problem]:
    """Return the problem when a line Demon is in play and its evil team is not one line with a Minion each side of it."""
    holders = [seat for seat in table.seats if seat.character in LINE_DEMONS]
    if not holders:
        return []
    evil = [table.team(seat) in (Team.MINION, Team.DEMON) for seat in table.seats]
    demon = holders[0].index
    size = len(table.seats)
    arc = {demon}
    for step in (1, -1):
        at = (demon + step) % size
        while evil[at] and at not in arc:
            arc.add(at)
            at = (at + step) % size
    problems = []
    apart = [seat for seat in table.seats if evil[seat.index] and seat.index not in arc]
    if apart:
        where = ", ".join(f"seat {seat.index}" for seat in apart)
        problems.append(Problem("evil_line", f"{where} not in the line of evil players round the {holders[0].character} (seat {demon})"))
    minions = sum(evil) - 1
    beside = [evil[(demon - 1) % size], evil[(demon + 1) % size]]
    if minions >= 2 and not all(beside):
        problems.append(Problem("evil_line", f"the {holders[0].character} (seat {demon}) needs a Minion on each side"))
    return problems
