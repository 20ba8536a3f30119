"""Town-square colours and fonts in one place: a dim-room palette (STYLE.md point 11).

Team colours come from ui/metrics.py; everything the square adds (felt, parchment, shroud,
alignment marks) lives here.
"""

from __future__ import annotations

from functools import cache
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor, QFont

from grimoire_app.ui.metrics import TEAM_COLOURS

BACKGROUND = "#15171c"
FELT = "#1f2a26"
FELT_EDGE = "#2f3d37"
INK = "#f4efe4"
MUTED_INK = "#a9a49a"
PARCHMENT = "#efe4c8"
PARCHMENT_INK = "#2a2118"
DEAD_PLATE = "#6d6a64"
EMPTY_TOKEN = "#4a4d55"
SHROUD = "#0b0b0d"
SELECTION = "#f2c14e"
DROP_HINT = "#7fd1b9"
ALIGNMENT_COLOURS = {"good": "#2f7fd6", "evil": "#d23c32"}
COVER_BACKGROUND = "#101114"

FONT_FAMILIES = ["Noto Sans CJK KR", "Noto Sans KR", "Noto Sans", "DejaVu Sans", "sans-serif"]
"""Korean-capable faces first, so Hangul never falls back to boxes."""


Named = TypeVar("Named", bound=QObject)


def named(thing: Named, name: str) -> Named:
    """Give a Qt object an object name (tests find widgets and actions by it) and return it."""
    thing.setObjectName(name)
    return thing


def team_colour(team: str | None) -> QColor:
    """Return a team's token colour (grey for an empty seat or an unknown team)."""
    return QColor(TEAM_COLOURS.get(team or "", EMPTY_TOKEN))


@cache
def font(pixels: int, bold: bool = False) -> QFont:
    """Return the square's font at a pixel size (pixels keep tokens the same on any screen DPI)."""
    chosen = QFont()
    chosen.setFamilies(FONT_FAMILIES)
    chosen.setPixelSize(max(pixels, 6))
    chosen.setBold(bold)
    return chosen
