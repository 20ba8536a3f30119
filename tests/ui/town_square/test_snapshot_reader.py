"""The square snapshot's reader on the reopening start's path (issue 20, the 1.5× stretch: docs/performance.md
"Reopening start, the 1.5× stretch, 2026-12-02 afternoon"): its stamps of the app's files and its reading of the
picture's field types give what the plainer code gave (os.walk and os.stat; typing.get_type_hints)."""

from __future__ import annotations

import dataclasses
import json
import os
import typing
from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.ui.town_square import face_values, snapshot
from grimoire_app.ui.town_square.snapshot import _files_stamp, _hints, snapshot_from_json


def _walked(folder: Path, suffix: str) -> list[int]:
    """The stamp as it was first written: os.walk, __pycache__ left out, each file's os.stat."""
    count = latest = total = 0
    for root, dirs, files in os.walk(folder):
        dirs[:] = [name for name in dirs if name != "__pycache__"]
        for name in files:
            if name.endswith(suffix):
                stat = os.stat(os.path.join(root, name))
                count, latest, total = count + 1, max(latest, stat.st_mtime_ns), total + stat.st_size
    return [count, latest, total]


def test_the_stamps_of_the_code_and_the_resources_are_those_of_os_walk() -> None:
    code = Path(snapshot.__file__).resolve().parents[2]
    assert _files_stamp(code, ".py") == _walked(code, ".py")
    assert _files_stamp(paths.resources_dir(), "") == _walked(paths.resources_dir(), "")
    assert _files_stamp(code, ".py")[0] > 300


def test_a_stamp_walks_a_tree_as_os_walk_does(tmp_path: Path) -> None:
    """Nested folders, __pycache__ left out, a link to a file counted, a link to a folder not followed."""
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "__pycache__").mkdir()
    (tmp_path / "outside").mkdir()
    for index, name in enumerate(("one.py", "a/two.py", "a/b/three.py", "a/b/notes.txt", "a/__pycache__/four.py", "outside/five.py")):
        (tmp_path / name).write_text("x" * (index + 1), encoding="utf-8")
        os.utime(tmp_path / name, ns=(10**9, (index + 1) * 10**9))
    tree = tmp_path / "a"
    (tree / "link.py").symlink_to(tmp_path / "one.py")
    (tree / "b" / "folder-link").symlink_to(tmp_path / "outside")
    assert _files_stamp(tree, ".py") == _walked(tree, ".py") == [3, 3 * 10**9, 2 + 3 + 1]
    assert _files_stamp(tree, "") == _walked(tree, "")
    (tree / "b" / "three.py").write_text("changed", encoding="utf-8")
    assert _files_stamp(tree, ".py") == _walked(tree, ".py") != [3, 3 * 10**9, 6]
    assert _files_stamp(tmp_path / "missing", ".py") == _walked(tmp_path / "missing", ".py") == [0, 0, 0]


def test_a_broken_link_leaves_no_stamp_as_before(tmp_path: Path) -> None:
    """A dangling link among the files: the stamp cannot be made (the snapshot is then not read), as with os.stat."""
    (tmp_path / "gone.py").symlink_to(tmp_path / "nowhere.py")
    with pytest.raises(OSError):
        _walked(tmp_path, ".py")
    with pytest.raises(OSError):
        _files_stamp(tmp_path, ".py")


PICTURE_CLASSES = [
    value
    for value in (*vars(face_values).values(), *vars(snapshot).values())
    if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ in (face_values.__name__, snapshot.__name__)
]


@pytest.mark.parametrize("cls", PICTURE_CLASSES, ids=lambda cls: cls.__name__)
def test_the_field_types_read_without_eval_are_those_of_get_type_hints(cls: type) -> None:
    assert _hints(cls) == typing.get_type_hints(cls, {**vars(face_values), **vars(snapshot)})


def test_every_class_of_the_picture_is_read() -> None:
    assert {cls.__name__ for cls in PICTURE_CLASSES} >= {"TokenFace", "SeatFace", "ReminderFace", "MiddleFace", "FabledFace", "SquarePicture", "SquareSnapshot"}


def test_a_snapshot_reads_back_exactly_and_a_wrong_shape_is_refused() -> None:
    token = face_values.TokenFace("셰프", "셰", "townsfolk")
    seat = face_values.SeatFace("s1", "지현", token, None, False, "good", "선", True, True, False, "tip", note=True)
    reminder = face_values.ReminderFace("r1", "s1", "독", "minion", "poisoner", "tip", mark=token)
    picture = snapshot.SquarePicture((seat,), ((reminder,),), (face_values.FabledFace("djinn", token, "tip"),), face_values.MiddleFace("밤 1", "5", ""))
    saved = snapshot.SquareSnapshot("ko", "title", picture)
    value = json.loads(json.dumps(dataclasses.asdict(saved)))
    assert snapshot_from_json(value) == saved
    for damage in (
        lambda v: v["picture"]["seats"][0].update(alive=1),
        lambda v: v["picture"]["seats"][0].update(token=None) or v["picture"]["fabled"][0].update(token=None),
        lambda v: v["picture"].update(reminders=[{"r1": 1}]),
        lambda v: v["picture"]["seats"][0].pop("note"),
        lambda v: v.update(extra=1),
        lambda v: v["picture"].update(seats={}),
    ):
        broken = json.loads(json.dumps(value))
        damage(broken)
        with pytest.raises(ValueError):
            snapshot_from_json(broken)
