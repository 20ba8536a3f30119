"""The square of a game this machine has no snapshot of, drawn by a process of its own while the window is built
(issue 20, grimoire_app/ui/town_square/picture_apart.py): forked (Linux) or a fresh interpreter (elsewhere; both
ways run here).

Every child here is started from a fresh interpreter, as at the app's start (before Qt, one thread): a fork of the
test process, with Qt's and the test runner's threads running, is not what the app does.

- The child's picture is the one the window draws from the model, in each language, with the window's title.
- It is never shown in doubt: a damaged file, another system's game, a file changed after the child read it, or a
  child too slow give no picture, and no child process is left behind; the window then paints an empty square and
  the damaged game gets its precise error once opened.
- Nothing is drawn apart where it does not pay: one core, a game too long, a script, the switch set to 0; off Linux
  it is spawned, not forked, except from a packaged app.
- The picture is computed without Qt (the child must not pay for it).
- The whole start: at the first paint the drawn square is there and nothing of the model is imported; once the
  game opens, the state draws exactly that picture.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.town_square import picture_apart
from grimoire_app.ui.town_square.picture_apart import draw_apart
from grimoire_app.ui.town_square.snapshot import game_snapshots
from tests.ui.start_helpers import demo_game
from tests.ui.town_square.square_helpers import picture_sent_apart

ROOT = Path(__file__).resolve().parents[3]

FORK = """
import dataclasses, json, os, sys, time
from pathlib import Path
{setup}
from grimoire_app.ui.town_square import picture_apart
game = Path(sys.argv[1])
apart = picture_apart.draw_apart(game)
if apart is None:
    print(json.dumps({{"started": False}}))
    sys.exit(0)
{between}
began = time.monotonic()
drawn = picture_apart.wait_for_picture(apart, sys.argv[2], timeout=float(sys.argv[3]))
waited = time.monotonic() - began
try:
    os.waitpid(apart.pid, os.WNOHANG)
    reaped = False
except ChildProcessError:
    reaped = True
print(json.dumps({{"started": True, "drawn": dataclasses.asdict(drawn) if drawn else None, "reaped": reaped, "waited": waited}}))
"""
WAIT_FOR_THE_CHILD_TO_END = {
    "fork": "os.waitid(os.P_PID, apart.pid, os.WEXITED | os.WNOWAIT)  # ended, not reaped",
    "spawn": "apart.process.wait()  # ended (its picture waits in the pipe)",
}
SLOW_CHILD = {
    "fork": "import grimoire_app.ui.town_square.snapshot as snapshot\nsnapshot.game_snapshots = lambda *args: time.sleep(60)",
    "spawn": "import grimoire_app.ui.town_square.picture_apart as apart_module\n"
    "apart_module.child_command = lambda game: [sys.executable, '-c', 'import time; time.sleep(60)']",
}
ON_LINUX_WITH_TWO_CORES = pytest.mark.skipif(
    sys.platform != "linux" or len(os.sched_getaffinity(0)) < 2, reason="both ways run on Linux with two cores or more"
)
WAYS = pytest.mark.parametrize("way", ["fork", "spawn"])


def _fork(game: Path, lang: str = "ko", *, way: str = "fork", setup: str = "", between: str = "", timeout: float = 10.0) -> dict[str, object]:
    """Run draw_apart and wait_for_picture in a fresh interpreter, the child started `way`; return what it saw."""
    code = FORK.format(setup=setup, between=between)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "GRIMOIRE_START_APART": way}
    done = subprocess.run([sys.executable, "-c", code, str(game), lang, str(timeout)], env=env, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert isinstance(result, dict)
    return result


@pytest.fixture(autouse=True)
def _two_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    """The in-process checks of where it forks see a 2-core Linux machine, whatever runs them."""
    monkeypatch.setattr(picture_apart.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    monkeypatch.setattr(picture_apart.sys, "platform", "linux")
    monkeypatch.delenv("GRIMOIRE_START_APART", raising=False)


@ON_LINUX_WITH_TWO_CORES
@WAYS
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_child_draws_the_square_the_window_draws(library: Library, tmp_path: Path, lang: str, way: str) -> None:
    game = demo_game(tmp_path)
    seen = _fork(game, lang, way=way)
    (expected,) = game_snapshots(game, library, (lang,))  # type: ignore[arg-type]
    assert seen["started"] and seen["reaped"]
    assert seen["drawn"] == json.loads(json.dumps(dataclasses.asdict(expected)))
    assert expected.lang == lang and len(expected.picture.seats) == 9 and expected.title.endswith(game.name)


@ON_LINUX_WITH_TWO_CORES
@WAYS
def test_a_damaged_game_gives_no_picture_and_leaves_no_process(tmp_path: Path, way: str) -> None:
    game = demo_game(tmp_path)
    lines = game.read_bytes().split(b"\n")
    game.write_bytes(b"\n".join(lines[:4] + [b'{"type":"player_died","seat":"s99","cause":{"kind":"demon"}}'] + lines[4:]))
    seen = _fork(game, way=way)
    assert seen["started"] and seen["drawn"] is None and seen["reaped"]


@ON_LINUX_WITH_TWO_CORES
@WAYS
def test_another_systems_game_gives_no_picture(tmp_path: Path, way: str) -> None:
    from grimoire_app.systems.game_files import save_other_game
    from grimoire_app.systems.onuw import new_game as new_onuw

    game = tmp_path / "onuw.grimoire"
    save_other_game(new_onuw(["A", "B", "C"], ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"], rng=random.Random(2)), game)
    seen = _fork(game, way=way)
    assert seen["started"] and seen["drawn"] is None and seen["reaped"]


@ON_LINUX_WITH_TWO_CORES
@WAYS
def test_a_game_changed_after_the_child_read_it_gives_no_picture(tmp_path: Path, way: str) -> None:
    """The child's picture is for the file as it read it: the parent drops it when the file is not the same now."""
    game = demo_game(tmp_path)
    touch = "st = game.stat(); os.utime(game, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))"
    seen = _fork(game, way=way, between=f"{WAIT_FOR_THE_CHILD_TO_END[way]}\n{touch}")
    assert seen["started"] and seen["drawn"] is None and seen["reaped"]
    unchanged = _fork(game, way=way, between=WAIT_FOR_THE_CHILD_TO_END[way])  # the same wait, the file left alone: drawn
    assert unchanged["drawn"] is not None


