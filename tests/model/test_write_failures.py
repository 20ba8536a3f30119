"""A write that fails is all or nothing (issue 14, point 4): every write path of the journal.

Each failure is injected by standing in for the `os` module inside model/saves.py (tests/faults.py):
`os.write` writes half a line and then fails, `os.fsync` or `os.open` fail, with ENOSPC, EACCES
or EIO. After each, the error names the file and the system's reason, the file reopens and
equals the game in memory, and once the fault is gone the next append lands on a clean line.
"""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grimoire_app.model import Library, saves
from grimoire_app.model.errors import SaveFileError, SaveWriteError
from grimoire_app.systems.botc.events import NoteWritten
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.saves import Journal, new_header, WriteBlock, write_blocker
from grimoire_app.systems.botc.files import read_botc_journal, open_game, save_game_as
from tests.builders import table
from tests.faults import CODES, FaultyOs, inject

FAULTS = [(call, name) for call in ("write", "fsync", "open") for name in CODES]


@pytest.fixture
def saved(library: Library, tmp_path: Path) -> tuple[Game, Path]:
    game = table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu")
    path = tmp_path / "game.grimoire"
    save_game_as(game, path, new_header(game.script, created_at="2026-11-29T12:00:00+00:00"))
    game.record(NoteWritten(text="before"))
    return game, path


def assert_file_equals_game(path: Path, game: Game, library: Library) -> None:
    """The file ends on a complete line and reopens to exactly the game in memory (events, redo, state)."""
    assert path.read_bytes().endswith(b"\n")
    contents = read_botc_journal(path)
    assert contents.torn_tail == 0
    reopened = open_game(path, library).game
    assert reopened.events == game.events and reopened.state == game.state
    assert contents.redo == tuple(reversed(game._redo))


def assert_names_file_and_reason(error: SaveWriteError, path: Path, code: int) -> None:
    assert str(path) in str(error) and os.strerror(code) in str(error)
    assert error.errno == code and isinstance(error, SaveFileError) and isinstance(error, ValueError)


