"""The jinxes that apply to a night step: the script's jinxes (official, then its own homebrew ones) between the
step's character and another character a player holds, both in play (issue 18: homebrew jinxes shown in the
night panel where they apply). The night panel lists them under the step's notes; nothing here decides a rule.
"""

from __future__ import annotations

from grimoire_app.model.characters import Jinx
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.fabled_applied.djinn import script_jinxes
from grimoire_app.systems.botc.state import GameState


def jinxes_in_play(state: GameState, script: Script, library: Library, character: str | None) -> tuple[Jinx, ...]:
    """Return the script's jinxes between `character` and another character, both held by a player."""
    held = {seat.character for seat in state.seats if seat.character}
    if character is None or character not in held:
        return ()
    return tuple(
        jinx for jinx in script_jinxes(script, library)
        if character in jinx.characters and all(c in held for c in jinx.characters)
    )
