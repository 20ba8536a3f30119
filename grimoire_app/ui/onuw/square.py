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

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from grimoire_app.ui.onuw.faces import CardFace
from grimoire_app.ui.onuw.items import CARD_RATIO, CaptionItem, CardItem, CardMarks, paint_arrow
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.geometry import GAP, Circle, Rect, SquareLayout, square_layout
from grimoire_app.ui.town_square.paint import draw_fitted


@dataclass(frozen=True)
class Marks:
    """What the square highlights besides the cards: who is awake, what is picked, the votes."""

    awake: frozenset[str] = frozenset()
    picked: tuple[str, ...] = ()
    """Positions picked for the action being entered, in order (drawn with their number)."""
    selected: str | None = None
    """A voter chosen by a first click, waiting for the second."""
    votes: Mapping[str, str] = field(default_factory=dict)
    dead: tuple[str, ...] = ()
    """The players who died at the vote (shrouded, their plates greyed)."""
    middle: str = ""
    """The phase line above the centre cards."""


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
        marks = CardMarks(face.position in self.marks.awake, _pick_number(self.marks.picked, face.position),
                          face.position in (self.marks.selected, self._hint), face.position in self.marks.dead)
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
                paint_arrow(painter, self.cards[voter].home, self.cards[target].home, self.layout.token_radius if self.layout else 30)


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
    return box(low)


def _centre_card_size(middle: Rect, count: int) -> tuple[float, float]:
    """Return the centre cards' width and top: below the phase line, leaving room for titles and captions."""
    top = middle.top + middle.height * 0.16
    height = middle.height * 0.6
    width = min(height * CARD_RATIO, middle.width / (max(count, 1) + 0.6))
    return width, top


def _pick_number(picked: tuple[str, ...], position: str) -> int:
    return picked.index(position) + 1 if position in picked else 0


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
