"""Keeping the recent games' square snapshots current in idle time (issue 20, ui/snapshot_refresh.py).

After an update every snapshot is stale; once the window is up and the Storyteller idle, the app writes the other
recent games' snapshots again, one per slice, exactly as opening each game would; input stops it until the next
quiet spell; a damaged, missing, other-system or too large file is left alone without a word; a file that changes
while its picture is computed gets no snapshot.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model import Library
from grimoire_app.recent import remember_game
from grimoire_app.ui.app import run_app, start_window
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.settings import remember_language
from grimoire_app.ui.snapshot_refresh import SnapshotRefresh, refresh_snapshot
from grimoire_app.ui.town_square import snapshot as snapshot_module
from grimoire_app.ui.town_square.snapshot import SquareSnapshot, read_snapshot, snapshot_file, square_picture, write_snapshot

QUIET_MS = 10
"""A short idle time: the tests that do not drive the slices by hand."""


def _demo(tmp_path: Path, name: str, players: int) -> Path:
    from grimoire_app.cli import main

    game = tmp_path / f"{name}.grimoire"
    assert main(["demo", str(game), "--players", str(players), "--nights", "2"]) == 0
    return game


def _opened_snapshot(library: Library, game: Path, lang: str) -> SquareSnapshot:
    """What opening a game in the window writes (its snapshot in `lang`), then made stale as an update makes it."""
    window = MainWindow(library, lang)  # type: ignore[arg-type]
    assert window.open_game(game)
    window.close()
    window.deleteLater()
    written = read_snapshot(game, lang)
    assert written is not None
    _make_stale(game)
    return written


def _make_stale(game: Path) -> None:
    """As an update of the app's code leaves it: the same picture, keyed to other code."""
    data = json.loads(snapshot_file(game).read_text(encoding="utf-8"))
    data["key"]["code"] = [1, 2, 3]
    snapshot_file(game).write_text(json.dumps(data), encoding="utf-8")
    assert read_snapshot(game, None) is None


def _no_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    for name in ("critical", "warning", "information", "question"):
        monkeypatch.setattr(QMessageBox, name, lambda *args, name=name: said.append(name))
    return said


def _started(qtbot: QtBot, current: Path) -> MainWindow:
    """The app started on `current` (its snapshot current, so the model loads after the first paint)."""
    window = start_window([str(current)], read_snapshot(current, None))
    assert window is not None
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_idle_time_makes_another_recent_games_snapshot_current_as_opening_it_would(qtbot: QtBot, library: Library, tmp_path: Path, lang: str) -> None:
    remember_language(lang)  # type: ignore[arg-type]
    other = _demo(tmp_path, "other", 12)
    expected = _opened_snapshot(library, other, lang)
    current = _demo(tmp_path, "current", 9)
    _opened_snapshot(library, current, lang)
    snapshot_file(current).unlink()
    remember_game(paths.recent_games_file(), other)
    remember_game(paths.recent_games_file(), current)
    window = _started(qtbot, current)
    refresh = SnapshotRefresh(window, idle_ms=QUIET_MS)
    qtbot.waitUntil(lambda: refresh.finished, timeout=20000)
    assert refresh.outcomes == {other.resolve(): "written"}  # the window's own game is the window's to write
    assert read_snapshot(other, lang) == expected  # the same picture and title as opening it writes
    assert read_snapshot(current, lang) is not None  # written by the window when it opened it
    assert len(expected.picture.seats) == 12


def test_a_current_snapshot_is_left_as_it_is(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    remember_language("ko")
    other = _demo(tmp_path, "other", 7)
    _opened_snapshot(library, other, "ko")
    assert refresh_snapshot(other, library, "ko") == "written"
    written = snapshot_file(other).stat().st_mtime_ns
    assert refresh_snapshot(other, library, "ko") == "current"
    assert snapshot_file(other).stat().st_mtime_ns == written


def test_input_stops_the_refresh_between_slices_and_it_resumes_after_a_quiet_spell(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    remember_language("ko")
    games = [_demo(tmp_path, f"g{index}", 5 + index) for index in range(3)]
    for game in games:
        _opened_snapshot(library, game, "ko")
        remember_game(paths.recent_games_file(), game)
    current = _demo(tmp_path, "current", 5)
    window = _started(qtbot, current)
    qtbot.waitUntil(lambda: window.built, timeout=10000)
    refresh = SnapshotRefresh(window, idle_ms=1500)
    refresh.step()  # the window is ready: from now on input is watched (the first game comes after a quiet spell)
    assert not refresh.outcomes and refresh.waiting
    refresh.step()  # as the quiet spell's end would: one game, and the next slice chained
    assert list(refresh.outcomes) == [games[2].resolve()] and not refresh.waiting
    QApplication.sendEvent(window.square_view.viewport(), QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Shift, Qt.KeyboardModifier.NoModifier))
    assert refresh.waiting  # the chained slice is off: it waits for quiet again
    qtbot.wait(50)  # well within the quiet spell: nothing more is done
    assert len(refresh.outcomes) == 1 and not refresh.finished
    qtbot.waitUntil(lambda: refresh.finished, timeout=20000)
    assert list(refresh.outcomes) == [game.resolve() for game in reversed(games)]  # most recent first
    assert set(refresh.outcomes.values()) == {"written"}
    assert all(read_snapshot(game, "ko") is not None for game in games)
    QApplication.sendEvent(window.square_view.viewport(), QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Shift, Qt.KeyboardModifier.NoModifier))
    assert not refresh.waiting  # finished: input is no longer watched


