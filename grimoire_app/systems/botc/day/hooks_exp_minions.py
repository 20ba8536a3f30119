"""The experimental Minions by day (issue 21): what their abilities propose when the day's events happen.

Sources: docs/rules/psychopath.md, boomdandy.md, vizier.md, mezepheles.md (official almanac, rules restated in our own words). The hooks are the
triggers of resources/botc/day_triggers.json, registered in registry.py with one line per table.
"""

from __future__ import annotations

from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Trigger
from grimoire_app.systems.botc.events import Event, Executed, VoteRecorded
from grimoire_app.systems.botc.game import Game


def psychopath_kills(f: Fire) -> Trigger | None:
    """Before nominations the Psychopath publicly names a player, who dies (docs/rules/psychopath.md)."""
    found = f.act("psychopath_kill")
    if found is None:
        return None
    act, psycho = found
    m = f.m
    target = m.find(act.players[0]) if act.players else None
    if psycho.character != "psychopath" or target is None:
        return f.trigger("pretend", player=psycho.name)
    if not psycho.alive:
        return f.trigger("dead", player=psycho.name)
    if not m.functioning(psycho):
        return f.trigger("impaired", seat=psycho.id, player=psycho.name, other=target.name)
    today = m.today()
    if today is not None and today.nominations:
        return f.trigger("late", seat=psycho.id, player=psycho.name, other=target.name)
    proposed = (kill(target.id, "ability", "psychopath"),) if target.alive else ()
    return f.trigger(seat=psycho.id, proposed=proposed, player=psycho.name, other=target.name)


def psychopath_roshambo(f: Fire) -> Trigger | None:
    """An executed, working Psychopath plays roshambo with their nominator: accept = the Psychopath won and lives."""
    m, death = f.m, f.death()
    psycho = m.find(death.seat)
    if death.cause.kind != "execution" or psycho is None or psycho.character != "psychopath" or not psycho.alive:
        return None
    if not m.functioning(psycho):
        return f.trigger("impaired", seat=psycho.id, player=psycho.name)
    today = m.today()
    nominations = [n for n in (today.nominations if today else ()) if n.nominee == psycho.id]
    nominator = m.find(nominations[-1].nominator) if nominations else None
    other = nominator.name if nominator is not None else "—"
    return f.trigger(seat=psycho.id, replaces=True, player=psycho.name, other=other)


HOOKS = {
    "psychopath.kills": psychopath_kills,
    "psychopath.roshambo": psychopath_roshambo,
}
"""Trigger hooks of this module, by rule id (registry.HOOKS takes them in one line)."""


# --- the Boomdandy ----------------------------------------------------------------------------------


def _living_others(m: Moment, executee: str | None) -> tuple[str, ...]:
    """Return the living seats other than today's executee, in table order."""
    return tuple(s.id for s in m.state.seats if s.alive and s.id != executee)


def boomdandy_explodes(f: Fire) -> Trigger | None:
    """An executed, working Boomdandy explodes: the Storyteller picks who dies until 3 are left, the Demon among them."""
    event, after = f.event, f.after
    if not isinstance(event, Executed) or after is None:
        return None
    m = f.m
    boom = m.find(event.seat)
    if boom is None or boom.character != "boomdandy":
        return None
    if not m.functioning(boom, "boomdandy"):
        return f.trigger("impaired", seat=boom.id, player=boom.name)
    living = _living_others(after, boom.id)
    if len(living) <= 3:
        return f.trigger("countdown", seat=boom.id, choice=Choice("player", living), player=boom.name)
    demons = {s.id for s in after.demons()}
    options = tuple(s for s in living if s not in demons)
    return f.trigger(seat=boom.id, choice=Choice("players", options), player=boom.name, dying=str(len(living) - 3))


