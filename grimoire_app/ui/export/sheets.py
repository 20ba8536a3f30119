"""The printable sheets of a script: its character sheet, then the Storyteller's first-night and
other-night sheets, each starting on a new A4 page.

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
from grimoire_app.ui.export.pdf import write_pdf
from grimoire_app.ui.sheet_html import character_sheet_html, night_sheet_html

PAGE_BREAK = "<div style='page-break-before: always'></div>"
"""Starts a new page in QTextDocument's layout and when a browser prints."""


def sheets_html(script: Script, library: Library, lang: Lang, players: int | None = None) -> str:
    """Return the three sheets as one HTML document, a page break before each night sheet.

    `players` leaves out minion and demon info below 7 players (None: keep them, as for any count).
    """
    parts = [character_sheet_html(script, library, lang)]
    for night in ("first", "other"):
        title = tr(f"night.title.{night}", lang, script=script_title(script, lang, paths.resources_dir()))
        parts.append(PAGE_BREAK)
        parts.append(night_sheet_html(script, library, night, lang, players, title=title))
        parts.append(_players_note(lang, players))
    return "".join(parts)


def sheets_title(script: Script, lang: Lang) -> str:
    """Return the PDF's title: the script's name and what the file holds."""
    return tr("export.sheets.title", lang, script=script_title(script, lang, paths.resources_dir()))


def write_sheets_pdf(script: Script, library: Library, lang: Lang, path: Path, players: int | None = None) -> None:
    """Print the script's sheets to an A4 PDF file (a QGuiApplication must be running).

    Raises:
        OSError: the file cannot be written.
    """
    write_pdf(sheets_html(script, library, lang, players), sheets_title(script, lang), path)


def _players_note(lang: Lang, players: int | None) -> str:
    text = tr("export.sheets.any_players", lang) if players is None else tr("export.sheets.players", lang, players=players)
    return f"<p class='special'><i>{escape(text)}</i></p>"