def test_a_held_mouse_button_or_a_window_not_ready_yet_waits(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    remember_language("ko")
    other = _demo(tmp_path, "other", 6)
    _opened_snapshot(library, other, "ko")
    remember_game(paths.recent_games_file(), other)
    current = _demo(tmp_path, "current", 5)
    _opened_snapshot(library, current, "ko")
    _make_stale(current)
    window = start_window([str(current)], read_snapshot(current, None))  # no current snapshot: the model loads first
    assert window is not None
    qtbot.addWidget(window)
    refresh = SnapshotRefresh(window, idle_ms=60000)
    refresh.step()
    assert not refresh.outcomes and refresh.waiting  # not built yet (the panels come after the first paint)
    qtbot.waitUntil(lambda: window.built, timeout=10000)
    refresh.step()  # ready: input watched from now on
    viewport = window.square_view.viewport()
    QApplication.sendEvent(viewport, _mouse(QEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton))
    refresh.step()
    refresh.step()
    assert not refresh.outcomes and refresh.waiting  # a drag may be going on
    QApplication.sendEvent(viewport, _mouse(QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton))
    refresh.step()
    assert refresh.outcomes == {other.resolve(): "written"} and refresh.finished


def _mouse(kind: QEvent.Type, buttons: Qt.MouseButton) -> QMouseEvent:
    return QMouseEvent(kind, QPointF(5, 5), QPointF(5, 5), Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)


def test_damaged_missing_other_system_and_too_large_files_are_skipped_silently(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    remember_language("ko")
    good = _demo(tmp_path, "good", 7)
    _opened_snapshot(library, good, "ko")
    big = _demo(tmp_path, "big", 15)
    damaged = _demo(tmp_path, "damaged", 8)
    lines = damaged.read_bytes().split(b"\n")
    damaged.write_bytes(b"\n".join(lines[:4] + [b'{"type":"player_died","seat":"s99","cause":{"kind":"demon"}}'] + lines[4:]))
    garbage = tmp_path / "garbage.grimoire"
    garbage.write_bytes(b"\x00\xffnot a game\n")
    other_system = tmp_path / "onuw.grimoire"
    header = json.loads(good.read_bytes().split(b"\n")[0])
    other_system.write_text(json.dumps({**header, "system": "onuw", "script": None}) + "\n", encoding="utf-8")
    gone = _demo(tmp_path, "gone", 6)
    for game in (gone, other_system, garbage, damaged, big, good):
        remember_game(paths.recent_games_file(), game)
    current = _demo(tmp_path, "current", 5)
    said = _no_dialogs(monkeypatch)
    window = _started(qtbot, current)
    qtbot.waitUntil(lambda: window.built, timeout=10000)
    refresh = SnapshotRefresh(window, idle_ms=60000, max_bytes=big.stat().st_size - 1, apart_max_bytes=big.stat().st_size - 1)
    refresh.step()  # ready: input watched
    refresh.step()  # the list is read, the first game refreshed
    gone.unlink()  # listed, then removed before its turn
    for _ in range(20):  # one game per step
        refresh.step()
    assert refresh.finished
    assert refresh.outcomes == {
        good.resolve(): "written",
        big.resolve(): "too big",
        damaged.resolve(): "skipped",
        garbage.resolve(): "skipped",
        other_system.resolve(): "other system",
        gone.resolve(): "skipped",
    }
    assert said == [] and window.isVisible()
    assert read_snapshot(good, "ko") is not None
    assert not any(snapshot_file(game).exists() for game in (big, damaged, garbage, other_system, gone))


def test_a_game_too_long_for_a_slice_is_refreshed_in_a_process_of_its_own(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A long game would freeze the window for the time it takes to open: a process of its own writes its snapshot,
    the same as opening it writes, while the window goes on; the chain waits for it, then goes on."""
    remember_language("en")
    small = _demo(tmp_path, "small", 6)
    _opened_snapshot(library, small, "en")
    long = _demo(tmp_path, "long", 15)
    expected = _opened_snapshot(library, long, "en")
    remember_game(paths.recent_games_file(), small)
    remember_game(paths.recent_games_file(), long)
    current = _demo(tmp_path, "current", 5)
    window = _started(qtbot, current)
    qtbot.waitUntil(lambda: window.built, timeout=10000)
    refresh = SnapshotRefresh(window, idle_ms=60000, max_bytes=long.stat().st_size - 1)
    refresh.step()
    refresh.step()  # the long game first (the most recent): handed to its own process
    assert refresh.apart == [long.resolve()] and long.resolve() not in refresh.outcomes
    refresh.step()  # a slice asked for meanwhile (the quiet spell's end) waits for that process
    assert list(refresh.outcomes) == [] and not refresh.finished
    qtbot.waitUntil(lambda: refresh.finished, timeout=60000)
    assert refresh.outcomes == {long.resolve(): "written", small.resolve(): "written"}
    assert read_snapshot(long, "en") == expected and read_snapshot(small, "en") is not None


def test_the_app_quitting_stops_a_process_of_its_own_quietly(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    remember_language("ko")
    long = _demo(tmp_path, "long", 15)
    _opened_snapshot(library, long, "ko")
    remember_game(paths.recent_games_file(), long)
    window = _started(qtbot, _demo(tmp_path, "current", 5))
    qtbot.waitUntil(lambda: window.built, timeout=10000)
    refresh = SnapshotRefresh(window, idle_ms=60000, max_bytes=long.stat().st_size - 1)
    refresh.step()
    refresh.step()
    assert refresh.apart == [long.resolve()]
    refresh._let_go()  # as QApplication.aboutToQuit calls it
    qtbot.wait(300)  # its end reported nothing (no slot ran on a process let go)
    assert refresh.outcomes == {} and read_snapshot(long, "ko") is None


def test_the_process_of_its_own_says_what_it_did(library: Library, tmp_path: Path) -> None:
    import subprocess
    import sys

    game = _demo(tmp_path, "game", 7)
    command = [sys.executable, "-m", "grimoire_app.ui.snapshot_refresh"]
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([*command, str(game), "ko"], capture_output=True, text=True, timeout=120, check=False, cwd=root)
    assert done.stdout.split() == ["written"] and read_snapshot(game, "ko") is not None
    again = subprocess.run([*command, str(game), "ko"], capture_output=True, text=True, timeout=120, check=False, cwd=root)
    assert again.stdout.split() == ["current"]
    wrong = subprocess.run([*command, str(game), "fr"], capture_output=True, text=True, timeout=120, check=False, cwd=root)
    assert wrong.returncode == 2 and "usage" in wrong.stderr


def test_a_game_changed_on_disk_while_its_picture_is_computed_gets_no_snapshot(library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _demo(tmp_path, "game", 7)
    real = snapshot_module.square_picture

    def picture_then_another_process_writes(*args: object) -> object:
        picture = real(*args)  # type: ignore[arg-type]
        with game.open("ab") as journal:
            journal.write(b'{"type":"note","text":"x"}\n')
        return picture

    monkeypatch.setattr(snapshot_module, "square_picture", picture_then_another_process_writes)
    assert refresh_snapshot(game, library, "ko") == "changed"
    assert not snapshot_file(game).exists() and read_snapshot(game, None) is None


def test_a_snapshot_written_against_a_stat_is_keyed_to_that_stat(library: Library, tmp_path: Path) -> None:
    """The key is the file as it was read: a change after the check still leaves a snapshot no start shows."""
    game = _demo(tmp_path, "game", 7)
    assert refresh_snapshot(game, library, "en") == "written"
    snapshot = read_snapshot(game, "en")
    assert snapshot is not None
    before = game.stat()
    assert write_snapshot(game, snapshot, against=before) and read_snapshot(game, "en") == snapshot
    with game.open("ab") as journal:
        journal.write(b"\n")
    assert not write_snapshot(game, snapshot, against=before)  # changed since: nothing written
    after = game.stat()
    game.write_bytes(game.read_bytes()[:-1])  # the old size again, a newer mtime: neither stat is the file's now
    assert write_snapshot(game, snapshot, against=after) is False
    assert read_snapshot(game, "en") is None


def test_the_app_start_installs_the_refresh(qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _demo(tmp_path, "game", 5)
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    assert run_app([str(game)]) == 0
    windows = [widget for widget in QApplication.topLevelWidgets() if isinstance(widget, MainWindow) and widget.isVisible()]
    for window in windows:
        qtbot.addWidget(window)

    def installed() -> bool:  # just after the first paint (run_app: the first paint does not need it)
        refreshes = [window.findChild(SnapshotRefresh) for window in windows]
        return any(refresh is not None and not refresh.finished for refresh in refreshes)

    qtbot.waitUntil(installed, timeout=10000)


def test_leaving_a_game_by_save_as_or_switching_language_runs_the_refresh_again(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The window writes its own game's snapshot a moment after a change; the game it leaves (Save As) may keep a
    stale one, and a language switch leaves the others in the old language: the refresh runs again for them."""
    from grimoire_app.systems.botc.commands import place_reminder

    remember_language("ko")
    first = _demo(tmp_path, "first", 7)
    window = _started(qtbot, first)
    refresh = SnapshotRefresh(window, idle_ms=QUIET_MS)
    qtbot.waitUntil(lambda: refresh.finished, timeout=20000)
    assert refresh.outcomes == {}  # no other recent game
    seat = window.session.state.seats[0]
    window.session.record(place_reminder(window.session.state, seat.id, "poisoner", "Poisoned"), override=True)
    assert read_snapshot(first, "ko") is None  # the change is in the file, not yet in its snapshot
    assert window.save_as(tmp_path / "second.grimoire")
    qtbot.waitUntil(lambda: refresh.finished and first.resolve() in refresh.outcomes, timeout=20000)
    assert refresh.outcomes == {first.resolve(): "written"}
    saved = read_snapshot(first, "ko")
    assert saved is not None and saved.picture == square_picture(window.session.state, window.square.faces)  # with the reminder
    assert saved.title.endswith("first.grimoire")
    window.toggle_language()  # no change of the game after it: the switch alone runs the refresh again
    qtbot.waitUntil(lambda: refresh.finished and read_snapshot(first, "en") is not None, timeout=20000)
    english = read_snapshot(first, "en")
    assert english is not None and english.lang == "en" and len(english.picture.seats) == 7 and english.picture != saved.picture


def test_every_game_file_the_window_writes_gets_its_snapshot(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The game files the app itself makes: the demo game of the welcome page and a new game from the setup wizard
    get theirs at once (opened: MainWindow._opened), a Save As a moment later (after the change) and at close."""
    from grimoire_app.systems.botc.demo import demo_game
    from grimoire_app.paths import demo_game_file as demo_path
    from grimoire_app.ui.welcome import open_demo
    from tests.conftest import seed_script

    window = MainWindow(library, "ko")
    qtbot.addWidget(window)
    assert open_demo(window, library)
    demo = read_snapshot(demo_path(), "ko")
    assert window.session.path == demo_path() and demo is not None and demo.title.endswith(tr("welcome.demo_title", "ko"))
    _make_stale(demo_path())
    assert refresh_snapshot(demo_path(), library, "ko") == "written"
    assert read_snapshot(demo_path(), "ko") == demo  # the same title too (the demo's tag in it)
    played = demo_game(seed_script(library, "000"), library, 8, 4, 1)
    assert window.start_new_game(played.script, tuple(played.events))
    new = window.session.path
    assert new is not None and new.parent == paths.games_dir() and read_snapshot(new, "ko") is not None
    copy = tmp_path / "copy.grimoire"
    assert window.save_as(copy)
    qtbot.waitUntil(lambda: read_snapshot(copy, "ko") is not None, timeout=10000)
    window.close()
    written = read_snapshot(copy, "ko")
    assert written is not None and written.title.endswith("copy.grimoire") and len(written.picture.seats) == 8


def test_starting_the_refresh_imports_nothing_of_the_model() -> None:
    """run_app starts it before the first paint of a reopened game, which imports no model (test_snapshot_start.py)."""
    import os
    import subprocess
    import sys

    code = """
import sys
import grimoire_app.ui.app
before = set(sys.modules)
import grimoire_app.ui.snapshot_refresh
print("new:", sorted(set(sys.modules) - before), "model:", [m for m in sys.modules if m.split(".")[0] == "pydantic" or m.startswith(("grimoire_app.model", "grimoire_app.systems"))])
"""
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False, cwd=root)
    assert "new: ['grimoire_app.ui.snapshot_refresh'] model: []" in done.stdout, done.stdout + done.stderr
