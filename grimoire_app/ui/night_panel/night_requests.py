"""NightRequests: what the night panel's buttons do: record a choice, an answer, a card, a death, a skip, a move.

Each handler builds its events with requests.py and records them as one change through the
game's one door (`Game.record`, whose `check` judges night choices and answers too): a refusal
shows the game's reasons and, when the Storyteller accepts, the event is recorded with the
override. A card goes through the square's show-card machinery: the composer opens prefilled
(info token, characters, players), the InfoShown is recorded with the step, and the card covers
the window until Esc. The Storyteller's skip and reorder are NightStepChanged events
(systems/botc/tonight/storyteller.py), which tonight_sheet applies; a row dragged in the list is the
game's own order from now on (NightOrderChanged, tonight/night_order_game.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import Event
from grimoire_app.systems.botc.info import Answer, Suggestion, suggestion_for
from grimoire_app.systems.botc.tonight import (
    Card,
    DeathProposal,
    TonightError,
    choice_events,
    drunk_choice_events,
    moonchild_dawn_events,
    move_note,
    skip_note,
)
from grimoire_app.systems.botc.tonight.night_order_game import reorder
from grimoire_app.systems.botc.tonight.view import current_night
from grimoire_app.ui.night_panel import steps_nav
from grimoire_app.ui.night_panel.requests import (
    answer_events,
    card_event,
    recorded_choice,
)
from grimoire_app.ui.show_card import CardDialog, CardRequest, ShowCard, card_picture
from grimoire_app.ui.town_square.faces import Faces

if TYPE_CHECKING:
    from grimoire_app.ui.night_panel.panel import NightPanel

Compose = Callable[[CardRequest], CardRequest | None]
Confirm = Callable[[list[str]], bool]


class NightRequests:
    """The panel's requests, turned into recorded events."""

    def __init__(self, panel: NightPanel, compose: Compose | None, confirm: Confirm) -> None:
        self.panel = panel
        self.compose = compose
        self.confirm = confirm

    def record(self, events: Sequence[Event], override: bool = False) -> list[Event]:
        """Record events as one change (one undo step, all or nothing); return those recorded.

        The session's one door: a refusal is offered to the Storyteller (`confirm`, with the
        game's reasons) and, if accepted, recorded with the override; with `override` the change
        is recorded despite the rules at once (the choice box's "record anyway").
        """
        if not events:
            return []
        confirm: Confirm = (lambda _reasons: True) if override else self.confirm
        recorded = self.panel.session.record_or_confirm(list(events), confirm, self.panel.square.commands.inform, self.panel.lang)
        return recorded or []

    # -- choices --------------------------------------------------------------------------------------

    def record_choice(self, override: bool) -> bool:
        """Record the choice being made; refused by the game's check, its reasons show (override: record anyway)."""
        panel, game, step = self.panel, self.panel.session.game, self.panel.step
        if game is None or step is None:
            return False
        players, characters, drunk, actor = list(panel.players), list(panel.characters), panel.choice.drunk_seat(), panel.choice.actor_seat()
        try:
            if drunk is not None:
                events = drunk_choice_events(game, step, players, drunk, actor)
            else:
                events = choice_events(game, step, players, characters, actor, panel.choice.option_value())
        except (TonightError, IllegalEventError) as error:
            panel.choice.show_warnings([str(error)])
            return False
        refused = [] if override else [r.text(panel.lang) for r in game.check(events[0])]
        if refused:
            panel.choice.show_warnings(refused)
            return False
        panel.clear_choice()
        if self.record(events, override):
            return True
        panel.players, panel.characters, panel.drunk = players, characters, drunk
        panel.refresh()
        return False

    def record_bare(self) -> bool:
        """Record the step's bare choice (nobody, nothing: TonightStep.records_bare), its markers with it, as one change."""
        game, step = self.panel.session.game, self.panel.step
        if game is None or step is None or not step.records_bare:
            return False
        try:
            events = choice_events(game, step)
        except TonightError:
            return False
        return bool(self.record(events))

    # -- answers --------------------------------------------------------------------------------------

    def answer(self, suggestion: Suggestion, answer: Answer) -> bool:
        """Record an answer (the choice it rests on first, if only picked so far); True if recorded.

        The game's check judges the answer: outside the legal ones, the Storyteller is asked and the
        answer is recorded as an override.
        """
        panel, game, step = self.panel, self.panel.session.game, self.panel.step
        if game is None or step is None:
            return False
        if panel.players and recorded_choice(step, suggestion.seat) != tuple(panel.players):
            if not self.record_choice(False):
                return False
            step = panel.step
            suggestion = suggestion_for(game, suggestion.seat, suggestion.step)
        if step is None:
            return False
        return bool(self.record(answer_events(game, step, suggestion, answer)))

    # -- cards ----------------------------------------------------------------------------------------

    def show_card(self, card: Card, recipient: str) -> ShowCard | None:
        """Open the step's card for a player, prefilled; record it as shown and cover the window with it."""
        panel, square, game = self.panel, self.panel.square, self.panel.session.game
        if game is None:
            return None
        characters = card.characters or (game.state.bluffs if card.info == "not_in_play" else ())
        request = CardRequest(recipient, card.info, tuple(characters), card.players, "", square.card_languages.of(recipient))
        final = (self.compose or self._dialog)(request)
        if final is None:
            return None
        event = card_event(card, final.seat, final.info, final.characters, final.players, final.text)
        if not self.record([event]):
            return None
        square.card_languages.players[final.seat] = final.lang
        faces = Faces(square.faces.script, square.faces.library, final.lang)
        shown = ShowCard(square.window(), card_picture(final, panel.session.state, faces), final.lang)
        shown.cover()
        square.card = shown
        return shown

    def _dialog(self, request: CardRequest) -> CardRequest | None:
        square = self.panel.square
        dialog = CardDialog(square.faces, self.panel.session.state, request.seat, request.lang, self.panel.window())
        prefill(dialog, request)
        return dialog.request() if dialog.exec() == QDialog.DialogCode.Accepted else None

    # -- deaths, skips and moves ----------------------------------------------------------------------

    def record_moonchild(self, moonchild: str, chosen: str) -> bool:
        """Record a Moonchild's public choice at dawn (its DEAD on the chosen player); refused choices show why."""
        game = self.panel.session.game
        if game is None:
            return False
        try:
            events = moonchild_dawn_events(game, moonchild, chosen)
        except TonightError as error:
            self.panel.square.commands.inform([str(error)])
            return False
        return bool(self.record(events))

    def accept_death(self, proposal: DeathProposal) -> bool:
        """Record a proposed death's events."""
        return bool(self.record(proposal.events))

    def skip_step(self) -> None:
        """Record that the Storyteller skips the step in view, and go on to the next."""
        panel, game, step = self.panel, self.panel.session.game, self.panel.step
        if game is None or step is None:
            return
        if self.record([skip_note(step)]):
            panel.go_next()

    def move_step(self, direction: int) -> None:
        """Record that the step in view runs just before the previous (or after the next) running step."""
        panel, game, step = self.panel, self.panel.session.game, self.panel.step
        if game is None or step is None:
            return
        other_id = steps_nav.neighbour(panel.steps, step.id, direction)
        other = next((s for s in panel.steps if s.id == other_id), None)
        if other is not None:
            self.record([move_note(step, "before" if direction < 0 else "after", other)])

    def reorder_night(self, step_id: str, before: str | None) -> None:
        """Record a dragged row as the game's order of this kind of night from now on (NightOrderChanged)."""
        game = self.panel.session.game
        if game is None:
            return
        order = [step.id for step in self.panel.steps if not step.off_night]
        event = reorder("first" if current_night(game.state) == 1 else "other", order, step_id, before)
        if event is not None:
            self.record([event])


def prefill(dialog: CardDialog, request: CardRequest) -> None:
    """Set the composer to a card: its info token, then its characters and players where it names them."""
    dialog.kind.setCurrentIndex(max(dialog.kind.findData(request.info), 0))
    for widget, wanted in ((dialog.characters, request.characters), (dialog.players, request.players)):
        if not wanted:
            continue
        for row in range(widget.count()):
            item = widget.item(row)
            checked = item.data(Qt.ItemDataRole.UserRole) in wanted
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            item.setHidden(item.isHidden() and not checked)
    dialog.text.setText(request.text)
