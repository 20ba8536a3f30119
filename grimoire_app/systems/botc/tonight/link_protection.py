"""What spares the Grandmother from her link's death (docs/rules/tealady.md, innkeeper.md: the Grandmother's link).

Her death is her own ability's, not the Demon's: only "cannot die" protections apply (the Sailor's own, the Tea
Lady's neighbours, the Innkeeper's SAFE), never the Monk's SAFE or the Soldier (Demon kills only). Kept apart from
deaths.py so that the Grandmother's night step (steps_good.py) can ask it without an import cycle.
"""

from __future__ import annotations

from grimoire_app.systems.botc.events import DeathCause
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.kills import Attack
from grimoire_app.systems.botc.tonight.steps_bmr_good import innkeeper_protects, sailor_protects, tealady_protects
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import View

CANNOT_DIE = (sailor_protects, tealady_protects, innkeeper_protects)
"""The protections that stop any death at night, whatever its cause."""


def grandmother_link_protection(view: View, grandmother: Seat) -> Reason | None:
    """Return what spares the Grandmother from her link's death (a "cannot die" protection), else None."""
    cause = DeathCause(kind="ability", character="grandmother")
    attack = Attack(grandmother.id, "grandmother", grandmother.id, cause)
    return next((why for protection in CANNOT_DIE if (why := protection(view, attack, grandmother)) is not None), None)
