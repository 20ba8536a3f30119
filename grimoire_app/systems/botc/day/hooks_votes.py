"""Trigger hooks on nominations and votes: Virgin, Golem, Witch, Town Crier, Organ Grinder, Flowergirl.

Each hook answers for one rule of day_triggers.json (registered in registry.py) and returns a
Trigger, or None when the rule does not fire for this event.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Event, Executed, Nominated, ReminderMoved, ReminderRemoved, VoteRecorded
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Trigger
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.day.votes import about_to_die, secret_voting


def virgin_nominated(f: Fire) -> Trigger | None:
    """The Virgin's first nomination: a Townsfolk nominator is executed at once (spec 4.1 Virgin)."""
    m, event = f.m, f.event
    assert isinstance(event, Nominated)
    virgin, nominator = m.find(event.nominee), m.find(event.nominator)
    if virgin is None or nominator is None or virgin.character != "virgin" or m.marked(virgin, "virgin", "No Ability"):
        return None
    spent = placed(m, virgin.id, "virgin", "No Ability")
    if m.functioning(virgin) and m.team(nominator) == Team.TOWNSFOLK:
        executed: tuple[Event, ...] = (spent, Executed(seat=nominator.id), kill(nominator.id, "execution"))
        return f.trigger("execute", seat=virgin.id, proposed=executed, virgin=virgin.name, player=nominator.name)
    if m.functioning(virgin) and _sight(m).may_be_team(nominator, Team.TOWNSFOLK):  # the Spy (docs/rules/spy.md)
        choice = Choice("players", (nominator.id,))
        return f.trigger("may_register", seat=virgin.id, proposed=(spent,), choice=choice, virgin=virgin.name, player=nominator.name)
    return f.trigger("spent", seat=virgin.id, proposed=(spent,), virgin=virgin.name, player=nominator.name)


def _sight(m: Moment) -> Sight:
    """Registration at this moment (info/registration.py): a Spy may register as a Townsfolk, a Recluse as the Demon."""
    return Sight(m.game, m.state, m.impaired)


def virgin_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """The Storyteller let the nominator register as a Townsfolk: executed at once (docs/rules/spy.md)."""
    return tuple(event for seat in picked for event in (Executed(seat=seat), kill(seat, "execution")))


def golem_nominates(f: Fire) -> Trigger | None:
    """The Golem's one nomination: a nominee who is not the Demon dies (spec 4.2 Golem)."""
    m, event = f.m, f.event
    assert isinstance(event, Nominated)
    golem, nominee = m.find(event.nominator), m.find(event.nominee)
    if golem is None or not m.holds(golem, "golem"):
        return None
    if m.marked(golem, "golem", "May Not Nominate"):
        return f.trigger("refused", seat=golem.id, replaces=True, golem=golem.name)
    spent = placed(m, golem.id, "golem", "May Not Nominate")
    if nominee is not None and nominee.alive and m.functioning(golem) and not m.registers_demon(nominee):
        if True in _sight(m).demon(nominee):  # the Recluse may register as the Demon (docs/rules/recluse.md)
            choice = Choice("players", (nominee.id,))
            return f.trigger("may_register", seat=golem.id, proposed=(spent,), choice=choice, golem=golem.name, player=nominee.name)
        dies = kill(nominee.id, "ability", "golem")
        return f.trigger("kills", seat=golem.id, proposed=(spent, dies), golem=golem.name, player=nominee.name)
    return f.trigger("nothing", seat=golem.id, proposed=(spent,), golem=golem.name)


def golem_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """The Storyteller let the nominee register as not the Demon: it dies (docs/rules/recluse.md)."""
    return tuple(kill(seat, "ability", "golem") for seat in picked)


def witch_cursed_nominates(f: Fire) -> Trigger | None:
    """A cursed player nominates while the Witch functions and more than 3 live: they die (spec 2.3 Witch)."""
    m, event = f.m, f.event
    assert isinstance(event, Nominated)
    nominator = m.find(event.nominator)
    if nominator is None or not nominator.alive or not m.marked(nominator, "witch", "Cursed"):
        return None
    witch = next((w for w in m.holders("witch") if m.functioning(w)), None)
    if witch is None or m.state.alive_count <= 3:
        return f.trigger("inert", player=nominator.name)
    return f.trigger(seat=witch.id, proposed=(kill(nominator.id, "ability", "witch"),), player=nominator.name)


def towncrier_minion_nominates(f: Fire) -> Trigger | None:
    """A Minion nominates: the Town Crier's token turns to MINION NOMINATED (spec 2.1 Town Crier)."""
    m, event = f.m, f.event
    assert isinstance(event, Nominated)
    nominator = m.find(event.nominator)
    if nominator is None or m.team(nominator) != Team.MINION:
        return None
    proposed: list[Event] = []
    for crier in m.holders("towncrier"):
        if m.marked(crier, "towncrier", "Minion Nominated"):
            continue
        proposed += [ReminderRemoved(reminder=r.id) for seat, r in m.tokens("towncrier", "Minions Not Nominated") if seat == crier]
        proposed.append(placed(m, crier.id, "towncrier", "Minion Nominated"))
    return f.trigger(proposed=tuple(proposed), player=nominator.name) if proposed else None


def organgrinder_secret_vote(f: Fire) -> Trigger | None:
    """A vote is about to start under a functioning Organ Grinder: eyes closed, count silently (spec 3.3)."""
    if not secret_voting(f.m.game, f.m.at):
        return None
    grinder = next(s for s in f.m.holders("organgrinder") if s.alive)
    return f.trigger(seat=grinder.id)


def flowergirl_demon_votes(f: Fire) -> Trigger | None:
    """A Demon raises a hand: the Flowergirl's token turns to DEMON VOTED (spec 4.1 Flowergirl)."""
    m, event = f.m, f.event
    assert isinstance(event, VoteRecorded)
    demon = next((s for s in (m.find(v) for v in event.voters) if s is not None and m.team(s) == Team.DEMON), None)
    if demon is None:
        return None
    proposed: list[Event] = []
    for girl in m.holders("flowergirl"):
        if m.marked(girl, "flowergirl", "Demon Voted"):
            continue
        proposed += [ReminderRemoved(reminder=r.id) for seat, r in m.tokens("flowergirl", "Demon Not Voted") if seat == girl]
        proposed.append(placed(m, girl.id, "flowergirl", "Demon Voted"))
    return f.trigger(proposed=tuple(proposed), player=demon.name) if proposed else None


def organgrinder_about_to_die(f: Fire) -> Trigger | None:
    """After a secret vote, ABOUT TO DIE marks the leader privately (spec 3.3 Organ Grinder)."""
    m, after = f.m, f.after
    assert after is not None
    grinder = next((s for s in m.holders("organgrinder") if s.alive), None)
    if grinder is None or not secret_voting(m.game, m.at):
        return None
    leader = about_to_die(m.game, after.at)
    tokens = list(m.tokens("organgrinder", "About To Die"))
    if leader is None:
        return f.trigger("nobody", seat=grinder.id, proposed=tuple(ReminderRemoved(reminder=r.id) for _, r in tokens)) if tokens else None
    if any(seat.id == leader for seat, _ in tokens):
        return None
    moved: Event = ReminderMoved(reminder=tokens[0][1].id, seat=leader) if tokens else placed(m, leader, "organgrinder", "About To Die")
    return f.trigger(seat=grinder.id, proposed=(moved,), player=m.name(leader))
