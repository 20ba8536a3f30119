"""The type-to-search character chooser."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.character_picker import CharacterChoice, CharacterPicker
from grimoire_app.ui.town_square.faces import Faces
from tests.conftest import seed_script


def picker(qtbot: QtBot, library: Library, lang: str = "ko", allow_none: bool = False) -> CharacterPicker:
    script = seed_script(library, "000")
    faces = Faces(script, library, lang)  # type: ignore[arg-type]
    dialog = CharacterPicker(faces, list(script.ids), sorted(library.characters), "pick", allow_none)
    qtbot.addWidget(dialog)
    return dialog


def shown(dialog: CharacterPicker) -> list[str]:
    return [dialog.list.item(row).data(Qt.ItemDataRole.UserRole) for row in range(dialog.list.count())]


def test_typing_korean_initials_or_english_finds_the_character(qtbot: QtBot, library: Library) -> None:
    dialog = picker(qtbot, library)
    for query in ("독살", "ㄷㅅㅂ", "poison"):
        dialog.search.setText(query)
        assert shown(dialog) == ["poisoner"], query
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.choice() == CharacterChoice("poisoner")


def test_arrows_move_through_the_matches(qtbot: QtBot, library: Library) -> None:
    dialog = picker(qtbot, library, "en")
    dialog.search.setText("er")
    first = dialog.choice()
    qtbot.keyClick(dialog.search, Qt.Key.Key_Down)
    assert dialog.choice() != first and dialog.choice() is not None


def test_the_script_comes_first_and_all_characters_on_request(qtbot: QtBot, library: Library) -> None:
    dialog = picker(qtbot, library)
    dialog.search.setText("imp")
    assert shown(dialog) == []
    dialog.everyone.setChecked(True)
    assert "imp" in shown(dialog)


def test_no_character_is_a_choice_when_allowed(qtbot: QtBot, library: Library) -> None:
    dialog = picker(qtbot, library, allow_none=True)
    assert dialog.choice() == CharacterChoice(None)
