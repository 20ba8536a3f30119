"""An evil Townsfolk's token reads upright (issue 19 point 7: "|0쟁점" drawn upside down could not be read); its
alignment shows as a ring and a badge instead."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from grimoire_app.ui.town_square.faces import SeatFace, TokenFace
from grimoire_app.ui.town_square.paint import paint_seat

RADIUS = 60


def seat_image(flipped: bool) -> QImage:
    face = SeatFace("s1", "민수", TokenFace("점쟁이", "점", "townsfolk"), None, flipped, "evil" if flipped else "good",
                    "악" if flipped else "선", True, True, False, "")
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(QPointF(100, 90))
    paint_seat(painter, face, RADIUS, False, False, "")
    painter.end()
    return image


def test_an_evil_townsfolk_reads_upright_with_its_alignment_marked(qtbot: QtBot) -> None:
    evil, good = seat_image(True), seat_image(False)
    centre = [(x, y) for x in range(100 - RADIUS // 2, 100 + RADIUS // 2) for y in range(90 - RADIUS // 2, 90 + RADIUS // 2)]
    assert all(evil.pixelColor(x, y) == good.pixelColor(x, y) for x, y in centre), "the name and initial are drawn the same way up"
    ring = (100 + RADIUS + 1, 90)
    assert evil.pixelColor(*ring) != good.pixelColor(*ring), "the alignment ring marks the evil Townsfolk"
