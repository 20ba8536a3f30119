"""The list of recently opened game files, newest first, kept in the user data folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

MAX_RECENT = 10


def recent_games(store: Path) -> list[Path]:
    """Return the recent games that still exist; a damaged list reads as empty (it is only a convenience)."""
    try:
        names = json.loads(store.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return []
    if not isinstance(names, list):
        return []
    return [Path(name) for name in names if isinstance(name, str) and _exists(name)]


def game_to_open(args: list[str], store: Path) -> Path | None:
    """Return the game the app's start opens: the one the command line names, else the latest recent one (None: a
    script to show, or nothing to reopen: the welcome page).

    >>> game_to_open(["--script", "tb.json"], Path("nowhere.json")), game_to_open(["g.grimoire"], Path("nowhere.json"))
    (None, PosixPath('g.grimoire'))
    """
    if args[:1] == ["--script"]:
        return None
    if args:
        return Path(args[0])
    recent = recent_games(store)
    return recent[0] if recent else None


def _exists(name: str) -> bool:
    try:
        return Path(name).exists()
    except (OSError, ValueError):  # a NUL or a lone surrogate in a damaged list
        return False


def remember_game(store: Path, game_file: Path) -> list[Path]:
    """Put a game at the top of the recent list and return the new list."""
    paths = [game_file.resolve()] + [p for p in recent_games(store) if p.resolve() != game_file.resolve()]
    paths = paths[:MAX_RECENT]
    store.parent.mkdir(parents=True, exist_ok=True)
    temporary = store.with_name(store.name + ".tmp")
    temporary.write_text(json.dumps([str(p) for p in paths], ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(temporary, store)
    return paths
