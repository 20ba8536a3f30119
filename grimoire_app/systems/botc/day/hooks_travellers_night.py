"""The day side of the Travellers who act at night (issue 17): the Cacklejack's choice and the Gnome's amigo.

docs/rules/cacklejack.md: each day the Cacklejack chooses a player (a PublicAct `cacklejack_choice`, public or
told privately; once a day: `cacklejack_refusals`, added to every game's check, overridable); the trigger
`cacklejack.chooses` moves NOT ME onto that player, and tonight's step refuses to change them.

docs/rules/gnome.md: every player knows one player of the Gnome's alignment (AMIGO, placed by the
Storyteller when the Gnome joins, announced; `gnome.amigo` asks for it at each change of phase until it
is out); the Gnome may choose to kill anyone who nominates them. The trigger `gnome.amigo_nominated` (resources/botc/day_triggers.json, registered in
registry.py) fires after each nomination of a player carrying AMIGO and proposes the nominator's
death; the Storyteller records it when the Gnome chooses to kill, or declines. A dead or impaired
Gnome kills nobody (said, nothing proposed). The nomination stands either way.
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.systems.botc.events import Event, Nominated, PublicAct, ReminderRemoved
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.systems.botc.rules import Refusal
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Trigger

NOT_ME = ("cacklejack", "Not Me")


def cacklejack_refusals(game: Game, event: Event) -> Sequence[Refusing]:
    """The Cacklejack chooses during the day, once a day (docs/rules/cacklejack.md); the Storyteller may override."""
    if not isinstance(event, PublicAct) or event.act != "cacklejack_choice":
        return []
    today = game.state.today()
    if today is None:
        return [Refusal("cacklejack_not_day")]
    earlier = [e for _, e in Moment.now(game).day_events(today.number)
               if isinstance(e, PublicAct) and e.act == "cacklejack_choice" and e.seat == event.seat]
    return [Refusal("cacklejack_twice", (("player", game.state.seat(event.seat).name),))] if earlier else []


add_rule(cacklejack_refusals)


def cacklejack_chooses(f: Fire) -> Trigger | None:
    """The Cacklejack chose a player today: NOT ME moves onto them (the one player who will not change tonight)."""
    found = f.act("cacklejack_choice")
    if found is None:
        return None
    act, cacklejack = found
    target = f.m.find(act.players[0]) if act.players else None
    if target is None or cacklejack.character != "cacklejack":
        return None
    proposed: tuple[Event, ...] = tuple(ReminderRemoved(reminder=r.id) for _, r in f.m.tokens(*NOT_ME))
    proposed += (placed(f.m, target.id, *NOT_ME),)
    return f.trigger(seat=cacklejack.id, proposed=proposed, cacklejack=cacklejack.name, player=target.name)


def gnome_amigo_nominated(f: Fire) -> Trigger | None:
    """The amigo was nominated: offer the nominator's death to the Gnome (docs/rules/gnome.md)."""
    m, event = f.m, f.event
    if not isinstance(event, Nominated):
        return None
    amigo, nominator = m.find(event.nominee), m.find(event.nominator)
    gnomes = m.holders("gnome")
    if amigo is None or nominator is None or not gnomes or not m.marked(amigo, "gnome", "Amigo"):
        return None
    gnome = gnomes[0]
    if not gnome.alive:
        return None
    names = {"gnome": gnome.name, "player": nominator.name, "amigo": amigo.name}
    variant = "impaired" if not m.functioning(gnome) else "already_dead" if not nominator.alive else None
    proposed = (kill(nominator.id, "ability", "gnome"),) if variant is None else ()
    return f.trigger(variant, seat=gnome.id, proposed=proposed, gnome=names["gnome"], player=names["player"], amigo=names["amigo"])


def gnome_amigo(f: Fire) -> Trigger | None:
    """A living Gnome and no AMIGO out yet: at each change of phase, ask the Storyteller to pick and announce the amigo,
    a player of the Gnome's (real) alignment (docs/rules/gnome.md Setup)."""
    after = f.after
    if after is None:
        return None
    gnome = next((s for s in after.holders("gnome") if s.alive), None)
    if gnome is None or any(True for _ in after.tokens("gnome", "Amigo")):
        return None
    options = tuple(s.id for s in after.state.seats if s.id != gnome.id and s.alignment == gnome.alignment)
    return f.trigger(seat=gnome.id, choice=Choice("player", options), gnome=gnome.name)


def gnome_amigo_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """The Storyteller picked the amigo: AMIGO goes by that player (announced to everyone)."""
    return (place_reminder(game.state, picked[0], "gnome", "Amigo"),) if picked else ()


HOOKS = {"gnome.amigo_nominated": gnome_amigo_nominated, "gnome.amigo": gnome_amigo, "cacklejack.chooses": cacklejack_chooses}
RESOLVERS = {"gnome.amigo": gnome_amigo_resolve}

__all__ = ["HOOKS", "RESOLVERS", "cacklejack_chooses", "cacklejack_refusals", "gnome_amigo", "gnome_amigo_nominated", "gnome_amigo_resolve"]
