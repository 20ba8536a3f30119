"""The first picture of a game this machine has no snapshot of, drawn by a process of its own (issue 20).

Reopening a game paints its square from its snapshot (snapshot.py) before the model is imported. A game with no
current snapshot (a file made on another machine or by the CLI, or changed by another program) needs the model
first: pydantic, the model classes, the library and the game's replay, about 0.13 s of CPU before any paint, on
top of Qt's own start. Those two do not depend on each other, and the machine the app runs on has two cores or more.

So the start (__main__, before Qt is imported) forks: the child imports the model, opens the game read-only and
computes its square with the scene's own `game_snapshots` (square_picture and the window's title), in both
languages (the window's language is read from its settings with Qt), writes them to a pipe and exits. Meanwhile
the parent imports Qt and builds the window, then waits for the picture (`wait_for_picture`) and paints it: the same
first paint as a reopened game's, the model loading just after it (MainWindow.ensure_attached).

It is never shown in doubt: the child sends the game file's size and mtime_ns as it found them before reading it,
and the parent drops the picture if the file is not the same now, or if the child failed, sent nothing (a damaged
file, another system's game: the window opens it after the paint and reports what is wrong) or took longer than
WAIT_SECONDS.

Where forking is not safe or not there (macOS, Windows: `fork` is Linux's here), the child is a fresh interpreter
instead (`python -m grimoire_app.ui.town_square.picture_apart GAME`, the picture on its standard output): the same
picture, later by that interpreter's own start (~25 ms here; tests/ui/town_square/test_picture_apart.py runs both
ways on Linux). Nothing is drawn apart where it would not pay: with a single core, for a game larger than MAX_BYTES
(the window replays it again after the paint, so a long replay would be waited for twice), or with
GRIMOIRE_START_APART=0 (the bench's A/B; `fork` or `spawn` choose the way).

No Qt and no model are imported here: the parent calls this before either is loaded, and the child must not load Qt.
"""

from __future__ import annotations

import dataclasses
import json
import os
import select
import signal
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    import subprocess

    from grimoire_app.model.characters import Lang
    from grimoire_app.ui.town_square.snapshot import SquareSnapshot

__all__ = ["MAX_BYTES", "WAIT_SECONDS", "PictureApart", "child_command", "draw_apart", "drawing_way", "let_go", "picture_message", "wait_for_picture"]

MAX_BYTES = 512 * 1024
"""Largest game file drawn apart: about 7,000 events, replayed in under 0.1 s on this project's 2-core machine (a
15-seat game two nights in is ~7 KiB). A longer game's replay would be waited for before the paint and again after it."""
WAIT_SECONDS = 1.0
"""Longest wait for the child once the window is ready (it takes ~0.15 s from the fork on a quiet 2-core machine):
past it the child is stopped and the window paints an empty square, then opens the game as usual."""
SWITCH = "GRIMOIRE_START_APART"
"""0: never draw apart (tools/bench_start.py compares the two starts); `fork` or `spawn`: that way, where it pays."""
Way = Literal["fork", "spawn"]
LANGS: tuple[Lang, ...] = ("ko", "en")
"""The child draws both: the window's language is in its settings, read with Qt."""


@dataclass
class PictureApart:
    """A child process drawing a game's square; `wait_for_picture` collects it (once)."""

    game: Path
    pid: int
    reader: int | None
    """A forked child's pipe end the picture arrives at (closed by `wait_for_picture`)."""
    process: subprocess.Popen[bytes] | None = None
    """A spawned child (the picture on its standard output)."""


def draw_apart(game: Path) -> PictureApart | None:
    """Start a child that draws the game's square (see the module's docstring); None where none is started."""
    way = drawing_way(game)
    if way == "spawn":
        return _spawn(game)
    if way == "fork":
        return _fork(game)
    return None


def drawing_way(game: Path) -> Way | None:
    """How the square of `game` is drawn apart here: fork on Linux, a fresh interpreter elsewhere; None where it does
    not pay (one core, not a game file, a game too long, the switch at 0) or cannot be spawned (a packaged app)."""
    chosen = os.environ.get(SWITCH)
    if chosen == "0" or _cores() < 2:
        return None
    try:
        if game.suffix != ".grimoire" or not 0 < game.stat().st_size <= MAX_BYTES:
            return None
    except OSError:
        return None
    if chosen != "spawn" and sys.platform == "linux" and hasattr(os, "fork"):
        return "fork"
    if getattr(sys, "frozen", False):  # a packaged app: its executable is the app itself, not a Python to run -m with
        return None
    return "spawn"


def _cores() -> int:
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _fork(game: Path) -> PictureApart | None:
    reader, writer = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        os.close(reader)
        os.close(writer)
        return None
    if pid == 0:  # the child: never returns
        os.close(reader)
        _draw_and_exit(game, writer)
    os.close(writer)
    return PictureApart(game, pid, reader)


