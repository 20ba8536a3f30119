"""MoonchildBox: at the dawn step, the public choice of a Moonchild that died tonight, and its Record button.

The model says who chooses, from whom, and what the choice records (tonight.moonchild_offers,
moonchild_dawn_events); the box shows each offer as a list of living players and asks the panel
to record the one picked. Once recorded, the box shows who was chosen (undo takes it back).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QVBoxLayout

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import MoonchildOffer
from grimoire_app.systems.botc.tonight.labels import character_name, seat_name
from grimoire_app.ui.night_panel.style import ANSWER_STYLE, STATUS_STYLE, WARNING_STYLE
from grimoire_app.ui.night_panel.widgets import button, clear_layout, wrapped
from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.town_square.style import named


class MoonchildBox(QGroupBox):
    """One row per Moonchild that died tonight: whom it chooses, and Record."""

    choice_requested = Signal(str, str)
    """(the Moonchild's seat, the chosen player's seat)."""

    def __init__(self, lang: Lang) -> None:
        super().__init__()
        self.setObjectName("night-moonchild")
        self.lang: Lang = lang
        self.body = QVBoxLayout(self)
        self.picks: dict[str, QComboBox] = {}

    def show_offers(self, game: Game, offers: Sequence[MoonchildOffer], live: bool) -> None:
        """Show the offers (hidden when there are none); `live` False shows them read-only."""
        clear_layout(self.body)
        self.picks = {}
        self.setVisible(bool(offers))
        if not offers:
            return
        state, lang = game.state, self.lang
        self.setTitle(tr("nightpanel.moonchild.title", lang, character=character_name(game, "moonchild", lang)))
        for offer in offers:
            player = seat_name(state, offer.moonchild)
            if offer.chosen is not None:
                self.body.addWidget(wrapped(tr("nightpanel.moonchild.chosen", lang, player=player, chosen=seat_name(state, offer.chosen)),
                                            STATUS_STYLE, "night-moonchild-chosen"))
                continue
            self.body.addWidget(wrapped(tr("nightpanel.moonchild.ask", lang, player=player), STATUS_STYLE, "night-moonchild-ask"))
            if offer.impaired:
                self.body.addWidget(wrapped(tr("nightpanel.moonchild.impaired", lang, player=player), WARNING_STYLE, "night-moonchild-impaired"))
            pick = named(QComboBox(), "night-moonchild-pick")
            for seat_id in offer.options:
                pick.addItem(seat_name(state, seat_id), seat_id)
            set_tip(pick, tr("nightpanel.moonchild.tip", lang))
            record = button(tr("nightpanel.moonchild.record", lang), "night-moonchild-record", self._recorder(offer.moonchild, pick), ANSWER_STYLE)
            for widget in (pick, record):
                widget.setEnabled(live and not offer.impaired)
            row = QHBoxLayout()
            row.addWidget(pick, 1)
            row.addWidget(record)
            self.body.addLayout(row)
            self.picks[offer.moonchild] = pick

    def _recorder(self, moonchild: str, pick: QComboBox) -> Callable[[], object]:
        return lambda: self.choice_requested.emit(moonchild, str(pick.currentData()))
