"""Keeping the recent games' square snapshots current, in idle time (issue 20).

A start paints the square of the game it reopens from that game's snapshot (ui/town_square/snapshot.py) before
the model loads; without a current one a process of its own draws that square while the window is built
(ui/town_square/picture_apart.py), and the model is imported twice, once there and once in the window after the
paint (docs/performance.md: 1.56× against 1.73× a bare window to the first paint; without a second core, 2.9×).
The window writes the snapshot of the game it has open (on open, after changes, on close), but the snapshots of the
other recent games go stale at every update of the app's code or resources, and a game file another process wrote
never had one. A start that names one of those games (a double click in the file manager, `python -m grimoire_app
GAME`) would then take the slower path.

`SnapshotRefresh` brings them up to date once the window is up (the model loaded, the panels built) and the
Storyteller is idle: after IDLE_MS without any input it refreshes one recent game (`refresh_snapshot`: opened
through the model, read-only, no dialog), then the next one after a zero timer, and so on, most recent first, at
most RECENT_GAMES. Any input stops it at once and it resumes after the next IDLE_MS of quiet; a mouse button held
(a drag) waits too. It stops when every game has had its turn (its application-wide event filter goes with it),
and runs again once the window's game file, language or library is another than the pass was for: after a change
of the game (the game left for another or saved elsewhere: the window may not have written its last changes into
its snapshot), and at once after a language switch or texts imported (MainWindow tells it: `situation_changed`).

One slice opens one game, so its time grows with the game's length (docs/performance.md, "Snapshot refresh",
CPU medians): 4-5 ms for a 15-seat evening, 46 ms at 5,000 events, 198 ms at 20,000, 1.0 s at 100,000. A game
file larger than MAX_BYTES is therefore refreshed in a process of its own (`main`, at a lower priority: 1.5 s of
CPU and 252 MB at 100,000 events, the window going on), and one larger than APART_MAX_BYTES is left to the window
(it writes the snapshot when the game is opened). A damaged or missing file is skipped silently (opening it says
what is wrong); a file that changes while its picture is computed gets no snapshot (`write_snapshot(...,
against=...)`).

Importing this module imports neither the model nor the town square's Qt items: `refresh_when_idle` is called
by the app's start just after the first paint.
"""

from __future__ import annotations

import os
import sys
import time
import typing
from pathlib import Path
from typing import TYPE_CHECKING, Literal, cast

from PySide6.QtCore import QEvent, QObject, QProcess, QProcessEnvironment, QTimer
from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.recent import recent_games

if TYPE_CHECKING:
    from grimoire_app.model import Library
    from grimoire_app.model.characters import Lang
    from grimoire_app.ui.main_window import MainWindow

__all__ = ["APART_MAX_BYTES", "IDLE_MS", "MAX_BYTES", "RECENT_GAMES", "Outcome", "SnapshotRefresh", "refresh_snapshot", "refresh_when_idle"]

IDLE_MS = 2000
"""Quiet time (no key, no click, no wheel, no mouse move) before a refresh slice runs, and again after any input.
The input is watched from the first check that finds the window ready (IDLE_MS after the start, or later), so
the first slice runs at the earliest 2 × IDLE_MS after the start."""
RECENT_GAMES = 10
"""Recent games looked at, most recent first (the recent list holds at most recent.MAX_RECENT)."""
MAX_BYTES = 512 * 1024
"""Largest game file refreshed in an idle slice of the window's own: about 7,000 events, under 0.1 s of CPU to
open on this project's 2-core machine. A slice cannot be interrupted, so a longer game would freeze the window
(20,000 events: 0.2 s, 100,000: 1.0 s and 200 MB): it is refreshed in a process of its own instead."""
APART_MAX_BYTES = 8 * 1024 * 1024
"""Largest game file refreshed at all (in a process of its own, at a lower priority: the window goes on): about
115,000 events (100,000: 1.5 s of CPU and 252 MB there). A longer one gets its snapshot from the window when opened."""

Outcome = Literal["current", "written", "changed", "too big", "other system", "skipped"]
"""What a refresh did with a game: its snapshot was current already; written; not written because the file changed
while it was read; left alone (larger than the bound, another system's game, damaged or missing)."""
OUTCOMES = frozenset(typing.get_args(Outcome))

