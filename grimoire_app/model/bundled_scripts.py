"""The scripts bundled in resources/scripts, found by file name, number or script name."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from grimoire_app.model.errors import Problem, ScriptError
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script, load_script


@dataclass(frozen=True)
class BundledScript:
    """A bundled script file and the short key it is called by (its file name without .json)."""

    key: str
    path: Path


def bundled_scripts(resources: Path) -> list[BundledScript]:
    """List the bundled scripts in file-name order."""
    return [BundledScript(path.stem, path) for path in sorted((resources / "scripts").glob("*.json"))]


def resolve_script(spec: str, resources: Path, library: Library) -> Script:
    """Load a script named by a path, a bundled key ("000-jongpa-wa-mayak"), its number ("000") or its name.

    Raises:
        ScriptError: nothing matches, or the script found is invalid.
    """
    path = Path(spec)
    if path.suffix == ".json" or path.exists():
        return load_script(path, library)
    for bundled in bundled_scripts(resources):
        if spec in (bundled.key, bundled.key.split("-", 1)[0]):
            return load_script(bundled.path, library)
    for bundled in bundled_scripts(resources):
        script = load_script(bundled.path, library)
        if script.meta.name == spec:
            return script
    known = ", ".join(b.key for b in bundled_scripts(resources))
    raise ScriptError(spec, [Problem("", f"no such file, and no bundled script of that name (bundled: {known})")])
