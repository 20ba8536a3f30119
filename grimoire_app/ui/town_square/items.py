"""The town square's graphics items: seats, reminders and the middle (STYLE.md point 10).

Items paint from the face they wrap and never touch the game: a drag moves the item under the
mouse, and on release the item reports to its sink (the scene), which asks for an event. The
next `sync` puts every item where the state says, so a refused drop snaps back by itself.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QLineF, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.town_square.face_values import MiddleFace, ReminderFace, SeatFace
from grimoire_app.ui.town_square.geometry import plate_rect
from grimoire_app.ui.town_square.paint import ACTING_GAP, paint_middle, paint_reminder_cached, paint_seat

DRAGGED_Z = 100.0
SEAT_Z, REMINDER_Z = 1.0, 2.0


class SquareSink(Protocol):
    """Where items report what the mouse did (the scene)."""

    def item_pressed(self, item: DraggableItem) -> None: ...

    def item_dragged(self, item: DraggableItem, scene_pos: QPointF) -> None: ...

    def item_released(self, item: DraggableItem, scene_pos: QPointF, screen_pos: QPoint, dragged: bool) -> None: ...

    def item_activated(self, item: DraggableItem) -> None: ...

    def item_menu(self, item: DraggableItem, screen_pos: QPoint) -> None: ...


class DraggableItem(QGraphicsItem):
    """An item the Storyteller can drag; it reports press, drag, release and double-click to its sink."""

    def __init__(self, key: str, sink: SquareSink) -> None:
        super().__init__()
        self.key = key
        self.sink = sink
        self.home = QPointF()
        self.dragging = False
        self._grab = QPointF()
        self._press = QPointF()
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        # A seat's disc and a pill are copied from images kept by face, size and sub-pixel offset (paint.TOKEN_IMAGES), so
        # painting one is a copy and a few vectors: Qt's own cache of each item was a second picture, drawn again every
        # time the layout changed (issue 20: a review step that changes the layout, CPU 9.9 -> 7.0 ms at 5k events).
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def place(self, home: QPointF) -> None:
        """Set where the item rests; move it there unless it is being dragged."""
        self.home = home
        if not self.dragging:
            self.setPos(home)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = event.scenePos() - self.pos()
        self.sink.item_pressed(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if not self.dragging and QLineF(self._press, event.scenePos()).length() < QApplication.startDragDistance():
            return
        if not self.dragging:
            self.dragging = True
            self.setZValue(DRAGGED_Z)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.setPos(event.scenePos() - self._grab)
        self.sink.item_dragged(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        dragged, self.dragging = self.dragging, False
        self.setZValue(self.resting_z())
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.sink.item_released(self, event.scenePos(), event.screenPos(), dragged)
        if dragged:
            self.setPos(self.home)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.sink.item_activated(self)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802
        self.sink.item_menu(self, event.screenPos())

    def resting_z(self) -> float:
        """Return the stacking order when not dragged."""
        return SEAT_Z


class SeatItem(DraggableItem):
    """A seat: the character token, its marks and the player's name plate."""

    def __init__(self, face: SeatFace, radius: float, traveller_tag: str, sink: SquareSink) -> None:
        super().__init__(face.seat_id, sink)
        self.face, self.radius, self.traveller_tag = face, radius, traveller_tag
        self.selected = self.highlighted = self.acting = False
        self.chosen: int | None = None
        """The seat's place (1, 2, …) among the players chosen at the night step in view, else None."""
        self.setZValue(SEAT_Z)
        set_tip(self, face.tooltip)

    def update_face(self, face: SeatFace, radius: float, traveller_tag: str) -> None:
        """Show another face or size; repaint only when something changed."""
        if radius != self.radius:
            self.prepareGeometryChange()
        changed = (face, radius, traveller_tag) != (self.face, self.radius, self.traveller_tag)
        self.face, self.radius, self.traveller_tag = face, radius, traveller_tag
        if changed:
            set_tip(self, face.tooltip)
            self.update()

    def set_marks(self, selected: bool, highlighted: bool) -> None:
        """Show the keyboard selection or the drop-target hint."""
        if (selected, highlighted) != (self.selected, self.highlighted):
            self.selected, self.highlighted = selected, highlighted
            self.update()

    def set_chosen(self, chosen: int | None) -> None:
        """Show (or clear) the numbered badge of a seat chosen at the night step in view."""
        if chosen != self.chosen:
            self.chosen = chosen
            self.update()

    def set_acting(self, acting: bool) -> None:
        """Show (or clear) the acting ring: this seat acts at the night step in view."""
        if acting != self.acting:
            self.acting = acting
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius
        ring = r + ACTING_GAP + max(3.0, r * 0.08)
        left = max(plate_rect(r).width / 2, r + 6, ring) + 2
        top = max(r * 1.2 + 6, ring + 2)
        return QRectF(-left, -top, 2 * left, top + r * 1.35 + 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        plate = plate_rect(self.radius)
        path.addRect(QRectF(plate.left, plate.top, plate.width, plate.height))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_seat(painter, self.face, self.radius, self.selected, self.highlighted, self.traveller_tag, self.acting, self.chosen)


class ReminderItem(DraggableItem):
    """A reminder token lying by a seat."""

    def __init__(self, face: ReminderFace, half: tuple[float, float], sink: SquareSink) -> None:
        super().__init__(face.reminder_id, sink)
        self.face, self.half = face, half
        self.highlighted = False
        self.setZValue(REMINDER_Z)
        set_tip(self, face.tooltip)

    def update_face(self, face: ReminderFace, half: tuple[float, float]) -> None:
        """Show another face or size; repaint only when something changed."""
        if half != self.half:
            self.prepareGeometryChange()
        changed = (face, half) != (self.face, self.half)
        self.face, self.half = face, half
        if changed:
            set_tip(self, face.tooltip)
            self.update()

    def resting_z(self) -> float:
        return REMINDER_Z

    def boundingRect(self) -> QRectF:  # noqa: N802
        w, h = self.half
        return QRectF(-w - 2, -h - 2, 2 * w + 4, 2 * h + 4)

    def shape(self) -> QPainterPath:
        w, h = self.half
        path = QPainterPath()
        path.addRoundedRect(QRectF(-w, -h, 2 * w, 2 * h), h, h)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_reminder_cached(painter, self.face, self.half, self.highlighted)


class MiddleItem(QGraphicsItem):
    """The middle of the square: phase, alive count, votes needed, bluffs."""

    def __init__(self, face: MiddleFace) -> None:
        super().__init__()
        self.face = face
        self.box = QRectF()
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def update_face(self, face: MiddleFace, box: QRectF) -> None:
        """Show another face in another box."""
        if box != self.box:
            self.prepareGeometryChange()
        if (face, box) != (self.face, self.box):
            self.face, self.box = face, box
            self.update()

    def texts(self) -> list[str]:
        """Return every string the item draws."""
        return [text for text in (self.face.phase, self.face.counts, self.face.bluffs) if text]

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.box

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_middle(painter, self.box, self.face)
