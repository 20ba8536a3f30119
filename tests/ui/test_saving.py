"""No write fails in silence, and one writer per game file (issue 14, point 4), through the sessions.

Write failures are injected in the journal's `os` (tests/faults.py: os.write, os.fsync, os.open
raising ENOSPC, EACCES or EIO). The Storyteller's blocking question is the session's `ask_write`
seam; the tests answer it (Retry, Save As a path, Cancel) and check it was asked. The real dialog
is driven once per language, by pressing its buttons.
"""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library, saves
from grimoire_app.systems.botc.events import Event, NoteWritten

from grimoire_app.systems.botc.files import read_botc_journal, open_game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.saving import Answer, WriteTrouble, ask_write, lock_path
from grimoire_app.ui.session import GameSession
from tests.builders import table
from tests.faults import CODES, inject


class Answers:
    """The injected `ask_write`: notes every trouble it is told, answers in turn (then Cancel)."""

    def __init__(self, *answers: Answer, before: Callable[[], None] | None = None) -> None:
        self.answers = list(answers)
        self.before = before
        self.asked: list[WriteTrouble] = []

    def __call__(self, trouble: WriteTrouble) -> Answer:
        self.asked.append(trouble)
        if self.before is not None:
            self.before()
        return self.answers.pop(0) if self.answers else None


def new_session(library: Library, path: Path, answers: Answers | None = None) -> GameSession:
    session = GameSession(library)
    session.ask_write = answers or Answers()
    game = table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu")
    assert session.start(game.script, path, game.events)
    return session


@pytest.fixture
def told() -> Answers:
    return Answers()


@pytest.fixture
def session(library: Library, tmp_path: Path, told: Answers) -> GameSession:
    found = new_session(library, tmp_path / "game.grimoire", told)
    found.record(NoteWritten(text="before"))
    return found


def assert_file_is_the_game(session: GameSession, library: Library) -> None:
    """The session's file ends on a complete line and reopens to the game in memory."""
    assert session.path is not None and session.game is not None
    assert read_botc_journal(session.path).torn_tail == 0
    reopened = open_game(session.path, library, writable=False).game
    assert reopened.events == session.game.events and reopened.state == session.game.state


def assert_told_failed(answers: Answers, path: Path, code: int) -> None:
    assert [(t.kind, t.path, t.detail, t.can_retry) for t in answers.asked] == [("failed", path, os.strerror(code), True)]


# -- every write path: the Storyteller is told; Cancel keeps the game as the file -------------------


