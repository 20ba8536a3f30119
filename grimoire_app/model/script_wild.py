"""Scripts as people have them: what other tools accept, read with a warning instead of refused.

Each tolerance is one warning kind, listed once per script with every entry it concerns (the
Storyteller sees "3 entries ...", not three lines). The texts are in the i18n catalogue
(`script.warning.<kind>`); the model keeps the kind, the entries and one detail (a field name, a
spelling). `validate --strict` applies the official schema itself (script_schema.py).

Official characters under another name (issue 18): an entry whose id is a *locale-prefixed*
official id is that official character. The prefix is a two-letter language code, optionally a
separator and a two-letter region code, then a separator (``_`` or ``-``), matched without regard
to case: ``ko_KR_washerwoman``, ``en-US-imp``, ``ko_washerwoman``, ``EN_us_fortune_teller``. The
rest must name an official character (any spelling normalize_id folds) and the whole id must not
(an official id is never read as a prefixed one).

>>> locale_stripped("ko_KR_washerwoman"), locale_stripped("en-US-fortune_teller"), locale_stripped("ko_imp")
('washerwoman', 'fortune_teller', 'imp')
>>> locale_stripped("washerwoman"), locale_stripped("kor_imp")
(None, None)
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from grimoire_app.model.characters import Character, Frozen, Lang, ScriptTexts, Team

_LOCALE_PREFIX = re.compile(r"^[A-Za-z]{2}(?:[_-][A-Za-z]{2})?[_-](?P<rest>.*[A-Za-z0-9].*)$")

KINDS = (
    "null_entry",
    "team_spelling",
    "unknown_team",
    "unknown_field",
    "reference_field",
    "empty_list",
    "null_field",
    "meta_unnamed",
    "locale_id",
    "official_object",
)
"""Every warning kind, in the order they are listed."""

LIST_FIELDS = ("reminders", "remindersGlobal", "jinxes", "special")
"""A homebrew entry's list fields: `""` or null there reads as an empty list."""

TEAM_SPELLINGS = {"traveler": "traveller"}
"""Team names other tools write that are a known team under another spelling."""


class ScriptWarning(Frozen):
    """One tolerance applied to a script, with every entry it concerns (listed once)."""

    kind: str
    entries: tuple[str, ...]
    """The entries concerned: their ids as the file writes them, or `#index` where there is none."""
    detail: str = ""
    """What the warning is about where a kind has several: a field name, a spelling, a team."""


class WarningList:
    """Collects warnings as the entries are read; one warning per kind and detail."""

    def __init__(self) -> None:
        self._found: dict[tuple[str, str], list[str]] = {}

    def add(self, kind: str, entry: str, detail: str = "") -> None:
        """Note that `entry` needed the tolerance `kind` (about `detail`)."""
        assert kind in KINDS, kind
        entries = self._found.setdefault((kind, detail), [])
        if entry not in entries:
            entries.append(entry)

    def result(self) -> tuple[ScriptWarning, ...]:
        """Return the warnings, by kind in KINDS order, then in the order first seen."""
        found = [ScriptWarning(kind=kind, entries=tuple(entries), detail=detail) for (kind, detail), entries in self._found.items()]
        return tuple(sorted(found, key=lambda warning: KINDS.index(warning.kind)))


def locale_stripped(spelling: str) -> str | None:
    """Return the id after a locale prefix (see the module docstring), or None without one."""
    match = _LOCALE_PREFIX.match(spelling)
    return match.group("rest") if match else None


def team_spelling(team: str) -> str | None:
    """Return the known team a spelling other tools use means (None when it is none).

    >>> team_spelling("traveler"), team_spelling("Townsfolk"), team_spelling("jinxes"), team_spelling("minion")
    ('traveller', 'townsfolk', None, 'minion')
    """
    folded = team.strip().lower()
    folded = TEAM_SPELLINGS.get(folded, folded)
    return folded if folded in {t.value for t in Team} else None


def text_lang(*texts: str | None) -> Lang:
    """Return the language a script's texts are written in: Korean when any has Hangul, else English.

    >>> text_lang("세탁부", None), text_lang("Washerwoman", "You start knowing...")
    ('ko', 'en')
    """
    return "ko" if any(any("\uac00" <= ch <= "\ud7a3" or "\u3131" <= ch <= "\u318e" for ch in text or "") for text in texts) else "en"


def script_texts(official: Character, entry: Mapping[object, object]) -> ScriptTexts:
    """Return a file's own texts for an official character it defines in full.

    Reminder names are taken one for one, in order, when the file lists as many different names as
    the official character has (translations keep the order); otherwise the bundled names stay.
    [DECISION] the texts are shown in the language they are written in (text_lang), so a Korean
    file's texts show in the Korean app and the bundled English texts in the English app.
    """
    name, ability = str(entry["name"]), _text(entry.get("ability"))
    reminders: dict[str, str] = {}
    for key, is_global in (("reminders", False), ("remindersGlobal", True)):
        theirs = list(dict.fromkeys(str(r) for r in _list(entry.get(key))))
        ours = [token.name for token in official.reminders if token.is_global == is_global]
        if len(theirs) == len(ours):
            reminders.update(zip(ours, theirs))
    return ScriptTexts(
        lang=text_lang(name, ability),
        name=name,
        ability=ability,
        first_night_reminder=_text(entry.get("firstNightReminder")),
        other_night_reminder=_text(entry.get("otherNightReminder")),
        reminders=reminders,
    )


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def _list(value: object) -> list[object]:
    return value if isinstance(value, list) else []
