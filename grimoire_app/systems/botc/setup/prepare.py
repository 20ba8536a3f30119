"""Preparing the first night: the reminders the how-to-run texts place, and the Alchemist's ability.

Rules are data (resources/botc/first_night.json): which token, who may carry it, how many, and
when the rule applies. `propose_reminders` places each on a random legal player;
`check_reminders` reports every misplaced, missing or unexpected token. In a game with no evil
player (the Atheist's) a token meant for an evil player may go on anyone: the Storyteller fakes an
evil team (spec 2.1 Atheist).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from grimoire_app.model.characters import Team
from grimoire_app.model.errors import Problem
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.info.registration import misregistrations
from grimoire_app.systems.botc.setup.data import HeldAbilityRule, PrepRule, first_night_rules, modifier_table
from grimoire_app.systems.botc.setup.table import SetupTable
from grimoire_app.systems.botc.setup.values import SetupReminder, DealtSeat


def propose_reminders(table: SetupTable, rng: random.Random) -> tuple[SetupReminder, ...]:
    """Place every applicable first-night reminder on a random legal player."""
    placed: list[SetupReminder] = []
    for rule in first_night_rules():
        source = _source(table, rule)
        if source is not None and _presence(table, rule, source) != "registered":
            taken = {r.seat for r in placed if (r.character, r.token) == (rule.character, rule.apart_from)}
            targets = _propose_targets(table, rule, source, rng, taken)
            placed += [SetupReminder(seat.index, rule.character, rule.token) for seat in targets]
    return tuple(placed)


def check_reminders(table: SetupTable, reminders: Sequence[SetupReminder]) -> list[Problem]:
    """Report every first-night reminder that is missing, misplaced, too many or not expected."""
    problems = [_unknown(r) for r in reminders if not any(_matches(rule, r) for rule in first_night_rules())]
    for rule in first_night_rules():
        placed = [r for r in reminders if _matches(rule, r)]
        problems += _check_rule(table, rule, placed)
        problems += _check_apart(rule, placed, reminders)
    return problems


def _check_apart(rule: PrepRule, placed: list[SetupReminder], reminders: Sequence[SetupReminder]) -> list[Problem]:
    """A token that must lie apart from another of its character's (WRONG apart from TOWNSFOLK)."""
    if rule.apart_from is None:
        return []
    other = {r.seat for r in reminders if (r.character, r.token) == (rule.character, rule.apart_from)}
    where = f"reminder {rule.character} {rule.token!r}"
    return [Problem(where, f"seat {r.seat} also carries {rule.apart_from!r} ({rule.ref})") for r in placed if r.seat in other]


def legal_targets(table: SetupTable, rule: PrepRule, source: DealtSeat) -> list[DealtSeat]:
    """Return the seats that may carry the rule's token, in seat order."""
    seats = [seat for seat in table.seats if not seat.is_traveller]
    if rule.self_rule == "never":
        seats = [seat for seat in seats if seat.index != source.index]
    return [seat for seat in seats if _fits(table, rule, source, seat)]


def _fits(table: SetupTable, rule: PrepRule, source: DealtSeat, seat: DealtSeat) -> bool:
    if rule.on == "self":
        return seat.index == source.index
    if rule.on == "good":
        return seat.alignment == "good"
    if rule.on == "evil":
        return seat.alignment == "evil" or table.no_evil
    if rule.on == "good_townsfolk_or_outsider":
        return seat.alignment == "good" and table.team(seat) in (Team.TOWNSFOLK, Team.OUTSIDER)
    if rule.on == "same_character":
        return seat.character == rule.character
    if rule.on in ("townsfolk", "outsider", "minion"):
        return _may_be(table, seat, Team(rule.on))
    if rule.on == "townsfolk_neighbours":
        return seat.index in townsfolk_neighbours(table, source)
    if rule.on == "not_demon":
        return table.team(seat) != Team.DEMON
    return True


def _may_be(table: SetupTable, seat: DealtSeat, team: Team) -> bool:
    """Whether the seat is of the type, or may register as it (registration.json: the Spy, the Recluse)."""
    if table.team(seat) == team:
        return True
    entry = misregistrations().get(seat.character or "")
    return entry is not None and team in entry.teams


