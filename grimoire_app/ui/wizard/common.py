"""Small pieces every wizard page uses: the problems label and a page base with the draft."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWizardPage

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
