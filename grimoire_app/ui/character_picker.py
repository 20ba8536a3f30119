"""A type-to-search character chooser: type part of a name (Korean, English or initial consonants).

`matches` is the pure search rule and `CharacterChoice` the answer (both in ui/character_search.py, without Qt, and
re-exported here); `CharacterPicker` is the dialog; `pick_character` runs it and returns the choice. The script's characters come first; "all characters" adds the library's.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Character, Lang
from grimoire_app.ui.character_search import CharacterChoice as CharacterChoice  # the dialog's answer, defined without Qt
from grimoire_app.ui.character_search import initial_consonants as initial_consonants
from grimoire_app.ui.character_search import matches as matches
from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.paint import token_pixmap
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.screen_fit import fit_window

ICON_RADIUS = 14


class CharacterPicker(QDialog):
    """Type to filter, arrows to move, Enter to choose."""

    def __init__(self, faces: Faces, script_ids: list[str], all_ids: list[str], title: str, allow_none: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces, self.lang = faces, faces.lang
        self.script_ids, self.all_ids, self.allow_none = script_ids, all_ids, allow_none
        self.setWindowTitle(title)
        self.setObjectName("character-picker")
        self.search = named(QLineEdit(placeholderText=tr("square.picker.search", self.lang)), "picker-search")
        self.everyone = named(QCheckBox(tr("square.picker.all", self.lang)), "picker-all")
        self.list = named(QListWidget(), "picker-list")
        self.list.setIconSize(QSize(2 * ICON_RADIUS + 4, 2 * ICON_RADIUS + 4))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.search, self.everyone, self.list, buttons):
            layout.addWidget(widget)
        self.search.textChanged.connect(self.refill)
        self.everyone.toggled.connect(self.refill)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.search.installEventFilter(self)
        fit_window(self, (360, 460))
        self.refill()

    def refill(self) -> None:
        """List the characters that match the search, the script's first."""
        self.list.clear()
        query = self.search.text()
        if self.allow_none and matches(query, tr("square.picker.none", self.lang)):
            none = QListWidgetItem(tr("square.picker.none", self.lang))
            none.setData(Qt.ItemDataRole.UserRole, "")
            self.list.addItem(none)
        ids = self.script_ids + ([c for c in self.all_ids if c not in self.script_ids] if self.everyone.isChecked() else [])
        for character_id in ids:
            character = self.faces.character(character_id)
            if character is not None and self._matches(query, character):
                self.list.addItem(self._item(character))
        if self.list.count():
            self.list.setCurrentRow(0)

    def _matches(self, query: str, character: Character) -> bool:
        other: Lang = "en" if self.lang == "ko" else "ko"
        return matches(query, self.faces.name(character.id), self.faces.library.name(character, other), character.id)

    def _item(self, character: Character) -> QListWidgetItem:
        other: Lang = "en" if self.lang == "ko" else "ko"
        name, other_name = self.faces.name(character.id), self.faces.library.name(character, other)
        label = name if name == other_name else f"{name} · {other_name}"
        item = QListWidgetItem(QIcon(token_pixmap(self.faces.token(character.id), ICON_RADIUS, self.devicePixelRatioF())), label)
        item.setData(Qt.ItemDataRole.UserRole, character.id)
        set_tip(item, self.faces.library.ability(character, self.lang) or "")
        return item

    def choice(self) -> CharacterChoice | None:
        """Return the highlighted choice, or None when nothing is highlighted."""
        item = self.list.currentItem()
        return None if item is None else CharacterChoice(item.data(Qt.ItemDataRole.UserRole) or None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.search and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            if event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                self.list.keyPressEvent(event)
                return True
        return super().eventFilter(watched, event)


def pick_character(parent: QWidget | None, faces: Faces, script_ids: list[str], title: str, allow_none: bool = False) -> CharacterChoice | None:
    """Run the picker; return the choice, or None when the Storyteller cancelled."""
    all_ids = sorted(faces.library.characters, key=lambda c: faces.name(c))
    dialog = CharacterPicker(faces, script_ids, all_ids, title, allow_none, parent)
    return dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None
