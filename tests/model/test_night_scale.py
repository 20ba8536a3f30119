"""Homebrew night numbers on another tool's scale (issue 18 point 5; grimoire_app/model/night_scale.py)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library, Script, load_script, night_order, parse_script
from grimoire_app.model.night_scale import off_scale, placed_homebrew
from tests.conftest import DATA, seed_script

WILD = DATA / "wild"


def ids(script_name: str, library: Library, night: str) -> list[str]:
    script = load_script(WILD / script_name, library)
    return [step.id for step in night_order(script, library, night)]  # type: ignore[arg-type]


def test_low_numbers_go_after_the_evil_info_in_the_files_order(library: Library) -> None:
    """All homebrew numbers (4, 7, 11) are below minion info while official characters follow them:
    the homebrew characters wake right after the Demon info, in the file's own order."""
    assert ids("night_scale_low.json", library, "first") == [
        "dusk", "minioninfo", "demoninfo", "lanternkeeper", "mistcaller", "gravewhisperer", "washerwoman", "empath", "dawn",
    ]


def test_other_nights_follow_the_first_nights_verdict(library: Library) -> None:
    """The same file's other-night number (9) is on the same foreign scale: just after dusk."""
    assert ids("night_scale_low.json", library, "other") == ["dusk", "gravewhisperer", "monk", "imp", "empath", "dawn"]


def test_a_named_stand_in_places_the_homebrew_just_after_it(library: Library) -> None:
    """'act as the Poisoner' wakes after the Poisoner; 'act like a Monk' after the Monk; no stand-in: after demon info."""
    assert ids("night_scale_standin.json", library, "first") == [
        "dusk", "minioninfo", "demoninfo", "lanternkeeper", "poisoner", "venomtongue", "washerwoman", "dawn",
    ]
    assert ids("night_scale_standin.json", library, "other") == ["dusk", "poisoner", "venomtongue", "monk", "nightwarden", "imp", "dawn"]


def test_numbers_past_dawn_are_off_scale_and_keep_their_relative_order(library: Library) -> None:
    """Numbers 120/140 (first) and 150/160 (other) would wake after dawn: placed in the file's order."""
    assert ids("night_scale_past_dawn.json", library, "first") == [
        "dusk", "minioninfo", "demoninfo", "chimekeeper", "bellringer", "poisoner", "chef", "empath", "dawn",
    ]
    assert ids("night_scale_past_dawn.json", library, "other")[:3] == ["dusk", "chimekeeper", "bellringer"]


@pytest.mark.parametrize("key", ["000", "001", "004"])
def test_official_scripts_are_never_off_scale(library: Library, key: str) -> None:
    script = seed_script(library, key)
    assert not off_scale(script, library, True) and not off_scale(script, library, False)
    assert unplaced(script, library)


def test_homebrew_on_the_official_scale_keeps_its_numbers(library: Library) -> None:
    """A homebrew number after minion info (55.5) is the official app's scale: no warning, no move."""
    script = load_script(DATA / "homebrew.json", library)
    assert unplaced(script, library)


def test_one_early_homebrew_townsfolk_is_not_a_foreign_scale(library: Library) -> None:
    """A single early waker (a Philosopher-like homebrew at 13) is plausible on the official scale."""
    raw = ["chef", "imp", {"id": "sage2", "name": "Sage", "team": "townsfolk", "ability": "You start knowing a secret.", "firstNight": 13}]
    script = parse_script(raw, "early.json", library)
    assert [s.id for s in night_order(script, library, "first")] == ["dusk", "sage2", "minioninfo", "demoninfo", "chef", "dawn"]


def test_a_meta_order_is_left_alone(library: Library) -> None:
    """The file's own `_meta.firstNight` says what it means: no scale guessing."""
    raw = [
        {"id": "_meta", "name": "Own order", "firstNight": ["dusk", "alpha", "beta", "minioninfo", "demoninfo", "chef", "dawn"]},
        "chef", "imp",
        {"id": "alpha", "name": "Alpha", "team": "minion", "ability": "Something.", "firstNight": 3},
        {"id": "beta", "name": "Beta", "team": "minion", "ability": "Something else.", "firstNight": 4},
    ]
    script = parse_script(raw, "own.json", library)
    assert unplaced(script, library)
    assert [s.id for s in night_order(script, library, "first")] == ["dusk", "alpha", "beta", "minioninfo", "demoninfo", "chef", "dawn"]


def test_a_korean_ability_names_its_stand_in_too(library: Library) -> None:
    """'독살범처럼' (like the Poisoner) in a Korean file: the homebrew Minion wakes just after the Poisoner."""
    assert ids("night_scale_korean.json", library, "first") == [
        "dusk", "minioninfo", "demoninfo", "kotestlamp", "poisoner", "kotestvenom", "washerwoman", "empath", "dawn",
    ]
    assert ids("night_scale_korean.json", library, "other")[:3] == ["dusk", "poisoner", "kotestvenom"]


def unplaced(script: Script, library: Library) -> bool:
    """Whether no homebrew character was placed as if numbered on another tool's scale (no warning to give)."""
    return not placed_homebrew(script, library, True) and not placed_homebrew(script, library, False)
