"""The second wave of Travellers acting by day (issue 17): Judge, Matron, Gangster, Beggar, Deviant, Bishop.

Sources: docs/rules/judge.md, matron.md, gangster.md, beggar.md, deviant.md, bishop.md (official almanac, rules
restated in our own words). Each public act is a PublicAct (systems/botc/events.py); the hooks here are the
triggers of resources/botc/day_triggers.json that propose what the act does (registered in registry.py), and
`day2_refusals` (added to every game's check) says when the rules refuse an act (the Storyteller may override,
recorded). The Judge's effect on the vote is day/judge.py, the Beggar's tokens day/beggar.py, the Bishop's
nominations day/bishop.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Event, GhostVoteSpent, InfoShown, PhaseAdvanced, PublicAct, SeatsSwapped
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.systems.botc.rules import Refusal
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.systems.botc.day.beggar import beggar_learns
from grimoire_app.systems.botc.day.bishop import opposing_nominated
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.judge import JUDGE_ACTS, ruling_of
from grimoire_app.systems.botc.day.offers_day2 import MATRON_SWAPS, acts_today
from grimoire_app.systems.botc.day.triggers import Fire, Trigger

def living_neighbours(state: GameState, seat_id: str) -> tuple[Seat, ...]:
    """Return a seat's nearest living neighbour clockwise, then counter-clockwise (one seat when both walks meet it)."""
    return state.nearest_each_way(seat_id, lambda s: s.alive)


def gangster_partner(state: GameState, gangster: str, target: str) -> Seat | None:
    """Return the Gangster's other living neighbour, who must agree to the kill (None: the target is no living neighbour)."""
    both = living_neighbours(state, gangster)
    if target not in {s.id for s in both}:
        return None
    others = [s for s in both if s.id != target]
    return others[0] if others else None


# -- refusals -----------------------------------------------------------------------------------------


def _matron(game: Game, act: PublicAct) -> list[Refusal]:
    state = game.state
    matron = state.seat(act.seat)
    found: list[Refusal] = []
    if len(act.players) != 2 or len(set(act.players)) != 2:
        found.append(Refusal("matron_two_players"))
    if not matron.alive:
        found.append(Refusal("traveller_dead", (("player", matron.name),)))
    if acts_today(game, "matron_swap", act.seat) >= MATRON_SWAPS:
        found.append(Refusal("matron_three", (("player", matron.name),)))
    return found


def _gangster(game: Game, act: PublicAct) -> list[Refusal]:
    state = game.state
    gangster = state.seat(act.seat)
    found: list[Refusal] = []
    if not gangster.alive:
        found.append(Refusal("traveller_dead", (("player", gangster.name),)))
    target = act.players[0] if act.players else None
    if target is None or gangster_partner(state, act.seat, target) is None:
        found.append(Refusal("gangster_not_neighbour", (("player", state.seat(target).name if target else "—"),)))
    if acts_today(game, "gangster_kill", act.seat) > 0:
        found.append(Refusal("gangster_twice", (("player", gangster.name),)))
    return found


def day2_refusals(game: Game, event: Event) -> Sequence[Refusing]:
    """The rules of docs/rules/matron.md and gangster.md that refuse an act (the Storyteller may override)."""
    if not isinstance(event, PublicAct) or game.state.today() is None:
        return []
    if event.act == "matron_swap":
        return _matron(game, event)
    if event.act == "gangster_kill":
        return _gangster(game, event)
    return []


add_rule(day2_refusals)


# -- triggers -----------------------------------------------------------------------------------------


def judge_rules(f: Fire) -> Trigger | None:
    """After a Judge's ruling: what it does to the vote, and NO ABILITY (docs/rules/judge.md)."""
    act = f.event
    if not isinstance(act, PublicAct) or act.act not in JUDGE_ACTS or f.after is None:
        return None
    m, judge = f.m, f.m.find(act.seat)
    if judge is None or not act.players:
        return None
    other = m.name(act.players[0])
    if judge.character != "judge":
        return f.trigger("pretend", player=judge.name)
    works = m.functioning(judge)
    token = placed(f.after, judge.id, "judge", "No Ability").model_copy(update={"inert": not works})
    variant = ruling_of(act) if works else "impaired"
    return f.trigger(variant, seat=judge.id, proposed=(token,), player=judge.name, other=other)


