"""Manual card corrections: a card dragged onto another position, recorded through an override.

The rules model has no "the moderator moved a card" event yet, so a correction is recorded as the
swap action whose effect is exactly the exchange wanted (a Troublemaker-style swap of two
players' cards, a Drunk-style swap of a player's card with a centre card) with the moderator's
override. The action is chosen so that it cannot use up a real player's turn: one whose step is
not in tonight's script, is over, or was already recorded. The event keeps the overridden
reasons, so the log, the undo stack and a replay all show it; `is_correction` recognises it
again for the log and the result screen. Two centre cards cannot be exchanged this way (no swap
takes two centre slots), nor can anything move once the night is over (the model refuses
night actions by day). A `CardsSwapped` event in the model would lift both limits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grimoire_app.systems.onuw import NightActed, OnuwEvent, OnuwState, catalogue, wakers
from grimoire_app.systems.onuw.night import choice_shape

SWAPS: dict[str, tuple[str, ...]] = {
    "PP": ("doppel.troublemaker", "troublemaker.swap"),
    "PC": ("doppel.drunk", "drunk.swap"),
}
"""For each shape of exchange, the actions that perform exactly that exchange, preferred first."""


class CorrectionRefused(ValueError):
    """A correction the model cannot record; `key` names the reason in the UI catalogue."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def correction_event(state: OnuwState, a: str, b: str) -> NightActed:
    """Return the event that exchanges the cards at positions a and b now (record it with override).

    Raises:
        CorrectionRefused: the same position twice, not the night, two centre cards, or no swap
            action is free to carry the correction at this moment.
    """
    if a == b:
        raise CorrectionRefused("onuw.correct.same")
    if state.phase != "night":
        raise CorrectionRefused("onuw.correct.not_night")
    shape = choice_shape(state, (a, b))
    if shape == "CP":
        a, b, shape = b, a, "PC"
    if shape not in SWAPS:
        raise CorrectionRefused("onuw.correct.centre_pair")
    action = next((x for x in SWAPS[shape] if _harmless(state, x)), None)
    if action is None:
        raise CorrectionRefused("onuw.correct.busy")
    return NightActed(action=action, actor=a, targets=(a, b) if shape == "PP" else (b,))


def _harmless(state: OnuwState, action_id: str) -> bool:
    """Whether recording this action now cannot take a real player's turn away."""
    step = catalogue().actions[action_id].step
    return step not in state.script or state.done(action_id) or state.script.index(step) < state.step_index


def is_correction(event: OnuwEvent, before: OnuwState) -> bool:
    """Return whether an event is a manual correction (a swap recorded out of its turn by override)."""
    if not isinstance(event, NightActed) or event.override is None:
        return False
    if event.action not in {action for actions in SWAPS.values() for action in actions}:
        return False
    step = catalogue().actions[event.action].step
    out_of_turn = step != before.current_step or event.actor not in wakers(before, step)
    return out_of_turn or before.done(event.action) or event.actor in event.targets


def correction_moves(events: Sequence[OnuwEvent], state_at: Callable[[int], OnuwState]) -> frozenset[int]:
    """Return the indices (in the final state's `moves`) of the card moves made by corrections.

    Complexity is O(events): states are kept by the log, so `state_at` is O(1).
    """
    found: set[int] = set()
    for index, event in enumerate(events):
        before = state_at(index)
        if is_correction(event, before):
            found.update(range(len(before.moves), len(state_at(index + 1).moves)))
    return frozenset(found)
