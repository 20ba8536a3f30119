"""Truth functions of the experimental information Townsfolk (issue 21; docs/rules/<id>.md).

Steward: one good player. Knight: two players, neither the Demon. Shugenja: the side of the nearest evil player. King: a living
character once the dead equal or outnumber the living. High Priestess: the Storyteller's
pick (the app shows inputs only). Pixie: an in-play Townsfolk. Amnesiac: the
Storyteller's words on a day guess. Each reads seats through registration (info/registration.py): what a
Spy or a Recluse could register as is legal too, and the why names it.
"""

from __future__ import annotations

from itertools import combinations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import InfoShown

from grimoire_app.systems.botc.exp_townsfolk import king_learns
from grimoire_app.systems.botc.info.context import Context
from grimoire_app.systems.botc.info.registered import alignment_options, registration_whys
from grimoire_app.systems.botc.info.registration import worlds
from grimoire_app.systems.botc.info.registry import Answer, Truth, info_rule, seat_names, why
from grimoire_app.systems.botc.info.texts import text as tr


def _known(ctx: Context, step: str) -> tuple[str, ...]:
    """Return the seats (other than the holder) carrying the step's KNOW tokens, in table order."""
    return tuple(seat.id for seat in ctx.table.carriers((step, "Know")) if seat.id != ctx.holder.id)


@info_rule("steward")
def steward(ctx: Context) -> Truth:
    """One good player other than the Steward; a Spy may be shown, a Recluse may be kept back (docs/rules/steward.md)."""
    sight = ctx.table.sight
    domain: tuple[Answer, ...] = tuple(seat.id for seat in ctx.others())
    truth = tuple(seat.id for seat in ctx.others() if not ctx.table.evil(seat))
    maybe_good = [seat for seat in ctx.others() if ctx.table.evil(seat) and sight.may_be_good(seat)]
    maybe_evil = [seat for seat in ctx.others() if not ctx.table.evil(seat) and sight.may_be_evil(seat)]
    know = _known(ctx, "steward")
    suggested = know[0] if know and know[0] in truth else (truth[0] if truth else None)
    evil = [seat.id for seat in ctx.others() if ctx.table.evil(seat)]
    reasons = (why(ctx.table, "steward", evil=seat_names(ctx.table, evil)), *registration_whys(ctx.table, [*maybe_good, *maybe_evil], "alignment"))
    false = tuple(a for a in domain if a not in truth or any(s.id == a for s in maybe_evil)) if maybe_evil else None
    return Truth(domain, truth, suggested, reasons, false_answers=false, registered=tuple(seat.id for seat in maybe_good))


@info_rule("knight")
def knight(ctx: Context) -> Truth:
    """Two players other than the Knight, neither of them the Demon (docs/rules/knight.md)."""
    sight = ctx.table.sight
    others = [seat.id for seat in ctx.others()]
    domain: tuple[Answer, ...] = tuple(combinations(others, 2))
    demon = {seat.id for seat in ctx.others() if sight.demon(seat)[0]}
    may_be_demon = [seat for seat in ctx.others() if not sight.demon(seat)[0] and True in sight.demon(seat)]
    may_not_be = [seat for seat in ctx.others() if sight.demon(seat)[0] and False in sight.demon(seat)]
    truth = tuple(pair for pair in domain if isinstance(pair, tuple) and not demon.intersection(pair))
    registered = tuple(
        pair for pair in domain
        if isinstance(pair, tuple) and pair not in truth and demon.intersection(pair) <= {s.id for s in may_not_be}
    )
    know = ctx.table.by_order(_known(ctx, "knight"))
    suggested = know if know in truth else (truth[0] if truth else None)
    reasons = (
        why(ctx.table, "knight", demon=seat_names(ctx.table, sorted(demon))),
        *registration_whys(ctx.table, [*may_be_demon, *may_not_be], "demon"),
    )
    unsure = {seat.id for seat in may_be_demon}
    false = tuple(p for p in domain if isinstance(p, tuple) and (demon | unsure).intersection(p)) if unsure else None
    return Truth(domain, truth, suggested, reasons, false_answers=false, registered=registered)


DIRECTIONS: tuple[Answer, ...] = ("clockwise", "anticlockwise")


def _nearest_sides(order: list[str], holder: str, evil: set[str]) -> tuple[str, ...]:
    """Return the side(s) where an evil seat is met first walking out from the holder (both on a tie).

    >>> _nearest_sides(["a", "b", "c", "d", "e"], "a", {"b", "d"})
    ('clockwise',)
    >>> _nearest_sides(["a", "b", "c", "d", "e"], "a", {"c", "d"})
    ('clockwise', 'anticlockwise')
    """
    n, start = len(order), order.index(holder)
    for distance in range(1, n):
        sides = tuple(
            side for side, step in (("clockwise", 1), ("anticlockwise", -1)) if order[(start + step * distance) % n] in evil
        )
        if sides:
            return sides
    return ()


