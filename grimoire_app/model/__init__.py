"""The rules model: pure Python and pydantic, no Qt.

Public names: Character, CharacterTexts, Team, ReminderToken, Jinx, Library, load_library,
Script, ScriptMeta, parse_script, load_script, NightStep, night_order, step_name, step_text,
normalize_id, GrimoireError, ScriptError, LibraryError, Problem, UnknownCharacterError.
"""

from grimoire_app.model.characters import Character, CharacterTexts, Jinx, ReminderToken, Team
from grimoire_app.model.errors import GrimoireError, LibraryError, Problem, ScriptError, UnknownCharacterError
from grimoire_app.model.ids import normalize_id
from grimoire_app.model.library import Library, load_library
from grimoire_app.model.night import NightStep, night_order, step_name, step_text
from grimoire_app.model.script import Script, ScriptMeta, load_script, parse_script

__all__ = [
    "Character",
    "CharacterTexts",
    "GrimoireError",
    "Jinx",
    "Library",
    "LibraryError",
    "NightStep",
    "Problem",
    "ReminderToken",
    "Script",
    "ScriptError",
    "ScriptMeta",
    "Team",
    "UnknownCharacterError",
    "load_library",
    "load_script",
    "night_order",
    "normalize_id",
    "parse_script",
    "step_name",
    "step_text",
]
