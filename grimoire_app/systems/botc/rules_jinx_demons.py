"""Pure state rules of the experimental Demons' jinxes (issue 21; resources/characters/jinxes.json), shared by the
night sheet, the information engine and the day rules, so each reads them the same way without an import cycle.

- When a jinx applies (the Djinn rule, docs/rules/djinn.md): both characters are on the script or in play.
- The Leviathan's and Riot's nightly pick (their jinxes with the Banshee, Farmer, Ravenkeeper and Sage;
  docs/rules/leviathan.md, riot.md): from night 2 the Demon picks an alive good player it never picked before; a
  picked Banshee dies of it and gains its ability, a picked Farmer, Ravenkeeper or Sage uses its ability alive.
- The Al-Hadikhia's last night under the Mastermind jinx: lastnight_jinx_demons.py (it needs the reliability rules,
  which import this module).
"""

from __future__ import annotations

from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState

PICKERS = ("leviathan", "riot")
"""The Demons whose jinxes make them pick a player each night from night 2."""
PICKED = ("banshee", "farmer", "ravenkeeper", "sage")
"""The characters those jinxes name, in the order the Storyteller reads them."""
ANY_ALIGNMENT = frozenset({"ravenkeeper"})
"""Partners whose jinx lets the pick be any alive player (the Ravenkeeper's says "alive player", not "good")."""


def present(game: Game, state: GameState) -> set[str]:
    """Return the characters on the script or held by a seat (a jinx needs both of its characters among them)."""
    return set(game.script.ids) | {seat.character for seat in state.seats if seat.character}


def jinxed(game: Game, state: GameState, first: str, second: str) -> bool:
    """Whether the official jinx between two characters applies: both on the script or in play, and it exists."""
    if not {first, second} <= present(game, state):
        return False
    return any(set(jinx.characters) == {first, second} for jinx in game.library.jinxes)


def pick_partners(game: Game, state: GameState, demon: str) -> tuple[str, ...]:
    """Return the characters whose jinx with this Demon makes it pick a player each night (empty: no pick)."""
    if demon not in PICKERS:
        return ()
    return tuple(partner for partner in PICKED if jinxed(game, state, demon, partner))


def good_only(partners: tuple[str, ...]) -> bool:
    """Whether the pick must be a good player: every jinx but the Ravenkeeper's says so."""
    return any(partner not in ANY_ALIGNMENT for partner in partners)


def pick_tonight(state: GameState, seat_id: str) -> NightChoice | None:
    """Return tonight's pick of a Leviathan or Riot that chose this seat, or None."""
    if state.phase.kind != "night":
        return None
    for happening in reversed(state.log):
        if happening.phase != state.phase:
            break
        event = happening.event
        if isinstance(event, NightChoice) and event.character in PICKERS and event.players[:1] == (seat_id,):
            return event
    return None


def picked_tonight(state: GameState, seat_id: str) -> str | None:
    """Return the Demon (leviathan or riot) whose pick chose this seat tonight, or None."""
    pick = pick_tonight(state, seat_id)
    return pick.character if pick is not None else None


def picked_before(state: GameState, demon: str) -> set[str]:
    """Return the seats this Demon's pick chose on earlier nights (it never picks one twice)."""
    return {
        happening.event.players[0]
        for happening in state.log
        if isinstance(happening.event, NightChoice) and happening.event.character == demon and happening.event.players
        and happening.phase != state.phase
    }


def uses_picked(game: Game, state: GameState, seat_id: str, character: str) -> NightChoice | None:
    """Return the jinxed pick tonight that lets this seat's character (Farmer, Ravenkeeper, Sage) act alive, or None.

    The caller checks the picking Demon's own drunkenness or poison (its pick then does nothing).
    """
    pick = pick_tonight(state, seat_id)
    if pick is None or character not in pick_partners(game, state, pick.character):
        return None
    return pick


RIOT_DAY = 3
"""The riot's first day (docs/rules/riot.md)."""


def rioting(state: GameState) -> bool:
    """Whether today is a riot day: day 3 or later with a living Riot."""
    today = state.today()
    return today is not None and today.number >= RIOT_DAY and any(s.alive and s.character == "riot" for s in state.seats)


def riot_mayor_may_act(game: Game) -> bool:
    """Whether the day panel offers the Mayor's stopping of the riot: the Riot/Mayor jinx, a riot day, a living Mayor."""
    state = game.state
    return rioting(state) and jinxed(game, state, "riot", "mayor") and any(s.alive and s.character == "mayor" for s in state.seats)
