"""SheetModel: tonight's sheet as a list model (STYLE.md point 9: one adapter, no state of its own).

`sheet_rows` turns tonight_sheet's steps into rows (pure: what each line says and how it looks);
`SheetModel.set_rows` shows them. The model never asks the game anything: the panel hands it
rows after every change, with the not-in-play filter applied (the sheet is already in the
Storyteller's order, with their skips).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QMimeData, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import TonightStep
from grimoire_app.ui.night_panel.words import row_lines
from grimoire_app.ui.plain import literal

STEP_ROLE = Qt.ItemDataRole.UserRole + 1
"""The step id of a row."""
STEP_MIME = "application/x-grimoire-night-step"
"""A dragged row carries its step id under this type."""
SKIPPED_INK = "#8d8a84"
CURRENT_BACKGROUND = "#f6e7b8"
DONE_INK = "#2e6b3a"


@dataclass(frozen=True)
class Row:
    """One line of the list: which step, what it says, and how it looks."""

    step: str
    lines: tuple[str, ...]
    runs: bool
    """The step runs tonight (the sheet says it wakes; the Storyteller did not skip it)."""
    current: bool
    done: bool
    in_play: bool


def sheet_rows(
    game: Game,
    steps: Sequence[TonightStep],
    lang: Lang,
    current: str | None,
    done: set[str],
    show_not_in_play: bool,
) -> list[Row]:
    """Return the rows of the list: every step in the given order, not-in-play ones only when asked."""
    rows = []
    for step in steps:
        if not step.in_play and not show_not_in_play and step.id != current:
            continue
        st_skipped = step.storyteller_skipped
        runs = step.wakes_tonight
        mark = "current" if step.id == current else "done" if step.id in done else "wakes" if runs else "skipped"
        lines = row_lines(game, step, lang, mark, st_skipped)
        rows.append(Row(step.id, lines, runs, step.id == current, step.id in done, step.in_play))
    return rows


class SheetModel(QAbstractListModel):
    """The rows of tonight's sheet for a QListView: text, tooltips, greyed skipped steps, the current one bold.

    A row can be dragged onto another: the model records nothing itself, it says `step_dropped`
    (the step, and the step it now runs before, None for the end) and the panel records the order.
    """

    step_dropped = Signal(str, object)

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Row] = []

    def set_rows(self, rows: list[Row]) -> None:
        """Show new rows: the same steps in the same order change only the rows that differ (`dataChanged`, so the list
        does not lay out every row again after each recorded event); other steps reset the model."""
        if rows == self.rows:
            return
        if [row.step for row in rows] != [row.step for row in self.rows]:
            self.beginResetModel()
            self.rows = rows
            self.endResetModel()
            return
        changed = [i for i, (old, new) in enumerate(zip(self.rows, rows)) if old != new]
        self.rows = rows
        self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]))

    def row_of(self, step_id: str | None) -> int:
        """Return the row showing a step, or -1."""
        return next((i for i, row in enumerate(self.rows) if row.step == step_id), -1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return "\n".join(row.lines)
        if role == Qt.ItemDataRole.ToolTipRole:
            return literal("\n".join(row.lines[1:]))
        if role == STEP_ROLE:
            return row.step
        return self._look(row, role)

    def _look(self, row: Row, role: int) -> object:
        if role == Qt.ItemDataRole.ForegroundRole:
            if not row.runs:
                return QBrush(QColor(SKIPPED_INK))
            return QBrush(QColor(DONE_INK)) if row.done and not row.current else None
        if role == Qt.ItemDataRole.BackgroundRole and row.current:
            return QBrush(QColor(CURRENT_BACKGROUND))
        if role == Qt.ItemDataRole.FontRole and row.current:
            bold = QFont()
            bold.setBold(True)
            return bold
        return None

    # -- dragging a row to reorder the night (NightOrderChanged) --------------------------------------

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base | Qt.ItemFlag.ItemIsDropEnabled

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [STEP_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        data = QMimeData()
        valid = [index for index in indexes if index.isValid() and 0 <= index.row() < len(self.rows)]
        if valid:
            data.setData(STEP_MIME, self.rows[valid[0].row()].step.encode("utf-8"))
        return data

    def dropMimeData(  # noqa: N802
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        """Say which step was dropped before which; return False so the view removes nothing (the panel redraws)."""
        if not data.hasFormat(STEP_MIME):
            return False
        step = bytes(data.data(STEP_MIME).data()).decode("utf-8")
        at = row if row >= 0 else (parent.row() if parent.isValid() else len(self.rows))
        before = self.rows[at].step if 0 <= at < len(self.rows) else None
        if before != step:
            self.step_dropped.emit(step, before)
        return False


class RowSizes(QStyledItemDelegate):
    """The list's delegate, remembering each row's measured size (issue 20: recording at night).

    After every recorded event the list lays out all its rows again, measuring each row's wrapped text; a row's size
    depends only on its words, whether it is the current (bold) one, and the width and font the view offers, so a
    size is measured once for those and then reused.
    """

    def __init__(self, model: SheetModel) -> None:
        super().__init__()
        self.model = model
        self._sizes: dict[tuple[object, ...], QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        rows = self.model.rows
        if index.model() is not self.model or not 0 <= index.row() < len(rows):
            return super().sizeHint(option, index)
        row = rows[index.row()]
        rect, font, decoration = option.rect, option.font, option.decorationSize
        key = (row.lines, row.current, rect.width(), rect.height(), font.key(), decoration.width(), decoration.height(), option.features.value)
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > 2000:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return QSize(size)
