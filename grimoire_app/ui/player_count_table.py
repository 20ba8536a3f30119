"""PlayerCountTable: the Townsfolk/Outsiders/Minions/Demons counts for 5 to 15+ players, one line of setup modifiers under it.

The columns and the modifier lines come from the model (systems/botc/setup/player_count.py); the widget only shows
them, highlights the column of the current player count, and names the team rows in the app's Korean team names.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QFrame, QHeaderView, QSizePolicy, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import PLAYER_TEAMS, Lang
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.player_count import column_of, count_columns, modifier_notes
from grimoire_app.ui.metrics import TEAM_COLOURS
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square.style import named

HIGHLIGHT = "#ffe8a3"
"""The background of the current player count's column."""
NO_BREAK = "\u00a0"
MIN_WIDTH = 200
"""The table's least width: in a narrow Script tab column it scrolls across rather than widen the window."""
CELL_WIDTH = 34
"""A column's width in pixels: wide enough for "15+" in a bold font."""


class PlayerCountTable(QWidget):
    """The player-count table with the current count's column highlighted and the script's setup modifiers below."""

    def __init__(self, lang: Lang, name: str = "player-count-table") -> None:
        super().__init__()
        self.setObjectName(name)
        self.lang: Lang = lang
        self.columns = count_columns()
        self.table = named(QTableWidget(len(PLAYER_TEAMS), len(self.columns)), f"{name}-grid")
        self.modifiers = named(plain_label(wordWrap=True), f"{name}-modifiers")
        self._current: int | None = None
        self._content = QSize()
        """The size that shows every cell."""
        self.heads: list[QTableWidgetItem] = []
        """The column headings (player counts), by column."""
        self.cells: list[list[QTableWidgetItem]] = []
        """The counts, by column then team row."""
        self._build_table()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.table)
        layout.addWidget(self.modifiers)
        self.modifiers.hide()
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.retranslate()

    def _build_table(self) -> None:
        table = self.table
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setFrameShape(QFrame.Shape.StyledPanel)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.horizontalHeader().setDefaultSectionSize(CELL_WIDTH)
        table.horizontalHeader().setMinimumSectionSize(CELL_WIDTH)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for column, count_column in enumerate(self.columns):
            self.heads.append(QTableWidgetItem(count_column.label))
            table.setHorizontalHeaderItem(column, self.heads[-1])
            self.cells.append([])
            for row, team in enumerate(PLAYER_TEAMS):
                item = QTableWidgetItem(str(count_column.counts.of(team)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setForeground(QBrush(QColor(TEAM_COLOURS[team.value])))
                table.setItem(row, column, item)
                self.cells[-1].append(item)

    def retranslate(self) -> None:
        """Name the rows and write the tooltips in the table's language."""
        for row, team in enumerate(PLAYER_TEAMS):
            header = QTableWidgetItem(tr(f"team.{team.value}", self.lang))
            header.setForeground(QBrush(QColor(TEAM_COLOURS[team.value])))
            self.table.setVerticalHeaderItem(row, header)
        for column, count_column in enumerate(self.columns):
            counts = count_column.counts.as_dict()
            tip = tr("playercount.column.tip", self.lang, players=count_column.label, **counts)
            for item in (self.heads[column], *self.cells[column]):
                item.setToolTip(tip)
        self.table.setToolTip(tr("playercount.tip", self.lang))
        self._fit()

    def _fit(self) -> None:
        """Size the table to its cells: it never scrolls."""
        table = self.table
        names = [tr(f"team.{team.value}", self.lang) for team in PLAYER_TEAMS]
        header_width = max(table.verticalHeader().fontMetrics().horizontalAdvance(name) for name in names) + 14
        table.verticalHeader().setFixedWidth(header_width)
        table.resizeRowsToContents()
        frame = 2 * table.frameWidth()
        width = header_width + CELL_WIDTH * len(self.columns) + frame
        height = table.horizontalHeader().sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + frame
        self._content = QSize(width, height)
        table.setMinimumWidth(min(width, MIN_WIDTH))
        table.setMaximumWidth(width)
        table.setFixedHeight(height)
        self.modifiers.setMaximumWidth(width)
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """Keep the whole table in view; narrower than its columns (a narrow Script tab column), it scrolls across
        and grows by the scroll bar's height so no row is hidden under it."""
        super().resizeEvent(event)
        squeezed = event.size().width() < self._content.width()
        bar = self.table.horizontalScrollBar().sizeHint().height() if squeezed else 0
        if self.table.height() != self._content.height() + bar:
            self.table.setFixedHeight(self._content.height() + bar)

    def set_players(self, players: int | None) -> None:
        """Highlight the column of a player count (16–20 read the 15+ column; None or fewer than 5: none)."""
        current = column_of(players)
        if current == self._current:
            return
        for column in (self._current, current):
            if column is not None:
                self._paint(column, column == current)
        self._current = current

    def highlighted(self) -> int | None:
        """Return the player count of the highlighted column (its first count for 15+), or None."""
        return None if self._current is None else self.columns[self._current].players

    def set_script(self, script: Script | None, library: Library, fabled: Collection[str] = ()) -> None:
        """Show the setup modifiers the script (and the Fabled chosen for the game) bring, in one line under the table."""
        notes = modifier_notes(script, library, self.lang, fabled) if script is not None else []
        unbroken = [note.replace(" ", NO_BREAK) for note in notes]  # the line wraps between notes, never inside one
        self.modifiers.setText(tr("playercount.modifiers", self.lang, notes=", ".join(unbroken)) if notes else "")
        self.modifiers.setVisible(bool(notes))

    def modifier_text(self) -> str:
        """Return the modifier line as shown, with plain spaces (empty when the script brings none)."""
        return self.modifiers.text().replace(NO_BREAK, " ") if not self.modifiers.isHidden() else ""

    def _paint(self, column: int, on: bool) -> None:
        background = QBrush(QColor(HIGHLIGHT)) if on else QBrush()
        for item in (self.heads[column], *self.cells[column]):
            item.setBackground(background)
            font = QFont(item.font())
            font.setBold(on)
            item.setFont(font)

