"""Read a JSON file, turning every way it can fail into the caller's ProblemsError."""

from __future__ import annotations

import json
from pathlib import Path

from grimoire_app.model.errors import Problem, ProblemsError


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
