"""Fabled and Loric at setup: the script's own entries pre-fill the choice; any official one may join.

Fabled and Loric are not dealt to seats: they are in play for the whole table (docs/rules/fabled-loric.md),
recorded as FabledAdded events after the seats (setup_draft.setup_events).
"""

from __future__ import annotations

from grimoire_app.model.characters import Character, Team
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.loric import with_bootlegger

FABLED_TEAMS = (Team.FABLED, Team.LORIC)


def script_fabled(script: Script) -> tuple[str, ...]:
    """Return the ids of the script's Fabled and Loric entries, in script order (the setup's pre-fill),
    and the Bootlegger last when the script has house rules (docs/rules/bootlegger.md)."""
    return with_bootlegger(script, tuple(c.id for c in script.characters if c.team in FABLED_TEAMS))


def fabled_choices(library: Library, script: Script | None = None) -> list[Character]:
    """Return every Fabled and Loric the Storyteller may add: the library's, then the script's own homebrew ones.

    Fabled first, then Loric, each by id.
    """
    found = {c.id: c for c in library.characters.values() if c.team in FABLED_TEAMS}
    for character in script.characters if script else ():
        if character.team in FABLED_TEAMS:
            found.setdefault(character.id, character)
    return sorted(found.values(), key=lambda c: (FABLED_TEAMS.index(c.team), c.id))
