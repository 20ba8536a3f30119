"""The entry points the main window calls: a new One Night round, or a saved one, in its own window.

Each window is a child of the caller's window (it closes with it) and deletes itself when
closed. The game's file is `window.session.path`; later files (new rounds, Save as) are announced
by `window.file_changed`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from grimoire_app.model.characters import Lang
from grimoire_app.ui.onuw.session import OnuwSession
from grimoire_app.ui.onuw.window import OnuwWindow, RunSetup, run_dialog


def open_onuw_new(parent: QWidget | None, lang: Lang, *, run_setup: RunSetup = run_dialog) -> OnuwWindow | None:
    """Run the setup and show a new One Night game in its own window (None if cancelled)."""
    window = OnuwWindow(OnuwSession(), lang, parent, run_setup=run_setup)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if not window.new_game():
        window.deleteLater()
        return None
    window.show()
    return window


def open_onuw_file(parent: QWidget | None, path: Path, lang: Lang) -> OnuwWindow | None:
    """Show a saved One Night game in its own window (None, after saying why, if it cannot be opened)."""
    window = OnuwWindow(OnuwSession(), lang, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if not window.open_file(path):
        window.deleteLater()
        return None
    window.show()
    return window

