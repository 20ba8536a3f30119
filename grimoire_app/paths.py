"""Where Grimoire reads and writes files: the one module that knows platformdirs."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import platformdirs

APP_NAME = "Grimoire"


@cache
def resources_dir() -> Path:
    """Return the bundled data folder (resources/ beside the package in the checkout); worked out once."""
    return Path(__file__).resolve().parent.parent / "resources"


def child_python_path(inherited: str | None) -> str:
    """Return the PYTHONPATH for a child process that runs `python -m grimoire_app...`: this copy of the app first
    (wherever it runs from: a checkout, an install), then what the parent's environment had (`inherited`)."""
    here = str(Path(__file__).resolve().parent.parent)
    return here + (os.pathsep + inherited if inherited else "")


def user_data_dir() -> Path:
    """Return the user's data folder; GRIMOIRE_DATA_DIR overrides it (tests, portable use)."""
    override = os.environ.get("GRIMOIRE_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Return the user's cache folder (things the app can always make again: square snapshots); under
    GRIMOIRE_DATA_DIR when that is set (tests, portable use)."""
    override = os.environ.get("GRIMOIRE_DATA_DIR")
    return Path(override) / "cache" if override else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def imported_texts_file(data_dir: Path | None = None) -> Path:
    """Return the file holding character texts the user imported from the official data."""
    return (data_dir or user_data_dir()) / "imported-texts.json"


def games_dir(data_dir: Path | None = None) -> Path:
    """Return the folder where new games are saved (created on first use by the caller)."""
    return (data_dir or user_data_dir()) / "games"


DEMO_GAME_NAME = "demo.grimoire"


def demo_game_file() -> Path:
    """Return where the welcome page's demo game is written (the games folder)."""
    return games_dir() / DEMO_GAME_NAME


def is_demo_game(path: Path | None) -> bool:
    """Whether a game file is the welcome page's demo game (its window title says so)."""
    return path is not None and path.name == DEMO_GAME_NAME and path.parent == games_dir()


def recent_games_file(data_dir: Path | None = None) -> Path:
    """Return the file listing recently opened games, newest first."""
    return (data_dir or user_data_dir()) / "recent-games.json"


def settings_file(data_dir: Path | None = None) -> Path:
    """Return the file QSettings keeps the app's remembered choices in (language, window, last script)."""
    return (data_dir or user_data_dir()) / "settings.ini"
