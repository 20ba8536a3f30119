"""Which installed font prints Hangul: printed pages must show Korean names, so the font is chosen
on purpose rather than left to Qt's fallback (which may pick a font the PDF cannot embed)."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase

PREFERRED_FAMILIES = (
    "Noto Sans CJK KR",
    "Noto Sans KR",
    "Source Han Sans KR",
    "Pretendard",
    "NanumGothic",
    "Nanum Gothic",
    "NanumBarunGothic",
    "Malgun Gothic",
    "Apple SD Gothic Neo",
    "AppleGothic",
    "UnDotum",
    "Baekmuk Gulim",
)
"""Sans-serif Korean families, best first: Linux (fonts-noto-cjk, fonts-nanum), Windows, macOS."""

OFF_FEATURES = ("locl", "calt")
"""OpenType substitutions turned off in print. Noto Sans CJK KR's `locl` swaps Latin letters and
digits, and its `calt` swaps the space between Hangul words, for glyphs its character map does not
reach; Qt's PDF writer leaves such glyphs out of the PDF's text map, so "Seed almanac 001" prints
but reads back as "Seed almanac" (pdftotext) or control characters (pypdf), and copying text from
the PDF loses them. The swapped-in glyphs look alike, so paper shows no difference."""

CSS_FAMILIES = ", ".join(f'"{family}"' for family in PREFERRED_FAMILIES) + ", sans-serif"
"""The same list for the HTML export, where the reader's browser picks among its own fonts."""


def hangul_family(installed: list[str] | None = None) -> str | None:
    """Return the installed font family to print with, or None when no installed font has Hangul.

    `installed` is the list of Korean-capable families (default: asked from Qt's font database,
    which needs a QGuiApplication).

    >>> hangul_family(["Baekmuk Gulim", "Noto Sans CJK KR"])
    'Noto Sans CJK KR'
    >>> hangul_family(["Some Korean Font"]), hangul_family([])
    ('Some Korean Font', None)
    """
    if installed is None:
        installed = QFontDatabase.families(QFontDatabase.WritingSystem.Korean)
    for family in PREFERRED_FAMILIES:
        if family in installed:
            return family
    plain = [family for family in installed if "mono" not in family.casefold() and "serif" not in family.casefold()]
    candidates = plain or installed
    return candidates[0] if candidates else None


@cache
def installed_hangul_family() -> str | None:
    """Return `hangul_family()` of the installed fonts, asked once per run (fonts do not come and go)."""
    return hangul_family()


def print_font(point_size: float) -> QFont:
    """Return the font printed pages are set in: a Hangul family when one is installed."""
    font = printable(QFont())
    font.setPointSizeF(point_size)
    return font


def printable(font: QFont) -> QFont:
    """Set a font up for PDF output: the Hangul family, without the substitutions listed in OFF_FEATURES."""
    family = installed_hangul_family()
    if family is not None:
        font.setFamilies([family])
    for tag in OFF_FEATURES:
        font.setFeature(QFont.Tag(tag), 0)
    return font
