"""Night steps of the Trouble Brewing information characters and the Spy (docs/rules/<id>.md, issue 16).

Registered in registry.STEPS with one line (`STEPS.update(steps_tb_info.STEPS)`):
- washerwoman, librarian, investigator: the answer card shows the two players the setup tokens
  mark (the type token and WRONG) and the character of the marked one, once both are placed.
- ravenkeeper: wakes only on the night it died; its card shows the chosen player's character.
- spy: wakes every night to look at the grimoire (a note; nothing is chosen or answered).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from grimoire_app.systems.botc.tonight.draft import StepDraft

PAIR_TOKENS = {"washerwoman": "Townsfolk", "librarian": "Outsider", "investigator": "Minion"}


def pair_info(draft: StepDraft) -> None:
    """Fill the answer card from the setup tokens: the marked pair and the marked player's character."""
    view, step = draft.view, draft.character or ""
    typed = view.carriers((step, PAIR_TOKENS[step]))
    wrong = view.carriers((step, "Wrong"))
    if not typed or not wrong:
        if draft.acting and not (step == "librarian" and not typed and not wrong):
            draft.notes.append(view.reason("pair_tokens_missing", character=step))
        return
    order = {seat.id: index for index, seat in enumerate(view.state.seats)}
    players = tuple(sorted({typed[0].id, wrong[0].id}, key=order.__getitem__))
    characters = (typed[0].character,) if typed[0].character else ()
    draft.cards = [replace(card, players=players, characters=characters) if card.info == "answer" else card for card in draft.cards]


def ravenkeeper(draft: StepDraft) -> None:
    """Wake only a Ravenkeeper who died tonight; show the chosen player's character (docs/rules/ravenkeeper.md)."""
    view = draft.view
    died = {death.seat for death in view.deaths_tonight}
    for actor in draft.actors:
        if actor.seat not in died:
            draft.skip_actor(actor.seat, view.reason("not_died_tonight", actor.seat))
    choice = draft.last_choice
    if choice is not None and choice.players:
        character = view.seat(choice.players[0]).character
        shown = (character,) if character else ()
        draft.cards = [replace(card, characters=shown) if card.info == "answer" else card for card in draft.cards]


def spy(draft: StepDraft) -> None:
    """Wake the Spy to look at the grimoire as long as they like (docs/rules/spy.md)."""
    if draft.acting:
        draft.notes.append(draft.view.reason("spy_grimoire", draft.acting[0].seat))


STEPS: dict[str, Callable[[StepDraft], None]] = {
    "investigator": pair_info,
    "librarian": pair_info,
    "ravenkeeper": ravenkeeper,
    "spy": spy,
    "washerwoman": pair_info,
}
