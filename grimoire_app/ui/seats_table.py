"""The grimoire as a table, one row a seat: the view the town square will replace at the table.

A thin QAbstractTableModel adapter over GameSession.state; it resets on `changed` and never
writes back to the game. The notes column sits beside the name so every player's note reads at a
glance (one line; the tooltip has it whole); a double-click there asks for the note editor
(GrimoirePanel.note_requested), which records through the square's one door.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.notes import short_note
from grimoire_app.systems.botc.state import Seat
from grimoire_app.ui.plain import literal
from grimoire_app.ui.town_square.faces import note_tip
from grimoire_app.ui.metrics import TEAM_COLOURS
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.style import named

COLUMNS = ("name", "note", "character", "believed", "alignment", "alive", "ghost_vote", "reminders")
Index = QModelIndex | QPersistentModelIndex
SHORT_NOTE_CELL = 40
"""Characters of a note the notes cell shows on its one line."""
NOTE_COLUMN_WIDTH = 140
"""The notes column's width in pixels (the Storyteller may drag it wider)."""


class SeatsModel(QAbstractTableModel):
    """Rows are seats in table order; cells are the seat's facts in the current language."""

    def __init__(self, session: GameSession, lang: Lang = "ko") -> None:
        super().__init__()
        self.session = session
        self.lang: Lang = lang
        session.changed.connect(self.refresh)

    def refresh(self) -> None:
        """Re-read the session's state."""
        self.beginResetModel()
        self.endResetModel()

    def set_language(self, lang: Lang) -> None:
        """Show names and headers in another language."""
        self.lang = lang
        self.refresh()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.session.state.seats)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:  # noqa: N802
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal and COLUMNS[section] == "note":
            return tr("seats.note.tip", self.lang)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return tr("seats." + COLUMNS[section], self.lang)
        return str(section + 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        seat = self.session.state.seats[index.row()]
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell_text(seat, column)
        if role == Qt.ItemDataRole.ToolTipRole and column == "note":
            return literal(note_tip(seat.note)) if seat.note else tr("seats.note.tip", self.lang)
        if role == Qt.ItemDataRole.ForegroundRole and column == "character" and seat.character:
            character = self._character(seat.character)
            return QColor(TEAM_COLOURS[character.team.value]) if character else None
        if role == Qt.ItemDataRole.ForegroundRole and not seat.alive:
            return QColor("#888888")
        return None

    def cell_text(self, seat: Seat, column: str) -> str:
        """Return one cell's text (also what tests compare with `state --json`)."""
        if column == "name":
            return seat.name
        if column == "note":
            return short_note(seat.note, SHORT_NOTE_CELL)
        if column in ("character", "believed"):
            return self._name(getattr(seat, column))
        if column == "alignment":
            return tr("describe." + seat.alignment, self.lang)
        if column == "alive":
            return tr("seats.alive_yes" if seat.alive else "seats.alive_no", self.lang)
        if column == "ghost_vote":
            return "" if seat.alive else tr("seats.ghost_yes" if seat.ghost_vote else "seats.ghost_no", self.lang)
        return ", ".join(self._token(r.character, r.token) for r in seat.reminders)

    def _character(self, character_id: str):  # type: ignore[no-untyped-def]
        game = self.session.game
        return game.character(character_id) if game else None

    def _name(self, character_id: str | None) -> str:
        if character_id is None:
            return ""
        character = self._character(character_id)
        return self.session.library.name(character, self.lang) if character else character_id

    def _token(self, character_id: str, token: str) -> str:
        character = self._character(character_id)
        return self.session.library.reminder_name(character, token, self.lang) if character else token


def seats_view(model: SeatsModel, parent: QWidget | None = None) -> QTableView:
    """Return a read-only table view over the seats model."""
    view = named(QTableView(parent), "seats-table")
    view.setModel(model)
    view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    note = COLUMNS.index("note")
    view.horizontalHeader().setSectionResizeMode(note, QHeaderView.ResizeMode.Interactive)
    view.setColumnWidth(note, NOTE_COLUMN_WIDTH)  # a long note is elided here (its tooltip has it whole), the columns after it stay in view
    return view
