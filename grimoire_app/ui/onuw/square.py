"""The One Night square: the players' cards on the town-square ellipse, the three centre cards in the middle.

It reuses the town square's geometry and painting, so both games look alike. `sync` makes the
items show a state (reconciled by position); items never touch the game: a click reports the
position (the night panel picks targets with it, the day panel votes with it), a drag of one card
onto another reports a swap request (a manual correction the session records). The next `sync`
puts every card back where the state says, so a refused drop snaps back by itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from grimoire_app.ui.onuw.faces import CardFace
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.faces import TokenFace
from grimoire_app.ui.town_square.geometry import GAP, Circle, Rect, SquareLayout, plate_rect, square_layout
from grimoire_app.ui.town_square.paint import draw_fitted, paint_plate, paint_reminder, paint_token

DRAGGED_Z, CARD_Z, CAPTION_Z = 100.0, 2.0, 1.0
CARD_RATIO = 0.7
"""A centre card's width over its height (a playing card)."""


@dataclass(frozen=True)
class Marks:
    """What the square highlights besides the cards: who is awake, what is picked, the votes."""

    awake: frozenset[str] = frozenset()
    picked: tuple[str, ...] = ()
    """Positions picked for the action being entered, in order (drawn with their number)."""
    selected: str | None = None
    """A voter chosen by a first click, waiting for the second."""
    votes: Mapping[str, str] = field(default_factory=dict)
    middle: str = ""
    """The phase line above the centre cards."""


class CardItem(QGraphicsItem):
    """A position's card: a seat token with the name plate, or a centre card; drag it to swap."""

    def __init__(self, face: CardFace, size: QRectF, scene: OnuwScene) -> None:
        super().__init__()
        self.face, self.size, self.sink = face, size, scene
        self.marks: tuple[bool, int, bool] = (False, 0, False)
        self.home = QPointF()
        self.dragging = False
        self._press = QPointF()
        self._grab = QPointF()
        self.setZValue(CARD_Z)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(face.tooltip)

    def update_face(self, face: CardFace, size: QRectF, marks: tuple[bool, int, bool]) -> None:
        """Show another face, size or marks (awake, pick number, selected)."""
        if size != self.size:
            self.prepareGeometryChange()
        if (face, size, marks) != (self.face, self.size, self.marks):
            self.face, self.size, self.marks = face, size, marks
            self.setToolTip(face.tooltip)
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
        awake, number, selected = self.marks
        if self.face.centre:
            _paint_centre_card(painter, self.size, self.face)
        else:
            radius = self.size.width() / 2
            paint_token(painter, radius, TokenFace(self.face.card, self.face.initials, self.face.colour))
            paint_plate(painter, radius, self.face.title, True)
        _paint_marks(painter, self.size, self.face.centre, awake, number, selected)

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


def _paint_marks(painter: QPainter, box: QRectF, centre: bool, awake: bool, number: int, selected: bool) -> None:
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


