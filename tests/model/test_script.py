"""Script import: the official format, spellings from the wild, homebrew, _meta, and clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire_app.model import Library, Script, ScriptError, Team, load_script, parse_script
from tests.conftest import DATA, seed_script
from tests.hostile import hostile_text, with_placeholders


@pytest.mark.parametrize(("key", "count", "name"), [("000", 25, "종파와 마약"), ("001", 16, "Seed almanac 001"), ("004", 25, "확증 편향 - RHAP")])
def test_seed_scripts_load(library: Library, key: str, count: int, name: str) -> None:
    script = seed_script(library, key)
    assert len(script.characters) == count and script.meta.name == name


def test_ids_are_matched_as_scripts_spell_them_and_homebrew_is_kept(library: Library) -> None:
    script = load_script(DATA / "homebrew.json", library)
    assert script.ids == ("poisoner", "fortuneteller", "imp", "lilmonsta", "nightowl")
    owl = script.character("Night Owl")
    assert owl is not None and owl.homebrew and owl.team == Team.TOWNSFOLK
    assert owl.first_night == 55.5 and [(t.name, t.count) for t in owl.reminders] == [("Hoot", 2)]
    assert library.ability(owl, "ko") == "Each night, learn whether an owl hooted."
    assert library.night_text(owl, False, "en") == "Nod or shake your head."
    assert script.images == {"nightowl": ("https://example.invalid/owl.png",)}
    assert script.meta.author == "Tests"
    assert script.meta.first_night == ("dusk", "minioninfo", "demoninfo", "fortuneteller", "poisoner", "dawn")


def errors_of(library: Library, name: str) -> str:
    with pytest.raises(ScriptError) as caught:
        load_script(DATA / name, library)
    message = str(caught.value)
    assert all(line.startswith(str(DATA / name) + ": ") for line in message.splitlines()), message
    return message


def test_truncated_json_names_the_line_and_column(library: Library) -> None:
    assert "line 4 column 3: not valid JSON" in errors_of(library, "truncated.json")


def test_a_non_list_is_refused(library: Library) -> None:
    assert "$: expected a JSON array of characters, got an object" in errors_of(library, "not_a_list.json")


def test_an_entry_of_the_wrong_type_is_named_by_index(library: Library) -> None:
    assert "entry 2: expected a character id string or an object, got the number 42" in errors_of(library, "wrong_type.json")


def test_three_unknown_ids_are_listed_at_once_with_their_places(library: Library) -> None:
    message = errors_of(library, "three_unknown.json")
    assert len(message.splitlines()) == 3
    assert "entry 2 (id 'nobel'): unknown character id" in message and "did you mean 'noble'?" in message
    assert "entry 4 (id 'fortune teler'): unknown character id" in message
    assert "entry 6 (id 'xyzzy'): unknown character id" in message


def test_a_malformed_meta_order_is_refused(library: Library) -> None:
    message = errors_of(library, "bad_meta_order.json")
    assert "entry 0 (_meta).otherNight: expected a list (got 'poisoner,imp')" in message


def test_meta_order_entries_must_be_on_the_script(library: Library) -> None:
    raw = [{"id": "_meta", "name": "x", "firstNight": ["dusk", "imp", "chef", "chef"], "otherNight": ["minioninfo"]}, "chef", "poisoner"]
    with pytest.raises(ScriptError) as caught:
        parse_script(raw, "inline.json", library)
    message = str(caught.value)
    assert "_meta.firstNight[1] ('imp'): expected a character on this script" in message
    assert "_meta.firstNight[3] ('chef'): appears twice" in message
    assert "_meta.otherNight[0] ('minioninfo'): expected a character on this script or one of dusk, dawn" in message


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ([], "$: expected at least one character"),
        (["chef", "Chef"], "entry 1 (id 'Chef'): 'chef' is already on the script at entry 0"),
        (["chef", {"id": "x", "name": "X", "team": 3, "ability": "a"}], "entry 1 (id 'x').team: expected"),
        (["chef", {"id": "x", "name": "X", "team": "demon"}], "entry 1 (id 'x').ability: is required but missing"),
        (["chef", {"id": "x", "name": "X", "team": "demon", "ability": "a", "firstNight": True}], "entry 1 (id 'x').firstNight"),
        (["chef", {"name": "no id"}], "entry 1: expected an \"id\" string, got null"),
        (["chef", {"id": "_meta", "name": 5}], "entry 1 (_meta).name: expected a text string"),
        (["chef", {"id": "_meta", "name": "a"}, {"id": "_meta", "name": "b"}], "at most one _meta"),
    ],
)
def test_each_bad_entry_is_refused_with_its_place(library: Library, raw: object, expected: str) -> None:
    with pytest.raises(ScriptError, match=None) as caught:
        parse_script(raw, "inline.json", library)
    assert expected in str(caught.value)


@pytest.mark.parametrize(
    ("raw", "warning"),
    [
        (["chef", {"id": "x", "name": "X", "team": "wizard", "ability": "a"}], ("unknown_team", ("x",), "wizard")),
        (["chef", {"id": "imp", "image": "u"}], ("reference_field", ("imp",), "image")),
        (["chef", {"id": "_meta"}], ("meta_unnamed", ("_meta",), "inline")),
    ],
)
def test_what_other_tools_accept_is_read_with_a_warning(library: Library, raw: object, warning: tuple[str, tuple[str, ...], str]) -> None:
    """Issue 18 changed these three from errors to warnings (an unknown team is skipped, a field on an
    official reference ignored, a nameless _meta named after the file); tests/model/test_script_wild.py has the rest."""
    script = parse_script(raw, "inline.json", library)
    assert [(w.kind, w.entries, w.detail) for w in script.warnings] == [warning]
    assert script.ids[0] == "chef"


def test_a_script_without_meta_is_named_after_its_file(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "my-script.json"
    path.write_text(json.dumps(["chef", "imp"]), encoding="utf-8")
    assert load_script(path, library).meta.name == "my-script"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
    | st.sampled_from(["_meta", "imp", "chef", "Fang-Gu", "dusk", "dawn", "townsfolk", "demon"]),
    lambda children: st.lists(children, max_size=6)
    | st.dictionaries(st.sampled_from(["id", "name", "team", "ability", "firstNight", "otherNight", "reminders", "x"]) | st.text(max_size=5), children, max_size=5),
    max_leaves=25,
)


@given(json_values)
def test_arbitrary_json_gives_a_script_or_a_script_error(library: Library, raw: object) -> None:
    try:
        result = parse_script(raw, "fuzz.json", library)
    except ScriptError as error:
        assert str(error).startswith("fuzz.json: ")
    else:
        assert isinstance(result, Script) and result.characters


HOMEBREW = {"id": "owl", "name": "Owl", "team": "townsfolk", "ability": "Each night, learn whether an owl hooted.", "reminders": ["Hoot"], "firstNight": 30}


@st.composite
def hostile_script(draw: st.DrawFn) -> str:
    """A script of official ids, a homebrew character and a _meta, with hostile fragments in some fields."""
    meta = {"id": "_meta", "name": "Hostile", "author": "me", "firstNight": ["dusk", "imp"]}
    entries = [meta, "imp", {"id": "chef"}, HOMEBREW, "washerwoman"]
    shape = [with_placeholders(draw, entry, 0.15) for entry in draw(st.permutations(entries))]
    return draw(hostile_text(shape))


@settings(max_examples=80, deadline=2000)
@given(hostile_script())
def test_hostile_script_entries_give_a_script_or_a_script_error(library: Library, tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    """Issue 14: huge integers, deep nesting, lone surrogates, NUL, BOM, long strings: a Script or a ScriptError, each under 2 s."""
    path = tmp_path_factory.mktemp("hostile") / "hostile.json"
    path.write_text(text, encoding="utf-8")
    try:
        script = load_script(path, library)
    except ScriptError as error:
        assert str(error).startswith(str(path))
        str(error).encode("utf-8")
    else:
        (script.meta.name + "".join(c.name + (c.ability or "") for c in script.characters)).encode("utf-8")


def test_a_lone_surrogate_in_the_meta_name_is_refused_at_load_naming_the_place(library: Library, tmp_path: Path) -> None:
    """Issue 14: '\\ud800' in _meta.name used to pass validate and crash night-order and deal when printed."""
    path = tmp_path / "s.json"
    path.write_text('[{"id": "_meta", "name": "\\ud800"}, "imp"]', encoding="utf-8")
    with pytest.raises(ScriptError, match=r"s.json: \$\[0\]\.name: a lone surrogate"):
        load_script(path, library)


def test_a_bom_is_accepted(library: Library, tmp_path: Path) -> None:
    """Issue 14: a script saved by Notepad (UTF-8 with BOM) loads."""
    path = tmp_path / "bom.json"
    path.write_bytes("\ufeff".encode() + json.dumps([{"id": "_meta", "name": "BOM"}, "imp"]).encode())
    assert load_script(path, library).meta.name == "BOM"


def _refusal(library: Library, raw: object) -> str:
    with pytest.raises(ScriptError) as caught:
        parse_script(raw, "limit.json", library)
    return str(caught.value)


def test_each_size_limit_is_refused_naming_the_limit(library: Library) -> None:
    """Issue 14: 1,000 entries, 200 characters a name, 2,000 an ability, 50 an id; each refusal names the limit."""
    assert "$: 1,001 entries; a script has at most 1,000" in _refusal(library, ["imp"] + ["chef"] * 1000)
    long_name = _refusal(library, [{"id": "_meta", "name": "x" * 201}, "imp"])
    assert "entry 0 (_meta).name: more than 200 characters, the most this app reads" in long_name and "x" * 100 not in long_name
    ability = _refusal(library, [{**HOMEBREW, "ability": "a" * 2001}])
    assert "entry 0 (id 'owl').ability: more than 2,000 characters" in ability
    assert "entry 0 (id 'owl').name: more than 200 characters" in _refusal(library, [{**HOMEBREW, "name": "n" * 201}])
    assert "reminders: more than 1,000 items" in _refusal(library, [{**HOMEBREW, "reminders": ["x"] * 1001}])
    assert "an id of more than 50 characters" in _refusal(library, ["i" * 1_000_000])
    fits = parse_script([{"id": "_meta", "name": "x" * 200}, {**HOMEBREW, "ability": "a" * 2000}], "fits.json", library)
    assert len(fits.meta.name) == 200


def test_at_most_50_problems_are_listed_then_the_count(library: Library) -> None:
    """Issue 14: a script of 1,000 duplicate ids lists 50 problems and 'and 949 more problems', not all 999."""
    message = _refusal(library, ["imp"] * 1000)
    lines = message.splitlines()
    assert len(lines) == 51 and lines[-1] == "limit.json: and 949 more problems"
    assert lines[0] == "limit.json: entry 1 (id 'imp'): 'imp' is already on the script at entry 0"


def test_a_script_file_over_10_mb_is_refused_before_it_is_parsed(library: Library, tmp_path: Path) -> None:
    """Issue 14: a 50 MB script took 33 s and printed 478 MB; now one line naming the limit."""
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(["imp"] * 1_700_000), encoding="utf-8")
    with pytest.raises(ScriptError) as caught:
        load_script(path, library)
    assert str(caught.value) == f"{path}: larger than 10,000,000 bytes, the most this app reads"
