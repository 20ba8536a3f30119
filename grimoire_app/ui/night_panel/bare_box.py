"""BareBox: a step that chooses nothing yet records its bookkeeping (TonightStep.records_bare), and its button.

The Xaan's and the Summoner's night markers, the X and EVIL WAKES used change only through a
recorded choice; at such a step nobody picks anyone, so the choice box stays hidden and this box
says what recording the step changes, under one button (at the top, as the choice box's Record)
that asks the panel to record it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QVBoxLayout

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.ui.night_panel.style import ANSWER_STYLE, STATUS_STYLE
from grimoire_app.ui.night_panel.widgets import button, wrapped


class BareBox(QGroupBox):
    """What recording a bare step changes, and "Record this step"."""

    record_requested = Signal()

    def __init__(self, lang: Lang) -> None:
        super().__init__()
        self.setObjectName("night-bare")
        self.lang: Lang = lang
        self.changes = wrapped("", STATUS_STYLE, "night-bare-changes")
        self.record = button("", "night-record-step", self.record_requested.emit, ANSWER_STYLE)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(self.record)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.changes)

    def show_changes(self, lines: list[str], live: bool) -> None:
        """Show what recording the step changes; `live` False (a day's preview) shows it read-only."""
        self.setTitle(tr("nightpanel.bare.title", self.lang))
        self.changes.setText("\n".join([tr("nightpanel.bare.explain", self.lang)] + ["· " + line for line in lines]))
        self.record.setText(tr("nightpanel.bare.record", self.lang))
        self.record.setEnabled(live)
