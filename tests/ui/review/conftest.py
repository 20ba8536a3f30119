"""Fixtures for the review tests: the issue's 3-night demo game as a file, and a review window on it."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.systems.botc.demo import write_demo
from grimoire_app.ui.review import ReviewWindow


@pytest.fixture(scope="session")
def demo_master(library: Library, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`python -m grimoire_app demo OUT --players 10 --seed 6 --nights 3`, written once."""
    path = tmp_path_factory.mktemp("review") / "demo.grimoire"
    write_demo(path, resolve_script("000", paths.resources_dir(), library), library, players=10, seed=6, nights=3)
    return path


@pytest.fixture
def demo_file(demo_master: Path, tmp_path: Path) -> Path:
    """A private copy of the demo game file (tests may append to it)."""
    path = tmp_path / "demo.grimoire"
    path.write_bytes(demo_master.read_bytes())
    return path


@pytest.fixture
def review(qtbot: QtBot, demo_file: Path, library: Library) -> Iterator[ReviewWindow]:
    """A shown review window on the demo game, in Korean, at the end of the game."""
    window = ReviewWindow(demo_file, library, "ko")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window


def digest(path: Path) -> str:
    """Return the SHA-256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()
