"""Printable sheets: the character sheet and both night sheets of each seed script, on A4 PDF pages.

Issue "Review mode and printable exports", part 3: `sheet SCRIPT --pdf OUT [--lang ko|en]`; the
extracted text must name every character of the script (seeds 000, 001, 004).
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest

from grimoire_app.model import Library, night_order, step_name
from grimoire_app.model.characters import Lang
from grimoire_app.ui.export import cli
from grimoire_app.ui.export.sheets import PAGE_BREAK, sheets_html, write_sheets_pdf
from tests.conftest import seed_script
from tests.ui.export.conftest import flat, pdf_text

A4_POINTS = (595, 842)


def run_cli(*argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    out, err = io.StringIO(), io.StringIO()
    return cli.run(parser.parse_args(list(argv)), out, err), out.getvalue(), err.getvalue()


def test_sheets_html_puts_the_night_order_on_a_new_page(library: Library) -> None:
    """Issue 18: the printed sheet is the character sheet, then the night order (both nights side by side)."""
    html = sheets_html(seed_script(library, "000"), library, "en")
    assert html.count(PAGE_BREAK) == 1
    assert html.index(PAGE_BREAK) < html.index("night order") < html.index("First night") < html.index("Other nights")
    assert "Minion info and demon info are given only with 7 or more players." in html


def test_night_texts_add_each_detailed_night_sheet_on_a_new_page(library: Library) -> None:
    html = sheets_html(seed_script(library, "000"), library, "en", night_texts=True)
    assert html.count(PAGE_BREAK) == 3
    assert html.index("— night order") < html.index("— first night") < html.index("— other nights")


def test_a_player_count_leaves_out_minion_and_demon_info_below_seven(library: Library) -> None:
    """Spec 1.11: minion info and demon info are only given with 7 or more players."""
    script = seed_script(library, "000")
    seven, five = (sheets_html(script, library, "en", players=n) for n in (7, 5))
    assert "<span class='name' style='color:#555555'>Minion info</span>" in seven
    assert "<span class='name' style='color:#555555'>Minion info</span>" not in five
    assert "For 5 players." in five


@pytest.mark.parametrize("key", ["000", "001", "004"])
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_sheet_pdf_names_every_character_and_night_step(hangul: str, library: Library, tmp_path: Path, key: str, lang: Lang) -> None:
    """Seeds 000/001/004: every character of the script, and every step of both night sheets, is in the PDF's text."""
    script = seed_script(library, key)
    out = tmp_path / f"sheet-{key}-{lang}.pdf"
    write_sheets_pdf(script, library, lang, out)
    text = pdf_text(out)
    for character in script.characters:
        assert flat(library.name(character, lang)) in text, character.id
    for night in ("first", "other"):
        for step in night_order(script, library, night):
            assert flat(step_name(step, library, lang)) in text, step.id
    assert flat(script.meta.name) in text


def test_sheet_pdf_is_a4_with_its_fonts_embedded(hangul: str, library: Library, tmp_path: Path) -> None:
    pypdf = pytest.importorskip("pypdf")
    out = tmp_path / "sheet.pdf"
    write_sheets_pdf(seed_script(library, "000"), library, "ko", out)
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) >= 2
    for page in reader.pages:
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == A4_POINTS
    fonts = reader.pages[0]["/Resources"]["/Font"]
    for ref in fonts.values():
        descriptor = ref.get_object()["/DescendantFonts"][0].get_object()["/FontDescriptor"].get_object()
        assert "/FontFile2" in descriptor or "/FontFile3" in descriptor, descriptor["/FontName"]


def test_sheet_command_writes_the_pdf(hangul: str, tmp_path: Path) -> None:
    out = tmp_path / "almanac.pdf"
    status, said, errors = run_cli("sheet", "001", "--pdf", str(out), "--lang", "en")
    assert (status, errors) == (0, "")
    assert str(out) in said
    assert flat("Seed almanac 001") in pdf_text(out)


def test_sheet_command_reports_an_unknown_script(tmp_path: Path) -> None:
    status, _, errors = run_cli("sheet", "no-such-script", "--pdf", str(tmp_path / "x.pdf"))
    assert status == 1 and "no-such-script" in errors
    assert not (tmp_path / "x.pdf").exists()


def test_sheet_command_refuses_a_player_count_out_of_range(tmp_path: Path) -> None:
    status, _, errors = run_cli("sheet", "000", "--pdf", str(tmp_path / "x.pdf"), "--players", "0")
    assert status == 2 and errors


def test_sheet_command_reports_an_unwritable_file(qtbot: object, tmp_path: Path) -> None:
    out = tmp_path / "missing-folder" / "x.pdf"
    status, _, errors = run_cli("sheet", "000", "--pdf", str(out))
    assert status == 1 and str(out) in errors
