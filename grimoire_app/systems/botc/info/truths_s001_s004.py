"""Truth functions of the S001 and S004 information characters (spec sections 3.1, 3.2, 4.1)."""

from __future__ import annotations

from itertools import combinations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.info.context import Context
from grimoire_app.systems.botc.info.registered import counted, registration_whys
from grimoire_app.systems.botc.info.registry import Answer, Truth, in_both, info_rule, seat_names, why

YES_NO: tuple[Answer, ...] = (True, False)
GOOD_EVIL: tuple[Answer, ...] = ("good", "evil")
GRANDCHILD = ("grandmother", "Grandchild")


def _grandchild_candidates(ctx: Context) -> list[str]:
    """Good Townsfolk or Outsiders other than the Grandmother (spec 3.1 Grandmother [DECISION])."""
    return [
        seat.id
        for seat in ctx.others()
        if seat.alignment == "good" and ctx.table.team(seat) in (Team.TOWNSFOLK, Team.OUTSIDER)
    ]


@info_rule("grandmother")
def grandmother(ctx: Context) -> Truth:
    """The grandchild and their real character; under the Vortox the same player with another character (spec 3.1)."""
    tokens = ctx.table.script_characters()
    placed = [seat.id for seat in ctx.table.carriers(GRANDCHILD) if seat.id != ctx.holder.id]
    children = placed[:1] or _grandchild_candidates(ctx)
    real = {seat_id: ctx.state.seat(seat_id).character or "" for seat_id in children}
    characters = tuple(dict.fromkeys((*tokens, *real.values())))
    domain: tuple[Answer, ...] = tuple((seat.id, c) for seat in ctx.others() for c in characters)
    truth: tuple[Answer, ...] = tuple((seat_id, real[seat_id]) for seat_id in children)
    false: tuple[Answer, ...] = tuple((seat_id, c) for seat_id in children for c in characters if c != real[seat_id])
    if placed:
        reason = why(ctx.table, "grandmother", player=seat_names(ctx.table, placed), characters={"character": real[placed[0]]})
    else:
        reason = why(ctx.table, "grandmother_pick")
    # Registration: a Spy may register as a good Townsfolk or Outsider, so it may be the grandchild shown as one.
    # A Recluse registers truly here (it is good; registering evil would make it no grandchild at all).
    posers = [seat for seat in ctx.others() if not placed and seat.id not in real and ctx.table.sight.may_be_good(seat)]
    registered: tuple[Answer, ...] = tuple(
        (seat.id, c) for seat in posers for c in ctx.table.seen(seat).characters[1:]
        if (found := ctx.table.game.character(c)) is not None and found.team in (Team.TOWNSFOLK, Team.OUTSIDER)
    )
    extra = registration_whys(ctx.table, posers, "character") if registered else ()
    return Truth(domain, truth, truth[0] if truth else None, (reason, *extra), false_answers=false, registered=registered)


def _killed_by_demon_tonight(ctx: Context) -> str | None | bool:
    for death in reversed(ctx.state.deaths):
        if death.seat == ctx.holder.id and death.phase == ctx.state.phase and death.cause.kind == "demon":
            return death.cause.character or True
    return False


@info_rule("sage", applies=lambda ctx: _killed_by_demon_tonight(ctx) is not False)
def sage(ctx: Context) -> Truth:
    """Two players, one of them the Demon whose ability killed the Sage (spec 3.1 Sage)."""
    killer = _killed_by_demon_tonight(ctx)
    others = [seat.id for seat in ctx.others()]
    if isinstance(killer, str):
        demons = [seat.id for seat in ctx.others() if seat.character == killer]
    else:
        demons = [seat.id for seat in ctx.others() if ctx.table.registers_demon(seat)]
    domain: tuple[Answer, ...] = tuple(combinations(others, 2))
    truth = tuple(pair for pair in domain if isinstance(pair, tuple) and set(pair) & set(demons))
    reason = why(ctx.table, "sage", players=seat_names(ctx.table, demons))
    # The Sage/Recluse jinx (jinxes.json): the Sage's info may treat the Recluse as the Demon.
    maybe = [seat for seat in ctx.others() if seat.id not in demons and True in ctx.table.seen(seat).demon]
    registered = tuple(pair for pair in domain if isinstance(pair, tuple) and pair not in truth and {s.id for s in maybe} & set(pair))
    extra = registration_whys(ctx.table, maybe, "demon")
    return Truth(domain, truth, truth[0] if truth else None, (reason, *extra), registered=registered)


def _puzzle_wakes(ctx: Context) -> bool:
    spent = ctx.table.has(ctx.holder, ("puzzlemaster", "Guess Used"))
    return bool(ctx.choice) or (ctx.state.phase.kind == "day" and ctx.holder.alive and not spent)


@info_rule("puzzlemaster", applies=_puzzle_wakes)
def puzzlemaster(ctx: Context) -> Truth:
    """Right guess → the Demon; wrong guess → any player who is not the Demon (spec 3.2 Puzzlemaster)."""
    domain: tuple[Answer, ...] = tuple(seat.id for seat in ctx.state.seats)
    demons = tuple(seat.id for seat in ctx.state.seats if ctx.table.registers_demon(seat))
    guess = ctx.state.seat(ctx.choice[0])
    if ctx.table.has(guess, ("puzzlemaster", "Drunk")):
        reason = why(ctx.table, "puzzle_right", player=guess.name)
        maybe = [seat for seat in ctx.state.seats if seat.id not in demons and True in ctx.table.seen(seat).demon]
        extra = registration_whys(ctx.table, maybe, "demon")
        return Truth(domain, demons, demons[0] if demons else None, (reason, *extra), registered=tuple(seat.id for seat in maybe))
    others = tuple(s for s in domain if s not in demons)
    return Truth(domain, others, None, (why(ctx.table, "puzzle_wrong", player=guess.name),))


