"""Setting up a Blood on the Clocktower game: distribution, modifiers, the deal, bluffs, night-1 preparation.

Public names: Counts, base_counts, dealt_seats, traveller_seats, SetupError, SetupChoices, Modifier,
Distribution, distribution, DealtSeat, SetupReminder, MinionBluffs, Setup, random_setup, check_setup,
is_legal, setup_as_json, setup_from_json.

The rules are data in resources/botc/ (distribution.json, modifiers.json, first_night.json); the
references are spec/characters.md sections 1.10 (distribution and modifiers), 1.11 (bluffs) and
each character's Setup line.
"""

from typing import TYPE_CHECKING

from grimoire_app.lazy_package import lazy_package

if TYPE_CHECKING:
    from grimoire_app.systems.botc.setup.check import check_setup, is_legal
    from grimoire_app.systems.botc.setup.counts import Counts, SetupError, base_counts, dealt_seats, traveller_seats
    from grimoire_app.systems.botc.setup.deal import random_setup
    from grimoire_app.systems.botc.setup.distribution import Distribution, Modifier, SetupChoices, distribution
    from grimoire_app.systems.botc.setup.jsonio import setup_as_json, setup_from_json
    from grimoire_app.systems.botc.setup.values import MinionBluffs, SetupReminder, DealtSeat, Setup

_EXPORTS = {
    "check_setup": "grimoire_app.systems.botc.setup.check",
    "is_legal": "grimoire_app.systems.botc.setup.check",
    "Counts": "grimoire_app.systems.botc.setup.counts",
    "SetupError": "grimoire_app.systems.botc.setup.counts",
    "base_counts": "grimoire_app.systems.botc.setup.counts",
    "dealt_seats": "grimoire_app.systems.botc.setup.counts",
    "traveller_seats": "grimoire_app.systems.botc.setup.counts",
    "random_setup": "grimoire_app.systems.botc.setup.deal",
    "Distribution": "grimoire_app.systems.botc.setup.distribution",
    "Modifier": "grimoire_app.systems.botc.setup.distribution",
    "SetupChoices": "grimoire_app.systems.botc.setup.distribution",
    "distribution": "grimoire_app.systems.botc.setup.distribution",
    "setup_as_json": "grimoire_app.systems.botc.setup.jsonio",
    "setup_from_json": "grimoire_app.systems.botc.setup.jsonio",
    "MinionBluffs": "grimoire_app.systems.botc.setup.values",
    "SetupReminder": "grimoire_app.systems.botc.setup.values",
    "DealtSeat": "grimoire_app.systems.botc.setup.values",
    "Setup": "grimoire_app.systems.botc.setup.values",
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
