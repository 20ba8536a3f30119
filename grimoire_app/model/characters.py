"""Character facts and texts: frozen values loaded from resources/ (see library.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Lang = Literal["ko", "en"]
LANGS: tuple[Lang, ...] = ("ko", "en")


class Team(StrEnum):
    """A character type, as the script JSON spells it."""

    TOWNSFOLK = "townsfolk"
    OUTSIDER = "outsider"
    MINION = "minion"
    DEMON = "demon"
    TRAVELLER = "traveller"
    FABLED = "fabled"
    LORIC = "loric"

    @property
    def is_good(self) -> bool:
        """Whether characters of this type start good (travellers have no default)."""
        return self in (Team.TOWNSFOLK, Team.OUTSIDER)


PLAYER_TEAMS = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)
"""The four types dealt from the bag, in character-sheet order."""


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ReminderToken(Frozen):
    """A reminder token a character brings, and how many of it.

    >>> ReminderToken(name="Know", count=3)
    ReminderToken(name='Know', count=3, is_global=False)
    """

    name: str
    count: int = 1
    is_global: bool = False
    """Selectable even when the character is not in play (e.g. the Drunk's "Is The Drunk")."""


class Special(Frozen):
    """One `special` entry of a homebrew character (an app feature the official script schema names).

    `name` is the feature ("bag-duplicate", "replace-character", "signal"…), `type` where it is used
    ("selection", "signal", "ability", "vote", "reveal", "player", "reminder"); `value`, `time` and
    `scope` (the schema's `global`) when the entry gives them. systems/botc/setup/homebrew.py reads them.

    >>> Special.parse_all([{"name": "bag-duplicate", "type": "selection"}, {"type": "signal"}, "x"])
    (Special(name='bag-duplicate', type='selection', value=None, time=None, scope=None),)
    """

    name: str
    type: str = ""
    value: str | None = None
    time: str | None = None
    scope: str | None = None

    @classmethod
    def parse_all(cls, entries: Sequence[Mapping[str, object]] | Sequence[object]) -> tuple[Special, ...]:
        """Return the well-formed entries (a string `name`), leniently: anything else is skipped."""
        found = []
        for entry in entries:
            if not isinstance(entry, Mapping) or not isinstance(entry.get("name"), str) or not entry["name"].strip():
                continue
            value = entry.get("value")
            found.append(cls(
                name=entry["name"].strip(),
                type=entry["type"] if isinstance(entry.get("type"), str) else "",
                value=str(value) if isinstance(value, str | int | float) and not isinstance(value, bool) else None,
                time=entry["time"] if isinstance(entry.get("time"), str) else None,
                scope=entry["global"] if isinstance(entry.get("global"), str) else None,
            ))
        return tuple(found)
class ScriptTexts(Frozen):
    """A script file's own texts for an official character it gives under another id or in full.

    Shown instead of the bundled texts in the language they are written in (`lang`); the rules stay
    the official character's.
    """

    lang: Lang
    name: str
    ability: str | None = None
    first_night_reminder: str | None = None
    other_night_reminder: str | None = None
    reminders: dict[str, str] = {}
    """Official reminder name -> the file's name for it (only when the file lists them one for one)."""


class Character(Frozen):
    """The facts of one character: official ones come from resources, homebrew ones from a script."""

    id: str
    name: str
    team: Team
    edition: str | None = None
    first_night: float | None = None
    """Wake position on the first night (the official sheet's index); None when it does not wake."""
    other_night: float | None = None
    reminders: tuple[ReminderToken, ...] = ()
    setup: bool = False
    """Whether the ability changes the setup (modifies counts or the deal)."""
    homebrew: bool = False
    ability: str | None = None
    """Only for homebrew characters: the script's own English ability text."""
    first_night_reminder: str | None = None
    other_night_reminder: str | None = None
    special: tuple[Special, ...] = ()
    """Only for homebrew characters: the script's `special` entries (app features), in script order."""
    script_texts: ScriptTexts | None = None
    """Only for an official character a script gives under a locale id or in full: the file's texts."""

    def wakes(self, first: bool) -> bool:
        """Whether the character has a place in that night's order."""
        return (self.first_night if first else self.other_night) is not None

    def has_special(self, name: str) -> bool:
        """Whether one of the character's `special` entries is the feature `name` ("bag-duplicate")."""
        return any(special.name == name for special in self.special)


class TextBlock(Frozen):
    """A character's texts in one language."""

    name: str = Field(min_length=1)
    ability: str = Field(min_length=1)
    flavor: str
    almanac: str = Field(min_length=1)
    how_to_run: tuple[str, ...] = Field(min_length=1)
    examples: tuple[str, ...]
    first_night: str | None
    other_nights: str | None
    source: Literal["seed", "translation", "written"]
    """Where the text comes from: a seed document, the project's translation, or written by the project."""


class CharacterTexts(Frozen):
    """The bundled ko/en texts of an official character (resources/characters/texts/<id>.json)."""

    id: str
    seeds: tuple[Literal["000", "001", "004"], ...] = ()
    """The seed documents the texts come from; empty for texts the project wrote itself."""
    reminders: dict[str, str]
    """Official English reminder name -> Korean name."""
    ko: TextBlock
    en: TextBlock

    def block(self, lang: Lang) -> TextBlock:
        """Return the texts in one language."""
        return self.ko if lang == "ko" else self.en


class ImportedText(Frozen):
    """English texts the user imported from the official toolmaker file (never bundled)."""

    ability: str | None = None
    first_night_reminder: str | None = None
    other_night_reminder: str | None = None


class Jinx(Frozen):
    """A rule that changes how two characters work together, explained in ko and en."""

    characters: tuple[str, str]
    en: str = Field(min_length=1)
    ko: str = Field(min_length=1)

    def text(self, lang: Lang) -> str:
        """Return the explanation in one language."""
        return self.ko if lang == "ko" else self.en


class StepText(Frozen):
    """A non-character night step's name and how-to-run text in one language."""

    name: str
    first_night: str | None = None
    other_nights: str | None = None


class SpecialStep(Frozen):
    """Dusk, minion info, demon info or dawn, in both languages."""

    ko: StepText
    en: StepText

    def block(self, lang: Lang) -> StepText:
        """Return the step's texts in one language."""
        return self.ko if lang == "ko" else self.en
