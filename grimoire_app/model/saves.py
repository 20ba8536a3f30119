"""The game file: a journal of JSON lines, appended and fsync'd one event at a time.

Line 1 is the header (format, version, app version, creation time, the script in full so the
file stands alone); every further line is one event, a batch of events recorded as one change
(`{"type": "batch", "events": [...]}`, one undo step), or `{"type": "undo"}` when the last step
was undone. A power cut can only tear the last line: reading recovers every complete event and
says what was dropped. Any other damage is a SaveFileError naming the file and the line; the
file is never rewritten silently.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from grimoire_app import __version__
from grimoire_app.model.errors import GrimoireError, ReplayError, SaveFileError, SaveWriteError, clip
from grimoire_app.model.jsonfile import ESCAPE, JsonInputError, check_value, needs_check, parse_text
from grimoire_app.gc_pause import paused_gc
from grimoire_app.model.script import Script
from grimoire_app.model.validation import problems_from

FORMAT: Literal["grimoire-journal"] = "grimoire-journal"
FORMAT_VERSION = 1
UNDO_LINE = b'{"type":"undo"}\n'
BATCH = "batch"
"""The type of a line holding several events recorded as one change (one undo step)."""
System = str
"""A game system's id (systems/registry.py has every system; "botc" is the model's own)."""
SYSTEM_ID_PATTERN = r"^[a-z][a-z0-9_]{0,31}$"


class Header(BaseModel):
    """The first line of a game file."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    format: Literal["grimoire-journal"]
    format_version: int
    app_version: str
    created_at: str
    system: str = Field("botc", pattern=SYSTEM_ID_PATTERN)
    """Which game system the events belong to (each has its own event types; see systems/registry.py)."""
    script: list[Any] | None = None
    """BotC: the script JSON exactly as imported, so the file opens without the original."""


@dataclass(frozen=True)
class Migration:
    """Upgrades a header and its event lines from one format version to the next."""

    from_version: int
    to_version: int
    run: Callable[[dict[str, Any], list[dict[str, Any]]], tuple[dict[str, Any], list[dict[str, Any]]]]


MIGRATIONS: tuple[Migration, ...] = ()
"""Ordered upgrades; empty while version 1 is the only format there has been."""


@dataclass(frozen=True)
class Contents:
    """What reading a journal found: the header, the events in force, and what was dropped."""

    header: Header
    events: tuple[Any, ...]
    torn_tail: int = 0
    """Bytes of a torn last line that were not read (0: the file ended cleanly)."""
    complete_length: int = 0
    """Bytes up to the end of the last complete line."""
    redo: tuple[Any, ...] = field(default=())
    lines: tuple[int, ...] = field(default=())
    """The line number of each event in force (for messages naming the line)."""
    steps: tuple[int, ...] | None = None
    """The size of each undo step in force (a batch line is one step); None: one per event."""

    @property
    def dropped(self) -> str | None:
        """Describe what was dropped, or None when nothing was."""
        return f"a torn last line of {self.torn_tail} bytes (an event being written when the file was cut)" if self.torn_tail else None


def new_header(script: Script | None, created_at: str | None = None, system: System = "botc") -> Header:
    """Return the header for a new game (BotC games embed their script)."""
    stamp = created_at or datetime.now(timezone.utc).replace(microsecond=0).isoformat()
    raw = script.raw if script is not None else None
    return Header(format=FORMAT, format_version=FORMAT_VERSION, app_version=__version__, created_at=stamp, system=system, script=raw)


def read_journal(path: Path, adapters: Mapping[str, TypeAdapter[Any]]) -> Contents:
    """Read a game file leniently: a torn last line is dropped and reported, nothing else is excused.

    `adapters` gives the event types of each game system the caller can read, by id
    (systems/registry.py `adapters()` gives every registered system's; the model knows none).

    A UTF-8 BOM before the header and blank lines (an editor's trailing newlines) are accepted.
    Complexity is O(size of the file).

    Raises:
        SaveFileError: unreadable file, bad or unknown-version header, a game system the caller
            cannot read, or a damaged line before the last (naming the line and what is wrong).
    """
    try:
        data = path.read_bytes()
    except OSError as error:
        raise SaveFileError(f"{path}: cannot be read ({error.strerror or error})") from error
    with paused_gc():
        return _read_contents(path, data, adapters)


