"""Jinx texts read as sentences under their header (issue 18 point 8): the sheet prints "A + B: text", so a
text that starts with its own pair's names ("Boffin + Village Idiot: Boffin + Village Idiot: …") repeats it."""

from __future__ import annotations

import re

import pytest

from grimoire_app.model import Library
from grimoire_app.model.characters import Lang

JOINERS = r"\s*(?:\+|&|-|–|—|/|,|and|와|과|및)\s*"


def _header(first: str, second: str) -> re.Pattern[str]:
    """The two names joined as a header ("A + B", "A-B", "A & B"…) followed by a colon, at the text's start."""
    pairs = (f"{re.escape(first)}{JOINERS}{re.escape(second)}", f"{re.escape(second)}{JOINERS}{re.escape(first)}")
    return re.compile(rf"^\s*(?:{'|'.join(pairs)})\s*:", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_jinx_text_starts_with_its_own_pairs_names(library: Library, lang: Lang) -> None:
    repeated = []
    for jinx in library.jinxes:
        first, second = (library.name(library.get(c), lang) for c in jinx.characters)
        if _header(first, second).match(jinx.text(lang)):
            repeated.append(f"{jinx.characters}: {jinx.text(lang)[:60]}")
    assert repeated == []


def test_the_header_pattern_catches_the_repeated_header() -> None:
    assert _header("Boffin", "Village Idiot").match("Boffin + Village Idiot: as long as…")
    assert _header("Alchemist", "Summoner").match("Alchemist-Summoner: no bluffs…")
    assert not _header("Alchemist", "Boffin").match("Alchemist with Boffin powers: the Demon…")
