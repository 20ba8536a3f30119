"""Small pieces every wizard page uses: the problems label, a page base with the draft, a drop-down refilled in place."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QLabel, QWizardPage

from grimoire_app.i18n import tr
from grimoire_app.model.errors import Problem
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.wizard.draft import WizardDraft
from grimoire_app.ui.town_square.style import named


class DraftPage(QWizardPage):
    """A page with a title and a one-line explanation in the draft's language."""

    def __init__(self, draft: WizardDraft, key: str) -> None:
        super().__init__()
        self.draft = draft
        self.setTitle(tr(f"wizard.{key}.title", draft.lang))
        self.setSubTitle(tr(f"wizard.{key}.help", draft.lang))


def problems_label(name: str) -> QLabel:
    """Return the label that lists problems (red) or says there are none."""
    label = named(plain_label(wordWrap=True), name)
    return label


def show_problems(label: QLabel, problems: list[Problem] | list[str], lang: str) -> None:
    """Fill a problems label: every problem on its own line, or "no problems"."""
    lines = [str(p) for p in problems]
    label.setStyleSheet("color: #b3261e;" if lines else "color: #2e7d32;")
    label.setText("\n".join(lines) if lines else tr("wizard.problems.ok", "ko" if lang == "ko" else "en"))


def refill(combo: QComboBox, items: Sequence[tuple[str, object]], current: object, enabled: bool = True) -> None:
    """Show these (text, data) items in a drop-down with `current` chosen, signals blocked.

    The list is replaced only when it differs (a swap usually renames items in place), so a drop-down whose own
    choice caused the update keeps its items.
    """
    combo.blockSignals(True)
    shown = [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]
    if len(shown) != len(items) or [data for _, data in shown] != [data for _, data in items]:
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
    else:
        for index, (text, _) in enumerate(items):
            if combo.itemText(index) != text:
                combo.setItemText(index, text)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    combo.setEnabled(enabled)
    combo.blockSignals(False)
