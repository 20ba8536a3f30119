"""A square snapshot: what the town square shows of a game, as plain values kept beside it (issue 20).

Reopening a game paints its square before the model (pydantic, the BotC rules) is imported: the app reads a
small JSON file it wrote the last time it opened or wrote that game, holding the faces the square drew
(`SquarePicture`) and the window title. Everything on the square is computed by one function,
`square_picture(state, faces)`: the scene draws the live state through it too, so the snapshot's picture and the
state's are the same values by construction (tests/ui/town_square/test_square_snapshot.py checks the drawn scenes).

The file lives in the user cache folder (paths.cache_dir), one per game path (the KEEP most recently written are
kept), and is keyed by the game file's path, size and mtime_ns, the snapshot format, the app version and a stamp of
the app's own code, the resources and the imported texts (what names, tooltips and their layout are made of). A missing file, another key, another language, or a file that does not
read as exactly these values is ignored: the app starts the normal way. It is never shown in doubt, and after the
first paint the real game opens and the square redraws from its state (a damaged game file still gets its own
precise error then). The window writes the snapshot of the game it has open; ui/snapshot_refresh.py writes the other
recent games' in idle time (after an update of the app every snapshot is stale). A game with no current snapshot has
its square drawn by a forked process while the window is built (picture_apart.py: `game_snapshots`, sent in this
JSON form).

No Qt and no model are imported here: this module is on the start path.
"""

from __future__ import annotations

import dataclasses
import json
import os
import types
import typing
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from grimoire_app import __version__, paths
from grimoire_app.ui.town_square import face_values
from grimoire_app.ui.town_square.face_values import FabledFace, MiddleFace, ReminderFace, SeatFace

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from grimoire_app.model import Library
    from grimoire_app.model.characters import Lang
    from grimoire_app.systems.botc.state import GameState
    from grimoire_app.ui.town_square.faces import Faces

__all__ = [
    "SNAPSHOT_FORMAT",
    "SquarePicture",
    "SquareSnapshot",
    "game_snapshots",
    "read_snapshot",
    "snapshot_file",
    "snapshot_from_json",
    "square_picture",
    "write_snapshot",
]

SNAPSHOT_FORMAT = 1
"""Bumped whenever the picture's values or their meaning change: an older file is then ignored."""
KEEP = 64
"""Snapshots kept in the cache folder: writing one removes the oldest beyond these (one per game reopened lately)."""


@dataclass(frozen=True)
class SquarePicture:
    """Everything the Storyteller's square draws: each seat with its reminders, the Fabled and Loric, the middle."""

    seats: tuple[SeatFace, ...]
    reminders: tuple[tuple[ReminderFace, ...], ...]
    """The reminders of each seat, seat by seat in table order, each seat's in the order they fan out."""
    fabled: tuple[FabledFace, ...]
    middle: MiddleFace


@dataclass(frozen=True)
class SquareSnapshot:
    """A square as last drawn, in one language, with the window's title."""

    lang: str
    title: str
    picture: SquarePicture


def square_picture(state: GameState, faces: Faces) -> SquarePicture:
    """Return what the square shows of a state: the one derivation the scene and the snapshot share."""
    return SquarePicture(
        tuple(faces.seat(seat) for seat in state.seats),
        tuple(tuple(faces.reminder(seat.id, reminder) for reminder in seat.reminders) for seat in state.seats),
        faces.fabled(state.fabled),
        faces.middle(state),
    )


def game_snapshots(path: Path, library: Library, langs: Sequence[Lang]) -> tuple[SquareSnapshot, ...]:
    """Open a BotC game file read-only through the model (no lock, no dialog) and return its square as the window
    would show it, in each language: the scene's own `square_picture` and the window's own title.

    Raises ValueError for another system's game file; a damaged file raises what opening it raises."""
    from grimoire_app.systems.botc.files import open_game
    from grimoire_app.systems.game_files import system_of
    from grimoire_app.ui.titles import game_window_title
    from grimoire_app.ui.town_square.faces import Faces

    if system_of(path) != "botc":
        raise ValueError(f"{path}: not a Blood on the Clocktower game")
    game = open_game(path, library, writable=False).game
    return tuple(SquareSnapshot(lang, game_window_title(game.script, path, lang), square_picture(game.state, Faces(game.script, library, lang, game))) for lang in langs)