class OnuwScene(QGraphicsScene):
    """Players' cards on an ellipse (with captions), centre cards and the phase in the middle."""

    position_clicked = Signal(str)
    swap_requested = Signal(str, str)

    def __init__(self) -> None:
        super().__init__()
        self.cards: dict[str, CardItem] = {}
        self.captions: dict[str, CaptionItem] = {}
        self.faces: tuple[CardFace, ...] = ()
        self.marks = Marks()
        self.layout: SquareLayout | None = None
        self.middle = Rect(0, 0, 0, 0)
        self._hint: str | None = None
        self.setSceneRect(0, 0, 800, 600)

    def set_size(self, width: float, height: float) -> None:
        """Fit the square to a view of that size and lay it out again."""
        width, height = max(width, 240.0), max(height, 200.0)
        if (width, height) != (self.width(), self.height()):
            self.setSceneRect(0, 0, width, height)
            self.sync(self.faces, self.marks)

    def sync(self, faces: tuple[CardFace, ...], marks: Marks) -> None:
        """Make the items show these faces and marks: create, update, move and remove by position."""
        self.faces, self.marks = faces, marks
        seats = [f for f in faces if not f.centre]
        self.layout = layout = square_layout(len(seats), round(self.width()), round(self.height()), 1)
        self.middle = middle_box(layout)
        homes = self._homes(layout, faces)
        for face in faces:
            self._sync_card(face, homes[face.position])
        for index, face in enumerate(seats):
            self._sync_caption(layout, index, face)
        for gone in set(self.cards) - {f.position for f in faces}:
            self.removeItem(self.cards.pop(gone))
            if gone in self.captions:
                self.removeItem(self.captions.pop(gone))
        self.update()

    def _homes(self, layout: SquareLayout, faces: tuple[CardFace, ...]) -> dict[str, tuple[QPointF, QRectF]]:
        homes = {}
        r = layout.token_radius
        seats = iter(layout.seats)
        centre = [f.position for f in faces if f.centre]
        middle = self.middle
        card_w, top = _centre_card_size(middle, len(centre))
        gap = (middle.width - card_w * len(centre)) / (len(centre) + 1)
        for face in faces:
            if face.centre:
                i = centre.index(face.position)
                left = middle.left + gap + i * (card_w + gap)
                height = middle.top + middle.height - top
                homes[face.position] = (QPointF(left, top), QRectF(0, 0, card_w, height))
            else:
                point = next(seats)
                homes[face.position] = (QPointF(point.x, point.y), QRectF(-r, -r, 2 * r, 2 * r))
        return homes

    def _sync_card(self, face: CardFace, home: tuple[QPointF, QRectF]) -> None:
        pos, size = home
        marks = (face.position in self.marks.awake, _pick_number(self.marks.picked, face.position),
                 face.position in (self.marks.selected, self._hint))
        item = self.cards.get(face.position)
        if item is None:
            item = self.cards[face.position] = CardItem(face, size, self)
            self.addItem(item)
        item.update_face(face, size, marks)
        item.place(pos)

    def _sync_caption(self, layout: SquareLayout, index: int, face: CardFace) -> None:
        seat, offset = layout.seats[index], layout.reminder_offsets(index, 1)[0]
        item = self.captions.get(face.position)
        if item is None:
            item = self.captions[face.position] = CaptionItem(face.caption, layout.reminder_half, face.colour)
            self.addItem(item)
        item.update_caption(face.caption, layout.reminder_half, face.colour)
        item.setPos(seat.x + offset.x, seat.y + offset.y)

    def position_at(self, scene_pos: QPointF, exclude: QGraphicsItem | None = None) -> str | None:
        """Return the position whose card lies under a point."""
        for item in self.items(scene_pos):
            if item is not exclude and isinstance(item, CardItem):
                return item.face.position
        return None

    def hint(self, position: str | None) -> None:
        """Mark the card a drop would land on (None: none)."""
        if position != self._hint:
            self._hint = position
            self.sync(self.faces, self.marks)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        painter.fillRect(rect, QColor(style.BACKGROUND))
        if self.layout is None or not self.layout.seats:
            return
        cx, cy = self.width() / 2, self.height() / 2
        a = max(abs(p.x - cx) for p in self.layout.seats) + self.layout.token_radius * 1.2
        b = max(abs(p.y - cy) for p in self.layout.seats) + self.layout.token_radius * 1.2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(style.FELT_EDGE), 2))
        painter.setBrush(QColor(style.FELT))
        painter.drawEllipse(QPointF(cx, cy), a, b)
        middle = self.middle
        draw_fitted(painter, QRectF(middle.left, middle.top, middle.width, middle.height * 0.15), self.marks.middle,
                    middle.height * 0.1, style.INK, bold=True)
        self._draw_votes(painter)

    def _draw_votes(self, painter: QPainter) -> None:
        for voter, target in self.marks.votes.items():
            if voter in self.cards and target in self.cards:
                _arrow(painter, self.cards[voter].home, self.cards[target].home, self.layout.token_radius if self.layout else 30)


def middle_box(layout: SquareLayout, ratio: float = 1.7) -> Rect:
    """Return the largest centred box (width over height `ratio`) clear of every token, plate and caption.

    The town square's middle box is sized for BotC's phase text; the centre cards need more, and
    the ellipse's inside is free once the captions are placed. Never smaller than the square's box.
    """
    cx, cy = layout.width / 2, layout.height / 2
    obstacles = [layout.plate(i) for i in range(len(layout.seats))]
    obstacles += [rect for i in range(len(layout.seats)) for rect in layout.reminders(i, 1)]
    discs = [Circle(c.x, c.y, c.r + GAP) for c in (layout.token(i) for i in range(len(layout.seats)))]

    def box(width: float) -> Rect:
        return Rect(cx - width / 2, cy - width / ratio / 2, width, width / ratio)

    def clear(width: float) -> bool:
        candidate = box(width)
        return not any(d.hits(candidate) for d in discs) and not any(o.overlaps(candidate) for o in obstacles)

    low, high = layout.middle.width, layout.width * 0.9
    if not clear(low):
        return layout.middle
    for _ in range(12):
        mid = (low + high) / 2
        low, high = (mid, high) if clear(mid) else (low, mid)
    return box(low - GAP)


def _centre_card_size(middle: Rect, count: int) -> tuple[float, float]:
    """Return the centre cards' width and top: below the phase line, leaving room for titles and captions."""
    top = middle.top + middle.height * 0.16
    height = middle.height * 0.6
    width = min(height * CARD_RATIO, middle.width / (max(count, 1) + 0.6))
    return width, top


def _pick_number(picked: tuple[str, ...], position: str) -> int:
    return picked.index(position) + 1 if position in picked else 0


def _arrow(painter: QPainter, start: QPointF, end: QPointF, radius: float) -> None:
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


class OnuwView(QGraphicsView):
    """Shows the square at 1:1, laying it out again on resize."""

    def __init__(self, scene: OnuwScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.square = scene
        self.setObjectName("onuw-square-view")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(420, 360)

    def fit_now(self) -> None:
        """Lay the scene out for the viewport's current size."""
        size = self.viewport().size()
        self.square.set_size(size.width(), size.height())
        self.setSceneRect(self.square.sceneRect())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit_now()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit_now()
