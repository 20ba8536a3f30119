"""Hypothesis strategies for hostile input text: what a decoder can choke on, as raw JSON fragments.

A fragment is spliced into otherwise sensible JSON where a value goes: a number of more than 4,300
digits, nesting up to 100,000 deep, a lone surrogate or NUL escape inside a string, very long
strings. `hostile_text(values)` turns a JSON value holding placeholders into text with the
fragments in place, optionally after a UTF-8 BOM.
"""

from __future__ import annotations

import json

from hypothesis import strategies as st

PLACEHOLDER = "\x01hostile\x01"

huge_int = st.integers(4_301, 20_000).map(lambda digits: "9" * digits)
deep = st.integers(60, 100_000).map(lambda depth: "[" * depth + "]" * depth)
deep_objects = st.integers(60, 20_000).map(lambda depth: '{"a":' * depth + "1" + "}" * depth)
lone_surrogate = st.sampled_from(["\\ud800", "\\udfff", "\\udbff", "x\\ud83d"]).map(lambda s: f'"{s}"')
nul = st.sampled_from(['"\\u0000"', '"name\\u0000"'])
long_string = st.sampled_from([201, 2_001, 100_000, 1_000_000]).map(lambda n: json.dumps("가" * n))
odd_number = st.sampled_from(["1e400", "-1e400", "NaN", "Infinity", "-0", "1.5", "123456789012345678901234567890"])

FRAGMENTS = st.one_of(huge_int, deep, deep_objects, lone_surrogate, nul, long_string, odd_number)


@st.composite
def hostile_text(draw: st.DrawFn, value: object) -> str:
    """Return JSON text of `value` with each PLACEHOLDER string replaced by a hostile fragment."""
    text = json.dumps(value, ensure_ascii=False)
    quoted = json.dumps(PLACEHOLDER)
    while quoted in text:
        text = text.replace(quoted, draw(FRAGMENTS), 1)
    return ("\ufeff" if draw(st.booleans()) else "") + text


def with_placeholders(draw: st.DrawFn, value: object, chance: float = 0.3) -> object:
    """Replace some leaves of a JSON value (chosen by hypothesis) with PLACEHOLDER."""
    if isinstance(value, dict):
        return {key: with_placeholders(draw, item, chance) for key, item in value.items()}
    if isinstance(value, list):
        return [with_placeholders(draw, item, chance) for item in value]
    return PLACEHOLDER if draw(st.integers(0, 99)) < chance * 100 else value
