"""Blood on the Clocktower rules beyond the script-level model (setup, tonight, suggestions).

Public names (setup, from grimoire_app.systems.botc.setup): Counts, base_counts, dealt_seats,
traveller_seats, SetupError, SetupChoices, Modifier, Distribution, distribution, DealtSeat, SetupReminder,
MinionBluffs, Setup, random_setup, check_setup, is_legal, setup_as_json, setup_from_json.
"""

from typing import TYPE_CHECKING

from grimoire_app.lazy_package import lazy_package

if TYPE_CHECKING:
    from grimoire_app.systems.botc.setup import (
        Counts,
        Distribution,
        MinionBluffs,
        Modifier,
        SetupReminder,
        DealtSeat,
        Setup,
        SetupChoices,
        SetupError,
        base_counts,
        check_setup,
        dealt_seats,
        distribution,
        is_legal,
        random_setup,
        setup_as_json,
        setup_from_json,
        traveller_seats,
    )

_EXPORTS = {
    "Counts": "grimoire_app.systems.botc.setup",
    "Distribution": "grimoire_app.systems.botc.setup",
    "MinionBluffs": "grimoire_app.systems.botc.setup",
    "Modifier": "grimoire_app.systems.botc.setup",
    "SetupReminder": "grimoire_app.systems.botc.setup",
    "DealtSeat": "grimoire_app.systems.botc.setup",
    "Setup": "grimoire_app.systems.botc.setup",
    "SetupChoices": "grimoire_app.systems.botc.setup",
    "SetupError": "grimoire_app.systems.botc.setup",
    "base_counts": "grimoire_app.systems.botc.setup",
    "check_setup": "grimoire_app.systems.botc.setup",
    "dealt_seats": "grimoire_app.systems.botc.setup",
    "distribution": "grimoire_app.systems.botc.setup",
    "is_legal": "grimoire_app.systems.botc.setup",
    "random_setup": "grimoire_app.systems.botc.setup",
    "setup_as_json": "grimoire_app.systems.botc.setup",
    "setup_from_json": "grimoire_app.systems.botc.setup",
    "traveller_seats": "grimoire_app.systems.botc.setup",
}
"""Where each public name lives: imported when first read (grimoire_app/lazy_package.py; issue 20, a cheap start)."""

lazy_package(__name__, _EXPORTS)

__all__ = [
    "Counts",
    "Distribution",
    "MinionBluffs",
    "Modifier",
    "SetupReminder",
    "DealtSeat",
    "Setup",
    "SetupChoices",
    "SetupError",
    "base_counts",
    "check_setup",
    "dealt_seats",
    "distribution",
    "is_legal",
    "random_setup",
    "setup_as_json",
    "setup_from_json",
    "traveller_seats",
]
