"""Pure state rules of the experimental information Townsfolk shared by the night sheet and the info engine (issue 21).

Kept outside tonight/ and info/ so both can import them without a cycle.
"""

from __future__ import annotations

from grimoire_app.systems.botc.state import GameState

KING_EARLY = ("leviathan", "riot")
"""Demons whose jinx with the King lets the King learn as soon as anyone is dead (resources/characters/jinxes.json)."""


def king_learns(state: GameState) -> bool:
    """Whether the King learns a character tonight: the dead equal or outnumber the living (docs/rules/king.md).

    With the Leviathan or Riot in play, one death is enough (their jinxes with the King).
    """
    dead = sum(1 for seat in state.seats if not seat.alive)
    if any(seat.character in KING_EARLY for seat in state.seats):
        return dead > 0
    return dead > 0 and dead >= len(state.seats) - dead
