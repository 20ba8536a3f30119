"""Script.character looks a character up in an index kept beside the characters it was made from (issue 20):
it answers what the old scan of the script's characters answered, and a copy with other characters never reads
the original's index."""

from __future__ import annotations

import copy

import pytest

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import bundled_scripts, resolve_script
from grimoire_app.model.ids import normalize_id
from grimoire_app.model.script import Script


def _scanned(script: Script, spelling: str) -> object:
    """The old lookup, written out: the first character whose id is the spelling's app id."""
    wanted = script.app_id(spelling)
    return next((c for c in script.characters if c.id == wanted), None)


def _spellings(character_id: str) -> list[str]:
    return [character_id, character_id.upper(), character_id.title(), f"{character_id[:2]}_{character_id[2:]}", f" {character_id}-"]


@pytest.mark.parametrize("key", [b.key for b in bundled_scripts(paths.resources_dir())])
def test_every_bundled_scripts_lookup_equals_the_scan_in_any_spelling(library: Library, key: str) -> None:
    script = resolve_script(key, paths.resources_dir(), library)
    asked = [*(s for c in script.characters for s in _spellings(c.id)), "imp", "nobody", "washer_woman", "", *script.aliases]
    for spelling in asked:
        assert script.character(spelling) is _scanned(script, spelling), spelling


def test_a_copy_with_other_characters_never_reads_the_originals_index(library: Library) -> None:
    script = resolve_script("tb", paths.resources_dir(), library)
    assert script.character("imp") is not None  # the index is made
    fewer = script.model_copy(update={"characters": tuple(c for c in script.characters if c.id != "imp")})
    assert fewer.character("imp") is None
    assert script.character("imp") is not None
    same = script.model_copy(update={"meta": script.meta.model_copy(update={"name": "Other"})})
    assert same.character("imp") is script.character("imp")
    deep = copy.deepcopy(script)
    assert deep.character("imp") == script.character("imp") and deep == script


def test_the_kept_index_changes_neither_equality_nor_the_dump(library: Library) -> None:
    asked, fresh = (resolve_script("tb", paths.resources_dir(), library) for _ in range(2))
    asked.character("chef")
    assert asked == fresh
    assert asked.model_dump() == fresh.model_dump()


def test_normalize_id_gives_the_same_answer_asked_twice() -> None:
    for spelling in ("Fortune_Teller", "fang-gu", "Lil'Monsta", "Lil’ Monsta", "ko_KR_washerwoman"):
        assert normalize_id(spelling) == normalize_id(spelling) == normalize_id(spelling).lower()