def boomdandy_countdown(f: Fire) -> Trigger | None:
    """Once the blast leaves 3 players alive: count down from 10; the most pointed-at player dies (a tie: nobody)."""
    death, after = f.death(), f.after
    if death.cause.character != "boomdandy" or after is None or f.m.state.phase.kind != "day":
        return None
    today = after.today()
    living = _living_others(after, today.execution if today else None)
    if len(living) != 3:
        return None
    return f.trigger(choice=Choice("player", living))


def boomdandy_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Kill the picked players: the blast's (by the Boomdandy), or the countdown's most pointed-at player."""
    cause = "storyteller" if trigger.id == "boomdandy.countdown" or trigger.key.endswith(".countdown") else "ability"
    seats = [game.state.seat(p) for p in picked]
    return tuple(kill(s.id, cause, "boomdandy" if cause == "ability" else None) for s in seats if s.alive)


HOOKS.update({"boomdandy.explodes": boomdandy_explodes, "boomdandy.countdown": boomdandy_countdown})
RESOLVERS = {"boomdandy.explodes": boomdandy_resolve, "boomdandy.countdown": boomdandy_resolve}
"""Resolvers of this module's choices, by rule id (registry.RESOLVERS takes them in one line)."""


# --- the Vizier -------------------------------------------------------------------------------------


def vizier_survives(f: Fire) -> Trigger | None:
    """A working Vizier cannot die during the day, execution included (docs/rules/vizier.md)."""
    m, death = f.m, f.death()
    vizier = m.find(death.seat)
    if vizier is None or vizier.character != "vizier" or m.state.phase.kind != "day" or not vizier.alive:
        return None
    if not m.functioning(vizier):
        return f.trigger("impaired", seat=vizier.id, player=vizier.name)
    return f.trigger(seat=vizier.id, replaces=True, player=vizier.name)


def vizier_executes(f: Fire) -> Trigger | None:
    """After a vote with a good hand raised, a working Vizier may execute the nominee at once."""
    event, after = f.event, f.after
    if not isinstance(event, VoteRecorded) or after is None:
        return None
    m = f.m
    vizier = next((s for s in m.holders("vizier") if s.alive and m.functioning(s)), None)
    today = after.today()
    if vizier is None or (today is not None and today.execution is not None):
        return None
    good = [v for v in event.voters if (seat := m.find(v)) is not None and seat.alignment == "good"]
    if not good:
        return None
    nominee = m.find(event.nominee)
    if nominee is None:
        return None
    proposed: tuple[Event, ...] = (Executed(seat=nominee.id),) + ((kill(nominee.id, "execution"),) if nominee.alive else ())
    return f.trigger(seat=vizier.id, proposed=proposed, player=vizier.name, other=nominee.name)


HOOKS.update({"vizier.survives": vizier_survives, "vizier.executes": vizier_executes})


# --- the Mezepheles ---------------------------------------------------------------------------------


def mezepheles_word(f: Fire) -> Trigger | None:
    """The first good player to say the secret word is marked TURNS EVIL; the Mezepheles' ability is spent."""
    act = f.act("mezepheles_word")
    if act is None:
        return None
    m, speaker = f.m, act[1]
    mezepheles = next(iter(m.holders("mezepheles")), None)
    if mezepheles is None:
        return f.trigger("absent", player=speaker.name)
    if any(m.marked(s, "mezepheles", "No Ability") for s in m.state.seats):
        return f.trigger("spent", seat=mezepheles.id, player=speaker.name)
    if speaker.alignment != "good":
        return f.trigger("evil", seat=mezepheles.id, player=speaker.name)
    later = f.after if f.after is not None else m
    proposed: tuple[Event, ...] = (
        placed(later, speaker.id, "mezepheles", "Turns Evil"),
        placed(later, mezepheles.id, "mezepheles", "No Ability"),
    )
    return f.trigger(seat=mezepheles.id, proposed=proposed, player=speaker.name, other=mezepheles.name)


HOOKS.update({"mezepheles.word": mezepheles_word})
