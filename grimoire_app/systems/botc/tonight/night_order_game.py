"""The game's own night order: the Storyteller's reorder of the sheet (NightOrderChanged), used and exported.

A drag in the night panel's step list records the whole order of that kind of night (first, or
other) as one NightOrderChanged event — one undo step, saved with the game. `ordered_script`
gives the game's script with that order as its `_meta` order, so the tonight sheet (sheet.py),
and the script export read it the way they read a file's own order: steps the order does not
list (a Traveller seated later, a character the script lacks) are merged in by official position.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from grimoire_app.model.night import Night
from grimoire_app.model.script import Script
from grimoire_app.model.script_export import export_script
from grimoire_app.systems.botc.events import NightOrderChanged
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState


def ordered_script(script: Script, state: GameState) -> Script:
    """Return the script with the Storyteller's night orders in its `_meta` (the script itself when none)."""
    first, other = state.night_orders
    if first is None and other is None:
        return script
    meta = script.meta.model_copy(
        update={
            "first_night": first if first is not None else script.meta.first_night,
            "other_night": other if other is not None else script.meta.other_night,
        }
    )
    return script.model_copy(update={"meta": meta})


def moved(order: Sequence[str], step: str, before: str | None) -> tuple[str, ...]:
    """Return the order with `step` taken out and put just before `before` (at the end for None).

    >>> moved(["dusk", "a", "b", "c", "dawn"], "c", "a")
    ('dusk', 'c', 'a', 'b', 'dawn')
    >>> moved(["dusk", "a", "b", "dawn"], "a", None)
    ('dusk', 'b', 'dawn', 'a')
    """
    rest = [item for item in order if item != step]
    at = rest.index(before) if before in rest else len(rest)
    return tuple(rest[:at] + [step] + rest[at:])


def reorder(night: Night, order: Sequence[str], step: str, before: str | None) -> NightOrderChanged | None:
    """Return the event for dragging `step` just before `before` in that night's `order`; None when nothing moves.

    Dusk stays first and dawn stays last: a drop before dusk lands after it, a drop at the end
    (or after dawn) lands before dawn.
    """
    if step in ("dusk", "dawn") or step not in order:
        return None
    if before == "dusk":
        before = next((s for s in order if s not in ("dusk", step)), None)
    if before is None and "dawn" in order:
        before = "dawn"
    new = moved(order, step, before)
    return None if new == tuple(order) else NightOrderChanged(night=night, order=new)


def game_script_json(game: Game) -> list[Any]:
    """Return the game's script as official script JSON, with the Storyteller's night orders when given."""
    first, other = game.state.night_orders
    return export_script(game.script, first, other)
