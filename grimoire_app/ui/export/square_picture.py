"""A still picture of the grimoire for printing: the seats in a circle, drawn with QPainter.

Each seat shows its number and player name outside the circle, the character name inside a token
ringed in the team's colour (with what a Drunk believes, and the alignment when it is not the
type's usual one), a black DEAD banner on the dead (saying whether their ghost vote is left),
and the reminder tokens lying by it as small labels toward the centre.

This is a stand-in for the town-square widget (being built separately): the summary only calls
`paint_square` through its `Picture` seam, so the real square can take its place by painting
itself the same way (a QGraphicsScene renders into any painter).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

from grimoire_app.i18n import tr
from grimoire_app.model import Library, Script
from grimoire_app.model.characters import Character, Lang, Team
from grimoire_app.systems.botc.describe import Namer
from grimoire_app.systems.botc.state import GameState, Reminder, Seat
from grimoire_app.ui.export.fonts import printable
from grimoire_app.ui.metrics import TEAM_COLOURS

CANVAS = QRectF(0, 0, 1200, 1000)
"""Logical drawing area; the image is this scaled to the pixel width asked for."""
RING_RADIUS = 330.0
TOKEN_RADIUS = (36.0, 95.0)
"""Smallest and largest token radius: tokens shrink as seats are added, down to 20 and beyond."""
INK, PAPER, DEAD_FILL, TABLE = "#222222", "#fbf8f1", "#c9c9c9", "#e4ded2"
NO_TEAM = "#777777"
CAPTION_CLEAR = (118.0, 70.0)
"""Half the width and height of the box around the centre that holds the caption: reminder labels stop at it."""


@dataclass(frozen=True)
class _Place:
    """Where one seat is drawn: its token centre, radius and outward unit vector."""

    centre: QPointF
    radius: float
    out: QPointF
    seats: int


def seat_positions(count: int, radius: float) -> list[tuple[float, float]]:
    """Return seat centres around (0, 0), first at the top, then clockwise (y grows downward).

    >>> [(round(x), round(y)) for x, y in seat_positions(4, 100)]
    [(0, -100), (100, 0), (0, 100), (-100, 0)]
    """
    angles = (-math.pi / 2 + 2 * math.pi * i / count for i in range(count))
    return [(radius * math.cos(a) + 0.0, radius * math.sin(a) + 0.0) for a in angles]


def token_radius(count: int) -> float:
    """Return the token radius for a table of `count` seats: as large as fits, within TOKEN_RADIUS.

    >>> token_radius(5), round(token_radius(20), 1)
    (95.0, 47.7)
    """
    fits = 0.46 * 2 * math.pi * RING_RADIUS / max(count, 1)
    return max(TOKEN_RADIUS[0], min(TOKEN_RADIUS[1], fits))


def paint_square(
    painter: QPainter, rect: QRectF, state: GameState, script: Script, library: Library, lang: Lang, caption: str
) -> None:
    """Paint the grimoire of `state` into `rect` (kept in proportion, centred), captioned in the centre."""
    scale = min(rect.width() / CANVAS.width(), rect.height() / CANVAS.height())
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.translate(rect.center() - CANVAS.center() * scale)
    painter.scale(scale, scale)
    _Drawing(painter, state, Namer(state, script, library, lang)).draw(caption)
    painter.restore()


def square_image(state: GameState, script: Script, library: Library, lang: Lang, caption: str, width: int = 1500) -> QImage:
    """Draw the grimoire of `state` on a white image `width` pixels wide (for HTML and screens)."""
    image = QImage(width, round(width * CANVAS.height() / CANVAS.width()), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_square(painter, QRectF(image.rect()), state, script, library, lang, caption)
    painter.end()
    return image


class _Drawing:
    """One picture being painted: the painter, the state and the names in one language."""

    def __init__(self, painter: QPainter, state: GameState, namer: Namer) -> None:
        self.painter, self.state, self.namer = painter, state, namer

    def draw(self, caption: str) -> None:
        """Paint the table, every seat, and the caption in the centre."""
        centre = CANVAS.center()
        count = len(self.state.seats)
        self.painter.setPen(QPen(QColor(TABLE), 3))
        self.painter.drawEllipse(centre, RING_RADIUS, RING_RADIUS)
        radius = token_radius(count)
        for index, (x, y) in enumerate(seat_positions(count, RING_RADIUS)):
            place = _Place(centre + QPointF(x, y), radius, QPointF(x, y) / RING_RADIUS, count)
            self._seat(index + 1, self.state.seats[index], place)
        self._caption(caption, centre)

    def _seat(self, number: int, seat: Seat, place: _Place) -> None:
        character = self._character(seat.character)
        colour = QColor(TEAM_COLOURS[character.team.value] if character else NO_TEAM)
        pen = QPen(colour, max(4.0, place.radius * 0.09))
        self.painter.setPen(pen)
        self.painter.setBrush(QColor(PAPER if seat.alive else DEAD_FILL))
        self.painter.drawEllipse(place.centre, place.radius, place.radius)
        self._token_text(seat, character, colour, place)
        if not seat.alive:
            self._dead_banner(seat, place)
        self._name_label(f"{number} {seat.name}", place)
        self._reminders(seat.reminders, place)

    def _token_text(self, seat: Seat, character: Character | None, colour: QColor, place: _Place) -> None:
        r = place.radius
        lines = [(self.namer.character(seat.character), colour, True)]
        if seat.believed and seat.believed != seat.character:
            lines.append((tr("export.square.believes", self.namer.lang, character=self.namer.character(seat.believed)), QColor(INK), False))
        if character is not None and _unusual_alignment(character.team, seat.alignment):
            lines.append(("(" + self.namer.say(seat.alignment) + ")", QColor(TEAM_COLOURS["demon" if seat.alignment == "evil" else "townsfolk"]), True))
        bottom = 0.25 * r if not seat.alive else 0.65 * r
        height = (0.65 * r + bottom) / len(lines)
        top = place.centre.y() - 0.65 * r
        for index, (text, ink, bold) in enumerate(lines):
            box = QRectF(place.centre.x() - 0.88 * r, top + index * height, 1.76 * r, height)
            size = r * (0.34 if index == 0 else 0.24)
            self._fitted_text(box, text, ink, size, bold)

    def _dead_banner(self, seat: Seat, place: _Place) -> None:
        r = place.radius
        key = "export.square.dead_vote" if seat.ghost_vote else "export.square.dead"
        text = tr(key, self.namer.lang)
        box = QRectF(place.centre.x() - 0.8 * r, place.centre.y() + 0.28 * r, 1.6 * r, 0.4 * r)
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(QColor(INK))
        self.painter.drawRoundedRect(box, 0.12 * r, 0.12 * r)
        self._fitted_text(box.adjusted(4, 0, -4, 0), text, QColor("white"), 0.26 * r, True)

    def _name_label(self, text: str, place: _Place) -> None:
        font = _font(max(22.0, min(32.0, place.radius * 0.4)), bold=True)
        metrics = QFontMetricsF(font)
        width, height = metrics.horizontalAdvance(text) + 6, metrics.height()
        anchor = place.centre + place.out * (place.radius + 8)
        centre = anchor + QPointF(place.out.x() * width / 2, place.out.y() * height / 2)
        self.painter.setFont(font)
        self.painter.setPen(QColor(INK))
        self.painter.drawText(QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height), Qt.AlignmentFlag.AlignCenter, text)

    def _reminders(self, reminders: tuple[Reminder, ...], place: _Place) -> None:
        """Draw the reminder labels lying by a seat (see `reminder_labels`)."""
        wanted = []
        for reminder in reminders:
            source = self._character(reminder.character)
            colour = TEAM_COLOURS[source.team.value] if source else NO_TEAM
            token = self.namer.token(reminder.character, reminder.token)
            wanted.append(((f"{self.namer.character(reminder.character)}: {token}", token), colour))
        for label in reminder_labels(tuple(wanted), place):
            self._pill(label)

    def _pill(self, label: Label) -> None:
        colour = QColor(label.colour)
        self.painter.setPen(QPen(colour, 2.5))
        self.painter.setBrush(QColor("white"))
        self.painter.drawRoundedRect(label.box, label.box.height() / 2, label.box.height() / 2)
        self.painter.setFont(_font(label.box.height() * LABEL_FONT, bold=False))
        self.painter.setPen(colour.darker(130))
        self.painter.drawText(label.box, Qt.AlignmentFlag.AlignCenter, label.text)

    def _caption(self, caption: str, centre: QPointF) -> None:
        alive = tr("export.square.alive", self.namer.lang, alive=self.state.alive_count, seats=len(self.state.seats))
        self._fitted_text(QRectF(centre.x() - 112, centre.y() - 62, 224, 74), caption, QColor(INK), 30, True)
        self._fitted_text(QRectF(centre.x() - 112, centre.y() + 14, 224, 36), alive, QColor(INK), 24, False)

    def _fitted_text(self, box: QRectF, text: str, ink: QColor, size: float, bold: bool) -> None:
        """Draw text centred in a box, wrapped, shrinking the font until it fits."""
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        font = _font(size, bold)
        while size > 9 and not _fits(QFontMetricsF(font).boundingRect(box, flags, text), box):
            size *= 0.9
            font = _font(size, bold)
        fits = _fits(QFontMetricsF(font).boundingRect(box, flags, text), box)
        self.painter.setFont(font)
        self.painter.setPen(ink)
        shown = text if fits else QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, box.width())
        self.painter.drawText(box, flags, shown)

    def _character(self, character_id: str | None) -> Character | None:
        if character_id is None:
            return None
        return self.namer.script.character(character_id) or self.namer.library.find(character_id)


LABEL_FONT = 0.66
"""A reminder label's text size, as a fraction of the label's height."""
LABEL_PADDING = 12.0
"""Room a label leaves around its text, in canvas units (the rounded ends)."""
LABEL_GAP = 4.0
"""Space between two labels of a seat."""
MIN_LABEL_TEXT = 2
"""A label shows at least this many characters of its text (then "…"); less would be an empty-looking ring."""


@dataclass(frozen=True)
class Label:
    """One reminder label as drawn: its text, its team colour, its box on the canvas and how far its centre
    lies from the canvas centre along its seat's ray."""

    text: str
    colour: str
    box: QRectF
    distance: float
    more: int = 0
    """How many reminders a "+N" label stands for (0 for a reminder's own label)."""


