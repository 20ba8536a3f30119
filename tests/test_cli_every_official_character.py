"""Issue 16 acceptance: `character ID --lang ko` and `--lang en` show an ability for each of the 181 official ids."""

from __future__ import annotations

import io

import pytest

from grimoire_app import paths
from grimoire_app.cli import main
from grimoire_app.model import load_library

LIBRARY = load_library(paths.resources_dir())
OFFICIAL = sorted(cid for cid, character in LIBRARY.characters.items() if not character.homebrew)


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), out=out), out.getvalue()


def test_every_official_character_has_bundled_texts() -> None:
    """Issue 16: texts for all 181 official characters (regular, travellers, fabled, loric), written by us."""
    assert len(OFFICIAL) == 181
    assert [cid for cid in OFFICIAL if cid not in LIBRARY.texts] == []


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_character_shows_an_ability_for_every_official_id(lang: str) -> None:
    """Issue 16: no official character ever shows "not bundled"; each card carries its ability in the language asked."""
    for cid in OFFICIAL:
        status, output = run("character", cid, "--lang", lang)
        ability = LIBRARY.texts[cid].block(lang).ability
        assert status == 0, cid
        assert "not bundled" not in output and "번들에 없습니다" not in output, cid
        assert ability in output, cid
