"""Homebrew night numbers written on another tool's scale, placed on the official sheet.

Official characters wake by their index in the official sheet (resources/nightsheet.json).
A homebrew character's `firstNight` / `otherNight` number is read on that same scale, which is
right for files made against the official app; other tools (clocktower.online's old numbers,
Bloodstar) number on their own scales, so a Poisoner-like homebrew Minion can land before the
Minions meet. `placed_homebrew` recognises such a file and places its homebrew characters on the
official scale; systems/botc/script_report.py `night_scale_lines` says so. Official characters keep their exact positions.

[DECISION] A night's homebrew numbering is "off the official scale" when
- a homebrew number is at or after the official dawn position (it would wake after dawn), or
- (first night) at least two homebrew characters wake, every homebrew number is before the
  official Minion-info position, and either an official character on the script wakes after
  the Demon info or one of those homebrew characters is a Minion or Demon — official Minions
  and Demons almost never wake before the evil team meets;
and the other nights follow the first night's verdict (one file, one tool).
A homebrew character whose ability names a stand-in ("acts as the Poisoner", "like the Monk")
that wakes that night goes just after its stand-in; the others keep the file's order among
themselves, just after the Demon info on the first night and just after dusk on other nights.
A script with its own `_meta` order is left alone: its order says what the file means.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from grimoire_app.model.characters import Character, Team
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script

_EVIL = (Team.MINION, Team.DEMON)


@dataclass(frozen=True)
class Placement:
    """Where a homebrew character goes on one night, and why."""

    character: str
    position: float
    stand_in: str | None
    """The official character it follows (named by its ability), or None for the default place."""


def off_scale(script: Script, library: Library, first: bool) -> bool:
    """Whether the script's homebrew numbers for that night are on another tool's scale."""
    if (script.meta.first_night if first else script.meta.other_night) is not None:
        return False
    if _past_dawn(script, library, first):
        return True
    if not first:
        return off_scale(script, library, True)
    return _all_before_minion_info(script, library)


def placed_homebrew(script: Script, library: Library, first: bool) -> dict[str, Placement]:
    """Return the official-scale position of each waking homebrew character, when the file is off scale.

    An empty dict when the numbers are on the official scale. O(h log h + h·n) for h homebrew
    characters and n official names.
    """
    if not off_scale(script, library, first):
        return {}
    waking = sorted((c for c in _homebrew(script) if _number(c, first) is not None), key=lambda c: _number(c, first) or 0.0)
    groups: dict[str | None, list[Character]] = {}
    for character in waking:
        groups.setdefault(_stand_in(character, library, first), []).append(character)
    anchor = library.night_order.position("demoninfo" if first else "dusk", first) or 0.0
    placed = {}
    for stand_in, members in groups.items():
        base = anchor if stand_in is None else _position(library, stand_in, first)
        for rank, character in enumerate(members, 1):
            placed[character.id] = Placement(character.id, base + rank / (len(members) + 1), stand_in)
    return placed


def _homebrew(script: Script) -> list[Character]:
    return [c for c in script.characters if c.homebrew]


def _number(character: Character, first: bool) -> float | None:
    return character.first_night if first else character.other_night


def _position(library: Library, step: str, first: bool) -> float:
    return library.night_order.position(step, first) or 0.0


def _past_dawn(script: Script, library: Library, first: bool) -> bool:
    dawn = _position(library, "dawn", first)
    return any((_number(c, first) or 0.0) >= dawn for c in _homebrew(script))


def _all_before_minion_info(script: Script, library: Library) -> bool:
    numbered = [c for c in _homebrew(script) if c.first_night is not None]
    minion_info = _position(library, "minioninfo", True)
    if len(numbered) < 2 or any((c.first_night or 0.0) >= minion_info for c in numbered):
        return False
    demon_info = _position(library, "demoninfo", True)
    official_after = any(not c.homebrew and (c.first_night or 0.0) > demon_info for c in script.characters)
    return official_after or any(c.team in _EVIL for c in numbered)


def _stand_in(character: Character, library: Library, first: bool) -> str | None:
    """The official character the ability text says this one acts as, if it wakes that night."""
    text = character.ability or ""
    names = _names(library)
    for pattern in _stand_in_patterns(tuple(sorted(names, key=len, reverse=True))):
        for match in pattern.finditer(text):
            found = names.get(match.group("name").casefold())
            if found is not None and found != character.id and library.night_order.position(found, first) is not None:
                return found
    return None


def _names(library: Library) -> dict[str, str]:
    """Official English names (and Korean names where bundled), folded, to ids."""
    names = {c.name.casefold(): c.id for c in library.characters.values()}
    for character_id, texts in library.texts.items():
        names.setdefault(texts.ko.name.casefold(), character_id)
    return names


@lru_cache(maxsize=4)
def _stand_in_patterns(names: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """"acts as the Poisoner" / "like a Monk" in English; "독살범처럼" / "독살범의 능력" in Korean (longest names first)."""
    alternatives = "|".join(re.escape(name) for name in names)
    english = rf"\b(?:as|like)\s+(?:if\s+\w+\s+(?:were|was|are|is)\s+)?(?:the|a|an)\s+(?P<name>{alternatives})\b"
    korean = rf"(?P<name>{alternatives})\s*(?:처럼|인 것처럼|의 능력|로서|으로서)"
    return re.compile(english, re.IGNORECASE), re.compile(korean)