@ON_LINUX_WITH_TWO_CORES
@WAYS
def test_a_child_too_slow_is_stopped_and_gives_no_picture(tmp_path: Path, way: str) -> None:
    game = demo_game(tmp_path)
    seen = _fork(game, way=way, setup=SLOW_CHILD[way], timeout=0.5)
    assert seen["started"] and seen["drawn"] is None and seen["reaped"]
    assert isinstance(seen["waited"], float) and seen["waited"] < 5


@ON_LINUX_WITH_TWO_CORES
@WAYS
def test_a_child_let_go_is_stopped_at_once(tmp_path: Path, way: str) -> None:
    game = demo_game(tmp_path)
    code = FORK.format(setup=SLOW_CHILD[way], between="picture_apart.let_go(apart)\nsys.exit(0 if os.waitid(os.P_PID, apart.pid, os.WEXITED | os.WNOHANG) is None else 3)")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "GRIMOIRE_START_APART": way}
    done = subprocess.run([sys.executable, "-c", code, str(game), "ko", "10"], env=env, capture_output=True, text=True, timeout=20, check=False, cwd=ROOT)
    assert done.returncode == 1 and "ChildProcessError" in done.stderr, done.stdout + done.stderr  # reaped already: no such child


def test_a_picture_of_another_game_is_let_go_and_the_game_opens_the_usual_way(qtbot: QtBot, tmp_path: Path) -> None:
    """The recent list changed between the fork and the window: the picture is not shown, the child is collected."""
    from grimoire_app.ui.app import start_window

    game = demo_game(tmp_path)
    other = tmp_path / "other.grimoire"
    other.write_bytes(game.read_bytes())
    apart = picture_sent_apart(other)
    window = start_window([str(game)], None, apart)
    assert window is not None
    qtbot.addWidget(window)
    assert window.attached and window.session.path == game  # the model first, as without a picture
    with pytest.raises(ChildProcessError):
        os.waitpid(apart.pid, os.WNOHANG)


