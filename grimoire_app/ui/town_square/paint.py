"""Token painting: character discs, seats, reminder pills and the middle text, drawn by the app.

No images are loaded: a disc in the team's colour with initials and the character's name, sized
from the token radius so it stays crisp at any size and device pixel ratio. The same functions
draw the square's items, the tray's icons, the picker's icons and the show-to-player card.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.face_values import MiddleFace, ReminderFace, SeatFace, TokenFace
from grimoire_app.ui.town_square.geometry import plate_rect

WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
MIN_TEXT = 9
"""Smallest text the square draws, in pixels (legible on a laptop at arm's length)."""
COMPACT_RADIUS = 20
"""Below this radius a token shows its initials only (icons)."""
ACTING_COLOUR = "#b794f6"
"""The ring of the seats acting at the night step in view: violet, unlike the gold selection and teal drop hint."""
ACTING_GAP = 9.0
"""How far outside the token the acting ring lies (outside the selection ring at +4)."""
CHOSEN_COLOUR = "#2e7d32"
"""The badge on a seat chosen at the night step in view (numbered in the order chosen)."""


@lru_cache(maxsize=4096)
def fitted_size(text: str, width: float, height: float, largest: int, smallest: int, bold: bool) -> int:
    """Return the largest pixel size at which the text wraps into the box (else the smallest)."""
    box = QRectF(0, 0, width, height)
    for pixels in range(largest, smallest - 1, -1):
        bounds = QFontMetricsF(style.font(pixels, bold)).boundingRect(box, int(WRAP), text)
        if bounds.width() <= width + 0.5 and bounds.height() <= height + 0.5:
            return pixels
    return smallest


def draw_fitted(painter: QPainter, box: QRectF, text: str, largest: float, colour: QColor | str, *, bold: bool = False, shadow: bool = False, smallest: int = MIN_TEXT) -> None:
    """Draw text centred in a box at the largest size that fits, eliding it if even the smallest does not."""
    if not text:
        return
    top = max(int(largest), smallest)
    pixels = fitted_size(text, round(box.width(), 1), round(box.height(), 1), top, smallest, bold)
    chosen = style.font(pixels, bold)
    metrics = QFontMetricsF(chosen)
    bounds = metrics.boundingRect(box, int(WRAP), text)
    if bounds.width() > box.width() + 0.5 or bounds.height() > box.height() + 0.5:
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
    painter.setFont(chosen)
    if shadow:
        painter.setPen(QColor(0, 0, 0, 170))
        painter.drawText(box.translated(1, 1), int(WRAP), text)
    painter.setPen(QColor(colour))
    painter.drawText(box, int(WRAP), text)


def paint_token(painter: QPainter, radius: float, token: TokenFace | None, believed: str | None = None) -> None:
    """Paint a character disc centred on the origin: team colour, initials, name, always upright.

    A token whose alignment differs from its character's is marked by paint_seat (a ring and a badge in the
    alignment's colour) rather than turned upside down as on a paper grimoire: upside-down Korean text ("|0쟁점")
    could not be read at the table (issue 19 point 7).
    """
    colour = style.team_colour(token.team if token else None)
    gradient = QRadialGradient(QPointF(-0.3 * radius, -0.35 * radius), 1.4 * radius)
    gradient.setColorAt(0, colour.lighter(140))
    gradient.setColorAt(1, colour.darker(120))
    painter.setPen(QPen(QColor("#0a0a0a"), max(1.5, radius * 0.05)))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0, 0), radius * 0.9, radius * 0.9)
    painter.save()
    if token is None:
        draw_fitted(painter, QRectF(-0.6 * radius, -0.6 * radius, 1.2 * radius, 1.0 * radius), "?", radius * 0.7, style.INK, bold=True)
    elif radius < COMPACT_RADIUS:
        draw_fitted(painter, QRectF(-0.8 * radius, -0.7 * radius, 1.6 * radius, 1.4 * radius), token.initials, radius * 0.8, style.INK, bold=True, shadow=True, smallest=7)
    else:
        draw_fitted(painter, QRectF(-0.7 * radius, -0.8 * radius, 1.4 * radius, 0.64 * radius), token.initials, radius * 0.5, style.INK, bold=True, shadow=True)
        draw_fitted(painter, QRectF(-0.84 * radius, -0.16 * radius, 1.68 * radius, 0.62 * radius), token.name, radius * 0.3, style.INK, bold=True, shadow=True)
    if believed:
        draw_fitted(painter, QRectF(-0.7 * radius, 0.46 * radius, 1.4 * radius, 0.3 * radius), f"({believed})", radius * 0.22, style.INK, shadow=True)
    painter.restore()