# -- the file ----------------------------------------------------------------------------------------


def snapshot_file(game: Path) -> Path:
    """Return the snapshot file of a game file (one per absolute path) in the user cache folder.

    Named by two checksums of the path (zlib, which PySide6 loads before the first paint anyway; hashlib would load
    OpenSSL's library for ~2.5 ms of the reopening start: docs/performance.md, "the 1.5× stretch"). Two paths that shared a name would share one file: each start would then
    find the other game's key (the key holds the path) and start the normal way, never with the other's picture."""
    path = str(game.absolute()).encode("utf-8")
    name = f"{zlib.crc32(path):08x}{zlib.adler32(path):08x}"
    return paths.cache_dir() / "squares" / f"{name}.json"


def _key(game: Path, stat: os.stat_result | None = None) -> dict[str, object]:
    """Return what a snapshot must have been written against: the game file as it is now (or as `stat` found it),
    the app and its data."""
    stat = stat or game.stat()
    return {
        "format": SNAPSHOT_FORMAT,
        "app": __version__,
        "path": str(game.absolute()),
        "size": stat.st_size,
        "mtime_ns": stat.st_mtime_ns,
        "code": _files_stamp(Path(__file__).resolve().parents[2], ".py"),
        "resources": _files_stamp(paths.resources_dir(), ""),
        "imported": _file_stamp(paths.imported_texts_file()),
    }


def _files_stamp(folder: Path, suffix: str) -> list[int]:
    """Return a stamp of the files under a folder ending in `suffix` (count, latest mtime_ns, total size): the app's
    code (~400 modules) and its resources (~270 files), under 1 ms each. Any edit, addition or removal changes it.

    The folders are walked as `os.walk` does (symbolic links to folders not followed, unreadable folders skipped), each
    file's stat taken from its directory entry: the same stamp with less work on the start path."""
    count = latest = total = 0
    folders = [os.fspath(folder)]
    while folders:
        try:
            entries = os.scandir(folders.pop())
        except OSError:
            continue
        with entries:
            for entry in entries:
                try:
                    is_folder = entry.is_dir()
                except OSError:
                    is_folder = False
                if is_folder:
                    if entry.name != "__pycache__" and not entry.is_symlink():
                        folders.append(entry.path)
                elif entry.name.endswith(suffix):
                    stat = entry.stat()
                    count, total = count + 1, total + stat.st_size
                    if stat.st_mtime_ns > latest:
                        latest = stat.st_mtime_ns
    return [count, latest, total]


def _file_stamp(path: Path) -> list[int]:
    try:
        stat = path.stat()
    except OSError:
        return []
    return [stat.st_mtime_ns, stat.st_size]


def write_snapshot(game: Path, snapshot: SquareSnapshot, against: os.stat_result | None = None) -> bool:
    """Write a game's snapshot for the game file as it is now; False (and nothing kept) if it cannot be written.

    `against`: the game file's stat taken before the picture was read from it (a file read outside the window,
    ui/snapshot_refresh.py). Nothing is written if the file has changed since (its size or mtime_ns), and the key
    is that stat's: a change between this check and the write still leaves a snapshot no start will show.
    """
    target = snapshot_file(game)
    try:
        if against is not None and _changed(game.stat(), against):
            return False
        text = json.dumps({"key": _key(game, against), "snapshot": dataclasses.asdict(snapshot)}, ensure_ascii=False)
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, target)
        _prune(target.parent)
    except OSError:
        return False
    return True


def _changed(now: os.stat_result, before: os.stat_result) -> bool:
    return (now.st_size, now.st_mtime_ns) != (before.st_size, before.st_mtime_ns)


def _prune(folder: Path) -> None:
    """Remove the oldest snapshots beyond KEEP (the cache would otherwise grow by one file per game ever opened)."""
    files = sorted(folder.glob("*.json"), key=lambda path: path.stat().st_mtime_ns)
    for old in files[:-KEEP]:
        old.unlink(missing_ok=True)


