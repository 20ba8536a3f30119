"""Decoding JSON input: every decoder failure is the project's own error naming the place (issue 14)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire_app.model.errors import LibraryError
from grimoire_app.model.jsonfile import JsonInputError, decode_json, read_json
from grimoire_app.model.limits import MAX_FILE_BYTES
from tests.hostile import FRAGMENTS, PLACEHOLDER, hostile_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"a": [1,\n 2, ' + "7" * 5000 + "]}", "line 2 column 5: a number of more than 4,300 digits"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply to read (at most 64 levels)"),
        ("[" * 70 + "]" * 70, "nested more than 64 levels deep"),
        ('["ok", {"name": "\\ud800"}]', "$[1].name: a lone surrogate '\\ud800'"),
        ('{"x\\udc00": 1}', "a lone surrogate '\\udc00'"),
        ('["a\\u0000b"]', "$[0]: a NUL character in 'a\\x00b'"),
        ('["a", ', "line 1 column 7: not valid JSON"),
    ],
)
def test_each_decoder_failure_is_one_problem_with_its_place(text: str, expected: str) -> None:
    """ValueError (int digits), RecursionError, lone surrogates and NUL become JsonInputError naming the place."""
    with pytest.raises(JsonInputError) as caught:
        decode_json(text)
    assert expected in str(caught.value)


def test_a_bom_is_accepted_and_odd_numbers_are_values() -> None:
    """A UTF-8 BOM (Notepad) is skipped; 1e400 and NaN decode to floats (schemas refuse them later)."""
    assert decode_json('\ufeff["imp"]') == ["imp"]
    assert decode_json("[1e400]")[0] == float("inf")


def test_files_name_themselves_and_the_byte_or_the_limit(tmp_path: Path) -> None:
    """Unreadable, non-UTF-8 and too-large files are refused naming the file (and the byte or the limit)."""
    latin = tmp_path / "latin.json"
    latin.write_bytes('["caf\xe9"]'.encode("latin-1"))
    with pytest.raises(LibraryError, match=r"latin.json: byte 5: not UTF-8 text"):
        read_json(latin, LibraryError)
    big = tmp_path / "big.json"
    big.write_bytes(b"[" + b" " * MAX_FILE_BYTES + b"]")
    with pytest.raises(LibraryError, match=r"big.json: larger than 10,000,000 bytes, the most this app reads"):
        read_json(big, LibraryError)
    bom = tmp_path / "bom.json"
    bom.write_bytes("\ufeff[1]".encode())
    assert read_json(bom, LibraryError) == [1]


@settings(max_examples=60, deadline=2000)
@given(st.data())
def test_hostile_json_gives_a_value_or_our_error(data: st.DataObject) -> None:
    """Any hostile fragment anywhere in a JSON value: a value or JsonInputError, each under 2 s."""
    shape = data.draw(st.recursive(st.just(PLACEHOLDER) | st.text(max_size=5) | st.integers(), lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=3), c, max_size=3), max_leaves=6))
    text = data.draw(hostile_text(shape))
    try:
        value = decode_json(text)
    except JsonInputError as error:
        assert str(error)
    else:
        json.dumps(value, ensure_ascii=False).encode("utf-8")


@settings(max_examples=30, deadline=2000)
@given(FRAGMENTS)
def test_every_fragment_alone_is_a_value_or_our_error(fragment: str) -> None:
    """Each hostile fragment on its own, as a whole document."""
    try:
        decode_json(fragment)
    except JsonInputError:
        pass
