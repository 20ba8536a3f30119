"""The Djinn's jinxes as the table sees them: a titled list in the public window, and in the Djinn's tooltip.

The model says which jinxes are shown (fabled_applied.djinn_jinxes, docs/rules/djinn.md); this module
only words and paints them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Jinx
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.paint import draw_fitted
from grimoire_app.ui.sheet_markup import markup_plain

JINX_BOX = (0.02, 0.62, 0.3, 0.36)
"""The jinx list's box in the public window, as fractions of its width and height (left, top, width, height)."""


def jinx_lines(faces: Faces, jinxes: Sequence[Jinx]) -> list[str]:
    """Return the title and one line per jinx ("A + B: rule", markup rendered), in the faces' language; none without jinxes."""
    if not jinxes:
        return []
    lines = [tr("djinn.jinxes.title", faces.lang)]
    for jinx in jinxes:
        first, second = (faces.name(cid) for cid in jinx.characters)
        lines.append(tr("djinn.jinxes.line", faces.lang, first=first, second=second, rule=markup_plain(jinx.text(faces.lang))))
    return lines


def paint_jinxes(painter: QPainter, lines: Sequence[str], width: float, height: float, largest: float) -> None:
    """Paint the jinx list in the bottom-left corner, shrunk to fit its box."""
    if not lines:
        return
    left, top, box_width, box_height = JINX_BOX
    box = QRectF(left * width, top * height, box_width * width, box_height * height)
    draw_fitted(painter, box, "\n".join(lines), largest, style.MUTED_INK)
