"""CardsBox and DeathsBox: the step's info cards to show, and tonight's proposed deaths to accept.

Both are lists of buttons rebuilt on every change. A card button opens the show-to-player card
with the card's info token, characters and players filled in (the panel does that); a card whose
recipient is tonight's chosen player waits for the choice. A death line says who dies (or
survives, or that the Storyteller picks) and why; Accept records the proposal's events, and one
button per alternative records that instead (the Mayor's bounce, the Imp's star-pass to another Minion).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QVBoxLayout

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import Card, DeathProposal, TonightStep, card_recipients
from grimoire_app.ui.night_panel.style import ANSWER_STYLE, STATUS_STYLE
from grimoire_app.ui.night_panel.widgets import button, clear_layout, wrapped
from grimoire_app.systems.botc.tonight.labels import seat_name
from grimoire_app.ui.night_panel.words import card_label, proposal_line

OnCard = Callable[[Card, str], object]
"""Called with the card and its recipient's seat id."""
OnAccept = Callable[[DeathProposal], object]


def shown_cards(step: TonightStep) -> list[Card]:
    """Return the step's cards the Storyteller shows (answers are given with the answer buttons)."""
    return [card for card in step.cards if card.info != "answer"]


class CardsBox(QGroupBox):
    """One button per card and recipient."""

    def __init__(self, lang: Lang, on_card: OnCard) -> None:
        super().__init__()
        self.setObjectName("night-cards")
        self.lang: Lang = lang
        self.on_card = on_card
        self.body = QVBoxLayout(self)

    def show_cards(self, game: Game, step: TonightStep, live: bool) -> None:
        """Show the step's cards (disabled when not live or when the recipient is not known yet)."""
        clear_layout(self.body)
        self.setTitle(tr("nightpanel.card.title", self.lang))
        cards = shown_cards(step)
        self.setVisible(bool(cards))
        for card in cards:
            recipients = card_recipients(step, card) or (None,)
            for recipient in recipients:
                made = button(card_label(game, card, recipient, self.lang), "night-card", self._opener(card, recipient), ANSWER_STYLE)
                made.setEnabled(live and recipient is not None)
                self.body.addWidget(made)

    def _opener(self, card: Card, recipient: str | None) -> Callable[[], object]:
        return lambda: self.on_card(card, recipient) if recipient else None


class DeathsBox(QGroupBox):
    """Tonight's proposed deaths, each with Accept when it has events to record."""

    def __init__(self, lang: Lang, on_accept: OnAccept) -> None:
        super().__init__()
        self.setObjectName("night-deaths")
        self.lang: Lang = lang
        self.on_accept = on_accept
        self.body = QVBoxLayout(self)

    def show_proposals(self, game: Game, proposals: Sequence[DeathProposal], live: bool) -> None:
        """Show the proposals (the list shrinks as they are accepted)."""
        clear_layout(self.body)
        self.setTitle(tr("nightpanel.death.title", self.lang))
        self.setVisible(bool(proposals))
        for proposal in proposals:
            row = QHBoxLayout()  # the line and its Accept side by side: two proposals and a card fit 1280×720 (issue 19)
            row.addWidget(wrapped(proposal_line(game, proposal, self.lang), STATUS_STYLE, "night-death-line"), 1)
            if proposal.events:
                accept = button(tr("nightpanel.death.accept", self.lang), "night-death-accept", self._acceptor(proposal), ANSWER_STYLE)
                accept.setEnabled(live)
                row.addWidget(accept, 1)
            self.body.addLayout(row)
            for alternative in proposal.alternatives:
                label = tr("nightpanel.death.instead", self.lang, player=seat_name(game.state, alternative.seat))
                instead = button(label, "night-death-instead", self._acceptor(proposal.instead(alternative)), ANSWER_STYLE)
                instead.setToolTip("; ".join(reason.text(self.lang) for reason in alternative.why))
                instead.setEnabled(live)
                self.body.addWidget(instead)

    def _acceptor(self, proposal: DeathProposal) -> Callable[[], object]:
        return lambda: self.on_accept(proposal)