class TokenKey(NamedTuple):
    """What a seat's disc image depends on: the face, the size, the device pixel ratio and where the disc's centre falls
    inside a device pixel (`fx`, `fy`, to the thousandth); a dead seat's shroud and ghost vote, a flipped seat's ring
    and badge (`mark`: the alignment and its one-letter mark) are drawn with it."""

    token: TokenFace | None
    believed: str | None
    radius: float
    ratio: float
    fx: float
    fy: float
    dead: bool = False
    ghost_vote: bool = False
    mark: tuple[str, str] | None = None


class PillKey(NamedTuple):
    """What a reminder pill's image depends on (as `paint_reminder` draws it), its size, the device pixel ratio and where
    its centre falls inside a device pixel."""

    text: str
    team: str | None
    highlighted: bool
    inert: bool
    source: TokenFace | None
    half_w: float
    half_h: float
    ratio: float
    fx: float
    fy: float


def _within(value: float) -> float:
    """Where a device coordinate falls inside its pixel, to the thousandth."""
    return round(value - math.floor(value), 3)


def token_key(token: TokenFace | None, believed: str | None, radius: float, ratio: float, x: float, y: float, *,
              dead: bool = False, ghost_vote: bool = False, mark: tuple[str, str] | None = None) -> TokenKey:
    """Return the key of a disc whose centre lies at (x, y) in device pixels."""
    return TokenKey(token, believed, radius, ratio, _within(x), _within(y), dead, ghost_vote and dead, mark)


def seat_key(face: SeatFace, radius: float, ratio: float, x: float, y: float) -> TokenKey:
    """Return the key of a seat's disc (token, shroud, ghost vote, alignment ring and badge) centred at (x, y)."""
    return token_key(face.token, face.believed, radius, ratio, x, y, dead=not face.alive, ghost_vote=face.ghost_vote, mark=seat_mark(face))


def seat_mark(face: SeatFace) -> tuple[str, str] | None:
    """A flipped seat's alignment and its one-letter mark (its ring and badge), else None."""
    return (face.alignment, face.alignment_mark) if face.flipped else None


def pill_key(face: ReminderFace, half: tuple[float, float], ratio: float, x: float, y: float, highlighted: bool = False) -> PillKey:
    """Return the key of a reminder pill centred at (x, y) in device pixels."""
    return PillKey(face.text, face.team, highlighted, face.inert, face.mark, half[0], half[1], ratio, _within(x), _within(y))


def token_reach(radius: float, ratio: float, marked: bool = False) -> int:
    """From a disc image's corner to its centre in whole device pixels, with room for the outline's pen (and for a
    flipped seat's ring)."""
    if marked:
        return math.ceil((radius * 1.02 + max(3.0, radius * 0.1) + 2) * ratio)
    return math.ceil((radius + max(1.5, radius * 0.05) + 2) * ratio)


def paint_disc(painter: QPainter, radius: float, token: TokenFace | None, believed: str | None = None, *,
               dead: bool = False, ghost_vote: bool = False, mark: tuple[str, str] | None = None) -> None:
    """Paint a seat's disc from vectors: the alignment ring of a flipped seat (`mark`: the alignment and its one-letter
    mark), the token, a dead seat's shroud and ghost vote (in the order paint_seat always drew them). The alignment
    badge goes on top (`paint_badge`): drawn into the image over the ring, its edge strayed 5 of 255 from the vectors."""
    if mark is not None:
        painter.setPen(QPen(QColor(style.ALIGNMENT_COLOURS.get(mark[0], "#888888")), max(3.0, radius * 0.1)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), radius * 1.02, radius * 1.02)
    paint_token(painter, radius, token, believed)
    if dead:
        paint_shroud(painter, radius)
        paint_ghost_vote(painter, radius, ghost_vote)


