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
from grimoire_app.systems.botc.state import Seat


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


def tealady_neighbours(m: Moment, tealady: Seat) -> tuple[str, ...]:
    """Return the Tea Lady's nearest living neighbours both ways when they are two and both good (else none)."""
    seats, start = m.state.seats, m.state.index_of(tealady.id)
    found: list[str] = []
    for step in (1, -1):
        for distance in range(1, len(seats)):
            seat = seats[(start + step * distance) % len(seats)]
            if m.really_alive(seat):
                found.append(seat.id)
                break
    both = tuple(dict.fromkeys(found))
    if len(both) != 2 or any(m.seat(s).alignment != "good" for s in both):
        return ()
    return both


def tealady_protects(f: Fire) -> Trigger | None:
    """A working Tea Lady's two good living neighbours cannot die (docs/rules/tealady.md)."""
    m, death = f.m, _death(f)
    if death is None or _unstoppable(death):
        return None
    for tealady in m.holders("tealady"):
        if tealady.alive and m.functioning(tealady) and death.seat in tealady_neighbours(m, tealady):
            return f.trigger(seat=tealady.id, replaces=True, player=m.name(death.seat), tealady=tealady.name)
    return None


def pacifist_spares(f: Fire) -> Trigger | None:
    """An executed good player might not die: the Storyteller decides (docs/rules/pacifist.md)."""
    m, death = f.m, _death(f)
    if death is None or death.cause.kind != "execution":
        return None
    victim = m.find(death.seat)
    pacifists = [s for s in m.holders("pacifist") if s.alive and m.functioning(s)]
    if victim is None or victim.alignment != "good" or not pacifists:
        return None
    return f.trigger(seat=pacifists[0].id, replaces=True, player=victim.name)


def minstrel_minion_executed(f: Fire) -> Trigger | None:
    """A Minion dies by execution: everyone else is drunk until dusk tomorrow (docs/rules/minstrel.md)."""
    m, death = f.m, _death(f)
    if death is None or death.cause.kind != "execution":
        return None
    victim = m.find(death.seat)
    if victim is None or m.team(victim) != Team.MINION:
        return None
    minstrels = [s for s in m.holders("minstrel") if s.alive]
    if not minstrels:
        return None
    minstrel = minstrels[0]
    if not m.functioning(minstrel):
        return f.trigger("impaired", seat=minstrel.id, player=victim.name)
    marker = placed(m, minstrel.id, "minstrel", "Everyone Is Drunk")
    return f.trigger(seat=minstrel.id, proposed=(marker,), player=victim.name)


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
