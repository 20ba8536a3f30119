"""Issue 18, "the printed sheet like the official one": a 30-character script from the wild
(tests/data/wild/sheet_thirty.json: four editions mixed, two homebrew characters, a homebrew jinx, two house
rules, two Travellers and a Fabled) prints on 2 A4 pages in Korean and in English, with its jinxes naming both
characters, its house rules (no Bootlegger on the script), the "*Not the first night" footnote, and the script
markup rendered (`:reminder:` as a token mark, `*TOKEN*` in bold caps) wherever its texts are shown."""

from __future__ import annotations

import argparse
import json
import io
import unicodedata
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app.i18n import tr
from grimoire_app.model import Library, Script, load_script
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.fabled_applied.djinn import script_jinxes
from grimoire_app.systems.botc.setup.loric import house_rules
from grimoire_app.ui.export import cli
from grimoire_app.ui.export.sheets import PAGE_BREAK, sheets_html, write_sheets_pdf
from grimoire_app.ui.script_sheets import ScriptSheets
from grimoire_app.ui.sheet_html import character_sheet_html, jinx_names
from grimoire_app.ui.sheet_markup import REMINDER_MARK
from tests.ui.export.conftest import flat, pdf_text

WILD = Path(__file__).parents[2] / "data" / "wild" / "sheet_thirty.json"
RAW = (":reminder:", "*HEXED*", "*LIT*")


@pytest.fixture
def thirty(library: Library) -> Script:
    return load_script(WILD, library)


def text_of(path: Path) -> str:
    """The PDF's text, whitespace dropped and ligatures ("ﬀ" in Boffin) read as their letters."""
    return unicodedata.normalize("NFKC", pdf_text(path))


def pages(path: Path) -> int:
    pypdf = pytest.importorskip("pypdf", reason="pypdf (the test extra) counts the pages")
    return len(pypdf.PdfReader(path).pages)


def test_the_script_has_thirty_characters_two_house_rules_and_a_homebrew_jinx(thirty: Script, library: Library) -> None:
    assert len(thirty.characters) == 30
    assert house_rules(thirty) == ("Dead players may still nominate once per game.", "The Lamplighter counts as a Townsfolk for the Vortox.")
    assert "bootlegger" not in thirty.ids
    assert [jinx.characters for jinx in script_jinxes(thirty, library)] == [
        ("boffin", "drunk"), ("boffin", "villageidiot"), ("pithag", "villageidiot"), ("hexer", "monk")]


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_sheet_of_a_thirty_character_script_is_two_pages(hangul: str, thirty: Script, library: Library, tmp_path: Path, lang: Lang) -> None:
    """The character sheet on page 1, the night order on page 2 (the official sheet's two pages), in both languages."""
    out = tmp_path / f"thirty-{lang}.pdf"
    write_sheets_pdf(thirty, library, lang, out)
    assert pages(out) == 2
    text = text_of(out)
    for rule in house_rules(thirty):
        assert flat(rule) in text
    for jinx in script_jinxes(thirty, library):
        assert flat(jinx_names(jinx, thirty, library, lang)) in text
        assert flat(jinx.text(lang))[:30] in text
    assert flat(tr("sheet.not_first_night", lang)) in text
    assert flat(tr("sheet.house_rules", lang)) in text
    for character in thirty.characters:
        assert flat(library.name(character, lang)) in text, character.id


def test_the_homebrew_jinx_names_both_characters(thirty: Script, library: Library) -> None:
    hexer_monk = script_jinxes(thirty, library)[-1]
    assert jinx_names(hexer_monk, thirty, library, "en") == "Hexer + Monk"
    assert jinx_names(hexer_monk, thirty, library, "ko") == f"Hexer + {library.name(library.get('monk'), 'ko')}"


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_markup_is_rendered_in_the_sheets_html(thirty: Script, library: Library, lang: Lang) -> None:
    html = sheets_html(thirty, library, lang, night_texts=True)
    assert html.count(PAGE_BREAK) == 3
    for raw in RAW:
        assert raw not in html
    assert "<b>HEXED</b>" in html and "<b>LIT</b>" in html
    assert html.count(REMINDER_MARK) == 3


