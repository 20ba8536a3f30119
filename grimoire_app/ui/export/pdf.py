"""HTML to an A4 PDF with QTextDocument and QPdfWriter: one path for every printed page.

Qt embeds a subset of each font it draws with (TrueType CID fonts), so the PDF shows Korean on a
machine without Korean fonts, and its text can be extracted (pdftotext, pypdf) for checks.

Pictures are painted, not pasted: an `<img src='picture:N' width=W height=H>` in the HTML is
replaced by a text object that calls `pictures[N](painter, rect)` while printing, so drawings stay
vector (sharp, small, with extractable text) instead of becoming JPEG images.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRect, QRectF, QSizeF
from PySide6.QtWidgets import QApplication
from PySide6.QtGui import (
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPyTextObject,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from grimoire_app.ui.export.fonts import print_font

PAGE_MARGIN_MM = 15.0
"""Margin on every side of an A4 page: readable, and inside what home printers can print."""

BODY_POINT_SIZE = 10.5
"""Body text size on paper; headings are sized relative to it by the HTML's style."""

PDF_RESOLUTION = 300
"""Dots per inch of the PDF's coordinate system."""

LAYOUT_DPI = 96
"""What HTML sizes (an image's width=) are measured in: pixels at 96 per inch, as QTextDocument does."""

PICTURE_SCHEME = "picture:"
PICTURE_OBJECT = int(QTextFormat.ObjectTypes.UserObject) + 1
_INDEX, _WIDTH, _HEIGHT = (int(QTextFormat.Property.UserProperty) + n for n in (1, 2, 3))
OBJECT_CHARACTER = "\ufffc"
"""What an image or other object stands on in a document's text."""

Paint = Callable[[QPainter, QRectF], None]
"""Paints one picture into the rectangle given (in the painter's coordinates)."""


_STARTED: list[QGuiApplication] = []
"""Holds the application this module started, so Python does not delete it while in use."""


def ensure_gui_app() -> QGuiApplication:
    """Return the running Qt application, starting a windowless one for the command line.

    Fonts and text layout need a QGuiApplication. A QApplication is started (not a bare
    QGuiApplication) so that widgets can still be made in the same process later (tests, the app).
    Without a display (a terminal over ssh, CI) the offscreen platform is used on Linux, where it
    still reads the system fonts through fontconfig.
    """
    existing = QGuiApplication.instance()
    if isinstance(existing, QGuiApplication):
        return existing
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _STARTED.append(QApplication([sys.argv[0] if sys.argv else "grimoire"]))
    return _STARTED[-1]


def html_to_pdf(html: str, title: str, pictures: Sequence[Paint] = (), margin_mm: float = PAGE_MARGIN_MM) -> bytes:
    """Lay out HTML on A4 pages (numbered at the foot) and return the PDF file's bytes.

    Needs a QGuiApplication (see `ensure_gui_app`). `page-break-before: always` in the HTML starts
    a new page; `<img src='picture:N' width=W height=H>` is painted by `pictures[N]`. `margin_mm` is the margin
    on every side (the script sheet prints with narrower ones, as the official sheet does).
    """
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("Grimoire")
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(margin_mm, margin_mm, margin_mm, margin_mm),
            QPageLayout.Unit.Millimeter,
        )
    )
    document = QTextDocument()
    document.setDefaultFont(print_font(BODY_POINT_SIZE))
    document.setHtml(html)
    handler = _PictureHandler(pictures)
    document.documentLayout().registerHandler(PICTURE_OBJECT, handler)
    _place_pictures(document, len(pictures))
    document.print_(writer)
    buffer.close()
    return bytes(data.data())


def write_pdf(html: str, title: str, path: Path, pictures: Sequence[Paint] = (), margin_mm: float = PAGE_MARGIN_MM) -> None:
    """Write HTML as an A4 PDF file (see `html_to_pdf`).

    Raises:
        OSError: the file cannot be written (nothing is left half-written by Qt).
    """
    path.write_bytes(html_to_pdf(html, title, pictures, margin_mm))


def pdf_page_count(data: bytes) -> int:
    """Return how many pages a PDF written by `html_to_pdf` has (its page objects; Qt writes one page tree).

    >>> pdf_page_count(b"<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page >>")
    2
    """
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", data))


class _PictureHandler(QPyTextObject):
    """Sizes and paints the picture objects of one document (print_ copies handlers to its clone)."""

    def __init__(self, pictures: Sequence[Paint]) -> None:
        super().__init__()
        self.pictures = pictures

    def intrinsicSize(self, doc: QTextDocument, posInDocument: int, format: QTextFormat) -> QSizeF:  # noqa: N802, A002
        """Return the size given in the HTML, scaled from layout pixels to the paint device, as images are."""
        device = doc.documentLayout().paintDevice()
        scale = device.logicalDpiX() / LAYOUT_DPI if device is not None else 1.0
        return QSizeF(float(format.property(_WIDTH)) * scale, float(format.property(_HEIGHT)) * scale)

    def drawObject(  # noqa: N802
        self, painter: QPainter, rect: QRectF | QRect, doc: QTextDocument, posInDocument: int, format: QTextFormat  # noqa: A002
    ) -> None:
        """Paint picture N into its place on the page."""
        painter.save()
        self.pictures[int(format.property(_INDEX))](painter, QRectF(rect))
        painter.restore()


def _place_pictures(document: QTextDocument, count: int) -> None:
    """Turn each `picture:N` image (0 <= N < count) into a picture object of the same size."""
    for position in _object_positions(document):
        cursor = QTextCursor(document)
        cursor.setPosition(position)
        cursor.setPosition(position + 1, QTextCursor.MoveMode.KeepAnchor)
        image = cursor.charFormat().toImageFormat()
        index = image.name().removeprefix(PICTURE_SCHEME)
        if not image.name().startswith(PICTURE_SCHEME) or not index.isdigit() or int(index) >= count:
            continue
        picture = QTextCharFormat()
        picture.setObjectType(PICTURE_OBJECT)
        for key, value in ((_INDEX, int(index)), (_WIDTH, image.width()), (_HEIGHT, image.height())):
            picture.setProperty(key, value)
        cursor.setCharFormat(picture)


def _object_positions(document: QTextDocument) -> list[int]:
    """Return the document positions of every object character (images among them)."""
    positions = []
    block = document.begin()
    while block.isValid():
        text = block.text()
        positions += [block.position() + i for i, char in enumerate(text) if char == OBJECT_CHARACTER]
        block = block.next()
    return positions
