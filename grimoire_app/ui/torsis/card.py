"""The moderator's words and cards: a script step as HTML, and a "show to player" card.

The card is what the moderator turns toward one player at night: their name, their role, and
exactly what they are told (info_text). Nothing else of the game is on it: the window shows it as
a TextCard (ui/player_card.py), which fills the window and blanks every other one.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import Info, ScriptStep, TorsisState, info_text
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.systems.torsis.log_lines import role_name
from grimoire_app.ui.town_square.style import named


def step_html(step: ScriptStep, lang: Lang) -> str:
    """Return a step as the moderator reads it: title, the words to say, then moderator-only notes."""
    parts = [f"<h3 style='margin:0'>{escape(step.id)} · {escape(step.title)}</h3>"]
    parts.append(f"<p style='font-size:15px'><b>{escape(tr('torsis.step.say', lang))}</b> “{escape(step.say)}”</p>")
    if step.one_at_a_time:
        parts.append(f"<p><i>{escape(tr('torsis.step.one_at_a_time', lang))}</i></p>")
    if step.notes:
        items = "".join(f"<li>{escape(note)}</li>" for note in step.notes)
        parts.append(f"<p style='margin-bottom:0'><b>{escape(tr('torsis.step.notes', lang))}</b></p><ul style='margin-top:0'>{items}</ul>")
    return "".join(parts)


def card_lines(state: TorsisState, info: Info, game_lang: GameLang) -> tuple[str, str, str]:
    """Return a card's three lines: whose it is, their role, and what they are told."""
    player = state.player(info.recipient)
    return player.name, role_name(player.role, game_lang), info_text(info, state, game_lang)


class CardStrip(QWidget):
    """A row of "Show <player>" buttons, one per piece of information a step gives."""

    def __init__(self, show_card: Callable[[Info], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-cards")
        self.show_card = show_card
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        self._shown: tuple[Info, ...] = ()

    def show_infos(self, infos: tuple[Info, ...], state: TorsisState, lang: Lang) -> None:
        """Offer a card for each piece of information (rebuilt only when they change)."""
        if infos == self._shown and all(b.text() == self._label(i, state, lang) for i, b in zip(infos, self.buttons.values(), strict=False)):
            return
        self._shown = infos
        for button in self.buttons.values():
            self.row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = {}
        for info in infos:
            button = named(QPushButton(self._label(info, state, lang)), f"torsis-card-{info.recipient}")
            button.clicked.connect(lambda _checked=False, i=info: self.show_card(i))
            self.row.insertWidget(len(self.buttons), button)
            button.show()
            self.buttons[info.recipient] = button
        self.setVisible(bool(infos))

    @staticmethod
    def _label(info: Info, state: TorsisState, lang: Lang) -> str:
        return tr("torsis.button.card", lang, player=state.name(info.recipient))
