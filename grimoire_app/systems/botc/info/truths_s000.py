"""Truth functions of the S000 information characters (spec section 2.1; seeds/000 how-to-run)."""

from __future__ import annotations

from itertools import combinations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.info.context import RED_HERRING, Context
from grimoire_app.systems.botc.info.registered import alignment_options, registration_whys
from grimoire_app.systems.botc.info.registration import worlds
from grimoire_app.systems.botc.info.registry import Answer, Truth, in_both, info_rule, seat_names, why

YES_NO: tuple[Answer, ...] = (True, False)
SIGNALS: tuple[Answer, ...] = ("good", "evil", "neither")


@info_rule("noble")
def noble(ctx: Context) -> Truth:
    """Three players other than the Noble, exactly one of them evil (spec 2.1 Noble)."""
    others = [seat.id for seat in ctx.others()]
    domain: tuple[Answer, ...] = tuple(combinations(others, 3))
    evil_ids = {seat.id for seat in ctx.others() if ctx.table.evil(seat)}
    truth = tuple(t for t in domain if isinstance(t, tuple) and len(evil_ids.intersection(t)) == 1)
    know = tuple(seat.id for seat in ctx.table.carriers(("noble", "Know")) if seat.id != ctx.holder.id)
    suggested = know if know in truth else (truth[0] if truth else None)
    reason = why(ctx.table, "noble", evil=seat_names(ctx.table, sorted(evil_ids)))
    unsure = [seat for seat in ctx.others() if ctx.table.seen(seat).misregisters]
    if not unsure:
        return Truth(domain, truth, suggested, (reason,))
    options = alignment_options(ctx.table, unsure)
    maybe_evil = [{s for s, a in world.items() if a == "evil"} for world in worlds(options)]
    fixed = evil_ids - set(options)
    registered = tuple(
        t for t in domain
        if isinstance(t, tuple) and t not in truth and any(len((fixed | w).intersection(t)) == 1 for w in maybe_evil)
    )
    extra = registration_whys(ctx.table, unsure, "alignment")
    return Truth(domain, truth, suggested, (reason, *extra), registered=registered)


def _bounty_known(ctx: Context) -> str | None:
    shown = ctx.table.shown(ctx.holder.id, "bountyhunter", before=ctx.state.phase)
    if shown and shown[-1].players:
        return shown[-1].players[-1]
    know = ctx.table.carriers(("bountyhunter", "Know"))
    return know[0].id if know else None


def _bounty_wakes(ctx: Context) -> bool:
    """Night 1, or the known player has died since the Bounty Hunter last learned someone (spec 2.1)."""
    if ctx.state.phase.number == 1 or not ctx.table.shown(ctx.holder.id, "bountyhunter", before=ctx.state.phase):
        return True
    known = _bounty_known(ctx)
    return known is not None and not ctx.state.seat(known).alive


@info_rule("bountyhunter", applies=_bounty_wakes)
def bounty_hunter(ctx: Context) -> Truth:
    """An evil player never shown before; after night 1 a living one (spec 2.1 Bounty Hunter)."""
    shown = {p for event in ctx.table.shown(ctx.holder.id, "bountyhunter", before=ctx.state.phase) for p in event.players}
    later = ctx.state.phase.number > 1
    domain: tuple[Answer, ...] = tuple(seat.id for seat in ctx.others())
    truth = tuple(
        seat.id for seat in ctx.others() if ctx.table.evil(seat) and seat.id not in shown and (seat.alive or not later)
    )
    know = _bounty_known(ctx)
    suggested = know if know in truth else (truth[0] if truth else None)
    reasons = [why(ctx.table, "bountyhunter", shown=seat_names(ctx.table, sorted(shown)))]
    maybe = [
        seat for seat in ctx.others()
        if seat.id not in truth and ctx.table.sight.may_be_evil(seat) and seat.id not in shown and (seat.alive or not later)
    ]
    if not truth and not maybe:
        reasons.append(why(ctx.table, "no_truth_skip"))
    reasons += registration_whys(ctx.table, maybe, "alignment")
    return Truth(domain, truth, suggested, tuple(reasons), registered=tuple(seat.id for seat in maybe))