@pytest.mark.parametrize(("call", "code_name"), [("write", "ENOSPC"), ("fsync", "EIO"), ("open", "EACCES")])
def test_a_failed_record_is_told_and_cancel_leaves_game_and_file_alike(session: GameSession, told: Answers, library: Library, monkeypatch, call: str, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Record: the Storyteller is asked (failed write, the file, the reason); Cancel: not recorded."""
    before = session.game.events  # type: ignore[union-attr]
    changes: list[int] = []
    session.changed.connect(lambda: changes.append(1))
    inject(monkeypatch, call, CODES[code_name])  # type: ignore[arg-type]
    assert session.record(NoteWritten(text="lost")) is None
    assert_told_failed(told, session.path, CODES[code_name])  # type: ignore[arg-type]
    assert session.game.events == before and changes == [1], "views redraw the unchanged game"  # type: ignore[union-attr]
    assert_file_is_the_game(session, library)


def test_retry_records_the_same_change_once_space_is_back(session: GameSession, library: Library, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Retry re-attempts the same change: recorded once, on a clean line."""
    faulty = inject(monkeypatch, "write", errno.ENOSPC)
    session.ask_write = told = Answers("retry", before=faulty.heal)
    assert session.record(NoteWritten(text="kept")) == NoteWritten(text="kept")
    assert len(told.asked) == 1 and session.game.events[-1] == NoteWritten(text="kept")  # type: ignore[union-attr]
    assert session.game.events.count(NoteWritten(text="kept")) == 1  # type: ignore[union-attr]
    assert_file_is_the_game(session, library)


def test_save_as_elsewhere_continues_the_game_there_with_the_change(session: GameSession, library: Library, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Save As… from the message: the game continues in the new file, the change recorded there."""
    old = session.path
    assert old is not None
    faulty = inject(monkeypatch, "write", errno.ENOSPC)
    target = tmp_path / "usb" / "copy.grimoire"
    session.ask_write = told = Answers(target, before=faulty.heal)
    assert session.record(NoteWritten(text="on the stick")) is not None
    assert len(told.asked) == 1 and session.path == target
    assert_file_is_the_game(session, library)
    assert open_game(old, library, writable=False).game.events == session.game.events[:-1]  # type: ignore[union-attr]
    assert not lock_path(old).exists() and lock_path(target).exists()


@pytest.mark.parametrize("code_name", CODES)
def test_a_failed_undo_or_redo_is_told_and_changes_nothing(session: GameSession, told: Answers, library: Library, monkeypatch, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Undo marker and redo: told; Cancel leaves the event where it was, in memory and in the file."""
    faulty = inject(monkeypatch, "write", CODES[code_name])
    session.undo()
    assert session.game.events[-1] == NoteWritten(text="before") and not session.game.can_redo  # type: ignore[union-attr]
    assert_file_is_the_game(session, library)
    faulty.heal()
    session.undo()
    faulty.healed = False
    session.redo()
    assert session.game.redo_next == NoteWritten(text="before")  # type: ignore[union-attr]
    assert_file_is_the_game(session, library)
    assert [t.kind for t in told.asked] == ["failed", "failed"]


def test_a_failed_batch_keeps_none_of_its_events(session: GameSession, told: Answers, library: Library, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A night choice's events are one change (the night panel records them through the one door):
    a failed write is told once and keeps none of them, in memory or in the file."""
    before = len(session.game.events)  # type: ignore[union-attr]
    inject(monkeypatch, "write", errno.ENOSPC)
    events: list[Event] = [NoteWritten(text=f"step {n}") for n in range(3)]
    recorded = session.record_or_confirm(events, lambda reasons: True, lang="en")
    assert recorded is None and len(session.game.events) == before  # type: ignore[union-attr]
    assert len(told.asked) == 1
    assert_file_is_the_game(session, library)


def test_a_failed_torn_tail_repair_is_told(library: Library, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Torn-tail repair (the .torn copy fails): told, nothing cut; Retry repairs and records."""
    path = tmp_path / "torn.grimoire"
    first = new_session(library, path)
    first.record(NoteWritten(text="torn"))
    first.close()
    path.write_bytes(path.read_bytes()[:-5])
    session = GameSession(library)
    assert session.open(path) is not None

    def failing_copy(source: Any, target: Any) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(saves, "shutil", type("S", (), {"copyfile": staticmethod(failing_copy)}))
    session.ask_write = told = Answers("retry", before=lambda: setattr(saves, "shutil", shutil))
    assert session.record(NoteWritten(text="continued")) is not None
    assert [t.kind for t in told.asked] == ["failed"] and str(path) in str(told.asked[0].path)
    assert path.with_name(path.name + ".torn").exists()
    assert_file_is_the_game(session, library)


@pytest.mark.parametrize("code_name", CODES)
def test_a_new_game_file_that_fails_is_told_and_can_go_elsewhere(library: Library, tmp_path: Path, monkeypatch, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """New file: told; Cancel starts nothing and leaves no file; Save As a path starts it there."""
    faulty = inject(monkeypatch, "write", CODES[code_name])
    game = table(library, "001", "a=sage", "b=imp")
    session = GameSession(library)
    session.ask_write = told = Answers()
    assert not session.start(game.script, tmp_path / "full" / "g.grimoire", game.events)
    assert session.game is None and not (tmp_path / "full" / "g.grimoire").exists()
    assert_told_failed(told, tmp_path / "full" / "g.grimoire", CODES[code_name])
    session.ask_write = told = Answers(tmp_path / "other.grimoire", before=faulty.heal)
    assert session.start(game.script, tmp_path / "full" / "g.grimoire", game.events)
    assert session.path == tmp_path / "other.grimoire" and len(told.asked) == 1
    assert_file_is_the_game(session, library)


@pytest.mark.parametrize(("call", "code_name"), [("write", "ENOSPC"), ("fsync", "EIO"), ("open", "EACCES")])
def test_a_failed_save_as_is_told_and_the_game_stays_on_its_file(session: GameSession, told: Answers, library: Library, tmp_path: Path, monkeypatch, call: str, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """Save As: told; Cancel keeps the game journalled (and locked) in its old file, which equals it."""
    old = session.path
    faulty = inject(monkeypatch, call, CODES[code_name])  # type: ignore[arg-type]
    assert not session.save_as(tmp_path / "copy.grimoire")
    assert_told_failed(told, tmp_path / "copy.grimoire", CODES[code_name])
    assert session.path == old and not (tmp_path / "copy.grimoire").exists()
    faulty.heal()
    session.record(NoteWritten(text="still here"))
    assert_file_is_the_game(session, library)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_real_message_blocks_names_file_and_reason_and_offers_retry_save_as_cancel(qtbot: QtBot, tmp_path: Path, lang: str) -> None:
    """The blocking message (translated) says the game is no longer saved, why, what to do; Cancel answers None."""
    seen: dict[str, Any] = {}

    def press_cancel() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.update(text=box.text(), title=box.windowTitle(), buttons=[b.text() for b in box.buttons()])
        next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole).click()

    QTimer.singleShot(0, press_cancel)
    trouble = WriteTrouble(tmp_path / "g.grimoire", "failed", os.strerror(errno.ENOSPC))
    assert ask_write(None, trouble, lang) is None  # type: ignore[arg-type]
    assert str(tmp_path / "g.grimoire") in seen["text"] and os.strerror(errno.ENOSPC) in seen["text"]
    if lang == "en":
        assert seen["title"] == "The game is not being saved" and "Free some disk space" in seen["text"]
        assert sorted(seen["buttons"]) == ["Cancel", "Retry", "Save As…"]
    else:
        assert "디스크 공간을 비운 뒤" in seen["text"] and sorted(seen["buttons"]) == ["다른 이름으로 저장…", "다시 시도", "취소"]


def test_the_main_window_tells_the_storyteller_through_its_dialog(qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The main window's session asks through the window's blocking message; Retry records the change."""
    window = MainWindow(library, "en", session=new_session(library, tmp_path / "g.grimoire"))
    qtbot.addWidget(window)
    faulty = inject(monkeypatch, "fsync", errno.EIO)
    pressed: list[str] = []

    def press_retry() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "write-trouble"
        faulty.heal()
        retry = next(b for b in box.buttons() if b.text() == "Retry")
        pressed.append(box.text())
        retry.click()

    QTimer.singleShot(0, press_retry)
    assert window.session.record(NoteWritten(text="after retry")) is not None
    assert pressed and "Input/output error" in pressed[0]
    assert_file_is_the_game(window.session, library)


# -- one writer per game file -------------------------------------------------------------------------


def test_a_second_session_on_the_same_file_gets_it_read_only(session: GameSession, library: Library) -> None:
    """Lock: a second session (a second window) opening the file gets it read-only; its changes are refused."""
    path = session.path
    assert path is not None
    second = GameSession(library)
    second.ask_write = told = Answers()
    second.open(path)
    assert second.read_only is not None and second.read_only.kind == "locked"
    assert str(os.getpid()) in second.read_only.detail
    size = path.stat().st_size
    assert second.record(NoteWritten(text="refused")) is None
    second.undo()
    assert [(t.kind, t.read_only) for t in told.asked] == [("locked", True), ("locked", True)]
    assert path.stat().st_size == size and second.game.state_at(1) == session.game.state_at(1)  # type: ignore[union-attr]
    session.record(NoteWritten(text="the first writes on"))
    assert_file_is_the_game(session, library)
    session.close()
    third = GameSession(library)
    third.open(path)
    assert third.read_only is None


def test_the_lock_moves_with_the_game_and_is_released_on_close(session: GameSession, library: Library, tmp_path: Path) -> None:
    """The lock is released when the session opens another game, and when it closes."""
    first = session.path
    assert first is not None and lock_path(first).exists()
    other = new_session(library, tmp_path / "other.grimoire")
    other.close()
    session.open(tmp_path / "other.grimoire")
    assert not lock_path(first).exists() and lock_path(tmp_path / "other.grimoire").exists()
    session.open(tmp_path / "other.grimoire")
    assert session.read_only is None, "reopening its own game keeps the session writing"
    session.close()
    assert not lock_path(tmp_path / "other.grimoire").exists()


HOLDER = """
import os, signal, sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print(lock.tryLock(0), flush=True)
if sys.argv[2] == "crash":
    os.kill(os.getpid(), signal.SIGKILL)
time.sleep(60)
"""


def hold_lock(path: Path, how: str) -> Any:
    import subprocess
    import sys

    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(lock_path(path)), how], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "True"
    return process


def test_a_second_instance_gets_the_game_read_only_until_the_first_ends(library: Library, tmp_path: Path) -> None:
    """Two app instances: while another process holds the lock, the game opens read-only (naming that process)."""
    path = tmp_path / "shared.grimoire"
    new_session(library, path).close()
    holder = hold_lock(path, "live")
    try:
        second = GameSession(library)
        second.open(path)
        assert second.read_only is not None and second.read_only.kind == "locked" and str(holder.pid) in second.read_only.detail
    finally:
        holder.kill()
        holder.wait()
    third = GameSession(library)
    third.open(path)
    assert third.read_only is None, "the lock of a process that ended is stale and taken over"


def test_a_stale_lock_left_by_a_killed_process_is_recovered(library: Library, tmp_path: Path) -> None:
    """A lock left behind by a process killed with SIGKILL (a crash) does not stop the next opening."""
    path = tmp_path / "crashed.grimoire"
    new_session(library, path).close()
    holder = hold_lock(path, "crash")
    holder.wait()
    assert lock_path(path).exists()
    session = GameSession(library)
    session.ask_write = told = Answers()
    session.open(path)
    assert session.read_only is None
    session.record(NoteWritten(text="after the crash"))
    assert told.asked == []
    assert_file_is_the_game(session, library)


def test_a_second_main_window_shows_the_read_only_banner_and_can_review(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Two windows on one game: the second says so (banner and message) and can still open it in review."""
    path = tmp_path / "g.grimoire"
    first = MainWindow(library, "en", session=new_session(library, path))
    qtbot.addWidget(first)
    second = MainWindow(library, "en")
    qtbot.addWidget(second)
    assert second.open_game(path)
    assert first.read_only_banner.isHidden() and first.session.read_only is None
    assert not second.read_only_banner.isHidden()
    assert second.read_only_banner.text().startswith("Read-only: changes are not saved — another Grimoire window or instance")
    notice = second.findChild(QMessageBox, "read-only-notice")
    assert notice is not None and "Review game" in notice.text()
    from grimoire_app.ui.review.menu import open_review

    review = open_review(second, path, library, "en")
    assert review is not None
    review.close()
    first.close()
    assert not lock_path(path).exists(), "closing the window lets go of the file"


# -- read-only files and folders -----------------------------------------------------------------------


@pytest.mark.parametrize(("blocked", "kind", "why"), [("file", "file", "the file is read-only"), ("folder", "folder", "its folder is read-only")])
def test_a_read_only_game_opens_read_only_with_a_banner_and_refuses_changes(qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch, blocked: str, kind: str, why: str) -> None:  # type: ignore[no-untyped-def]
    """Read-only file or folder: banner with the reason, recording refused (told), review works; Save As continues.

    The tests run as root, where permission bits do not stop writes: the permission check
    (os.access) is simulated for the game file or its folder.
    """
    path = tmp_path / "g.grimoire"
    writer = new_session(library, path)
    writer.record(NoteWritten(text="on disk"))
    writer.close()
    denied = path if blocked == "file" else tmp_path
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: Path(p) != denied and real_access(p, mode))
    window = MainWindow(library, "en")
    qtbot.addWidget(window)
    target = tmp_path.parent / f"{tmp_path.name}-copy" / "copy.grimoire"
    window.session.ask_write = told = Answers(None, target)
    assert window.open_game(path)
    assert window.session.read_only is not None and window.session.read_only.kind == kind
    assert window.read_only_banner.text() == f"Read-only: changes are not saved — {why}" and not window.read_only_banner.isHidden()
    size = path.stat().st_size
    assert window.session.record(NoteWritten(text="refused")) is None
    assert path.stat().st_size == size and [t.read_only for t in told.asked] == [True]
    assert window.session.game.state_at(1).seats  # type: ignore[union-attr]
    window.toggle_language()
    assert window.read_only_banner.text().startswith("읽기 전용: 변경은 저장되지 않습니다")
    monkeypatch.setattr(os, "access", real_access)
    assert window.session.record(NoteWritten(text="in the copy")) is not None
    assert window.session.path == target and window.read_only_banner.isHidden()
    assert_file_is_the_game(window.session, library)


def test_a_read_only_disk_is_found_by_opening_for_append(library: Library, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A read-only disk (EROFS on opening for append) opens read-only too (simulated: the tests run as root)."""
    path = tmp_path / "g.grimoire"
    new_session(library, path).close()
    real_open = Path.open

    def read_only_disk(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if self == path and "a" in mode:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", read_only_disk)
    session = GameSession(library)
    session.open(path)
    assert session.read_only == WriteTrouble(path, "open", os.strerror(errno.EROFS), read_only=True)


def test_two_app_instances_started_twice_do_not_both_write_the_latest_game(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Started twice, each start reopens the most recent game: the second gets it read-only, the first writes on."""
    from grimoire_app import paths
    from grimoire_app.recent import remember_game
    from grimoire_app.ui.app import open_initial

    path = tmp_path / "latest.grimoire"
    new_session(library, path).close()
    remember_game(paths.recent_games_file(), path)
    first, second = MainWindow(library, "en"), MainWindow(library, "en")
    qtbot.addWidget(first)
    qtbot.addWidget(second)
    open_initial(first, [], library)
    open_initial(second, [], library)
    assert first.session.read_only is None and first.read_only_banner.isHidden()
    assert second.session.read_only is not None and not second.read_only_banner.isHidden()
    second.session.ask_write = told = Answers()
    assert second.session.record(NoteWritten(text="from the second")) is None and len(told.asked) == 1
    first.session.record(NoteWritten(text="from the first"))
    assert_file_is_the_game(first.session, library)


def test_a_save_as_from_a_failed_write_becomes_the_game_reopened_next(qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """After Save As… from the message, Open recent (and the next start) leads to the new file, not the full disk's."""
    from grimoire_app import paths
    from grimoire_app.recent import recent_games

    window = MainWindow(library, "en", session=new_session(library, tmp_path / "g.grimoire"))
    qtbot.addWidget(window)
    faulty = inject(monkeypatch, "write", errno.ENOSPC)
    target = tmp_path / "stick" / "g.grimoire"
    window.session.ask_write = Answers(target, before=faulty.heal)
    assert window.session.record(NoteWritten(text="saved on the stick")) is not None
    assert recent_games(paths.recent_games_file())[0] == target.resolve()
    assert window.windowTitle().endswith("— g.grimoire") and window.session.path == target
