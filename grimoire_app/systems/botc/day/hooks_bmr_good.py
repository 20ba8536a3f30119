"""Trigger hooks of Bad Moon Rising's good characters by day: who cannot die, the Minstrel, the Gossip.

Before a death is recorded: the Sailor (cannot die while sober and healthy), the Tea Lady's good
neighbours, the Pacifist's spared good executee (the Storyteller decides). After one: a Minion
executed sets off the Minstrel. A public act: the Gossip's statement, judged at night. Sources:
docs/rules/<id>.md.
"""

from __future__ import annotations

from grimoire_app.systems.botc.day.acts import act_of
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.triggers import Fire, Trigger
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import PlayerDied
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.rules_jinx_demons import jinxed


def _death(f: Fire) -> PlayerDied | None:
    return f.event if isinstance(f.event, PlayerDied) else None


def _unstoppable(death: PlayerDied) -> bool:
    """The Assassin's kill happens whatever would stop it."""
    return death.cause.character == "assassin"


def sailor_cannot_die(f: Fire) -> Trigger | None:
    """A sober and healthy Sailor does not die: the death is recorded as none (docs/rules/sailor.md)."""
    m, death = f.m, _death(f)
    if death is None or _unstoppable(death):
        return None
    sailor = m.find(death.seat)
    if sailor is None or sailor.character != "sailor" or not sailor.alive:
        return None
    if not m.functioning(sailor):
        return f.trigger("impaired", seat=sailor.id, player=sailor.name)
    return f.trigger(seat=sailor.id, replaces=True, player=sailor.name)


def tealady_neighbours(m: Moment, tealady: Seat, registering: bool = False) -> tuple[str, ...]:
    """Return the Tea Lady's nearest living neighbours both ways when they are two and both good (else none).

    `registering`: both may register as good (a Spy may; info/registration.py), instead of both being good.
    """
    both = tuple(seat.id for seat in m.state.nearest_each_way(tealady.id, m.really_alive))
    sight = Sight(m.game, m.state, m.impaired) if registering else None
    if len(both) != 2 or any(not (sight.may_be_good(m.seat(s)) if sight else m.seat(s).alignment == "good") for s in both):
        return ()
    return both


def _unsure(m: Moment, seat_ids: tuple[str, ...]) -> list[Seat]:
    """The seats among these that may register as the other alignment (a sober Recluse or Spy)."""
    sight = Sight(m.game, m.state, m.impaired)
    return [m.seat(s) for s in seat_ids if len(sight.alignments(m.seat(s))) > 1]


def tealady_protects(f: Fire) -> Trigger | None:
    """A working Tea Lady's two good living neighbours cannot die (docs/rules/tealady.md)."""
    m, death = f.m, _death(f)
    if death is None or _unstoppable(death):
        return None
    for tealady in m.holders("tealady"):
        if not tealady.alive or not m.functioning(tealady):
            continue
        if death.seat in tealady_neighbours(m, tealady):
            unsure = _unsure(m, tealady_neighbours(m, tealady))
            if unsure:  # a Recluse neighbour may register as evil: the Storyteller may decline the protection
                return f.trigger("registration", seat=tealady.id, replaces=True, player=m.name(death.seat), tealady=tealady.name, other=unsure[0].name)
            return f.trigger(seat=tealady.id, replaces=True, player=m.name(death.seat), tealady=tealady.name)
        if death.seat in tealady_neighbours(m, tealady, registering=True):  # a Spy neighbour may register as good
            unsure = _unsure(m, tealady_neighbours(m, tealady, registering=True))
            return f.trigger("registration", seat=tealady.id, replaces=True, player=m.name(death.seat), tealady=tealady.name, other=unsure[0].name)
    return None


def pacifist_spares(f: Fire) -> Trigger | None:
    """An executed good player might not die: the Storyteller decides (docs/rules/pacifist.md)."""
    m, death = f.m, _death(f)
    if death is None or death.cause.kind != "execution":
        return None
    victim = m.find(death.seat)
    pacifists = [s for s in m.holders("pacifist") if s.alive and m.functioning(s)]
    if victim is None or not pacifists or not Sight(m.game, m.state, m.impaired).may_be_good(victim):
        return None  # an executed Spy may register as good: the Storyteller may spare it too (docs/rules/spy.md)
    return f.trigger(seat=pacifists[0].id, replaces=True, player=victim.name)


def minstrel_minion_executed(f: Fire) -> Trigger | None:
    """A Minion dies by execution: everyone else is drunk until dusk tomorrow (docs/rules/minstrel.md)."""
    m, death = f.m, _death(f)
    if death is None or death.cause.kind != "execution":
        return None
    victim = m.find(death.seat)
    if victim is None or not Sight(m.game, m.state, m.impaired).may_be_team(victim, Team.MINION):
        return None
    registers = len(Sight(m.game, m.state, m.impaired).teams(victim)) > 1  # a Recluse may count, a Spy may not
    minstrels = [s for s in m.holders("minstrel") if s.alive]
    if not minstrels:
        return None
    minstrel = minstrels[0]
    if not m.functioning(minstrel):
        return f.trigger("impaired", seat=minstrel.id, player=victim.name)
    marker = placed(m, minstrel.id, "minstrel", "Everyone Is Drunk")
    if victim.character == "legion" and jinxed(m.game, m.state, "legion", "minstrel"):  # docs/rules/legion.md Jinxes
        return f.trigger("legion", seat=minstrel.id, proposed=(marker,), player=victim.name)
    return f.trigger("registration" if registers else None, seat=minstrel.id, proposed=(marker,), player=victim.name)


def gossip_statement(f: Fire) -> Trigger | None:
    """The Gossip's public statement: the Storyteller judges tonight whether it was true (docs/rules/gossip.md)."""
    act = act_of(f.event)
    if act is None or act.act != "gossip_statement":
        return None
    seat = f.m.find(act.seat)
    if seat is None:
        return None
    if seat.character != "gossip":
        return f.trigger("pretend", player=seat.name)
    return f.trigger(seat=seat.id, player=seat.name, statement=act.text or "-")
