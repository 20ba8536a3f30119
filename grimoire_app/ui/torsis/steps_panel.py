"""StepsPanel: what the Torsis day and night panels share — the phase's moderator steps as a list.

A subclass says which phases it shows (`shows`), what a step's list line adds (`mark`), and draws
its own inputs in `redraw`; this base keeps the step index (reset when the phase changes), the
title, the step list and the boundary recording.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QLabel, QListWidget, QWidget

from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import Info, ScriptStep, TorsisState, moderator_script, phase_name, resolve_boundary
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.torsis.card import CardStrip
from grimoire_app.ui.torsis.session import TorsisSession
from grimoire_app.ui.town_square.style import named


class StepsPanel(QWidget):
    """One phase's moderator steps, one at a time; the widgets below the text are the subclass's."""

    def __init__(self, session: TorsisSession, show_card: Callable[[Info], object], name: str, list_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"torsis-{name}-panel")
        self.session, self.show_card = session, show_card
        self.lang: Lang = "ko"
        self.game_lang: GameLang = "ko"
        self.index = 0
        self._phase = -1
        self.steps: tuple[ScriptStep, ...] = ()
        self.title = named(plain_label(), f"torsis-{name}-title")
        self.title.setStyleSheet("font-size:20px; font-weight:bold;")
        self.step_list = named(QListWidget(), f"torsis-{name}-steps")
        self.step_list.setMaximumHeight(list_height)
        self.step_list.currentRowChanged.connect(self.go_to)
        self.cards = CardStrip(show_card, self)

    def shows(self, state: TorsisState) -> bool:
        """Whether this panel draws the state's phase."""
        raise NotImplementedError

    def mark(self, step: ScriptStep) -> str:
        """Return what a step's list line adds after its title (nothing by default)."""
        return ""

    def redraw(self, state: TorsisState) -> None:
        """Draw the subclass's part for the current step."""
        raise NotImplementedError

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

    def record_boundary(self) -> None:
        """Record the boundary the rules give now (deaths, returns, information, result)."""
        state = self.session.state
        if state.started and state.result is None and self.shows(state):
            self.session.submit(resolve_boundary(state))

    def refresh(self) -> None:
        """Redraw from the session's state (never records)."""
        state = self.session.state
        if not state.started or not self.shows(state):
            return
        if state.phase_index != self._phase:
            self._phase, self.index = state.phase_index, 0
        self.steps = moderator_script(state, self.game_lang)
        self.index = max(0, min(self.index, len(self.steps) - 1))
        self.title.setText(phase_name(state.phase_index, self.game_lang))
        with QSignalBlocker(self.step_list):
            self.step_list.clear()
            for step in self.steps:
                self.step_list.addItem(f"{step.id} · {step.title}{self.mark(step)}")
            self.step_list.setCurrentRow(self.index)
        self.redraw(state)


def step_text_label(name: str) -> QLabel:
    """Return the label the step's words are shown in (rich text, wrapped, top-left)."""
    label = named(QLabel(wordWrap=True, textFormat=Qt.TextFormat.RichText), name)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label
