"""Game over made visible (issue 19, point 8): the square's middle says who won and why, and a reveal
window shows the winner with every seat's character and alignment, in the main window and (when the
Storyteller chooses "Reveal to the table") on the public window.

The result is the state's `GameEnded` (state.result); undoing it brings the game back, and the
middle, the reveal and the public window follow (they read the state each time).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QDialog, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout

from grimoire_app.i18n import tr
from grimoire_app.systems.botc.state import GameState
from grimoire_app.ui.town_square.faces import Faces, headline
from grimoire_app.ui.town_square.style import named

if TYPE_CHECKING:
    from grimoire_app.ui.main_window import MainWindow

ALIGNMENT_COLOURS = {"good": "#1f5fa8", "evil": "#b3261e"}


@dataclass(frozen=True)
class RevealRow:
    """One seat revealed: name, character (as the grimoire has it), alignment, alive."""

    name: str
    character: str
    alignment: str
    alignment_id: str
    alive: bool


def reveal_rows(state: GameState, faces: Faces) -> list[RevealRow]:
    """Return every seat in table order, its character and alignment in the faces' language."""
    lang = faces.lang
    return [
        RevealRow(seat.name, faces.name(seat.character) or tr("gameover.no_character", lang), tr(f"square.alignment.{seat.alignment}", lang),
                  seat.alignment, seat.alive)
        for seat in state.seats
    ]


class GameOverReveal(QDialog):
    """The winner, why, and the grimoire revealed; a button reveals it on the public window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        named(self, "game-over-reveal")
        self.main = window
        self.title = named(QLabel(), "game-over-title")
        font = self.title.font()
        font.setPointSize(round(font.pointSize() * 1.8))
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = named(QLabel(), "game-over-reason")
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = named(QTableWidget(0, 3), "game-over-table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.to_table = named(QPushButton(), "game-over-to-table")
        self.to_table.clicked.connect(window.reveal_to_table)
        self.close_button = named(QPushButton(), "game-over-close")
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.to_table)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.reason)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        screen = QGuiApplication.primaryScreen()
        height = 620 if screen is None else min(620, screen.availableGeometry().height() - 80)
        self.resize(560, height)
        window.session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the result as the state has it; close when an undo brings the game back."""
        lang = self.main.lang
        state = self.main.session.state
        self.setWindowTitle(tr("gameover.window", lang))
        self.to_table.setText(tr("gameover.to_table", lang))
        self.close_button.setText(tr("gameover.close", lang))
        if state.result is None:
            self.close()
            return
        self.title.setText(headline(state.result, lang))
        self.title.setStyleSheet(f"color: {ALIGNMENT_COLOURS.get(state.result.winner or '', '#444')}")
        self.reason.setText(state.result.reason)
        self.table.setHorizontalHeaderLabels([tr("gameover.column.player", lang), tr("gameover.column.character", lang), tr("gameover.column.alignment", lang)])
        rows = reveal_rows(state, self.main.square.faces)
        self.table.setRowCount(len(rows))
        for number, row in enumerate(rows):
            name = row.name if row.alive else tr("gameover.dead", lang, player=row.name)
            for column, text in enumerate((name, row.character, row.alignment)):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setForeground(QColor(ALIGNMENT_COLOURS[row.alignment_id]))
                self.table.setItem(number, column, item)

    def texts(self) -> list[str]:
        """Return every text shown (tests read them)."""
        items = (self.table.item(r, c) for r in range(self.table.rowCount()) for c in range(3))
        cells = [item.text() for item in items if item is not None]
        return [self.windowTitle(), self.title.text(), self.reason.text(), *cells, self.to_table.text()]