def reminder_labels(wanted: tuple[tuple[tuple[str, ...], str], ...], place: _Place) -> list[Label]:
    """Return the labels to draw for a seat's reminders, stacked from its token toward the centre.

    `wanted` holds, per reminder, its texts from longest to shortest ("Noble: Know", "Know") and its colour.
    Each label shows the first text that fits, else the last cut short (at least MIN_LABEL_TEXT characters and
    "…"); no label enters the caption's box. When a label does not fit, "+N" stands for it and the rest, taking
    the place of the labels before it until it fits: no label is drawn empty (an empty label was a stray ring
    on the dawn pictures) and none is left out without a count.
    """
    longest = max((len(texts) for texts, _ in wanted), default=1)
    for skip in range(longest):
        # The longer texts ("Noble: Know") only while every label still fits; else all the shorter ones.
        shorter = tuple((texts[min(skip, len(texts) - 1) :], colour) for texts, colour in wanted)
        labels = _stack(shorter, place)
        if not any(label.more for label in labels):
            return labels
    return labels


def _stack(wanted: tuple[tuple[tuple[str, ...], str], ...], place: _Place) -> list[Label]:
    """Stack the labels one after the other (see `reminder_labels`), ending with "+N" when one does not fit."""
    height = label_height(place)
    labels: list[Label] = []
    for index, (texts, colour) in enumerate(wanted):
        label = _fit(texts, colour, place, labels[-1] if labels else None, height)
        if label is None:
            return _more(labels, len(wanted) - index, place, height)
        labels.append(label)
    return labels


