"""`validate --strict`'s reader of the official script schema (model/script_schema.py) agrees with the
`jsonschema` package on every script the tests and the app hold, and names the place of each deviation."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from grimoire_app import paths
from grimoire_app.model.script_schema import load_schema, schema_problems
from tests.conftest import DATA

SCHEMA = load_schema(paths.resources_dir())
NOT_JSON = {"truncated.json"}
"""A test file that is not JSON at all: nothing for a schema to say."""
FILES = [
    path
    for path in sorted((DATA / "wild").glob("*.json")) + sorted(DATA.glob("*.json")) + sorted((paths.resources_dir() / "scripts").glob("*.json"))
    if path.name not in NOT_JSON
]


def _raw(path: Path) -> object:
    return json.loads(path.read_text(encoding="utf-8-sig"))


def test_the_bundled_schema_is_the_official_one() -> None:
    assert SCHEMA["$id"].endswith("/botc-release/main/script-schema.json") and (SCHEMA["minItems"], SCHEMA["maxItems"]) == (5, 201)
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_schema_problems_agree_with_jsonschema(path: Path) -> None:
    raw = _raw(path)
    theirs = list(jsonschema.Draft202012Validator(SCHEMA).iter_errors(raw))
    assert bool(schema_problems(raw, SCHEMA)) == bool(theirs)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (["chef", "imp", "monk", "spy", {"id": "x", "name": "X", "team": "traveler", "ability": "a"}],
         "entry 4.team: expected one of townsfolk, outsider, minion, demon, traveller, fabled, loric (got 'traveler')"),
        (["chef", "imp", "monk", "spy", None], "entry 4: expected an object (got null)"),
        (["chef", "imp", "monk", "spy", {"id": "baron", "note": "x"}], "entry 4: 'note' is not a field of this form"),
        (["chef", "imp", "monk", "spy", {"id": "x", "name": "X", "team": "minion", "ability": "a", "reminders": ""}],
         "entry 4.reminders: expected an array (got '')"),
        (["chef", "imp", "monk", "spy", {"id": "_meta", "author": "me"}], "entry 4: 'name' is required"),
        (["chef", "imp", "monk", "spy", "a_very_long_official_id"], "entry 4: longer than 20 characters"),
        (["chef", "imp", "monk", "spy"], "$: 4 items; at least 5 expected"),
    ],
)
def test_each_deviation_is_named_with_its_place(raw: object, expected: str) -> None:
    problems = [str(problem) for problem in schema_problems(raw, SCHEMA)]
    assert any(problem.startswith(expected) for problem in problems), problems
    assert list(jsonschema.Draft202012Validator(SCHEMA).iter_errors(raw))


def test_a_bare_meta_fits_the_deprecated_reference_form() -> None:
    """Issue 18: `{"id": "_meta"}` alone is valid under the official schema (the app names the script after its file)."""
    raw = [{"id": "_meta"}, "chef", "imp", "monk", "spy"]
    assert schema_problems(raw, SCHEMA) == [] and not list(jsonschema.Draft202012Validator(SCHEMA).iter_errors(raw))
