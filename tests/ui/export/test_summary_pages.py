"""The summary PDF's pages and dawn pictures (issue 19 point 7: "the exported PDF has a near-empty page and a
stray circle on a dawn diagram").

The near-empty page came from forced page breaks (before every night, the account and the info): a day two lines
too long left those two lines alone on a page. Now nothing is forced: a part or a section moves to a new page only
when it would be split although it fits on one, and only if its page stays well filled (pdf.keep_sections_together),
so no page of a 3-night demo on the seed scripts is nearly empty. The stray
circle was a reminder label elided to nothing (drawn as an empty ring); now every label shows text, and one that
does not fit becomes "+N".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter, QTextDocument

from grimoire_app.model import Library
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.describe import Namer
from grimoire_app.systems.botc.state import GameState
from grimoire_app.ui.export.pdf import PICTURE_SCHEME, html_to_pdf
from grimoire_app.ui.export.square_picture import CANVAS, CAPTION_CLEAR, RING_RADIUS, _Drawing, _Place, reminder_labels, seat_positions, token_radius
from grimoire_app.ui.export.summary import summarize
from grimoire_app.ui.export.summary_html import write_summary
from tests.conftest import seed_script
from tests.ui.export.conftest import flat

DEMOS = [("000", 9, 6), ("000", 11, 8), ("001", 9, 6), ("001", 11, 8), ("004", 9, 6), ("004", 11, 8)]
"""3-night demos on each seed script, as tests/ui/test_no_raw_texts.py plays them (004 with 9 players had the near-empty page)."""

MIN_PAGE_TEXT = 100
"""Characters of text (whitespace dropped) every page holds at least: the near-empty page had 27 (two lines of a
day), a page with a dawn picture has over 100 (the picture's names are text), the shortest info page about 120."""


def demo_states(library: Library, key: str, players: int, seed: int) -> tuple[Any, list[GameState]]:
    game = demo_game(seed_script(library, key), library, players, seed, 3)
    summary = summarize(game, "ko")
    return summary, [section.closing for section in summary.sections if section.phase.kind == "night"]


@pytest.mark.parametrize(("key", "players", "seed", "lang"), [(*demo, "ko") for demo in DEMOS] + [("004", 11, 8, "en"), ("000", 8, 3, "en")])
def test_no_page_of_a_three_night_summary_is_nearly_empty(hangul: str, library: Library, tmp_path: Path, key: str, players: int, seed: int, lang: Lang) -> None:
    """004 with 9 players in Korean had a page with only a day's last two lines; in English (11 players) one with
    only the bluffs line the players' table pushed over, before a forced break; the last page may not hold only the
    last player's info either."""
    pypdf = pytest.importorskip("pypdf")
    game = demo_game(seed_script(library, key), library, players, seed, 3)
    out = tmp_path / "summary.pdf"
    write_summary(summarize(game, lang), pdf=out)
    texts = [flat(page.extract_text()) for page in pypdf.PdfReader(out).pages]
    assert [len(text) for text in texts if len(text) < MIN_PAGE_TEXT] == [], [len(text) for text in texts]
    assert all(text.endswith(str(number)) for number, text in enumerate(texts, 1)), "each page is numbered at its foot"
    if lang == "ko":
        for night in (1, 2, 3):
            # A dawn picture and its caption share a page (a caption alone at the top of a page was one wrong layout).
            assert any(f"{night}일째밤뒤새벽" in text and f"{night}일째밤이끝난새벽의그리모어" in text for text in texts), night


def page_of(document: QTextDocument, text: str) -> int:
    """Return the page (from 0) of the first block starting with `text` in a paginated document."""
    block = document.begin()
    while block.isValid():
        if block.text().startswith(text):
            line = block.layout().lineAt(0)
            return int((document.documentLayout().blockBoundingRect(block).top() + line.y()) // document.pageSize().height())
        block = block.next()
    raise AssertionError(f"no block starts with {text!r}")


def test_a_section_with_a_picture_moves_whole_to_the_next_page_and_a_list_may_run_on(hangul: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A section that would straddle two pages starts on the next; a heading is never left alone at a page's foot."""
    from grimoire_app.ui.export import pdf

    filler = "".join(f"<p>filler line {n}</p>" for n in range(31))
    picture = f"<p><img src='{PICTURE_SCHEME}0' width='400' height='300'></p><p>caption of the night</p>"
    listing = "<ul>" + "".join(f"<li>day line {n}</li>" for n in range(40)) + "</ul>"
    html = f"<h3>start</h3>{filler}<h3>night one</h3><p>night text</p>{picture}<h3>day one</h3>{listing}<h3>night two</h3>{picture}"
    laid: list[QTextDocument] = []
    original = pdf.keep_sections_together

    def spy(document: QTextDocument, device: Any) -> None:
        original(document, device)
        laid.append(document)

    monkeypatch.setattr(pdf, "keep_sections_together", spy)
    data = html_to_pdf(html, "t", [lambda painter, rect: None], keep_sections=True)
    document = laid[0]
    assert page_of(document, "filler line 0") == 0
    assert page_of(document, "night one") == page_of(document, "caption of the night") == 1, "the night moved whole"
    assert page_of(document, "day one") == 1 and page_of(document, "day line 39") == 2, "the day's list runs on"
    assert data.startswith(b"%PDF")


class Recorder:
    """Forwards to a real painter and records the circles and rounded boxes a picture draws."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.ellipses: list[tuple[QPointF, float]] = []
        self.boxes: list[QRectF] = []
        self.texts: list[str] = []

    def drawEllipse(self, centre: QPointF, rx: float, ry: float) -> None:  # noqa: N802
        self.ellipses.append((centre, rx))
        self.painter.drawEllipse(centre, rx, ry)

    def drawRoundedRect(self, box: QRectF, rx: float, ry: float) -> None:  # noqa: N802
        self.boxes.append(QRectF(box))
        self.painter.drawRoundedRect(box, rx, ry)

    def drawText(self, box: QRectF, flags: int, text: str) -> None:  # noqa: N802
        self.texts.append(text)
        self.painter.drawText(box, flags, text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.painter, name)


@pytest.mark.parametrize(("key", "players", "seed"), DEMOS)
def test_each_dawn_picture_draws_the_table_and_one_circle_per_seat_and_no_empty_label(hangul: str, library: Library, key: str, players: int, seed: int) -> None:
    summary, dawns = demo_states(library, key, players, seed)
    for state in dawns:
        image = QImage(600, 500, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        recorder = Recorder(painter)
        _Drawing(recorder, state, Namer(state, summary.script, library, "ko")).draw("dawn")  # type: ignore[arg-type]
        painter.end()
        seats = len(state.seats)
        assert [round(radius) for _, radius in recorder.ellipses] == [round(RING_RADIUS)] + [round(token_radius(seats))] * seats
        dead = sum(1 for seat in state.seats if not seat.alive)
        placed = sum(len(seat.reminders) for seat in state.seats)
        labels = len(recorder.boxes) - dead
        assert (0 < labels <= placed) if placed else labels == 0, "one banner per dead seat, at most one label per reminder"
        assert all(box.width() > box.height() for box in recorder.boxes), "a label or a banner, never a ring"
        assert all(text.strip("… ") for text in recorder.texts), recorder.texts


@pytest.mark.parametrize(("key", "players", "seed"), DEMOS)
def test_every_reminder_of_a_dawn_is_labelled_or_counted_in_a_plus_label(hangul: str, library: Library, key: str, players: int, seed: int) -> None:
    summary, dawns = demo_states(library, key, players, seed)
    caption = QRectF(-CAPTION_CLEAR[0], -CAPTION_CLEAR[1], 2 * CAPTION_CLEAR[0], 2 * CAPTION_CLEAR[1]).translated(CANVAS.center())
    for state in dawns:
        namer = Namer(state, summary.script, library, "ko")
        count, radius = len(state.seats), token_radius(len(state.seats))
        for index, (x, y) in enumerate(seat_positions(count, RING_RADIUS)):
            reminders = state.seats[index].reminders
            place = _Place(CANVAS.center() + QPointF(x, y), radius, QPointF(x, y) / RING_RADIUS, count)
            wanted = tuple(((f"{namer.character(r.character)}: {namer.token(r.character, r.token)}", namer.token(r.character, r.token)), "#000000") for r in reminders)
            labels = reminder_labels(wanted, place)
            assert sum(label.more or 1 for label in labels) == len(reminders), (state.seats[index].name, [label.text for label in labels])
            for label in labels:
                assert label.text.removesuffix("…") and label.box.width() > label.box.height(), label
                assert not label.box.intersects(caption), label
            boxes = [label.box for label in labels]
            assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]), [label.text for label in labels]
