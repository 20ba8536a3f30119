"""The first paint's catalogue files read alone (issue 20, grimoire_app/i18n.py `_FirstLookups`): every key they hold
gives the same strings as the whole catalogue, files are read only as far as a key needs, and any other key is left
to the whole catalogue."""

from __future__ import annotations

import json

from grimoire_app.i18n import FIRST_FILES, _catalogue, _FirstLookups, template, tr
from grimoire_app.paths import resources_dir

FOLDER = resources_dir() / "i18n"


def test_every_key_of_the_first_files_reads_the_same_as_from_the_whole_catalogue() -> None:
    whole = _catalogue(FOLDER)
    first = _FirstLookups()
    keys = [key for name in FIRST_FILES for key in json.loads((FOLDER / name).read_text(encoding="utf-8"))]
    assert len(keys) > 300
    for key in keys:
        assert first.get(key) == whole[key], key
    assert first.read == len(FIRST_FILES)


def test_files_are_read_only_as_far_as_a_key_needs_and_other_keys_go_to_the_whole_catalogue() -> None:
    first = _FirstLookups()
    assert first.get("menu.file") == _catalogue(FOLDER)["menu.file"] and first.read == 1  # strings.json only
    assert first.get("square.traveller") is not None and first.read == 2  # then town_square.json
    assert first.get("daypanel.tab.tip") is None and first.read == len(FIRST_FILES)  # not there: the whole catalogue
    assert tr("daypanel.tab.tip", "en") == _catalogue(FOLDER)["daypanel.tab.tip"]["en"]
    assert template("menu.file", "ko") == _catalogue(FOLDER)["menu.file"]["ko"]
