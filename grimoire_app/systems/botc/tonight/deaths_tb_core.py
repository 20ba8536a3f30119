"""Trouble Brewing at night: the Soldier's safety, the Mayor's bounce, the Scarlet Woman's catch, the Imp's star-pass.

deaths.py asks these rules while it turns tonight's attacks into proposals; each returns plain
values (reasons, events, heirs) so deaths.py stays the one place that builds a DeathProposal.
Sources: docs/rules/soldier.md, mayor.md, scarletwoman.md and imp.md (official almanac, restated).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, Event, NightChoice, ReminderMoved, ReminderPlaced
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.kills import Attack
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import IS_THE_DEMON, View

Working = Callable[[Seat], bool]
Place = Callable[[str, str, str], ReminderPlaced]

SCARLET_WOMAN_MARK = ("scarletwoman", "Is The Demon")
"""Put on the Scarlet Woman when she becomes the Demon (docs/rules/scarletwoman.md Reminders)."""
SCARLET_WOMAN_MIN_ALIVE = 5
"""She catches the Demon only while this many players (Travellers not counted) are alive."""


@dataclass(frozen=True)
class Heir:
    """A player who becomes the Demon when the Demon dies tonight, and the events that make it so."""

    seat: str
    events: tuple[Event, ...]
    why: Reason


def soldier_safe(view: View, attack: Attack, victim: Seat, working: bool) -> Reason | None:
    """Return why a functioning Soldier survives a Demon's attack, else None (docs/rules/soldier.md)."""
    if attack.cause.kind != "demon" or victim.character != "soldier" or not working:
        return None
    return view.reason("soldier_safe", victim.id)


def mayor_may_bounce(attack: Attack, victim: Seat, working: bool) -> bool:
    """Whether the Storyteller may make another player die instead of this Mayor (docs/rules/mayor.md)."""
    return victim.character == "mayor" and working and not attack.unstoppable


def bounced_tonight(view: View, mayor: str) -> bool:
    """Whether the Mayor's bounce was already recorded tonight (its NightChoice names who died instead)."""
    return any(choice.seat == mayor for choice in view.choices_tonight("mayor"))


def bounce_choice(mayor: str, instead: str) -> NightChoice:
    """Return the event that records the bounce: the Mayor's ability sent the death to `instead`."""
    return NightChoice(seat=mayor, character="mayor", players=(instead,))


def players_alive(view: View) -> int:
    """Return how many players are really alive, Travellers not counted."""
    return sum(1 for seat in view.state.seats if view.really_alive(seat) and view.team(seat) != Team.TRAVELLER)


def catching_scarlet_woman(view: View, demon: Seat, working: Working) -> Seat | None:
    """Return the Scarlet Woman who becomes the Demon if this Demon dies now, else None.

    She must be alive and functioning, and 5 or more players alive just before the death
    (Travellers not counted; the dying Demon counts).
    """
    babysitter = view.has(demon, IS_THE_DEMON)  # the Lil' Monsta/Scarlet Woman jinx (docs/rules/scarletwoman.md)
    if (view.team(demon) != Team.DEMON and not babysitter) or players_alive(view) < SCARLET_WOMAN_MIN_ALIVE:
        return None
    women = {h.seat for h in view.holders.get("scarletwoman", ()) if h.via in ("own", "plaguedoctor_power")}  # a Minion with her power too
    return next((s for s in view.state.seats if s.id in women and s.id != demon.id and s.alive and working(s)), None)


def heirs(view: View, attack: Attack, victim: Seat, working: Working, place: Place) -> list[Heir]:
    """Return who becomes the Demon when `victim` really dies tonight, the proposal's first.

    A Scarlet Woman who catches is the only heir. Otherwise, when the Imp killed itself (the
    star-pass), every living Minion may become the Imp, the Storyteller's choice: the first in
    table order is proposed, the others are alternatives. Any other death leaves no heir.
    """
    woman = catching_scarlet_woman(view, victim, working)
    demon = victim.character or ""
    if woman is not None and view.has(victim, IS_THE_DEMON):
        token = next(r for r in victim.reminders if (r.character, r.token) == IS_THE_DEMON)
        moved: tuple[Event, ...] = (ReminderMoved(reminder=token.id, seat=woman.id), place(*SCARLET_WOMAN_MARK, woman.id))
        return [Heir(woman.id, moved, view.reason("scarletwoman_babysits", woman.id, "lilmonsta"))]
    if woman is not None:
        events = (CharacterAssigned(seat=woman.id, character=demon, alignment=woman.alignment), place(*SCARLET_WOMAN_MARK, woman.id))
        return [Heir(woman.id, events, view.reason("scarletwoman_catches", woman.id, demon))]
    if attack.source != "imp" or attack.by != victim.id or victim.character != "imp":
        return []
    minions = [view.seat(s) for s in view.living(view.minions) if s != victim.id]
    return [
        Heir(m.id, (CharacterAssigned(seat=m.id, character="imp", alignment=m.alignment),), view.reason("imp_star_pass", m.id, m.character))
        for m in minions
    ]


def new_imps(view: View) -> list[str]:
    """Return the living seats that became the Imp after the Imp chose tonight (the star-pass): they are shown YOU ARE the Imp.

    A player made the Imp earlier in the night (the Pit-Hag) is not one: they act as the Imp tonight.
    """
    chosen = [index for index, phase, _choice in view.choices_of("imp") if phase == view.tonight]
    if not chosen:
        return []
    return [
        seat.id
        for seat in view.state.seats
        if seat.character == "imp" and seat.alive and view.gained_at.get(seat.id, -1) > chosen[0]
    ]
