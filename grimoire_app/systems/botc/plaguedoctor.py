"""The Plague Doctor's pick, read from the grimoire's log: shared by the night sheet, the day rules and registration.

When a Plague Doctor dies, the Storyteller picks a Minion ability at its night step (tonight/steps_plaguedoctor.py);
the pick is that step's NightChoice (character `plaguedoctor`). Nine jinxes change what the pick does
(docs/rules/plaguedoctor.md): for the Fearmonger, Goblin, Scarlet Woman, Spy and Wraith a Minion (the pick's player)
also holds that power. This module answers "which seat holds which power" from a GameState alone (its log keeps
every NightChoice), so a state of any moment gives the answer of that moment.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.state import GameState

PLAGUEDOCTOR = "plaguedoctor"
STORYTELLER_ABILITY = (PLAGUEDOCTOR, "Storyteller Ability")
TURNED = ("boomdandy", "eviltwin", "marionette")
"""Jinxes: a player is turned into this Minion instead of the Storyteller gaining it."""
BARON = "baron"
"""Jinx: up to two players are turned into Outsiders instead."""
POWERS = ("fearmonger", "goblin", "scarletwoman", "spy", "wraith")
"""Jinxes: a Minion also gets this power, and is told, instead of the Storyteller gaining it."""

TeamOf = Callable[[str], Team | None]


def split(team: TeamOf, characters: Sequence[str]) -> tuple[str | None, tuple[str, ...]]:
    """Return the picked Minion (the first Minion named) and the other characters named (the Baron's Outsiders)."""
    minion = next((c for c in characters if team(c) == Team.MINION), None)
    return minion, tuple(c for c in characters if c != minion)


def latest_picks(choices: Sequence[NightChoice]) -> dict[str, NightChoice]:
    """Return each Plague Doctor's latest pick (a re-recorded pick replaces the earlier one), by its seat."""
    return {choice.seat: choice for choice in choices if choice.character == PLAGUEDOCTOR and choice.characters}


_LAST: list[tuple[object, tuple[NightChoice, ...]]] = []
"""The latest picks of the last few logs read, by log object (states of one game share their log until it grows)."""


def _picks(state: GameState) -> tuple[NightChoice, ...]:
    """Return the latest pick of each Plague Doctor recorded in the state's log (cached by the log object).

    With no Plague Doctor seated (nor a Hermit, who holds its ability: docs/rules/hermit.md) nobody picks or holds a
    pick, so the log is not read: it grows with every event (issue 20)."""
    if not any(seat.character in (PLAGUEDOCTOR, "hermit") for seat in state.seats):
        return ()
    for log, found in _LAST:
        if log is state.log:
            return found
    choices = [h.event for h in state.log if isinstance(h.event, NightChoice) and h.event.character == PLAGUEDOCTOR]
    found = tuple(latest_picks(choices).values())
    _LAST.insert(0, (state.log, found))
    del _LAST[8:]
    return found


def powers_held(state: GameState, team: TeamOf) -> dict[str, tuple[str, ...]]:
    """Return, by seat, the jinxed powers (Fearmonger, Goblin, Scarlet Woman, Spy, Wraith) a Minion got from a pick."""
    found: dict[str, tuple[str, ...]] = {}
    for choice in _picks(state):
        minion, _ = split(team, choice.characters)
        if minion in POWERS and choice.players:
            assert minion is not None
            found[choice.players[0]] = (*found.get(choice.players[0], ()), minion)
    return found


def storyteller_abilities(state: GameState, team: TeamOf) -> dict[str, str]:
    """Return, by Plague Doctor seat, the Minion ability the Storyteller holds from its pick (a Minion without jinx)."""
    found: dict[str, str] = {}
    for choice in _picks(state):
        minion, _ = split(team, choice.characters)
        if minion is not None and minion not in (*TURNED, BARON, *POWERS):
            found[choice.seat] = minion
    return found
