"""Truth functions of the Trouble Brewing information characters (docs/rules/<id>.md, issue 16).

Washerwoman, Librarian, Investigator: "one of these two players is this character" (an answer
is (player, player, character) in table order; the Librarian's "no Outsiders" is the empty tuple).
Chef: pairs of neighbouring evil players. Ravenkeeper: the chosen player's character. Every seat is
read through registration (info/registration.py): what a Recluse or a Spy could register as is
legal too, and the why names it.
"""

from __future__ import annotations

from itertools import combinations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.info.context import Context
from grimoire_app.systems.botc.info.registered import counted, registration_whys
from grimoire_app.systems.botc.info.registry import Answer, Truth, in_both, info_rule, seat_names, why
from grimoire_app.systems.botc.state import Seat

PAIR_TOKENS = {"washerwoman": "Townsfolk", "librarian": "Outsider", "investigator": "Minion"}
PAIR_TEAMS = {"washerwoman": Team.TOWNSFOLK, "librarian": Team.OUTSIDER, "investigator": Team.MINION}
NONE_IN_PLAY: tuple[str, ...] = ()
"""The Librarian's answer when no Outsider is in play (shown as a zero)."""


def _pairs_with(ctx: Context, seat_id: str) -> list[tuple[str, str]]:
    others = [seat.id for seat in ctx.others()]
    return [ctx.table.by_order([seat_id, other]) for other in others if other != seat_id]  # type: ignore[misc]


def _answers(ctx: Context, seat: Seat, characters: tuple[str, ...]) -> list[Answer]:
    return [(first, second, character) for first, second in _pairs_with(ctx, seat.id) for character in characters]


def _marked(ctx: Context, step: str) -> tuple[Seat | None, Seat | None]:
    """Return the seats carrying the step's type token and its WRONG token (placed while preparing)."""
    typed = [s for s in ctx.table.carriers((step, PAIR_TOKENS[step])) if s.id != ctx.holder.id]
    wrong = [s for s in ctx.table.carriers((step, "Wrong")) if s.id != ctx.holder.id]
    return (typed[0] if typed else None), (wrong[0] if wrong else None)


def _pair_truth(ctx: Context) -> Truth:
    """One of two players is a character of the step's type (docs/rules/washerwoman.md, librarian.md, investigator.md)."""
    step, team = ctx.step, PAIR_TEAMS[ctx.step]
    sight = ctx.table.sight
    on_script = tuple(c.id for c in ctx.table.game.script.characters if c.team == team)
    real = [seat for seat in ctx.others() if ctx.table.team(seat) == team and seat.character]
    shown = tuple(dict.fromkeys((*on_script, *(seat.character or "" for seat in real))))
    pairs = list(combinations([seat.id for seat in ctx.others()], 2))
    domain: tuple[Answer, ...] = tuple((a, b, c) for a, b in pairs for c in shown)
    truth: list[Answer] = [a for seat in real for a in _answers(ctx, seat, (seat.character or "",))]
    unsure = [seat for seat in ctx.others() if seat not in real and sight.may_be_team(seat, team)]
    registered = [
        a for seat in unsure for a in _answers(ctx, seat, tuple(c for c in sight.characters(seat) if c in on_script)) if a not in truth
    ]
    reasons = [why(ctx.table, "pair_character", type=in_both(f"info.type.{team.value}"), players=seat_names(ctx.table, [s.id for s in real]))]
    if step == "librarian":
        domain = (NONE_IN_PLAY, *domain)
        may_leave = all(len(sight.teams(seat)) > 1 for seat in real)
        if not real:
            truth = [NONE_IN_PLAY]
            reasons = [why(ctx.table, "librarian_none")]
        elif may_leave:
            registered.append(NONE_IN_PLAY)
    reasons += registration_whys(ctx.table, unsure, "character", only=team)
    if step == "librarian" and NONE_IN_PLAY in registered:
        reasons += registration_whys(ctx.table, real, "team")
    truth_t = tuple(dict.fromkeys(truth))
    return Truth(domain, truth_t, _suggested(ctx, truth_t, tuple(registered)), tuple(reasons), registered=tuple(dict.fromkeys(registered)))


def _suggested(ctx: Context, truth: tuple[Answer, ...], registered: tuple[Answer, ...]) -> Answer | None:
    """The pair the setup tokens mark (type token + WRONG), else the first true answer."""
    typed, wrong = _marked(ctx, ctx.step)
    if typed is not None and wrong is not None:
        pair = ctx.table.by_order([typed.id, wrong.id])
        candidates = [a for a in (*truth, *registered) if isinstance(a, tuple) and a[:2] == pair]
        exact = [a for a in candidates if a[2:] == (typed.character,)]
        if exact or candidates:
            return (exact or candidates)[0]
    return truth[0] if truth else (registered[0] if registered else None)


info_rule("washerwoman")(_pair_truth)
info_rule("librarian")(_pair_truth)
info_rule("investigator")(_pair_truth)


@info_rule("chef")
def chef(ctx: Context) -> Truth:
    """How many pairs of neighbouring players are both evil, dead or alive (docs/rules/chef.md).

    A Recluse may count as evil in a pair, a Spy may not count: every registration's count is legal.
    """
    seats = list(ctx.state.seats)
    ring = [(seats[i].id, seats[(i + 1) % len(seats)].id) for i in range(len(seats))] if len(seats) > 2 else []
    if len(seats) == 2:
        ring = [(seats[0].id, seats[1].id)]
    real = sum(1 for a, b in ring if ctx.state.seat(a).alignment == ctx.state.seat(b).alignment == "evil")
    domain: tuple[Answer, ...] = tuple(range(len(ring) + 1)) if ring else (0,)
    reason = why(ctx.table, "chef", pairs=real)

    def count(world: dict[str, str]) -> int:
        return sum(1 for a, b in ring if world[a] == world[b] == "evil")

    return counted(ctx.table, domain, seats, count, (reason,))


def _died_tonight(ctx: Context) -> bool:
    """Woken only on the night it dies (docs/rules/ravenkeeper.md): a death recorded this night."""
    phase = ctx.state.phase
    return phase.kind == "night" and any(d.seat == ctx.holder.id and d.phase == phase for d in ctx.state.deaths)


@info_rule("ravenkeeper", applies=_died_tonight)
def ravenkeeper(ctx: Context) -> Truth:
    """The chosen player's character; a Recluse or a Spy may be shown as what it registers as (docs/rules/ravenkeeper.md)."""
    chosen = ctx.state.seat(ctx.choice[0])
    domain: tuple[Answer, ...] = tuple(dict.fromkeys((*ctx.table.script_characters(), *((chosen.character,) if chosen.character else ()))))
    if chosen.character is None:
        return Truth(domain, (), None, (why(ctx.table, "undertaker_no_character", player=chosen.name),))
    reason = why(ctx.table, "ravenkeeper", player=chosen.name, characters={"character": chosen.character})
    others = ctx.table.seen(chosen).characters[1:]
    extra = registration_whys(ctx.table, [chosen], "character")
    return Truth(domain, (chosen.character,), chosen.character, (reason, *extra), registered=others)
