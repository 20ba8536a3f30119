"""The One Night square's items: a position's card (seat token or centre card) and a seat's caption pill.

Items paint from the face they wrap (faces.py) and never touch the game: a click or a drop is
reported to the scene, which turns it into a request (pick this position, swap these two cards).
Painting reuses the town square's token and plate painting, so both games look alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from grimoire_app.ui.onuw.faces import CardFace
from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.faces import TokenFace
from grimoire_app.ui.town_square.geometry import plate_rect
from grimoire_app.ui.town_square.paint import draw_fitted, paint_plate, paint_reminder, paint_shroud, paint_token

if TYPE_CHECKING:
    from grimoire_app.ui.onuw.square import OnuwScene

DRAGGED_Z, CARD_Z, CAPTION_Z = 100.0, 2.0, 1.0


@dataclass(frozen=True)
class CardMarks:
    """How one card is marked: awake at the step in view, its pick number (0: not picked), chosen, dead."""

    awake: bool = False
    number: int = 0
    selected: bool = False
    dead: bool = False
CARD_RATIO = 0.7
"""A centre card's width over its height (a playing card)."""


class CardItem(QGraphicsItem):
    """A position's card: a seat token with the name plate, or a centre card; drag it to swap."""

    def __init__(self, face: CardFace, size: QRectF, scene: OnuwScene) -> None:
        super().__init__()
        self.face, self.size, self.sink = face, size, scene
        self.marks = CardMarks()
        self.home = QPointF()
        self.dragging = False
        self._press = QPointF()
        self._grab = QPointF()
        self.setZValue(CARD_Z)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        set_tip(self, face.tooltip)

    def update_face(self, face: CardFace, size: QRectF, marks: CardMarks) -> None:
        """Show another face, size or marks."""
        if size != self.size:
            self.prepareGeometryChange()
        if (face, size, marks) != (self.face, self.size, self.marks):
            self.face, self.size, self.marks = face, size, marks
            set_tip(self, face.tooltip)
            self.update()

    def place(self, home: QPointF) -> None:
        """Set where the card rests; move it there unless it is being dragged."""
        self.home = home
        if not self.dragging:
            self.setPos(home)

    def boundingRect(self) -> QRectF:  # noqa: N802
        if self.face.centre:
            return self.size.adjusted(-12, -8, 12, 8)
        r, plate = self.size.width() / 2, plate_rect(self.size.width() / 2)
        half = max(plate.width / 2, r) + 8
        return QRectF(-half, -r - 8, 2 * half, r + plate.top + plate.height + 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.face.centre:
            path.addRect(self.size)
        else:
            path.addEllipse(self.size)
            plate = plate_rect(self.size.width() / 2)
            path.addRect(QRectF(plate.left, plate.top, plate.width, plate.height))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        marks = self.marks
        if self.face.centre:
            _paint_centre_card(painter, self.size, self.face)
            _paint_marks(painter, self.size, True, marks)
            return
        radius = self.size.width() / 2
        paint_token(painter, radius, TokenFace(self.face.card, self.face.initials, self.face.colour))
        if marks.dead:
            paint_shroud(painter, radius)
        _paint_marks(painter, self.size, False, marks)
        paint_plate(painter, radius, self.face.title, not marks.dead)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = event.scenePos() - self.pos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if not self.dragging and QLineF(self._press, event.scenePos()).length() < QApplication.startDragDistance():
            return
        if not self.dragging:
            self.dragging = True
            self.setZValue(DRAGGED_Z)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.setPos(event.scenePos() - self._grab)
        self.sink.hint(self.sink.position_at(event.scenePos(), self))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        dragged, self.dragging = self.dragging, False
        self.setZValue(CARD_Z)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.sink.hint(None)
        if dragged:
            self.setPos(self.home)
            target = self.sink.position_at(event.scenePos(), self)
            if target is not None and target != self.face.position:
                self.sink.swap_requested.emit(self.face.position, target)
        else:
            self.sink.position_clicked.emit(self.face.position)


class CaptionItem(QGraphicsItem):
    """A seat's caption pill, fanned inward like a reminder: the card dealt here and where this one came from."""

    def __init__(self, text: str, half: tuple[float, float], colour: str) -> None:
        super().__init__()
        self.text, self.half, self.colour = text, half, colour
        self.setZValue(CAPTION_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def update_caption(self, text: str, half: tuple[float, float], colour: str) -> None:
        """Show another text or size."""
        if half != self.half:
            self.prepareGeometryChange()
        self.text, self.half, self.colour = text, half, colour
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        hw, hh = self.half
        return QRectF(-hw - 2, -hh - 2, 2 * hw + 4, 2 * hh + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_reminder(painter, self.half[0], self.half[1], self.text, self.colour)


def _paint_centre_card(painter: QPainter, box: QRectF, face: CardFace) -> None:
    card = QRectF(box.left(), box.top(), box.width(), box.width() / CARD_RATIO)
    colour = style.team_colour(face.colour)
    painter.setPen(QPen(QColor("#0a0a0a"), 1.5))
    painter.setBrush(colour.darker(110))
    painter.drawRoundedRect(card, card.width() * 0.1, card.width() * 0.1)
    painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(card.adjusted(4, 4, -4, -4), card.width() * 0.08, card.width() * 0.08)
    w, h = card.width(), card.height()
    draw_fitted(painter, QRectF(card.left() + 4, card.top() + h * 0.1, w - 8, h * 0.4), face.initials, h * 0.3, style.INK, bold=True, shadow=True)
    draw_fitted(painter, QRectF(card.left() + 4, card.top() + h * 0.5, w - 8, h * 0.42), face.card, h * 0.15, style.INK, bold=True, shadow=True)
    below = card.bottom() + 2
    draw_fitted(painter, QRectF(box.left() - 6, below, w + 12, 18), face.title, 14, style.INK, bold=True)
    draw_fitted(painter, QRectF(box.left() - 10, below + 18, w + 20, box.bottom() - below - 18), face.caption, 13, style.MUTED_INK)


def _paint_marks(painter: QPainter, box: QRectF, centre: bool, marks: CardMarks) -> None:
    awake, number, selected = marks.awake, marks.number, marks.selected
    ring = box.adjusted(-4, -4, 4, 4) if not centre else QRectF(box.left() - 4, box.top() - 4, box.width() + 8, box.width() / CARD_RATIO + 8)
    if awake:
        pen = QPen(QColor(style.DROP_HINT), 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(ring, 8, 8) if centre else painter.drawEllipse(ring)
    if number or selected:
        painter.setPen(QPen(QColor(style.SELECTION), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(ring, 8, 8) if centre else painter.drawEllipse(ring)
    if number:
        badge = QRectF(ring.right() - 26, ring.top() - 2, 28, 28)
        painter.setPen(QPen(QColor("#0a0a0a"), 1.5))
        painter.setBrush(QColor(style.SELECTION))
        painter.drawEllipse(badge)
        draw_fitted(painter, badge, str(number), 18, "#1a1a1a", bold=True)


def paint_arrow(painter: QPainter, start: QPointF, end: QPointF, radius: float) -> None:
    line = QLineF(start, end)
    if line.length() < 2 * radius:
        return
    shaft = QLineF(line.pointAt(radius / line.length()), line.pointAt(1 - (radius + 6) / line.length()))
    painter.setPen(QPen(QColor(style.SELECTION), 3))
    painter.drawLine(shaft)
    head = QLineF(shaft.p2(), shaft.p1())
    head.setLength(16)
    left, right = QLineF(head), QLineF(head)
    left.setAngle(head.angle() + 25)
    right.setAngle(head.angle() - 25)
    painter.setBrush(QColor(style.SELECTION))
    painter.drawPolygon(QPolygonF([shaft.p2(), left.p2(), right.p2()]))
