"""NightPanel: walks the setup reveal or a night step by step (spec 3.2, 3.3, 6 "Night wizard").

The steps are `moderator_script(state)`, the one derivation: each shows its title, the words to
say, who wakes (or "all holders dead, pause"), the running choices and tallies, and the
information each role gets, with a "show to player" card. The step's inputs are rows of legal
pickers (controls.py). Ending the phase records the rules' boundary (`resolve_boundary`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.systems.torsis import Info, ScriptStep, TorsisState
from grimoire_app.ui.torsis.card import step_html
from grimoire_app.ui.torsis.controls import step_rows
from grimoire_app.ui.torsis.pickers import shortcut_button
from grimoire_app.ui.torsis.rows_box import RowsBox
from grimoire_app.ui.torsis.session import TorsisSession
from grimoire_app.ui.torsis.steps_panel import StepsPanel, step_text_label


class NightPanel(StepsPanel):
    """The setup reveal or one night, one step at a time."""

    def __init__(self, session: TorsisSession, show_card: Callable[[Info], object], parent: QWidget | None = None) -> None:
        super().__init__(session, show_card, "night", 150, parent)
        self.text = step_text_label("torsis-step-text")
        self.rows = RowsBox("torsis-step-rows", session.submit, lambda: session.state, self)
        self.previous = shortcut_button("torsis-step-previous", "PgUp")
        self.next = shortcut_button("torsis-step-next", "PgDown")
        self.end = shortcut_button("torsis-end-phase", "Ctrl+Return")
        self.previous.clicked.connect(lambda: self.go_to(self.index - 1))
        self.next.clicked.connect(lambda: self.go_to(self.index + 1))
        self.end.clicked.connect(self.end_phase)
        self._lay_out()

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.step_list)
        layout.addWidget(self.text)
        layout.addWidget(self.rows)
        layout.addWidget(self.cards)
        layout.addStretch(1)
        nav = QHBoxLayout()
        for button in (self.previous, self.next):
            nav.addWidget(button)
        nav.addStretch(1)
        nav.addWidget(self.end)
        layout.addLayout(nav)

    def shows(self, state: TorsisState) -> bool:
        """The setup reveal and the nights."""
        return state.phase != "day"

    def mark(self, step: ScriptStep) -> str:
        """Mark a step whose role holders are all dead (the moderator pauses anyway)."""
        return tr("torsis.step.all_dead_mark", self.lang) if step.all_dead else ""

    def go_to_key(self, key: str) -> None:
        """Show the step with a key (priest, torsis_vote, ...), if this phase has it."""
        keys = [step.key for step in self.steps]
        if key in keys:
            self.go_to(keys.index(key))

    def end_phase(self) -> None:
        """Record the boundary the rules give now (deaths, returns, information, result)."""
        self.record_boundary()

    def redraw(self, state: TorsisState) -> None:
        """Draw the step's words, its pickers and its cards."""
        step = self.steps[self.index]
        self.text.setText(step_html(step, self.lang))
        self.rows.show_rows(step_rows(state, step, self.lang, self.game_lang), tr("torsis.pick.nobody", self.lang))
        self.cards.show_infos(step.infos, state, self.lang)
        self._label_buttons(state.phase)

    def _label_buttons(self, phase: str) -> None:
        self.previous.setText(tr("torsis.button.previous", self.lang))
        self.next.setText(tr("torsis.button.next", self.lang))
        self.previous.setEnabled(self.index > 0)
        self.next.setEnabled(self.index < len(self.steps) - 1)
        self.end.setText(tr("torsis.button.start_day" if phase == "setup" else "torsis.button.end_night", self.lang))
