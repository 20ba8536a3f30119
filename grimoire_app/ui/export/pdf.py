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

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPointF, QRect, QRectF, QSizeF
from PySide6.QtWidgets import QApplication
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QPalette,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPyTextObject,
    QTextBlock,
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


def html_to_pdf(html: str, title: str, pictures: Sequence[Paint] = (), margin_mm: float = PAGE_MARGIN_MM, keep_sections: bool = False) -> bytes:
    """Lay out HTML on A4 pages (numbered at the foot) and return the PDF file's bytes.

    Needs a QGuiApplication (see `ensure_gui_app`). `page-break-before: always` in the HTML starts
    a new page; `<img src='picture:N' width=W height=H>` is painted by `pictures[N]`. `margin_mm` is the margin
    on every side (the script sheet prints with narrower ones, as the official sheet does). With `keep_sections`
    a section (a heading to the next heading) that would be split across two pages starts on a new page when it
    fits on one (`keep_sections_together`).
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
    if keep_sections:
        keep_sections_together(document, writer)
        print_pages(document, writer)
    else:
        document.print_(writer)
    buffer.close()
    return bytes(data.data())


def write_pdf(html: str, title: str, path: Path, pictures: Sequence[Paint] = (), margin_mm: float = PAGE_MARGIN_MM, keep_sections: bool = False) -> None:
    """Write HTML as an A4 PDF file (see `html_to_pdf`).

    Raises:
        OSError: the file cannot be written (nothing is left half-written by Qt).
    """
    path.write_bytes(html_to_pdf(html, title, pictures, margin_mm, keep_sections))


def pdf_page_count(data: bytes) -> int:
    """Return how many pages a PDF written by `html_to_pdf` has (its page objects; Qt writes one page tree).

    >>> pdf_page_count(b"<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page >>")
    2
    """
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", data))


MIN_FILL = 0.35
"""A group is moved to the next page only when what stays above it fills at least this much of its page."""
PART_LEVEL = 2
"""Headings of this level or higher (h1, h2) start a part, kept whole on one page when it fits."""
PRINT_FRAME_MARGIN_CM = 2.0
"""The margin QTextDocument.print_ adds inside the page's own (it lays out a copy with 2 cm root-frame margins)."""


def keep_sections_together(document: QTextDocument, device: QPdfWriter) -> None:
    """Lay the document out in the device's pages and start on a new page each group that would be split across
    two pages although it fits on one.

    The groups (`_sections`): a part, from a top-level heading (h1, h2) to the next, kept whole when it fits; and a
    section, from any heading (with the headings right before it) to the next, kept whole when it holds a picture
    (a night with its dawn picture and caption), else only its headings with the block after them. The first split
    group gets `page-break-before` and the layout is redone, until none is split. A group longer than a page is
    left to flow, and one is not moved when its page would be left less than MIN_FILL used. The document stays
    paginated, so `print_pages` prints this very layout (print_ would lay out a copy again, slightly differently).
    This is what replaced forced page breaks, which left a day's last lines alone on a page (issue 19 point 7).
    """
    _paginate(document, device)
    moved: set[int] = set()
    page_height = document.pageSize().height()
    body = page_height - 2 * PRINT_FRAME_MARGIN_CM / 2.54 * device.logicalDpiY()
    while True:
        sections = _sections(document)
        split = next((start for start, top, bottom, height in sections if start not in moved and _split(top, bottom, height, page_height, body)), None)
        if split is None:
            return
        moved.add(split)
        cursor = QTextCursor(document.findBlockByNumber(split))
        block = cursor.blockFormat()
        block.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        cursor.setBlockFormat(block)


def print_pages(document: QTextDocument, device: QPdfWriter) -> None:
    """Print a document paginated by `_paginate`, page by page, numbered at the foot as print_ numbers the pages
    of the copy it lays out (print_ prints a paginated document without numbers)."""
    painter = QPainter(device)
    layout = document.documentLayout()
    page = document.pageSize()
    margin = PRINT_FRAME_MARGIN_CM / 2.54 * LAYOUT_DPI * device.logicalDpiY() / LAYOUT_DPI
    font = QFont(document.defaultFont())
    number_y = page.height() - margin + QFontMetricsF(font, device).ascent() + 5 * device.logicalDpiY() / 72
    for index in range(document.pageCount()):
        if index:
            device.newPage()
        view = QRectF(0, index * page.height(), page.width(), page.height())
        painter.save()
        painter.translate(0, -view.top())
        painter.setClipRect(view)
        context = QAbstractTextDocumentLayout.PaintContext()
        context.clip = view
        context.palette.setColor(QPalette.ColorRole.Text, QColor("black"))
        layout.draw(painter, context)
        painter.restore()
        painter.setFont(font)
        painter.setPen(QColor("black"))
        number = str(index + 1)
        painter.drawText(QPointF(page.width() - margin - QFontMetricsF(font, device).horizontalAdvance(number), number_y), number)
    painter.end()


