"""Read JSON, turning every way it can fail into the project's own error, naming the place.

Every reader of a user's file decodes through `decode_json`: bad JSON, a number too long for
Python to convert (more than 4,300 digits), nesting too deep (RecursionError), text that is not
UTF-8, a lone surrogate ("\\ud800") or a NUL character in a string: each is one Problem with the
line and column, or the path of the bad value ("$[3].name"). A UTF-8 BOM is accepted.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any, TypeVar, overload

from pydantic import TypeAdapter, ValidationError

from grimoire_app.model.errors import GrimoireError, LibraryError, Problem, ProblemsError, clip
from grimoire_app.model.limits import MAX_FILE_BYTES, MAX_NESTING, count
from grimoire_app.model.validation import problems_from

BOM = "\ufeff"
ESCAPE = "\\u"
"""A \\u escape: the only way decoded JSON text can hold a lone surrogate or a NUL (needs_check)."""


class JsonInputError(GrimoireError):
    """JSON text that cannot be used, with the one Problem found (its place and what is wrong).

    Readers turn it into their own error (ScriptError, SaveFileError, ...) naming the file.
    """

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        super().__init__(str(problem))


def read_json(path: Path, error: type[ProblemsError]) -> object:
    """Parse a UTF-8 JSON file (a BOM is accepted) of at most MAX_FILE_BYTES.

    Raises:
        ProblemsError: of the given subclass, naming the file and the place: line and column for
            bad JSON, the path of a bad value, or the size limit.
    """
    text = read_text(path, error)
    return parse_json(text, str(path), error)


def read_text(path: Path, error: type[ProblemsError], limit: int = MAX_FILE_BYTES) -> str:
    """Read a UTF-8 text file of at most `limit` bytes, without its BOM.

    Raises:
        ProblemsError: of the given subclass: unreadable, too large, or not UTF-8.
    """
    try:
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as failure:
        raise error(str(path), [Problem("", f"cannot be read ({failure.strerror or failure})")]) from failure
    if len(data) > limit:
        raise error(str(path), [Problem("", f"larger than {count(limit)} bytes, the most this app reads")])
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as failure:
        raise error(str(path), [Problem(f"byte {failure.start}", "not UTF-8 text")]) from failure


def parse_json(text: str, source: str, error: type[ProblemsError]) -> object:
    """Parse JSON text (see decode_json).

    Raises:
        ProblemsError: of the given subclass, with the place of the first fault.
    """
    try:
        return decode_json(text)
    except JsonInputError as failure:
        raise error(source, [failure.problem]) from failure


def decode_json(text: str) -> Any:
    """Decode JSON text (decoded from UTF-8 bytes), refusing what the app cannot hold; a leading BOM is skipped.

    >>> decode_json('\\ufeff{"name": "Trouble"}')
    {'name': 'Trouble'}
    >>> decode_json('["ok", "\\\\ud800"]')
    Traceback (most recent call last):
    ...
    grimoire_app.model.jsonfile.JsonInputError: $[1]: a lone surrogate '\\ud800' (not a character: text must be valid Unicode)

    Raises:
        JsonInputError: bad JSON, a too-long number, too deep nesting, a lone surrogate or a NUL.
    """
    value = parse_text(text)
    if needs_check(text):
        check_value(value, strings=ESCAPE in text)
    return value


def needs_check(text: str) -> bool:
    """Return whether JSON text could decode to a value that check_value refuses.

    Text decoded from UTF-8 bytes holds no surrogate, and JSON refuses a raw NUL in a string: both
    can only come from a \\u escape; nesting past the limit needs that many brackets. Most lines
    have neither, and skip the walk.

    >>> needs_check('{"a": [1, 2]}'), needs_check(r'["\\ud800"]')
    (False, True)
    >>> needs_check("[" * 65 + "]" * 65), needs_check("[" * 64 + "]" * 64), needs_check('[["[[[["]]' * 40)
    (True, False, False)
    """
    if ESCAPE in text:
        return True
    return text.count("[") + text.count("{") > MAX_NESTING and nesting(text) > MAX_NESTING


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def nesting(text: str) -> int:
    """Return how deeply valid JSON text nests its arrays and objects (brackets inside strings do not count).

    >>> nesting('{"a": [1, {"b": "]]]"}]}'), nesting("7")
    (3, 0)
    """
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def parse_text(text: str) -> Any:
    """Parse JSON text (a leading BOM is skipped) without checking the value: see check_value.

    Raises:
        JsonInputError: bad JSON, a number of more than 4,300 digits, or nesting too deep to parse.
    """
    text = text.removeprefix(BOM)
    try:
        return json.loads(text)
    except json.JSONDecodeError as failure:
        raise JsonInputError(Problem(f"line {failure.lineno} column {failure.colno}", f"not valid JSON ({failure.msg})")) from failure
    except RecursionError as failure:
        raise JsonInputError(Problem("", f"nested too deeply to read (at most {MAX_NESTING} levels)")) from failure
    except ValueError as failure:  # int(): more digits than sys.get_int_max_str_digits()
        raise JsonInputError(_long_number(text)) from failure


def _long_number(text: str) -> Problem:
    digits = sys.get_int_max_str_digits()
    found = re.search(rf"\d{{{digits + 1},}}", text)
    where = ""
    if found is not None:
        line = text.count("\n", 0, found.start()) + 1
        where = f"line {line} column {found.start() - text.rfind(chr(10), 0, found.start())}"
    return Problem(where, f"a number of more than {count(digits)} digits (the most this app reads)")


def check_value(value: object, nul: bool = False, strings: bool = True) -> None:
    """Check a decoded JSON value: nesting depth, and every string (keys too) valid text without NUL.

    With `nul`, a NUL character is allowed (game files: the app may have written one from a paste).
    Without `strings` only the nesting is checked: for a value decoded from text with no \\u escape, where no
    string can be bad (needs_check); the containers are walked in the same order, so the same one is named.

    Iterative, so no nesting depth can exhaust the stack. Complexity is O(size of the value).

    >>> check_value({"a": [1, "x\\x00"]})
    Traceback (most recent call last):
    ...
    grimoire_app.model.jsonfile.JsonInputError: $.a[1]: a NUL character in 'x\\x00' (not allowed in text)

    Raises:
        JsonInputError: naming the path of the first bad value.
    """
    stack: list[tuple[object, tuple[int | str, ...]]] = [(value, ())]
    while stack:
        item, loc = stack.pop()
        if isinstance(item, str):
            _check_text(item, loc, nul)
            continue
        if not isinstance(item, dict | list):
            continue
        if len(loc) >= MAX_NESTING:
            raise JsonInputError(Problem(json_path(loc), f"nested more than {MAX_NESTING} levels deep"))
        if not strings:
            children = item.items() if isinstance(item, dict) else enumerate(item)
            stack.extend((child, loc + (key,)) for key, child in children if isinstance(child, dict | list))
        elif isinstance(item, dict):
            for key, child in item.items():
                _check_text(key, loc + (key,), nul)
                stack.append((child, loc + (key,)))
        else:
            stack.extend((child, loc + (index,)) for index, child in enumerate(item))


def _check_text(text: str, loc: tuple[int | str, ...], nul: bool) -> None:
    if not nul and "\x00" in text:
        raise JsonInputError(Problem(json_path(loc), f"a NUL character in {clip(text)} (not allowed in text)"))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as failure:
        bad = text[failure.start]
        raise JsonInputError(Problem(json_path(loc), f"a lone surrogate {bad!r} (not a character: text must be valid Unicode)")) from None


def json_path(loc: tuple[int | str, ...]) -> str:
    """Return a place in a JSON value as a path.

    >>> json_path((3, "name")), json_path(())
    ('$[3].name', '$')
    """
    path = "$" + "".join(f"[{part}]" if isinstance(part, int) else f".{clip(part, 40, quote=False)}" for part in loc[:8])
    return path + ("..." if len(loc) > 8 else "")


T = TypeVar("T")
_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}
"""One validator per shape load_data reads (the library reads 181 text files of one shape)."""


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
    adapter = _ADAPTERS.get(shape)
    if adapter is None:
        adapter = _ADAPTERS[shape] = TypeAdapter(shape)
    try:
        return adapter.validate_python(raw)
    except ValidationError as error:
        raise LibraryError(str(path), problems_from(error, "$")) from error
