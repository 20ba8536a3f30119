"""The Loric by day (issue 17): prompts at the moment they matter, and the Storm Catcher's and Ventriloquist's spared deaths.

Sources: docs/rules/stormcatcher.md, ventriloquist.md, bigwig.md, hindu.md, tor.md, zenomancer.md, knaves.md
(official almanac, rules restated in our own words). Each hook fires only while its Loric is in play
(GameState.fabled); the ids, events and order are data (resources/botc/day_triggers.json), registered with
one line in registry.py.
"""

from __future__ import annotations

from grimoire_app.model.characters import LANGS
from grimoire_app.systems.botc.events import CharacterAssigned, Event, Nominated, PhaseAdvanced, PlayerRevived
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.travellers import traveller_choices
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.triggers import Fire, Hook, Trigger
from grimoire_app.systems.botc.setup.loric import stormcaught_seats

REBIRTHS = 4
"""How many of the game's first deaths the Hindu brings back (docs/rules/hindu.md)."""


def _in_play(m: Moment, loric: str) -> bool:
    return loric in m.state.fabled


def stormcatcher_protected(f: Fire) -> Trigger | None:
    """By day, a STORMCAUGHT player's death other than by execution does not happen (docs/rules/stormcatcher.md;
    at night the tonight PROTECTIONS stop the attack before any death is proposed)."""
    m, death = f.m, f.death()
    if m.state.phase.kind != "day" or death.cause.kind == "execution" or death.seat not in stormcaught_seats(m.state):
        return None
    return f.trigger(replaces=True, player=m.name(death.seat))


def ventriloquist_survives(f: Fire) -> Trigger | None:
    """An executed player marked MAD by the Ventriloquist might not die (docs/rules/ventriloquist.md)."""
    m, death = f.m, f.death()
    seat = m.find(death.seat)
    if not _in_play(m, "ventriloquist") or death.cause.kind != "execution" or seat is None or not m.marked(seat, "ventriloquist", "Mad"):
        return None
    return f.trigger(replaces=True, player=seat.name)


def bigwig_speaker(f: Fire) -> Trigger | None:
    """Each nominee picks a speaker who alone talks until the vote (docs/rules/bigwig.md)."""
    if not isinstance(f.event, Nominated) or not _in_play(f.m, "bigwig"):
        return None
    return f.trigger(player=f.m.name(f.event.nominee))


def reborn_as(m: Moment, count: int) -> list[str]:
    """Return the Travellers suggested for `count` reborn players: the script's first, then any official one, none
    already seated (the Storyteller may change it from the seat's menu; docs/rules/hindu.md)."""
    seated = {seat.character for seat in m.state.seats}
    return [c for c in traveller_choices(m.game) if c not in seated][:count]


def _rebirth(m: Moment, seat: Seat, traveller: str | None) -> tuple[Event, ...]:
    """The player comes back; as the suggested Traveller of their own alignment when there is one left."""
    revived: tuple[Event, ...] = (PlayerRevived(seat=seat.id),)
    return revived + ((CharacterAssigned(seat=seat.id, character=traveller, alignment=seat.alignment),) if traveller else ())


def hindu_reborn(f: Fire) -> Trigger | None:
    """One of the game's first four deaths: the player comes back as a Traveller of their alignment (docs/rules/hindu.md)."""
    after, death = f.after, f.death()
    if after is None or not _in_play(after, "hindu") or len(after.state.deaths) > REBIRTHS:
        return None
    seat = after.find(death.seat)
    if seat is None:
        return None
    traveller = next(iter(reborn_as(after, 1)), None)
    ko, en = _traveller_names(after, [traveller])
    return f.trigger(seat.alignment, seat=seat.id, proposed=_rebirth(after, seat, traveller), player=seat.name,
                     number=str(len(after.state.deaths)), travellers_ko=ko, travellers_en=en)


def hindu_reborn_at_dawn(f: Fire) -> Trigger | None:
    """At dawn, the night's dead who are among the game's first four deaths come back (docs/rules/hindu.md;
    night deaths are recorded by the night panel, so they are asked about here)."""
    after = f.after
    if after is None or not isinstance(f.event, PhaseAdvanced) or f.event.to.kind != "day" or not _in_play(after, "hindu"):
        return None
    night = (f.event.to.kind, f.event.to.number)
    ended = [d.seat for d in after.state.deaths[:REBIRTHS] if (d.phase.kind, d.phase.number) == ("night", night[1])]
    dead = [seat for seat in (after.find(s) for s in dict.fromkeys(ended)) if seat is not None and not seat.alive]
    if not dead:
        return None
    travellers: list[str | None] = [*reborn_as(after, len(dead))]
    proposed = tuple(e for seat, traveller in zip(dead, travellers + [None] * len(dead)) for e in _rebirth(after, seat, traveller))
    ko, en = _traveller_names(after, list(travellers))
    return f.trigger(proposed=proposed, players=", ".join(seat.name for seat in dead), travellers_ko=ko, travellers_en=en)


def _traveller_names(m: Moment, travellers: list[str | None]) -> tuple[str, str]:
    """The suggested Travellers' names for the prompt, in Korean and English ("—" when none is left)."""
    found = [c for t in travellers if t and (c := m.game.character(t)) is not None]
    ko, en = (", ".join(m.game.library.name(c, lang) for c in found) or "—" for lang in ("ko", "en"))
    return ko, en


def tor_learns(f: Fire) -> Trigger | None:
    """A player who dies by day learns their character and alignment (docs/rules/tor.md; at night the Tor's step)."""
    after, death = f.after, f.death()
    if after is None or not _in_play(after, "tor") or after.state.phase.kind != "day":
        return None
    seat = after.find(death.seat)
    if seat is None:
        return None
    found = after.game.character(seat.character) if seat.character else None
    ko, en = (after.game.library.name(found, lang) if found else (seat.character or "?") for lang in LANGS)
    return f.trigger(seat.alignment, seat=seat.id, player=seat.name, character_ko=ko, character_en=en)


def zenomancer_goals(f: Fire) -> Trigger | None:
    """At each dawn and dusk, the players with a GOAL: did they achieve it? (docs/rules/zenomancer.md)."""
    after = f.after
    if after is None or not isinstance(f.event, PhaseAdvanced) or f.event.to.kind not in ("day", "night") or not _in_play(after, "zenomancer"):
        return None
    players = list(dict.fromkeys(seat.name for seat, _ in after.tokens("zenomancer", "Goal")))
    return f.trigger(players=", ".join(players)) if players else None


def knaves_switch(f: Fire) -> Trigger | None:
    """At each dusk, the two Storytellers may switch who lies, once per game (docs/rules/knaves.md)."""
    if not isinstance(f.event, PhaseAdvanced) or f.event.to.kind != "night" or f.event.to.number < 2 or not _in_play(f.m, "knaves"):
        return None
    return f.trigger()


HOOKS: dict[str, Hook] = {
    "stormcatcher.protected": stormcatcher_protected,
    "ventriloquist.survives": ventriloquist_survives,
    "bigwig.speaker": bigwig_speaker,
    "hindu.reborn": hindu_reborn,
    "hindu.reborn_at_dawn": hindu_reborn_at_dawn,
    "tor.learns": tor_learns,
    "zenomancer.goals": zenomancer_goals,
    "knaves.switch": knaves_switch,
}
