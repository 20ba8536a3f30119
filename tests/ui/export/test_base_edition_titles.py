"""Issue 16: the base scripts are shown "with their Korean names": the printed sheets of Trouble Brewing
are headed 점철되는 혼란 in Korean and Trouble Brewing in English (model.bundled_scripts.script_title)."""

from __future__ import annotations

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.ui.export.sheets import sheets_html, sheets_title
from grimoire_app.ui.sheet_html import character_sheet_html


def test_sheets_of_a_base_edition_carry_its_name_in_the_language_asked(library: Library) -> None:
    """The character sheet's heading, the night sheets' titles and the PDF title, in ko and in en."""
    tb = resolve_script("tb", paths.resources_dir(), library)
    assert "<h2>점철되는 혼란</h2>" in character_sheet_html(tb, library, "ko")
    assert "<h2>Trouble Brewing</h2>" in character_sheet_html(tb, library, "en")
    assert "점철되는 혼란" in sheets_title(tb, "ko") and "Trouble Brewing" not in sheets_title(tb, "ko")
    korean = sheets_html(tb, library, "ko", night_texts=True)
    assert korean.count("점철되는 혼란") >= 3 and "Trouble Brewing" not in korean
