"""TimelineSlider: a slider over positions 0..e that shows the nights and days under its groove.

A band under the groove is dark for each night and gold for each day, and ticks above it mark
the deaths, executions and nominations, at exactly the x where the handle stands for that
event (the style's own value-to-pixel mapping), so the Storyteller can aim for them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

from grimoire_app.ui.review.index import MARK_KINDS, ReviewIndex
from grimoire_app.ui.review.style import MARK_COLOURS, PHASE_COLOURS, SLIDER_HEIGHT

BAND_HEIGHT = 5
TICK_HEIGHT = 6


class TimelineSlider(QSlider):
    """A horizontal slider whose range is the game's positions, painted with its phases and marks."""

    def __init__(self, index: ReviewIndex, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("review-slider")
        self.setMinimumHeight(SLIDER_HEIGHT)
        self.setTracking(True)
        self._picture: QPixmap | None = None
        """The bands and ticks as last painted (None: to paint again)."""
        self.set_index(index)

    def set_index(self, index: ReviewIndex) -> None:
        """Show another reading of the game (the range follows its length)."""
        self.index = index
        self.setRange(0, index.count)
        self.setPageStep(max(1, index.count // 20))
        self._picture = None
        self.update()

    def x_of(self, n: int) -> float:
        """Return the x (in widget pixels) of the handle's centre when the slider stands at n."""
        return self._mapping()(n)

    def _mapping(self) -> Callable[[int], float]:
        """Return the style's value-to-x mapping for the slider's current size."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self)
        span = max(groove.width() - handle.width(), 1)
        offset = groove.x() + handle.width() / 2
        low, high = self.minimum(), self.maximum()
        return lambda n: offset + QStyle.sliderPositionFromValue(low, high, n, span)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self.picture())
        painter.end()
        super().paintEvent(event)

    def picture(self) -> QPixmap:
        """Return the bands and ticks for the slider's current size (painted once, then cached)."""
        ratio = self.devicePixelRatioF()
        if self._picture is None or self._picture.size() != self.size() * ratio:
            picture = QPixmap(self.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            x_of = self._mapping()
            self._paint_bands(painter, x_of)
            self._paint_ticks(painter, x_of)
            painter.end()
            self._picture = picture
        return self._picture

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._picture = None
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self._picture = None
        super().changeEvent(event)

    def _paint_bands(self, painter: QPainter, x_of: Callable[[int], float]) -> None:
        starts = self.index.phase_starts
        bottom = self.height() - BAND_HEIGHT
        colours = {kind: QColor(colour) for kind, colour in PHASE_COLOURS.items()}
        for number, start in enumerate(starts):
            end = starts[number + 1] if number + 1 < len(starts) else self.index.count
            left, right = x_of(start), x_of(end)
            painter.fillRect(QRectF(left, bottom, max(right - left, 1.0), BAND_HEIGHT), colours[self.index.phase_at(start).kind])

    def _paint_ticks(self, painter: QPainter, x_of: Callable[[int], float]) -> None:
        for kind in MARK_KINDS:
            painter.setPen(QPen(QColor(MARK_COLOURS[kind]), 2))
            for n in self.index.marks[kind]:
                x = round(x_of(n))
                painter.drawLine(x, 0, x, TICK_HEIGHT)

    def band_rect(self) -> QRect:
        """Return where the phase bands are painted (tests look at the pixels there)."""
        return QRect(0, self.height() - BAND_HEIGHT, self.width(), BAND_HEIGHT)