def forget_snapshot(game: Path) -> None:
    """Remove a game's snapshot (a game that cannot be drawn from one)."""
    try:
        snapshot_file(game).unlink(missing_ok=True)
    except OSError:
        pass


def read_snapshot(game: Path, lang: str | None) -> SquareSnapshot | None:
    """Return the game's snapshot if it was written for the game file as it is now, this app and its data, in
    this language (None: any); else None (missing, stale, another language, damaged: never shown in doubt)."""
    try:
        data = json.loads(snapshot_file(game).read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("key") != _key(game):
            return None
        snapshot = snapshot_from_json(data.get("snapshot"))
    except (OSError, ValueError, TypeError, KeyError):
        return None
    return snapshot if lang in (None, snapshot.lang) else None


def snapshot_from_json(value: object) -> SquareSnapshot:
    """Rebuild a snapshot from its JSON form (`dataclasses.asdict`), exactly: any other shape raises ValueError."""
    snapshot = _decode(SquareSnapshot, value)
    assert isinstance(snapshot, SquareSnapshot)
    return snapshot


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The fields' types of one of the picture's dataclasses, as `typing.get_type_hints` gives them.

    Their annotations are strings (`from __future__ import annotations`) of a few simple forms, read here without
    `eval` (get_type_hints compiles each one: ~0.5 ms of the reopening start's first paint); any other form is left
    to get_type_hints (tests/ui/town_square/test_square_snapshot.py checks both agree on every field)."""
    if cls not in _HINTS:
        try:
            _HINTS[cls] = {field.name: _annotation(field.type) for field in dataclasses.fields(cls)}
        except KeyError:
            _HINTS[cls] = typing.get_type_hints(cls, {**vars(face_values), **globals()})
    return _HINTS[cls]


_PLAIN: dict[str, Any] = {"str": str, "int": int, "bool": bool}


def _annotation(text: object) -> Any:
    """Read `X`, `X | None` or `tuple[X, ...]` (X: str, int, bool or a class of face_values or this module); KeyError
    for anything else."""
    if not isinstance(text, str):
        raise KeyError(text)
    if text.endswith(" | None"):
        return _annotation(text[: -len(" | None")]) | None
    if text.startswith("tuple[") and text.endswith(", ...]"):
        return tuple[_annotation(text[len("tuple[") : -len(", ...]")]), ...]  # type: ignore[misc]
    if text in _PLAIN:
        return _PLAIN[text]
    found = getattr(face_values, text, None) or globals().get(text)
    if not (isinstance(found, type) and dataclasses.is_dataclass(found)):
        raise KeyError(text)
    return found


_DECODERS: dict[Any, Callable[[object], object]] = {}


def _decode(hint: Any, value: object) -> object:
    """Rebuild a value of the type `hint` from its JSON form, exactly: any other shape raises ValueError."""
    decoder = _DECODERS.get(hint)
    if decoder is None:
        decoder = _DECODERS[hint] = _decoder(hint)
    return decoder(value)


def _decoder(hint: Any) -> Callable[[object], object]:
    """Return the function that rebuilds values of the type `hint` (worked out once per type)."""
    if hint is str or hint is bool or hint is int:

        def plain(value: object) -> object:
            if type(value) is not hint:
                raise ValueError(f"expected {hint.__name__}, got {value!r}")
            return value

        return plain
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        optional = type(None) in options
        (inner,) = [option for option in options if option is not type(None)]

        def either(value: object) -> object:
            return None if value is None and optional else _decode(inner, value)

        return either
    if origin is tuple:
        item, _dots = typing.get_args(hint)

        def sequence(value: object) -> object:
            if not isinstance(value, list):
                raise ValueError(f"expected a list, got {value!r}")
            return tuple(_decode(item, one) for one in value)

        return sequence
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        names = [field.name for field in dataclasses.fields(hint)]
        expected = sorted(names)
        cls = hint

        def record(value: object) -> object:
            if not isinstance(value, dict) or sorted(value) != expected:
                raise ValueError(f"expected the fields {names}, got {value!r}")
            hints = _hints(cls)
            return cls(**{name: _decode(hints[name], value[name]) for name in names})

        return record

    def unknown(value: object) -> object:
        raise ValueError(f"cannot read {hint!r}")

    return unknown
