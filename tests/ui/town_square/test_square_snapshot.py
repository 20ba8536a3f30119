"""The square snapshot (issue 20, ui/town_square/snapshot.py): a reopened game's first paint comes from a small
saved picture; it must draw exactly what the game's state draws, and a stale, missing or damaged one is ignored."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square import snapshot as snapshot_module
from grimoire_app.ui.town_square.scene import TownSquareScene
from grimoire_app.ui.town_square.snapshot import SquareSnapshot, read_snapshot, snapshot_file, square_picture, write_snapshot
from tests.conftest import seed_script

SIZE = (1100, 700)
DEMOS = [("000", 15, 3, 2, 0, 0), ("004", 9, 6, 3, 2, 1), ("001", 12, 8, 1, 1, 2)]
"""(seed script, players, seed, nights, travellers, Fabled or Loric): the seed demo games, with Travellers and Fabled."""


def _drawn(scene: TownSquareScene) -> dict[str, object]:
    """Everything the scene's items show and where: what a paint of it depends on."""
    layout = scene.layout
    assert layout is not None
    return {
        "seats": {key: (item.face, item.pos(), item.radius, item.traveller_tag) for key, item in scene.seats.items()},
        "reminders": {key: (item.face, item.pos(), item.half) for key, item in scene.reminders.items()},
        "fabled": {key: (item.face, item.pos()) for key, item in scene.fabled.items()},
        "middle": (scene.middle.face, scene.middle.isVisible()),
        "layout": layout,
        "rect": scene.sceneRect(),
    }


def _sized(faces: object) -> TownSquareScene:
    scene = TownSquareScene(faces)  # type: ignore[arg-type]
    scene.set_size(*SIZE)
    return scene


@pytest.mark.parametrize("lang", ["ko", "en"])
@pytest.mark.parametrize("demo", DEMOS, ids=[demo[0] for demo in DEMOS])
def test_the_scene_drawn_from_a_snapshot_equals_the_scene_drawn_from_the_state(
    qtbot: QtBot, library: Library, tmp_path: Path, lang: Lang, demo: tuple[str, int, int, int, int, int]
) -> None:
    key, players, seed, nights, travellers, fabled = demo
    game = demo_game(seed_script(library, key), library, players, seed, nights, travellers, fabled)
    session = GameSession(library)
    session.start(game.script, tmp_path / "demo.grimoire", tuple(game.events))
    window = MainWindow(library, lang, session)
    qtbot.addWidget(window)
    faces = window.square.faces
    from_state = _sized(faces)
    from_state.sync(session.state)
    assert window.write_snapshot()
    assert session.path is not None
    saved = read_snapshot(session.path, lang)
    assert saved is not None and saved.lang == lang and saved.title == window.windowTitle()
    assert saved.picture == square_picture(session.state, faces)
    from_snapshot = _sized(None)
    from_snapshot.show_snapshot(saved)
    assert from_snapshot.showing_snapshot
    assert _drawn(from_snapshot) == _drawn(from_state)
    assert len(from_snapshot.seats) == players + travellers and len(from_snapshot.fabled) == fabled
    assert sum(len(seat.reminders) for seat in session.state.seats) == len(from_snapshot.reminders) > 0
    from_snapshot.faces = faces
    from_snapshot.sync(session.state)  # the real game replaces the picture: the same items, nothing moves
    assert not from_snapshot.showing_snapshot
    assert _drawn(from_snapshot) == _drawn(from_state)


def _game_file(library: Library, tmp_path: Path) -> tuple[Path, SquareSnapshot]:
    game = demo_game(seed_script(library, "000"), library, 7, 2, 1)
    session = GameSession(library)
    path = tmp_path / "g.grimoire"
    session.start(game.script, path, tuple(game.events))
    from grimoire_app.ui.town_square.faces import Faces

    snapshot = SquareSnapshot("ko", "제목", square_picture(session.state, Faces(game.script, library, "ko", session.game)))
    session.close()
    assert write_snapshot(path, snapshot)
    assert read_snapshot(path, "ko") == snapshot
    return path, snapshot


def test_a_snapshot_of_another_language_or_any_language_is_read_as_asked(library: Library, tmp_path: Path) -> None:
    path, snapshot = _game_file(library, tmp_path)
    assert read_snapshot(path, "en") is None
    assert read_snapshot(path, None) == snapshot


def test_a_game_file_changed_since_makes_its_snapshot_stale(library: Library, tmp_path: Path) -> None:
    path, _ = _game_file(library, tmp_path)
    with path.open("a", encoding="utf-8") as journal:
        journal.write("\n")
    assert read_snapshot(path, "ko") is None
    path2, _ = _game_file(library, tmp_path / "b")
    stat = path2.stat()
    os.utime(path2, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))  # same size, touched
    assert read_snapshot(path2, "ko") is None


def test_a_snapshot_is_keyed_by_path_app_version_format_and_data(library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, snapshot = _game_file(library, tmp_path)
    copy = tmp_path / "copy.grimoire"
    copy.write_bytes(path.read_bytes())
    os.utime(copy, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns))
    assert read_snapshot(copy, "ko") is None  # another file: no snapshot of its own
    with monkeypatch.context() as patch:
        patch.setattr(snapshot_module, "__version__", "9.9.9")
        assert read_snapshot(path, "ko") is None
    with monkeypatch.context() as patch:
        patch.setattr(snapshot_module, "SNAPSHOT_FORMAT", snapshot_module.SNAPSHOT_FORMAT + 1)
        assert read_snapshot(path, "ko") is None
    assert read_snapshot(path, "ko") == snapshot
    paths.imported_texts_file().parent.mkdir(parents=True, exist_ok=True)
    paths.imported_texts_file().write_text("{}", encoding="utf-8")  # imported texts change names and tooltips
    assert read_snapshot(path, "ko") is None