def _read_contents(path: Path, data: bytes, adapters: Mapping[str, TypeAdapter[Any]]) -> Contents:
    lines = data.split(b"\n")
    header_raw = _decode(path, 1, lines[0])
    header_dict, line_dicts, torn = _event_dicts(path, lines[1:], header_raw)
    header, raw_events = _migrate(path, header_dict, line_dicts)
    known = adapters
    if header.system not in known:
        raise SaveFileError(f"{path}: line 1: {system_name(header.system)} game; expected one of: {', '.join(known)}")
    events, redo, numbers, steps = _fold_lines(path, raw_events, known[header.system])
    complete_length = len(data) - torn
    return Contents(header, events, torn, complete_length, redo, numbers, steps)


def system_name(system: str) -> str:
    """Return a game system's id as messages write it, with its article (the registry has the names).

    >>> system_name("ox"), system_name("go")
    ('an OX', 'a GO')
    """
    return f"{'an' if system[:1] in 'aeiou' else 'a'} {system.upper()}"


def game_system(path: Path) -> System:
    """Return which game system a file holds, reading only its header line.

    Raises:
        SaveFileError: the file cannot be read or its header is not a game header.
    """
    try:
        with path.open("rb") as handle:
            first = handle.readline()
    except OSError as error:
        raise SaveFileError(f"{path}: cannot be read ({error.strerror or error})") from error
    header = _decode(path, 1, first)
    if not isinstance(header, dict):
        raise SaveFileError(f"{path}: line 1: expected the header object, got {type(header).__name__}")
    return _migrate(path, header, [])[0].system


def _decode(path: Path, number: int, line: bytes) -> Any:
    """Decode one line (the header may start with a BOM); every failure names the line."""
    value, text = _parse(path, number, line)
    _check(path, number, text, value)
    return value


def _parse(path: Path, number: int, line: bytes) -> tuple[Any, str]:
    """Return the line's JSON value and its text."""
    try:
        text = line.decode("utf-8")
        return parse_text(text), text
    except UnicodeDecodeError as error:
        detail = f"byte {error.start}: not UTF-8 text"
    except JsonInputError as error:
        detail = str(error.problem)
    what = "the header" if number == 1 else "an event"
    raise SaveFileError(f"{path}: line {number}: expected {what} as one JSON object ({detail})")


def _check(path: Path, number: int, text: str, value: Any) -> None:
    if not needs_check(text):
        return
    try:
        check_value(value, nul=True, strings=ESCAPE in text)  # a NUL the app wrote (json escapes it) must reopen
    except JsonInputError as error:
        raise SaveFileError(f"{path}: line {number}: {error.problem}") from error


def _blank(line: bytes) -> bool:
    return not line.strip()


def _event_dicts(path: Path, lines: list[bytes], header: Any) -> tuple[dict[str, Any], list[tuple[int, dict[str, Any]]], int]:
    if not isinstance(header, dict):
        raise SaveFileError(f"{path}: line 1: expected the header object, got {type(header).__name__}")
    found: list[tuple[int, dict[str, Any]]] = []
    torn = 0
    for offset, line in enumerate(lines):
        number = offset + 2
        if offset == len(lines) - 1:
            torn = _last_line(path, number, line, found)
            break
        if _blank(line):
            continue
        value = _decode(path, number, line)
        if not isinstance(value, dict):
            raise SaveFileError(f"{path}: line {number}: expected an event object, got {type(value).__name__}")
        found.append((number, value))
    return header, found, torn


def _last_line(path: Path, number: int, line: bytes, found: list[tuple[int, dict[str, Any]]]) -> int:
    """The text after the final newline: blank when the file ended cleanly, else a torn write.

    A last line that does not parse is torn (set aside, not refused); one that parses is checked
    like any other line.
    """
    if _blank(line):
        return 0
    try:
        value, text = _parse(path, number, line)
    except SaveFileError:
        return len(line)
    if isinstance(value, dict):
        _check(path, number, text, value)
        found.append((number, value))
        return 0
    return len(line)


def _migrate(path: Path, header: dict[str, Any], lines: list[tuple[int, dict[str, Any]]]) -> tuple[Header, list[tuple[int, dict[str, Any]]]]:
    version = header.get("format_version")
    if header.get("format") != FORMAT:
        raise SaveFileError(f"{path}: line 1: expected a {FORMAT} header, got format {clip(header.get('format'))}")
    if not isinstance(version, int) or isinstance(version, bool) or version > FORMAT_VERSION or version < 1:
        raise SaveFileError(f"{path}: line 1: unknown format version {clip(version)} (this app reads 1 to {FORMAT_VERSION})")
    numbers = [number for number, _ in lines]
    bodies = [body for _, body in lines]
    for migration in MIGRATIONS:
        if header["format_version"] == migration.from_version:
            header, bodies = migration.run(header, bodies)
            header["format_version"] = migration.to_version
    try:
        parsed = Header.model_validate(header)
    except ValidationError as error:
        raise SaveFileError(f"{path}: line 1: " + "; ".join(str(p) for p in problems_from(error, "header"))) from error
    return parsed, list(zip(numbers, bodies, strict=True))


