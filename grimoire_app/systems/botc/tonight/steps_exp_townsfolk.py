"""Night steps of the experimental information Townsfolk (issue 21; docs/rules/<id>.md).

Registered in registry.STEPS with one line (`STEPS.update(steps_exp_townsfolk.STEPS)`):
- pixie (HELD): with HAS ABILITY by the Pixie, it holds the MAD player's character's ability.
- king: night 1, the Demon is shown the King (a card; the King sleeps); later nights the King wakes only
  once the dead equal or outnumber the living (with the Leviathan or Riot in play: once anyone is dead).
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.exp_townsfolk import king_learns
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.holding import HeldFn, Holder
from grimoire_app.systems.botc.tonight.view import View

PIXIE_MAD = ("pixie", "Mad")
PIXIE_HAS = ("pixie", "Has Ability")


def king(draft: StepDraft) -> None:
    """Night 1: a note that the Demon learns the King; later: skip the King while too few are dead."""
    view = draft.view
    if draft.first_mode:
        if draft.acting:
            draft.notes.append(view.reason("king_demon_learns", draft.acting[0].seat))
        return
    if not king_learns(view.state):
        dead = sum(1 for seat in view.state.seats if not seat.alive)
        draft.skip(view.reason("king_few_dead", number=dead, players=len(view.state.seats) - dead))


def pixie_gained(view: View, seat: Seat) -> list[Holder]:
    """Return the MAD player's ability once HAS ABILITY lies by the Pixie (docs/rules/pixie.md)."""
    gained = [r for r in seat.reminders if (r.character, r.token) == PIXIE_HAS]
    mad = [s for s in view.carriers(PIXIE_MAD) if s.id != seat.id and s.character]
    if not gained or not mad:
        return []
    return [Holder(seat.id, mad[0].character or "", "pixie", view.placed_at.get(gained[0].id, -1))]


HELD: dict[str, HeldFn] = {"pixie": pixie_gained}
STEPS: dict[str, Callable[[StepDraft], None]] = {
    "king": king,
}
