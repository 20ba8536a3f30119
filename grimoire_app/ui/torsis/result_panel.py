"""ResultPanel: the end screen (spec 6): who won, why, and the full role reveal.

The explanation is the model's (`explain`): which condition ended the game and whether the
Wanderers took the win. The reveal lists every player's role, team, fate and causes of death.
The event log stays beside it for review.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import (
    Player,
    TorsisState,
    explain,
    phase_name,
    team_names,
)
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.ui.plain import plain_label
from grimoire_app.systems.torsis.log_lines import winner_name
from grimoire_app.systems.torsis.log_lines import role_name
from grimoire_app.ui.torsis.session import TorsisSession
from grimoire_app.ui.town_square.style import named


def fate_text(player: Player, lang: Lang, game_lang: GameLang) -> str:
    """Return a player's deaths and returns in order ("Day 1: day vote; Night 2: returned")."""
    parts = []
    for change in player.history:
        what = tr("torsis.fate.returned", lang) if change.kind == "revival" else ", ".join(tr(f"torsis.cause.{c}", lang) for c in sorted(change.causes))
        parts.append(f"{phase_name(change.phase_index, game_lang)}: {what}")
    return "; ".join(parts) or "—"


class ResultPanel(QWidget):
    """The winner, the reason, the winners and every role."""

    def __init__(self, session: TorsisSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-result-panel")
        self.session = session
        self.lang: Lang = "ko"
        self.game_lang: GameLang = "ko"
        self.heading = named(plain_label(wordWrap=True), "torsis-result-heading")
        self.heading.setStyleSheet("font-size:26px; font-weight:bold; color:#f2c14e;")
        self.explanation = named(plain_label(wordWrap=True), "torsis-result-explanation")
        self.explanation.setStyleSheet("font-size:15px;")
        self.winners = named(plain_label(wordWrap=True), "torsis-result-winners")
        self.reveal = named(QTableWidget(0, 4), "torsis-result-reveal")
        self.reveal.verticalHeader().setVisible(False)
        self.reveal.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.reveal.horizontalHeader().setStretchLastSection(True)
        self.reveal.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout = QVBoxLayout(self)
        for widget in (self.heading, self.explanation, self.winners):
            layout.addWidget(widget)
        layout.addWidget(self.reveal, 1)

    def set_languages(self, lang: Lang, game_lang: GameLang) -> None:
        """Show the panel's words in `lang` and the game's in `game_lang`."""
        self.lang, self.game_lang = lang, game_lang
        self.refresh()

    def refresh(self) -> None:
        """Redraw from the session's state (nothing when the game goes on)."""
        self.show_state(self.session.state)

    def show_state(self, state: TorsisState) -> None:
        """Show the result of a state (the one reviewed, or now)."""
        result = state.result
        if result is None:
            return
        lang, game_lang = self.lang, self.game_lang
        if result.winner == "draw":
            self.heading.setText(tr("torsis.result.heading_draw", lang))
        else:
            self.heading.setText(tr("torsis.result.heading", lang, team=winner_name(result.winner, lang, game_lang)))
        self.explanation.setText(explain(result, game_lang, state.options.torsis_scope))
        names = ", ".join(state.name(p) for p in result.winners) or "—"
        self.winners.setText(tr("torsis.result.winners", lang, players=names))
        self._fill(state)

    def _fill(self, state: TorsisState) -> None:
        lang, game_lang = self.lang, self.game_lang
        self.reveal.setHorizontalHeaderLabels([tr(f"torsis.result.column.{c}", lang) for c in ("player", "role", "team", "fate")])
        players = state.seated()
        self.reveal.setRowCount(len(players))
        for row, player in enumerate(players):
            status = tr("torsis.status.alive" if player.alive else "torsis.status.dead", lang)
            cells = (player.name, role_name(player.role, game_lang), team_names(player.team).text(game_lang), f"{status} · {fate_text(player, lang, game_lang)}")
            for column, value in enumerate(cells):
                self.reveal.setItem(row, column, QTableWidgetItem(value))
