"""The Djinn: the script's jinxes apply, and the whole table knows them (docs/rules/djinn.md).

The jinxes shown are those between two characters of the script (resources/characters/jinxes.json), then
the script's own (a homebrew entry's `jinxes`: `[{"id": …, "reason": …}]`). The script is public, so its
jinxes are too: nothing here depends on who holds which character.
"""

from __future__ import annotations

from collections.abc import Iterator

from grimoire_app.model.characters import Jinx
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.state import GameState

DJINN = "djinn"


def script_jinxes(script: Script, library: Library) -> tuple[Jinx, ...]:
    """Return the jinxes between characters of the script: the official ones, then the script's own new pairs."""
    official = library.jinxes_among(script.ids)
    seen = {frozenset(jinx.characters) for jinx in official}
    own = []
    for jinx in _own_jinxes(script):
        if frozenset(jinx.characters) not in seen:
            seen.add(frozenset(jinx.characters))
            own.append(jinx)
    return (*official, *own)


def djinn_jinxes(state: GameState, script: Script, library: Library) -> tuple[Jinx, ...]:
    """Return the jinxes the table is shown: the script's while the Djinn is in play, else none."""
    if DJINN not in state.fabled:
        return ()
    return script_jinxes(script, library)


def _own_jinxes(script: Script) -> Iterator[Jinx]:
    """Yield the jinxes a script's entries carry (leniently: malformed ones are skipped)."""
    on_script = set(script.ids)
    for entry in script.raw:
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            continue
        first = script.app_id(entry["id"])
        for item in entry.get("jinxes") or ():
            if not isinstance(item, dict):
                continue
            other, reason = item.get("id"), item.get("reason")
            if isinstance(other, str) and isinstance(reason, str) and reason.strip() and script.app_id(other) in on_script:
                yield Jinx(characters=(first, script.app_id(other)), en=reason, ko=reason)
