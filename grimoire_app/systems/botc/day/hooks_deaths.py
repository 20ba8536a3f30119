"""Trigger hooks on deaths: who does not die, and what a death sets off.

Before a death is recorded: the Fang Gu jump, the Fool's and the Lleech's survival, the Zombuul's
first "death". After it: DIED TODAY tokens, the Lleech's host, the Klutz's choice, the Barber,
the Poppy Grower, the Grandmother, the Cannibal, the Bounty Hunter, the Sage, the Witch at three.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import CharacterAssigned, Event, PlayerDied, ReminderMoved, ReminderRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.acts import PublicAct, act_event
from grimoire_app.systems.botc.day.execution import zombuul_real_death
from grimoire_app.systems.botc.day.facts import ZOMBUUL_DEAD, Moment, placed
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Trigger



def fanggu_jump(f: Fire) -> Trigger | None:
    """The first Outsider the Fang Gu kills becomes an evil Fang Gu, and the Fang Gu dies instead (spec 2.4)."""
    m, death = f.m, f.death()
    victim = m.find(death.seat)
    if death.cause.kind != "demon" or death.cause.character != "fanggu" or victim is None or m.team(victim) != Team.OUTSIDER:
        return None
    if any(True for _ in m.tokens("fanggu", "Once")):
        return None
    old = next((s for s in m.holders("fanggu") if s.alive and m.functioning(s) and s.id != victim.id), None)
    if old is None:
        return None
    jump: tuple[Event, ...] = (
        kill(old.id, "ability", "fanggu"),
        CharacterAssigned(seat=victim.id, character="fanggu", alignment="evil"),
        placed(m, victim.id, "fanggu", "Once"),
    )
    return f.trigger(seat=old.id, proposed=jump, replaces=True, player=victim.name, demon=old.name)


def fool_first_death(f: Fire) -> Trigger | None:
    """The first time the Fool would die, it does not, and loses its ability (spec 3.1 Fool)."""
    m, death = f.m, f.death()
    fool = m.find(death.seat)
    if fool is None or fool.character != "fool" or not fool.alive or m.marked(fool, "fool", "No Ability"):
        return None
    if not m.functioning(fool):
        return f.trigger("impaired", seat=fool.id, player=fool.name)
    variant = "executed" if death.cause.kind == "execution" else None
    return f.trigger(variant, seat=fool.id, proposed=(placed(m, fool.id, "fool", "No Ability"),), replaces=True, player=fool.name)


def lleech_host(m: Moment) -> list[str]:
    """Return the seats marked as the Lleech's host (its POISONED)."""
    return [seat.id for seat, _ in m.tokens("lleech", "Poisoned")]


def lleech_survives(f: Fire) -> Trigger | None:
    """A functioning Lleech whose host lives does not die; an execution still counts (spec 4.4 Lleech)."""
    m, death = f.m, f.death()
    lleech = m.find(death.seat)
    if lleech is None or lleech.character != "lleech" or not lleech.alive or not m.functioning(lleech):
        return None
    hosts = [m.seat(h) for h in lleech_host(m)]
    if not any(host.alive for host in hosts):
        return None
    return f.trigger(seat=lleech.id, replaces=True, player=lleech.name)


def zombuul_first_death(f: Fire) -> Trigger | None:
    """The Zombuul's first death: it lives but registers dead; its next death is real (spec 3.4 Zombuul).

    After the PlayerDied, as tonight does: the first death puts the Zombuul's DEAD reminder on it;
    a death recorded anyway on a registers-dead Zombuul is its real one: the reminder comes off.
    ("after", so that its reminder and DIED TODAY's get different fresh ids.)
    """
    m, death = f.m, f.death()
    zombuul = m.find(death.seat)
    if zombuul is None or zombuul.character != "zombuul":
        return None
    if m.registers_dead_zombuul(zombuul):
        return f.trigger("second", seat=zombuul.id, proposed=(zombuul_real_death(zombuul),), player=zombuul.name)
    if zombuul.alive and m.functioning(zombuul):
        return f.trigger(seat=zombuul.id, proposed=(placed(m, zombuul.id, *ZOMBUUL_DEAD),), player=zombuul.name)
    return None


def zombuul_died_today(f: Fire) -> Trigger | None:
    """Each day, a player who dies gets the Zombuul's DIED TODAY (spec 3.4 Zombuul)."""
    return _died_today(f, "zombuul", any_cause=True)


def undertaker_died_today(f: Fire) -> Trigger | None:
    """A player who died by execution today gets the Undertaker's DIED TODAY (spec 4.1 Undertaker)."""
    return _died_today(f, "undertaker", any_cause=False)


def _died_today(f: Fire, character: str, any_cause: bool) -> Trigger | None:
    m, death = f.m, f.death()
    dead = m.find(death.seat)
    if dead is None or m.state.phase.kind != "day" or not m.holders(character):
        return None
    if not any_cause and death.cause.kind != "execution":
        return None
    if m.marked(dead, character, "Died Today"):
        return None
    return f.trigger(proposed=(placed(m, dead.id, character, "Died Today"),), player=dead.name)


def lleech_host_dies(f: Fire) -> Trigger | None:
    """The Lleech's host dies: the Lleech dies at once (spec 4.4 Lleech)."""
    m, death = f.m, f.death()
    if death.seat not in lleech_host(m):
        return None
    leeches = [s for s in m.holders("lleech") if s.alive and s.id != death.seat]
    if not leeches:
        return None
    return f.trigger(seat=leeches[0].id, proposed=tuple(kill(s.id, "ability", "lleech") for s in leeches), player=m.name(death.seat))


