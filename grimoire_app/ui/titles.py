"""The main window's title with a game open: one function for the window and for the square snapshots written for
games the window has not open (ui/snapshot_refresh.py), so a snapshot's title is the one the window would show."""

from __future__ import annotations

from pathlib import Path

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model.bundled_scripts import script_title
from grimoire_app.model.characters import Lang
from grimoire_app.model.script import Script


def game_window_title(script: Script, path: Path, lang: Lang) -> str:
    """Return "app — script — file name", with the demo tag for the welcome page's demo game."""
    title = f"{tr('app.title', lang)} — {script_title(script, lang, paths.resources_dir())} — {path.name}"
    return title + (" — " + tr("welcome.demo_title", lang) if paths.is_demo_game(path) else "")
