"""The deal page's seats as a grid of cards: each card shows the player, the dealt character's token and the alignment.

Two seats swap their tokens three ways, so a mouse, a touchpad and a keyboard all work:
- drag a token onto another card (SEAT_MIME carries the seat; CHARACTER_MIME the character, for other sources);
- click (or Space on) one token, then another: the first stays marked until the second is chosen (Esc forgets it);
- choose another character in a card's drop-down.
Arrow keys move between the tokens. The grid only asks (`swap_requested`); the page records the swap and then
calls `SeatCard.show_seat` on every card: cards and their drop-downs are built once per table size and updated in
place, never rebuilt while one of their own clicks or popups is in progress.
"""

from __future__ import annotations

import math
from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QDragEnterEvent, QDropEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QFrame, QGridLayout, QSizePolicy, QWidget

from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.faces import TokenFace
from grimoire_app.ui.town_square.paint import draw_fitted, paint_token
from grimoire_app.ui.town_square.style import named

CHARACTER_MIME = "application/x-grimoire-character"
"""A dragged character id (utf-8)."""
SEAT_MIME = "application/x-grimoire-seat"
"""A dragged seat's index (ascii digits)."""
TOKEN_RADIUS = 31
"""The radius of a card's token in pixels: the name stays legible and five cards fit across 1280 pixels."""
COMBO_ROOM = 108
"""The least width kept for a card's drop-downs (a long Korean character name)."""


def grid_columns(seats: int) -> int:
    """Return how many cards a row holds for a table of `seats`: at most four rows up to 20 seats.

    >>> [grid_columns(n) for n in (5, 7, 9, 10, 12, 13, 15, 20)]
    [3, 3, 3, 4, 4, 5, 5, 5]
    """
    return 3 if seats <= 9 else 4 if seats <= 12 else 5


