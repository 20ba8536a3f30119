"""Read a JSON file, turning every way it can fail into the caller's ProblemsError."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar, overload

from pydantic import TypeAdapter, ValidationError

from grimoire_app.model.errors import LibraryError, Problem, ProblemsError
from grimoire_app.model.validation import problems_from


def read_json(path: Path, error: type[ProblemsError]) -> object:
    """Parse a UTF-8 JSON file.

    Raises:
        ProblemsError: of the given subclass, naming the file and, for bad JSON, line and column.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as failure:
        raise error(str(path), [Problem("", f"cannot be read ({failure.strerror or failure})")]) from failure
    except UnicodeDecodeError as failure:
        raise error(str(path), [Problem(f"byte {failure.start}", "not UTF-8 text")]) from failure
    return parse_json(text, str(path), error)


def parse_json(text: str, source: str, error: type[ProblemsError]) -> object:
    """Parse JSON text.

    Raises:
        ProblemsError: of the given subclass, with the line and column of the first fault.
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as failure:
        where = f"line {failure.lineno} column {failure.colno}"
        raise error(source, [Problem(where, f"not valid JSON ({failure.msg})")]) from failure
    except RecursionError as failure:
        raise error(source, [Problem("", "nested too deeply to read")]) from failure


T = TypeVar("T")


@overload
def load_data(path: Path, shape: type[T], comments: bool = False) -> T: ...


@overload
def load_data(path: Path, shape: Any, comments: bool = False) -> Any: ...


def load_data(path: Path, shape: Any, comments: bool = False) -> Any:
    """Read a bundled data file and validate it against a pydantic shape (a model or a type).

    With `comments`, top-level keys of an object that start with "_" are comments, dropped first.

    Raises:
        LibraryError: the file is missing, not JSON, or not of its schema (naming the file and the place).
    """
    raw = read_json(path, LibraryError)
    if comments and isinstance(raw, dict):
        raw = {key: value for key, value in raw.items() if not str(key).startswith("_")}
    try:
        return TypeAdapter(shape).validate_python(raw)
    except ValidationError as error:
        raise LibraryError(str(path), problems_from(error, "$")) from error
