"""Truth functions of the experimental information Townsfolk (issue 21; docs/rules/<id>.md).

Steward: one good player. Each reads seats through registration (info/registration.py): what a
Spy or a Recluse could register as is legal too, and the why names it.
"""

from __future__ import annotations

from grimoire_app.systems.botc.info.context import Context
from grimoire_app.systems.botc.info.registered import registration_whys
from grimoire_app.systems.botc.info.registry import Answer, Truth, info_rule, seat_names, why


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
