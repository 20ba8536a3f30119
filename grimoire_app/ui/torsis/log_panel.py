"""LogPanel: the game's events, one line each; picking one reviews the table after it.

Review is read-only: the window shows `state_at(n)` in the square and locks the panels until the
moderator returns to now (DESIGN.md: review is folding up to event n).
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QSignalBlocker, Signal
from PySide6.QtWidgets import QListWidget, QPushButton, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.ui.plain import plain_label
from grimoire_app.systems.torsis.log_lines import describe
from grimoire_app.ui.torsis.session import TorsisSession
from grimoire_app.ui.town_square.style import named


class LogPanel(QWidget):
    """Every recorded event; selecting one asks to review the state after it."""

    review_requested = Signal(int)
    """The number of events to review the table after (-1: back to now)."""

    def __init__(self, session: TorsisSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-log-panel")
        self.session = session
        self.lang: Lang = "ko"
        self.game_lang: GameLang = "ko"
        self.heading = named(plain_label(), "torsis-log-heading")
        self.list = named(QListWidget(), "torsis-log")
        self.list.setWordWrap(True)
        self.list.itemSelectionChanged.connect(self._picked)
        self.now = named(QPushButton(), "torsis-review-now")
        self.now.clicked.connect(self.back_to_now)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.now)

    def set_languages(self, lang: Lang, game_lang: GameLang) -> None:
        """Show the lines in `lang` with roles and phases in `game_lang`."""
        self.lang, self.game_lang = lang, game_lang
        self.refresh()

    def lines(self) -> list[str]:
        """Return the log's lines, oldest first."""
        session = self.session
        return [f"{n + 1}. {describe(e, session.state_at(n), self.lang, self.game_lang)}" for n, e in enumerate(session.events)]

    def refresh(self) -> None:
        """Redraw the list (the review ends: the table changed)."""
        with QSignalBlocker(self.list):
            self.list.clear()
            self.list.addItems(self.lines())
            self.list.setCurrentRow(-1)
            self.list.scrollToBottom()
        self.heading.setText(tr("torsis.log.heading", self.lang))
        self.now.setText(tr("torsis.log.now", self.lang))
        self.now.setEnabled(False)

    def review(self, n: int) -> None:
        """Select the line of event n (1-based) and ask to review the table after it."""
        self.list.setCurrentRow(n - 1, QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def back_to_now(self) -> None:
        """Leave review and show the table as it is now."""
        with QSignalBlocker(self.list):
            self.list.clearSelection()
        self.now.setEnabled(False)
        self.review_requested.emit(-1)

    def _picked(self) -> None:
        """Review the selected line (focus alone moves the current line without selecting: no review)."""
        rows = [index.row() for index in self.list.selectedIndexes()]
        row = rows[0] if rows else -1
        self.now.setEnabled(row >= 0)
        self.review_requested.emit(row + 1 if row >= 0 else -1)
