"""Importing the toolmaker roles file: hostile input gives texts or a LibraryError naming the file (issue 14)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire_app.model.errors import LibraryError
from grimoire_app.model.imported_texts import import_texts, load_imported
from tests.hostile import hostile_text, with_placeholders

ROLES = [
    {"id": "imp", "ability": "Each night*, choose a player: they die.", "otherNightReminder": "The Imp chooses a player."},
    {"id": "chef", "ability": "You start knowing how many pairs of evil players there are.", "firstNightReminder": "Show the number."},
]


@settings(max_examples=50, deadline=2000)
@given(st.data())
def test_hostile_roles_files_import_or_give_a_library_error(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    """Huge integers, deep nesting, lone surrogates, NUL, BOM, long texts: a count or a LibraryError, each under 2 s."""
    folder = tmp_path_factory.mktemp("texts")
    source = folder / "roles.json"
    source.write_text(data.draw(hostile_text(with_placeholders(data.draw, ROLES, 0.25))), encoding="utf-8")
    try:
        assert import_texts(source, folder / "store.json") == 2
    except LibraryError as error:
        assert str(error).startswith(str(source)) and len(str(error)) < 2000
    else:
        assert set(load_imported(folder / "store.json")) == {"imp", "chef"}


def test_a_bom_is_accepted_and_a_long_text_is_refused_naming_the_limit(tmp_path: Path) -> None:
    """A roles file saved with a BOM imports; an ability over 2,000 characters is refused naming the limit."""
    source = tmp_path / "roles.json"
    source.write_bytes("\ufeff".encode() + json.dumps(ROLES).encode())
    assert import_texts(source, tmp_path / "store.json") == 2
    source.write_text(json.dumps([{"id": "imp", "ability": "a" * 2001}]), encoding="utf-8")
    with pytest.raises(LibraryError, match=r"roles.json: \$\[0\]\.ability: more than 2,000 characters, the most this app reads"):
        import_texts(source, tmp_path / "store.json")
