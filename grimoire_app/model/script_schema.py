"""The official script schema's rules, for `validate --strict` (resources/schema/script-schema.json).

The app reads scripts leniently (script_wild.py); `--strict` also applies the official schema as
written, so an author can fix a file for every other tool. This is a small reader of the JSON
Schema keywords that schema uses (type, enum, maxLength, minItems, maxItems, required,
additionalProperties, properties, items, oneOf; `format` is not checked, as validators do by
default), so the app needs no extra package. tests/model/test_script_schema.py checks it agrees
with the `jsonschema` package on the wild corpus.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from grimoire_app.model.errors import Problem, clip
from grimoire_app.model.jsonfile import load_data

Schema = dict[str, Any]

_TYPES: dict[str, tuple[type, ...]] = {
    "array": (list,),
    "object": (dict,),
    "string": (str,),
    "number": (int, float),
    "boolean": (bool,),
}


def load_schema(resources: Path) -> Schema:
    """Read the bundled official script schema.

    Raises:
        LibraryError: the file is missing or not JSON.
    """
    schema: Schema = load_data(resources / "schema" / "script-schema.json", dict[str, Any])
    return schema


def schema_problems(raw: object, schema: Schema) -> list[Problem]:
    """Return every place where a script breaks the official schema (empty when it follows it).

    An entry that fits none of the schema's forms is reported against the form its shape asks for
    (a string, `_meta`, an object with only an id, or a character defined in full).

    >>> schema = {"type": "array", "items": {"type": "string", "maxLength": 3}}
    >>> [str(p) for p in schema_problems(["imp", "chef", 3], schema)]
    ["entry 1: longer than 3 characters ('chef')", 'entry 2: expected a string (got 3)']
    """
    return _check(raw, schema, "$")


def _check(value: object, schema: Schema, where: str) -> list[Problem]:
    if "oneOf" in schema:
        return _one_of(value, schema["oneOf"], where)
    kind = schema.get("type")
    if isinstance(kind, str) and not _is(value, kind):
        return [Problem(where, f"expected {_article(kind)} (got {'null' if value is None else clip(value, 40)})")]
    problems: list[Problem] = []
    if "enum" in schema and value not in schema["enum"]:
        problems.append(Problem(where, f"expected one of {', '.join(map(str, schema['enum']))} (got {clip(value, 40)})"))
    if isinstance(value, str) and "maxLength" in schema and len(value) > schema["maxLength"]:
        problems.append(Problem(where, f"longer than {schema['maxLength']} characters ({clip(value, 40)})"))
    if isinstance(value, list):
        problems += _array(value, schema, where)
    if isinstance(value, dict):
        problems += _object(value, schema, where)
    return problems


def _array(value: list[object], schema: Schema, where: str) -> list[Problem]:
    problems = []
    if len(value) < schema.get("minItems", 0):
        problems.append(Problem(where, f"{len(value)} items; at least {schema['minItems']} expected"))
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        problems.append(Problem(where, f"{len(value)} items; at most {schema['maxItems']} allowed"))
    if isinstance(schema.get("items"), dict):
        for index, item in enumerate(value):
            problems += _check(item, schema["items"], f"entry {index}" if where == "$" else f"{where}[{index}]")
    return problems


def _object(value: dict[object, object], schema: Schema, where: str) -> list[Problem]:
    properties: dict[str, Schema] = schema.get("properties", {})
    problems = [Problem(where, f"{name!r} is required") for name in schema.get("required", ()) if name not in value]
    if schema.get("additionalProperties") is False:
        problems += [Problem(where, f"{clip(key, 40)} is not a field of this form") for key in value if key not in properties]
    for key, item in value.items():
        if isinstance(key, str) and key in properties:
            problems += _check(item, properties[key], f"{where}.{key}")
    return problems


def _one_of(value: object, forms: list[Schema], where: str) -> list[Problem]:
    found = [_check(value, form, where) for form in forms]
    fitting = [form for form, problems in zip(forms, found, strict=True) if not problems]
    if len(fitting) == 1:
        return []
    if len(fitting) > 1:
        titles = ", ".join(str(form.get("title", "?")) for form in fitting)
        return [Problem(where, f"fits more than one form of the schema ({titles})")]
    return found[_closest(value, forms)] or [Problem(where, "fits no form of the schema")]


def _closest(value: object, forms: list[Schema]) -> int:
    """Return the index of the form an entry's shape asks for (its problems are the ones worth showing)."""
    if not isinstance(value, dict):
        wanted = "string" if isinstance(value, str) else None
        return next((i for i, form in enumerate(forms) if form.get("type") == wanted), 0)

    def score(form: Schema) -> tuple[bool, int, int]:
        properties = form.get("properties", {})
        meta = properties.get("id", {}).get("enum") == ["_meta"]
        return (meta == (value.get("id") == "_meta"), len(properties.keys() & value.keys()), -len(properties))

    objects = [i for i, form in enumerate(forms) if form.get("type") == "object"]
    return max(objects, key=lambda i: score(forms[i])) if objects else 0


def _is(value: object, kind: str) -> bool:
    if kind in ("number", "integer") and isinstance(value, bool):
        return False
    return isinstance(value, _TYPES.get(kind, (object,)))


def _article(kind: str) -> str:
    return {"array": "an array", "object": "an object"}.get(kind, f"a {kind}")
