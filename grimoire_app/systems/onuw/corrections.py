"""Manual card corrections: a card dragged onto another position, recorded as the model's CardsSwapped.

Any two different positions (players or centre) may be exchanged, at night or by day, until the
result; the move is tagged as the moderator's in every card's journey.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grimoire_app.systems.onuw import OnuwEvent, OnuwState
from grimoire_app.systems.onuw.events import CardsSwapped

CENTRE = ("C1", "C2", "C3")
"""The centre slots; a player's position is named first in a correction."""


class CorrectionRefused(ValueError):
    """A correction the model cannot record; `key` names the reason in the UI catalogue."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def correction_event(state: OnuwState, a: str, b: str) -> CardsSwapped:
    """Return the event that exchanges the cards at positions a and b now.

    Raises:
        CorrectionRefused: the same position twice, or the game is not between the deal and the result.
    """
    if a == b:
        raise CorrectionRefused("onuw.correct.same")
    if state.phase not in ("night", "day"):
        raise CorrectionRefused("onuw.correct.not_night")
    if a in CENTRE and b not in CENTRE:
        a, b = b, a
    return CardsSwapped(a=a, b=b)


def is_correction(event: OnuwEvent, before: OnuwState) -> bool:
    """Return whether an event is a manual correction."""
    return isinstance(event, CardsSwapped)


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