def _presence(table: SetupTable, rule: PrepRule, source: DealtSeat) -> str:
    """For "type_in_play": "real" (another player is of the type), "registered" (only one that may register as it), else "none"."""
    if rule.when != "type_in_play" or rule.needs is None:
        return "real"
    others = [seat for seat in table.seats if seat.index != source.index and not seat.is_traveller]
    if any(table.team(seat) == rule.needs for seat in others):
        return "real"
    return "registered" if any(_may_be(table, seat, rule.needs) for seat in others) else "none"


def townsfolk_neighbours(table: SetupTable, source: DealtSeat) -> set[int]:
    """Return the seat indexes of the nearest Townsfolk each way round the circle (the No Dashii's)."""
    seats = sorted(table.seats, key=lambda s: s.index)
    start = next(position for position, seat in enumerate(seats) if seat.index == source.index)
    found: set[int] = set()
    for direction in (1, -1):
        for distance in range(1, len(seats)):
            seat = seats[(start + direction * distance) % len(seats)]
            if table.team(seat) == Team.TOWNSFOLK:
                found.add(seat.index)
                break
    return found


def _source(table: SetupTable, rule: PrepRule) -> DealtSeat | None:
    holders = table.holders(rule.character)
    if not holders:
        return None
    applies = {
        "always": True,
        "two_or_more": len(holders) >= 2,
        "one_outsider": table.counts.outsider == 1,
        "holds_not_in_play": holders[0].holds is not None and holders[0].holds not in table.in_play,
        "type_in_play": rule.when != "type_in_play" or _presence(table, rule, holders[0]) != "none",
    }
    return holders[0] if applies[rule.when] else None


def _propose_targets(table: SetupTable, rule: PrepRule, source: DealtSeat, rng: random.Random, taken: set[int] | None = None) -> list[DealtSeat]:
    legal = [seat for seat in legal_targets(table, rule, source) if seat.index not in (taken or set())]
    if rule.on in ("townsfolk", "outsider", "minion"):  # propose the truth: a real one of the type when there is one
        real = [seat for seat in legal if table.team(seat) == Team(rule.on)]
        legal = real or legal
    if rule.self_rule == "avoid" and len(legal) > rule.count:
        legal = [seat for seat in legal if seat.index != source.index]
    preferred = [seat for seat in legal if rule.prefer is not None and table.team(seat) == rule.prefer]
    pool = preferred if len(preferred) >= rule.count else legal
    if rule.evil_exactly is None or table.no_evil:
        return sorted(rng.sample(pool, min(rule.count, len(pool))), key=lambda s: s.index)
    evil = [seat for seat in pool if seat.alignment == "evil"]
    good = [seat for seat in pool if seat.alignment != "evil"]
    picked = rng.sample(evil, min(rule.evil_exactly, len(evil)))
    picked += rng.sample(good, min(rule.count - rule.evil_exactly, len(good)))
    return sorted(picked, key=lambda s: s.index)


def _matches(rule: PrepRule, reminder: SetupReminder) -> bool:
    return rule.character == reminder.character and rule.token == reminder.token


def _unknown(reminder: SetupReminder) -> Problem:
    where = f"reminder {reminder.character} {reminder.token!r}"
    return Problem(where, "not a reminder placed while preparing the first night")


def _check_rule(table: SetupTable, rule: PrepRule, placed: list[SetupReminder]) -> list[Problem]:
    where = f"reminder {rule.character} {rule.token!r}"
    source = _source(table, rule)
    if source is None:
        believer = next((seat for seat in table.seats if seat.believed == rule.character), None)
        if placed and believer is not None and rule.on != "self":  # the Drunk's believed character: optional, checked
            return _check_targets(table, rule, believer, placed, where)
        return [Problem(where, f"not expected ({_why_absent(table, rule)})")] if placed else []
    if not placed and _presence(table, rule, source) == "registered":
        return []  # only a misregistering player could carry it: the truthful "none in play" needs no token
    if len(placed) != rule.count:
        return [Problem(where, f"expected {rule.count} placed, found {len(placed)} ({rule.ref})")]
    return _check_targets(table, rule, source, placed, where)


