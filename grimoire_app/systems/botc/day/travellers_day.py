"""The Travellers' day abilities (issue 17): the Gunslinger's shot after the day's first vote, the Scapegoat taking an execution.

Sources: docs/rules/gunslinger.md and scapegoat.md (official almanac, rules restated in our own words). The act is a
PublicAct `gunslinger_shot` (seat = the Gunslinger, players = the target); its trigger
`gunslinger.shoots` (resources/botc/day_triggers.json, registered in registry.py) proposes the death;
`gunslinger_refusals` (added to every game's check) says when the rules refuse the act (the
Storyteller may override, recorded).
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import STORYTELLER, Event, Executed, PlayerDied, PublicAct
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.systems.botc.rules import Refusal
from grimoire_app.systems.botc.day.acts import act_of
from grimoire_app.systems.botc.day.gunslinger_window import first_vote, shot_today
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.triggers import Fire, Trigger
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.state import Seat
from grimoire_app.model.log import Refusing


def gunslinger_refusals(game: Game, event: Event) -> Sequence[Refusing]:
    """The rules of docs/rules/gunslinger.md that refuse a shot: outside the window, twice a day, at a non-voter."""
    if not isinstance(event, PublicAct) or event.act != "gunslinger_shot" or game.state.today() is None:
        return []
    state = game.state
    found: list[Refusal] = []
    vote = first_vote(game)
    if vote is None:
        found.append(Refusal("gunslinger_window"))
    if shot_today(game, event.seat):
        found.append(Refusal("gunslinger_twice", (("player", state.seat(event.seat).name),)))
    target = event.players[0] if event.players else None
    if vote is not None and target is not None and target not in vote.counted:
        found.append(Refusal("gunslinger_not_voter", (("player", state.seat(target).name),)))
    return found


add_rule(gunslinger_refusals)


def gunslinger_shoots(f: Fire) -> Trigger | None:
    """The Gunslinger shoots a voter of the day's first vote: the target dies (docs/rules/gunslinger.md)."""
    act = act_of(f.event)
    m = f.m
    gunslinger = m.find(act.seat) if act is not None and act.act == "gunslinger_shot" else None
    if act is None or gunslinger is None or gunslinger.character != "gunslinger":
        return None
    if not gunslinger.alive:
        return f.trigger("dead", player=gunslinger.name)
    target = m.find(act.players[0]) if act.players else None
    if target is None:
        return None
    if not m.functioning(gunslinger):
        return f.trigger("impaired", seat=gunslinger.id, player=gunslinger.name, other=target.name)
    if not target.alive:
        return f.trigger("already_dead", seat=gunslinger.id, player=gunslinger.name, other=target.name)
    return f.trigger("hit", seat=gunslinger.id, proposed=(kill(target.id, "ability", "gunslinger"),), player=gunslinger.name, other=target.name)


def _scapegoat_for(m: Moment, executed: Seat) -> Seat | None:
    """Return a living, sober and healthy Scapegoat the executed player may share an alignment with (registration applies)."""
    if executed.character == "scapegoat":
        return None
    alignments = Sight(m.game, m.state, m.impaired).alignments(executed)
    for goat in m.holders("scapegoat"):
        if goat.id != executed.id and goat.alive and m.functioning(goat) and goat.alignment in alignments:
            return goat
    return None


def scapegoat_instead(f: Fire) -> Trigger | None:
    """Before an execution of a player of the Scapegoat's alignment: execute the Scapegoat instead? (docs/rules/scapegoat.md).

    Yes → the execution and its death go to the Scapegoat; `scapegoat_spares` then keeps the nominee's
    execution death from being recorded.
    """
    event, m = f.event, f.m
    if not isinstance(event, Executed) or event.seat == STORYTELLER:
        return None
    executed = m.find(event.seat)
    goat = _scapegoat_for(m, executed) if executed is not None else None
    if executed is None or goat is None:
        return None
    proposed: tuple[Event, ...] = (Executed(seat=goat.id), kill(goat.id, "execution"))
    variant = "registration" if len(Sight(m.game, m.state, m.impaired).alignments(executed)) > 1 else None
    return f.trigger(variant, seat=goat.id, proposed=proposed, replaces=True, player=goat.name, other=executed.name)


def scapegoat_spares(f: Fire) -> Trigger | None:
    """The nominee's execution death after the Scapegoat took the execution: it is not recorded."""
    event, m = f.event, f.m
    today = m.today()
    if not isinstance(event, PlayerDied) or event.cause.kind != "execution" or today is None or today.execution in (None, event.seat):
        return None
    goat = m.find(today.execution) if today.execution != STORYTELLER else None
    spared = m.find(event.seat)
    if goat is None or spared is None or goat.character != "scapegoat":
        return None
    return f.trigger(seat=goat.id, replaces=True, player=goat.name, other=spared.name)
