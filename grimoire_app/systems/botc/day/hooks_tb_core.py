"""Trouble Brewing by day: the Slayer's shot, the Scarlet Woman's catch, the Butler's vote, the Saint's and the Mayor's ends.

Triggers (day_triggers.json) and win rules (day_wins.json), registered in registry.py. Sources:
docs/rules/slayer.md, scarletwoman.md, butler.md, saint.md and mayor.md (official almanac, rules
restated in our own words). The night side of the Scarlet Woman and the Mayor is tonight/deaths_tb_core.py.
"""

from __future__ import annotations

from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import CharacterAssigned, Event, PlayerDied, ReminderMoved, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.day.acts import act_of
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.facts_tb_core import catching_scarlet_woman, fanggu_jump_death
from grimoire_app.systems.botc.day.outcome import Victory, other
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Trigger
from grimoire_app.systems.botc.day.wins import execution_moment, real_alive_players
from grimoire_app.systems.botc.info.registration import Sight

MAYOR_ALIVE = 3
"""The Mayor's team wins at a dusk with exactly this many players alive and no execution."""


def registers_as_demon(m: Moment, seat: Seat, asking: str) -> bool | None:
    """Return whether a seat registers as the Demon to an ability: True, False, or None when the Storyteller may choose.

    The one seam between the day's abilities and registration (issue 16, info/registration.py): a
    Demon (or Lil' Monsta's babysitter) always does; a functioning Recluse may, at the Storyteller's
    choice; nobody else. `asking` names the ability that asks (the Slayer).
    """
    possible = Sight(m.game, m.state, m.impaired).demon(seat)
    if m.registers_demon(seat) or possible == (True,):
        return True
    return None if True in possible else False


def slayer_shoots(f: Fire) -> Trigger | None:
    """The Slayer's once-per-game public shot: a Demon chosen dies; spent whatever happens (docs/rules/slayer.md)."""
    act = act_of(f.event)
    m = f.m
    slayer = m.find(act.seat) if act is not None and act.act == "slayer_shot" else None
    if act is None or slayer is None:
        return None
    believed = slayer.character == "drunk" and slayer.believed == "slayer"
    if slayer.character != "slayer" and not believed:
        return f.trigger("pretend", player=slayer.name)
    if not slayer.alive:
        return f.trigger("dead", player=slayer.name)
    if m.marked(slayer, "slayer", "No Ability") or m.state.phase.kind != "day":
        return f.trigger("spent", seat=slayer.id, player=slayer.name)
    target = m.find(act.players[0]) if act.players else None
    spent: tuple[Event, ...] = (placed(m, slayer.id, "slayer", "No Ability"),)
    if believed or not m.functioning(slayer) or target is None:
        return f.trigger("impaired", seat=slayer.id, proposed=spent, player=slayer.name)
    demon = registers_as_demon(m, target, "slayer") if target.alive else False
    if demon is None:
        choice = Choice("players", (target.id,))
        return f.trigger("registration", seat=slayer.id, proposed=spent, choice=choice, player=slayer.name, other=target.name)
    if demon:
        return f.trigger("hit", seat=slayer.id, proposed=spent + (kill(target.id, "ability", "slayer"),), player=slayer.name, other=target.name)
    return f.trigger("miss", seat=slayer.id, proposed=spent, player=slayer.name, other=target.name)


def slayer_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Kill the target if the Storyteller lets it register as the Demon (picked), else nothing more."""
    return tuple(kill(seat, "ability", "slayer") for seat in picked)


def scarletwoman_demon_dies(f: Fire) -> Trigger | None:
    """By day the Demon dies with 5+ alive: the Scarlet Woman becomes that Demon (docs/rules/scarletwoman.md).

    At night tonight's death proposals carry the same change (tonight/deaths_tb_core.py), so this asks only by day.
    """
    event, m = f.event, f.m
    if not isinstance(event, PlayerDied) or m.state.phase.kind != "day":
        return None
    demon = m.find(event.seat)
    if fanggu_jump_death(event, demon):
        return None  # the Scarlet Woman/Fang Gu jinx: the jump already makes a new Fang Gu, she stays the Scarlet Woman
    woman = catching_scarlet_woman(m, demon) if demon is not None and demon.alive else None
    if demon is None or woman is None or demon.character is None:
        return None
    token = next((r for r in demon.reminders if (r.character, r.token) == ("lilmonsta", "Is The Demon")), None)
    if token is not None:  # the Lil' Monsta/Scarlet Woman jinx: she babysits for the rest of the game
        moved = (ReminderMoved(reminder=token.id, seat=woman.id), placed(m, woman.id, "scarletwoman", "Is The Demon"))
        return f.trigger("lilmonsta", seat=woman.id, proposed=moved, player=woman.name, other=demon.name)
    becomes = CharacterAssigned(seat=woman.id, character=demon.character, alignment=woman.alignment)
    proposed = (becomes, placed(m, woman.id, "scarletwoman", "Is The Demon"))
    return f.trigger(seat=woman.id, proposed=proposed, player=woman.name, other=demon.name)


def butlers_without_master(m: Moment, vote: VoteRecorded) -> list[tuple[Seat, Seat]]:
    """Return each functioning living Butler who raised a hand while their MASTER did not, with that master.

    The vote check of docs/rules/butler.md: the Storyteller is told, not forced (the hands are the table's).
    """
    found = []
    for butler in m.holders("butler"):
        if butler.id not in vote.voters or not butler.alive or not m.functioning(butler):
            continue
        masters = [seat for seat, _ in m.tokens("butler", "Master")]
        if masters and not any(master.id in vote.voters for master in masters):
            found.append((butler, masters[0]))
    return found


def butler_votes(f: Fire) -> Trigger | None:
    """A Butler voted without their master: ask the Storyteller whether the hand counts."""
    if not isinstance(f.event, VoteRecorded):
        return None
    found = butlers_without_master(f.m, f.event)
    if not found:
        return None
    butler, master = found[0]
    return f.trigger(seat=butler.id, player=butler.name, other=master.name)


def saint_executed(m: Moment) -> Victory | None:
    """The Saint's team loses when a functioning Saint dies by execution today (docs/rules/saint.md)."""
    found = execution_moment(m)
    if found is None:
        return None
    then, seat_id = found
    saint = then.find(seat_id)
    now = m.find(seat_id)
    if saint is None or now is None or not then.holds(saint, "saint") or not saint.alive or now.alive:
        return None
    if not then.functioning(saint):
        return None
    return Victory(other(saint.alignment), "saint.executed", (("player", saint.name),))


def mayor_three_alive(m: Moment) -> Victory | None:
    """At dusk, 3 players alive, nobody executed today, a functioning Mayor alive: the Mayor's team wins (docs/rules/mayor.md)."""
    today = m.today()
    if today is None or today.execution is not None or real_alive_players(m) != MAYOR_ALIVE:
        return None
    mayor = next((s for s in m.holders("mayor") if s.alive and m.functioning(s)), None)
    return Victory(mayor.alignment, "mayor.three_alive", (("player", mayor.name),)) if mayor else None
