"""The night-order sheet of a script (issue: Foundation, point 4)."""

from __future__ import annotations

import json

import pytest

from grimoire_app import paths
from grimoire_app.model import Library, load_script, night_order, parse_script, step_name, step_text
from tests.conftest import DATA, seed_script

SPECIAL = {"dusk", "minioninfo", "demoninfo", "dawn"}


def official_sheet_restricted(script_ids: tuple[str, ...], night: str) -> list[str]:
    """The official order (resources/nightsheet.json) filtered to the script: an independent oracle."""
    order = json.loads((paths.resources_dir() / "nightsheet.json").read_text(encoding="utf-8"))
    key = "firstNight" if night == "first" else "otherNight"
    return [step for step in order[key] if step in SPECIAL or step in script_ids]


@pytest.mark.parametrize("key", ["000", "001", "004"])
@pytest.mark.parametrize("night", ["first", "other"])
def test_seed_script_sheets_equal_the_official_sheet_restricted(library: Library, key: str, night: str) -> None:
    script = seed_script(library, key)
    steps = [step.id for step in night_order(script, library, night)]  # type: ignore[arg-type]
    assert steps == official_sheet_restricted(script.ids, night)


def test_first_night_of_000_starts_and_ends_as_the_official_sheet(library: Library) -> None:
    """seeds/000: the Alchemist and Poppy Grower act before minion info; the Snitch between the infos."""
    steps = [step.id for step in night_order(seed_script(library, "000"), library, "first")]
    assert steps[:6] == ["dusk", "alchemist", "poppygrower", "minioninfo", "snitch", "demoninfo"]
    assert steps[-1] == "dawn"


def test_fewer_than_seven_players_skip_minion_and_demon_info(library: Library) -> None:
    script = seed_script(library, "000")
    for players, expected in ((5, False), (6, False), (7, True), (15, True)):
        ids = {step.id for step in night_order(script, library, "first", players)}
        assert ({"minioninfo", "demoninfo"} <= ids) is expected, players
    assert "minioninfo" not in {s.id for s in night_order(script, library, "other", 10)}


def test_meta_order_wins_and_homebrew_is_placed_by_its_own_number(library: Library) -> None:
    script = load_script(DATA / "homebrew.json", library)
    first = [step.id for step in night_order(script, library, "first")]
    # _meta lists fortuneteller before poisoner. Unlisted steps follow the listed step with the
    # greatest official position below theirs: Lil' Monsta (29) after demoninfo (23), the Night
    # Owl (55.5) after the poisoner (32), since the fortuneteller (56) is above it.
    assert first == ["dusk", "minioninfo", "demoninfo", "lilmonsta", "fortuneteller", "poisoner", "nightowl", "dawn"]
    other = [step.id for step in night_order(script, library, "other")]
    assert other.index("poisoner") < other.index("imp") < other.index("nightowl") < other.index("fortuneteller")


def test_meta_order_can_wake_a_character_the_official_order_does_not(library: Library) -> None:
    raw = [{"id": "_meta", "name": "x", "otherNight": ["dusk", "fisherman", "imp", "dawn"]}, "fisherman", "imp"]
    script = parse_script(raw, "inline.json", library)
    assert [step.id for step in night_order(script, library, "other")] == ["dusk", "fisherman", "imp", "dawn"]


def test_steps_carry_how_to_run_text_in_both_languages(library: Library) -> None:
    script = seed_script(library, "000")
    for step in night_order(script, library, "first"):
        assert step_text(step, library, "first", "ko") and step_text(step, library, "first", "en"), step.id
    dusk = night_order(script, library, "first")[0]
    assert (step_name(dusk, library, "ko"), step_name(dusk, library, "en")) == ("해질녘", "Dusk")


def test_characters_without_bundled_text_have_no_invented_text(library: Library) -> None:
    """A character with no text file (here the Washerwoman's taken out: issue 16 wrote one) gets no invented line."""
    import dataclasses

    bare = dataclasses.replace(library, texts={cid: t for cid, t in library.texts.items() if cid != "washerwoman"})
    script = parse_script(["washerwoman", "imp"], "tb.json", bare)
    steps = night_order(script, bare, "first")
    washer = next(step for step in steps if step.id == "washerwoman")
    assert step_text(washer, bare, "first", "en") is None
    assert step_text(washer, library, "first", "en") == library.texts["washerwoman"].en.first_night
