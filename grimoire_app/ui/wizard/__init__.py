"""The setup wizard: script → players → characters → deal → bluffs → first-night preparation.

Public names: SetupWizard, Draft.
"""

from grimoire_app.ui.wizard.draft import Draft
from grimoire_app.ui.wizard.wizard import SetupWizard

__all__ = ["Draft", "SetupWizard"]
