"""The Loric at setup (issue 17): the Bootlegger's house rules, the Storm Catcher's named character, the setup notes.

Each test cites its rules page in docs/rules/.
"""

from __future__ import annotations

import random

from grimoire_app.model import Library, parse_script
from grimoire_app.systems.botc.events import FabledAdded, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.setup.deal import random_setup
from grimoire_app.systems.botc.setup.fabled import script_fabled
from grimoire_app.systems.botc.setup.distribution import SetupChoices
from grimoire_app.systems.botc.setup.loric import bag_with_named, good_choices, house_rules, setup_notes, stormcatcher_named
from grimoire_app.systems.botc.setup_draft import setup_events
from tests.systems.botc.tb_core_helpers import TB_IDS, tb_script

RULES = ["  No execution on day 1 ", "", "Homebrew: the Baker"]
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]


def bootleg_script(library: Library):  # type: ignore[no-untyped-def]
    return parse_script([{"id": "_meta", "name": "Bootleg TB", "bootlegger": RULES}, *TB_IDS], "bootleg (test)", library)


def test_house_rules_are_read_trimmed_without_blanks(library: Library) -> None:
    """docs/rules/bootlegger.md test 1: the script's _meta.bootlegger, trimmed, blank dropped; none without _meta."""
    assert house_rules(bootleg_script(library)) == ("No execution on day 1", "Homebrew: the Baker")
    assert house_rules(tb_script(library)) == ()


def test_house_rules_prefill_the_bootlegger(library: Library) -> None:
    """docs/rules/bootlegger.md test 2: a script with house rules pre-fills the Bootlegger; one without does not."""
    assert script_fabled(bootleg_script(library)) == ("bootlegger",)
    assert script_fabled(tb_script(library)) == ()


def test_setup_notes_follow_the_chosen_loric() -> None:
    """docs/rules/gardener.md test 1 and pope.md test 1: the wizard notes the Gardener and the Pope when chosen, nothing else."""
    assert setup_notes(["gardener"]) == ("gardener",)
    assert setup_notes(["pope", "sentinel"]) == ("pope",)
    assert setup_notes(["sentinel", "spiritofivory"]) == ()


def _dealt(library: Library, include: tuple[str, ...], named: str) -> Game:
    script = tb_script(library)
    setup = random_setup(script, library, NAMES, random.Random(1), include=include)
    game = Game(script, library)
    for event in setup_events(script, library, setup, fabled=("stormcatcher",), names={"stormcatcher": named}):
        game.record(event)
    return game


def test_stormcatcher_names_a_dealt_character_and_marks_its_player(library: Library) -> None:
    """docs/rules/stormcatcher.md test 1: naming the dealt Slayer → in play naming `slayer`, STORMCAUGHT by its seat."""
    game = _dealt(library, ("slayer",), "slayer")
    slayer = next(seat.id for seat in game.state.seats if seat.character == "slayer")
    added = [e for e in game.events if isinstance(e, FabledAdded)]
    assert added == [FabledAdded(character="stormcatcher", names="slayer")]
    assert stormcatcher_named(game.events) == "slayer"
    placed = [(e.seat, e.character, e.token) for e in game.events if isinstance(e, ReminderPlaced) and e.character == "stormcatcher"]
    assert placed == [(slayer, "stormcatcher", "Stormcaught")]


def test_stormcatcher_naming_a_character_not_dealt_marks_nobody(library: Library) -> None:
    """docs/rules/stormcatcher.md test 2 (setup half): the Virgin named but not dealt → no STORMCAUGHT anywhere."""
    game = _dealt(library, ("slayer",), "virgin")
    assert all(seat.character != "virgin" for seat in game.state.seats)
    assert stormcatcher_named(game.events) == "virgin"
    assert not [r for seat in game.state.seats for r in seat.reminders if r.character == "stormcatcher"]


def test_stormcatcher_may_name_the_scripts_good_characters(library: Library) -> None:
    """docs/rules/stormcatcher.md Setup: the choices are the script's Townsfolk, then its Outsiders."""
    choices = good_choices(tb_script(library))
    assert choices[0] == "washerwoman" and "slayer" in choices and choices[-4:] == ("butler", "drunk", "recluse", "saint")
    assert "imp" not in choices and "poisoner" not in choices


def test_the_random_bag_holds_the_named_character(library: Library) -> None:
    """docs/rules/stormcatcher.md test 8: the wizard's random bag holds the named Virgin (seeds 1-5); a name the script
    lacks (the Clockmaker) falls back to a plain random bag."""
    script = tb_script(library)
    for seed in range(1, 6):
        assert "virgin" in bag_with_named(script, library, NAMES, SetupChoices(), random.Random(seed), "virgin")
    assert bag_with_named(script, library, NAMES, SetupChoices(), random.Random(1), "clockmaker") == \
        bag_with_named(script, library, NAMES, SetupChoices(), random.Random(1), None)
