"""Check a setup against the rules — a dealt one or one the Storyteller made by hand — reporting every problem.

The checks, in order: seats and names; counts after modifiers (recomputed from the characters in
play and `setup.choices`, so a setup cannot claim counts its characters do not give); duplicates;
alignments (one evil Townsfolk with a Bounty Hunter); the Drunk's believed Townsfolk; held
abilities (the Alchemist); bluffs; first-night reminders.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from grimoire_app.model.characters import PLAYER_TEAMS, Team
from grimoire_app.model.errors import Problem
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.adds import missing_added
from grimoire_app.systems.botc.setup import exp_demons, homebrew, marionette
from grimoire_app.systems.botc.setup import jinx_minions
from grimoire_app.systems.botc.setup.bluffs import check_bluffs, check_minion_bluffs
from grimoire_app.systems.botc.setup.counts import Counts, SetupError, traveller_seats
from grimoire_app.systems.botc.setup.data import modifier_table
from grimoire_app.systems.botc.setup.distribution import Distribution, distribution, extra_copies
from grimoire_app.systems.botc.setup.prepare import check_held, check_reminders
from grimoire_app.systems.botc.setup.table import SetupTable
from grimoire_app.systems.botc.setup.values import DealtSeat, Setup
from grimoire_app.systems.botc.setup.jinx_demons import kazali_defers


def check_setup(script: Script, library: Library, setup: Setup) -> list[Problem]:
    """Return every problem with a setup; an empty list means it is legal.

    Complexity is O(n·c) for n seats and c characters on the script.
    """
    try:
        travellers = traveller_seats(setup.players)
    except SetupError as error:
        return list(error.problems)
    table = SetupTable(script, setup.seats, setup.counts, setup.unseated)
    dealt = [seat.character for seat in setup.seats if seat.character] + list(setup.unseated)
    known = [cid for cid in dealt if script.character(cid) is not None]  # with repeats: a homebrew bag-duplicate's copies
    dist = distribution(script, library, setup.players, known, setup.choices)
    problems = _check_seats(setup, table, travellers)
    for check in _CHECKS:
        problems += check(setup, table, dist, library)
    return problems


def is_legal(script: Script, library: Library, setup: Setup) -> bool:
    """Return whether the setup has no problem at all."""
    return not check_setup(script, library, setup)


def _check_seats(setup: Setup, table: SetupTable, travellers: int) -> list[Problem]:
    problems = []
    if len(setup.seats) != setup.players:
        problems.append(Problem("seats", f"expected {setup.players} seats, found {len(setup.seats)}"))
    seen: dict[str, int] = {}
    for position, seat in enumerate(setup.seats):
        problems += _check_seat(table, seat, position, seen)
    found = sum(seat.is_traveller for seat in setup.seats)
    if found != travellers:
        problems.append(Problem("seats", f"expected {travellers} Traveller seats (players beyond 15), found {found}"))
    return problems


def _check_seat(table: SetupTable, seat: DealtSeat, position: int, seen: dict[str, int]) -> list[Problem]:
    where = f"seat {seat.index} ({seat.name!r})"
    problems = []
    if seat.index != position:
        problems.append(Problem(where, f"is at position {position}; seats are numbered from 0 in order"))
    key = seat.name.strip().casefold()
    if not key:
        problems.append(Problem(where, "the player's name is blank"))
    elif key in seen:
        problems.append(Problem(where, f"the same name as seat {seen[key]}; names must differ"))
    seen.setdefault(key, seat.index)
    if seat.is_traveller:
        if seat.believed or seat.alignment is not None:
            problems.append(Problem(where, "a Traveller seat has no believed character or alignment at setup"))
    elif table.team(seat) not in PLAYER_TEAMS:
        problems.append(Problem(where, f"{seat.character!r} is not a Townsfolk, Outsider, Minion or Demon on this script"))
    elif seat.character in modifier_table().unseated:
        problems.append(Problem(where, f"{seat.character!r} is never dealt to a seat (it stays out of the bag)"))
    return problems


def _check_counts(setup: Setup, table: SetupTable, dist: Distribution, library: Library) -> list[Problem]:
    problems = list(dist.problems)
    if setup.base != dist.base or setup.counts != dist.counts:
        what = f"recorded {setup.base} -> {setup.counts}, the characters in play give {dist.base} -> {dist.counts}"
        problems.append(Problem("counts", what))
    dealt = _tally(table)
    for team in PLAYER_TEAMS:
        if dealt.of(team) != dist.counts.of(team):
            problems.append(Problem(team.value, f"{dealt.of(team)} dealt, the rules ask for {dist.counts.of(team)}"))
    if setup.modifiers != dist.modifiers:
        problems.append(Problem("modifiers", "the recorded modifiers are not those of the characters in play"))
    return problems + missing_added(table.in_play)


def _tally(table: SetupTable) -> Counts:
    teams = Counter(table.team(seat) for seat in table.seats if not seat.is_traveller)
    return Counts(teams[Team.TOWNSFOLK], teams[Team.OUTSIDER], teams[Team.MINION], teams[Team.DEMON])


def _check_duplicates(setup: Setup, table: SetupTable, dist: Distribution, library: Library) -> list[Problem]:
    copies = Counter(seat.character for seat in setup.seats if seat.character)
    extras = extra_copies(table.in_play, setup.choices)
    repeatable = homebrew.duplicable(table.script)
    problems = []
    for character_id, found in copies.items():
        allowed = found if character_id in repeatable else 1 + extras.get(character_id, 0)
        if found != allowed and (found > 1 or allowed > 1):
            problems.append(Problem(character_id, f"dealt to {found} seats, expected {allowed}"))
    repeated = [cid for cid, n in Counter(setup.unseated).items() if n > 1 or cid not in modifier_table().unseated]
    problems += [Problem("unseated", f"{cid!r} cannot be in play without a seat (or is listed twice)") for cid in repeated]
    return problems


def _check_alignments(setup: Setup, table: SetupTable, dist: Distribution, library: Library) -> list[Problem]:
    dealt = [seat for seat in table.seats if not seat.is_traveller and table.team(seat) is not None]
    flipped = [seat for seat in dealt if seat.alignment != _default(table, seat)]
    sources = [seat for seat in dealt if seat.character in modifier_table().of_kind("evil_townsfolk")]
    expected = 0 if dist.no_evil or kazali_defers(table.in_play) else len(sources)  # the Kazali jinx (setup/jinx_demons.py)
    problems = []
    if len(flipped) != expected:
        why = "a Bounty Hunter turns 1 Townsfolk evil" if expected else "no character on this setup changes alignments"
        problems.append(Problem("alignments", f"{len(flipped)} players have an unusual alignment, expected {expected} ({why})"))
    for seat in flipped:
        if seat.alignment != "evil" or table.team(seat) != Team.TOWNSFOLK or seat in sources:
            what = "only a Townsfolk other than the Bounty Hunter may start evil"
            problems.append(Problem(f"seat {seat.index} ({seat.name!r})", what))
    return problems


def _default(table: SetupTable, seat: DealtSeat) -> str:
    team = table.team(seat)
    return "good" if team is not None and team.is_good else "evil"


def _check_believed(setup: Setup, table: SetupTable, dist: Distribution, library: Library) -> list[Problem]:
    spare = {c.id for c in table.script.of_team(Team.TOWNSFOLK) if c.id not in table.in_play}
    shown = homebrew.replacements(table.script, library)
    problems = []
    for seat in table.seats:
        where = f"seat {seat.index} ({seat.name!r})"
        if seat.character in shown:
            if seat.believed != shown[seat.character]:
                what = f"{seat.character!r} is shown as {shown[seat.character]!r} (its replace-character), not {seat.believed!r}"
                problems.append(Problem(where, what))
        elif seat.character in modifier_table().of_kind("believes_townsfolk"):
            if seat.believed not in spare:
                what = f"the Drunk must believe a Townsfolk on the script that is not in play, not {seat.believed!r}"
                problems.append(Problem(where, what))
        elif seat.character in modifier_table().of_kind("believes_demon"):
            problems += _check_lunatic(table, seat, where)
        elif seat.character in modifier_table().of_kind(marionette.KIND):
            continue  # checked once for the table below (docs/rules/marionette.md)
        elif seat.believed is not None:
            problems.append(Problem(where, f"only the Drunk is shown a character other than their own, not {seat.character!r}"))
    demons = {c.id for c in table.script.of_team(Team.DEMON)}
    drunk_like = [seat.believed for seat in table.seats if seat.believed and seat.believed not in demons and seat.character not in shown]
    believed = Counter(drunk_like)
    problems += [Problem(cid, "two Drunks believe the same Townsfolk") for cid, n in believed.items() if n > 1]
    problems += marionette.check_marionettes(table)
    return problems


def _check_lunatic(table: SetupTable, seat: DealtSeat, where: str) -> list[Problem]:
    """The Lunatic must believe a Demon on the script (docs/rules/lunatic.md Setup)."""
    demons = {c.id for c in table.script.of_team(Team.DEMON)}
    if seat.believed in demons:
        return []
    return [Problem(where, f"the Lunatic must believe a Demon on the script, not {seat.believed!r}")]


def _check_held(setup: Setup, table: SetupTable, dist: Distribution, library: Library) -> list[Problem]:
    return check_held(table, library)


def _check_bluffs(setup: Setup, table: SetupTable, dist: Distribution, library: Library) -> list[Problem]:
    return check_bluffs(table, setup.bluffs, setup.bluffs_to) + check_minion_bluffs(table, setup.minion_bluffs)


def _check_reminders(setup: Setup, table: SetupTable, dist: Distribution, library: Library) -> list[Problem]:
    return check_reminders(table, setup.reminders)


_CHECKS: tuple[Callable[[Setup, SetupTable, Distribution, Library], list[Problem]], ...] = (
    _check_counts,
    _check_duplicates,
    _check_alignments,
    _check_believed,
    _check_held,
    _check_bluffs,
    _check_reminders,
    lambda setup, table, dist, library: exp_demons.check_evil_line(table),  # the Lord of Typhon's line (issue 21)
    lambda setup, table, dist, library: jinx_minions.check_believed_adds(table),  # the Marionette believing the Huntsman (issue 21)
)
"""Every check after the seats, run in order; each returns its problems."""