def klutz_dies(f: Fire) -> Trigger | None:
    """The Klutz learns it died: it must publicly choose a living player (spec 2.2 Klutz)."""
    m, after, death = f.m, f.after, f.death()
    klutz = m.find(death.seat)
    if klutz is None or not m.holds(klutz, "klutz") or after is None:
        return None
    living = tuple(s.id for s in after.state.seats if s.alive and s.id != klutz.id)
    variant = None if m.functioning(klutz) else "impaired"
    return f.trigger(variant, seat=klutz.id, choice=Choice("player", living), player=klutz.name)


def klutz_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Record the Klutz's public choice (check_victory then judges it)."""
    assert trigger.seat is not None
    return (act_event(PublicAct(act="klutz_choice", seat=trigger.seat, players=picked[:1])),)


def barber_dies(f: Fire) -> Trigger | None:
    """The Barber dies sober and healthy: HAIRCUTS TONIGHT (spec 4.2 Barber)."""
    return on_own_death(f, "barber", "Haircuts Tonight")


def poppygrower_dies(f: Fire) -> Trigger | None:
    """The Poppy Grower dies sober and healthy: EVIL WAKES tonight (spec 2.1 Poppy Grower)."""
    return on_own_death(f, "poppygrower", "Evil Wakes")


def on_own_death(f: Fire, character: str, token: str) -> Trigger | None:
    """A working `character` dies (a living one: a dead seat dying again under an override fires nothing): propose
    its `token` by it; drunk or poisoned when it dies → the informative "impaired" prompt, nothing proposed."""
    m, death = f.m, f.death()
    dead = m.find(death.seat)
    if dead is None or not m.holds(dead, character) or not dead.alive:
        return None
    if not m.functioning(dead):
        return f.trigger("impaired", seat=dead.id, player=dead.name)
    return f.trigger(seat=dead.id, proposed=(placed(m, dead.id, character, token),), player=dead.name)


def grandmother_grandchild_killed(f: Fire) -> Trigger | None:
    """The Demon kills the grandchild: the Grandmother dies too (spec 3.1 Grandmother)."""
    m, death = f.m, f.death()
    child = m.find(death.seat)
    if child is None or death.cause.kind != "demon" or not m.marked(child, "grandmother", "Grandchild"):
        return None
    grannies = [s for s in m.holders("grandmother") if s.alive and s.id != child.id and m.functioning(s)]
    if not grannies:
        return None
    return f.trigger(seat=grannies[0].id, proposed=tuple(kill(g.id, "ability", "grandmother") for g in grannies), player=child.name)


def cannibal_eats(f: Fire) -> Trigger | None:
    """An execution death feeds the Cannibal: LUNCH moves; an evil meal poisons it, a good one heals (spec 2.1)."""
    m, death = f.m, f.death()
    meal = m.find(death.seat)
    if meal is None or death.cause.kind != "execution":
        return None
    cannibals = [s for s in m.holders("cannibal") if s.alive and s.id != meal.id]
    if not cannibals:
        return None
    cannibal = cannibals[0]
    lunch = [r for seat, r in m.tokens("cannibal", "Lunch")]
    proposed: list[Event] = [ReminderMoved(reminder=lunch[0].id, seat=meal.id) if lunch else placed(m, meal.id, "cannibal", "Lunch")]
    poison = [r for seat, r in m.tokens("cannibal", "Poisoned") if seat.id == cannibal.id]
    if meal.alignment == "evil":
        proposed += [] if poison else [placed(m, cannibal.id, "cannibal", "Poisoned")]
        return f.trigger("evil", seat=cannibal.id, proposed=tuple(proposed), player=meal.name)
    proposed += [ReminderRemoved(reminder=r.id, because="used") for r in poison]
    return f.trigger("good", seat=cannibal.id, proposed=tuple(proposed), player=meal.name)


def bountyhunter_known_dies(f: Fire) -> Trigger | None:
    """The Bounty Hunter's KNOW player dies: the Bounty Hunter learns another tonight (spec 2.1)."""
    m, death = f.m, f.death()
    known = m.find(death.seat)
    hunters = [s for s in m.holders("bountyhunter") if s.alive]
    if known is None or not hunters or not m.marked(known, "bountyhunter", "Know"):
        return None
    return f.trigger(seat=hunters[0].id, player=known.name)


def sage_killed(f: Fire) -> Trigger | None:
    """The Demon kills a sober Sage: it wakes tonight to learn two players (spec 3.1 Sage)."""
    m, death = f.m, f.death()
    sage = m.find(death.seat)
    if sage is None or sage.character != "sage" or death.cause.kind != "demon" or not m.functioning(sage):
        return None
    return f.trigger(seat=sage.id, player=sage.name)


def witch_three_alive(f: Fire) -> Trigger | None:
    """Only 3 players live: the Witch's ability is gone for good, CURSED comes off (spec 2.3 Witch)."""
    m, after = f.m, f.after
    if after is None or not (m.state.alive_count > 3 >= after.state.alive_count):
        return None
    curses = [r for _, r in m.tokens("witch", "Cursed")]
    witches = m.holders("witch")
    if not witches:
        return None
    return f.trigger(seat=witches[0].id, proposed=tuple(ReminderRemoved(reminder=r.id, because="source_gone") for r in curses))
