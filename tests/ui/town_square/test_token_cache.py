"""Seat tokens drawn once per face, size, pixel ratio and sub-pixel offset, then copied (issue 20, review step).

The copy shows the pixels the vectors would (within 2 of 255 per channel: compositing rounding), at whole and half
pixel offsets, for small and large tokens, a believed character and an empty seat; a scaled painter gets the vectors.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache

from grimoire_app.ui.town_square.faces import TokenFace
from grimoire_app.ui.town_square.paint import paint_token, paint_token_cached

FACES = [TokenFace("Fortune Teller", "FT", "townsfolk"), TokenFace("독살범", "독", "minion"), None]


def _painted(draw: object, radius: float, token: TokenFace | None, dx: float, dy: float, scale: float = 1.0) -> QImage:
    image = QImage(240, 240, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(dx, dy)
    painter.scale(scale, scale)
    draw(painter, radius, token, "Virgin" if token else None)  # type: ignore[operator]
    painter.end()
    return image


def _worst(one: QImage, other: QImage) -> int:
    """The largest difference of one channel of one pixel between two images of the same size and format."""
    first, second = bytes(one.constBits()), bytes(other.constBits())  # type: ignore[call-overload]
    return max(abs(a - b) for a, b in zip(first, second))


@pytest.mark.parametrize("radius", [12.0, 30.5, 63.0, 88.7])
@pytest.mark.parametrize("offset", [(120.0, 118.0), (120.5, 117.25)])
def test_the_copied_token_shows_the_pixels_the_vectors_would(qapp: object, radius: float, offset: tuple[float, float]) -> None:
    for token in FACES:
        vectors = _painted(paint_token, radius, token, *offset)
        assert _worst(vectors, _painted(paint_token_cached, radius, token, *offset)) <= 2
        assert _painted(paint_token_cached, radius, token, *offset) == _painted(paint_token_cached, radius, token, *offset)


def test_a_token_is_drawn_once_and_a_scaled_painter_gets_the_vectors(qapp: object) -> None:
    QPixmapCache.clear()
    _painted(paint_token_cached, 40.0, FACES[0], 100.0, 100.0)
    key = f"seat-token|{FACES[0]!r}|'Virgin'|40.0|1.0|0.0|0.0"
    assert QPixmapCache.find(key) is not None, "kept after the first paint"
    scaled = _painted(paint_token_cached, 40.0, FACES[1], 100.0, 100.0, scale=1.5)
    assert scaled == _painted(paint_token, 40.0, FACES[1], 100.0, 100.0, scale=1.5)
