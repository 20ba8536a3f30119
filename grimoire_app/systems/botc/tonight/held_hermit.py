"""The Hermit's borrowed Outsider abilities on the night sheet (docs/rules/hermit.md), as holdings (via "hermit").

A Hermit's seat holds every Outsider ability on the script that the app applies for it (hermit.hermit_abilities), from
the moment it became the Hermit, so each Outsider's own step (the Butler's master, the Ogre's friend, the Sweetheart's
and the Moonchild's after death, the Barber's, the Hatter's, the Plague Doctor's, the Tinker's) has the Hermit among
its actors, with that step's wake conditions, choice, reminders and kills. Impairment is the Hermit's own: the holder
is judged by its seat like any other (drunk, poisoned, dead).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire_app.systems.botc.hermit import HERMIT, hermit_abilities
from grimoire_app.systems.botc.plaguedoctor import PLAGUEDOCTOR
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.holding import HeldFn, Holder
from grimoire_app.systems.botc.tonight.steps_plaguedoctor import storyteller_held

if TYPE_CHECKING:
    from grimoire_app.systems.botc.tonight.view import View


def hermit_holders(view: View, seat: Seat) -> list[Holder]:
    """The Outsider abilities a Hermit holds besides its own, in script order; with the Plague Doctor's, a dead Hermit's
    seat also holds the Minion ability its pick gave the Storyteller (as a dead Plague Doctor's seat does)."""
    since = view.gained_at.get(seat.id, -1)
    held = hermit_abilities(view.game)
    found = [Holder(seat.id, character, "hermit", since) for character in held]
    return found + (storyteller_held(view, seat) if PLAGUEDOCTOR in held else [])


HELD: dict[str, HeldFn] = {HERMIT: hermit_holders}
"""Held abilities of this module, by the holder's character id (registry.HELD takes them in one line)."""
