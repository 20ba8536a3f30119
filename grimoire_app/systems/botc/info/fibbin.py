"""The Fibbin: once per game one good player may be given false information (docs/rules/fibbin.md).

While the Fibbin is in play and unused, a working good player's information step allows every answer of its
domain, the truth still suggested (suggest._legal asks `fibbin_open`). Giving a false answer that only the
Fibbin allowed spends it: tonight/steps_fabled.fibbin_spent places its "No Ability" on the player shown it,
and from then on the truth is required again.
"""

from __future__ import annotations

from grimoire_app.systems.botc.info.context import GrimoireFacts
from grimoire_app.systems.botc.state import Seat

FIBBIN = "fibbin"
SPENT = (FIBBIN, "No Ability")
"""The reminder that says the Fibbin has been used."""


def fibbin_open(table: GrimoireFacts, holder: Seat) -> bool:
    """Return whether the Fibbin may still make this player's information false (in play, unused, player good)."""
    return FIBBIN in table.state.fabled and holder.alignment == "good" and not table.carriers(SPENT)