INPUT_EVENTS = frozenset(
    {
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.MouseMove,
        QEvent.Type.Wheel,
        QEvent.Type.TouchBegin,
        QEvent.Type.TouchUpdate,
        QEvent.Type.TabletPress,
        QEvent.Type.DragEnter,
        QEvent.Type.DragMove,
        QEvent.Type.Drop,
        QEvent.Type.ContextMenu,
        QEvent.Type.InputMethod,
    }
)
"""The events that say the Storyteller is doing something."""
_PRESSES = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick})
_RELEASES = frozenset({QEvent.Type.MouseButtonRelease, QEvent.Type.Drop})


def refresh_snapshot(path: Path, library: Library, lang: Lang, max_bytes: int = MAX_BYTES) -> Outcome:
    """Bring one game file's snapshot up to date in `lang` if it is missing or stale: open the game read-only
    through the model (no lock, no dialog), compute its picture with the scene's own `square_picture` and write
    it against the file's stat taken before reading (nothing written if the file changed meanwhile)."""
    from grimoire_app.systems.game_files import system_of
    from grimoire_app.ui.town_square.snapshot import game_snapshots, read_snapshot, write_snapshot

    try:
        if read_snapshot(path, lang) is not None:
            return "current"
        before = path.stat()
        if before.st_size > max_bytes:
            return "too big"
        if system_of(path) != "botc":
            return "other system"
        (snapshot,) = game_snapshots(path, library, (lang,))
    except Exception:  # noqa: BLE001 - a damaged file (or one this code cannot replay) is the window's to report when opened
        return "skipped"
    return "written" if write_snapshot(path, snapshot, against=before) else "changed"


