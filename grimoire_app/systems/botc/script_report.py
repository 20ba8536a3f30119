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
from grimoire_app.model.script import Script
from grimoire_app.model.script_wild import ScriptWarning


def warning_line(warning: ScriptWarning, lang: Lang) -> str:
    """Return one warning as a sentence naming each entry it concerns once."""
    entries = ", ".join(warning.entries)
    return tr(f"script.warning.{warning.kind}", lang, entries=entries, detail=warning.detail, count=len(warning.entries))


def warning_lines(script: Script, lang: Lang) -> list[str]:
    """Return the script's warnings, one line each, in the order the model lists them."""
    return [warning_line(warning, lang) for warning in script.warnings]


def warnings_heading(script: Script, lang: Lang) -> str:
    """Return the line above the warnings: the file (named once) and that the script can be played."""
    return tr("script.report.warnings.heading", lang, file=file_label(script.source), count=len(script.warnings))


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
