"""The day tables agree with the registry, the seeds and the catalogue (DESIGN.md principle 3)."""

from __future__ import annotations

import json

import pytest

from grimoire_app.i18n import keys
from grimoire_app.model import Library
from grimoire_app.model.errors import LibraryError
from grimoire_app.systems.botc.day import data
from grimoire_app.systems.botc.day.registry import BLOCKS, FLIPS, HOOKS, RESOLVERS, WINS
from tests.conftest import seed_script


def test_registry_and_data_name_the_same_rules() -> None:
    """Every trigger and win in resources/botc/day_*.json has exactly one registered function, and back."""
    assert {spec.id for spec in data.trigger_specs()} == set(HOOKS)
    assert {spec.id for spec in data.win_specs()} == set(WINS)
    assert {spec.id for spec in data.flip_specs()} == set(FLIPS)
    assert {spec.id for spec in data.block_specs()} == set(BLOCKS)
    assert set(RESOLVERS) <= set(HOOKS)


def test_every_rule_belongs_to_a_seed_character(library: Library) -> None:
    """The rules are those of the seed scripts' characters (spec 2-4), or of official characters citing their rules page (issue 16)."""
    seeds = {c.id for key in ("000", "001", "004") for c in seed_script(library, key).characters}
    specs = data.trigger_specs() + data.win_specs() + data.flip_specs() + data.block_specs()
    for spec in specs:
        if spec.character is not None and spec.character not in seeds:
            assert spec.character in library.characters and "docs/rules/" in spec.ref, spec.id
    for spec in data.trigger_specs() + data.win_specs():
        assert spec.id.split(".")[0] in (spec.character or "standard")


def test_every_rule_has_its_texts() -> None:
    """Each trigger has at least one text and each win its reason, in both languages (test_i18n checks ko/en)."""
    catalogue = set(keys())
    for spec in data.trigger_specs():
        assert any(k == f"day.trigger.{spec.id}" or k.startswith(f"day.trigger.{spec.id}.") for k in catalogue), spec.id
    for spec in data.win_specs():
        assert f"day.win.{spec.id}" in catalogue, spec.id


def test_a_broken_table_names_the_file_and_the_place(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Bad data is rejected with the file and the field (DESIGN.md principle 5)."""
    folder = tmp_path / "botc"
    folder.mkdir()
    (folder / "day_triggers.json").write_text(json.dumps({"triggers": [{"id": "virgin.x", "character": "virgin", "on": "lunch", "when": "before", "ref": "r"}]}))
    monkeypatch.setattr(data, "botc_dir", lambda: folder)
    data.trigger_specs.cache_clear()
    try:
        with pytest.raises(LibraryError) as error:
            data.trigger_specs()
        assert "day_triggers.json" in str(error.value) and "on" in str(error.value)
    finally:
        data.trigger_specs.cache_clear()
