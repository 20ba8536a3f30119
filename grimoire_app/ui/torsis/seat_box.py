"""SeatBox: the selected player's details under the square (spec 6 "Grimoire").

Role and team, alive or dead, the death-cause history, what the player was told, and who learned
something about them ("seen by"); a button shows the player's card, another corrects their
status by hand (a recorded StatusCorrected, undoable).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import (
    StatusCorrected,
    TorsisEvent,
    TorsisState,
    info_text,
    infos_of,
    team_names,
)
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.ui.plain import plain_label
from grimoire_app.systems.torsis.log_lines import role_name
from grimoire_app.ui.torsis.result_panel import fate_text
from grimoire_app.ui.town_square.style import named


def seat_lines(state: TorsisState, player_id: str, lang: Lang, game_lang: GameLang) -> list[str]:
    """Return what the moderator sees about one player."""
    p = state.player(player_id)
    status = tr("torsis.status.alive" if p.alive else "torsis.status.dead", lang)
    lines = [f"{p.name} · {role_name(p.role, game_lang)} · {team_names(p.team).text(game_lang)} · {status}"]
    if p.history:
        lines.append(tr("torsis.seat.fate", lang, fate=fate_text(p, lang, game_lang)))
    lines += [tr("torsis.seat.told", lang, info=info_text(i, state, game_lang)) for i in infos_of(state, p.id)]
    seen = sorted({state.name(i.recipient) for i in state.infos if i.target == p.id or p.id in [r.player for r in i.reports]})
    if seen:
        lines.append(tr("torsis.seat.seen_by", lang, players=", ".join(seen)))
    return lines


class SeatBox(QWidget):
    """Details of the selected seat, a card button and a status correction button."""

    def __init__(self, submit: Callable[[TorsisEvent], bool], show_card: Callable[[str], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-seat-box")
        self.submit, self.show_card = submit, show_card
        self.player: str | None = None
        self.details = named(plain_label(wordWrap=True), "torsis-seat-details")
        self.card = named(QPushButton(), "torsis-seat-card")
        self.toggle = named(QPushButton(), "torsis-seat-toggle")
        self.card.clicked.connect(lambda: self.show_card(self.player) if self.player else None)
        self.toggle.clicked.connect(self._toggle)
        self._alive = True
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.details)
        buttons = QHBoxLayout()
        buttons.addWidget(self.card)
        buttons.addWidget(self.toggle)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def show_seat(self, state: TorsisState, player: str | None, lang: Lang, game_lang: GameLang, editable: bool) -> None:
        """Show one player's details (or a hint when no seat is selected)."""
        self.player = player if player in state.players else None
        self.card.setText(tr("torsis.seat.card", lang))
        if self.player is None:
            self.details.setText(tr("torsis.seat.none", lang))
            self.card.setEnabled(False)
            self.toggle.setVisible(False)
            return
        self._alive = state.players[self.player].alive
        self.details.setText("\n".join(seat_lines(state, self.player, lang, game_lang)))
        self.card.setEnabled(True)
        self.toggle.setVisible(True)
        self.toggle.setEnabled(editable)
        self.toggle.setText(tr("torsis.seat.mark_dead" if self._alive else "torsis.seat.mark_alive", lang))

    def _toggle(self) -> None:
        if self.player is not None:
            self.submit(StatusCorrected(player=self.player, alive=not self._alive))
