"""Truth functions of Bad Moon Rising's information characters (docs/rules/<id>.md).

The Chambermaid's truth comes from the night as recorded: a player woke tonight "due to their own
ability" when tonight's log holds a choice they made, or an answer shown to them, at the step of an
ability they hold (their own, the Drunk's or the Lunatic's believed one, a held one), and that
step wakes its holder on this kind of night (a Storyteller's bookkeeping step wakes nobody). By
the Mathematician's jinx, a living Mathematician counts already: it wakes at the end of the night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire_app.systems.botc.events import InfoShown, NightChoice
from grimoire_app.systems.botc.info.context import Context
from grimoire_app.systems.botc.info.registry import Answer, Truth, info_rule, seat_names, why

if TYPE_CHECKING:
    from grimoire_app.systems.botc.tonight.view import View

WAKING_INFOS = ("answer", "you_are")
"""Infos shown to the ability's own holder (other cards wake a player for someone else's ability)."""


def woke_tonight(ctx: Context) -> set[str]:
    """Return the seats that woke tonight, so far, due to an ability they hold."""
    from grimoire_app.systems.botc.tonight.view import View  # noqa: F811  (imported late: tonight imports info)

    phase = ctx.state.phase
    if phase.kind != "night":
        return set()
    view = View(ctx.table.game, phase.number)
    woke: set[str] = set()
    for happening in ctx.state.log:
        event = happening.event
        if happening.phase != phase:
            continue
        if isinstance(event, NightChoice):
            seat, step = event.seat, event.character
        elif isinstance(event, InfoShown) and event.info in WAKING_INFOS and event.step:
            seat, step = event.seat, event.step
        else:
            continue
        holders = {holder.seat for holder in view.holders.get(step, ())}
        rule = view.data.steps.get(step)
        wakes = rule is None or rule.kind(view.first) == "wake" or step in _fresh_steps(view, seat, step)
        if seat in holders and wakes:
            woke.add(seat)
    return woke | _mathematicians(view)


def _mathematicians(view: View) -> set[str]:
    """Jinx (Mathematician, Chambermaid): a Mathematician who will wake at the end of tonight counts as woken."""
    return {h.seat for h in view.holders.get("mathematician", ()) if view.able(view.seat(h.seat))}


def _fresh_steps(view: View, seat: str, step: str) -> tuple[str, ...]:
    """Steps that wake a fresh holder as on the first night (a Grandmother gained during play)."""
    rule = view.data.steps.get(step)
    if rule is None or not rule.fresh or rule.first != "wake":
        return ()
    fresh = any(h.seat == seat and view.fresh(h.since) for h in view.holders.get(step, ()))
    return (step,) if fresh else ()


@info_rule("chambermaid")
def chambermaid(ctx: Context) -> Truth:
    """How many of the two chosen players woke tonight due to their own ability (docs/rules/chambermaid.md)."""
    chosen = ctx.choice[:2]
    woke = woke_tonight(ctx)
    count = sum(1 for seat_id in chosen if seat_id in woke)
    domain: tuple[Answer, ...] = (0, 1, 2)
    woken = [seat_id for seat_id in chosen if seat_id in woke]
    reason = why(ctx.table, "chambermaid", players=seat_names(ctx.table, chosen), woke=seat_names(ctx.table, woken), count=count)
    return Truth(domain, (count,), count, (reason,))
