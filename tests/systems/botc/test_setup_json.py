"""setup_as_json: the shape the CLI `deal` command prints, and reading it back."""

from __future__ import annotations

import json
import random

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc import SetupChoices, SetupError, check_setup, random_setup, setup_as_json, setup_from_json
from tests.conftest import seed_script
from tests.systems.botc.setup_helpers import names


def test_shape(library: Library) -> None:
    s000 = seed_script(library, "000")
    choices = SetupChoices(balloonist_extra_outsider=True)
    setup = random_setup(s000, library, names(9), random.Random(7), choices, ["balloonist", "drunk"])
    data = json.loads(json.dumps(setup_as_json(setup)))
    assert data["players"] == 9
    assert set(data["counts"]) == {"townsfolk", "outsider", "minion", "demon"}
    assert sum(data["counts"].values()) == 9
    assert all(set(m) >= {"character", "effect"} for m in data["modifiers"])
    assert {m["character"] for m in data["modifiers"]} >= {"balloonist", "drunk"}
    assert [seat["seat"] for seat in data["seats"]] == list(range(9))
    for seat in data["seats"]:
        assert set(seat) >= {"seat", "name", "character", "believed", "alignment"}
        assert seat["alignment"] in ("good", "evil")
        assert (seat["believed"] is not None) == (seat["character"] == "drunk")
    assert isinstance(data["bluffs"], list) and len(data["bluffs"]) == 3
    assert all(set(r) == {"seat", "character", "token"} for r in data["reminders"])
    drunk = next(seat["seat"] for seat in data["seats"] if seat["character"] == "drunk")
    assert {"seat": drunk, "character": "drunk", "token": "Is The Drunk"} in data["reminders"]


def test_effects_in_korean(library: Library) -> None:
    setup = random_setup(seed_script(library, "004"), library, names(8), random.Random(2), include=["xaan"])
    data = json.loads(json.dumps(setup_as_json(setup, "ko")))
    effect = next(m["effect"] for m in data["modifiers"] if m["character"] == "xaan")
    assert "외지인" in effect


@pytest.mark.parametrize("key", ["000", "001", "004"])
def test_round_trip(library: Library, key: str) -> None:
    script = seed_script(library, key)
    for seed in range(10):
        setup = random_setup(script, library, names(12 if key == "001" else 17), random.Random(seed))
        again = setup_from_json(json.loads(json.dumps(setup_as_json(setup))))
        assert again == setup
        assert check_setup(script, library, again) == []


def test_bad_json_is_a_clear_error() -> None:
    with pytest.raises(SetupError, match=r"\$\.seats\[0\]\.alignment"):
        setup_from_json({
            "players": 5, "counts": {"townsfolk": 3, "outsider": 0, "minion": 1, "demon": 1}, "modifiers": [],
            "seats": [{"seat": 0, "name": "A", "character": "noble", "believed": None, "alignment": "neutral"}],
            "bluffs": [], "reminders": [],
        })
