"""The Loric in the wizard's "Fabled and Loric" section: their setup notes and the Storm Catcher's named character.

The notes say each chosen Loric's setup rule (docs/rules/<id>.md); the Bootlegger's lists the script's house
rules (`house_rules`, the one reader of `_meta.bootlegger`). "Storm Catcher names…" appears while the Storm
Catcher is chosen: the script's Townsfolk and Outsiders, or "decide at night"; the choice lives in
`draft.loric_names` and goes on the event that puts the Storm Catcher in play (docs/rules/stormcatcher.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.loric import BOOTLEGGER, STORMCATCHER, good_choices, house_rules, setup_notes
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.wizard.draft import WizardDraft


def loric_notes(script: Script | None, fabled: Sequence[str], lang: Lang) -> list[str]:
    """Return the notes on the chosen Loric's setup rules, the Bootlegger's with the script's house rules."""
    notes = []
    for loric in setup_notes(fabled):
        if loric == BOOTLEGGER:
            rules = house_rules(script)
            notes.append(tr("wizard.loric.note.bootlegger", lang, rules=" / ".join(rules)) if rules
                         else tr("wizard.loric.note.bootlegger_none", lang))
        else:
            notes.append(tr(f"wizard.loric.note.{loric}", lang))
    return notes


class StormCatcherChoice(QWidget):
    """The "Storm Catcher names…" row: a combo over the script's good characters, shown while the Storm Catcher is chosen."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__()
        self.draft = draft
        self.combo = named(QComboBox(), "wizard-stormcatcher-names")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(plain_label(tr("wizard.loric.stormcatcher.names", draft.lang)))
        row.addWidget(self.combo, 1)
        self.combo.activated.connect(self._chosen)
        self.setVisible(False)

    def refill(self) -> None:
        """List the script's good characters (keeping the choice) and show the row only while the Storm Catcher is chosen."""
        chosen = STORMCATCHER in self.draft.fabled and self.draft.script is not None
        self.setVisible(chosen)
        self.combo.clear()
        if not chosen or self.draft.script is None:
            return
        self.combo.addItem(tr("wizard.loric.stormcatcher.none", self.draft.lang), None)
        for character_id in good_choices(self.draft.script):
            self.combo.addItem(self.draft.character_name(character_id), character_id)
        current = self.combo.findData(self.draft.loric_names.get(STORMCATCHER))
        self.combo.setCurrentIndex(max(current, 0))

    def choose(self, character_id: str | None) -> None:
        """Name a character (None: decide at night), as picking it in the combo does."""
        self.combo.setCurrentIndex(max(self.combo.findData(character_id), 0))
        self._chosen(self.combo.currentIndex())

    def _chosen(self, index: int) -> None:
        character_id = self.combo.itemData(index)
        if character_id:
            self.draft.loric_names[STORMCATCHER] = character_id
        else:
            self.draft.loric_names.pop(STORMCATCHER, None)