def paint_badge(painter: QPainter, radius: float, mark: tuple[str, str]) -> None:
    """Paint a flipped seat's alignment badge at the token's upper left."""
    _badge(painter, QPointF(-0.8 * radius, -0.74 * radius), 0.24 * radius, style.ALIGNMENT_COLOURS.get(mark[0], "#888888"), mark[1])


def _canvas(reach_x: int, reach_y: int, ratio: float, fx: float, fy: float) -> tuple[QPixmap, QPainter]:
    """A transparent image with a painter whose origin lies `reach` device pixels (plus the sub-pixel offset) in."""
    pixmap = QPixmap(2 * reach_x + 1, 2 * reach_y + 1)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    inner = QPainter(pixmap)
    inner.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner.translate((reach_x + fx) / ratio, (reach_y + fy) / ratio)
    return pixmap, inner


def draw_token_image(key: TokenKey) -> QPixmap:
    """Draw a disc's image as `paint_disc` would paint it at the key's sub-pixel offset (transparent around it)."""
    reach = token_reach(key.radius, key.ratio, key.mark is not None)
    pixmap, inner = _canvas(reach, reach, key.ratio, key.fx, key.fy)
    paint_disc(inner, key.radius, key.token, key.believed, dead=key.dead, ghost_vote=key.ghost_vote, mark=key.mark)
    inner.end()
    return pixmap


def pill_reach(half_w: float, half_h: float, ratio: float) -> tuple[int, int]:
    """From a pill image's corner to its centre in whole device pixels, with room for its widest edge."""
    return math.ceil((half_w + 3) * ratio), math.ceil((half_h + 3) * ratio)


def draw_pill_image(key: PillKey) -> QPixmap:
    """Draw a reminder pill's image as `paint_reminder` would paint it at the key's sub-pixel offset."""
    reach_x, reach_y = pill_reach(key.half_w, key.half_h, key.ratio)
    pixmap, inner = _canvas(reach_x, reach_y, key.ratio, key.fx, key.fy)
    paint_reminder(inner, key.half_w, key.half_h, key.text, key.team, key.highlighted, key.inert, key.source)
    inner.end()
    return pixmap


class TokenImages:
    """The square's seat discs and reminder pills as images, drawn once per `TokenKey` or `PillKey` and copied after
    that (issue 20: the review steps that change the square's layout repaint every seat and pill at a new size).

    The images have a store of their own, bounded by `budget` bytes: the least recently used image goes first. In Qt's
    shared pixmap cache (10 MB, also holding every square item's own cached picture) a long review's images pushed
    each other out, so the second pass over a layout drew its tokens again.
    """

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._images: OrderedDict[TokenKey | PillKey, QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._images)

    def __contains__(self, key: object) -> bool:
        return key in self._images

    def image(self, key: TokenKey | PillKey) -> QPixmap:
        """Return the key's image, drawn now if it is not kept (then kept, dropping the least recently used ones
        beyond the budget)."""
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
            return found
        pixmap = draw_token_image(key) if isinstance(key, TokenKey) else draw_pill_image(key)
        self._images[key] = pixmap
        self.bytes += _size(pixmap)
        while self.bytes > self.budget and len(self._images) > 1:
            _, dropped = self._images.popitem(last=False)
            self.bytes -= _size(dropped)
        return pixmap

    def clear(self) -> None:
        """Forget every image."""
        self._images.clear()
        self.bytes = 0