@pytest.mark.parametrize(("call", "code_name"), FAULTS)
def test_a_failed_record_keeps_nothing_and_the_next_one_lands_on_a_clean_line(saved, library: Library, monkeypatch, call: str, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Record: the event is not in memory, the file is cut back, the error names file and reason; then it works again."""
    game, path = saved
    before, size = game.events, path.stat().st_size
    faulty = inject(monkeypatch, call, CODES[code_name])  # type: ignore[arg-type]
    with pytest.raises(SaveWriteError) as caught:
        game.record(NoteWritten(text="lost to the full disk"))
    assert faulty.failed >= 1
    assert_names_file_and_reason(caught.value, path, CODES[code_name])
    assert game.events == before and path.stat().st_size == size
    assert_file_equals_game(path, game, library)
    faulty.heal()
    game.record(NoteWritten(text="space is back"))
    assert game.events[-1] == NoteWritten(text="space is back")
    assert_file_equals_game(path, game, library)


@pytest.mark.parametrize(("call", "code_name"), FAULTS)
def test_a_failed_undo_marker_leaves_the_event_in_force(saved, library: Library, monkeypatch, call: str, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Undo marker: the event stays in force in memory and in the file; after healing, undo works."""
    game, path = saved
    before = game.events
    faulty = inject(monkeypatch, call, CODES[code_name])  # type: ignore[arg-type]
    with pytest.raises(SaveWriteError):
        game.undo()
    assert game.events == before and not game.can_redo
    assert_file_equals_game(path, game, library)
    faulty.heal()
    assert game.undo() == NoteWritten(text="before")
    assert_file_equals_game(path, game, library)


@pytest.mark.parametrize(("call", "code_name"), FAULTS)
def test_a_failed_redo_keeps_the_event_undone(saved, library: Library, monkeypatch, call: str, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Redo: the event stays on the redo stack, not in the log; after healing, redo works."""
    game, path = saved
    game.undo()
    before = game.events
    faulty = inject(monkeypatch, call, CODES[code_name])  # type: ignore[arg-type]
    with pytest.raises(SaveWriteError):
        game.redo()
    assert game.events == before and game.redo_next == NoteWritten(text="before")
    assert_file_equals_game(path, game, library)
    faulty.heal()
    assert game.redo() == NoteWritten(text="before")
    assert_file_equals_game(path, game, library)


@pytest.mark.parametrize("code_name", CODES)
def test_a_batch_stops_at_the_failed_event_and_keeps_those_before(saved, library: Library, monkeypatch, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """A batch of events recorded one by one: the events before the failure are kept in memory and file, none after."""
    game, path = saved
    inject(monkeypatch, "write", CODES[code_name], skip=2)
    batch = [NoteWritten(text=f"night choice {n}") for n in range(4)]
    recorded = []
    with pytest.raises(SaveWriteError):
        for event in batch:
            recorded.append(game.record(event))
    assert recorded == batch[:2] and game.events[-2:] == tuple(batch[:2])
    assert_file_equals_game(path, game, library)


@pytest.mark.parametrize("code_name", CODES)
def test_a_failed_cut_back_is_repaired_before_the_next_line(saved, library: Library, monkeypatch, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """When even the cut-back fails, the partial line is cut off by the next append, which lands clean."""
    game, path = saved
    size = path.stat().st_size
    faulty = inject(monkeypatch, "write", CODES[code_name])
    monkeypatch.setattr(faulty, "ftruncate", _failing_ftruncate)
    with pytest.raises(SaveWriteError):
        game.record(NoteWritten(text="half written"))
    assert path.stat().st_size > size, "the partial line is still there"
    faulty.heal()
    monkeypatch.setattr(faulty, "ftruncate", os.ftruncate)
    game.record(NoteWritten(text="next"))
    assert_file_equals_game(path, game, library)


def _failing_ftruncate(fd: int, length: int) -> None:
    raise OSError(errno.EIO, os.strerror(errno.EIO))


@pytest.mark.parametrize(("call", "code_name"), [("write", "ENOSPC"), ("fsync", "EIO"), ("open", "EACCES"), ("replace", "EACCES")])
def test_a_new_file_that_fails_leaves_nothing_behind(library: Library, tmp_path: Path, monkeypatch, call: str, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """New file (header and the setup's events in one write): no file and no temporary is left; the error names it."""
    game = table(library, "001", "a=sage", "b=imp")
    path = tmp_path / "new.grimoire"
    inject(monkeypatch, call, CODES[code_name])  # type: ignore[arg-type]
    with pytest.raises(SaveWriteError) as caught:
        Journal.create(path, new_header(game.script), game.events)
    assert_names_file_and_reason(caught.value, path, CODES[code_name])
    assert list(tmp_path.iterdir()) == []


def test_a_new_file_fsyncs_its_folder(library: Library, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A new game file's folder is fsync'd (its name survives a power cut); a failing folder fsync is reported."""
    game = table(library, "001", "a=sage")
    faulty = inject(monkeypatch, "fsync", errno.EIO, target="folder")
    with pytest.raises(SaveWriteError, match="Input/output error"):
        Journal.create(tmp_path / "g.grimoire", new_header(game.script), game.events)
    assert faulty.folder_syncs == 1
    faulty.heal()
    Journal.create(tmp_path / "g.grimoire", new_header(game.script), game.events)
    assert faulty.folder_syncs == 2


@pytest.mark.parametrize(("call", "code_name"), [("write", "ENOSPC"), ("fsync", "EIO"), ("open", "EACCES")])
def test_a_failed_save_as_keeps_journalling_to_the_old_file(saved, library: Library, tmp_path: Path, monkeypatch, call: str, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Save As: the game keeps its old file (which equals it); the new path holds nothing; the folder is fsync'd."""
    game, path = saved
    target = tmp_path / "elsewhere" / "copy.grimoire"
    faulty = inject(monkeypatch, call, CODES[code_name])  # type: ignore[arg-type]
    with pytest.raises(SaveWriteError) as caught:
        save_game_as(game, target, new_header(game.script))
    assert_names_file_and_reason(caught.value, target, CODES[code_name])
    assert not target.exists() and list(target.parent.iterdir()) == []
    faulty.heal()
    game.record(NoteWritten(text="still on the old file"))
    assert_file_equals_game(path, game, library)
    save_game_as(game, target, new_header(game.script))
    assert faulty.folder_syncs >= 1
    assert_file_equals_game(target, game, library)


@pytest.fixture
def torn(saved, library: Library) -> tuple[Game, Path, bytes]:  # type: ignore[no-untyped-def]
    game, path = saved
    game.record(NoteWritten(text="torn by a power cut"))
    damaged = path.read_bytes()[:-9]
    path.write_bytes(damaged)
    return open_game(path, library).game, path, damaged


@pytest.mark.parametrize("code_name", CODES)
def test_a_failed_torn_tail_copy_cuts_nothing_and_is_tried_again(torn, library: Library, monkeypatch, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Torn-tail repair: when the .torn copy fails, the file is untouched and no half copy stays; the next write repairs."""
    game, path, damaged = torn
    before = game.events

    def failing_copy(source: Any, target: Any) -> None:
        Path(target).write_bytes(b"half")
        raise OSError(CODES[code_name], os.strerror(CODES[code_name]))

    monkeypatch.setattr(saves, "shutil", type("S", (), {"copyfile": staticmethod(failing_copy)}))
    with pytest.raises(SaveWriteError, match=os.strerror(CODES[code_name])):
        game.record(NoteWritten(text="continued"))
    assert game.events == before and path.read_bytes() == damaged
    assert not path.with_name(path.name + ".torn").exists()
    monkeypatch.setattr(saves, "shutil", shutil)
    game.record(NoteWritten(text="continued"))
    assert path.with_name(path.name + ".torn").read_bytes() == damaged
    assert_file_equals_game(path, game, library)


@pytest.mark.parametrize(("call", "code_name"), [("ftruncate", "EIO"), ("write", "ENOSPC"), ("fsync", "EIO"), ("open", "EACCES")])
def test_a_failed_torn_tail_cut_or_write_keeps_the_game_as_the_file_reads(torn, library: Library, monkeypatch, call: str, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Torn-tail repair: when cutting the torn bytes or writing after them fails, memory and file still agree."""
    game, path, _ = torn
    before = game.events
    faulty = inject(monkeypatch, call, CODES[code_name])  # type: ignore[arg-type]
    with pytest.raises(SaveWriteError):
        game.record(NoteWritten(text="continued"))
    assert game.events == before
    assert open_game(path, library).game.events == game.events
    faulty.heal()
    game.record(NoteWritten(text="continued"))
    assert_file_equals_game(path, game, library)


def test_write_blocker_says_why_a_file_cannot_be_written(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Read-only file or folder is detected. The tests run as root, where permission bits do not stop
    writes, so the permission check (os.access) and the open for appending are simulated."""
    path = tmp_path / "g.grimoire"
    path.write_bytes(b"x\n")
    assert write_blocker(path) is None
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: Path(p) != path and real_access(p, mode))
    assert write_blocker(path) == WriteBlock("file") and str(WriteBlock("file")) == "the file is read-only"
    monkeypatch.setattr(os, "access", lambda p, mode: Path(p) != tmp_path and real_access(p, mode))
    assert write_blocker(path) == WriteBlock("folder")
    monkeypatch.setattr(os, "access", real_access)

    def read_only_disk(self: Path, *args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(Path, "open", read_only_disk)
    assert write_blocker(path) == WriteBlock("open", os.strerror(errno.EROFS))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.tuples(st.sampled_from(["record", "undo", "redo"]), st.sampled_from([None, "write", "fsync", "open"])), max_size=8))
def test_any_mix_of_changes_and_failed_writes_leaves_file_and_game_alike(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[str, str | None]]) -> None:
    """Property: whatever records, undos and redos fail (and whichever way), the file always reopens to the game.

    (The events in force are compared: a redo is journalled as a new event line, which by the
    format's rule clears the redo stack a reader rebuilds, while the app keeps the rest of it.)
    """
    game = table(request.getfixturevalue("library"), "001", "a=sage")
    path = tmp_path_factory.mktemp("mix") / "g.grimoire"
    save_game_as(game, path, new_header(game.script))
    real_os = saves.os
    try:
        for n, (change, fault) in enumerate(steps):
            saves.os = FaultyOs(fault, errno.ENOSPC) if fault else real_os  # type: ignore[assignment, arg-type]
            try:
                {"record": lambda: game.record(NoteWritten(text=f"n{n}")), "undo": game.undo, "redo": game.redo}[change]()
            except SaveWriteError:
                pass
            saves.os = real_os
            reopened = read_botc_journal(path)
            assert reopened.events == game.events and reopened.torn_tail == 0
    finally:
        saves.os = real_os
