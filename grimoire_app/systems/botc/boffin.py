"""The Boffin's gift, read from the grimoire's log: shared by the night sheet and the information rules.

On night 1 the Storyteller picks a good character not in play at the Boffin's step (tonight/steps_exp_minions.py); the
pick is that step's NightChoice (character `boffin`). From then on every Demon holds that character's ability besides
its own (docs/rules/boffin.md): it works even while the Demon is drunk or poisoned, and it is lost while the Boffin is
dead, drunk or poisoned (the gift follows the Boffin's seat, never the Demon's). This module answers "what was given,
by whom, and does it work now" from a GameState alone (its log keeps every NightChoice).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.state import GameState

if TYPE_CHECKING:
    from grimoire_app.systems.botc.game import Game
    from grimoire_app.systems.botc.info.reliability import Judge

BOFFIN = "boffin"
PICKERS = (BOFFIN, "alchemist")
"""Who can have made a Boffin pick: the Boffin, or an Alchemist holding the Boffin's ability (docs/rules/boffin.md)."""


@dataclass(frozen=True)
class Gift:
    """The good ability a Boffin gave the Demon: the Boffin's seat and the good character's id."""

    boffin: str
    character: str


def gift_in(choices: Iterable[NightChoice]) -> Gift | None:
    """Return the latest Boffin pick among these choices (a re-recorded pick replaces the earlier one)."""
    found = None
    for choice in choices:
        if choice.character == BOFFIN and choice.characters:
            found = Gift(choice.seat, choice.characters[0])
    return found


def gift(state: GameState, game: Game | None = None) -> Gift | None:
    """Return the gift of a Boffin still in play (None when none was picked or its seat is no longer the Boffin, or the
    Alchemist that held its ability)."""
    if not any(seat.character in PICKERS for seat in state.seats):
        return None  # the same answer as below, without reading the log, which grows with every event (issue 20)
    if game is not None and state is game.state:  # the game as it is now: its night index has every choice by step
        from grimoire_app.systems.botc.log_index import night_index

        found = gift_in(choice for _, _, choice in night_index(game).choices_by.get(BOFFIN, ()))
    else:
        found = gift_in(h.event for h in state.log if isinstance(h.event, NightChoice))
    if found is None or state.seat(found.boffin).character not in PICKERS:
        return None
    return found


def gift_works(judge: Judge, found: Gift) -> bool:
    """Whether the Boffin's seat functions (able to act, neither drunk nor poisoned): the gift works only then."""
    return judge.functioning(judge.state.seat(found.boffin))
