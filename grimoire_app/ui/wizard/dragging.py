"""Drag a character onto a seat: a character list that drags ids and a seat table that takes them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QTableWidget

CHARACTER_MIME = "application/x-grimoire-character"


class CharacterList(QListWidget):
    """Characters to drag; each item's UserRole holds the character id."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setFlow(QListWidget.Flow.LeftToRight)
        self.setWrapping(True)
        self.setMaximumHeight(72)

    def mimeData(self, items: Sequence[QListWidgetItem]) -> QMimeData:  # noqa: N802
        data = QMimeData()
        if items:
            data.setData(CHARACTER_MIME, str(items[0].data(Qt.ItemDataRole.UserRole)).encode("utf-8"))
        return data

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [CHARACTER_MIME]


class SeatDropTable(QTableWidget):
    """A table of seats (one row each) that accepts a dragged character on a row."""

    character_dropped = Signal(int, str)
    """(row, character id) when a character is dropped on a seat's row."""

    def __init__(self, rows: int, columns: int, name: str) -> None:
        super().__init__(rows, columns)
        self.setObjectName(name)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if event.mimeData().hasFormat(CHARACTER_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        if event.mimeData().hasFormat(CHARACTER_MIME) and self.rowAt(event.position().toPoint().y()) >= 0:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        row = self.rowAt(event.position().toPoint().y())
        if not event.mimeData().hasFormat(CHARACTER_MIME) or row < 0:
            event.ignore()
            return
        character_id = bytes(event.mimeData().data(CHARACTER_MIME).data()).decode("utf-8")
        event.acceptProposedAction()
        self.character_dropped.emit(row, character_id)
