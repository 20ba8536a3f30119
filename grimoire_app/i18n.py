"""The one translate function for every user-visible string of the app and the CLI.

Strings live in resources/i18n/*.json as {key: {"ko": ..., "en": ...}} (one file per area of
the app, merged; a key may be defined only once); `tr(key, lang)`
formats them with keyword arguments. A missing key raises KeyError at once, so tests catch it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from grimoire_app.paths import resources_dir

if TYPE_CHECKING:
    from grimoire_app.model.characters import Lang  # typing only: the start path reads the catalogue without the model


_PARTICLE = re.compile(r"\{(\w+)\}(\([^()\[\]]*\))?\[([^/\]]+)/([^\]]+)\]")
"""`{name}[이/가]`, also with a parenthesis between (`{player}({character})[은/는]`: the particle follows the name)."""


def _has_final_consonant(word: str) -> bool | None:
    """Whether a word's last syllable ends in a consonant (None when it is not Hangul)."""
    last = word.rstrip()[-1:] if word.strip() else ""
    if not "가" <= last <= "힣":
        return None
    return (ord(last) - ord("가")) % 28 != 0


def _choose_particles(template: str, values: dict[str, object]) -> str:
    """Resolve Korean particles written `{name}[이/가]` for the value's last syllable.

    >>> _choose_particles("{a}[이/가] {b}[을/를] {c}[으로/로]", {"a": "민수", "b": "지현", "c": "서울"})
    '{a}가 {b}을 {c}로'
    >>> _choose_particles("{a}({b})[은/는]", {"a": "지현", "b": "첩자"})
    '{a}({b})은'

    A pair written the other way round (`[와/과]`) is read the same as `[과/와]`:

    >>> _choose_particles("{a}[와/과] {b}[와/과]", {"a": "서준", "b": "민수"})
    '{a}과 {b}와'
    """

    def pick(match: re.Match[str]) -> str:
        name, between, with_final, without_final = match.groups()
        if with_final in _VOWEL_FORMS and without_final not in _VOWEL_FORMS:
            with_final, without_final = without_final, with_final
        word = str(values.get(name, ""))
        final = _has_final_consonant(word)
        if final is None:
            chosen = f"{with_final}({without_final})" if with_final != "으로" else "(으)로"
        elif with_final == "으로":
            chosen = "로" if not final or word.rstrip().endswith(tuple(_RIEUL_FINALS)) else "으로"
        else:
            chosen = with_final if final else without_final
        return "{" + name + "}" + (between or "") + chosen

    return _PARTICLE.sub(pick, template)


_VOWEL_FORMS = frozenset({"가", "를", "는", "와", "로", "랑", "야", "여"})
"""The forms of a particle that follow a syllable with no final consonant (`[와/과]` is then read as `[과/와]`)."""

_RIEUL_FINALS = [chr(ord("가") + 28 * i + 8) for i in range(399)]
"""Syllables ending in ㄹ, which take 로 rather than 으로."""


@cache
def _catalogue(folder: Path) -> dict[str, dict[str, str]]:
    """Merge every *.json file of the folder; a key defined twice is an error (each area owns a file)."""
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(folder.glob("*.json")):
        part: dict[str, dict[str, str]] = json.loads(path.read_text(encoding="utf-8"))
        clash = merged.keys() & part.keys()
        if clash:
            raise ValueError(f"{path}: keys already defined in another catalogue file: {sorted(clash)}")
        merged.update(part)
    return merged


_whole: dict[str, dict[str, str]] | None = None
"""The whole catalogue once `_strings` has read it (what `tr` asks from then on)."""


@cache
def _strings() -> dict[str, dict[str, str]]:
    """The app's catalogue (resources/i18n), looked up once: `tr` runs thousands of times a redraw (issue 20)."""
    global _whole
    _whole = _catalogue(resources_dir() / "i18n")
    return _whole


FIRST_FILES = ("strings.json", "town_square.json", "night_panel.json")
"""The catalogue files the main window's first paint reads from (its menus, tabs and toolbar; the square), in order."""


class _FirstLookups:
    """The first paint's catalogue files, read one at a time before the whole catalogue is (issue 20).

    The main window needs a few dozen strings before its first paint; reading all ~50 catalogue files for them is
    ~3 ms of CPU. A key is looked up in FIRST_FILES, read as needed; any other key reads the whole catalogue
    (`_strings`), which still refuses a key defined twice. A key is defined in one file only, so a file read alone
    gives the same string as the whole catalogue.
    """

    def __init__(self) -> None:
        self.found: dict[str, dict[str, str]] = {}
        self.read = 0
        """How many of FIRST_FILES are read."""

    def get(self, key: str) -> dict[str, str] | None:
        """Return the key's strings from FIRST_FILES (None: not there, ask the whole catalogue)."""
        while key not in self.found and self.read < len(FIRST_FILES):
            path = resources_dir() / "i18n" / FIRST_FILES[self.read]
            self.read += 1
            self.found.update(json.loads(path.read_text(encoding="utf-8")))
        return self.found.get(key)


_first = _FirstLookups()


def _entry(key: str) -> dict[str, str]:
    """The key's strings: from the whole catalogue once it is read, else from the files likely to hold it."""
    whole = _whole
    if whole is not None:
        return whole[key]
    return _first.get(key) or _strings()[key]


def tr(key: str, lang: Lang, **values: object) -> str:
    """Return the UI string `key` in a language, formatted with values.

    >>> tr("team.minion", "ko"), tr("team.minion", "en")
    ('하수인', 'Minions')
    """
    template = _entry(key)[lang]
    if not values:
        return template
    if lang == "ko":
        template = _choose_particles(template, values)
    return template.format(**values)


def fill(template: str, lang: str, **values: object) -> str:
    """Format a template of another catalogue (ONUW, Torsis) as `tr` does: Korean particles resolved first.

    >>> fill("{player}[은/는] {side}", "ko", player="수아", side="토르시스 편")
    '수아는 토르시스 편'
    """
    if lang == "ko" and values:
        template = _choose_particles(template, values)
    return template.format(**values)


def template(key: str, lang: Lang) -> str:
    """Return the UI string `key` in a language as written, placeholders and particles unresolved."""
    return _entry(key)[lang]


def has(key: str) -> bool:
    """Whether the catalogue holds `key` (for a text that one case may say in its own words, e.g. one act's stage).

    >>> has("team.minion"), has("team.nobody")
    (True, False)
    """
    return key in _strings()


def keys() -> list[str]:
    """Return every key in the catalogue (for tests that check both languages exist)."""
    return list(_strings())
