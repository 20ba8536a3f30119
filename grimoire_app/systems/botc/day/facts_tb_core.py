"""Trouble Brewing questions the day rules and the game-end rules both ask: will the Scarlet Woman catch the Demon?

Kept apart from hooks_tb_core.py so that wins.py can ask it without importing the trigger hooks.
Source: docs/rules/scarletwoman.md (official almanac, rules restated in our own words).
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import PlayerDied
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.day.facts import Moment

SCARLET_WOMAN_MIN_ALIVE = 5
"""She catches the Demon only while this many players (Travellers not counted) are alive."""


def players_alive(m: Moment) -> int:
    """Return how many players are really alive, Travellers not counted."""
    return sum(1 for s in m.state.seats if m.really_alive(s) and not m.is_traveller(s))


def catching_scarlet_woman(m: Moment, demon: Seat) -> Seat | None:
    """Return the Scarlet Woman who becomes the Demon if this Demon dies now (the moment before the death), else None."""
    babysitter = m.marked(demon, "lilmonsta", "Is The Demon")  # the Lil' Monsta/Scarlet Woman jinx
    if (m.team(demon) != Team.DEMON and not babysitter) or players_alive(m) < SCARLET_WOMAN_MIN_ALIVE:
        return None
    if demon.character == "zombuul" and m.functioning(demon) and not m.registers_dead_zombuul(demon):
        return None  # its first death: it lives on, registering dead (spec 3.4)
    return next((s for s in m.holders("scarletwoman") if s.id != demon.id and s.alive and m.functioning(s)), None)


def fanggu_jump_death(event: object, dead: Seat | None) -> bool:
    """Whether a death is the old Fang Gu's at its jump (the Scarlet Woman/Fang Gu jinx: she does not catch it).

    The jump makes the Outsider the new Fang Gu at once; were she to become the Demon too there would
    be two Demons, so she stays the Scarlet Woman (jinxes.json; docs/rules/scarletwoman.md Jinxes).
    """
    return isinstance(event, PlayerDied) and event.cause.character == "fanggu" and dead is not None and dead.character == "fanggu"


def scarlet_woman_pending(m: Moment, demon: Seat) -> bool:
    """Whether a dead Demon's last death was one the Scarlet Woman catches and she is still the Scarlet Woman.

    The game does not end then: her change is still to be recorded (the day trigger or the night
    proposal carries it). Once she is the Demon, she is a living Demon and the question does not arise.
    """
    index = m.death_index(demon.id, _deaths(m, demon.id) - 1) if _deaths(m, demon.id) else None
    if index is None:
        return False
    if fanggu_jump_death(m.events[index], demon):
        return False
    before = Moment(m.game, index)
    woman = catching_scarlet_woman(before, before.seat(demon.id))
    if woman is None:
        return False
    now = m.find(woman.id)
    return now is not None and now.id in {s.id for s in m.holders("scarletwoman")} and now.alive


def _deaths(m: Moment, seat_id: str) -> int:
    return sum(1 for e in m.events if isinstance(e, PlayerDied) and e.seat == seat_id)
