"""ResultPanel: who won and why, every player's card from the deal to the end, and every card's journey.

The reasons are the rules model's own (the verdict's phrases, ONUW §4); the table and the
journeys are derived from the state, with manual corrections named as such. "New round with the
same players" deals again at once; "New round…" opens the setup with the same players.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw import OnuwState, catalogue
from grimoire_app.systems.onuw.words import card_label, headline, journey_line, outcomes, position_name
from grimoire_app.ui.town_square.style import named

WIN, LOSE = "#2f9e5b", "#8a8a8a"


def result_html(state: OnuwState, corrections: frozenset[int], lang: Lang) -> str:
    """Return the result page: headline, reasons, the players' table, the centre and the journeys."""
    result = state.result
    if result is None:
        return f"<p>{escape(tr('onuw.result.pending', lang))}</p>"
    parts = [f"<h1>{escape(headline(result, lang))}</h1>", f"<h3>{escape(tr('onuw.result.why', lang))}</h3><ul>"]
    parts += [f"<li>{escape(reason.text(lang))}</li>" for reason in result.verdict.reasons]
    parts.append(f"</ul><h3>{escape(tr('onuw.result.players', lang))}</h3>")
    parts.append(_players_table(state, lang))
    parts.append(f"<h3>{escape(tr('onuw.result.centre', lang))}</h3><ul>")
    for slot in catalogue().centre:
        dealt, final = card_label(state, state.dealt[slot], lang), card_label(state, state.holding[slot], lang)
        parts.append(f"<li>{escape(position_name(slot, lang))}: {escape(dealt)} → <b>{escape(final)}</b></li>")
    parts.append(f"</ul><h3>{escape(tr('onuw.result.journeys', lang))}</h3><ol>")
    for journey in result.journeys:
        parts.append(f"<li>{escape(journey_line(journey, result.doppel_copy, corrections, state.moves, lang))}</li>")
    parts.append("</ol>")
    return "".join(parts)


def _players_table(state: OnuwState, lang: Lang) -> str:
    heads = ("player", "dealt", "final", "voted", "votes", "died", "won")
    row = "".join(f"<th align='left'>{escape(tr('onuw.result.col.' + h, lang))}</th>" for h in heads)
    rows = [f"<table cellspacing='0' cellpadding='5' border='1' style='border-collapse: collapse;'><tr>{row}</tr>"]
    yes, no = tr("onuw.result.yes", lang), ""
    for o in outcomes(state, lang):
        colour = WIN if o.won else LOSE
        cells = (o.player, o.dealt, o.final, o.voted_for, str(o.votes), yes if o.died else no,
                 tr("onuw.result.won" if o.won else "onuw.result.lost", lang))
        rows.append("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in cells[:-1]) + f"<td style='color:{colour}'><b>{escape(cells[-1])}</b></td></tr>")
    rows.append("</table>")
    return "".join(rows)


class ResultPanel(QWidget):
    """The result page and the two ways to play again."""

    new_round_requested = Signal()
    new_setup_requested = Signal()

    def __init__(self, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("onuw-result-panel")
        self.lang: Lang = lang
        self.state = OnuwState()
        self.corrections: frozenset[int] = frozenset()
        self.page = named(QTextBrowser(), "onuw-result-page")
        self.page.setStyleSheet("font-size: 15px;")
        self.again = named(QPushButton(), "onuw-result-new-round")
        self.again.setStyleSheet("font-size: 16px; padding: 8px;")
        self.setup = named(QPushButton(), "onuw-result-new-setup")
        self.again.clicked.connect(self.new_round_requested)
        self.setup.clicked.connect(self.new_setup_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.again)
        buttons.addWidget(self.setup)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.page, 1)
        layout.addLayout(buttons)

    def show_state(self, state: OnuwState, corrections: frozenset[int], live: bool = True) -> None:
        """Show a finished game's result (the buttons only for the live game)."""
        self.state, self.corrections = state, corrections
        self.again.setEnabled(live)
        self.setup.setEnabled(live)
        self.refresh()

    def set_language(self, lang: Lang) -> None:
        """Show everything in another language."""
        self.lang = lang
        self.refresh()

    def refresh(self) -> None:
        """Redraw the page and the buttons."""
        self.page.setHtml(result_html(self.state, self.corrections, self.lang))
        self.again.setText(tr("onuw.result.again", self.lang))
        self.setup.setText(tr("onuw.result.setup", self.lang))
