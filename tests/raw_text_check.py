"""Issue 19 point 5: find raw values in Korean text.

`raw_values(text, library)` returns every raw value a Korean text shows: a character id of the library, a night
step id (`minioninfo`), a reminder token key (the English token a rule names, e.g. "Is The Alchemist"), a seat id
(`s3`), an enum value of the engine (`townsfolk`, `good`, `night`, `execution`, an info or act kind) or a Python
value (`True`, `False`, `None`). Matches are whole words (ASCII letters, digits and `_` around them break a word),
case-sensitive for ids and enum values (they are lower case), so a Korean sentence with a word of English in it
is only caught when that word is a raw value. The allow-list holds the few texts where such a word is the right
Korean text (none yet, each with the reason).
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import get_args

from grimoire_app import paths
from grimoire_app.model.characters import Team
from grimoire_app.model.ids import SPECIAL_STEPS
from grimoire_app.model.library import Library
from grimoire_app.systems.botc import events
from grimoire_app.systems.botc.describe import WORD_ANSWERS

ENUMS: frozenset[str] = frozenset(
    [team.value for team in Team]
    + [*get_args(events.Alignment), *get_args(events.PhaseKind), *get_args(events.DeathKind)]
    + [*get_args(events.InfoKind), *get_args(events.ActKind), "dusk", "dawn", "used", "source_gone", *WORD_ANSWERS]
)
"""The engine's enum values a log, label or account could leak."""

PYTHON = frozenset({"True", "False", "None"})

ALLOWED: frozenset[str] = frozenset()
"""Words that look raw but are the right text in Korean (none so far)."""


@cache
def _token_keys() -> frozenset[str]:
    data = json.loads((paths.resources_dir() / "botc" / "reminders.json").read_text(encoding="utf-8"))
    return frozenset(entry["token"] for entry in data["lifetimes"] if len(entry["token"]) > 2)


@cache
def _pattern(ids: frozenset[str]) -> re.Pattern[str]:
    words = sorted(ids | SPECIAL_STEPS_SET | ENUMS | PYTHON | _token_keys(), key=len, reverse=True)
    alternatives = "|".join(re.escape(word) for word in words)
    return re.compile(rf"(?<![A-Za-z0-9_])(?:{alternatives}|s\d+)(?![A-Za-z0-9_])")


SPECIAL_STEPS_SET = frozenset(SPECIAL_STEPS)


def raw_values(text: str, library: Library) -> list[str]:
    """Every raw value the text shows, in order."""
    ids = frozenset(character.id for character in library.characters.values())
    return [match for match in _pattern(ids).findall(text) if match not in ALLOWED]
