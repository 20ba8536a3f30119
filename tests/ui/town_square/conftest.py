"""Fixtures for the town-square tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.ui.session import GameSession
from tests.ui.town_square.square_helpers import known_session



@pytest.fixture
def session(library: Library, tmp_path: Path) -> GameSession:
    """A session on the known 7-player game (지호 dead)."""
    return known_session(library, tmp_path)