def label_height(place: _Place) -> float:
    """Return the height of a seat's reminder labels (from its token's size)."""
    return max(24.0, min(32.0, place.radius * 0.36))


def _more(labels: list[Label], left: int, place: _Place, height: float) -> list[Label]:
    """End a seat's labels with "+N" for the `left` not drawn, taking the place of drawn ones until it fits."""
    while True:
        more = _fit((f"+{left}",), NO_TEAM, place, labels[-1] if labels else None, height)
        if more is not None:
            return [*labels, replace(more, more=left)]
        if not labels:
            return []
        labels = labels[:-1]
        left += 1


def _fit(texts: tuple[str, ...], colour: str, place: _Place, previous: Label | None, height: float) -> Label | None:
    """Return the label of the first of `texts` (then the last cut shorter and shorter) that fits after
    `previous` on the seat's ray, clear of the caption's box and of the neighbouring seats' labels; else None."""
    metrics = QFontMetricsF(_font(height * LABEL_FONT, bold=False))
    across, along = abs(place.out.x()), abs(place.out.y())
    caption = QRectF(-CAPTION_CLEAR[0], -CAPTION_CLEAR[1], 2 * CAPTION_CLEAR[0], 2 * CAPTION_CLEAR[1]).translated(CANVAS.center())
    for text in _candidates(texts, metrics):
        width = max(metrics.horizontalAdvance(text) + LABEL_PADDING + 4, height)
        if previous is None:
            distance = RING_RADIUS - place.radius - 6 - (across * width / 2 + along * height / 2)
        else:
            step_x = (previous.box.width() / 2 + width / 2 + LABEL_GAP) / across if across > 1e-6 else math.inf
            step_y = (height + LABEL_GAP) / along if along > 1e-6 else math.inf
            distance = previous.distance - min(step_x, step_y)
        if width > min(260.0, 1.15 * 2 * math.pi * max(distance, 0.0) / max(place.seats, 1)):
            continue
        centre = CANVAS.center() + place.out * distance
        box = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        if not box.intersects(caption):
            return Label(text, colour, box, distance)
    return None


def _candidates(texts: tuple[str, ...], metrics: QFontMetricsF) -> list[str]:
    """Return the texts a label may show, longest first: each given text, then the last cut short ("Know…")."""
    last = texts[-1]
    shorter = [metrics.elidedText(last, Qt.TextElideMode.ElideRight, width) for width in range(int(metrics.horizontalAdvance(last)), 0, -6)]
    legible = [text for text in shorter if len(text.removesuffix("…")) >= min(MIN_LABEL_TEXT, len(last))]
    return list(dict.fromkeys([*texts, *legible]))


def _fits(needed: QRectF, box: QRectF) -> bool:
    return needed.width() <= box.width() + 1 and needed.height() <= box.height() + 1


def _unusual_alignment(team: Team, alignment: str) -> bool:
    """Whether the alignment differs from the type's usual one (travellers have none: always say)."""
    if team in (Team.TOWNSFOLK, Team.OUTSIDER):
        return alignment != "good"
    if team in (Team.MINION, Team.DEMON):
        return alignment != "evil"
    return True


def _font(pixels: float, bold: bool) -> QFont:
    font = printable(QFont())
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font