class SnapshotRefresh(QObject):
    """Refreshes the recent games' snapshots one per idle slice, for the window's language and library."""

    def __init__(
        self, window: MainWindow, idle_ms: int = IDLE_MS, limit: int = RECENT_GAMES, max_bytes: int = MAX_BYTES, apart_max_bytes: int = APART_MAX_BYTES
    ) -> None:
        super().__init__(window)
        self._window = window
        self._limit, self._max_bytes, self._apart_max_bytes = limit, max_bytes, apart_max_bytes
        self._pending: list[Path] | None = None
        """The games still to look at (None: not listed yet: the list is read at the first slice)."""
        self.outcomes: dict[Path, Outcome] = {}
        """What each slice did, game by game (tests, the bench)."""
        self.slice_seconds: dict[Path, float] = {}
        """How long each slice took (perf_counter), game by game (the bench)."""
        self.finished = False
        self._idle = QTimer(self, singleShot=True, interval=idle_ms)
        self._idle.timeout.connect(self.step)
        self._next = QTimer(self, singleShot=True, interval=0)
        self._next.timeout.connect(self.step)
        self._watching = False
        """Whether the application-wide input filter is installed: only once the window is ready (not during the
        start, whose every event it would see), until the refresh finishes."""
        self._listed_for: tuple[Path | None, str, int] | None = None
        """The window's game file, language and library when the games were listed (`_situation`)."""
        self._following = False
        self._held = False
        """Whether a mouse button pressed since the input is watched is still held (the eventFilter's note: Qt's own
        QGuiApplication.mouseButtons can stay pressed after a double click that opened a dialog)."""
        self._apart: QProcess | None = None
        """The process refreshing a game too long for a slice (`_refresh_apart`); the chain waits for it."""
        self.apart: list[Path] = []
        """The games refreshed in a process of their own (tests, the bench)."""
        app = QApplication.instance()
        assert app is not None
        app.aboutToQuit.connect(self._let_go)
        self._idle.start()

    @property
    def waiting(self) -> bool:
        """Whether it waits for the Storyteller to be idle (not between two slices, not finished)."""
        return self._idle.isActive()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """On any input, stop between slices and wait for IDLE_MS of quiet again (never takes the event); note
        whether a mouse button is held (a press not yet released or dropped: a drag may be going on)."""
        kind = event.type()
        if kind in INPUT_EVENTS:
            self._next.stop()
            self._idle.start()
            if kind in _PRESSES:
                self._held = True
            elif kind in _RELEASES:
                self._held = False
        return False

    def step(self) -> None:
        """Refresh the next game (one slice), then chain the next slice; wait while the window is not ready."""
        window = self._window
        if self.finished or self._apart is not None:  # a long game refreshing apart: its end goes on
            return
        if not window.attached or not window.built or self._held:
            self._idle.start()  # the model loads after the first paint; a held button may be a drag going on
            return
        if not self._following:
            window.session.changed.connect(self.situation_changed)
            self._following = True
        if not self._watching:  # ready: watch the input from now on, and start after IDLE_MS of quiet
            self._watch()
            return
        self._idle.stop()
        if self._pending is None:
            self._listed_for = self._situation()
            current = window.session.path
            mine = current.resolve() if current is not None else None
            self._pending = [path for path in recent_games(paths.recent_games_file())[: self._limit] if path.resolve() != mine]
        if self._pending:
            path = self._pending.pop(0)
            started = time.perf_counter()
            outcome = refresh_snapshot(path, window.library, window.lang, self._max_bytes)
            if outcome == "too big" and _size(path) <= self._apart_max_bytes:
                self._refresh_apart(path, window.lang)
                return
            self.outcomes[path] = outcome
            self.slice_seconds[path] = time.perf_counter() - started
        if self._pending:
            self._next.start()
        else:
            self.stop()

    def _refresh_apart(self, path: Path, lang: str) -> None:
        """Refresh a game too long for a slice in a process of its own (`python -m grimoire_app.ui.snapshot_refresh
        GAME LANG`, at a lower priority): the window goes on meanwhile; the chain goes on when it ends."""
        process = QProcess(self)
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert("PYTHONPATH", paths.child_python_path(environment.value("PYTHONPATH")))
        process.setProcessEnvironment(environment)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        started = time.perf_counter()
        process.finished.connect(lambda *_: self._apart_done(path, process, started))
        process.errorOccurred.connect(lambda error: self._apart_done(path, process, started) if error == QProcess.ProcessError.FailedToStart else None)
        self._apart = process
        self.apart.append(path)
        process.start(sys.executable, ["-m", "grimoire_app.ui.snapshot_refresh", str(path), lang])

    def _let_go(self) -> None:
        """The app quits: stop a process of its own now (a snapshot is written whole or not at all)."""
        process, self._apart = self._apart, None
        if process is not None:
            process.finished.disconnect()
            process.errorOccurred.disconnect()
            process.kill()
            process.waitForFinished(3000)

    def _apart_done(self, path: Path, process: QProcess, started: float) -> None:
        if process is not self._apart:
            return
        self._apart = None
        said = bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace").split()
        self.outcomes[path] = cast(Outcome, said[-1]) if said and said[-1] in OUTCOMES else "skipped"
        self.slice_seconds[path] = time.perf_counter() - started
        process.deleteLater()
        if self.finished:
            return
        if not self._pending:
            self.stop()
        elif not self._idle.isActive():  # no input while it ran: the next slice now; else after the quiet spell
            self._next.start()

    def _watch(self) -> None:
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        self._watching = True
        self._idle.start()

    def _situation(self) -> tuple[Path | None, str, int]:
        window = self._window
        return (window.session.path, window.lang, id(window.library))

    def situation_changed(self) -> None:
        """After any change of the game, a language switch or imported texts (MainWindow tells it of the last two):
        if the window's game file, language or library is not what the games were listed for, list them again (a game
        left for another, a Save As, a language switch, imported texts), and run again if finished. The other games'
        snapshots may be stale or in another language now."""
        if self._listed_for is None or self._situation() == self._listed_for:
            return
        self._pending, self._listed_for = None, None
        if self.finished:
            self.finished = False
            self._watch()

    def stop(self) -> None:
        """Stop for good (every game has had its turn): the timers and the application-wide event filter go."""
        self.finished = True
        self._idle.stop()
        self._next.stop()
        app = QApplication.instance()
        if app is not None and self._watching:
            app.removeEventFilter(self)
        self._watching = False


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return sys.maxsize


def refresh_when_idle(window: MainWindow) -> SnapshotRefresh:
    """Start keeping the recent games' snapshots current while the Storyteller is idle (the app's start)."""
    return SnapshotRefresh(window)  # a child of the window: it lives as long as the window


def main(argv: list[str]) -> int:
    """`python -m grimoire_app.ui.snapshot_refresh GAME LANG`: refresh one game's snapshot in a process of its own
    (a game too long for an idle slice of the window's) at a lower priority, and print the outcome."""
    if len(argv) != 2 or argv[1] not in ("ko", "en"):
        print("usage: python -m grimoire_app.ui.snapshot_refresh GAME ko|en", file=sys.stderr)
        return 2
    if hasattr(os, "nice"):
        os.nice(10)  # the window's process comes first
    from grimoire_app.model import load_library

    try:
        library = load_library(paths.resources_dir(), paths.imported_texts_file())
    except Exception:  # noqa: BLE001 - the window says what is wrong with the library
        print("skipped")
        return 1
    print(refresh_snapshot(Path(argv[0]), library, cast("Lang", argv[1]), APART_MAX_BYTES), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
