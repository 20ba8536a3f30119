"""The game summary as an A4 PDF and a standalone HTML file, from the app's own code and the CLI.

Acceptance (issue "Review mode and printable exports", part 2): the summary PDF of a 3-night demo
game; its extracted text names every player and every character at the start and the end.
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.files import open_game
from grimoire_app.ui.export import cli
from grimoire_app.ui.export.summary import summarize
from grimoire_app.ui.export.summary_html import summary_html, write_summary
from tests.ui.export.conftest import flat, pdf_text

WORDS = {
    "ko": {"dawn": "뒤 새벽", "night": "일째 밤", "unfinished": "게임이 아직 끝나지 않았습니다"},
    "en": {"dawn": "Dawn after", "night": "Night", "unfinished": "The game has not ended"},
}


def run_cli(*argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    out, err = io.StringIO(), io.StringIO()
    return cli.run(parser.parse_args(list(argv)), out, err), out.getvalue(), err.getvalue()


def expected_names(game: Game, lang: Lang) -> set[str]:
    """Every player's name and every character they held at the start or the end."""
    summary = summarize(game, lang)
    namer = summary.namer()
    names = {row.name for row in summary.players}
    for row in summary.players:
        for seat in (row.start, row.end):
            if seat is not None and seat.character:
                names.add(namer.character(seat.character))
    return names


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_demo_summary_pdf_names_every_player_and_character(hangul: str, demo_file: Path, library: Library, tmp_path: Path, lang: Lang) -> None:
    game = open_game(demo_file, library, writable=False).game
    out = tmp_path / f"summary-{lang}.pdf"
    status, said, errors = run_cli("export", str(demo_file), "--pdf", str(out), "--lang", lang)
    assert (status, errors) == (0, "") and str(out) in said
    text = pdf_text(out)
    for name in expected_names(game, lang):
        assert flat(name) in text, name
    assert flat(game.script.meta.name) in text
    assert flat(WORDS[lang]["unfinished"]) in text
    assert text.count(flat(WORDS[lang]["dawn"])) == 3, "one picture per dawn, its caption drawn as text"


def test_story_summary_pdf_tells_the_winner_and_why(hangul: str, story: Game, tmp_path: Path) -> None:
    """Seed 000 Fang Gu jump: the Klutz ends as the Fang Gu; good wins when it is executed."""
    out = tmp_path / "story.pdf"
    write_summary(summarize(story, "en"), pdf=out)
    text = pdf_text(out)
    for name in expected_names(story, "en") | {"Klutz", "Fang Gu", "thinks they are the Fortune Teller"}:
        assert flat(name) in text, name
    assert flat("Good wins") in text and flat("Why: the Demon was executed (Day 2)") in text
    assert flat("You are now evil") in text


def test_pdf_pages_are_a4(hangul: str, story: Game, tmp_path: Path) -> None:
    pypdf = pytest.importorskip("pypdf")
    out = tmp_path / "story.pdf"
    write_summary(summarize(story, "ko"), pdf=out)
    pages = pypdf.PdfReader(out).pages
    assert len(pages) >= 3
    assert {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in pages} == {(595, 842)}


def test_html_stands_alone_with_a_picture_per_dawn_and_the_end(qtbot: object, story: Game) -> None:
    html = summary_html(summarize(story, "ko"))
    assert html.startswith("<!DOCTYPE html>") and "<meta charset='utf-8'>" in html and "lang='ko'" in html
    assert html.count("<img src='data:image/png;base64,") == 3, "nights 1 and 2, and the end of day 2"
    for name in expected_names(story, "ko"):
        assert name in html
    assert "승리: 선 팀" in html and "the Demon was executed" in html
    assert "src='http" not in html, "DESIGN.md principle 6: nothing is fetched"


def test_html_pictures_can_come_from_another_painter(qtbot: object, story: Game) -> None:
    """The town square may replace the stand-in picture: the summary only calls the Picture it is given."""
    captions: list[str] = []
    html = summary_html(summarize(story, "en"), picture=lambda painter, rect, state, caption: captions.append(caption))
    assert captions == ["Dawn after Night 1", "Dawn after Night 2", "The end (Day 2)"]
    assert html.count("data:image/png;base64,") == 3


def test_export_writes_pdf_and_html_together(hangul: str, demo_file: Path, tmp_path: Path) -> None:
    pdf, html = tmp_path / "s.pdf", tmp_path / "s.html"
    status, said, _ = run_cli("export", str(demo_file), "--pdf", str(pdf), "--html", str(html), "--lang", "en")
    assert status == 0 and pdf.read_bytes().startswith(b"%PDF") and "Night 3" in html.read_text(encoding="utf-8")
    assert said.count("wrote") == 2


def test_export_needs_an_output(tmp_path: Path, demo_file: Path) -> None:
    status, _, errors = run_cli("export", str(demo_file))
    assert status == 2 and "--pdf" in errors


def test_export_reports_a_missing_game_file(tmp_path: Path) -> None:
    status, _, errors = run_cli("export", str(tmp_path / "nope.grimoire"), "--pdf", str(tmp_path / "x.pdf"))
    assert status == 1 and "nope.grimoire" in errors
    assert not (tmp_path / "x.pdf").exists()


def test_export_reports_an_unwritable_output(qtbot: object, demo_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "no-folder" / "x.html"
    status, _, errors = run_cli("export", str(demo_file), "--html", str(out))
    assert status == 1 and str(out) in errors
