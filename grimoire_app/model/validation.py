"""Turn pydantic validation errors into the project's Problems, naming the place in the file."""

from __future__ import annotations

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from grimoire_app.model.errors import Problem, clip


def problems_from(error: ValidationError, where: str = "") -> list[Problem]:
    """List one Problem per pydantic error, with the location as a readable path.

    >>> from pydantic import TypeAdapter
    >>> try:
    ...     TypeAdapter(list[int]).validate_python([1, "x"])
    ... except ValidationError as e:
    ...     print(problems_from(e, "root")[0])
    root[1]: expected a whole number (got 'x')
    """
    return [Problem(where + _path(err["loc"]), _describe(err)) for err in error.errors()]


def _path(loc: tuple[int | str, ...]) -> str:
    return "".join(f"[{part}]" if isinstance(part, int) else f".{clip(part, 40, quote=False)}" for part in loc)


_MESSAGES = {
    "int_parsing": "expected a whole number",
    "int_type": "expected a whole number",
    "string_type": "expected a text string",
    "bool_type": "expected true or false",
    "float_type": "expected a number",
    "list_type": "expected a list",
    "tuple_type": "expected a list",
    "dict_type": "expected an object",
    "model_type": "expected an object",
    "missing": "is required but missing",
    "extra_forbidden": "is not a known field",
    "enum": "expected one of the listed values",
    "literal_error": "expected one of the listed values",
}


def _describe(err: ErrorDetails) -> str:
    kind = err["type"]
    base = _MESSAGES.get(kind, clip(err["msg"], 200, quote=False))
    if kind in ("enum", "literal_error"):
        base = clip(err["msg"].replace("Input should be", "expected"), 600, quote=False)
    if kind == "missing":
        return base
    if kind in ("string_too_long", "too_long"):
        unit = "characters" if kind == "string_too_long" else "items"
        limit = err.get("ctx", {}).get("max_length")
        return f"more than {limit:,} {unit}, the most this app reads" if isinstance(limit, int) else base
    return f"{base} (got {_short(err.get('input'))})"


def _short(value: object) -> str:
    return clip(value)
