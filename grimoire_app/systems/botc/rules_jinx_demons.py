"""Pure state rules of the experimental Demons' jinxes (issue 21; resources/characters/jinxes.json), shared by the
night sheet, the information engine and the day rules, so each reads them the same way without an import cycle.

- When a jinx applies (the Djinn rule, docs/rules/djinn.md): both characters are on the script or in play.
- The Leviathan's and Riot's nightly pick (their jinxes with the Banshee, Farmer, Ravenkeeper and Sage;
  docs/rules/leviathan.md, riot.md): from night 2 the Demon picks an alive good player it never picked before; a
  picked Banshee dies of it and gains its ability, a picked Farmer, Ravenkeeper or Sage uses its ability alive.
- The Al-Hadikhia's last night under the Mastermind jinx (docs/rules/alhadikhia.md): `alhadikhia_final`.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import NightChoice, PlayerDied
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


def alhadikhia_final(game: Game) -> tuple[int, str] | None:
    """The Al-Hadikhia/Mastermind jinx: return (the night of the last choice, the Al-Hadikhia's seat), or None.

    The Al-Hadikhia died by execution by day while a working Mastermind lived and no other Demon was alive: the next
    night it names 3 good players, and their choices end the game (docs/rules/alhadikhia.md Jinxes).
    """
    from grimoire_app.systems.botc.info.reliability import Judge  # the reliability rules import this module

    for index, event in enumerate(game.events):
        if not isinstance(event, PlayerDied) or event.cause.kind != "execution":
            continue
        state = game.state_at(index)
        seat = next((s for s in state.seats if s.id == event.seat), None)
        if state.phase.kind != "day" or seat is None or seat.character != "alhadikhia" or not jinxed(game, state, "alhadikhia", "mastermind"):
            continue
        judge = Judge(state, game)
        if not any(s.character == "mastermind" and judge.functioning(s) for s in state.seats):
            continue
        if any(s.id != seat.id and s.alive and judge.team(s) == Team.DEMON for s in state.seats):
            continue
        return state.phase.number + 1, seat.id
    return None


def alhadikhia_last_choice(game: Game, state: GameState) -> tuple[str, ...] | None:
    """Return the players the Al-Hadikhia named on its last night under the Mastermind jinx (None: not that game or not yet)."""
    final = alhadikhia_final(game)
    if final is None:
        return None
    night = final[0]
    named: tuple[str, ...] = ()
    for happening in state.log:
        event = happening.event
        if happening.phase.kind == "night" and happening.phase.number == night and isinstance(event, NightChoice) and event.character == "alhadikhia":
            named = event.players
    return named


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
