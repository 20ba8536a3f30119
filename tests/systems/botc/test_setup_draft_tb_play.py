"""The wizard's draft on Trouble Brewing (issue 16, found playing a game through the wizard).

Choosing the Drunk's believed Townsfolk after the deal must not leave that character among the Demon's
bluffs (docs/rules/drunk.md Setup; check_bluffs refuses a believed bluff).
"""

from __future__ import annotations

import random
from dataclasses import replace

from grimoire_app.model import Library
from grimoire_app.systems.botc.setup.check import check_setup
from grimoire_app.systems.botc.setup.distribution import SetupChoices
from grimoire_app.systems.botc.setup_draft import bluff_choices, deal_chosen, set_believed
from tests.systems.botc.tb_core_helpers import tb_script

NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우", "수아", "지호"]
BAG = ["imp", "scarletwoman", "baron", "washerwoman", "librarian", "investigator", "empath", "slayer", "drunk", "recluse"]


def test_believing_a_bluffed_character_replaces_that_bluff(library: Library) -> None:
    """The Drunk comes to believe the Chef, a bluff: the Chef leaves the bluffs for the first spare legal one; the setup stays legal."""
    script = tb_script(library)
    setup = deal_chosen(script, library, NAMES, BAG, SetupChoices(), random.Random(3))
    drunk = next(s.index for s in setup.seats if s.character == "drunk")
    setup = replace(setup, bluffs=("chef", "soldier", "mayor"))
    setup = set_believed(setup, drunk, "monk", script)
    assert check_setup(script, library, setup) == []
    changed = set_believed(setup, drunk, "chef", script)
    spare = [c for c in bluff_choices(changed, script) if c not in ("soldier", "mayor")]
    assert changed.seats[drunk].believed == "chef"
    assert changed.bluffs == (spare[0], "soldier", "mayor") and "chef" not in changed.bluffs
    assert check_setup(script, library, changed) == []


def test_without_the_script_the_bluffs_are_left_alone(library: Library) -> None:
    """The old call (no script) only sets the believed character; check_setup then names the clash."""
    script = tb_script(library)
    setup = deal_chosen(script, library, NAMES, BAG, SetupChoices(), random.Random(3))
    drunk = next(s.index for s in setup.seats if s.character == "drunk")
    setup = replace(setup, bluffs=("chef", "soldier", "mayor"))
    changed = set_believed(setup, drunk, "chef")
    assert changed.bluffs == ("chef", "soldier", "mayor")
    assert any("Drunk believes" in str(p) for p in check_setup(script, library, changed))
