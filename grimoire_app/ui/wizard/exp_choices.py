"""The characters page's setup choices of issue 21's Outsider changers: the Huntsman's Damsel as an extra Outsider,
and the Hermit's -0 or -1 Outsider (docs/rules/huntsman.md, docs/rules/hermit.md, "Setup").

Each is a check box shown only while its character is on the script, unchecked by default (the rules pages'
[DECISION]s: the Damsel takes an Outsider seat, the Hermit removes none); the model (setup.distribution) applies
the choice, the widget only offers it. The other setup changers of issue 21 need no choice here: the Kazali, the
Lord of Typhon, Legion, Riot and the Marionette change the counts or the seats by rule (setup.exp_demons,
setup.marionette), and the Kazali's Minions are picked on night 1.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.town_square.style import named

EXP_CHOICES = {"huntsman": "huntsman_extra_outsider", "hermit": "hermit_remove_outsider"}
"""Character id → the SetupChoices field its check box sets."""


def exp_choice(character_id: str, lang: Lang) -> QCheckBox:
    """Return the unchecked check box of one of EXP_CHOICES, with its tooltip (object name choice-<id>)."""
    box = named(QCheckBox(tr(f"wizard.choice.{character_id}", lang)), f"choice-{character_id}")
    set_tip(box, tr(f"wizard.choice.{character_id}.tip", lang))
    return box