@info_rule("shugenja")
def shugenja(ctx: Context) -> Truth:
    """The side of the nearest evil player, dead or alive; both on a tie (docs/rules/shugenja.md)."""
    order = [seat.id for seat in ctx.state.seats]
    others = list(ctx.others())
    options = alignment_options(ctx.table, others)
    per_world = [_nearest_sides(order, ctx.holder.id, {s for s, a in world.items() if a == "evil"}) for world in worlds(options)]
    truth = per_world[0]
    registered = tuple(d for d in DIRECTIONS if d not in truth and any(d in sides for sides in per_world))
    unsure = [seat for seat in others if len(options[seat.id]) > 1]
    reasons = [why(ctx.table, "shugenja", sides=in_both_sides(truth))]
    if not truth:
        reasons.append(why(ctx.table, "no_truth_skip"))
    reasons += registration_whys(ctx.table, unsure, "alignment") if registered or len(set(per_world)) > 1 else ()
    false = tuple(d for d in DIRECTIONS if any(sides and d not in sides for sides in per_world))
    if not false and len(truth) == 2:
        reasons.append(why(ctx.table, "shugenja_tie_vortox"))
    return Truth(DIRECTIONS, truth, truth[0] if truth else None, tuple(reasons), false_answers=false or DIRECTIONS, registered=registered)


def in_both_sides(sides: tuple[str, ...]) -> dict[str, str]:
    """Return the sides as words in both languages ("-" when none)."""
    return {lang: " / ".join(tr(f"nightpanel.answer.{side}", lang) for side in sides) or "-" for lang in ("ko", "en")}


def _king_wakes(ctx: Context) -> bool:
    """After night 1, only once the dead equal or outnumber the living (docs/rules/king.md; Leviathan/Riot jinxes)."""
    return ctx.state.phase.number > 1 and king_learns(ctx.state)


@info_rule("king", applies=_king_wakes)
def king(ctx: Context) -> Truth:
    """One character a living player other than the King has; a Spy or a Recluse may show another (docs/rules/king.md)."""
    living = [seat for seat in ctx.others() if seat.alive and seat.character]
    held = tuple(dict.fromkeys(seat.character or "" for seat in living))
    domain: tuple[Answer, ...] = tuple(dict.fromkeys((*ctx.table.script_characters(), *held)))
    unsure = [seat for seat in living if len(ctx.table.seen(seat).characters) > 1]
    registered = tuple(c for seat in unsure for c in ctx.table.seen(seat).characters[1:] if c not in held)
    reasons = (why(ctx.table, "king", players=seat_names(ctx.table, [s.id for s in living])), *registration_whys(ctx.table, unsure, "character"))
    false = tuple(c for c in domain if c not in held or c in {seat.character for seat in unsure}) if unsure else None
    return Truth(domain, held, held[0] if held else None, reasons, false_answers=false, registered=tuple(dict.fromkeys(registered)))


@info_rule("highpriestess")
def high_priestess(ctx: Context) -> Truth:
    """The Storyteller's pick of who she should talk to; any other player, dead or alive (docs/rules/highpriestess.md)."""
    domain: tuple[Answer, ...] = tuple(seat.id for seat in ctx.others())
    evil = [seat.id for seat in ctx.others() if ctx.table.evil(seat)]
    reasons = [why(ctx.table, "highpriestess", evil=seat_names(ctx.table, evil))]
    if ctx.table.judge.vortox_forces_false(ctx.holder.id):
        reasons.append(why(ctx.table, "highpriestess_vortox"))
    return Truth(domain, (), None, tuple(reasons))


@info_rule("pixie")
def pixie(ctx: Context) -> Truth:
    """One Townsfolk character in play (not the Pixie's own); a Spy may show a Townsfolk it registers as (docs/rules/pixie.md)."""
    sight = ctx.table.sight
    in_play = tuple(dict.fromkeys(seat.character or "" for seat in ctx.others() if ctx.table.team(seat) == Team.TOWNSFOLK))
    on_script = tuple(c.id for c in ctx.table.game.script.characters if c.team == Team.TOWNSFOLK)
    domain: tuple[Answer, ...] = tuple(dict.fromkeys((*on_script, *in_play)))
    unsure = [seat for seat in ctx.others() if ctx.table.team(seat) != Team.TOWNSFOLK and sight.may_be_team(seat, Team.TOWNSFOLK)]
    registered = tuple(dict.fromkeys(c for seat in unsure for c in sight.characters(seat)[1:] if c in on_script and c not in in_play))
    mad = [seat.character for seat in ctx.table.carriers(("pixie", "Mad")) if seat.id != ctx.holder.id]
    suggested = mad[0] if mad and mad[0] in (*in_play, *registered) else (in_play[0] if in_play else None)
    reasons = (why(ctx.table, "pixie", players=seat_names(ctx.table, [s.id for s in ctx.others() if s.character in in_play])),
               *registration_whys(ctx.table, unsure, "character", only=Team.TOWNSFOLK))
    return Truth(domain, in_play, suggested, reasons, registered=registered)


def _amnesiac_guess_open(ctx: Context) -> bool:
    """By day, until the Storyteller has answered a guess today (docs/rules/amnesiac.md)."""
    if ctx.state.phase.kind != "day":
        return False
    return not any(
        isinstance(h.event, InfoShown) and h.event.seat == ctx.holder.id and h.event.step == "amnesiac" and h.phase == ctx.state.phase
        for h in ctx.state.log
    )


@info_rule("amnesiac", applies=_amnesiac_guess_open)
def amnesiac(ctx: Context) -> Truth:
    """How close the day's guess is: the Storyteller's words; the app shows the hidden ability noted (docs/rules/amnesiac.md)."""
    reasons = [why(ctx.table, "amnesiac", ability=ctx.holder.note.strip() or "-")]
    if ctx.table.judge.vortox_forces_false(ctx.holder.id):
        reasons.append(why(ctx.table, "amnesiac_vortox"))
    return Truth((), (), None, tuple(reasons))
