"""Who holds an ability tonight, as values (no rules): the Holder record and the reminder tokens the view reads.

Kept apart from view.py so that the held-ability functions (held.py), which view.py asks, need
not import the view back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.values import Via

if TYPE_CHECKING:
    from grimoire_app.systems.botc.tonight.view import View

LUNCH = ("cannibal", "Lunch")
HAS_ABILITY = ("vigormortis", "Has Ability")
ZOMBUUL_DEAD = ("zombuul", "Dead")
IS_THE_DEMON = ("lilmonsta", "Is The Demon")


@dataclass(frozen=True)
class Holder:
    """A seat holding an ability tonight: which character's, how, and when it got it (event index)."""

    seat: str
    character: str
    via: Via
    since: int
    """Index of the event that gave the seat this ability (-1: dealt at setup)."""


HeldFn = Callable[["View", Seat], list[Holder]]
"""Finds the abilities a seat holds besides its own (held.HELD)."""