def _fold_lines(
    path: Path, lines: list[tuple[int, dict[str, Any]]], adapter: TypeAdapter[Any]
) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[int, ...], tuple[int, ...]]:
    """Resolve undo markers and batches: the events in force, the redo stack, their line numbers, the steps."""
    events: list[Any] = []
    numbers: list[int] = []
    steps: list[int] = []
    redo: list[Any] = []
    for number, body in lines:
        if body == {"type": "undo"}:
            if not steps:
                raise SaveFileError(f"{path}: line {number}: an undo with no event left to undo")
            size = steps.pop()
            redo.extend(reversed(events[-size:]))
            del events[-size:], numbers[-size:]
            continue
        step = _step_events(path, number, body, adapter)
        events.extend(step)
        numbers.extend([number] * len(step))
        steps.append(len(step))
        redo.clear()
    return tuple(events), tuple(reversed(redo)), tuple(numbers), tuple(steps)


def _step_events(path: Path, number: int, body: dict[str, Any], adapter: TypeAdapter[Any]) -> list[Any]:
    """Return the events of one line: the event, or a batch's events (at least one)."""
    if body.get("type") != BATCH:
        return [_event_of(path, number, body, adapter)]
    bodies = body.get("events")
    if set(body) != {"type", "events"} or not isinstance(bodies, list) or not bodies:
        raise SaveFileError(f"{path}: line {number}: expected a batch as {{\"type\": \"batch\", \"events\": [one or more events]}}, got {clip(body)}")
    return [_event_of(path, number, item, adapter, f"event {index} of the batch: ") for index, item in enumerate(bodies)]


def _event_of(path: Path, number: int, body: Any, adapter: TypeAdapter[Any], where: str = "") -> Any:
    try:
        return adapter.validate_python(body)
    except ValidationError as error:
        detail = "; ".join(str(p) for p in problems_from(error, "event")[:3])
        raise SaveFileError(f"{path}: line {number}: {where}expected an event ({detail})") from error


def replay_error(path: Path, contents: Contents, error: GrimoireError) -> SaveFileError:
    """Return the error for events that do not replay, naming the line of the refused event."""
    if isinstance(error, ReplayError) and error.index < len(contents.lines):
        return SaveFileError(f"{path}: line {contents.lines[error.index]}: the event does not replay ({'; '.join(error.reasons)})")
    return SaveFileError(f"{path}: the events do not replay: {error}")