def _paginate(document: QTextDocument, device: QPdfWriter) -> None:
    """Lay the document out in pages of the device as QTextDocument.print_ lays out its copy of an unpaginated one:
    the device's page, with 2 cm inside the page's margins."""
    document.documentLayout().setPaintDevice(device)
    frame = document.rootFrame().frameFormat()
    margin = PRINT_FRAME_MARGIN_CM / 2.54 * LAYOUT_DPI
    for side in (frame.setLeftMargin, frame.setRightMargin, frame.setTopMargin, frame.setBottomMargin):
        side(margin)
    document.rootFrame().setFrameFormat(frame)
    document.setPageSize(QSizeF(device.width(), device.height()))


def _sections(document: QTextDocument) -> list[tuple[int, float, float, float]]:
    """Return, per section, its first block number and the top, bottom and height (without the gap a page break
    leaves) of what must stay on one page.

    A section holding a picture stays whole (a night with its dawn picture and caption); any other keeps only its
    headings with the block after them (a day's list may run on to the next page, its heading may not be left
    alone at the foot of one).
    """
    layout = document.documentLayout()
    sections: list[tuple[int, list[tuple[list[tuple[float, float]], bool, bool]]]] = []
    block, previous_heading = document.begin(), False
    while block.isValid():
        heading = block.blockFormat().headingLevel() > 0
        if heading and not previous_heading or not sections:
            sections.append((block.blockNumber(), []))
        lines = _lines(block, layout.blockBoundingRect(block).top())
        sections[-1][1].append((lines, heading, OBJECT_CHARACTER in block.text()))
        previous_heading = heading
        block = block.next()
    kept = []
    for start, blocks in sections:
        if any(picture for *_, picture in blocks):
            end = len(blocks)
        else:
            end = next((index + 1 for index, (_, heading, _) in enumerate(blocks) if not heading), len(blocks))
        kept += _kept(start, [line for found, *_ in blocks[:end] for line in found], document.pageSize().height())
    # A whole part (a top-level heading to the next) comes first: kept on one page when it fits (the info shown to
    # the players, a short list of players), rather than leaving its last lines alone on the last page.
    parts: list[tuple[int, list[tuple[float, float]]]] = []
    block = document.begin()
    while block.isValid():
        if 0 < block.blockFormat().headingLevel() <= PART_LEVEL or not parts:
            parts.append((block.blockNumber(), []))
        parts[-1][1].extend(_lines(block, layout.blockBoundingRect(block).top()))
        block = block.next()
    whole = [found for start, lines in parts for found in _kept(start, lines, document.pageSize().height())]
    return sorted(whole + kept, key=lambda found: found[0])


def _kept(start: int, lines: list[tuple[float, float]], page_height: float) -> list[tuple[int, float, float, float]]:
    """Return the group starting at block `start` with its top, bottom and height (none when it has no lines)."""
    if not lines:
        return []
    ordered = sorted(lines)
    return [(start, ordered[0][0], max(bottom for _, bottom in ordered), _height(ordered, page_height))]


def _lines(block: QTextBlock, origin: float) -> list[tuple[float, float]]:
    """Return the top and bottom of each line of a block (its bounding rectangle does not follow a line the layout
    moved onto the next page)."""
    lines = [block.layout().lineAt(i) for i in range(block.layout().lineCount())]
    return [(origin + line.y(), origin + line.y() + line.height()) for line in lines]


def _height(lines: list[tuple[float, float]], page_height: float) -> float:
    """Return how tall lines laid out top to bottom are, leaving out the jump from one page to the next."""
    height = lines[0][1] - lines[0][0]
    for (_, bottom), (top, below) in zip(lines, lines[1:]):
        same_page = int(top // page_height) == int(bottom // page_height)
        height += (top - bottom if same_page else 0.0) + below - top
    return height


def _split(top: float, bottom: float, height: float, page_height: float, body: float) -> bool:
    """Whether lines laid out from `top` to `bottom` cross a page boundary although their `height` fits a page's
    `body`, and moving them would not leave their page nearly empty (they start below MIN_FILL of it)."""
    used = (top % page_height - (page_height - body) / 2) / body
    return int(top // page_height) != int((bottom - 1) // page_height) and height <= body and used >= MIN_FILL


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
