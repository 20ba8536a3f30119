"""The bundled scripts (issue 16): the three base editions first, with their names by language, then the seeds."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library, LibraryError, ScriptError, Team
from grimoire_app.model.bundled_scripts import bundled_scripts, resolve_script, script_title

BASE = {
    "tb-trouble-brewing": ("Trouble Brewing", "점철되는 혼란", (13, 4, 4, 1)),
    "bmr-bad-moon-rising": ("Bad Moon Rising", "피로 물든 달", (13, 4, 4, 4)),
    "snv-sects-and-violets": ("Sects & Violets", "화단에 꽃피운 이단", (13, 4, 4, 4)),
}


def test_the_base_editions_come_first_then_the_seed_scripts_in_file_order() -> None:
    keys = [b.key for b in bundled_scripts(paths.resources_dir())]
    assert keys == [*BASE, "000-jongpa-wa-mayak", "001-english-almanac", "004-hwakjeung-pyeonhyang"]


@pytest.mark.parametrize("key", list(BASE))
def test_each_base_script_loads_with_its_meta_names_and_team_counts(library: Library, key: str) -> None:
    english, korean, counts = BASE[key]
    bundled = next(b for b in bundled_scripts(paths.resources_dir()) if b.key == key)
    script = resolve_script(key, paths.resources_dir(), library)
    assert script.meta.name == english and script.meta.author == "The Pandemonium Institute"
    assert (bundled.title("ko", script), bundled.title("en", script)) == (korean, english)
    teams = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)
    assert tuple(len(script.of_team(team)) for team in teams) == counts
    assert not any(c.homebrew for c in script.characters)
    assert all(library.texts.get(cid) is not None for cid in script.ids), "every base character has texts"


@pytest.mark.parametrize("spec", ["tb", "tb-trouble-brewing", "Trouble Brewing", "점철되는 혼란"])
def test_a_base_script_is_found_by_prefix_key_and_either_name(library: Library, spec: str) -> None:
    assert resolve_script(spec, paths.resources_dir(), library).meta.name == "Trouble Brewing"


def test_a_seed_script_keeps_its_own_name_as_its_title(library: Library) -> None:
    bundled = next(b for b in bundled_scripts(paths.resources_dir()) if b.key.startswith("000"))
    script = resolve_script("000", paths.resources_dir(), library)
    assert bundled.title("ko", script) == bundled.title("en", script) == "종파와 마약"


def test_an_index_naming_a_missing_script_is_refused_naming_the_file(tmp_path: Path) -> None:
    resources = tmp_path / "resources"
    shutil.copytree(paths.resources_dir(), resources)
    index = json.loads((resources / "bundled_scripts.json").read_text(encoding="utf-8"))
    index["first"].append("xyz-missing")
    (resources / "bundled_scripts.json").write_text(json.dumps(index), encoding="utf-8")
    with pytest.raises(LibraryError) as caught:
        bundled_scripts(resources)
    assert "bundled_scripts.json" in str(caught.value) and "xyz-missing: no such script" in str(caught.value)


def test_an_unknown_script_lists_the_bundled_keys_base_editions_first(library: Library) -> None:
    with pytest.raises(ScriptError) as caught:
        resolve_script("nonesuch", paths.resources_dir(), library)
    assert "bundled: tb-trouble-brewing, bmr-bad-moon-rising, snv-sects-and-violets, 000-" in str(caught.value)


def test_a_base_edition_reads_by_its_korean_name_in_korean(library: Library) -> None:
    """Issue 16: the base scripts are shown "with their Korean names"; a game's script named "Trouble Brewing"
    reads 점철되는 혼란 in Korean and keeps its own name in English; a seed script keeps its one name."""
    resources = paths.resources_dir()
    tb = resolve_script("tb", resources, library)
    assert script_title(tb, "ko", resources) == "점철되는 혼란"
    assert script_title(tb, "en", resources) == "Trouble Brewing"
    seed = resolve_script("000", resources, library)
    assert script_title(seed, "en", resources) == seed.meta.name == "종파와 마약"