def child_command(game: Path) -> list[str]:
    """The spawned child's command line."""
    return [sys.executable, "-m", "grimoire_app.ui.town_square.picture_apart", str(game)]


def _spawn(game: Path) -> PictureApart | None:
    import subprocess

    from grimoire_app import paths

    environment = {**os.environ, "PYTHONPATH": paths.child_python_path(os.environ.get("PYTHONPATH"))}
    try:
        process = subprocess.Popen(
            child_command(game),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=environment,
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),  # Windows: no console window for it
        )
    except OSError:
        return None
    return PictureApart(game, process.pid, None, process)


def _draw_and_exit(game: Path, writer: int) -> None:
    """In the child: write the game's `picture_message` to the pipe and exit (never returns).

    Anything that goes wrong ends the child with nothing written: the window opens the game the usual way after
    its paint and reports what is wrong there. Its output goes nowhere (the parent's terminal is the parent's)."""
    code = 1
    try:
        quiet = os.open(os.devnull, os.O_WRONLY)
        os.dup2(quiet, 1)
        os.dup2(quiet, 2)
        data = picture_message(game)
        while data:
            data = data[os.write(writer, data) :]
        code = 0
    except BaseException:  # noqa: BLE001 - the child reports nothing: the parent goes the usual way
        pass
    finally:
        os._exit(code)


def picture_message(game: Path) -> bytes:
    """Return what the child sends: the game file's size and mtime_ns before it was read, and its square in each of
    LANGS (snapshot.game_snapshots, in their JSON form). Raises what opening the game raises."""
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.ui.town_square.snapshot import game_snapshots

    before = game.stat()
    library = load_library(paths.resources_dir(), paths.imported_texts_file())
    drawn = game_snapshots(game, library, LANGS)
    message = {"size": before.st_size, "mtime_ns": before.st_mtime_ns, "snapshots": [dataclasses.asdict(one) for one in drawn]}
    return json.dumps(message, ensure_ascii=False).encode("utf-8")


def wait_for_picture(apart: PictureApart, lang: str, timeout: float = WAIT_SECONDS) -> SquareSnapshot | None:
    """Wait for the child's picture (at most `timeout` seconds) and return it in `lang` if it is the game file's as it
    is now; else None (the child failed, was too slow, or the file changed). The child is reaped either way."""
    data = _collect(apart, timeout)
    if not data:
        return None
    from grimoire_app.ui.town_square.snapshot import snapshot_from_json

    try:
        message = json.loads(data.decode("utf-8"))
        now = apart.game.stat()
        if not isinstance(message, dict) or (message.get("size"), message.get("mtime_ns")) != (now.st_size, now.st_mtime_ns):
            return None
        drawn = [snapshot_from_json(one) for one in message["snapshots"]]
    except (OSError, ValueError, TypeError, KeyError):
        return None
    return next((one for one in drawn if one.lang == lang), None)


def _collect(apart: PictureApart, timeout: float) -> bytes | None:
    """Return all the child sent once it has ended (None: it was too slow, and was stopped), and collect it."""
    if apart.process is not None:
        import subprocess

        try:
            sent, _ = apart.process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            let_go(apart)
            return None
        return sent if apart.process.returncode == 0 else None
    assert apart.reader is not None
    data = _read_all(apart.reader, timeout)
    _reap(apart.pid, finished=data is not None)
    return data


def let_go(apart: PictureApart) -> None:
    """Stop and collect a child whose picture is not wanted (the start went another way, or it is too slow): nothing
    is left behind."""
    if apart.process is not None:
        apart.process.kill()
        apart.process.communicate()
        return
    try:
        if apart.reader is not None:
            os.close(apart.reader)
    except OSError:
        pass
    _reap(apart.pid, finished=False)


def _read_all(reader: int, timeout: float) -> bytes | None:
    """Read the pipe to its end; None if the end did not come within `timeout` seconds. Closes the pipe."""
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([reader], [], [], left)[0]:
                return None
            chunk = os.read(reader, 1 << 16)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
    except OSError:
        return None
    finally:
        os.close(reader)


def _reap(pid: int, finished: bool) -> None:
    """Collect the child (stopped first if it has not finished: too slow): no process is left behind."""
    try:
        if not finished:
            os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    except (OSError, ChildProcessError):
        pass


def main(argv: list[str]) -> int:
    """`python -m grimoire_app.ui.town_square.picture_apart GAME`: the spawned child; the picture on standard output
    (nothing, and 1, if the game cannot be drawn: the window says why once it opens it)."""
    try:
        data = picture_message(Path(argv[0]))
    except Exception:  # noqa: BLE001 - the parent goes the usual way
        return 1
    sys.stdout.buffer.write(data)
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")  # as the app's start (__main__): no plugin is used
    sys.exit(main(sys.argv[1:]))
