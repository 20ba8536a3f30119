"""Shared fixtures. Qt runs offscreen unless the environment says otherwise (an Xvfb screenshot run)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings

from grimoire_app import paths
from grimoire_app.model import Library, Script, load_library, load_script

settings.register_profile("ci", max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
"""CI runs the same examples every time (a red run means a real regression); the dev profile explores."""
settings.register_profile("dev", max_examples=40, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

DATA = Path(__file__).parent / "data"
SEED_SCRIPTS = {
    "000": "000-jongpa-wa-mayak.json",
    "001": "001-english-almanac.json",
    "004": "004-hwakjeung-pyeonhyang.json",
}


@pytest.fixture(scope="session")
def library() -> Library:
    """The bundled library, loaded once (it is immutable)."""
    return load_library(paths.resources_dir())


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep every test away from the real user data folder."""
    folder = tmp_path_factory.mktemp("userdata")
    monkeypatch.setenv("GRIMOIRE_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _qt_widgets_kept_until_closed(request: pytest.FixtureRequest) -> Iterator[None]:
    """Keep every widget given to `qtbot.addWidget` alive until pytest-qt has closed it (at the test's teardown).

    pytest-qt keeps only a weak reference. A window the test no longer names but that sits in a reference cycle (its
    signal connections, the privacy cover's) was then freed by the cyclic collector at whatever allocation came next:
    once in the middle of its own paint, in the events pytest-qt processes right after the test ("QPaintDevice:
    Cannot destroy paint device that is being painted", then a segmentation fault in QPainter::drawPixmap:
    tests/ui/test_privacy.py after tests/ui/test_player_notes_ui.py in one worker)."""
    if "qtbot" not in request.fixturenames:
        yield
        return
    qtbot = request.getfixturevalue("qtbot")
    kept: list[object] = []
    register = qtbot.addWidget

    def add_widget(widget: object, **options: object) -> None:
        kept.append(widget)
        register(widget, **options)

    qtbot.addWidget = qtbot.add_widget = add_widget
    yield
    kept.clear()


def seed_script(library: Library, key: str) -> Script:
    """Load one of the bundled seed scripts by its number ("000", "001", "004")."""
    return load_script(paths.resources_dir() / "scripts" / SEED_SCRIPTS[key], library)