@info_rule("general")
def general(ctx: Context) -> Truth:
    """The Storyteller's judgement of who is winning; the app shows the inputs (spec 2.1 General)."""
    living = [seat for seat in ctx.state.seats if seat.alive]
    good = sum(1 for seat in living if not ctx.table.evil(seat))
    demon = any(ctx.table.registers_demon(seat) for seat in living)
    inputs = why(ctx.table, "general", good=good, evil=len(living) - good, demon="O" if demon else "X")
    return Truth(SIGNALS, (), None, (inputs,))


def _previous_types(ctx: Context) -> tuple[str, ...]:
    """Return the type the last shown player was shown as: the recorded type, else every type it could register as (real first)."""
    shown = ctx.table.shown(ctx.holder.id, "balloonist", before=ctx.state.phase)
    if not shown:
        return ()
    last = shown[-1]
    if isinstance(last.answer, str) and last.answer in {team.value for team in Team}:
        return (last.answer,)
    if not last.players:
        return ()
    seat = ctx.state.seat(last.players[-1])
    real = ctx.table.team(seat)
    possible = (real, *ctx.table.sight.teams(seat)[1:]) if real else ctx.table.sight.teams(seat)
    return tuple(dict.fromkeys(team.value for team in possible if team))


@info_rule("balloonist")
def balloonist(ctx: Context) -> Truth:
    """Any player whose type differs from the last shown player's (spec 2.1 Balloonist); all on night 1.

    The last shown player is remembered as the type it was shown as: a Recluse or a Spy shown last
    night may have been shown as another type (registration), so a player differing from any of
    them is legal, and tonight's Recluse or Spy may register as a type that differs.
    """
    previous_all = _previous_types(ctx)
    previous = previous_all[0] if previous_all else None
    domain: tuple[Answer, ...] = tuple(seat.id for seat in ctx.state.seats)
    teams = {seat.id: ctx.table.team(seat) for seat in ctx.state.seats}
    truth = tuple(s for s in domain if previous is None or (teams[str(s)] or "") != previous)
    maybe = [
        seat for seat in ctx.state.seats
        if seat.id not in truth and any(t != p for t in ctx.table.sight.teams(seat) for p in previous_all)
    ]
    know = ctx.table.carriers(("balloonist", "Know"))
    preferred = [s for s in truth if s != ctx.holder.id]
    suggested = know[0].id if know and know[0].id in preferred and previous is None else (preferred[0] if preferred else None)
    reason = why(ctx.table, "balloonist_first") if previous is None else why(ctx.table, "balloonist", team=in_both(f"info.type.{previous}"))
    extra = registration_whys(ctx.table, maybe, "team")
    if len(previous_all) > 1:
        last = ctx.table.shown(ctx.holder.id, "balloonist", before=ctx.state.phase)[-1]
        extra += registration_whys(ctx.table, [ctx.state.seat(last.players[-1])], "team")
    return Truth(domain, truth, suggested, (reason, *extra), registered=tuple(seat.id for seat in maybe))


@info_rule("fortuneteller")
def fortune_teller(ctx: Context) -> Truth:
    """Yes iff either chosen player registers as a Demon or is the red herring (spec 2.1 Fortune Teller)."""
    chosen = [ctx.state.seat(seat_id) for seat_id in ctx.choice]
    demons = [seat.id for seat in chosen if ctx.table.registers_demon(seat)]
    herring = [seat.id for seat in chosen if ctx.table.has(seat, RED_HERRING)]
    answer = bool(demons or herring)
    reasons = [why(ctx.table, "fortuneteller_yes" if answer else "fortuneteller_no", players=seat_names(ctx.table, ctx.choice))]
    if herring and not demons:
        reasons.append(why(ctx.table, "red_herring", player=seat_names(ctx.table, herring)))
    maybe = [seat for seat in chosen if True in ctx.table.seen(seat).demon]
    if answer or not maybe:
        return Truth(YES_NO, (answer,), answer, tuple(reasons))
    reasons += registration_whys(ctx.table, maybe, "demon")
    return Truth(YES_NO, (answer,), answer, tuple(reasons), false_answers=YES_NO, registered=(True,))


