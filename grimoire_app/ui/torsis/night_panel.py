"""NightPanel: walks the setup reveal or a night step by step (spec 3.2, 3.3, 6 "Night wizard").

The steps are `moderator_script(state)`, the one derivation: each shows its title, the words to
say, who wakes (or "all holders dead, pause"), the running choices and tallies, and the
information each role gets, with a "show to player" card. The step's inputs are rows of legal
pickers (controls.py). Ending the phase records the rules' boundary (`resolve_boundary`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import (
    Info,
    ScriptStep,
    moderator_script,
    phase_name,
    resolve_boundary,
)
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.ui.torsis.card import CardStrip, step_html
from grimoire_app.ui.torsis.controls import step_rows
from grimoire_app.ui.torsis.pickers import shortcut_button
from grimoire_app.ui.torsis.rows_box import RowsBox
from grimoire_app.ui.torsis.session import TorsisSession
from grimoire_app.ui.town_square.style import named


class NightPanel(QWidget):
    """The setup reveal or one night, one step at a time."""

    def __init__(self, session: TorsisSession, show_card: Callable[[Info], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-night-panel")
        self.session, self.show_card = session, show_card
        self.lang: Lang = "ko"
        self.game_lang: GameLang = "ko"
        self.index = 0
        self._phase = -1
        self.steps: tuple[ScriptStep, ...] = ()
        self.title = named(QLabel(), "torsis-night-title")
        self.title.setStyleSheet("font-size:20px; font-weight:bold;")
        self.step_list = named(QListWidget(), "torsis-night-steps")
        self.step_list.setMaximumHeight(150)
        self.step_list.currentRowChanged.connect(self.go_to)
        self.text = named(QLabel(wordWrap=True, textFormat=Qt.TextFormat.RichText), "torsis-step-text")
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.rows = RowsBox("torsis-step-rows", session.submit, lambda: session.state, self)
        self.cards = CardStrip(show_card, self)
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

    def set_languages(self, lang: Lang, game_lang: GameLang) -> None:
        """Show the panel's words in `lang` and the game's in `game_lang`."""
        self.lang, self.game_lang = lang, game_lang
        self.refresh()

    @property
    def step(self) -> ScriptStep | None:
        """Return the step shown now."""
        return self.steps[self.index] if self.steps else None

    def go_to(self, index: int) -> None:
        """Show another step (clamped to the phase's steps)."""
        self.index = max(0, min(index, len(self.steps) - 1))
        self.refresh()

    def go_to_key(self, key: str) -> None:
        """Show the step with a key (priest, torsis_vote, ...), if this phase has it."""
        keys = [step.key for step in self.steps]
        if key in keys:
            self.go_to(keys.index(key))

    def end_phase(self) -> None:
        """Record the boundary the rules give now (deaths, returns, information, result)."""
        state = self.session.state
        if state.started and state.result is None and state.phase != "day":
            self.session.submit(resolve_boundary(state))

    def refresh(self) -> None:
        """Redraw from the session's state (never records)."""
        state = self.session.state
        if not state.started or state.phase == "day":
            return
        if state.phase_index != self._phase:
            self._phase, self.index = state.phase_index, 0
        self.steps = moderator_script(state, self.game_lang)
        self.index = max(0, min(self.index, len(self.steps) - 1))
        self.title.setText(phase_name(state.phase_index, self.game_lang))
        self._show_list()
        step = self.steps[self.index]
        self.text.setText(step_html(step, self.lang))
        self.rows.show_rows(step_rows(state, step, self.lang, self.game_lang), tr("torsis.pick.nobody", self.lang))
        self.cards.show_infos(step.infos, state, self.lang)
        self._label_buttons(state.phase)

    def _show_list(self) -> None:
        with QSignalBlocker(self.step_list):
            self.step_list.clear()
            for step in self.steps:
                mark = tr("torsis.step.all_dead_mark", self.lang) if step.all_dead else ""
                self.step_list.addItem(f"{step.id} · {step.title}{mark}")
            self.step_list.setCurrentRow(self.index)

    def _label_buttons(self, phase: str) -> None:
        self.previous.setText(tr("torsis.button.previous", self.lang))
        self.next.setText(tr("torsis.button.next", self.lang))
        self.previous.setEnabled(self.index > 0)
        self.next.setEnabled(self.index < len(self.steps) - 1)
        self.end.setText(tr("torsis.button.start_day" if phase == "setup" else "torsis.button.end_night", self.lang))