def _check_targets(table: SetupTable, rule: PrepRule, source: DealtSeat, placed: list[SetupReminder], where: str) -> list[Problem]:
    by_index = {seat.index: seat for seat in table.seats}
    legal = {seat.index for seat in legal_targets(table, rule, source)}
    problems = [Problem(where, f"seat {r.seat} does not exist") for r in placed if r.seat not in by_index]
    targets = [by_index[r.seat] for r in placed if r.seat in by_index]
    for seat in targets:
        if seat.index not in legal:
            problems.append(Problem(where, f"seat {seat.index} ({seat.name}, {seat.character}) is not {_wanted(table, rule)}"))
    if len({seat.index for seat in targets}) != len(targets):
        problems.append(Problem(where, "the same seat is marked twice"))
    evil = sum(seat.alignment == "evil" for seat in targets)
    if rule.evil_exactly is not None and not table.no_evil and evil != rule.evil_exactly:
        problems.append(Problem(where, f"exactly {rule.evil_exactly} of the marked players must be evil, found {evil}"))
    return problems


def _wanted(table: SetupTable, rule: PrepRule) -> str:
    name = _name(table, rule.character)
    wanted = {
        "self": f"the {name} itself",
        "any": "a player",
        "good": "a good player",
        "evil": "an evil player",
        "good_townsfolk_or_outsider": "a good Townsfolk or Outsider",
        "same_character": f"a {name}",
        "townsfolk": "a Townsfolk (or a player who may register as one)",
        "outsider": "an Outsider (or a player who may register as one)",
        "minion": "a Minion (or a player who may register as one)",
        "townsfolk_neighbours": f"one of the {name}'s nearest Townsfolk neighbours",
        "not_demon": "a player who is not the Demon",
    }[rule.on]
    return wanted + (f" other than the {name}" if rule.self_rule == "never" and rule.on != "self" else "")


def _why_absent(table: SetupTable, rule: PrepRule) -> str:
    name = _name(table, rule.character)
    if not table.holders(rule.character):
        return f"no {name} in play"
    return {
        "always": "",
        "two_or_more": f"only one {name} is in play",
        "one_outsider": f"the game started with {table.counts.outsider} Outsiders, not 1",
        "holds_not_in_play": f"the {name}'s ability is of a character in play",
        "type_in_play": f"no {rule.needs.value if rule.needs else 'such'} character is in play",
    }[rule.when]


def _name(table: SetupTable, character_id: str) -> str:
    found = table.script.character(character_id)
    return found.name if found else character_id


def propose_held(table: SetupTable, rng: random.Random) -> tuple[DealtSeat, ...]:
    """Give each seat that holds an ability from setup (the Alchemist) a random legal one."""
    seats = list(table.seats)
    for position, seat in enumerate(seats):
        rule = modifier_table().held(seat.character or "")
        if rule is not None:
            options = _held_options(table, rule)
            seats[position] = replace(seat, holds=rng.choice(options) if options else None)
    return tuple(seats)


def _held_options(table: SetupTable, rule: HeldAbilityRule) -> list[str]:
    in_play = table.in_play
    allowed = [c.id for c in table.script.of_team(rule.team) if c.id not in rule.only_if_in_play or c.id in in_play]
    return [cid for cid in allowed if cid not in in_play] or allowed


def check_held(table: SetupTable, library: Library) -> list[Problem]:
    """Report seats holding an ability they may not hold, or lacking one they must hold."""
    problems = []
    for seat in table.seats:
        rule = modifier_table().held(seat.character or "")
        if rule is None and seat.holds is not None:
            problems.append(Problem(f"seat {seat.index} ({seat.name})", f"a {seat.character} holds no other ability"))
        elif rule is not None:
            problems += _check_one_held(table, library, rule, seat)
    return problems


def _check_one_held(table: SetupTable, library: Library, rule: HeldAbilityRule, seat: DealtSeat) -> list[Problem]:
    where = f"seat {seat.index} ({seat.name})"
    held = library.find(seat.holds) if seat.holds else None
    if held is None:
        return [Problem(where, f"the {_name(table, rule.character)} must hold a {rule.team.value} ability ({rule.ref})")]
    if held.team != rule.team:
        return [Problem(where, f"{held.id!r} is not a {rule.team.value} ({rule.ref})")]
    if held.id in rule.only_if_in_play and held.id not in table.in_play:
        return [Problem(where, f"the {held.name} ability may be held only while the {held.name} is in play ({rule.ref})")]
    return []
