"""The Al-Hadikhia's last night under its jinx with the Mastermind (issue 21; docs/rules/alhadikhia.md Jinxes), shared by
the night sheet and the day rules: kept apart from rules_jinx_demons.py because it reads the reliability rules (a
working Mastermind), which import that module.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import NightChoice, PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.reliability import Judge
from grimoire_app.systems.botc.rules_jinx_demons import jinxed
from grimoire_app.systems.botc.state import GameState


def alhadikhia_final(game: Game) -> tuple[int, str] | None:
    """The Al-Hadikhia/Mastermind jinx: return (the night of the last choice, the Al-Hadikhia's seat), or None.

    The Al-Hadikhia died by execution by day while a working Mastermind lived and no other Demon was alive: the next
    night it names 3 good players, and their choices end the game (docs/rules/alhadikhia.md Jinxes).
    """
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

