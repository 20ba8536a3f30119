"""Issue 18 acceptance: every script of the wild corpus (tests/data/wild, written by us) that can be played loads,
deals, and prints: its sheet names every character, its house rules and its jinxes, in Korean and English."""

from __future__ import annotations

import random
from html import unescape
from pathlib import Path

import pytest

from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.demo import demo_names
from grimoire_app.systems.botc.fabled_applied.djinn import script_jinxes
from grimoire_app.systems.botc.setup.deal import random_setup
from grimoire_app.systems.botc.setup.loric import house_rules
from grimoire_app.ui.export.sheets import sheets_html
from grimoire_app.ui.sheet_markup import markup_plain

WILD = Path(__file__).parents[2] / "data" / "wild"
UNPLAYABLE = {"unplayable.json"}
"""Refused on purpose (tests/model/test_script_wild.py)."""
CORPUS = sorted(p.name for p in WILD.glob("*.json") if p.name not in UNPLAYABLE)


@pytest.mark.parametrize("name", CORPUS)
def test_each_wild_script_loads_deals_and_prints(library: Library, name: str) -> None:
    script = load_script(WILD / name, library)
    setup = random_setup(script, library, demo_names(5), random.Random(7))
    assert len(setup.seats) == 5 and all(seat.character in script.ids for seat in setup.seats)
    for lang in ("ko", "en"):
        html = unescape(sheets_html(script, library, lang))
        for character in script.characters:
            assert library.name(character, lang) in html, (name, lang, character.id)
        for rule in house_rules(script):
            assert markup_plain(rule)[:20] in html, (name, lang, rule)
        for jinx in script_jinxes(script, library):
            assert markup_plain(jinx.text(lang))[:20] in html, (name, lang, jinx.characters)
