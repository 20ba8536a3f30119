"""The scripts bundled in resources/scripts, found by file name, number or script name.

resources/bundled_scripts.json names the scripts offered first (the three base editions, in
edition order) and their names by language; every other bundled script follows in file-name order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import LibraryError, Problem, ScriptError
from grimoire_app.model.jsonfile import load_data
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script, load_script

INDEX_FILE = "bundled_scripts.json"


class _Index(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    first: tuple[str, ...]
    names: dict[str, dict[Lang, str]]


@dataclass(frozen=True)
class BundledScript:
    """A bundled script file, the short key it is called by (its file name without .json) and its names."""

    key: str
    path: Path
    names: dict[Lang, str] = field(default_factory=dict, compare=False, hash=False)
    """The script's name by language, where the index gives one (else the script's own `_meta` name)."""

    def title(self, lang: Lang, script: Script) -> str:
        """Return the name to show in a language: the index's name, else the script's `_meta` name."""
        return self.names.get(lang) or script.meta.name


def bundled_scripts(resources: Path) -> list[BundledScript]:
    """List the bundled scripts: the index's `first` ones in its order, then the rest in file-name order.

    Raises:
        LibraryError: the index is not of its shape, or names a script that is not bundled.
    """
    index = _index(resources)
    found = {path.stem: path for path in sorted((resources / "scripts").glob("*.json"))}
    missing = [key for key in (*index.first, *index.names) if key not in found]
    if missing:
        raise LibraryError(str(resources / INDEX_FILE), [Problem(key, "no such script in scripts/") for key in missing])
    keys = [*index.first, *(key for key in found if key not in index.first)]
    return [BundledScript(key, found[key], dict(index.names.get(key, {}))) for key in keys]


def script_title(script: Script, lang: Lang, resources: Path) -> str:
    """Return a script's name in a language: a base edition's name as the index gives it in that language
    (a game of "Trouble Brewing" reads 점철되는 혼란 in Korean), else the script's own `_meta` name."""
    for names in _index(resources).names.values():
        if script.meta.name in names.values():
            return names.get(lang) or script.meta.name
    return script.meta.name


@cache
def _index(resources: Path) -> _Index:
    """Read the index once per resources folder: titles are asked on every redraw (the grimoire header)."""
    path = resources / INDEX_FILE
    if not path.exists():
        return _Index(first=(), names={})
    return load_data(path, _Index, comments=True)


def resolve_script(spec: str, resources: Path, library: Library) -> Script:
    """Load a script named by a path, a bundled key ("000-jongpa-wa-mayak"), its number or prefix ("000",
    "tb"), or its name in any language ("Trouble Brewing", "점철되는 혼란").

    Raises:
        ScriptError: nothing matches, or the script found is invalid.
    """
    path = Path(spec)
    if path.suffix == ".json" or path.exists():
        return load_script(path, library)
    for bundled in bundled_scripts(resources):
        if spec in (bundled.key, bundled.key.split("-", 1)[0], *bundled.names.values()):
            return load_script(bundled.path, library)
    for bundled in bundled_scripts(resources):
        script = load_script(bundled.path, library)
        if script.meta.name == spec:
            return script
    known = ", ".join(b.key for b in bundled_scripts(resources))
    raise ScriptError(spec, [Problem("", f"no such file, and no bundled script of that name (bundled: {known})")])
