"""Seat tokens drawn once per face, size, pixel ratio and sub-pixel offset, then copied (issue 20, review step).

The copy shows the pixels the vectors would (within 2 of 255 per channel: compositing rounding), at whole and half
pixel offsets, for small and large tokens, a believed character and an empty seat; a scaled painter gets the vectors.
The images are kept in a store of their own, bounded in bytes: the least recently used image goes first.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from grimoire_app.ui.town_square.face_values import ReminderFace
from grimoire_app.ui.town_square.faces import TokenFace
from grimoire_app.ui.town_square.paint import (
    TOKEN_IMAGES,
    TokenImages,
    draw_token_image,
    paint_disc,
    paint_reminder,
    paint_reminder_cached,
    paint_token,
    paint_token_cached,
    token_key,
)

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
    TOKEN_IMAGES.clear()
    _painted(paint_token_cached, 40.0, FACES[0], 100.0, 100.0)
    assert token_key(FACES[0], "Virgin", 40.0, 1.0, 100.0, 100.0) in TOKEN_IMAGES, "kept after the first paint"
    assert len(TOKEN_IMAGES) == 1
    _painted(paint_token_cached, 40.0, FACES[0], 100.0, 100.0)
    assert len(TOKEN_IMAGES) == 1, "copied, not drawn again"
    scaled = _painted(paint_token_cached, 40.0, FACES[1], 100.0, 100.0, scale=1.5)
    assert scaled == _painted(paint_token, 40.0, FACES[1], 100.0, 100.0, scale=1.5)


def test_the_store_keeps_its_budget_and_drops_the_least_recently_used(qapp: object) -> None:
    keys = [token_key(FACES[0], None, radius, 1.0, 10.25, 10.5) for radius in (20.0, 21.0, 22.0, 23.0)]
    one = draw_token_image(keys[0])
    store = TokenImages(budget=3 * one.width() * one.height() * 4)
    for key in keys[:3]:
        store.image(key)
    assert len(store) == 2 and store.bytes <= store.budget, "the larger images pushed the first out"
    store.image(keys[1])  # used: now the most recent
    store.image(keys[3])
    assert keys[1] in store and keys[3] in store and keys[2] not in store
    assert store.bytes == sum(4 * w * h for w, h in [(draw_token_image(k).width(), draw_token_image(k).height()) for k in (keys[1], keys[3])])


def test_a_kept_image_is_the_one_drawn_on_demand(qapp: object) -> None:
    store = TokenImages(budget=10**8)
    for token in FACES:
        key = token_key(token, "Virgin" if token else None, 33.3, 1.0, 51.375, 80.9)
        assert store.image(key).toImage() == draw_token_image(key).toImage()
        assert store.image(key).cacheKey() == store.image(key).cacheKey(), "the same image, kept"


@pytest.mark.parametrize("offset", [(120.0, 118.0), (120.5, 117.25), (119.875, 120.625)])
def test_a_dead_or_flipped_seats_disc_shows_the_pixels_its_vectors_would(qapp: object, offset: tuple[float, float]) -> None:
    """The shroud, the ghost vote and the alignment ring are drawn into the disc's image (paint_disc's order)."""
    for radius in (14.0, 33.5, 61.25):
        for dead, ghost_vote, mark in [(True, True, None), (True, False, None), (False, False, ("evil", "악")), (True, True, ("good", "G"))]:
            def vectors(painter: QPainter, r: float, token: TokenFace | None, believed: str | None) -> None:
                paint_disc(painter, r, token, believed, dead=dead, ghost_vote=ghost_vote, mark=mark)

            def cached(painter: QPainter, r: float, token: TokenFace | None, believed: str | None) -> None:
                paint_token_cached(painter, r, token, believed, dead=dead, ghost_vote=ghost_vote, mark=mark)

            for token in FACES:
                assert _worst(_painted(vectors, radius, token, *offset), _painted(cached, radius, token, *offset)) <= 2, (radius, dead, mark)


PILLS = [ReminderFace("r1", "s1", "독", "minion", "poisoner", ""), ReminderFace("r2", "s1", "알고 있음", "townsfolk", "noble", "", mark=FACES[0]),
         ReminderFace("r3", "s2", "Drunk is the Fortune Teller", "outsider", "drunk", "", inert=True, mark=FACES[1])]


@pytest.mark.parametrize("offset", [(120.0, 118.0), (120.5, 117.25)])
@pytest.mark.parametrize("half", [(30.0, 9.0), (52.5, 15.25)])
def test_a_copied_reminder_pill_shows_the_pixels_its_vectors_would(qapp: object, offset: tuple[float, float], half: tuple[float, float]) -> None:
    for face in PILLS:
        for highlighted in (False, True):
            def vectors(painter: QPainter, _r: float, _t: object, _b: object) -> None:
                paint_reminder(painter, half[0], half[1], face.text, face.team, highlighted, face.inert, face.mark)

            def cached(painter: QPainter, _r: float, _t: object, _b: object) -> None:
                paint_reminder_cached(painter, face, half, highlighted)

            assert _worst(_painted(vectors, 0.0, None, *offset), _painted(cached, 0.0, None, *offset)) <= 2, (face.text, highlighted)
