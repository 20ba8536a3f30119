"""Wake conditions of the Trouble Brewing evil steps (registry.STEPS): the Imp's star-pass card, the Scarlet Woman's
(after a day catch at her step; after a night catch of another Demon at dawn, steps_phase.dawn).

Sources: docs/rules/imp.md and docs/rules/scarletwoman.md (official almanac, rules restated).
"""

from __future__ import annotations

from grimoire_app.systems.botc.tonight.deaths_tb_core import SCARLET_WOMAN_MARK, new_imps
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.values import Card
from grimoire_app.systems.botc.tonight.view import View


def imp(draft: StepDraft) -> None:
    """The Imp kills; choosing itself passes the Demon to a Minion, who is woken as the new Imp (docs/rules/imp.md)."""
    view = draft.view
    if view.first:
        return
    draft.notes.append(view.reason("imp_star_pass_note"))
    fresh = new_imps(view)
    for seat in fresh:
        draft.skip_actor(seat, view.reason("imp_new_no_kill", seat))
        draft.cards.append(Card("you_are", "imp", (seat,), ("imp",)))
    if fresh:
        draft.wakes = [a.seat for a in draft.acting] + fresh


def scarletwoman_caught_today(view: View) -> list[str]:
    """Return the seats whose Scarlet Woman mark was put down during the day before tonight (she became the Demon then)."""
    start = view.start(view.today)
    night = view.start(view.tonight)
    if start is None:
        return []
    found = []
    for seat, reminder in view.by_token.get(SCARLET_WOMAN_MARK, []):
        placed = view.placed_at.get(reminder.id, -1)
        if placed > start and (night is None or placed < night):
            found.append(seat.id)
    return found


def scarletwoman_caught_tonight(view: View) -> list[str]:
    """Return the living seats whose Scarlet Woman mark was put down tonight (she became the Demon tonight)."""
    night = view.start(view.tonight)
    if night is None:
        return []
    return [
        seat.id
        for seat, reminder in view.by_token.get(SCARLET_WOMAN_MARK, [])
        if view.placed_at.get(reminder.id, -1) > night and view.state.seat(seat.id).alive
    ]


def scarletwoman_at_dawn(draft: StepDraft) -> None:
    """Show a Scarlet Woman who caught a Demon tonight her new Demon at dawn (docs/rules/scarletwoman.md, Night).

    A catch at the Imp's star-pass is shown at the Imp's step (new_imps), so only the others are left for
    dawn: her own step comes before the Demons' and so has passed when the Demon dies at night.
    """
    view = draft.view
    at_imp = set(new_imps(view))
    for seat in scarletwoman_caught_tonight(view):
        if seat in at_imp:
            continue
        demon = view.state.seat(seat).character or ""
        draft.cards.append(Card("you_are", "dawn", (seat,), (demon,)))
        draft.notes.append(view.reason("scarletwoman_became_demon_tonight", seat, demon))


def scarletwoman_in_play(view: View) -> bool:
    """Whether a Scarlet Woman is in play as the Demon she became (her mark lies on a seat)."""
    return bool(view.carriers(SCARLET_WOMAN_MARK))


def scarletwoman(draft: StepDraft) -> None:
    """Wake her only if she became the Demon during the day: show her the Demon she now is (docs/rules/scarletwoman.md)."""
    view = draft.view
    caught = scarletwoman_caught_today(view)
    if not caught:
        if draft.in_play:
            draft.skip(view.reason("scarletwoman_nothing"))
        return
    draft.in_play = True
    draft.reasons = [r for r in draft.reasons if r.code != "not_in_play"]
    draft.kind = "wake"
    draft.wakes = list(caught)
    draft.cards = [Card("you_are", "scarletwoman", (seat,), (view.seat(seat).character or "",)) for seat in caught]
    draft.notes.append(view.reason("scarletwoman_became_demon", caught[0], view.seat(caught[0]).character))
