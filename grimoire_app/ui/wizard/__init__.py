"""The setup wizard: script → players → characters → deal → bluffs → first-night preparation.

Public names: SetupWizard, WizardDraft.
"""

from grimoire_app.ui.wizard.draft import WizardDraft
from grimoire_app.ui.wizard.wizard import SetupWizard

__all__ = ["WizardDraft", "SetupWizard"]
