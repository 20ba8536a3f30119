"""File → Review game…: ask for a game file and open it in a review window.

The main window adds one action, "action.review_game", whose handler is
`review_game_dialog(self, self.library, self.lang)`; `open_review` opens a known path (the
recent-games list, a test). Problems are shown in a message box, never raised.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.systems.registry import file_filter
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import GrimoireError
from grimoire_app.model.library import Library
from grimoire_app.ui.plain import literal
from grimoire_app.ui.review.window import ReviewWindow

Ask = Callable[[QWidget | None, str, str, str], tuple[str, str]]
"""How the file is asked for: QFileDialog.getOpenFileName's shape (tests pass their own)."""
Alert = Callable[[QWidget | None, str, str], object]
"""How a file that cannot be reviewed is reported: QMessageBox.critical's shape."""


def open_review(
    parent: QWidget | None, path: Path, library: Library, lang: Lang, at: int | None = None, alert: Alert | None = None
) -> ReviewWindow | None:
    """Open a game file in a new review window and show it; on a bad file say why and return None.

    The window belongs to `parent` (it closes with it) and is deleted when closed.
    """
    try:
        window = ReviewWindow(Path(path), library, lang, at=at, parent=parent)
    except (GrimoireError, OSError) as error:
        (alert or QMessageBox.critical)(parent, tr("review.error.title", lang), literal(tr("review.error.open", lang, details=str(error))))
        return None
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def review_game_dialog(parent: QWidget | None, library: Library, lang: Lang, ask: Ask | None = None) -> ReviewWindow | None:
    """Ask for a game file (starting in the games folder) and open it for review; None when cancelled or bad."""
    asker = ask or QFileDialog.getOpenFileName
    name, _ = asker(parent, tr("action.review_game", lang), str(paths.games_dir()), file_filter())
    return open_review(parent, Path(name), library, lang) if name else None
