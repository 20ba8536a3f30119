"""Blood on the Clocktower rules beyond the script-level model (setup, tonight, suggestions).

Public names (setup, from grimoire_app.systems.botc.setup): Counts, base_counts, dealt_seats,
traveller_seats, SetupError, SetupChoices, Modifier, Distribution, distribution, DealtSeat, SetupReminder,
MinionBluffs, Setup, random_setup, check_setup, is_legal, setup_as_json, setup_from_json.
"""

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