class Journal:
    """Appends events to a game file, all or nothing: each line is written whole and fsync'd, or not at all.

    A write that fails (a full disk, a removed permission, an I/O error) cuts the file back to its
    last complete line and raises SaveWriteError; the caller keeps nothing of the change, and the
    next append starts on a clean line (if even the cut-back failed, the next append cuts first).
    """

    def __init__(self, path: Path, end: int | None = None) -> None:
        self.path = path
        self._end = end
        """Bytes up to the end of the last line written whole (None: the file's size at the first write)."""

    @classmethod
    def create(cls, path: Path, header: Header, events: tuple[Any, ...] = (), steps: Sequence[int] | None = None) -> Journal:
        """Write a new game file (header and any events) and return its journal.

        `steps`: the size of each undo step (a step of several events is written as one batch);
        None: one per event.

        The file is written beside its final name, fsync'd, renamed into place, and its folder is
        fsync'd so the new name survives a power cut. On failure no partial file is left behind.

        Raises:
            SaveWriteError: the file cannot be written (names the file and the system's reason).
        """
        data = ("\n".join([header.model_dump_json()] + _step_lines(events, steps)) + "\n").encode("utf-8")
        temporary = path.with_name(path.name + ".tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            _write_new(temporary, data)
            os.replace(temporary, path)
            _sync_folder(path.parent)
        except OSError as error:
            _remove_quietly(temporary)
            raise SaveWriteError.from_os(path, error) from error
        return cls(path, len(data))

    def append(self, event: Any) -> None:
        """Append one event line (durable when this returns).

        Raises:
            SaveWriteError: the line could not be written whole; the file ends as it did before.
        """
        self._write((_event_json(event) + "\n").encode("utf-8"))

    def append_batch(self, events: Sequence[Any]) -> None:
        """Append several events as one line, one change (durable when this returns).

        Raises:
            SaveWriteError: the line could not be written whole; the file ends as it did before.
        """
        self._write((_batch_json(events) + "\n").encode("utf-8"))

    def append_undo(self) -> None:
        """Append an undo marker: the last step in force (an event or a batch) is undone.

        Raises:
            SaveWriteError: the marker could not be written; the file ends as it did before.
        """
        self._write(UNDO_LINE)

    def _write(self, data: bytes) -> None:
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        except OSError as error:
            raise SaveWriteError.from_os(self.path, error) from error
        try:
            start = self._clean_end(fd)
            try:
                _write_all(fd, data)
                os.fsync(fd)
            except OSError as error:
                _cut_back(fd, start)
                raise SaveWriteError.from_os(self.path, error) from error
            self._end = start + len(data)
        finally:
            os.close(fd)

    def _clean_end(self, fd: int) -> int:
        """Return where the next line starts, first cutting off what a failed write left behind."""
        size = os.fstat(fd).st_size
        if self._end is None or size < self._end:
            self._end = size
        elif size > self._end:
            try:
                os.ftruncate(fd, self._end)
                os.fsync(fd)
            except OSError as error:
                raise SaveWriteError.from_os(self.path, error) from error
        return self._end


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _cut_back(fd: int, length: int) -> None:
    """Truncate to the last complete line; if even that fails, the next write tries again."""
    try:
        os.ftruncate(fd, length)
        os.fsync(fd)
    except OSError:
        pass


def _write_new(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
    try:
        _write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def _sync_folder(folder: Path) -> None:
    """fsync a folder, so a file just created or renamed in it keeps its name after a power cut."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _remove_quietly(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError:
        pass


def _event_body(event: Any) -> dict[str, Any]:
    """The type first, then only the fields that differ from their defaults."""
    return {"type": event.type, **event.model_dump(mode="json", exclude_defaults=True)}


def _event_json(event: Any) -> str:
    """One compact line for one event."""
    return json.dumps(_event_body(event), ensure_ascii=False, separators=(",", ":"))


def _step_lines(events: Sequence[Any], steps: Sequence[int] | None) -> list[str]:
    """One line per undo step: an event alone, or a batch."""
    lines: list[str] = []
    start = 0
    for size in steps if steps is not None else [1] * len(events):
        step = events[start:start + size]
        lines.append(_event_json(step[0]) if size == 1 else _batch_json(step))
        start += size
    return lines


def _batch_json(events: Sequence[Any]) -> str:
    """One compact line for a batch of events recorded as one change."""
    body = {"type": BATCH, "events": [_event_body(event) for event in events]}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


class TailRepairingJournal(Journal):
    """A journal that first sets aside a torn last line, the moment the game continues.

    The torn bytes are copied to PATH.torn, then cut off; if either step fails, nothing is cut,
    SaveWriteError is raised, and the next write tries the repair again.
    """

    def __init__(self, path: Path, contents: Contents) -> None:
        super().__init__(path, contents.complete_length if contents.torn_tail else None)
        self._torn = bool(contents.torn_tail)

    def _write(self, data: bytes) -> None:
        if self._torn:
            self._set_torn_tail_aside()
        super()._write(data)

    def _set_torn_tail_aside(self) -> None:
        backup = self.path.with_name(self.path.name + ".torn")
        try:
            shutil.copyfile(self.path, backup)
            _sync_file(backup)
        except OSError as error:
            _remove_quietly(backup)
            raise SaveWriteError.from_os(backup, error) from error
        self._torn = False


def _sync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@dataclass(frozen=True)
class WriteBlock:
    """Why a game file cannot be written to: the file or its folder is read-only, or opening it failed.

    >>> str(WriteBlock("open", "Read-only file system"))
    'the file cannot be opened for writing (Read-only file system)'
    """

    kind: Literal["file", "folder", "open"]
    detail: str = ""
    """What the system said (for "open")."""

    def __str__(self) -> str:
        if self.kind == "file":
            return "the file is read-only"
        if self.kind == "folder":
            return "its folder is read-only"
        return f"the file cannot be opened for writing ({self.detail})"


def write_blocker(path: Path) -> WriteBlock | None:
    """Say why a game file cannot be written to (read-only file or folder), or None when it can.

    Checks the permissions (os.access), then opens the file for appending, which also catches a
    read-only disk. The folder must be writable too: the lock beside the file and the `.torn`
    copy of a torn last line are written there.
    """
    if not os.access(path, os.W_OK):
        return WriteBlock("file")
    if not os.access(path.parent, os.W_OK):
        return WriteBlock("folder")
    try:
        with path.open("ab"):
            pass
    except OSError as error:
        return WriteBlock("open", error.strerror or str(error))
    return None
