"""DayPanel: the day's script, the open vote, the hidden votes and Lock & resolve (spec 3.4, 6).

Public votes are open until the moderator locks them: each living player's picker records a
`DayVoteCast` at once and may change or withdraw it (R9). A Magician's public picker is the fake
vote; a second, hidden picker records the real one (R22). The Fortune Teller's extra vote chosen
last night is shown read-only (R18). The public tally is what the table sees; the real tally is
for the moderator only (D12). A knight may sacrifice at any moment (R19, R24).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QGroupBox,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.systems.torsis import (
    Info,
    TorsisState,
    public_tally,
    real_tally,
    tally_text,
)
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.torsis.card import step_html
from grimoire_app.ui.torsis.controls import day_rows, knight_rows
from grimoire_app.ui.torsis.pickers import shortcut_button
from grimoire_app.ui.torsis.rows_box import RowsBox
from grimoire_app.ui.torsis.session import TorsisSession
from grimoire_app.ui.torsis.steps_panel import StepsPanel, step_text_label
from grimoire_app.ui.town_square.style import named

SECRET_STYLE = "background:#3a2a12; color:#f2c14e; padding:4px; border-radius:4px;"
"""Moderator-only lines stand out, so the moderator never reads them aloud by mistake."""


class DayPanel(StepsPanel):
    """One day: script steps, vote grid, tallies, knights and the lock."""

    def __init__(self, session: TorsisSession, show_card: Callable[[Info], object], parent: QWidget | None = None) -> None:
        super().__init__(session, show_card, "day", 110, parent)
        self.text = step_text_label("torsis-day-step-text")
        self.votes_box = named(QGroupBox(), "torsis-votes-box")
        self.votes = RowsBox("torsis-day-votes", session.submit, lambda: session.state, self.votes_box)
        self.public = named(plain_label(wordWrap=True), "torsis-public-tally")
        self.real = named(plain_label(wordWrap=True), "torsis-real-tally")
        self.real.setStyleSheet(SECRET_STYLE)
        self.knights_box = named(QGroupBox(), "torsis-knights-box")
        self.knights = RowsBox("torsis-day-knights", session.submit, lambda: session.state, self.knights_box)
        self.preview = named(plain_label(wordWrap=True), "torsis-day-preview")
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

    def shows(self, state: TorsisState) -> bool:
        """Only the day."""
        return state.phase == "day"

    def lock_votes(self) -> None:
        """Confirm the votes: record the day's boundary as the rules resolve it (R10)."""
        self.record_boundary()

    def redraw(self, state: TorsisState) -> None:
        """Draw the step's words, the vote and knight pickers, the tallies and the cards."""
        step = self.steps[self.index]
        self.text.setText(step_html(step, self.lang))
        self.cards.show_infos(tuple(info for s in self.steps for info in s.infos), state, self.lang)
        nobody = tr("torsis.pick.nobody", self.lang)
        self.votes.show_rows(day_rows(state, self.lang, self.game_lang), tr("torsis.pick.no_vote", self.lang))
        self.knights.show_rows(knight_rows(state, self.lang, self.game_lang), nobody)
        self.knights_box.setVisible(bool(self.knights.rows))
        self._show_tallies(state)
        self._label()

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
