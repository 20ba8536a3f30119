"""The characters page's Sentinel choice: -1, +0 or +1 Outsider after the other modifiers (docs/rules/sentinel.md).

Shown only while the Sentinel is among the Fabled chosen on the script page; the model (setup.distribution)
applies the choice, the widget only offers it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.town_square.style import named

SENTINEL_DELTAS = (0, -1, 1)
"""The choices in menu order: +0 first (the Sentinel need not change anything)."""


def sentinel_choice(lang: Lang) -> tuple[QLabel, QComboBox]:
    """Return the label and the combo box of the Sentinel's Outsider choice (+0 selected)."""
    label = plain_label(tr("wizard.choice.sentinel", lang))
    combo = named(QComboBox(), "choice-sentinel")
    for delta in SENTINEL_DELTAS:
        combo.addItem(tr(f"wizard.choice.sentinel.{delta:+d}", lang), delta)
    set_tip(combo, tr("wizard.choice.sentinel.tip", lang))
    label.setBuddy(combo)
    return label, combo