@info_rule("empath")
def empath(ctx: Context) -> Truth:
    """How many of the two nearest living neighbours are evil, counted when the Empath wakes (spec 4.1 Empath).

    A neighbour that may register otherwise (a Recluse as evil, a Spy as good) makes the other count legal too.
    """
    neighbours = ctx.table.living_neighbours(ctx.holder.id)
    evil = [seat_id for seat_id in neighbours if ctx.table.evil(ctx.state.seat(seat_id))]
    reason = why(ctx.table, "empath", players=seat_names(ctx.table, neighbours), evil=len(evil))
    seats = [ctx.state.seat(seat_id) for seat_id in neighbours]
    return counted(ctx.table, (0, 1, 2), seats, lambda world: sum(a == "evil" for a in world.values()), (reason,))


@info_rule("villageidiot")
def village_idiot(ctx: Context) -> Truth:
    """The chosen player's alignment (spec 4.1 Village Idiot)."""
    chosen = ctx.state.seat(ctx.choice[0])
    reason = why(ctx.table, "villageidiot", player=chosen.name, alignment=in_both(f"info.alignment.{chosen.alignment}"))
    others = ctx.table.seen(chosen).alignments[1:]
    extra = registration_whys(ctx.table, [chosen], "alignment")
    false = GOOD_EVIL if others else None
    return Truth(GOOD_EVIL, (chosen.alignment,), chosen.alignment, (reason, *extra), false_answers=false, registered=others)


@info_rule("flowergirl")
def flowergirl(ctx: Context) -> Truth:
    """Yes iff a player who was a Demon when voting raised a hand today (spec 4.1 Flowergirl).

    Timing [DECISION], as the Town Crier: the real type is the voter's at the moment of the vote; registration
    (a Recluse voting may count as the Demon) is read when the ability resolves at night, on the seat as it is then.
    """
    voters = ctx.table.day_facts.demon_voters
    answer = bool(voters)
    code = "flowergirl_yes" if answer else "flowergirl_no"
    reason = why(ctx.table, code, players=seat_names(ctx.table, voters))
    maybe = [ctx.state.seat(v) for v, _ in ctx.table.day_facts.voters if v not in voters and _still(ctx, v)]
    maybe = [seat for seat in maybe if True in ctx.table.seen(seat).demon]
    if answer or not maybe:
        return Truth(YES_NO, (answer,), answer, (reason,))
    return Truth(YES_NO, (answer,), answer, (reason, *registration_whys(ctx.table, maybe, "demon")), false_answers=YES_NO, registered=(True,))


def _still(ctx: Context, seat_id: str) -> bool:
    """Whether the seat is still seated (registration is read from the seat as it is now)."""
    return any(seat.id == seat_id for seat in ctx.state.seats)


@info_rule("oracle")
def oracle(ctx: Context) -> Truth:
    """How many dead players are evil (spec 4.1 Oracle): D = 0..(dead); when the Vortox leaves no false
    value in that range (nobody dead), D = 0..n, so the false answers stay inside D."""
    dead = [seat for seat in ctx.state.seats if not seat.alive]
    count = sum(1 for seat in dead if ctx.table.evil(seat))
    domain: tuple[Answer, ...] = tuple(range(len(dead) + 1))
    if domain == (count,) and ctx.table.judge.vortox_active():
        domain = tuple(range(len(ctx.state.seats) + 1))
    reason = why(ctx.table, "oracle", dead=len(dead), evil=count)
    return counted(ctx.table, domain, dead, lambda world: sum(a == "evil" for a in world.values()), (reason,))


def _executed_today(ctx: Context) -> str | None:
    day = ctx.table.previous_day
    for death in ctx.state.deaths:
        if death.cause.kind == "execution" and death.phase.kind == "day" and death.phase.number == day:
            return death.seat
    return None


@info_rule("undertaker", applies=lambda ctx: _executed_today(ctx) is not None)
def undertaker(ctx: Context) -> Truth:
    """The character of today's executed player who died (spec 4.1 Undertaker: the Drunk shows as the Drunk).

    A seat the Storyteller has not yet given a character (a Traveller's, beyond 15 players) has no
    true answer: any script character may be shown, and the Storyteller decides.
    """
    executed = ctx.state.seat(_executed_today(ctx) or "")
    if executed.character is None:
        reason = why(ctx.table, "undertaker_no_character", player=executed.name)
        return Truth(tuple(ctx.table.script_characters()), (), None, (reason,))
    character = executed.character
    domain: tuple[Answer, ...] = tuple(dict.fromkeys((*ctx.table.script_characters(), character)))
    reason = why(ctx.table, "undertaker", player=executed.name, characters={"character": character})
    others = ctx.table.seen(executed).characters[1:]
    extra = registration_whys(ctx.table, [executed], "character")
    return Truth(domain, (character,), character, (reason, *extra), registered=others)


@info_rule("savant")
def savant(ctx: Context) -> Truth:
    """How many of the two statements are true: exactly one; both false under the Vortox (spec 4.1 Savant)."""
    return Truth((0, 1, 2), (1,), 1, (why(ctx.table, "savant"),), false_answers=(0,))
