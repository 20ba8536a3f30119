"""Day rules of the Bad Moon Rising evil side and its Outsiders (docs/rules/<id>.md).

- Triggers: an Outsider's death by day marks the Godfather's DIED TODAY; the Devil's Advocate's
  SURVIVES EXECUTION refuses an execution death; the Moonchild's public choice when it learns it
  died; the Mastermind's extra day announced to the Storyteller when the Demon is executed.
- Wins: on the Mastermind's extra day the executee's team loses, and nobody executed means good
  wins; the standard wins wait meanwhile (SUSPENDS, asked by victory.py).
- tinker_death: the Storyteller kills the Tinker at any moment of the day (or night).

Merged into registry.py with one line per table.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import STORYTELLER, Event, PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.outcome import Victory, other
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Hook, Resolver, Trigger
from grimoire_app.systems.botc.day.wins import execution_moment



def godfather_outsider_died(f: Fire) -> Trigger | None:
    """An Outsider dies by day: the Godfather's DIED TODAY, so the Godfather kills tonight (docs/rules/godfather.md)."""
    m, death = f.m, f.death()
    dead = m.find(death.seat)
    if dead is None or m.state.phase.kind != "day" or not m.holders("godfather"):
        return None
    from grimoire_app.systems.botc.info.registration import Sight

    teams = Sight(m.game, m.state, m.impaired).teams(dead)
    if Team.OUTSIDER not in teams or m.marked(dead, "godfather", "Died Today"):
        return None
    variant = "registration" if len(teams) > 1 else None  # a Spy may count as an Outsider, a Recluse may not
    return f.trigger(variant, proposed=(placed(m, dead.id, "godfather", "Died Today"),), player=dead.name)


def devilsadvocate_survives(f: Fire) -> Trigger | None:
    """An executed player marked SURVIVES EXECUTION by a working Devil's Advocate does not die (docs/rules/devilsadvocate.md)."""
    m, death = f.m, f.death()
    target = m.find(death.seat)
    if death.cause.kind != "execution" or target is None or not m.marked(target, "devilsadvocate", "Survives Execution"):
        return None
    advocates = m.holders("devilsadvocate")
    if not any(m.functioning(s) for s in advocates):
        return f.trigger("impaired", seat=advocates[0].id if advocates else None, player=target.name)
    return f.trigger(seat=advocates[0].id, replaces=True, player=target.name)


def moonchild_dies(f: Fire) -> Trigger | None:
    """The Moonchild learns it died: it publicly chooses a living player (docs/rules/moonchild.md)."""
    m, after, death = f.m, f.after, f.death()
    child = m.find(death.seat)
    if child is None or not m.holds(child, "moonchild") or after is None:
        return None
    living = tuple(s.id for s in after.state.seats if s.alive and s.id != child.id)
    variant = None if m.functioning(child) else "impaired"
    return f.trigger(variant, seat=child.id, choice=Choice("player", living), player=child.name)


def moonchild_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Mark the chosen player with the Moonchild's DEAD: tonight's Moonchild step kills them if good."""
    if trigger.key.endswith(".impaired") or not picked:
        return ()
    return (placed(Moment.now(game), picked[0], "moonchild", "Dead"),)


# --- the Mastermind ----------------------------------------------------------------------------


def mastermind_day(m: Moment) -> int | None:
    """Return the Mastermind's extra day: the day after a Demon's execution death that would end the game.

    The Mastermind must function when the Demon dies (docs/rules/mastermind.md). A Zombuul's first
    "death" ends nothing, and neither does a death that leaves another Demon alive.
    """
    for index, event in enumerate(m.events):
        if not isinstance(event, PlayerDied) or event.cause.kind != "execution":
            continue
        before = Moment(m.game, index)
        demon = before.find(event.seat)
        if demon is None or before.team(demon) != Team.DEMON or before.state.phase.kind != "day":
            continue
        if demon.character == "zombuul" and before.functioning(demon) and not before.registers_dead_zombuul(demon):
            continue
        if not any(before.functioning(s) for s in before.holders("mastermind")):
            continue
        others = [s for s in before.demons() if s.id != demon.id and before.really_alive(s)]
        if not others:
            return before.state.phase.number + 1
    return None


def mastermind_suspends(m: Moment) -> bool:
    """Whether the standard wins wait: from the Demon's execution until the extra day ends (then they apply again)."""
    extra = mastermind_day(m)
    phase = m.state.phase
    return extra is not None and (phase.number, phase.kind == "day") <= (extra, True)


def mastermind_executed(m: Moment) -> Victory | None:
    """On the extra day, the executed player's team loses (whether or not they die)."""
    extra, today = mastermind_day(m), m.today()
    if extra is None or today is None or today.number != extra:
        return None
    found = execution_moment(m)
    if found is None or found[1] == STORYTELLER:
        return None
    then, seat_id = found
    executee = then.seat(seat_id)
    return Victory(other(executee.alignment), "mastermind.executed", (("player", executee.name),))


def mastermind_no_execution(m: Moment) -> Victory | None:
    """At the dusk of the extra day with nobody executed, good wins."""
    extra, today = mastermind_day(m), m.today()
    if extra is None or today is None or today.number != extra or today.execution is not None:
        return None
    return Victory("good", "mastermind.no_execution")


def mastermind_demon_executed(f: Fire) -> Trigger | None:
    """Tell the Storyteller the game goes on for one more day (and not to say the Demon died)."""
    if f.after is None or f.m.holders("mastermind") == []:
        return None
    death = f.death()
    extra = mastermind_day(f.after)
    if extra is None or mastermind_day(f.m) is not None or f.m.state.phase.kind != "day":
        return None
    return f.trigger(player=f.m.name(death.seat), day=str(extra))


# --- the Tinker --------------------------------------------------------------------------------


def tinker_death(game: Game, seat_id: str) -> tuple[Event, ...]:
    """Return the Tinker's death by its own ability, day or night; empty when it cannot die of it now.

    A dead Tinker, a seat that is not the Tinker, or a drunk or poisoned Tinker (its ability does
    nothing) gives nothing: the Storyteller may still kill anyone with a plain Storyteller kill.
    """
    m = Moment.now(game)
    seat = m.find(seat_id)
    if seat is None or not m.holds(seat, "tinker") or not seat.alive or not m.functioning(seat):
        return ()
    return (kill(seat_id, "ability", "tinker"),)


HOOKS: dict[str, Hook] = {
    "godfather.outsider_died": godfather_outsider_died,
    "devilsadvocate.survives": devilsadvocate_survives,
    "moonchild.dies": moonchild_dies,
    "mastermind.demon_executed": mastermind_demon_executed,
}

RESOLVERS: dict[str, Resolver] = {"moonchild.dies": moonchild_resolve}

WINS: dict[str, Callable[[Moment], Victory | None]] = {
    "mastermind.executed": mastermind_executed,
    "mastermind.no_execution": mastermind_no_execution,
}

SUSPENDS: dict[str, Callable[[Moment], bool]] = {"mastermind": mastermind_suspends}
