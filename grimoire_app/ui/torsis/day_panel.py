"""DayPanel: the day's script, the open vote, the hidden votes and Lock & resolve (spec 3.4, 6).

Public votes are open until the moderator locks them: each living player's picker records a
`DayVoteCast` at once and may change or withdraw it (R9). A Magician's public picker is the fake
vote; a second, hidden picker records the real one (R22). The Fortune Teller's extra vote chosen
last night is shown read-only (R18). The public tally is what the table sees; the real tally is
for the moderator only (D12). A knight may sacrifice at any moment (R19, R24).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QGroupBox,
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
    TorsisState,
    moderator_script,
    phase_name,
    public_tally,
    real_tally,
    resolve_boundary,
    tally_text,
)
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.ui.torsis.card import CardStrip, step_html
from grimoire_app.ui.torsis.controls import day_rows, knight_rows
from grimoire_app.ui.torsis.pickers import shortcut_button
from grimoire_app.ui.torsis.rows_box import RowsBox
from grimoire_app.ui.torsis.session import TorsisSession
from grimoire_app.ui.town_square.style import named

SECRET_STYLE = "background:#3a2a12; color:#f2c14e; padding:4px; border-radius:4px;"
"""Moderator-only lines stand out, so the moderator never reads them aloud by mistake."""


class DayPanel(QWidget):
    """One day: script steps, vote grid, tallies, knights and the lock."""

    def __init__(self, session: TorsisSession, show_card: Callable[[Info], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-day-panel")
        self.session, self.show_card = session, show_card
        self.lang: Lang = "ko"
        self.game_lang: GameLang = "ko"
        self.index = 0
        self._phase = -1
        self.steps: tuple[ScriptStep, ...] = ()
        self.title = named(QLabel(), "torsis-day-title")
        self.title.setStyleSheet("font-size:20px; font-weight:bold;")
        self.step_list = named(QListWidget(), "torsis-day-steps")
        self.step_list.setMaximumHeight(110)
        self.step_list.currentRowChanged.connect(self._go_to)
        self.text = named(QLabel(wordWrap=True, textFormat=Qt.TextFormat.RichText), "torsis-day-step-text")
        self.cards = CardStrip(show_card, self)
        self.votes_box = named(QGroupBox(), "torsis-votes-box")
        self.votes = RowsBox("torsis-day-votes", session.submit, lambda: session.state, self.votes_box)
        self.public = named(QLabel(wordWrap=True), "torsis-public-tally")
        self.real = named(QLabel(wordWrap=True), "torsis-real-tally")
        self.real.setStyleSheet(SECRET_STYLE)
        self.knights_box = named(QGroupBox(), "torsis-knights-box")
        self.knights = RowsBox("torsis-day-knights", session.submit, lambda: session.state, self.knights_box)
        self.preview = named(QLabel(wordWrap=True), "torsis-day-preview")
        self.preview.setStyleSheet(SECRET_STYLE)
        self.lock = shortcut_button("torsis-lock-day", "Ctrl+Return")
        self.lock.clicked.connect(self.lock_votes)
        self._lay_out()

    def _lay_out(self) -> None:
        votes = QVBoxLayout(self.votes_box)
        for part in (self.votes, self.public, self.real):
            votes.addWidget(part)
        QVBoxLayout(self.knights_box).addWidget(self.knights)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.step_list, self.text):
            layout.addWidget(widget)
        layout.addWidget(self.cards)
        layout.addWidget(self.votes_box)
        layout.addWidget(self.knights_box)
        layout.addStretch(1)
        layout.addWidget(self.preview)
        layout.addWidget(self.lock)

    def set_languages(self, lang: Lang, game_lang: GameLang) -> None:
        """Show the panel's words in `lang` and the game's in `game_lang`."""
        self.lang, self.game_lang = lang, game_lang
        self.refresh()

    def lock_votes(self) -> None:
        """Confirm the votes: record the day's boundary as the rules resolve it (R10)."""
        state = self.session.state
        if state.started and state.result is None and state.phase == "day":
            self.session.submit(resolve_boundary(state))

    def _go_to(self, index: int) -> None:
        self.index = index
        self.refresh()

    def refresh(self) -> None:
        """Redraw from the session's state (never records)."""
        state = self.session.state
        if not state.started or state.phase != "day":
            return
        if state.phase_index != self._phase:
            self._phase, self.index = state.phase_index, 0
        self.steps = moderator_script(state, self.game_lang)
        self.index = max(0, min(self.index, len(self.steps) - 1))
        self.title.setText(phase_name(state.phase_index, self.game_lang))
        self._show_steps()
        nobody = tr("torsis.pick.nobody", self.lang)
        self.votes.show_rows(day_rows(state, self.lang, self.game_lang), tr("torsis.pick.no_vote", self.lang))
        self.knights.show_rows(knight_rows(state, self.lang, self.game_lang), nobody)
        self.knights_box.setVisible(bool(self.knights.rows))
        self._show_tallies(state)
        self._label()

    def _show_steps(self) -> None:
        with QSignalBlocker(self.step_list):
            self.step_list.clear()
            for step in self.steps:
                self.step_list.addItem(f"{step.id} · {step.title}")
            self.step_list.setCurrentRow(self.index)
        step = self.steps[self.index]
        self.text.setText(step_html(step, self.lang))
        self.cards.show_infos(tuple(info for s in self.steps for info in s.infos), self.session.state, self.lang)

    def _show_tallies(self, state: TorsisState) -> None:
        lang, game_lang = self.lang, self.game_lang
        self.public.setText(tr("torsis.day.public_tally", lang, tally=tally_text(public_tally(state), state, game_lang)))
        extras = [tr("torsis.day.extra_vote", lang, player=state.name(ft), target=state.name(t)) for ft, t in state.fortune_today.items()]
        real = tr("torsis.day.real_tally", lang, tally=tally_text(real_tally(state), state, game_lang))
        self.real.setText("\n".join([real, *extras]))
        lock = next((step for step in self.steps if step.key == "lock"), None)
        self.preview.setText("\n".join(lock.notes) if lock else "")

    def _label(self) -> None:
        self.votes_box.setTitle(tr("torsis.day.votes", self.lang))
        self.knights_box.setTitle(tr("torsis.day.knights", self.lang))
        self.lock.setText(tr("torsis.button.lock", self.lang))
