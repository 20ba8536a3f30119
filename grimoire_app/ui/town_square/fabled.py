"""Fabled and Loric on the square: their tokens in a row in the top-left corner, outside the circle.

They are public (docs/rules/fabled-loric.md): the Storyteller's square and the public window draw
the same faces with `paint_fabled`. A token's context menu offers "Take out of play"; "Add Fabled or
Loric…" is a square action (TownSquarePanel). Positions come from the pure `fabled_positions`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneContextMenuEvent, QStyleOptionGraphicsItem, QWidget

from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.town_square.face_values import FabledFace, TokenFace
from grimoire_app.ui.town_square.geometry import MARGIN, Point
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.paint import draw_fitted, paint_token

PER_ROW = 3
STEP_ACROSS = 2.8
"""How far apart (in token radii) the tokens of a row are: room for a name wider than the disc."""
LABEL_HEIGHT = 0.9
"""The name's box below a token, in token radii (two short lines)."""
"""Tokens per row before the row wraps downward (the corner outside the ellipse is small)."""
FABLED_Z = 3.0


def fabled_radius(token_radius: float) -> float:
    """Return a Fabled token's radius: a little smaller than a seat's, never too small to name.

    >>> fabled_radius(40.0), fabled_radius(20.0), fabled_radius(80.0)
    (30.0, 22.0, 36.0)
    """
    return min(max(token_radius * 0.75, 22.0), 36.0)


def fabled_positions(count: int, radius: float, left: float = MARGIN, top: float = MARGIN) -> tuple[Point, ...]:
    """Return the centres of `count` Fabled tokens: rows of PER_ROW from the top-left corner.

    Each token leaves room for its name below it (LABEL_HEIGHT radii) and beside it.

    >>> fabled_positions(4, 10.0)
    (Point(x=20.0, y=16.0), Point(x=48.0, y=16.0), Point(x=76.0, y=16.0), Point(x=20.0, y=47.0))
    """
    across, down = STEP_ACROSS * radius, (2 + LABEL_HEIGHT) * radius + 2
    return tuple(
        Point(left + across / 2 + (i % PER_ROW) * across, top + radius + (i // PER_ROW) * down) for i in range(count)
    )


def paint_fabled_token(painter: QPainter, face: FabledFace, radius: float) -> None:
    """Paint one Fabled or Loric centred on the origin: the disc with its initials, the full name below."""
    paint_token(painter, radius, TokenFace("", face.token.initials, face.token.team))
    label = QRectF(-STEP_ACROSS * radius / 2, radius + 1, STEP_ACROSS * radius, LABEL_HEIGHT * radius)
    draw_fitted(painter, label, face.token.name, radius * 0.42, style.INK, bold=True, shadow=True)


def paint_fabled(painter: QPainter, faces: Iterable[FabledFace], radius: float, left: float = MARGIN, top: float = MARGIN) -> None:
    """Paint the Fabled row (the public window's way; the square uses FabledItem)."""
    listed = tuple(faces)
    for face, centre in zip(listed, fabled_positions(len(listed), radius, left, top), strict=True):
        painter.save()
        painter.translate(centre.x, centre.y)
        paint_fabled_token(painter, face, radius)
        painter.restore()


class FabledItem(QGraphicsItem):
    """A Fabled or Loric token on the square; its context menu asks `on_menu` (it does not drag)."""

    def __init__(self, face: FabledFace, radius: float, on_menu: Callable[[str, QPoint], None]) -> None:
        super().__init__()
        self.face, self.radius, self.on_menu = face, radius, on_menu
        self.setZValue(FABLED_Z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        set_tip(self, face.tooltip)

    def update_face(self, face: FabledFace, radius: float) -> None:
        """Show another face or size."""
        if radius != self.radius:
            self.prepareGeometryChange()
        if (face, radius) != (self.face, self.radius):
            self.face, self.radius = face, radius
            set_tip(self, face.tooltip)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r, half = self.radius, STEP_ACROSS * self.radius / 2
        return QRectF(-half, -r - 2, 2 * half, (2 + LABEL_HEIGHT) * r + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_fabled_token(painter, self.face, self.radius)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802
        self.on_menu(self.face.character_id, event.screenPos())


def sync_fabled(scene: QGraphicsScene, items: dict[str, FabledItem], faces: tuple[FabledFace, ...], token_radius: float, on_menu: Callable[[str, QPoint], None]) -> None:
    """Reconcile the scene's Fabled items with the faces by id: create, update, place, remove."""
    radius = fabled_radius(token_radius)
    for face, centre in zip(faces, fabled_positions(len(faces), radius), strict=True):
        item = items.get(face.character_id)
        if item is None:
            item = items[face.character_id] = FabledItem(face, radius, on_menu)
            scene.addItem(item)
        item.update_face(face, radius)
        item.setPos(QPointF(centre.x, centre.y))
    for gone in set(items) - {face.character_id for face in faces}:
        scene.removeItem(items.pop(gone))
