"""What a script file needed to be read, in words: its warnings and its problems, for the CLI and the UI.

The model keeps each tolerance as a kind with its entries (model/script_wild.py); here each becomes
one line in the Storyteller's language, naming every entry once. The file is named once, in the
heading, never on every line.
"""

from __future__ import annotations

from pathlib import Path

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import ProblemsError
from grimoire_app.model.library import Library
from grimoire_app.model.night_scale import placed_homebrew
from grimoire_app.model.script import Script
from grimoire_app.model.script_export import own_ids
from grimoire_app.model.script_wild import ScriptWarning


def warning_line(warning: ScriptWarning, lang: Lang) -> str:
    """Return one warning as a sentence naming each entry it concerns once."""
    entries = ", ".join(warning.entries)
    return tr(f"script.warning.{warning.kind}", lang, entries=entries, detail=warning.detail, count=len(warning.entries))


def warning_lines(script: Script, lang: Lang, library: Library | None = None) -> list[str]:
    """Return the script's warnings, one line each, in the order the model lists them; with the library, then
    how homebrew night numbers on another tool's scale were placed (docs/night-order.md)."""
    lines = [warning_line(warning, lang) for warning in script.warnings]
    return lines + (night_scale_lines(script, library, lang) if library is not None else [])


def night_scale_lines(script: Script, library: Library, lang: Lang) -> list[str]:
    """Return one line per night whose homebrew numbers were read as another tool's scale, naming where each went."""
    spelled = own_ids(script)
    lines = []
    for first in (True, False):
        placed = placed_homebrew(script, library, first)
        if not placed:
            continue
        anchor = tr("script.warning.night_scale.after_" + ("demoninfo" if first else "dusk"), lang)
        where = "; ".join(
            tr("script.warning.night_scale.placed", lang, character=spelled.get(p.character, p.character),
               after=_name(script, library, p.stand_in, lang) if p.stand_in else anchor)
            for p in placed.values()
        )
        lines.append(tr("script.warning.night_scale." + ("first" if first else "other"), lang, placed=where))
    return lines


def _name(script: Script, library: Library, character_id: str, lang: Lang) -> str:
    found = script.character(character_id) or library.find(character_id)
    return library.name(found, lang) if found else character_id


def warnings_heading(script: Script, lang: Lang, library: Library | None = None) -> str:
    """Return the line above the warnings: the file (named once) and that the script can be played."""
    count = len(warning_lines(script, lang, library))
    return tr("script.report.warnings.heading", lang, file=file_label(script.source), count=count)


def problem_lines(error: ProblemsError) -> list[str]:
    """Return every problem of a refused file without the file name repeated on each line."""
    return [str(problem) for problem in error.problems]


def errors_heading(error: ProblemsError, lang: Lang) -> str:
    """Return the line above the problems: the file (named once) and how many problems."""
    return tr("script.report.errors.heading", lang, file=file_label(error.source), count=len(error.problems))


def file_label(source: str) -> str:
    """Return a script's file name without its folders (a bundled or embedded source reads as given).

    >>> file_label("/home/st/scripts/wild.json"), file_label("game.grimoire: line 1 (the embedded script)")
    ('wild.json', 'game.grimoire: line 1 (the embedded script)')
    """
    name = Path(source).name
    return name if name.endswith(".json") else source
