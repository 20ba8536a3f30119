"""Abilities a seat holds besides its own character's (spec 1.1 heldAbilities, 1.11 "held").

The seat's character stays its real one (the Alchemist is `alchemist`, spec 1.3); the held
ability is read from what the Storyteller recorded:

- Alchemist: the YOU ARE card shown at its first-night step (InfoShown you_are, step alchemist);
  until then the card suggests one of `alchemist_minions`.
- Philosopher: its choice (NightChoice of the Philosopher naming a character).
- Cannibal: the latest player to die by execution (the one marked LUNCH, when it is placed).
- Drunk: the Townsfolk it believes it is (the seat's believed character).

Each returns the holdings to add to the seat's own; HELD maps character ids to them (the view asks it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.setup.data import modifier_table
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.holding import LUNCH, HeldFn, Holder

if TYPE_CHECKING:
    from grimoire_app.systems.botc.tonight.view import View


def alchemist_minions(game: Game) -> list[str]:
    """Return the Minion abilities the Storyteller may give an Alchemist, the usual ones first (spec 2.1 Setup).

    Normally a script Minion not in play, in script order; an in-play one may be duplicated (listed
    after). Jinxes (modifiers.json held_abilities): the Organ Grinder's only while it is in play (S001).
    """
    rule = modifier_table().held("alchemist")
    team = rule.team if rule else Team.MINION
    only_if_in_play = rule.only_if_in_play if rule else ()
    in_play = {seat.character for seat in game.state.seats}
    allowed = [c.id for c in game.script.characters if c.team == team and (c.id not in only_if_in_play or c.id in in_play)]
    return [c for c in allowed if c not in in_play] + [c for c in allowed if c in in_play]


def alchemist(view: View, seat: Seat) -> list[Holder]:
    """Return the Minion ability the Alchemist was shown at its first-night step, if recorded."""
    for index, _, event in reversed(view.shown_at("alchemist")):
        if event.seat == seat.id and event.info == "you_are" and event.characters:
            return [Holder(seat.id, event.characters[0], "alchemist", index)]
    return []


def philosopher(view: View, seat: Seat) -> list[Holder]:
    """Return the character the Philosopher chose, if it has chosen."""
    for index, _, choice in reversed(view.choices_of("philosopher")):
        if choice.seat == seat.id and choice.characters:
            return [Holder(seat.id, choice.characters[0], "philosopher", index)]
    return []


def cannibal(view: View, seat: Seat) -> list[Holder]:
    """Return the ability of the latest executee who died (none for the Drunk, spec 2.1 Cannibal)."""
    eaten = _meal(view, seat)
    if eaten is None or eaten.character in (None, "drunk"):
        return []
    assert eaten.character is not None
    return [Holder(seat.id, eaten.character, "cannibal", _died_at(view, eaten.id))]


def _meal(view: View, cannibal_seat: Seat) -> Seat | None:
    marked = view.carriers(LUNCH)
    if marked:
        return marked[-1]
    latest = next((d for d in reversed(view.state.deaths) if d.cause.kind == "execution" and d.seat != cannibal_seat.id), None)
    return view.seat(latest.seat) if latest else None  # read from the end: a long game's deaths are many (issue 20)


def _died_at(view: View, seat_id: str) -> int:
    for index in range(view.cutoff - 1, -1, -1):
        event = view.game.events[index]
        if isinstance(event, PlayerDied) and event.seat == seat_id:
            return index
    return -1


def meal_was_evil(view: View, cannibal_seat: Seat) -> bool:
    """Whether the Cannibal's latest meal was evil (then it is poisoned and only pretends, spec 2.1)."""
    eaten = _meal(view, cannibal_seat)
    return eaten is not None and eaten.alignment == "evil"


HELD: dict[str, HeldFn] = {
    "alchemist": alchemist,
    "philosopher": philosopher,
    "cannibal": cannibal,
}
"""Abilities held besides a seat's own, by the holder's character id."""

HELD_BY_ANY: list[HeldFn] = []
"""Abilities any seat may hold besides its own, whatever its character (a Minion given a power by the Plague Doctor's
jinxes, docs/rules/plaguedoctor.md; a Demon holding the Boffin's gift, held_boffin.py); the view asks each for every seat."""
