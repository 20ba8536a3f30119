"""Painting a vote in progress, shared by the Storyteller's square and the public window (issue 19).

What is drawn comes from a `LiveVote` (town_square/public.py) only: a gold hand on each seat whose hand is
raised (with its worth when it is not one vote: the Bureaucrat's ×3, the Thief's −1, a hand that does not
count struck through), a ring on the seat the clock hand points at, the clock hand itself (a sweep round
the seats' ring from the nominee to that seat, and a hand from the middle out to it), and the vote's lines in the
middle on a dark panel (the hand passes under it).
Geometry is passed in (seat centres by id, the token radius, the middle box), so both squares share it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform

from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.paint import MIN_TEXT, draw_fitted, fitted_size

if TYPE_CHECKING:
    from grimoire_app.ui.town_square.public import LiveVote
    from grimoire_app.ui.town_square.vote_view import VoteLines

CLOCK_COLOUR = "#ff7043"
"""The clock hand and the ring of the seat it points at: orange, unlike the gold selection, violet acting, teal hint."""
HAND_COLOUR = "#f2c14e"
"""A raised hand: the gold of a raised hand's seat button in the day panel."""
HAND_INK = "#2a2118"
PANEL_COLOUR = (16, 18, 22, 255)
"""The dark panel behind the vote's lines: the clock hand passes under it, the lines stay legible."""


def seat_angle(centre: QPointF, point: QPointF) -> float:
    """Return a seat's angle round the centre, in radians, growing clockwise on screen (y down)."""
    return math.atan2(point.y() - centre.y(), point.x() - centre.x())


def ring_param(centre: QPointF, rx: float, ry: float, point: QPointF) -> float:
    """Return a seat's parameter on the seats' ellipse (half axes rx, ry): the angle t with point = centre + (rx cos t, ry sin t)."""
    return math.atan2((point.y() - centre.y()) / ry, (point.x() - centre.x()) / rx)


def sweep_span(start: float, end: float, done: bool) -> float:
    """Return the clockwise angle from start to end (a full turn once the hand has gone round).

    >>> round(sweep_span(0.0, math.pi / 2, False), 3), round(sweep_span(math.pi / 2, 0.0, False), 3), round(sweep_span(1.0, 1.0, True), 3)
    (1.571, 4.712, 6.283)
    """
    if done:
        return 2 * math.pi
    return (end - start) % (2 * math.pi)


def paint_clock(painter: QPainter, centre: QPointF, seats: Mapping[str, QPointF], radius: float, live: LiveVote) -> None:
    """Paint the clock hand under the tokens: a band along the seats' ring from the nominee to the seat it points at,
    a ring round that seat, and the hand from the middle out to it."""
    if not live.order or not seats:
        return
    done = live.hand >= len(live.order)
    target = seats.get(live.order[-1] if done else live.order[live.hand])
    first = seats.get(live.order[-1]) or seats.get(live.order[0])
    if first is None or target is None:
        return
    rx = max(abs(p.x() - centre.x()) for p in seats.values()) or 1.0
    ry = max(abs(p.y() - centre.y()) for p in seats.values()) or 1.0
    start = ring_param(centre, rx, ry, first)
    span = sweep_span(start, ring_param(centre, rx, ry, target), done)
    path = QPainterPath(QPointF(centre.x() + rx * math.cos(start), centre.y() + ry * math.sin(start)))
    steps = max(2, int(span / 0.03))
    for i in range(1, steps + 1):
        t = start + span * i / steps
        path.lineTo(QPointF(centre.x() + rx * math.cos(t), centre.y() + ry * math.sin(t)))
    band = QColor(CLOCK_COLOUR)
    band.setAlpha(170)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(band, max(6.0, radius * 0.22), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)
    if not done:
        painter.setPen(QPen(QColor(CLOCK_COLOUR), max(3.0, radius * 0.1)))
        painter.drawEllipse(target, radius + 7, radius + 7)
    _paint_hand_line(painter, centre, target, radius)


