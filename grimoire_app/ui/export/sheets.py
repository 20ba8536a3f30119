"""The printable sheet of a script, like the official one: its character sheet, then the night order on a
new A4 page; optionally the Storyteller's first-night and other-night sheets, each on a new page.

The pages are the Script tab's own HTML (ui/sheet_html.py), so screen and paper never disagree.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from grimoire_app import paths
from grimoire_app.model.bundled_scripts import script_title
from grimoire_app.i18n import tr
from grimoire_app.model import Library, Script
from grimoire_app.model.characters import Lang
from grimoire_app.ui.export.pdf import html_to_pdf, pdf_page_count, write_pdf
from grimoire_app.ui.sheet_html import PRINT_POINT_SIZE, character_sheet_html, night_order_html, night_sheet_html

PAGE_BREAK = "<div style='page-break-before: always'></div>"
"""Starts a new page in QTextDocument's layout and when a browser prints."""

SHEET_MARGIN_MM = 0.0
"""The sheet's page margins. Qt's printing of a document adds a 2 cm frame inside them (where the page number
goes), so the sheet's text keeps 2 cm from the paper's edge, as the official sheet's does."""

FIT_POINT_SIZES = (9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.5)
"""Text sizes the printed sheet tries, largest first, until the character sheet fits its page."""


def sheets_html(
    script: Script,
    library: Library,
    lang: Lang,
    players: int | None = None,
    night_texts: bool = False,
    point_size: float = PRINT_POINT_SIZE,
) -> str:
    """Return the printed sheet as one HTML document: the character sheet in two columns, then (on a new page)
    the night order with both nights side by side; the two detailed night sheets follow when `night_texts`.

    A 25-30 character script fits two A4 pages without `night_texts`, as the official sheet does (issue 18).
    `players` leaves out minion and demon info below 7 players (None: keep them, as for any count); `point_size`
    is the text size (`fitting_point_size` finds the largest that keeps the character sheet on one page).
    """
    name = script_title(script, lang, paths.resources_dir())
    parts = [character_sheet_html(script, library, lang, columns=2, point_size=point_size), PAGE_BREAK]
    parts.append(night_order_html(script, library, lang, players, tr("sheet.night_order.title", lang, script=name), point_size))
    parts.append(_players_note(lang, players))
    if night_texts:
        for night in ("first", "other"):
            parts.append(PAGE_BREAK)
            parts.append(night_sheet_html(script, library, night, lang, players, title=tr(f"night.title.{night}", lang, script=name),
                                         printed=True, point_size=point_size))
    return "".join(parts)


def sheets_title(script: Script, lang: Lang) -> str:
    """Return the PDF's title: the script's name and what the file holds."""
    return tr("export.sheets.title", lang, script=script_title(script, lang, paths.resources_dir()))


def write_sheets_pdf(
    script: Script, library: Library, lang: Lang, path: Path, players: int | None = None, night_texts: bool = False
) -> None:
    """Print the script's sheets (`sheets_html`) to an A4 PDF file (a QGuiApplication must be running).

    Raises:
        OSError: the file cannot be written.
    """
    size = fitting_point_size(script, library, lang)
    write_pdf(sheets_html(script, library, lang, players, night_texts, size), sheets_title(script, lang), path, margin_mm=SHEET_MARGIN_MM)


def fitting_point_size(script: Script, library: Library, lang: Lang) -> float:
    """Return the largest of FIT_POINT_SIZES at which the character sheet prints on one A4 page (the smallest
    when none does): no orphan page, and large type for a short script (a QGuiApplication must be running)."""
    for size in FIT_POINT_SIZES:
        html = character_sheet_html(script, library, lang, columns=2, point_size=size)
        if pdf_page_count(html_to_pdf(html, "", margin_mm=SHEET_MARGIN_MM)) == 1:
            return size
    return FIT_POINT_SIZES[-1]


def _players_note(lang: Lang, players: int | None) -> str:
    text = tr("export.sheets.any_players", lang) if players is None else tr("export.sheets.players", lang, players=players)
    return f"<p class='special'><i>{escape(text)}</i></p>"
