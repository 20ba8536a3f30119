"""SetupWizard: the Storyteller's first ten minutes, ending in the events that start night 1.

Nothing touches the open game while the wizard runs: Cancel loses nothing. On Finish the caller
takes `events()` (seats, characters, believed characters, alignments, bluffs, Fabled and Loric,
first-night reminders, night 1) and starts a new game with them.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import QWidget, QWizard

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import Event
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup_draft import setup_events
from grimoire_app.ui.wizard.deal_pages import DealPage, PickPage
from grimoire_app.ui.wizard.draft import WizardDraft
from grimoire_app.ui.wizard.prepare_pages import BluffsPage, PreparePage
from grimoire_app.ui.wizard.table_pages import PlayersPage, ScriptPage
from grimoire_app.ui.screen_fit import fit_window


class SetupWizard(QWizard):
    """Script → players → characters → deal → bluffs → first-night preparation → night 1."""

    def __init__(self, library: Library, lang: Lang, rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.draft = WizardDraft(library, lang, rng or random.Random())
        self.setWindowTitle(tr("wizard.title", lang))
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.script_page = ScriptPage(self.draft)
        self.players_page = PlayersPage(self.draft)
        self.pick_page = PickPage(self.draft)
        self.deal_page = DealPage(self.draft)
        self.bluffs_page = BluffsPage(self.draft)
        self.prepare_page = PreparePage(self.draft)
        for page in (self.script_page, self.players_page, self.pick_page, self.deal_page, self.bluffs_page, self.prepare_page):
            self.addPage(page)
        buttons = {
            QWizard.WizardButton.NextButton: "wizard.next",
            QWizard.WizardButton.BackButton: "wizard.back",
            QWizard.WizardButton.CancelButton: "wizard.cancel",
            QWizard.WizardButton.FinishButton: "wizard.finish",
        }
        for button, key in buttons.items():
            self.setButtonText(button, tr(key, lang))
        fit_window(self, (1120, 700))

    @property
    def script(self) -> Script:
        """Return the chosen script."""
        assert self.draft.script is not None
        return self.draft.script

    def events(self) -> tuple[Event, ...]:
        """Return the events that seat this setup and begin night 1."""
        assert self.draft.script is not None and self.draft.setup is not None
        names = {loric: named for loric, named in self.draft.loric_names.items() if loric in self.draft.fabled}
        return setup_events(self.draft.script, self.draft.library, self.draft.setup, fabled=self.draft.fabled, names=names)