def _size(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


TOKEN_IMAGES_BUDGET = 24 * 1024 * 1024
"""Bytes of disc and pill images kept (about 600 discs of a 17-seat square at 1366×768; a whole 5,000-event review
with its layout changes drawn ahead holds about 370 discs and pills, 11.5 MB)."""
TOKEN_IMAGES = TokenImages(TOKEN_IMAGES_BUDGET)


def _placed(painter: QPainter) -> tuple[float, float, float] | None:
    """The device pixel ratio and where the painter's origin lies on its device in device pixels; None when the painter
    scales or turns (then the vectors are painted)."""
    transform = painter.worldTransform()
    device = painter.device()
    if transform.type().value > QTransform.TransformationType.TxTranslate.value or device is None:
        return None
    ratio = device.devicePixelRatioF()
    return ratio, transform.dx() * ratio, transform.dy() * ratio


def _copy(painter: QPainter, pixmap: QPixmap, ratio: float, x: float, y: float, reach_x: int, reach_y: int) -> None:
    """Copy an image whose centre lies `reach` device pixels in (plus the sub-pixel offset it was drawn at) so that its
    centre lands at (x, y) in device pixels: the copy starts on a whole device pixel."""
    transform = painter.worldTransform()
    painter.drawPixmap(QPointF((math.floor(x) - reach_x) / ratio - transform.dx(), (math.floor(y) - reach_y) / ratio - transform.dy()), pixmap)


def paint_token_cached(painter: QPainter, radius: float, token: TokenFace | None, believed: str | None = None, *,
                       dead: bool = False, ghost_vote: bool = False, mark: tuple[str, str] | None = None) -> None:
    """Paint a seat's disc as `paint_disc` does, from its image in `TOKEN_IMAGES` (drawn once per face, size, pixel
    ratio and sub-pixel position). The copy lands on whole device pixels with the disc drawn at the painter's own
    sub-pixel offset, so it shows the pixels the vectors would. A painter that scales or turns paints the vectors."""
    placed = _placed(painter)
    if placed is None:
        paint_disc(painter, radius, token, believed, dead=dead, ghost_vote=ghost_vote, mark=mark)
        return
    ratio, x, y = placed
    key = token_key(token, believed, radius, ratio, x, y, dead=dead, ghost_vote=ghost_vote, mark=mark)
    reach = token_reach(radius, ratio, mark is not None)
    _copy(painter, TOKEN_IMAGES.image(key), ratio, x, y, reach, reach)


def paint_reminder_cached(painter: QPainter, face: ReminderFace, half: tuple[float, float], highlighted: bool = False) -> None:
    """Paint a reminder pill as `paint_reminder` does, from its image in `TOKEN_IMAGES` (as `paint_token_cached`)."""
    placed = _placed(painter)
    if placed is None:
        paint_reminder(painter, half[0], half[1], face.text, face.team, highlighted, face.inert, face.mark)
        return
    ratio, x, y = placed
    reach_x, reach_y = pill_reach(half[0], half[1], ratio)
    _copy(painter, TOKEN_IMAGES.image(pill_key(face, half, ratio, x, y, highlighted)), ratio, x, y, reach_x, reach_y)


def paint_shroud(painter: QPainter, radius: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 110))
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    r = radius
    banner = QPolygonF([QPointF(-0.42 * r, -0.93 * r), QPointF(0.42 * r, -0.93 * r), QPointF(0.42 * r, -0.22 * r), QPointF(0, -0.46 * r), QPointF(-0.42 * r, -0.22 * r)])
    painter.setPen(QPen(QColor("#8a8a8a"), max(1.0, r * 0.03)))
    painter.setBrush(QColor(style.SHROUD))
    painter.drawPolygon(banner)


def paint_ghost_vote(painter: QPainter, radius: float, present: bool) -> None:
    centre, size = QPointF(0.8 * radius, -0.74 * radius), 0.2 * radius
    if present:
        painter.setPen(QPen(QColor("#111111"), max(1.0, radius * 0.04)))
        painter.setBrush(QColor("#fafafa"))
        painter.drawEllipse(centre, size, size)
        return
    pen = QPen(QColor("#9a9a9a"), max(1.0, radius * 0.04), Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, size, size)
    painter.drawLine(centre + QPointF(-size, size), centre + QPointF(size, -size))


def _badge(painter: QPainter, centre: QPointF, size: float, fill: str, text: str) -> None:
    painter.setPen(QPen(QColor("#fafafa"), max(1.0, size * 0.12)))
    painter.setBrush(QColor(fill))
    painter.drawEllipse(centre, size, size)
    draw_fitted(painter, QRectF(centre.x() - size, centre.y() - size, 2 * size, 2 * size), text, size * 1.15, "#ffffff", bold=True, smallest=7)


