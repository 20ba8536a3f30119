"""The script page's "Fabled and Loric" section: pre-filled from the script, the Storyteller adds or removes.

The list shows each chosen Fabled or Loric (Korean and English names, the ability as tooltip);
"Add…" opens the searchable character picker over every official Fabled and Loric not yet chosen
(the script's own first); "Remove" drops the selected one. The choice lives in `draft.fabled`; the
wizard's events put them in play (setup_draft.setup_events). Setup effects are noted below the list
(docs/rules/sentinel.md, docs/rules/spiritofivory.md).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.setup.fabled import script_fabled
from grimoire_app.ui.character_picker import CharacterChoice, pick_character
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.town_square.fabled_menu import fabled_candidates
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.paint import token_pixmap
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.wizard.draft import WizardDraft
from grimoire_app.ui.wizard.loric_section import StormCatcherChoice, loric_notes

ICON_RADIUS = 14
PickFabled = Callable[[str, list[str]], CharacterChoice | None]
"""Ask for one Fabled or Loric: (title, candidate ids) -> choice or None (a seam for tests)."""
SETUP_NOTES = ("sentinel", "spiritofivory")
"""The Fabled whose setup effect the section notes."""


class FabledSection(QGroupBox):
    """Which Fabled and Loric are in play from the start."""

    def __init__(self, draft: WizardDraft, pick: PickFabled | None = None) -> None:
        super().__init__(tr("wizard.fabled.title", draft.lang))
        self.setObjectName("wizard-fabled")
        self.draft = draft
        self.pick: PickFabled = pick or self._pick
        self.list = named(QListWidget(), "wizard-fabled-list")
        self.list.setIconSize(QSize(2 * ICON_RADIUS + 4, 2 * ICON_RADIUS + 4))
        self.list.setMaximumHeight(130)
        self.add_button = named(QPushButton(tr("wizard.fabled.add", draft.lang)), "wizard-fabled-add")
        self.remove_button = named(QPushButton(tr("wizard.fabled.remove", draft.lang)), "wizard-fabled-remove")
        self.notes = named(plain_label(wordWrap=True), "wizard-fabled-notes")
        buttons = QVBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(tr("wizard.fabled.help", draft.lang), wordWrap=True))
        layout.addLayout(row)
        self.stormcatcher = StormCatcherChoice(draft)
        layout.addWidget(self.stormcatcher)
        layout.addWidget(self.notes)
        self.add_button.clicked.connect(self.add)
        self.remove_button.clicked.connect(self.remove_current)

    @property
    def lang(self) -> Lang:
        return self.draft.lang

    def faces(self) -> Faces:
        """Return the faces of the chosen script in the wizard's language."""
        return Faces(self.draft.script, self.draft.library, self.lang)

    def prefill(self) -> None:
        """Start over from the script's own Fabled and Loric entries."""
        self.draft.fabled = list(script_fabled(self.draft.script)) if self.draft.script else []
        self.refill()

    def add(self) -> None:
        """Ask for a Fabled or Loric not yet chosen and add it."""
        candidates = fabled_candidates(self.faces(), tuple(self.draft.fabled))
        choice = self.pick(tr("square.fabled.pick", self.lang), candidates)
        if choice is not None and choice.character and choice.character not in self.draft.fabled:
            self.draft.fabled.append(choice.character)
            self.refill()

    def remove_current(self) -> None:
        """Drop the selected Fabled or Loric."""
        item = self.list.currentItem()
        if item is not None:
            self.draft.fabled.remove(item.data(Qt.ItemDataRole.UserRole))
            self.refill()

    def refill(self) -> None:
        """Show the chosen ones and the notes on their setup effects."""
        faces = self.faces()
        other: Lang = "en" if self.lang == "ko" else "ko"
        self.list.clear()
        for character_id in self.draft.fabled:
            found = faces.character(character_id)
            name = faces.name(character_id)
            other_name = self.draft.library.name(found, other) if found else character_id
            label = name if name == other_name else f"{name} · {other_name}"
            item = QListWidgetItem(QIcon(token_pixmap(faces.token(character_id), ICON_RADIUS, self.devicePixelRatioF())), label)
            item.setData(Qt.ItemDataRole.UserRole, character_id)
            set_tip(item, (self.draft.library.ability(found, self.lang) or "") if found else "")
            self.list.addItem(item)
        self.remove_button.setEnabled(bool(self.draft.fabled))
        notes = [tr(f"wizard.fabled.note.{c}", self.lang) for c in SETUP_NOTES if c in self.draft.fabled]
        notes += loric_notes(self.draft.script, self.draft.fabled, self.lang)
        self.stormcatcher.refill()
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))

    def _pick(self, title: str, candidates: list[str]) -> CharacterChoice | None:
        return pick_character(self, self.faces(), candidates, title)