def _paint_hand_line(painter: QPainter, centre: QPointF, seat: QPointF, radius: float) -> None:
    angle = seat_angle(centre, seat)
    reach = max(0.0, math.hypot(seat.x() - centre.x(), seat.y() - centre.y()) - radius - 9)
    tip = QPointF(centre.x() + reach * math.cos(angle), centre.y() + reach * math.sin(angle))
    painter.setPen(QPen(QColor(CLOCK_COLOUR), max(4.0, radius * 0.12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(centre, tip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(CLOCK_COLOUR))
    painter.drawEllipse(centre, max(6.0, radius * 0.18), max(6.0, radius * 0.18))
    painter.drawPolygon(_arrow_head(tip, angle, max(10.0, radius * 0.34)))


def _arrow_head(tip: QPointF, angle: float, size: float) -> list[QPointF]:
    back = angle + math.pi
    return [tip, QPointF(tip.x() + size * math.cos(back - 0.45), tip.y() + size * math.sin(back - 0.45)),
            QPointF(tip.x() + size * math.cos(back + 0.45), tip.y() + size * math.sin(back + 0.45))]


def paint_marks(painter: QPainter, seats: Mapping[str, QPointF], radius: float, live: LiveVote) -> None:
    """Paint a hand on each raised hand's seat (over the token)."""
    worth = dict(live.worth)
    for seat in live.raised:
        if seat in seats:
            centre = seats[seat] + QPointF(-0.8 * radius, -0.78 * radius)
            paint_hand(painter, centre, max(9.0, radius * 0.34), worth.get(seat, 1))


def paint_hand(painter: QPainter, centre: QPointF, size: float, worth: int = 1) -> None:
    """Paint a raised-hand badge: a gold disc with an open hand; a hand worth 0 (not counted) is greyed and struck,
    another worth than one is written beside it (×3, −1)."""
    counted = worth != 0
    painter.setPen(QPen(QColor("#0a0a0a"), max(1.0, size * 0.1)))
    painter.setBrush(QColor(HAND_COLOUR if counted else "#8a8a8a"))
    painter.drawEllipse(centre, size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(HAND_INK))
    painter.drawPath(_hand_path(centre, size))
    if not counted:
        painter.setPen(QPen(QColor("#d23c32"), max(2.0, size * 0.16)))
        painter.drawLine(centre + QPointF(-0.7 * size, 0.7 * size), centre + QPointF(0.7 * size, -0.7 * size))
    elif worth != 1:
        text = f"×{worth}" if worth > 0 else f"−{-worth}" if worth == -1 else f"×−{-worth}"
        box = QRectF(centre.x() - size * 0.95, centre.y() - size * 2.2, size * 1.9, size * 1.1)  # above the badge, off the token
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 190))
        painter.drawRoundedRect(box, size * 0.3, size * 0.3)
        draw_fitted(painter, box, text, size * 0.9, HAND_COLOUR, bold=True, smallest=7)


def _hand_path(centre: QPointF, size: float) -> QPainterPath:
    """Return an open hand, palm down and four fingers up with the thumb out, inside a disc of that size."""
    x, y, s = centre.x(), centre.y(), size
    path = QPainterPath()
    path.addRoundedRect(QRectF(x - 0.4 * s, y - 0.08 * s, 0.74 * s, 0.62 * s), 0.18 * s, 0.18 * s)
    for i, top in enumerate((-0.5, -0.68, -0.64, -0.48)):
        path.addRoundedRect(QRectF(x - 0.4 * s + i * 0.19 * s, y + top * s, 0.15 * s, (0.1 - top) * s), 0.07 * s, 0.07 * s)
    thumb = QPainterPath()
    thumb.addRoundedRect(QRectF(-0.07 * s, -0.3 * s, 0.14 * s, 0.42 * s), 0.07 * s, 0.07 * s)
    turned = QTransform().translate(x + 0.42 * s, y + 0.12 * s).rotate(40).map(thumb)
    return path.united(turned)


def paint_vote_middle(painter: QPainter, box: QRectF, lines: VoteLines) -> None:
    """Paint the vote's lines in the middle on a dark panel fitted to them: the title, the count large, then the rest."""
    height = box.height()
    title_h, count_h = height * 0.22, height * 0.3
    row = (height - title_h - count_h) / max(len(lines.lines), 2)
    rows = [(lines.title, title_h, title_h * 0.7, style.INK, True), (lines.count, count_h, count_h * 0.75, HAND_COLOUR, True)]
    rows += [(line, row, min(row * 0.62, title_h * 0.5), style.INK, False) for line in lines.lines]
    boxes, top = [], box.top()
    for _text, tall, *_rest in rows:
        boxes.append(QRectF(box.left(), top, box.width(), tall))
        top += tall
    widths = [_text_width(text, place, largest, bold) for (text, _tall, largest, _colour, bold), place in zip(rows, boxes, strict=True)]
    panel_width = min(box.width(), max(widths) + height * 0.12)
    panel = QRectF(box.center().x() - panel_width / 2, box.top(), panel_width, top - box.top())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(*PANEL_COLOUR))
    painter.drawRoundedRect(panel, height * 0.06, height * 0.06)
    for (text, _tall, largest, colour, bold), place in zip(rows, boxes, strict=True):
        draw_fitted(painter, place, text, largest, colour, bold=bold)


def _text_width(text: str, box: QRectF, largest: float, bold: bool) -> float:
    """Return how wide draw_fitted draws a line in a box (its fitted size)."""
    if not text:
        return 0.0
    pixels = fitted_size(text, round(box.width(), 1), round(box.height(), 1), max(int(largest), MIN_TEXT), MIN_TEXT, bold)
    return min(box.width(), QFontMetricsF(style.font(pixels, bold)).horizontalAdvance(text))
