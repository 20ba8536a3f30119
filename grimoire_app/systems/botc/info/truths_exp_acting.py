"""Truth functions of the experimental acting Townsfolk (issue 21): the Choirboy (docs/rules/choirboy.md)."""

from __future__ import annotations

from grimoire_app.systems.botc.info.context import Context
from grimoire_app.systems.botc.info.registered import registration_whys
from grimoire_app.systems.botc.info.registry import Answer, Truth, info_rule, seat_names, why


@info_rule("choirboy")
def choirboy(ctx: Context) -> Truth:
    """The Demon player; a player who may register as the Demon (the Recluse) is legal too."""
    domain: tuple[Answer, ...] = tuple(seat.id for seat in ctx.state.seats)
    demons = tuple(seat.id for seat in ctx.state.seats if ctx.table.registers_demon(seat))
    maybe = [seat for seat in ctx.state.seats if seat.id not in demons and True in ctx.table.seen(seat).demon]
    reasons = (why(ctx.table, "choirboy", players=seat_names(ctx.table, list(demons))), *registration_whys(ctx.table, maybe, "demon"))
    return Truth(domain, demons, demons[0] if demons else None, reasons, registered=tuple(seat.id for seat in maybe))