def test_markup_is_rendered_in_the_pdf_text(hangul: str, thirty: Script, library: Library, tmp_path: Path) -> None:
    out = tmp_path / "thirty-night-texts.pdf"
    write_sheets_pdf(thirty, library, "en", out, night_texts=True)
    text = text_of(out)
    assert pages(out) > 2
    for raw in RAW:
        assert flat(raw) not in text
    assert "MarkthemHEXED." in text and REMINDER_MARK in text


def test_the_footnote_is_there_only_when_an_ability_has_the_star(library: Library) -> None:
    starred = load_script(Path(__file__).parents[2] / "data" / "bootleg_script.json", library)  # Trouble Brewing: the Monk's "night*"
    plain = Script.model_validate({"meta": {"name": "x"}, "characters": [library.get("washerwoman"), library.get("chef")]})
    assert tr("sheet.not_first_night", "en") in character_sheet_html(starred, library, "en", columns=2)
    assert tr("sheet.not_first_night", "en") not in character_sheet_html(plain, library, "en", columns=2)


def test_the_night_texts_option_of_the_sheet_command(hangul: str, tmp_path: Path) -> None:
    short, long = tmp_path / "short.pdf", tmp_path / "long.pdf"
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    for out, extra in ((short, []), (long, ["--night-texts"])):
        args = parser.parse_args(["sheet", str(WILD), "--pdf", str(out), "--lang", "en", *extra])
        assert cli.run(args, io.StringIO(), io.StringIO()) == 0
    assert pages(short) == 2 and pages(long) > 2


def test_the_script_tab_shows_house_rules_jinxes_and_rendered_markup(qtbot: QtBot, thirty: Script, library: Library) -> None:
    """The Script tab shows the house rules without the Bootlegger chosen, the homebrew jinx, and no raw markup."""
    sheets = ScriptSheets(library, "en")
    qtbot.addWidget(sheets)
    sheets.show_script(thirty, WILD, players=8)
    character = sheets.character_sheet.toPlainText()
    for rule in house_rules(thirty):
        assert rule in character
    assert "Hexer + Monk: If the Monk protects the hexed player" in character
    assert tr("sheet.not_first_night", "en") in character
    nights = sheets.first_night_sheet.toPlainText() + sheets.other_night_sheet.toPlainText()
    for raw in RAW:
        assert raw not in nights
    assert "Mark them HEXED." in nights and "Remove HEXED." in nights and REMINDER_MARK in nights


@pytest.mark.parametrize("key", ["tb", "bmr", "snv"])
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_base_editions_print_two_pages(hangul: str, library: Library, tmp_path: Path, key: str, lang: Lang) -> None:
    """No orphan page: each base edition (22-25 characters) prints its character sheet and night order on 2 pages."""
    from grimoire_app import paths
    from grimoire_app.model.bundled_scripts import resolve_script

    out = tmp_path / f"{key}-{lang}.pdf"
    write_sheets_pdf(resolve_script(key, paths.resources_dir(), library), library, lang, out)
    assert pages(out) == 2


def test_a_wordy_homebrew_script_still_fits_two_pages(hangul: str, library: Library, tmp_path: Path) -> None:
    """30 homebrew characters with long abilities: the text shrinks until the character sheet fits page 1."""
    from grimoire_app.ui.export.sheets import FIT_POINT_SIZES, fitting_point_size

    teams = ["townsfolk"] * 13 + ["outsider"] * 4 + ["minion"] * 4 + ["demon"] * 4 + ["traveller"] * 5
    ability = ("Each night*, choose a player and a character: if they are that character, they learn it tomorrow at "
               "dawn, and you learn whether any of their living neighbours is evil; if not, nothing happens. ")
    entries: list[object] = [{"id": "_meta", "name": "Wordy", "author": "Grimoire tests", "bootlegger": ["Rule one.", "Rule two."]}]
    entries += [{"id": f"wordy{n}", "name": f"Wordy {n}", "team": team, "ability": ability + f"(Variant {n}.)"}
                for n, team in enumerate(teams)]
    path = tmp_path / "wordy.json"
    path.write_text(json.dumps(entries), encoding="utf-8")
    script = load_script(path, library)
    assert fitting_point_size(script, library, "en") < FIT_POINT_SIZES[0]
    out = tmp_path / "wordy.pdf"
    write_sheets_pdf(script, library, "en", out)
    assert pages(out) == 2
    assert "Ruletwo." in text_of(out)