def test_a_change_to_the_apps_code_or_resources_makes_snapshots_stale(library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The picture is made by the app's code from its resources: a snapshot written by other code or data is ignored."""
    path, snapshot = _game_file(library, tmp_path)
    code = tmp_path / "code"
    (code / "grimoire_app" / "ui" / "town_square").mkdir(parents=True)
    module = code / "grimoire_app" / "ui" / "town_square" / "snapshot.py"
    module.write_text("x = 1\n", encoding="utf-8")
    stamp = snapshot_module._files_stamp(code, ".py")
    module.write_text("x = 2\n", encoding="utf-8")
    assert snapshot_module._files_stamp(code, ".py") != stamp  # an edit
    (code / "grimoire_app" / "other.py").write_text("", encoding="utf-8")
    assert snapshot_module._files_stamp(code, ".py")[0] == 2  # an addition
    with monkeypatch.context() as patch:
        patch.setattr(snapshot_module, "_files_stamp", lambda folder, suffix: [0, 0, 0])
        assert read_snapshot(path, "ko") is None
    assert read_snapshot(path, "ko") == snapshot


def test_only_the_latest_snapshots_are_kept(library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, snapshot = _game_file(library, tmp_path)
    monkeypatch.setattr(snapshot_module, "KEEP", 3)
    games = []
    for index in range(5):
        game = tmp_path / f"g{index}.grimoire"
        game.write_bytes(path.read_bytes())
        assert write_snapshot(game, snapshot)
        os.utime(snapshot_file(game), ns=(index * 10**9, (index + 10) * 10**9))
        games.append(game)
    assert write_snapshot(path, snapshot)
    assert sorted(snapshot_file(path).parent.glob("*.json")) == sorted(snapshot_file(g) for g in (games[3], games[4], path))


def test_a_missing_snapshot_is_none(library: Library, tmp_path: Path) -> None:
    path, _ = _game_file(library, tmp_path)
    snapshot_file(path).unlink()
    assert read_snapshot(path, "ko") is None
    assert read_snapshot(tmp_path / "never.grimoire", "ko") is None


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: "not json {",
        lambda data: json.dumps([1, 2]),
        lambda data: json.dumps({**data, "snapshot": None}),
        lambda data: json.dumps({**data, "snapshot": {**data["snapshot"], "lang": 3}}),
        lambda data: json.dumps({**data, "snapshot": {**data["snapshot"], "extra": 1}}),
        lambda data: json.dumps({**data, "snapshot": {**data["snapshot"], "picture": {**data["snapshot"]["picture"], "seats": "s1"}}}),
        lambda data: json.dumps(_seat0(data, alive="yes")),
        lambda data: json.dumps(_seat0(data, token={"name": "x"})),
        lambda data: json.dumps(_seat0(data, ghost_vote=None)),
        lambda data: json.dumps({k: v for k, v in data.items() if k != "snapshot"}),
    ],
    ids=["not-json", "a-list", "no-snapshot", "lang-number", "extra-field", "seats-string", "alive-string", "token-short", "bool-none", "key-only"],
)
def test_a_damaged_snapshot_is_ignored_never_shown(library: Library, tmp_path: Path, damage: object) -> None:
    path, _ = _game_file(library, tmp_path)
    data = json.loads(snapshot_file(path).read_text(encoding="utf-8"))
    snapshot_file(path).write_text(damage(data), encoding="utf-8")  # type: ignore[operator]
    assert read_snapshot(path, "ko") is None


def _seat0(data: dict[str, object], **change: object) -> dict[str, object]:
    snapshot = dict(data["snapshot"])  # type: ignore[call-overload]
    picture = dict(snapshot["picture"])
    seats = list(picture["seats"])
    seats[0] = {**seats[0], **change}
    picture["seats"] = seats
    snapshot["picture"] = picture
    return {**data, "snapshot": snapshot}


def test_the_window_writes_the_snapshot_on_open_after_changes_and_on_close(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    path, _ = _game_file(library, tmp_path)
    snapshot_file(path).unlink()
    window = MainWindow(library, "ko")
    qtbot.addWidget(window)
    assert window.open_game(path)
    opened = read_snapshot(path, "ko")
    assert opened is not None and opened.picture == square_picture(window.session.state, window.square.faces)
    seat = window.session.state.seats[0].id
    window.session.record(kill(seat), override=True)
    assert read_snapshot(path, "ko") is None  # the file changed: stale until written again
    assert window._snapshot_timer.isActive()  # written once the Storyteller pauses
    qtbot.waitUntil(lambda: read_snapshot(path, "ko") is not None, timeout=5000)
    again = read_snapshot(path, "ko")
    assert again is not None and not again.picture.seats[0].alive
    window.session.record(kill(window.session.state.seats[1].id), override=True)
    window.close()
    closed = read_snapshot(path, "ko")
    assert closed is not None and not closed.picture.seats[1].alive


def test_a_scene_showing_a_snapshot_takes_no_drop(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    path, snapshot = _game_file(library, tmp_path)
    scene = _sized(None)
    scene.show_snapshot(snapshot)
    requests: list[object] = []
    scene.seats_swap_requested.connect(lambda a, b: requests.append((a, b)))
    first, second = list(scene.seats.values())[:2]
    scene.item_released(first, second.pos(), second.pos().toPoint(), True)
    assert requests == [] and scene.gap_at(QPointF(0, 0)) is None