def _tag(painter: QPainter, radius: float, text: str) -> None:
    width, height = radius * 1.1, radius * 0.3
    box = QRectF(-width / 2, -radius - height * 0.55, width, height)
    painter.setPen(QPen(QColor("#fafafa"), 1))
    painter.setBrush(QColor(style.team_colour("traveller")).darker(130))
    painter.drawRoundedRect(box, height / 2, height / 2)
    draw_fitted(painter, box, text, height * 0.75, "#ffffff", bold=True, smallest=7)


def paint_plate(painter: QPainter, radius: float, name: str, alive: bool) -> None:
    """Paint the player's name plate across the bottom edge of the token."""
    local = plate_rect(radius)
    box = QRectF(local.left, local.top, local.width, local.height)
    painter.setPen(QPen(QColor("#0a0a0a"), 1))
    painter.setBrush(QColor(style.PARCHMENT if alive else style.DEAD_PLATE))
    painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
    inner = box.adjusted(box.height() * 0.35, 0, -box.height() * 0.35, 0)
    draw_fitted(painter, inner, name, box.height() * 0.78, style.PARCHMENT_INK if alive else "#ecebe8", bold=True)


def paint_acting(painter: QPainter, radius: float) -> None:
    """Paint the acting ring: a soft violet halo with a solid ring, outside the selection ring."""
    ring = radius + ACTING_GAP
    halo = QColor(ACTING_COLOUR)
    halo.setAlpha(90)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(halo, max(6.0, radius * 0.16)))
    painter.drawEllipse(QPointF(0, 0), ring, ring)
    painter.setPen(QPen(QColor(ACTING_COLOUR), max(2.5, radius * 0.06)))
    painter.drawEllipse(QPointF(0, 0), ring, ring)


NOTE_PAPER, NOTE_EDGE = "#ffe27a", "#5c4a12"
"""The note mark's paper and outline: a small yellow slip, unlike every team and badge colour."""


def paint_note_mark(painter: QPainter, radius: float) -> None:
    """Paint the note mark at the token's lower right, above the plate: a slip with a folded corner and two lines.

    Drawn only on the Storyteller's square (a seat with a note: SeatFace.note); the public window paints its own seats.
    """
    size = max(10.0, radius * 0.4)
    left, top, fold = radius * 1.02 - size, radius * 0.88 - size, size * 0.3
    slip = QPolygonF([QPointF(left, top), QPointF(left + size - fold, top), QPointF(left + size, top + fold),
                      QPointF(left + size, top + size), QPointF(left, top + size)])
    painter.save()
    painter.setPen(QPen(QColor(NOTE_EDGE), max(1.0, radius * 0.03)))
    painter.setBrush(QColor(NOTE_PAPER))
    painter.drawPolygon(slip)
    painter.drawLine(QPointF(left + size - fold, top), QPointF(left + size - fold, top + fold))
    painter.drawLine(QPointF(left + size - fold, top + fold), QPointF(left + size, top + fold))
    for row in (0.5, 0.72):
        painter.drawLine(QPointF(left + size * 0.2, top + size * row), QPointF(left + size * 0.8, top + size * row))
    painter.restore()


def paint_seat(
    painter: QPainter,
    face: SeatFace,
    radius: float,
    selected: bool,
    highlighted: bool,
    traveller_tag: str,
    acting: bool = False,
    chosen: int | None = None,
) -> None:
    """Paint a whole seat: acting ring, token, alignment mark, shroud, ghost vote, traveller tag, plate, selection, choice."""
    if acting:
        paint_acting(painter, radius)
    mark = seat_mark(face)
    paint_token_cached(painter, radius, face.token, face.believed, dead=not face.alive, ghost_vote=face.ghost_vote, mark=mark)
    if mark is not None:
        paint_badge(painter, radius, mark)
    if selected or highlighted:
        pen = QPen(QColor(style.SELECTION if selected else style.DROP_HINT), max(2.5, radius * 0.08))
        if highlighted and not selected:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), radius + 4, radius + 4)
    if face.traveller:
        _tag(painter, radius, traveller_tag)
    paint_plate(painter, radius, face.player, face.alive)
    if face.note:
        paint_note_mark(painter, radius)
    if chosen is not None:
        _badge(painter, QPointF(0.8 * radius, -0.74 * radius), 0.26 * radius, CHOSEN_COLOUR, str(chosen))


INERT_OPACITY = 0.45
"""How strongly an inert reminder token is drawn."""


