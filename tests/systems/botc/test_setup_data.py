"""The setup tables in resources/botc/ agree with the character data and the spec; module examples run."""

from __future__ import annotations

import doctest
import importlib
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from grimoire_app.model import Library
from grimoire_app.model.errors import LibraryError
from grimoire_app.model.jsonfile import load_data
from grimoire_app.systems.botc.setup import data
from grimoire_app.systems.botc.setup.data import DistributionTable, first_night_rules, modifier_table
from tests.conftest import seed_script

MODULES = ["counts", "data", "distribution", "values", "deal", "check", "prepare", "bluffs", "table", "jsonio"]

PREPARED = {
    "noble", "bountyhunter", "balloonist", "fortuneteller", "grandmother", "puzzlemaster",
    "villageidiot", "drunk", "xaan", "summoner", "alchemist",
}
"""Seed characters whose spec Setup line places a token while preparing the first night."""


@pytest.mark.parametrize("name", MODULES)
def test_examples_in_docstrings_run(name: str) -> None:
    module = importlib.import_module(f"grimoire_app.systems.botc.setup.{name}")
    failed, _ = doctest.testmod(module)
    assert failed == 0


def test_every_seed_character_with_a_setup_flag_has_a_modifier(library: Library) -> None:
    """official setup flag (spec 5 index) <-> modifiers.json."""
    seeds = {c.id for key in ("000", "001", "004") for c in seed_script(library, key).characters}
    flagged = {cid for cid in seeds if library.get(cid).setup}
    modified = {spec.character for spec in modifier_table().modifiers}
    assert {cid for cid in modified if cid in seeds} == flagged
    swaps = {"believes_townsfolk", "believes_demon", "minions_as_demon"}  # the Riot's Riot-only script (docs/rules/riot.md)
    unflagged = {spec.character for spec in modifier_table().modifiers if not library.get(spec.character).setup}
    assert all(spec.kind in swaps for spec in modifier_table().modifiers if spec.character in unflagged), "a modifier belongs to a character with a setup flag, or is a believed-character swap (issue 16)"


def test_first_night_rules_cover_the_seed_characters_that_prepare(library: Library) -> None:
    seeded = [rule for rule in first_night_rules() if rule.ref.startswith("seeds/")]
    assert {rule.character for rule in seeded} == PREPARED
    for rule in first_night_rules():
        assert rule.token in {token.name for token in library.get(rule.character).reminders}, rule
        assert rule.ref.startswith(("seeds/", "docs/rules/")), rule
        # issue 21: the experimental ("carousel") characters prepare the first night too (the Lycanthrope's FAUX PAW)
        assert rule.ref.startswith("seeds/") or library.get(rule.character).edition in ("tb", "bmr", "snv", "carousel"), rule


def test_modifiers_cite_their_seed() -> None:
    """Seed characters cite their seed; base-edition characters (issue 16) their rules page in docs/rules."""
    assert all(spec.ref.startswith(("seeds/", "docs/rules/", "official almanac")) for spec in modifier_table().modifiers)
    assert all("docs/rules/" in spec.ref for spec in modifier_table().modifiers if not spec.ref.startswith("seeds/"))
    assert all(rule.ref.startswith("seeds/") for rule in modifier_table().held_abilities)


def test_exclusive_pairs_are_official_jinxes(library: Library) -> None:
    for pair in modifier_table().exclusive:
        assert library.jinxes_among(pair), pair


def test_a_row_that_does_not_add_up_is_refused() -> None:
    raw = json.loads((data.botc_dir() / "distribution.json").read_text(encoding="utf-8"))
    raw.pop("_source")
    raw["rows"]["7"]["townsfolk"] = 6
    with pytest.raises(ValidationError, match="the row for 7 players does not add up to 7"):
        DistributionTable.model_validate(raw)


def test_a_broken_table_file_names_the_file(tmp_path: Path) -> None:
    broken = tmp_path / "distribution.json"
    broken.write_text('{"min_players": 5}', encoding="utf-8")
    with pytest.raises(LibraryError, match="distribution.json"):
        load_data(broken, DistributionTable, comments=True)
