"""The game summary as one HTML document: the same text is printed to PDF and saved as HTML.

Pictures of the grimoire come from a `Picture` function that paints a state into a rectangle (by
default square_picture.paint_square). The HTML file carries them as PNG data URIs so it stands
alone; the PDF paints them in place as vector drawings (pdf.py's `picture:N` objects).
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter

from grimoire_app import paths
from grimoire_app.model.bundled_scripts import script_title
from grimoire_app.i18n import tr
from grimoire_app.model.characters import Character
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.systems.botc.account.text import cause_text, phase_name
from grimoire_app.ui.export.fonts import CSS_FAMILIES
from grimoire_app.ui.export.pdf import PICTURE_SCHEME, Paint, write_pdf
from grimoire_app.ui.export.square_picture import paint_square
from grimoire_app.ui.export.summary import PhaseSection, PlayerRow, Summary
from grimoire_app.ui.metrics import TEAM_COLOURS
from grimoire_app.systems.botc.day.outcome import reason_in

Picture = Callable[[QPainter, QRectF, GameState, str], None]
"""Paints the grimoire of a state, with a caption, into a rectangle; the town square may offer one later."""

PICTURE_SIZE = (504, 420)
"""Width and height a picture takes on the page, in layout pixels (96 per inch: 13.3 x 11.1 cm), so
that a night, its dawn picture and the next day usually fit on one A4 page."""

Source = Callable[[GameState, str], str]
"""Returns the <img src> showing a state with a caption."""

IMAGE_WIDTH = 1500
"""Pixel width of a picture in the HTML file: sharp when printed from a browser too."""

STYLE = f"""
<style>
 body {{ font-family: {CSS_FAMILIES}; font-size: 10.5pt; }}
 h1 {{ font-size: 17pt; margin: 0 0 4px 0; }}
 h2 {{ font-size: 13.5pt; margin: 16px 0 6px 0; }}
 h3 {{ font-size: 11.5pt; margin: 12px 0 4px 0; }}
 .special {{ color: #555; }}
 .changed {{ font-weight: bold; }}
 .caption {{ color: #555; font-style: italic; margin: 0 0 10px 0; }}
 td, th {{ padding: 3px 6px; }}
 th {{ background-color: #eeeeee; text-align: left; }}
 li {{ margin: 0 0 2px 0; }}
</style>
"""


def summary_html(summary: Summary, picture: Picture | None = None) -> str:
    """Return the whole summary as a standalone HTML document (UTF-8, pictures as PNG data URIs)."""
    return summary_document(summary, _Pictures(picture or _default_picture(summary), inline=True))[0]


def summary_document(summary: Summary, pictures: _Pictures) -> tuple[str, list[Paint]]:
    """Return the summary's HTML and, for printing, the painters of its `picture:N` placeholders."""
    draw = pictures.source
    lang = summary.lang
    title = tr("export.summary.title", lang, script=script_title(summary.script, lang, paths.resources_dir()))
    body = [
        f"<h1>{escape(title)}</h1>",
        _overview(summary),
        _result(summary),
        _players(summary),
        _notes(summary),
        _account(summary, draw),
        _info(summary),
    ]
    return (
        f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'><title>{escape(title)}</title>{STYLE}</head>"
        f"<body>{''.join(body)}</body></html>\n"
    ), pictures.paints


def summary_title(summary: Summary) -> str:
    """Return the document's title (also the PDF's)."""
    return tr("export.summary.title", summary.lang, script=script_title(summary.script, summary.lang, paths.resources_dir()))


def image_data_uri(image: QImage) -> str:
    """Return a PNG data URI for an image (QTextDocument and browsers both read these)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    QImageWriter(buffer, QByteArray(b"PNG")).write(image)
    buffer.close()
    return "data:image/png;base64," + base64.b64encode(bytes(data.data())).decode("ascii")


class _Pictures:
    """Turns (state, caption) into an image source: a PNG data URI, or a `picture:N` placeholder."""

    def __init__(self, picture: Picture, inline: bool) -> None:
        self.picture, self.inline = picture, inline
        self.paints: list[Paint] = []

    def source(self, state: GameState, caption: str) -> str:
        """Return what an <img src=...> shows this state with."""
        if not self.inline:
            self.paints.append(lambda painter, rect: self.picture(painter, rect, state, caption))
            return f"{PICTURE_SCHEME}{len(self.paints) - 1}"
        image = QImage(IMAGE_WIDTH, round(IMAGE_WIDTH * PICTURE_SIZE[1] / PICTURE_SIZE[0]), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        self.picture(painter, QRectF(image.rect()), state, caption)
        painter.end()
        return image_data_uri(image)


def _default_picture(summary: Summary) -> Picture:
    def paint(painter: QPainter, rect: QRectF, state: GameState, caption: str) -> None:
        paint_square(painter, rect, state, summary.script, summary.library, summary.lang, caption)

    return paint


def _overview(summary: Summary) -> str:
    namer = summary.namer()
    lines = [tr("export.summary.overview", summary.lang, players=len(summary.players), phase=namer.phase(summary.final.phase))]
    if summary.script.meta.author:
        lines.insert(0, tr("export.summary.by", summary.lang, author=summary.script.meta.author))
    return "".join(f"<p class='special'>{escape(line)}</p>" for line in lines)


def _result(summary: Summary) -> str:
    lang, result = summary.lang, summary.result
    heading = f"<h2>{escape(tr('export.summary.result', lang))}</h2>"
    if result is None:
        phase = summary.namer().phase(summary.final.phase)
        return heading + f"<p>{escape(tr('export.summary.unfinished', lang, phase=phase))}</p>"
    winner = tr("export.summary.winner." + (result.winner or "none"), lang)
    colour = TEAM_COLOURS["townsfolk" if result.winner == "good" else "demon"] if result.winner else "#222222"
    reason = tr("export.summary.reason", lang, reason=reason_in(result.reason, lang), phase=summary.namer().phase(summary.final.phase))
    return heading + (
        f"<p style='font-size: 13pt; color: {colour}'><b>{escape(tr('export.summary.winner', lang, winner=winner))}</b></p>"
        f"<p>{escape(reason)}</p>"
    )


def _players(summary: Summary) -> str:
    lang = summary.lang
    columns = ("number", "player", "start", "end", "fate")
    head = "".join(f"<th>{escape(tr('export.summary.col.' + c, lang))}</th>" for c in columns)
    rows = [_player_row(summary, row) for row in summary.players]
    parts = [
        f"<h2>{escape(tr('export.summary.players', lang))}</h2>",
        "<table border='1' cellspacing='0' cellpadding='4' width='100%' style='border-collapse: collapse; border-color: #999999'>",
        f"<tr>{head}</tr>{''.join(rows)}</table>",
    ]
    if any(row.changed for row in summary.players):
        parts.append(f"<p class='special'>{escape(tr('export.summary.changed', lang))}</p>")
    if summary.bluffs:
        parts.append(f"<p>{escape(tr('export.summary.bluffs', lang, characters=', '.join(summary.bluffs)))}</p>")
    return "".join(parts)


def _notes(summary: Summary) -> str:
    """Return the Storyteller's notes on each player as they stood at the end ("" when there are none)."""
    if not summary.notes:
        return ""
    lang = summary.lang
    items = "".join(f"<li><b>{escape(name)}</b> — {escape(note).replace(chr(10), '<br>')}</li>" for name, note in summary.notes)
    return (f"<h2>{escape(tr('export.summary.notes', lang))}</h2>"
            f"<p class='special'>{escape(tr('export.summary.notes.intro', lang))}</p><ul>{items}</ul>")


def _player_row(summary: Summary, row: PlayerRow) -> str:
    mark = " *" if row.changed else ""
    end_class = " class='changed'" if row.changed else ""
    cells = [
        f"<td>{row.number}</td>",
        f"<td><b>{escape(row.name)}</b>{mark}</td>",
        f"<td>{_character_cell(summary, row.start, summary.start)}</td>",
        f"<td{end_class}>{_character_cell(summary, row.end, summary.final)}</td>",
        f"<td>{escape(_fate(summary, row))}</td>",
    ]
    return f"<tr>{''.join(cells)}</tr>"


def _character_cell(summary: Summary, seat: Seat | None, state: GameState) -> str:
    """Return a seat's character (coloured by type), what a Drunk believes, and an unusual alignment."""
    if seat is None:
        return escape(tr("export.summary.absent", summary.lang))
    namer = summary.namer(state)
    found = _character(summary, seat.character)
    colour = TEAM_COLOURS[found.team.value] if found else "#777777"
    html = f"<span style='color: {colour}'><b>{escape(namer.character(seat.character))}</b></span>"
    if seat.believed and seat.believed != seat.character:
        html += f"<br><i>{escape(tr('export.summary.believes', summary.lang, character=namer.character(seat.believed)))}</i>"
    if found is None or found.team.is_good != (seat.alignment == "good"):
        html += f" ({escape(namer.say(seat.alignment))})"
    return html


def _character(summary: Summary, character_id: str | None) -> Character | None:
    if character_id is None:
        return None
    return summary.script.character(character_id) or summary.library.find(character_id)


def _fate(summary: Summary, row: PlayerRow) -> str:
    lang = summary.lang
    if row.end is None:
        return tr("export.summary.absent", lang)
    if row.death is None:
        return tr("export.summary.alive", lang)
    said = cause_text(summary.account, row.death.cause, lang)
    return tr("export.summary.died", lang, phase=phase_name(row.death.phase, lang), cause=said)


def _account(summary: Summary, draw: Source) -> str:
    lang = summary.lang
    # No forced page break (here, before each night or before the info): in the PDF a section starts a new page
    # only when it would be split (pdf.keep_sections_together), so a line that runs over never sits alone on a page.
    parts = [f"<h2>{escape(tr('export.summary.account', lang))}</h2>"]
    if not summary.sections:
        parts.append(f"<p>{escape(tr('export.summary.no_play', lang))}</p>")
        parts.append(_picture(draw, summary.start, tr("export.square.start", lang), tr("export.summary.start_picture", lang)))
        return "".join(parts)
    parts += [_section(summary, section, draw) for section in summary.sections]
    last = summary.sections[-1]
    if last.phase.kind != "night":
        phase = summary.namer().phase(last.phase)
        caption = tr("export.square.final", lang, phase=phase)
        parts.append(_picture(draw, summary.final, caption, tr("export.summary.final", lang, phase=phase)))
    return "".join(parts)


def _section(summary: Summary, section: PhaseSection, draw: Source) -> str:
    lang = summary.lang
    phase = summary.namer().phase(section.phase)
    parts = [f"<h3>{escape(phase)}</h3>"]
    if section.lines:
        parts.append("<ul>" + "".join(f"<li>{escape(line)}</li>" for line in section.lines) + "</ul>")
    else:
        parts.append(f"<p class='special'>{escape(tr('export.summary.quiet', lang))}</p>")
    if section.phase.kind == "night":
        caption = tr("export.square.dawn", lang, phase=phase)
        parts.append(_picture(draw, section.closing, caption, tr("export.summary.dawn", lang, phase=phase)))
    return "".join(parts)


def _picture(draw: Source, state: GameState, caption: str, label: str) -> str:
    width, height = PICTURE_SIZE
    source = draw(state, caption)
    return (
        f"<p align='center'><img src='{source}' width='{width}' height='{height}' alt='{escape(label)}'></p>"
        f"<p class='caption' align='center'>{escape(label)}</p>"
    )


def _info(summary: Summary) -> str:
    lang = summary.lang
    parts = [f"<h2>{escape(tr('export.summary.info', lang))}</h2>"]
    if not summary.info:
        parts.append(f"<p>{escape(tr('export.summary.no_info', lang))}</p>")
    namer = summary.namer()
    for player in summary.info:
        items = "".join(f"<li><b>{escape(namer.phase(r.phase))}</b> — {escape(r.line)}</li>" for r in player.records)
        parts.append(f"<h3>{escape(player.name)}</h3><ul>{items}</ul>")
    return "".join(parts)


def write_summary(summary: Summary, pdf: Path | None = None, html: Path | None = None, picture: Picture | None = None) -> None:
    """Write the summary as an A4 PDF (vector pictures), a standalone HTML file (PNG pictures), or both.

    Raises:
        OSError: a file cannot be written.
    """
    paint = picture or _default_picture(summary)
    if html is not None:
        html.write_text(summary_html(summary, paint), encoding="utf-8")
    if pdf is not None:
        document, paints = summary_document(summary, _Pictures(paint, inline=False))
        write_pdf(document, summary_title(summary), pdf, paints, keep_sections=True)
