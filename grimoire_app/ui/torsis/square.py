"""TorsisSquare: the circle of seats with Torsis tokens, painted from faces (STYLE.md point 10).

The same look as the Blood on the Clocktower square: the felt ellipse, team-coloured discs with
the role's name, a parchment name plate, a shroud on the dead, reminder pills fanned inward and
the phase in the middle (geometry and painting come from ui/town_square, read only). A click or
the arrow keys select a seat; the window shows that seat's details. The square never records.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.torsis.faces import MiddleText, TorsisSeatFace
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.faces import MiddleFace
from grimoire_app.ui.town_square.geometry import (
    DEFAULT_CAPACITY,
    SquareLayout,
    square_layout,
)
from grimoire_app.ui.town_square.paint import (
    paint_middle,
    paint_plate,
    paint_reminder,
    paint_shroud,
    paint_token,
)


class TorsisSquare(QWidget):
    """Seats on an ellipse, this phase's pills beside them, the phase and the news in the middle."""

    seat_selected = Signal(str)
    """A seat was clicked or reached with the arrow keys ("" when the selection is cleared)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-square")
        self.faces: tuple[TorsisSeatFace, ...] = ()
        self.middle = MiddleText("", "", "")
        self.selected: str | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(420, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(760, 640)

    def show_faces(self, faces: tuple[TorsisSeatFace, ...], middle: MiddleText) -> None:
        """Show these seats and this middle text (keeps the selection if the seat still exists)."""
        self.faces, self.middle = faces, middle
        if self.selected not in {face.player_id for face in faces}:
            self.selected = None
        self.update()

    def layout_now(self) -> SquareLayout:
        """Return where the seats go at the widget's current size."""
        capacity = max([DEFAULT_CAPACITY, *(len(face.pills) for face in self.faces)])
        return square_layout(len(self.faces), max(self.width(), 200), max(self.height(), 160), capacity)

    def seat_at(self, point: QPointF) -> str | None:
        """Return the player whose token or plate lies under a point."""
        if not self.faces:
            return None
        layout = self.layout_now()
        for index, face in enumerate(self.faces):
            centre, plate = layout.seats[index], layout.plate(index)
            near = (point.x() - centre.x) ** 2 + (point.y() - centre.y) ** 2 <= layout.token_radius**2
            on_plate = plate.left <= point.x() <= plate.left + plate.width and plate.top <= point.y() <= plate.top + plate.height
            if near or on_plate:
                return face.player_id
        return None

    def select(self, player: str | None) -> None:
        """Mark one seat as selected and say so."""
        self.selected = player
        self.update()
        self.seat_selected.emit(player or "")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus()
        self.select(self.seat_at(event.position()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        found = self.seat_at(event.position())
        tip = next((face.tooltip for face in self.faces if face.player_id == found), "")
        set_tip(self, tip)
        if not tip:
            QToolTip.hideText()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        ids = [face.player_id for face in self.faces]
        key = event.key()
        if not ids or key not in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Escape):
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Escape:
            self.select(None)
            return
        step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
        here = ids.index(self.selected) if self.selected in ids else (-1 if step > 0 else 0)
        self.select(ids[(here + step) % len(ids)])

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), QColor(style.BACKGROUND))
        if self.faces:
            layout = self.layout_now()
            self._paint_felt(painter, layout)
            for index, face in enumerate(self.faces):
                self._paint_seat(painter, layout, index, face)
            box = layout.middle
            middle = MiddleFace(self.middle.phase, self.middle.counts, self.middle.announcement)
            paint_middle(painter, QRectF(box.left, box.top, box.width, box.height), middle)
        painter.end()

    def _paint_felt(self, painter: QPainter, layout: SquareLayout) -> None:
        cx, cy = self.width() / 2, self.height() / 2
        a = max(abs(p.x - cx) for p in layout.seats) + layout.token_radius * 1.2
        b = max(abs(p.y - cy) for p in layout.seats) + layout.token_radius * 1.2
        painter.setPen(QPen(QColor(style.FELT_EDGE), 2))
        painter.setBrush(QBrush(QColor(style.FELT)))
        painter.drawEllipse(QPointF(cx, cy), a, b)

    def _paint_seat(self, painter: QPainter, layout: SquareLayout, index: int, face: TorsisSeatFace) -> None:
        centre, radius = layout.seats[index], layout.token_radius
        half_w, half_h = layout.reminder_half
        for pill, offset in zip(face.pills, layout.reminder_offsets(index, len(face.pills)), strict=True):
            painter.save()
            painter.translate(centre.x + offset.x, centre.y + offset.y)
            paint_reminder(painter, half_w, half_h, pill.text, pill.team)
            painter.restore()
        painter.save()
        painter.translate(centre.x, centre.y)
        paint_token(painter, radius, face.token)
        if not face.alive:
            paint_shroud(painter, radius)
        if face.player_id == self.selected:
            painter.setPen(QPen(QColor(style.SELECTION), max(2.5, radius * 0.08)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), radius + 4, radius + 4)
        paint_plate(painter, radius, face.name, face.alive)
        painter.restore()
