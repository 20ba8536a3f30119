"""The setup file keeps every Storyteller choice (issue 21: the Hermit's -1 and the Huntsman's extra Outsider were lost).

setup/jsonio.py writes every field of SetupChoices and reads each one back; a file written before a choice existed
loads with that choice's default (docs/rules/hermit.md Setup: -0 by default; docs/rules/huntsman.md Setup: the Damsel
takes an Outsider seat by default).
"""

from __future__ import annotations

import json
import random
from dataclasses import fields, replace

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc import SetupChoices, SetupError, check_setup, random_setup, setup_as_json, setup_from_json
from grimoire_app.systems.botc.setup.jsonio import _ChoicesIn
from grimoire_app.systems.botc.setup.values import Setup
from tests.systems.botc.setup_helpers import custom_script, names

MIX = (
    "washerwoman chef empath monk innkeeper gambler sailor clockmaker dreamer seamstress balloonist villageidiot "
    "king choirboy huntsman drunk recluse lunatic mutant damsel hermit baron poisoner godfather marionette xaan "
    "imp fanggu vigormortis atheist"
).split()
"""A script of ours holding every character whose setup has a Storyteller choice."""

PLAIN = (
    "washerwoman chef empath monk innkeeper gambler sailor clockmaker dreamer seamstress huntsman "
    "recluse mutant damsel hermit saint baron poisoner spy imp"
).split()
"""A script of ours whose only count changers are the Baron, the Hermit and the Huntsman (a deal's counts are known)."""

SET = {
    "balloonist_extra_outsider": True,
    "xaan_outsiders": 2,
    "extra_village_idiots": 2,
    "atheist_no_evil": False,
    "godfather_extra_outsider": True,
    "sentinel_outsiders": -1,
    "huntsman_extra_outsider": True,
    "hermit_remove_outsider": True,
}
"""A value other than the default for every choice (the test below fails when SetupChoices gains a field not here)."""


def saved_and_loaded(setup: Setup) -> Setup:
    """Write the setup as the CLI and files do, through real JSON text, and read it back."""
    return setup_from_json(json.loads(json.dumps(setup_as_json(setup), ensure_ascii=False)))


def dealt(library: Library, players: int = 10, **choices: object) -> Setup:
    script = custom_script(library, MIX)
    return random_setup(script, library, names(players), random.Random(4), SetupChoices(**choices), ["chef"])  # type: ignore[arg-type]


def test_every_choice_has_a_value_here_and_a_reader_with_the_same_default() -> None:
    """SetupChoices, this test's table and the reader's model name the same fields; the reader's defaults are the model's."""
    names_in_model = [f.name for f in fields(SetupChoices)]
    assert sorted(SET) == sorted(names_in_model)
    assert sorted(_ChoicesIn.model_fields) == sorted(names_in_model)
    default = SetupChoices()
    assert _ChoicesIn().model_dump() == {name: getattr(default, name) for name in names_in_model}


@pytest.mark.parametrize("name", sorted(SET))
def test_each_choice_set_alone_survives_a_save_and_a_load(library: Library, name: str) -> None:
    """A dealt 10-player setup whose draft holds one choice changed from its default: loaded back, it is equal."""
    setup = replace(dealt(library), choices=SetupChoices(**{name: SET[name]}))  # type: ignore[arg-type]
    again = saved_and_loaded(setup)
    assert again == setup
    assert again.choices.value(name) == SET[name]  # type: ignore[arg-type]


def test_every_choice_set_at_once_survives_a_save_and_a_load(library: Library) -> None:
    setup = replace(dealt(library), choices=SetupChoices(**SET))  # type: ignore[arg-type]
    assert saved_and_loaded(setup).choices == SetupChoices(**SET)  # type: ignore[arg-type]


def test_a_hermit_minus_one_deal_is_saved_and_still_legal(library: Library) -> None:
    """docs/rules/hermit.md test 2: 10 players, Hermit and Baron, -1 → 6/1/2/1; the loaded setup keeps the choice and passes the check."""
    script = custom_script(library, PLAIN)
    setup = random_setup(script, library, names(10), random.Random(1), SetupChoices(hermit_remove_outsider=True), ["hermit", "baron"])
    assert setup.counts.as_dict() == {"townsfolk": 6, "outsider": 1, "minion": 2, "demon": 1}
    again = saved_and_loaded(setup)
    assert again == setup and again.choices.hermit_remove_outsider is True
    assert check_setup(script, library, again) == []


def test_a_huntsman_extra_outsider_deal_is_saved_and_still_legal(library: Library) -> None:
    """docs/rules/huntsman.md Setup: 9 players (5/2/1/1) with the Damsel as an extra Outsider → 4/3/1/1, kept by the file."""
    script = custom_script(library, PLAIN)
    setup = random_setup(script, library, names(9), random.Random(2), SetupChoices(huntsman_extra_outsider=True), ["huntsman", "poisoner"])
    assert setup.counts.as_dict() == {"townsfolk": 4, "outsider": 3, "minion": 1, "demon": 1}
    again = saved_and_loaded(setup)
    assert again == setup and again.choices.huntsman_extra_outsider is True
    assert check_setup(script, library, again) == []


def test_an_old_file_without_the_new_choices_still_loads_with_their_defaults(library: Library) -> None:
    """A file written before the Huntsman's and the Hermit's choices were saved: both read as False (-0, the Damsel in a seat)."""
    setup = dealt(library, balloonist_extra_outsider=True)
    data = setup_as_json(setup)
    choices = data["choices"]
    assert isinstance(choices, dict)
    del choices["huntsman_extra_outsider"], choices["hermit_remove_outsider"]
    again = setup_from_json(json.loads(json.dumps(data)))
    assert again.choices == setup.choices and again.choices.balloonist_extra_outsider is True
    assert again.choices.hermit_remove_outsider is False and again.choices.huntsman_extra_outsider is False


def test_a_file_with_no_choices_at_all_loads_with_every_default(library: Library) -> None:
    setup = replace(dealt(library), choices=SetupChoices())
    data = setup_as_json(setup)
    del data["choices"]
    assert setup_from_json(json.loads(json.dumps(data))) == setup


def test_a_wrong_type_for_the_hermit_choice_names_the_place(library: Library) -> None:
    """A choice of the wrong type is an error naming $.choices.hermit_remove_outsider."""
    data = setup_as_json(dealt(library))
    data["choices"]["hermit_remove_outsider"] = "yes"  # type: ignore[index]
    with pytest.raises(SetupError, match=r"\$\.choices\.hermit_remove_outsider"):
        setup_from_json(data)