def paint_reminder(
    painter: QPainter,
    half_w: float,
    half_h: float,
    text: str,
    team: str | None,
    highlighted: bool = False,
    inert: bool = False,
    source: TokenFace | None = None,
) -> None:
    """Paint a reminder pill centred on the origin: parchment, a cap in the source team's colour, the name.

    With a `source` (the character the reminder belongs to) the cap is that character's mark (`paint_source_mark`),
    so the Noble's and the Balloonist's "알고 있음" differ at a glance, and the name is set by `reminder_text`
    (never below REMINDER_MIN_TEXT: two lines, then "…"; the tooltip has it whole). An inert token (placed while
    its source was drunk or poisoned: it does nothing) is faded with a dashed edge.
    """
    if inert:
        painter.save()
        painter.setOpacity(INERT_OPACITY)
        paint_reminder(painter, half_w, half_h, text, team, highlighted, source=source)
        painter.restore()
        edge = QPainterPath()
        edge.addRoundedRect(QRectF(-half_w, -half_h, 2 * half_w, 2 * half_h), half_h, half_h)
        painter.setPen(QPen(QColor(style.INK), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(edge)
        return
    box = QRectF(-half_w, -half_h, 2 * half_w, 2 * half_h)
    path = QPainterPath()
    path.addRoundedRect(box, half_h, half_h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(style.PARCHMENT))
    painter.drawPath(path)
    if source is None:
        painter.save()
        painter.setClipPath(path)
        painter.setBrush(style.team_colour(team))
        painter.drawRect(QRectF(-half_w, -half_h, half_h * 0.7, 2 * half_h))
        painter.restore()
    painter.setPen(QPen(QColor(style.DROP_HINT if highlighted else "#0a0a0a"), 2.5 if highlighted else 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    if source is None:
        inner = box.adjusted(half_h * 0.8, 1, -half_h * 0.35, -1)
        draw_fitted(painter, inner, text, half_h * 0.95, style.PARCHMENT_INK, bold=True, smallest=8)
        return
    centre, radius, inner = pill_parts(half_w, half_h)
    paint_source_mark(painter, centre, radius, source)
    draw_pill_text(painter, inner, reminder_text(text, round(inner.width(), 1), round(inner.height(), 1), max(REMINDER_MIN_TEXT, int(half_h * 0.95))))


REMINDER_MIN_TEXT = 11
"""Smallest size of a reminder pill's name, in pixels: legible at 1366×768 at the default zoom (issue 19 point 7)."""
MARK_MIN_TEXT = 8
"""Smallest size of the initials in a pill's source mark (an icon, like the tray's)."""
LINE_STEP = 1.12
"""A pill's line spacing as a multiple of the font's pixel size (tighter than the font's own, so two lines fit)."""
TIGHT_STEP = 1.0
"""The line spacing at REMINDER_MIN_TEXT when LINE_STEP leaves no room for two lines (a smaller pill)."""


@dataclass(frozen=True)
class PillText:
    """How a pill's name is set: the pixel size, the lines, and whether it was cut short ("…")."""

    pixels: int
    lines: tuple[str, ...]
    elided: bool
    step: float = LINE_STEP
    """The line spacing, as a multiple of `pixels`."""


def pill_parts(half_w: float, half_h: float) -> tuple[QPointF, float, QRectF]:
    """Return a pill's source mark (centre and radius) and the box its name is set in."""
    radius = max(half_h - 2.5, 4.0)
    centre = QPointF(-half_w + 2 + radius, 0)
    left = centre.x() + radius + 1.5
    return centre, radius, QRectF(left, -half_h + 0.5, half_w - half_h * 0.2 - left, 2 * half_h - 1)


def _wrap(text: str, width: float, metrics: QFontMetricsF) -> list[str]:
    """Break text into lines at spaces, each as long as fits the width (a word longer than the width stands alone)."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width + 0.5:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


@lru_cache(maxsize=4096)
def reminder_text(text: str, width: float, height: float, largest: int) -> PillText:
    """Set a pill's name in a box: the largest size from `largest` down to REMINDER_MIN_TEXT at which its lines fit;
    at the smallest, as many lines as fit with the last cut short ("…"). Never smaller than REMINDER_MIN_TEXT."""
    for pixels in range(max(largest, REMINDER_MIN_TEXT), REMINDER_MIN_TEXT - 1, -1):
        metrics = QFontMetricsF(style.font(pixels, True))
        lines = _wrap(text, width, metrics)
        fits = all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines)
        if fits and len(lines) * pixels * LINE_STEP <= height + 0.5:
            return PillText(pixels, tuple(lines), False)
    metrics = QFontMetricsF(style.font(REMINDER_MIN_TEXT, True))
    lines = _wrap(text, width, metrics)
    room = max(1, int((height + 0.5) // (REMINDER_MIN_TEXT * TIGHT_STEP)))
    if len(lines) <= room and all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines):
        return PillText(REMINDER_MIN_TEXT, tuple(lines), False, TIGHT_STEP)
    kept = lines[:room]
    if len(lines) > room:
        kept[-1] = " ".join(lines[room - 1 :])
    return PillText(REMINDER_MIN_TEXT, tuple(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in kept), True, TIGHT_STEP)


def draw_pill_text(painter: QPainter, box: QRectF, text: PillText) -> None:
    """Draw a pill's name as `reminder_text` set it, its lines centred in the box."""
    painter.setFont(style.font(text.pixels, True))
    painter.setPen(QColor(style.PARCHMENT_INK))
    step = text.pixels * text.step
    top = box.center().y() - step * len(text.lines) / 2
    for index, line in enumerate(text.lines):
        painter.drawText(QRectF(box.left(), top + index * step, box.width(), step), int(Qt.AlignmentFlag.AlignCenter), line)


def paint_source_mark(painter: QPainter, centre: QPointF, radius: float, source: TokenFace) -> None:
    """Paint the mark of the character a reminder comes from: a small disc in its team's colour with its initials
    (the tray shows the same mark beside each reminder: `source_mark_pixmap`)."""
    colour = style.team_colour(source.team)
    painter.setPen(QPen(QColor("#0a0a0a"), 1))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    box = QRectF(centre.x() - radius * 0.92, centre.y() - radius * 0.8, radius * 1.84, radius * 1.6)
    draw_fitted(painter, box, source.initials, radius * 0.95, style.INK, bold=True, smallest=MARK_MIN_TEXT)


def source_mark_pixmap(source: TokenFace, radius: float, ratio: float = 1.0) -> QPixmap:
    """Return a reminder's source mark as a pixmap (the tray's reminder icons)."""
    side = int((2 * radius + 4) * ratio)
    pixmap = QPixmap(side, side)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_source_mark(painter, QPointF(radius + 2, radius + 2), radius, source)
    painter.end()
    return pixmap


def paint_middle(painter: QPainter, box: QRectF, face: MiddleFace) -> None:
    """Paint the middle of the square: the phase large, then counts and bluffs."""
    height = box.height()
    draw_fitted(painter, QRectF(box.left(), box.top(), box.width(), height * 0.42), face.phase, height * 0.3, style.INK, bold=True)
    draw_fitted(painter, QRectF(box.left(), box.top() + height * 0.42, box.width(), height * 0.26), face.counts, height * 0.14, style.MUTED_INK)
    draw_fitted(painter, QRectF(box.left(), box.top() + height * 0.68, box.width(), height * 0.32), face.bluffs, height * 0.13, style.MUTED_INK)


def token_pixmap(token: TokenFace | None, radius: float, ratio: float = 1.0) -> QPixmap:
    """Return a character token as a pixmap (tray, picker and card icons)."""
    side = int((2 * radius + 4) * ratio)
    pixmap = QPixmap(side, side)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(radius + 2, radius + 2)
    paint_token(painter, radius, token)
    painter.end()
    return pixmap


def reminder_pixmap(text: str, team: str | None, half_w: float, half_h: float, ratio: float = 1.0, source: TokenFace | None = None) -> QPixmap:
    """Return a reminder pill as a pixmap (tray icons)."""
    pixmap = QPixmap(int((2 * half_w + 4) * ratio), int((2 * half_h + 4) * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(half_w + 2, half_h + 2)
    paint_reminder(painter, half_w, half_h, text, team, source=source)
    painter.end()
    return pixmap
