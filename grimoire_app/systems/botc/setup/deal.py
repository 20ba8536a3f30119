"""A random legal setup: pick characters meeting the counts after modifiers, deal, bluff, prepare night 1.

Picking is a search for a fixed point, because the modifiers depend on what is picked (a Balloonist
or a Fang Gu changes how many Townsfolk there are). Each attempt shuffles each type's characters
into a priority order, takes as many of each type as the counts ask for, recomputes the counts with
those characters' modifiers, and repeats until the picks produce the counts they were picked for.
An attempt that cycles or ends with problems is dropped and a new shuffle tried. Everything random
draws from the caller's `rng`, in script and seat order, so the same seed gives the same setup.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import replace

from grimoire_app.model.characters import PLAYER_TEAMS, Team
from grimoire_app.model.errors import Problem
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.adds import promote_required
from grimoire_app.systems.botc.setup import exp_demons, homebrew, marionette
from grimoire_app.systems.botc.setup.bluffs import propose_bluffs, propose_minion_bluffs
from grimoire_app.systems.botc.setup.check import check_setup
from grimoire_app.systems.botc.setup.counts import Counts, SetupError, base_counts, dealt_seats
from grimoire_app.systems.botc.setup.data import modifier_table
from grimoire_app.systems.botc.setup.distribution import Distribution, SetupChoices, distribution, extra_copies
from grimoire_app.systems.botc.setup.prepare import propose_held, propose_reminders
from grimoire_app.systems.botc.setup.table import SetupTable
from grimoire_app.systems.botc.setup.values import DealtSeat, Setup
from grimoire_app.systems.botc.setup.jinx_demons import kazali_defers

MAX_ATTEMPTS = 200
"""Shuffles tried before giving up (a legal setup is found in the first few on the seed scripts)."""
MAX_ROUNDS = 8
"""Rounds of pick-and-recount per shuffle before calling it a cycle."""
MAX_COPIES = 15
"""Copies of a repeatable homebrew character a deal may add (at most every dealt seat)."""
MAX_DEALS = 50
"""Deals tried for a legal one (a deal can fail: a Bounty Hunter's evil Townsfolk can leave a Noble
without 2 good players to see in a 5-player game)."""


def random_setup(
    script: Script,
    library: Library,
    names: Sequence[str],
    rng: random.Random,
    choices: SetupChoices = SetupChoices(),
    include: Collection[str] = (),
) -> Setup:
    """Deal a random legal setup to the players `names`, in seat order (seat i is names[i]).

    Players beyond 15 are Travellers: the last len(names) - 15 seats get no character. `include`
    names characters the Storyteller wants in play (any spelling); characters marked on_request in
    modifiers.json (the Atheist) are picked only from `include`. Same `rng` state, same setup.

    Raises:
        SetupError: fewer than 5 or more than 20 names, a blank or repeated name, an `include` id
            not on the script, or counts and modifiers no pick from this script can satisfy
            (naming the type or modifiers and why).
    """
    players = _check_names(names)
    wanted = _resolve_include(script, include)
    choices = _godfather_choice(script, players, choices, rng)
    problems: list[Problem] = []
    for _ in range(MAX_DEALS):
        picked, dist = _select(script, library, players, rng, choices, wanted)
        setup = _deal(script, names, picked, dist, rng, choices, library)
        problems = check_setup(script, library, setup)
        if not problems:
            return setup
    raise SetupError(_source(script, players), [Problem("", f"no legal deal found in {MAX_DEALS} tries; the last:"), *problems])


def _source(script: Script, players: int) -> str:
    return f"setup of {players} players on {script.meta.name!r}"


def _check_names(names: Sequence[str]) -> int:
    dealt_seats(len(names))
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for index, name in enumerate(names):
        key = name.strip().casefold()
        if not key:
            problems.append(Problem(f"seat {index}", "the player's name is blank"))
        elif key in seen:
            problems.append(Problem(f"seat {index} ({name!r})", f"the same name as seat {seen[key]}; names must differ"))
        else:
            seen[key] = index
    if problems:
        raise SetupError("names", problems)
    return len(names)


def _resolve_include(script: Script, include: Collection[str]) -> tuple[str, ...]:
    unknown = [spelling for spelling in include if script.character(spelling) is None]
    problems = [Problem(f"include ({spelling!r})", "not a character on this script") for spelling in unknown]
    if problems:
        raise SetupError("include", problems)
    ids = {character.id for spelling in include if (character := script.character(spelling))}
    return tuple(cid for cid in script.ids if cid in ids)


def _select(
    script: Script, library: Library, players: int, rng: random.Random, choices: SetupChoices, wanted: tuple[str, ...]
) -> tuple[tuple[str, ...], Distribution]:
    seen: Counter[Problem] = Counter()
    failed = 0
    for _ in range(MAX_ATTEMPTS):
        orders = {team: _order(script, team, wanted, rng) for team in PLAYER_TEAMS}
        found, problems = _fixed_point(script, library, players, orders, choices)
        if found is not None:
            return found
        failed += bool(problems)
        seen.update(list(dict.fromkeys(problems)))
    raise SetupError(_source(script, players), _common(seen, failed))


def _common(seen: Counter[Problem], failed: int) -> list[Problem]:
    """Return the problems every failed attempt had (else the most frequent): the ones no pick avoids."""
    if not seen:
        return [Problem("", f"no legal setup found in {MAX_ATTEMPTS} random tries")]
    always = [problem for problem, times in seen.items() if times == failed]
    return always or [problem for problem, _ in seen.most_common(3)]


def _order(script: Script, team: Team, wanted: tuple[str, ...], rng: random.Random) -> list[str]:
    """Return a team's characters in the order to pick them: the requested ones, copies of requested
    repeatable ones (homebrew `bag-duplicate`), the others, then copies of the other repeatable ones.

    Characters marked on_request (the Atheist) or homebrew `bag-disabled` come only when requested.
    """
    held_back = modifier_table().on_request | homebrew.disabled(script)
    ids = [c.id for c in script.of_team(team) if c.id in wanted or c.id not in held_back]
    rng.shuffle(ids)
    repeatable = [cid for cid in ids if cid in homebrew.duplicable(script)]
    first = [cid for cid in ids if cid in wanted] + [cid for cid in repeatable if cid in wanted] * MAX_COPIES
    order = first + [cid for cid in ids if cid not in wanted] + [cid for cid in repeatable if cid not in wanted] * MAX_COPIES
    return exp_demons.copies_follow(order)  # Legion's copies right after it (issue 21)


_Found = tuple[tuple[str, ...], Distribution]


def _fixed_point(
    script: Script, library: Library, players: int, orders: dict[Team, list[str]], choices: SetupChoices
) -> tuple[_Found | None, tuple[Problem, ...]]:
    slots = base_counts(players)
    seen = {slots}
    for _ in range(MAX_ROUNDS):
        picked = _pick(orders, slots)
        for _ in range(len(PLAYER_TEAMS)):  # the Huntsman's Damsel, the Choirboy's King come first (setup/adds.py)
            if not promote_required(script, orders, picked):
                break
            picked = _pick(orders, slots)
        dist = distribution(script, library, players, picked, choices)
        wanted = _slots(script, dist, picked, choices)
        if wanted == slots:
            return ((picked, dist), ()) if dist.ok else (None, dist.problems)
        if wanted in seen:
            return None, ()
        seen.add(wanted)
        slots = wanted
    return None, ()


def _pick(orders: dict[Team, list[str]], slots: Counts) -> tuple[str, ...]:
    return tuple(cid for team in PLAYER_TEAMS for cid in orders[team][: max(0, slots.of(team))])


def _slots(script: Script, dist: Distribution, picked: tuple[str, ...], choices: SetupChoices) -> Counts:
    """Return how many characters of each type to pick for these counts (extra copies and unseated aside)."""
    extras = Counts.zero()
    for cid, extra in extra_copies(picked, choices).items():
        character = script.character(cid)
        extras = extras + Counts.one(character.team if character else Team.TOWNSFOLK, extra)
    unseated = 0 if dist.no_evil else sum(cid in modifier_table().unseated for cid in picked)
    return dist.counts - extras + Counts(0, 0, 0, unseated)


def _deal(
    script: Script,
    names: Sequence[str],
    picked: tuple[str, ...],
    dist: Distribution,
    rng: random.Random,
    choices: SetupChoices,
    library: Library | None = None,
) -> Setup:
    unseated = tuple(cid for cid in picked if cid in modifier_table().unseated)
    tokens = [cid for cid in picked if cid not in unseated]
    tokens += [cid for cid, extra in extra_copies(picked, choices).items() for _ in range(extra)]
    rng.shuffle(tokens)
    tokens = exp_demons.evil_line(script, tokens, rng)  # the Lord of Typhon's line (issue 21)
    seats = [_seat(script, index, names[index], cid) for index, cid in enumerate(tokens)]
    seats += [DealtSeat(index, names[index], None, alignment=None) for index in range(len(tokens), len(names))]
    table = SetupTable(script, tuple(seats), dist.counts, unseated)
    table = replace(table, seats=_drunk_believes(table, rng))
    table = replace(table, seats=_lunatic_believes(table, rng))
    table = replace(table, seats=marionette.seat_marionettes(table, rng))
    table = replace(table, seats=_replaced_believes(table, library))
    table = replace(table, seats=_evil_townsfolk(table, dist, rng))
    table = replace(table, seats=propose_held(table, rng))
    bluffs, bluffs_to = propose_bluffs(table, rng)
    minion_bluffs = propose_minion_bluffs(table, rng)
    reminders = propose_reminders(table, rng)
    return Setup(
        players=dist.players,
        base=dist.base,
        counts=dist.counts,
        modifiers=dist.modifiers,
        seats=table.seats,
        bluffs=bluffs,
        reminders=reminders,
        bluffs_to=bluffs_to,
        minion_bluffs=minion_bluffs,
        unseated=unseated,
        choices=choices,
    )


def _seat(script: Script, index: int, name: str, character_id: str) -> DealtSeat:
    character = script.character(character_id)
    good = character is not None and character.team.is_good
    return DealtSeat(index, name, character_id, alignment="good" if good else "evil")


def _drunk_believes(table: SetupTable, rng: random.Random) -> tuple[DealtSeat, ...]:
    """Show each Drunk a random Townsfolk that is not in play (spec 2.2 Drunk)."""
    spare = [c.id for c in table.script.of_team(Team.TOWNSFOLK) if c.id not in table.in_play]
    seats = list(table.seats)
    drunks = modifier_table().of_kind("believes_townsfolk")
    for position, seat in enumerate(seats):
        if seat.character in drunks and spare:
            believed = rng.choice(spare)
            spare.remove(believed)
            seats[position] = replace(seat, believed=believed)
    return tuple(seats)


def _evil_townsfolk(table: SetupTable, dist: Distribution, rng: random.Random) -> tuple[DealtSeat, ...]:
    """Turn one Townsfolk other than the Bounty Hunter evil, unless nobody may be evil (spec 2.1)."""
    seats = list(table.seats)
    sources = [seat for seat in seats if seat.character in modifier_table().of_kind("evil_townsfolk")]
    if dist.no_evil or not sources or kazali_defers(table.in_play):  # the Kazali jinx: made on night 1, if at all
        return table.seats
    for source in sources:
        candidates = [s for s in seats if table.team(s) == Team.TOWNSFOLK and s.alignment == "good"]
        candidates = [s for s in candidates if s.character != source.character]
        if candidates:
            chosen = rng.choice(candidates)
            seats[chosen.index] = replace(chosen, alignment="evil")
    return tuple(seats)


def _godfather_choice(script: Script, players: int, choices: SetupChoices, rng: random.Random) -> SetupChoices:
    """Draw the Godfather's -1 or +1 Outsider when the Storyteller left it open: +1 when there is no Outsider to remove.

    Drawn only for a script with a Godfather, so other scripts deal as before with the same seed.
    """
    if script.character("godfather") is None or choices.godfather_extra_outsider is not None:
        return choices
    extra = base_counts(min(players, 15)).outsider == 0 or rng.random() < 0.5
    return replace(choices, godfather_extra_outsider=extra)


def _replaced_believes(table: SetupTable, library: Library | None) -> tuple[DealtSeat, ...]:
    """Show each holder of a homebrew `replace-character` character the character it names (setup/homebrew.py)."""
    if library is None:
        return table.seats
    shown = homebrew.replacements(table.script, library)
    return tuple(replace(seat, believed=shown[seat.character]) if seat.character in shown else seat for seat in table.seats)


def _lunatic_believes(table: SetupTable, rng: random.Random) -> tuple[DealtSeat, ...]:
    """Show each Lunatic a Demon token: the Demon in play, else one of the script's Demons (docs/rules/lunatic.md)."""
    lunatics = modifier_table().of_kind("believes_demon")
    demons = [seat.character for seat in table.seats if seat.character and table.team(seat) == Team.DEMON]
    script_demons = [c.id for c in table.script.of_team(Team.DEMON) if c.id not in modifier_table().unseated]
    seats = list(table.seats)
    for position, seat in enumerate(seats):
        if seat.character in lunatics:
            believed = demons[0] if demons else (rng.choice(script_demons) if script_demons else None)
            seats[position] = replace(seat, believed=believed)
    return tuple(seats)
