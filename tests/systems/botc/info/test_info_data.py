"""The information tables: each rule has its hook, names real characters, and bad files fail precisely."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import LibraryError
from grimoire_app.systems.botc.info import data
from grimoire_app.systems.botc.info.registry import RULES
from grimoire_app.systems.botc.info.suggest import suggestions  # noqa: F401  (registers the rules)


def test_every_data_rule_has_a_truth_function_and_back(library: Library) -> None:
    """DESIGN principle 3: data plus one registered hook per character, no more, no less."""
    assert set(data.info_rules()) == set(RULES)
    for character in data.info_rules():
        assert library.find(character) is not None, character


def test_impairment_sources_name_real_characters_and_tokens(library: Library) -> None:
    """Each source's token is one of that character's official reminder tokens (spec 1.4 table)."""
    for source in data.impairment_table().sources:
        character = library.get(source.character)
        if source.token is not None:
            assert source.token in {token.name for token in character.reminders}, (source.character, source.token)


def test_a_bad_table_names_the_file_and_the_place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """House rule: data validated by pydantic with precise errors."""
    (tmp_path / "info_rules.json").write_text('{"rules": [{"character": "empath", "kind": "colour", "when": "every_night", "ref": "x"}]}')
    monkeypatch.setattr(data, "botc_dir", lambda: tmp_path)
    data.info_rules.cache_clear()
    try:
        with pytest.raises(LibraryError) as error:
            data.info_rules()
        assert "info_rules.json" in str(error.value) and "rules[0].kind" in str(error.value)
    finally:
        data.info_rules.cache_clear()
