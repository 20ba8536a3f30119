"""Truth functions of Bad Moon Rising's information characters (docs/rules/<id>.md): the Chambermaid, the Godfather.

The Chambermaid's truth comes from the night as recorded: a player woke tonight "due to their own
ability" when tonight's log holds a choice they made, or an answer shown to them, at the step of an
ability they hold (their own, the Drunk's or the Lunatic's believed one, a held one), and that
step wakes its holder on this kind of night (a Storyteller's bookkeeping step wakes nobody). By
the Mathematician's jinx, a living Mathematician counts already: it wakes at the end of the night.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from grimoire_app.model.characters import Lang, Team
from grimoire_app.systems.botc.events import InfoShown, NightChoice
from grimoire_app.systems.botc.info.context import Context, GrimoireFacts
from grimoire_app.systems.botc.info.registered import registration_whys
from grimoire_app.systems.botc.info.registration import worlds
from grimoire_app.systems.botc.info.registry import Answer, Truth, info_rule, seat_names, why
from grimoire_app.systems.botc.state import Seat

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


# --- the Godfather (docs/rules/godfather.md) ------------------------------------------------------

ALL_SUBSETS_UP_TO = 10
"""With more Outsider characters than this to choose from, the domain keeps sets one larger than the truth at most."""


def _outsider_pool(ctx: Context) -> list[str]:
    """The Outsider characters the Storyteller could show: the script's, then any in play off the script."""
    table = ctx.table
    pool = [c for c in table.script_characters() if _is_outsider(ctx, c)]
    pool += [s.character for s in ctx.state.seats if s.character and table.team(s) == Team.OUTSIDER]
    return list(dict.fromkeys(pool))


def _is_outsider(ctx: Context, character_id: str) -> bool:
    found = ctx.table.game.character(character_id)
    return found is not None and found.team == Team.OUTSIDER


def _godfather_options(ctx: Context, seat: Seat) -> tuple[str | None, ...]:
    """The Outsider character the seat may count as (None: not an Outsider), the real one first.

    A sober Spy may register as any Outsider on the script; a sober Recluse as a Minion or Demon (left off).
    """
    table = ctx.table
    real = seat.character if seat.character and table.team(seat) == Team.OUTSIDER else None
    seen = table.seen(seat)
    if seen.by is None:
        return (real,)
    others: list[str | None] = [c for c in seen.characters if _is_outsider(ctx, c)]
    if any(team != Team.OUTSIDER for team in seen.teams):
        others.append(None)
    return tuple(dict.fromkeys((real, *others)))


def _as_answer(pool: list[str], shown: set[str]) -> tuple[str, ...]:
    return tuple(c for c in pool if c in shown)


@info_rule("godfather", applies=lambda ctx: ctx.state.phase.number == 1)
def godfather(ctx: Context) -> Truth:
    """The Outsider characters in play, as one set (docs/rules/godfather.md Info).

    Answers are character tuples in the pool's order (the script's); legality compares them as sets.
    A Spy registering as an Outsider may add one; a Recluse registering as a Minion or Demon may be left off.
    """
    table = ctx.table
    pool = _outsider_pool(ctx)
    options = {seat.id: _godfather_options(ctx, seat) for seat in ctx.state.seats}
    shown = [_as_answer(pool, {c for c in world.values() if c is not None}) for world in worlds(options)]
    real = shown[0]
    registered = tuple(a for a in dict.fromkeys(shown) if a != real)
    limit = len(pool) if len(pool) <= ALL_SUBSETS_UP_TO else len(real) + 1
    domain: list[Answer] = [combo for size in range(limit + 1) for combo in combinations(pool, size)]
    domain += [a for a in (real, *registered) if a not in domain]
    reason = why(table, "godfather", outsiders=_names_in_both(table, real)) if real else why(table, "godfather_none")
    unsure = [seat for seat in ctx.state.seats if len(options[seat.id]) > 1]
    extra = registration_whys(table, unsure, "team") if registered else ()
    return Truth(tuple(domain), (real,), real, (reason, *extra), registered=registered)


def _names_in_both(table: GrimoireFacts, characters: tuple[str, ...]) -> dict[str, str]:
    """Return characters' names joined with commas, in both languages (a `why` value)."""
    langs: tuple[Lang, ...] = ("ko", "en")
    return {lang: ", ".join(_name(table, c, lang) for c in characters) for lang in langs}


def _name(table: GrimoireFacts, character_id: str, lang: Lang) -> str:
    found = table.game.character(character_id)
    return table.game.library.name(found, lang) if found else character_id