@info_rule("towncrier")
def town_crier(ctx: Context) -> Truth:
    """Yes iff a player who was a Minion at that moment nominated today (spec 2.1 Town Crier).

    Timing [DECISION]: the real type is the nominator's at the moment of the nomination (a later change does not
    alter it); registration is read when the ability resolves, at night, on the seat as it is then (the Recluse
    or Spy sober tonight may misregister; one poisoned tonight registers truly), as for every night ability.
    """
    nominators = ctx.table.day_facts.minion_nominators
    answer = bool(nominators)
    code = "towncrier_yes" if answer else "towncrier_no"
    reason = why(ctx.table, code, players=seat_names(ctx.table, nominators))
    seated = {seat.id: seat for seat in ctx.state.seats}
    everyone = [seated[n] for n, _ in ctx.table.day_facts.nominators if n in seated]
    sight = ctx.table.sight
    if answer:  # every Minion nominator may register as another type (the Spy): "no" is possible
        unsure = [seated[n] for n in nominators if n in seated]
        flips = bool(unsure) and len(unsure) == len(nominators) and all(len(sight.teams(s)) > 1 for s in unsure)
    else:  # a nominator who may register as a Minion (the Recluse): "yes" is possible
        unsure = [s for s in everyone if sight.may_be_team(s, Team.MINION)]
        flips = bool(unsure)
    if not flips:
        return Truth(YES_NO, (answer,), answer, (reason,))
    extra = registration_whys(ctx.table, unsure, "team")
    return Truth(YES_NO, (answer,), answer, (reason, *extra), false_answers=YES_NO, registered=(not answer,))


def _unspent(ctx: Context) -> bool:
    """Once per game: not shown on an earlier night; NO ABILITY placed tonight keeps tonight's step."""
    if ctx.table.shown(ctx.holder.id, ctx.step, before=ctx.state.phase):
        return False
    return bool(ctx.choice) or not ctx.table.has(ctx.holder, (ctx.step, "No Ability"))


@info_rule("nightwatchman", applies=_unspent)
def nightwatchman(ctx: Context) -> Truth:
    """The chosen player learns who the Nightwatchman is (spec 2.1 Nightwatchman)."""
    domain: tuple[Answer, ...] = tuple(seat.id for seat in ctx.state.seats)
    target = ctx.choice[0] if ctx.choice else None
    reason = why(ctx.table, "nightwatchman", player=ctx.holder.name)
    return Truth(domain, (ctx.holder.id,), ctx.holder.id, (reason,), recipient=target)


@info_rule("seamstress", applies=_unspent)
def seamstress(ctx: Context) -> Truth:
    """Yes iff the two chosen players share an alignment (spec 2.1 Seamstress)."""
    first, second = (ctx.state.seat(seat_id) for seat_id in ctx.choice[:2])
    answer = first.alignment == second.alignment
    code = "seamstress_yes" if answer else "seamstress_no"
    reason = why(ctx.table, code, players=seat_names(ctx.table, ctx.choice))
    values = {len(set(world.values())) == 1 for world in worlds(alignment_options(ctx.table, [first, second]))}
    if len(values) == 1:
        return Truth(YES_NO, (answer,), answer, (reason,))
    extra = registration_whys(ctx.table, [first, second], "alignment")
    return Truth(YES_NO, (answer,), answer, (reason, *extra), false_answers=YES_NO, registered=(not answer,))


@info_rule("fisherman", applies=_unspent)
def fisherman(ctx: Context) -> Truth:
    """Free advice the Storyteller phrases; the app names the Demon and the impaired as prompts (spec 2.1 Fisherman)."""
    demons = [seat.id for seat in ctx.state.seats if ctx.table.registers_demon(seat)]
    impaired = [seat.id for seat in ctx.state.seats if ctx.table.judge.impaired(seat.id)]
    prompt = why(ctx.table, "fisherman", demons=seat_names(ctx.table, demons), impaired=seat_names(ctx.table, impaired))
    return Truth((), (), None, (prompt,))
