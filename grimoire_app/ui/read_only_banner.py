"""The strip over a game window's contents while its game is read-only, saying why (ui/saving.py `WriteTrouble`).

A module of its own so that the main window's frame, built before the start's first paint, does not import the file
locks, the write questions and their dialogs (ui/saving.py) to make it (issue 20: docs/performance.md, "Reopening
start, the 1.5× stretch").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from grimoire_app.i18n import tr

if TYPE_CHECKING:
    from grimoire_app.model.characters import Lang
    from grimoire_app.ui.saving import WriteTrouble

__all__ = ["ReadOnlyBanner"]


class ReadOnlyBanner(QLabel):
    """A strip over a game window's contents, shown while its game is read-only, saying why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("read-only-banner")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setStyleSheet("QLabel#read-only-banner { background: #b3261e; color: white; font-weight: bold; padding: 6px; }")
        self.hide()

    def show_trouble(self, trouble: WriteTrouble | None, lang: Lang) -> None:
        """Show why the game is read-only, or hide the banner when it is not."""
        if trouble is None:
            self.hide()
            return
        self.setText(tr("saving.banner", lang, why=trouble.why(lang)))
        self.show()