def matron_swaps(f: Fire) -> Trigger | None:
    """After the Matron names two players: they swap seats (docs/rules/matron.md)."""
    found = f.act("matron_swap")
    if found is None or f.after is None:
        return None
    act, matron = found
    if matron.character != "matron":
        return f.trigger("pretend", player=matron.name)
    if len(act.players) != 2 or len(set(act.players)) != 2:
        return None
    first, second = act.players
    variant = "impaired" if matron.alive and f.m.impaired(matron.id) else None
    return f.trigger(variant, seat=matron.id, proposed=(SeatsSwapped(seat=first, other=second),), player=matron.name,
                     first=f.m.name(first), second=f.m.name(second))


def matron_dawn(f: Fire) -> Trigger | None:
    """At dawn with a living Matron seated: remind the table that nobody leaves their seat to talk privately today."""
    event, after = f.event, f.after
    if not isinstance(event, PhaseAdvanced) or event.to.kind != "day" or after is None:
        return None
    matron = next((seat for seat in after.holders("matron") if seat.alive), None)
    return f.trigger(seat=matron.id, player=matron.name) if matron is not None else None


def gangster_kills(f: Fire) -> Trigger | None:
    """The Gangster names a living neighbour: if the other living neighbour agrees, the target dies (docs/rules/gangster.md)."""
    found = f.act("gangster_kill")
    if found is None:
        return None
    act, gangster = found
    m = f.m
    target = m.find(act.players[0]) if act.players else None
    if gangster.character != "gangster" or target is None:
        return f.trigger("pretend", player=gangster.name)
    if not gangster.alive:
        return f.trigger("dead", player=gangster.name)
    partner = gangster_partner(m.state, gangster.id, target.id)
    agrees = partner.name if partner is not None else "—"
    if not m.functioning(gangster):
        return f.trigger("impaired", seat=gangster.id, player=gangster.name, other=target.name, partner=agrees)
    proposed = (kill(target.id, "ability", "gangster"),) if target.alive else ()
    return f.trigger(seat=gangster.id, proposed=proposed, player=gangster.name, other=target.name, partner=agrees)


def beggar_given(f: Fire) -> Trigger | None:
    """A dead player gives the Beggar their vote token: the ghost vote is spent, the Beggar learns the giver's alignment."""
    found = f.act("beggar_token")
    if found is None or f.after is None:
        return None
    act, beggar = found
    giver = f.m.find(act.players[0]) if act.players else None
    if beggar.character != "beggar" or giver is None:
        return f.trigger("pretend", player=beggar.name)
    info = beggar_learns(f.m, giver)
    spent: tuple[Event, ...] = (GhostVoteSpent(seat=giver.id),) if not giver.alive and giver.ghost_vote else ()
    shown = InfoShown(seat=beggar.id, info="answer", players=(giver.id,), answer=info.truth)
    variant = ("registration_" if info.registration is not None else "") + info.truth
    return f.trigger(variant, seat=beggar.id, proposed=spent + (shown,), player=beggar.name, other=giver.name)


def deviant_funny(f: Fire) -> Trigger | None:
    """The Deviant's exile passes: were they funny today? Yes → the Deviant does not die (docs/rules/deviant.md)."""
    death = f.death()
    m = f.m
    deviant = m.find(death.seat)
    if death.cause.kind != "exile" or deviant is None or deviant.character != "deviant" or not deviant.alive:
        return None
    if m.impaired(deviant.id):
        return f.trigger("impaired", seat=deviant.id, player=deviant.name)
    return f.trigger(seat=deviant.id, replaces=True, player=deviant.name)


def bishop_dusk(f: Fire) -> Trigger | None:
    """At dusk, under a Bishop: no player of the opposing alignment was nominated today → say so (docs/rules/bishop.md)."""
    event, after = f.event, f.after
    if not isinstance(event, PhaseAdvanced) or event.to.kind != "night" or after is None:
        return None
    m = f.m
    today = m.state.days[-1] if m.state.days and m.state.phase.kind == "day" else None
    if today is None:
        return None
    for bishop in m.holders("bishop"):
        if m.functioning(bishop) and not opposing_nominated(m, bishop, today.number):
            wanted = "evil" if bishop.alignment == "good" else "good"
            return f.trigger(wanted, seat=bishop.id, player=bishop.name)
    return None


HOOKS = {
    "judge.rules": judge_rules,
    "matron.swaps": matron_swaps,
    "matron.no_private_talk": matron_dawn,
    "gangster.kills": gangster_kills,
    "beggar.token": beggar_given,
    "deviant.funny": deviant_funny,
    "bishop.opposing": bishop_dusk,
}
"""Trigger id -> hook, for registry.py (one line there)."""


__all__ = ["HOOKS", "MATRON_SWAPS", "acts_today", "day2_refusals", "gangster_partner", "living_neighbours"]
