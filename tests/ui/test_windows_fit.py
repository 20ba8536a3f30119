"""Issue 19 point 2: every top-level window fits the available screen at 1366×768 and 1280×720.

The windows size themselves from their screen (ui/screen_fit.py `available_area`); the test makes
that screen a laptop's by replacing `available_area`, opens each window, and checks its frame.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.systems.botc.demo import write_demo
from grimoire_app.ui import screen_fit
from grimoire_app.ui.screen_fit import FRAME_ROOM, fitted_size, frame_fits

LAPTOPS = {"1366x768": QRect(0, 0, 1366, 768 - 32), "1280x720": QRect(0, 0, 1280, 720 - 32)}
"""The two laptop screens, less a 32 px task bar (what availableGeometry reports)."""


@pytest.fixture(params=sorted(LAPTOPS))
def laptop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[QRect]:
    """Every window opened in the test sees this laptop's available screen area."""
    area = LAPTOPS[request.param]
    monkeypatch.setattr(screen_fit, "available_area", lambda _widget=None: QRect(area))
    yield area


def demo_file(library: Library, folder: Path) -> Path:
    """A small demo game on script 000, written to `folder`."""
    path = folder / "demo.grimoire"
    write_demo(path, resolve_script("000", paths.resources_dir(), library), library, 7, seed=1, nights=2)
    return path


def _main(library: Library, folder: Path) -> QWidget:
    from grimoire_app.ui.main_window import MainWindow

    window = MainWindow(library, "ko")
    window.open_game(demo_file(library, folder))
    return window


def _review(library: Library, folder: Path) -> QWidget:
    from grimoire_app.ui.review import ReviewWindow

    return ReviewWindow(demo_file(library, folder), library, "ko")


def _onuw(_library: Library, folder: Path) -> QWidget:
    from grimoire_app.ui.onuw.session import OnuwSession
    from grimoire_app.ui.onuw.window import OnuwWindow

    session = OnuwSession()
    deck = ("werewolf", "werewolf", "minion", "seer", "robber", "troublemaker", "drunk", "villager")
    session.start(("가", "나", "다", "라", "마"), deck, folder / "onuw.grimoire", rng=random.Random(31))
    return OnuwWindow(session, "ko", confirm=lambda *_: False)


def _torsis(_library: Library, folder: Path) -> QWidget:
    from grimoire_app.systems.torsis import start_game
    from grimoire_app.ui.torsis import TorsisWindow

    window = TorsisWindow("ko")
    window.session.start(start_game(["가", "나", "다", "라", "마", "바", "사", "아"], rng=random.Random(5)), folder / "torsis.grimoire")
    return window


def _wizard(library: Library, _folder: Path) -> QWidget:
    from grimoire_app.ui.wizard import SetupWizard

    return SetupWizard(library, "ko", random.Random(8))


def _public(library: Library, folder: Path) -> QWidget:
    from grimoire_app.ui.public_window import PublicTownSquare
    from grimoire_app.ui.session import GameSession

    session = GameSession(library)
    session.open(demo_file(library, folder))
    return PublicTownSquare(session, "ko")


def _onuw_setup(_library: Library, _folder: Path) -> QWidget:
    from grimoire_app.ui.onuw.setup_dialog import SetupDialog

    return SetupDialog("ko")


def _torsis_setup(_library: Library, _folder: Path) -> QWidget:
    from grimoire_app.ui.torsis.setup_dialog import SetupDialog

    return SetupDialog("ko")


def _checklist(_library: Library, _folder: Path) -> QWidget:
    from grimoire_app.ui.night_panel.phase import AnnounceDialog

    return AnnounceDialog("새벽", ["지우가 죽었습니다"] * 30, ["비밀"] * 10, "ko")


def _phase_checklist(_library: Library, _folder: Path) -> QWidget:
    from grimoire_app.ui.night_panel.phase import ChecklistDialog, PhaseChecklist

    lines = tuple(f"알림 {n} 떼기" for n in range(40))
    return ChecklistDialog(PhaseChecklist("황혼", lines, (True,) + (False,) * 39, ("한 단계가 실행되지 않았습니다",)), "ko")


def _picker(library: Library, folder: Path) -> QWidget:
    from grimoire_app.ui.character_picker import CharacterPicker
    from grimoire_app.ui.main_window import MainWindow

    main = MainWindow(library, "ko")
    ids = sorted(library.characters)[:60]
    picker = CharacterPicker(main.square.faces, ids, ids, "고르기", True, None)
    picker.setProperty("main", main)
    return picker


WINDOWS: dict[str, Callable[[Library, Path], QWidget]] = {
    "main": _main, "review": _review, "onuw": _onuw, "torsis": _torsis, "wizard": _wizard, "public": _public,
    "onuw-setup": _onuw_setup, "torsis-setup": _torsis_setup, "announce": _checklist, "checklist": _phase_checklist,
    "picker": _picker,
}


@pytest.mark.parametrize("name", sorted(WINDOWS))
def test_every_top_level_window_fits_the_laptop_screen(qtbot: QtBot, library: Library, tmp_path: Path, laptop: QRect, name: str) -> None:
    """Issue 19 point 2: ONUW (asks 1500×900), Torsis (1600×900), review, the wizard, the public window and dialogs
    open no larger than the available screen, frame included, and lie inside it."""
    window = WINDOWS[name](library, tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    room_w, room_h = FRAME_ROOM
    assert window.width() + room_w <= laptop.width() and window.height() + room_h <= laptop.height(), (name, window.size())
    assert frame_fits(window, laptop), (name, window.frameGeometry())
    assert laptop.contains(window.frameGeometry().topLeft()), (name, window.frameGeometry())


def test_a_window_asks_its_size_from_the_screen_not_a_constant() -> None:
    """The same wish gives a smaller window on a smaller screen, and the wish itself when it fits."""
    assert fitted_size((1600, 900), LAPTOPS["1366x768"]) == (1366 - FRAME_ROOM[0], 768 - 32 - FRAME_ROOM[1])
    assert fitted_size((1600, 900), LAPTOPS["1280x720"]) == (1280 - FRAME_ROOM[0], 720 - 32 - FRAME_ROOM[1])
    assert fitted_size((640, 480), LAPTOPS["1280x720"]) == (640, 480)