def test_nothing_is_drawn_apart_where_it_does_not_pay_and_off_linux_it_is_spawned(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Asked of `drawing_way`, which starts nothing (a fork here would be of the test process)."""
    game = demo_game(tmp_path)
    way = picture_apart.drawing_way
    assert way(game) == "fork"  # a 2-core Linux machine, a short game: it pays
    script = tmp_path / "script.json"
    script.write_text("[]", encoding="utf-8")
    assert way(script) is None and way(tmp_path / "missing.grimoire") is None
    assert draw_apart(script) is None
    monkeypatch.setattr(picture_apart, "MAX_BYTES", game.stat().st_size - 1)
    assert way(game) is None  # a game too long: its replay would be waited for twice
    monkeypatch.undo()
    monkeypatch.setattr(picture_apart.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert way(game) is None  # one core
    monkeypatch.undo()
    for platform in ("darwin", "win32"):
        monkeypatch.setattr(picture_apart.sys, "platform", platform)
        assert way(game) == "spawn"
        monkeypatch.setattr(picture_apart.sys, "frozen", True, raising=False)
        assert way(game) is None  # a packaged app's executable is the app: nothing to run -m with
        monkeypatch.delattr(picture_apart.sys, "frozen")
    monkeypatch.undo()
    monkeypatch.setenv("GRIMOIRE_START_APART", "spawn")
    assert way(game) == "spawn"
    monkeypatch.setenv("GRIMOIRE_START_APART", "0")
    assert way(game) is None and draw_apart(game) is None


def test_the_picture_is_drawn_without_qt(tmp_path: Path) -> None:
    """The child pays for the model only: opening the game and drawing its square in both languages load no Qt."""
    game = demo_game(tmp_path)
    code = f"""
import sys
from pathlib import Path
from grimoire_app.ui.town_square.picture_apart import picture_message
assert b'"seats"' in picture_message(Path({str(game)!r}))
print("qt:", sorted(name for name in sys.modules if name.startswith("PySide6") or name.startswith("shiboken6")))
"""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT)
    assert "qt: []" in done.stdout, done.stdout + done.stderr


def test_a_djinns_tooltip_is_drawn_without_qt() -> None:
    """The Djinn's jinx list and the Bootlegger's house rules are part of the picture (their tooltips)."""
    code = """
import sys
from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.ui.town_square.faces import Faces
library = load_library(paths.resources_dir())
script = resolve_script("tb", paths.resources_dir(), library)
faces = Faces(script, library, "en")
(djinn, bootlegger) = faces.fabled(["djinn", "bootlegger"])
assert "Djinn" in djinn.tooltip and len(djinn.tooltip.splitlines()) > 2, djinn.tooltip
print("qt:", sorted(name for name in sys.modules if name.startswith("PySide6")))
"""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT)
    assert "qt: []" in done.stdout, done.stdout + done.stderr


@ON_LINUX_WITH_TWO_CORES
@WAYS
def test_a_game_never_opened_paints_the_square_drawn_apart_before_the_model_loads(tmp_path: Path, way: str) -> None:
    """The app's start (__main__ then run_app): the first paint shows the game's seats and title with nothing of the
    model imported; once the game is open the state draws exactly the picture painted first."""
    game = demo_game(tmp_path)
    code = f"""
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
import grimoire_app.__main__ as start
snapshot, apart = start._picture_to_paint([{str(game)!r}])
assert snapshot is None and apart is not None
import grimoire_app.ui.app as app_module
made = app_module.start_window
seen = {{}}
class Probe(QObject):
    def eventFilter(self, watched, event):
        window = self.window
        if event.type() == QEvent.Type.Paint and "paint" not in seen and window.square_view.square.seats:
            loaded = sorted(m for m in sys.modules if m.split(".")[0] == "pydantic" or m.startswith(("grimoire_app.model", "grimoire_app.systems")))
            seen["paint"] = window.square_view.square._snapshot
            print("at paint:", loaded, window.attached, len(window.square_view.square.seats), window.windowTitle() == seen["paint"].title, flush=True)
        return False
def start_window(args, snapshot=None, apart=None):
    window = made(args, snapshot, apart)
    probe = Probe(window)
    probe.window = window
    window.square_view.viewport().installEventFilter(probe)
    def whole():
        from grimoire_app.ui.town_square.snapshot import square_picture
        same = square_picture(window.session.state, window.square.faces) == seen["paint"].picture
        print("whole:", str(window.session.path) == {str(game)!r}, same, window.windowTitle() == seen["paint"].title, flush=True)
        os._exit(0)
    window.after_first_paint(lambda: QTimer.singleShot(0, whole))
    return window
app_module.start_window = start_window
app_module.run_app([{str(game)!r}], snapshot, apart)
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "GRIMOIRE_START_APART": way}
    env.pop("GRIMOIRE_BENCH_FIRST_PAINT", None)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT)
    assert "at paint: [] False 9 True" in done.stdout, done.stdout + done.stderr
    assert "whole: True True True" in done.stdout, done.stdout + done.stderr


def test_a_damaged_game_never_opened_gets_its_precise_error_over_an_empty_square(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The child of a damaged game sends nothing: the window paints an empty square, then opening the game after the
    paint says what is wrong with the file, which is left as it was (tests/ui/test_snapshot_start.py does the same
    for a snapshot)."""
    from PySide6.QtWidgets import QMessageBox

    from grimoire_app.ui.app import start_window
    from grimoire_app.ui.town_square.picture_apart import PictureApart

    game = demo_game(tmp_path)
    lines = game.read_bytes().split(b"\n")
    game.write_bytes(b"\n".join(lines[:4] + [b'{"type":"player_died","seat":"s99","cause":{"kind":"demon"}}'] + lines[4:]))
    damaged = game.read_bytes()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    reader, writer = os.pipe()
    os.close(writer)  # the child ended having sent nothing
    window = start_window([str(game)], None, PictureApart(game, os.posix_spawn("/bin/true", ["true"], dict(os.environ)), reader))
    assert window is not None
    qtbot.addWidget(window)
    assert not window.attached and not window.square_view.square.seats and not window.square_view.square.showing_snapshot
    qtbot.waitUntil(lambda: window.built, timeout=10000)  # just after the first paint
    assert window.session.game is None and not window.square.scene.seats
    assert len(shown) == 1 and "never.grimoire" in shown[0] and "s99" in shown[0]
    assert game.read_bytes() == damaged
