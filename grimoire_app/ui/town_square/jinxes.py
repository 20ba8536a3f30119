"""The Djinn's jinxes as the table sees them: a titled list in the public window, and in the Djinn's tooltip.

The model says which jinxes are shown (fabled_applied.djinn_jinxes, docs/rules/djinn.md); Faces.jinx_lines words
them (no Qt: the Djinn's tooltip is part of the square's picture); this module paints them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.paint import draw_fitted

JINX_BOX = (0.02, 0.62, 0.3, 0.36)
"""The jinx list's box in the public window, as fractions of its width and height (left, top, width, height)."""


def paint_jinxes(painter: QPainter, lines: Sequence[str], width: float, height: float, largest: float) -> None:
    """Paint the jinx list in the bottom-left corner, shrunk to fit its box."""
    if not lines:
        return
    left, top, box_width, box_height = JINX_BOX
    box = QRectF(left * width, top * height, box_width * width, box_height * height)
    draw_fitted(painter, box, "\n".join(lines), largest, style.MUTED_INK)
