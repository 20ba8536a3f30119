"""The one translate function for every user-visible string of the app and the CLI.

Strings live in resources/i18n/strings.json as {key: {"ko": ..., "en": ...}}; `tr(key, lang)`
formats them with keyword arguments. A missing key raises KeyError at once, so tests catch it.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from grimoire_app.model.characters import Lang
from grimoire_app.paths import resources_dir


@cache
def _catalogue(path: Path) -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(path.read_text(encoding="utf-8"))
    return data


def tr(key: str, lang: Lang, **values: object) -> str:
    """Return the UI string `key` in a language, formatted with values.

    >>> tr("team.minion", "ko"), tr("team.minion", "en")
    ('하수인', 'Minions')
    """
    entry = _catalogue(resources_dir() / "i18n" / "strings.json")[key]
    return entry[lang].format(**values) if values else entry[lang]


def keys() -> list[str]:
    """Return every key in the catalogue (for tests that check both languages exist)."""
    return list(_catalogue(resources_dir() / "i18n" / "strings.json"))