class SeatToken(QAbstractButton):
    """A seat's character token: click or Space marks it for a swap, dragging it onto another card swaps there."""

    drag_started = Signal()
    step = Signal(int, int)
    """(columns, rows) to move the focus by (arrow keys)."""

    def __init__(self, row: int) -> None:
        super().__init__()
        self.row = row
        self.face: TokenFace | None = None
        self.believed: str | None = None
        self.badge: tuple[str, str] | None = None
        """(mark, colour) of an alignment that differs from the character's team, drawn at the token's edge."""
        self.character: str | None = None
        self._press: QPoint | None = None
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        side = 2 * TOKEN_RADIUS + 8
        self.setFixedSize(side, side)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.size()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(self.width() / 2, self.height() / 2)
        if not self.isEnabled():
            painter.setOpacity(0.55)
        paint_token(painter, TOKEN_RADIUS, self.face, self.believed)
        if self.badge is not None:
            mark, colour = self.badge
            painter.setPen(QPen(QColor("#0a0a0a"), 1))
            painter.setBrush(QColor(colour))
            centre = QPointF(TOKEN_RADIUS * 0.72, TOKEN_RADIUS * 0.72)
            painter.drawEllipse(centre, 9, 9)
            draw_fitted(painter, QRectF(centre.x() - 8, centre.y() - 8, 16, 16), mark, 11, style.INK, bold=True)
        ring = style.SELECTION if self.isChecked() else style.DROP_HINT if self.hasFocus() else None
        if ring is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(ring), 3.5 if self.isChecked() else 2, Qt.PenStyle.SolidLine if self.isChecked() else Qt.PenStyle.DashLine))
            painter.drawEllipse(QPointF(0, 0), TOKEN_RADIUS + 2.5, TOKEN_RADIUS + 2.5)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        start = self._press
        moved = start is not None and (event.position().toPoint() - start).manhattanLength() >= QApplication.startDragDistance()
        if moved and self.character is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self._press = None
            self.setDown(False)
            self._drag()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._press = None
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        key = Qt.Key(event.key())
        if key in moves and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.step.emit(*moves[key])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)

    def mime(self) -> QMimeData:
        """Return the drag payload of this token: its seat and its character."""
        data = QMimeData()
        data.setData(SEAT_MIME, QByteArray(str(self.row).encode("ascii")))
        data.setData(CHARACTER_MIME, QByteArray((self.character or "").encode("utf-8")))
        return data

    def _drag(self) -> None:
        self.drag_started.emit()
        drag = QDrag(self)
        drag.setMimeData(self.mime())
        picture = QPixmap(self.size())
        picture.fill(Qt.GlobalColor.transparent)
        self.render(picture)
        drag.setPixmap(picture)
        drag.setHotSpot(QPoint(self.width() // 2, self.height() // 2))
        drag.exec(Qt.DropAction.MoveAction)


class SeatCard(QFrame):
    """One seat: "n. name" over the character and alignment drop-downs, the token on the left; a drop target."""

    dropped = Signal(int, int)
    """(this card's row, the dragged seat's row)."""
    character_dropped = Signal(int, str)
    """(this card's row, a dragged character id) from a source that is no seat."""

    def __init__(self, row: int) -> None:
        super().__init__()
        self.row = row
        self.setObjectName(f"deal-seat-{row}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAcceptDrops(True)
        self.token = named(SeatToken(row), f"deal-token-{row}")
        self.label = named(plain_label(), f"deal-name-{row}")
        self.character = named(QComboBox(), f"deal-character-{row}")
        self.believed = named(QComboBox(), f"deal-believed-{row}")
        self.alignment = named(QComboBox(), f"deal-alignment-{row}")
        for combo in (self.character, self.believed):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(5)
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        layout = QGridLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setHorizontalSpacing(4)
        layout.setVerticalSpacing(2)
        layout.addWidget(self.token, 0, 0, 3, 1, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.label, 0, 1, 1, 2)
        layout.addWidget(self.character, 1, 1, 1, 2)
        layout.addWidget(self.alignment, 2, 1)
        layout.addWidget(self.believed, 2, 2)
        layout.setColumnStretch(2, 1)
        layout.setColumnMinimumWidth(1, 0)
        self.setMinimumWidth(self.token.width() + COMBO_ROOM + 16)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def widgets(self) -> tuple[QWidget, QComboBox, QComboBox, QComboBox]:
        """Return the card's name label and its character, believed and alignment drop-downs (DealPage.COLUMNS order)."""
        return self.label, self.character, self.believed, self.alignment

    def set_selected(self, selected: bool) -> None:
        """Mark the card as the first of a click-swap (its token ringed, its frame lit)."""
        self.token.setChecked(selected)
        self.setStyleSheet(f"#deal-seat-{self.row} {{ background: #fff4cf; border: 2px solid {style.SELECTION}; }}" if selected else "")

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if not self.token.isEnabled():
            return  # a Traveller's seat takes no token
        if _source_row(event.mimeData()) is not None or event.mimeData().hasFormat(CHARACTER_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        mime = event.mimeData()
        source = _source_row(mime)
        if source is not None:
            event.acceptProposedAction()
            self.dropped.emit(self.row, source)
        elif mime.hasFormat(CHARACTER_MIME):
            event.acceptProposedAction()
            self.character_dropped.emit(self.row, bytes(mime.data(CHARACTER_MIME).data()).decode("utf-8"))
        else:
            event.ignore()


def _source_row(mime: QMimeData) -> int | None:
    if not mime.hasFormat(SEAT_MIME):
        return None
    text = bytes(mime.data(SEAT_MIME).data()).decode("ascii", "replace")
    return int(text) if text.isdigit() else None


class SeatCardGrid(QWidget):
    """The seat cards in rows (seat order, left to right, top to bottom); asks for swaps, never makes them."""

    swap_requested = Signal(int, int)
    """(one seat's row, the other's) from a drop or the second click of a click-swap."""
    character_dropped = Signal(int, str)
    """(a seat's row, a dragged character id) from a source that is no seat."""
    marked = Signal(int)
    """The row marked for a click-swap, -1 when none is."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.cards: list[SeatCard] = []
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(4)
        self.selected: int | None = None

    def set_seats(self, count: int) -> bool:
        """Have one card per seat; cards are kept when the count is unchanged (they are updated in place).

        Returns whether new cards were made (the caller wires their drop-downs once).
        """
        if count == len(self.cards):
            return False
        for card in self.cards:
            self.grid.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = [self._card(row) for row in range(count)]
        columns = grid_columns(count)
        for row, card in enumerate(self.cards):
            self.grid.addWidget(card, row // columns, row % columns)
        for column in range(columns):
            self.grid.setColumnStretch(column, 1)
        self.selected = None
        return True

    def _card(self, row: int) -> SeatCard:
        card = SeatCard(row)
        card.token.clicked.connect(lambda _=False, r=row: self.token_clicked(r))
        card.token.drag_started.connect(lambda: self.mark(None))
        card.token.step.connect(lambda dx, dy, r=row: self.focus_step(r, dx, dy))
        card.dropped.connect(self._dropped)
        card.character_dropped.connect(self.character_dropped)
        return card

    def card(self, row: int) -> SeatCard:
        """Return the card of a seat."""
        return self.cards[row]

    def cellWidget(self, row: int, column: int) -> QWidget:  # noqa: N802
        """Return a seat's widget for one of DealPage.COLUMNS (0 name, 1 character, 2 believed, 3 alignment), as the
        seat table that the grid replaced did."""
        return self.cards[row].widgets()[column]

    def rowCount(self) -> int:  # noqa: N802
        """Return the number of seats shown."""
        return len(self.cards)

    def token_clicked(self, row: int) -> None:
        """The first click marks a seat, a second click on another seat swaps the two, a click on the marked one unmarks it."""
        first = self.selected
        if first is None:
            self.mark(row)
        elif first == row:
            self.mark(None)
        else:
            self.mark(None)
            self.swap_requested.emit(first, row)

    def mark(self, row: int | None) -> None:
        """Mark one seat for a click-swap (None: none)."""
        self.selected = row
        for card in self.cards:
            card.set_selected(card.row == row)
        self.marked.emit(-1 if row is None else row)

    def focus_step(self, row: int, dx: int, dy: int) -> None:
        """Move the keyboard focus from a seat's token to its neighbour in the grid."""
        columns = grid_columns(len(self.cards))
        target = row + dx + dy * columns
        if 0 <= target < len(self.cards):
            self.cards[target].token.setFocus(Qt.FocusReason.TabFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.selected is not None:
            self.mark(None)
            return
        super().keyPressEvent(event)

    def _dropped(self, row: int, source: int) -> None:
        self.mark(None)
        if source != row:
            self.swap_requested.emit(source, row)

    def rows_used(self) -> int:
        """Return how many rows of cards the grid has."""
        return math.ceil(len(self.cards) / grid_columns(len(self.cards))) if self.cards else 0

