"""Scripts out in the official format (issue 18 point 7; grimoire_app/model/script_export.py)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import jsonschema
import pytest

from grimoire_app import paths
from grimoire_app.cli import main
from grimoire_app.model import Library, Script, load_script, night_order, parse_script
from grimoire_app.model.script_export import export_script, own_ids
from tests.conftest import DATA

WILD = DATA / "wild"
SCHEMA = json.loads((paths.resources_dir() / "schema" / "script-schema.json").read_text(encoding="utf-8"))  # the bundled official schema
UNPLAYABLE = {"unplayable.json"}
"""Wild files that must be refused (tests/model/test_script_wild.py): nothing to export."""
FILES = sorted([*(p for p in WILD.glob("*.json") if p.name not in UNPLAYABLE), DATA / "homebrew.json", DATA / "bootleg_script.json",
                *(paths.resources_dir() / "scripts").glob("*.json")])


def sheet(script: Script, library: Library, night: str) -> list[str]:
    return [step.id for step in night_order(script, library, night)]  # type: ignore[arg-type]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_an_exported_script_validates_and_reimports_to_the_same_characters_and_nights(library: Library, path: Path) -> None:
    script = load_script(path, library)
    exported = export_script(script)
    jsonschema.validate(exported, SCHEMA)
    again = parse_script(json.loads(json.dumps(exported)), "again.json", library)
    assert again.ids == script.ids
    assert again.meta.name == script.meta.name[:50] and again.meta.bootlegger == script.meta.bootlegger
    for night in ("first", "other"):
        assert sheet(again, library, night) == sheet(script, library, night)


def test_a_storyteller_order_goes_into_meta_and_comes_back(library: Library) -> None:
    """The reordered sheet is written as `_meta.firstNight`/`otherNight` in the file's own ids and re-imports as that order."""
    script = load_script(WILD / "hyphenated_ids.json", library)
    first = ["dusk", "minioninfo", "demoninfo", "fortuneteller", "beautifulhouseamnesiac", "poisoner", "dawn"]
    other = ["dusk", "imp", "poisoner", "monk", "fortuneteller", "beautifulhouseamnesiac", "dawn"]
    exported = export_script(script, first, other)
    jsonschema.validate(exported, SCHEMA)
    assert exported[0]["firstNight"][4] == "beautifulhouse-amnesiac"
    again = parse_script(exported, "again.json", library)
    assert sheet(again, library, "first") == first and sheet(again, library, "other") == other


def test_homebrew_objects_are_kept_official_ids_written_as_ids(library: Library) -> None:
    script = load_script(WILD / "hyphenated_ids.json", library)
    exported = export_script(script)
    assert exported[0] == {
        "id": "_meta", "name": "Hyphenated homebrew ids", "author": "Grimoire tests",
        "bootlegger": ["The Storyteller may wake the Gardener later if the garden grows."],
    }
    assert exported[1:5] == ["fortuneteller", "monk", "poisoner", "imp"]
    assert exported[5] == {
        "id": "beautifulhouse-amnesiac", "name": "House Amnesiac", "team": "townsfolk", "ability": "Each night, learn something you forgot.",
        "firstNight": 40.5, "otherNight": 60.5, "reminders": ["Forgot"],
    }
    assert exported[6]["team"] == "traveller" and exported[6]["remindersGlobal"] == ["Tended"]


def test_own_ids_keep_the_files_spelling(library: Library) -> None:
    script = load_script(WILD / "hyphenated_ids.json", library)
    assert own_ids(script)["beautifulhouseamnesiac"] == "beautifulhouse-amnesiac"
    assert own_ids(script)["fortuneteller"] == "fortuneteller"


def test_night_order_json_prints_the_scripts_own_ids() -> None:
    out = io.StringIO()
    assert main(["night-order", str(WILD / "hyphenated_ids.json"), "--json"], out=out) == 0
    assert json.loads(out.getvalue()) == ["dusk", "minioninfo", "demoninfo", "poisoner", "beautifulhouse-amnesiac", "fortuneteller", "dawn"]


def test_export_script_cli_writes_a_valid_file(tmp_path: Path, library: Library) -> None:
    target = tmp_path / "out.json"
    assert main(["export-script", str(WILD / "night_scale_standin.json"), "--out", str(target)], out=io.StringIO()) == 0
    written = json.loads(target.read_text(encoding="utf-8"))
    jsonschema.validate(written, SCHEMA)
    assert load_script(target, library).ids == load_script(WILD / "night_scale_standin.json", library).ids
