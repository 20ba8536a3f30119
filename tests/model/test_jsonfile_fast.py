"""The library and journal readers' shortcuts keep the same values and the same errors (issue 20, docs/performance.md
"Never-opened start, model side, 2026-12-02 morning"): the nesting-only walk for text without a \\u escape, one validator
per shape in load_data, the texts folder sorted by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.model.characters import CharacterTexts, Jinx
from grimoire_app.model.errors import LibraryError
from grimoire_app.model.jsonfile import JsonInputError, check_value, decode_json, load_data


def _outcome(value: object, strings: bool) -> str | None:
    try:
        check_value(value, strings=strings)
    except JsonInputError as error:
        return str(error)
    return None


def _deep(depth: int, leaf: object) -> object:
    value = leaf
    for level in range(depth):
        value = [value, {"k": level}] if level % 2 else {"a": value, "b": [level]}
    return value


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet="ab\u00e9\uac00", max_size=3),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(alphabet="xy", max_size=2), children, max_size=3),
    max_leaves=12,
)


@settings(max_examples=60, deadline=2000)
@given(st.lists(st.tuples(st.integers(0, 80), JSON), min_size=1, max_size=4))
def test_the_nesting_only_walk_names_the_same_place(parts: list[tuple[int, object]]) -> None:
    """Values with no bad string (what text with no \\u escape decodes to), some nested past 64 levels in several
    branches: the walk without string checks refuses exactly when the full walk does, naming the same container."""
    value = [_deep(depth, leaf) for depth, leaf in parts]
    assert _outcome(value, strings=False) == _outcome(value, strings=True)


def test_deep_values_in_two_branches_name_the_branch_the_full_walk_names() -> None:
    """Two branches past the limit: both walks name the one visited first (the last pushed: $[1]…)."""
    value = [_deep(70, "x"), _deep(66, 1)]
    expected = _outcome(value, strings=True)
    assert expected is not None and expected.startswith("$[1]") and "nested more than 64 levels deep" in expected
    assert _outcome(value, strings=False) == expected
    text = json.dumps(value)
    with pytest.raises(JsonInputError) as caught:
        decode_json(text)
    assert str(caught.value) == expected


def test_a_escape_still_checks_every_string_in_a_large_value() -> None:
    """Text with a \\u escape among many brackets: the strings are checked (the lone surrogate is named)."""
    text = json.dumps([{"name": f"n{i}"} for i in range(80)] + [{"name": "x"}]).replace('"x"', '"\\ud800"')
    with pytest.raises(JsonInputError, match=r"\$\[80\]\.name: a lone surrogate"):
        decode_json(text)


def test_one_validator_per_shape_names_each_file_and_place(tmp_path: Path) -> None:
    """load_data validates several files of one shape with one validator: each error still names its own file
    and place, and a good file after a bad one reads."""
    good = tmp_path / "good.json"
    good.write_text(json.dumps([{"characters": ["imp", "spy"], "en": "x", "ko": "엑스"}]), "utf-8")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"characters": ["imp", "spy"], "en": "y"}, {"characters": 3, "en": "y", "ko": "와이"}]), "utf-8")
    worse = tmp_path / "worse.json"
    worse.write_text(json.dumps([{"characters": ["a", "b"], "en": "z", "ko": "지", "extra": 1}]), "utf-8")
    first = load_data(good, list[Jinx])
    with pytest.raises(LibraryError) as caught:
        load_data(bad, list[Jinx])
    assert str(caught.value).startswith(str(bad)) and "$[0].ko" in str(caught.value) and "$[1].characters" in str(caught.value)
    with pytest.raises(LibraryError) as caught:
        load_data(worse, list[Jinx])
    assert str(caught.value).startswith(str(worse)) and "$[0].extra" in str(caught.value)
    assert load_data(good, list[Jinx]) == first


def test_the_library_texts_are_in_the_order_of_their_paths() -> None:
    """The texts folder sorted by file name is the order sorted Paths give (the library's dict order)."""
    folder = paths.resources_dir() / "characters" / "texts"
    library = load_library(paths.resources_dir())
    assert list(library.texts) == [path.stem for path in sorted(folder.glob("*.json"))]
    assert all(isinstance(texts, CharacterTexts) for texts in library.texts.values())
