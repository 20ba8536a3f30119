"""Scripts in the official script JSON format: parse, validate (every problem at once), look up.

A script is a JSON array whose entries are official ids (strings or ``{"id": ...}``), homebrew
characters defined in full, and at most one ``_meta`` object. Ids are matched as scripts in the
wild spell them (see ids.normalize_id). Image URLs are kept but never fetched.

What other tools accept is read with a warning (script_wild.py): the old team spelling
``traveler``, unknown fields (ignored), null entries (skipped), ``""`` for a list, a nameless
``_meta`` (named after the file), an entry of an unknown team (skipped). An official character
under a locale-prefixed id (``ko_KR_washerwoman``) or defined in full under its own id IS that
official character: it gets the official id (its rules apply) and keeps the file's texts
(Character.script_texts). Errors stay errors where the script cannot be played.
"""

from __future__ import annotations

import difflib
from collections import Counter
from pathlib import Path
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from grimoire_app.model.characters import Character, Frozen, ReminderToken, Special, Team
from grimoire_app.model.errors import Problem, ScriptError, clip
from grimoire_app.model.ids import SPECIAL_STEPS, normalize_id
from grimoire_app.model.jsonfile import JsonInputError, check_value, read_json
from grimoire_app.model.library import Library
from grimoire_app.model.limits import MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_SCRIPT_ENTRIES, MAX_TEXT_LENGTH, count
from grimoire_app.model.script_wild import LIST_FIELDS, ScriptWarning, WarningList, locale_stripped, script_texts, team_spelling
from grimoire_app.model.validation import problems_from

Position = Annotated[float, Field(ge=0, allow_inf_nan=False)]
Name = Annotated[str, Field(max_length=MAX_NAME_LENGTH)]
Text = Annotated[str, Field(max_length=MAX_TEXT_LENGTH)]
_T = TypeVar("_T")
Many = Annotated[list[_T], Field(max_length=MAX_SCRIPT_ENTRIES)]


class ScriptMeta(Frozen):
    """The script's `_meta` entry: its name, author, and optional night-order overrides."""

    name: str
    author: str | None = None
    first_night: tuple[str, ...] | None = None
    """The script's own first-night order (normalised step ids), when it gives one."""
    other_night: tuple[str, ...] | None = None
    logo: str | None = None
    bootlegger: tuple[str, ...] = ()


class Script(Frozen):
    """A validated script: its characters in script order, resolved against the library."""

    meta: ScriptMeta
    characters: tuple[Character, ...]
    images: dict[str, tuple[str, ...]] = {}
    """Image URLs the script gives per character id; kept for export, never fetched."""
    source: str = ""
    raw: list[Any] = Field(default_factory=list, repr=False)
    """The script JSON as imported (embedded in game files so they open on their own); a nameless `_meta`
    carries the name the app gave it. `validate --strict` reads the file itself."""
    warnings: tuple[ScriptWarning, ...] = ()
    """What was read leniently (script_wild.py), each kind listed once with its entries."""
    aliases: dict[str, str] = {}
    """The file's own id (normalised) -> the app's id, for official characters under another id."""

    @property
    def ids(self) -> tuple[str, ...]:
        """Return the character ids in script order."""
        return tuple(character.id for character in self.characters)

    def character(self, spelling: str) -> Character | None:
        """Return the script's character with that id (any spelling, or the file's own locale id), or None."""
        return self._by_id().get(self.app_id(spelling))

    def _by_id(self) -> dict[str, Character]:
        """Return the script's characters by id, the first of each id (the square asks for every seat on every redraw).

        Kept in the instance's dict beside the tuple it was made from: a `model_copy` that replaces the characters
        gets a new tuple, so it never reads a stale index.
        """
        kept = self.__dict__.get("_characters_by_id")
        if kept is None or kept[0] is not self.characters:
            found: dict[str, Character] = {}
            for character in self.characters:
                found.setdefault(character.id, character)
            kept = (self.characters, found)
            self.__dict__["_characters_by_id"] = kept
        return kept[1]

    def app_id(self, spelling: str) -> str:
        """Return the app's id for an id as the file writes it (a locale-prefixed official id -> the official id).

        Readers of `raw` (a homebrew entry's jinxes, say) use it to match the file's ids to the script's.
        """
        wanted = normalize_id(spelling)
        return self.aliases.get(wanted, wanted)

    def of_team(self, team: Team) -> tuple[Character, ...]:
        """Return the script's characters of one type, in script order."""
        return tuple(c for c in self.characters if c.team == team)


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")


class _HomebrewEntry(_Strict):
    id: str = Field(min_length=1, max_length=MAX_ID_LENGTH)
    name: str = Field(min_length=1, max_length=MAX_NAME_LENGTH)
    team: Annotated[Team, Field(strict=False)]
    ability: Text
    edition: Name | None = None
    image: str | Many[str] | None = None
    flavor: Text | None = None
    firstNight: Position | None = None
    firstNightReminder: Text | None = None
    otherNight: Position | None = None
    otherNightReminder: Text | None = None
    reminders: Many[Name] = []
    remindersGlobal: Many[Name] = []
    setup: bool = False
    jinxes: Many[dict[str, object]] = []
    special: Many[dict[str, object]] = []


class _MetaEntry(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore")
    id: str
    name: Name = ""
    author: Name | None = None
    logo: str | None = None
    background: str | None = None
    almanac: str | None = None
    hideTitle: bool | None = None
    bootlegger: Many[Text] = []
    firstNight: Many[str] | None = None
    otherNight: Many[str] | None = None


_HOMEBREW_KEYS = {"name", "team", "ability"}
_HOMEBREW_FIELDS = set(_HomebrewEntry.model_fields)
_META_LISTS = ("bootlegger", "firstNight", "otherNight")


def load_script(path: Path, library: Library) -> Script:
    """Read and validate a script file.

    Raises:
        ScriptError: the file is unreadable, not JSON, or not a usable script; lists every problem.
    """
    return parse_script(read_json(path, ScriptError), str(path), library)


def parse_script(raw: object, source: str, library: Library) -> Script:
    """Validate a decoded script JSON value.

    Raises:
        ScriptError: naming each bad entry by index and id, and every unknown id at once; or one
            limit exceeded (entries, nesting, text that is not valid Unicode or holds a NUL).
    """
    if not isinstance(raw, list):
        raise ScriptError(source, [Problem("$", f"expected a JSON array of characters, got {_kind(raw)}")])
    if len(raw) > MAX_SCRIPT_ENTRIES:
        raise ScriptError(source, [Problem("$", f"{count(len(raw))} entries; a script has at most {count(MAX_SCRIPT_ENTRIES)}")])
    try:
        check_value(raw)
    except JsonInputError as error:
        raise ScriptError(source, [error.problem]) from error
    reader = _EntryReader(library)
    for index, entry in enumerate(raw):
        reader.read(index, entry)
    script = reader.finish(source)
    return script.model_copy(update={"raw": _named(raw, script.meta.name) if reader.unnamed_meta else raw})


def _named(raw: list[Any], name: str) -> list[Any]:
    """Return the script JSON with a nameless `_meta` given the name the app gave it (the file's).

    Game files embed `raw`; reopened, the script keeps the name it had when it was opened, not the
    game file's.
    """
    return [{**entry, "name": name} if isinstance(entry, dict) and entry.get("id") == "_meta" else entry for entry in raw]


class _EntryReader:
    """Walks the entries once, collecting characters and problems."""

    def __init__(self, library: Library) -> None:
        self.library = library
        self.characters: list[Character] = []
        self.places: dict[str, str] = {}
        self.images: dict[str, tuple[str, ...]] = {}
        self.meta: _MetaEntry | None = None
        self.problems: list[Problem] = []
        self.warnings = WarningList()
        self.aliases: dict[str, str] = {}
        self.unnamed_meta = False

    def read(self, index: int, entry: object) -> None:
        if isinstance(entry, str):
            self._official(index, entry)
        elif isinstance(entry, dict):
            self._object(index, entry)
        elif entry is None:
            self.warnings.add("null_entry", f"#{index}")
        else:
            self.problems.append(Problem(f"entry {index}", f"expected a character id string or an object, got {_kind(entry)}"))

    def _object(self, index: int, entry: dict[object, object]) -> None:
        entry_id = entry.get("id")
        if not isinstance(entry_id, str):
            self.problems.append(Problem(f"entry {index}", f"expected an \"id\" string, got {_kind(entry_id)}"))
        elif entry_id == "_meta":
            self._meta(index, entry)
        elif _HOMEBREW_KEYS & entry.keys():
            self._homebrew(index, entry_id, entry)
        else:
            for key in sorted(str(k) for k in set(entry) - {"id"}):
                self.warnings.add("reference_field", _label(entry_id), clip(key, 40, quote=False))
            self._official(index, entry_id)

    def _official(self, index: int, spelling: str) -> None:
        if len(spelling) > MAX_ID_LENGTH:
            self.problems.append(Problem(_place(index, spelling), f"an id of more than {MAX_ID_LENGTH} characters, the most this app reads"))
            return
        character = self.library.find(spelling)
        if character is None:
            character = self._locale_official(spelling)
            if character is not None:
                self.warnings.add("locale_id", _label(spelling))
        if character is None:
            self.problems.append(Problem(_place(index, spelling), _unknown(spelling, self.library)))
        else:
            self._add(index, spelling, character)

    def _locale_official(self, spelling: str) -> Character | None:
        """Return the official character a locale-prefixed id names (script_wild.locale_stripped)."""
        rest = locale_stripped(spelling)
        character = None if rest is None else self.library.find(rest)
        if character is not None:
            self.aliases[normalize_id(spelling)] = character.id
        return character

    def _homebrew(self, index: int, entry_id: str, entry: dict[object, object]) -> None:
        tolerated = self._tolerated(index, entry_id, entry)
        if tolerated is None:
            return
        try:
            parsed = _HomebrewEntry.model_validate(tolerated)
        except ValidationError as error:
            self.problems.extend(problems_from(error, _place(index, entry_id)))
            return
        if not normalize_id(parsed.id):
            self.problems.append(Problem(_place(index, entry_id), "the id has no letters or digits"))
            return
        official = self._official_under(parsed)
        if official is not None:
            character = official.model_copy(update={"script_texts": script_texts(official, tolerated)})
        else:
            character = _homebrew_character(parsed)
        self._add(index, entry_id, character)
        if parsed.image:
            self.images[character.id] = (parsed.image,) if isinstance(parsed.image, str) else tuple(parsed.image)

    def _official_under(self, parsed: _HomebrewEntry) -> Character | None:
        """Return the official character a full entry is (its own id or a locale-prefixed one, same team)."""
        official = self.library.find(parsed.id)
        kind = "official_object"
        if official is None:
            rest = locale_stripped(parsed.id)
            official, kind = (None if rest is None else self.library.find(rest)), "locale_id"
        if official is None or official.team != parsed.team:
            return None
        if official.id != normalize_id(parsed.id):
            self.aliases[normalize_id(parsed.id)] = official.id
        self.warnings.add(kind, _label(parsed.id))
        return official

    def _tolerated(self, index: int, entry_id: str, entry: dict[object, object]) -> dict[object, object] | None:
        """Return the entry with what other tools accept made readable (warned), or None to skip it."""
        label = _label(entry_id)
        cleaned = dict(entry)
        team = cleaned.get("team")
        if isinstance(team, str) and team not in {t.value for t in Team}:
            known = team_spelling(team)
            if known is None:
                self.warnings.add("unknown_team", label, clip(team, 40, quote=False))
                return None
            self.warnings.add("team_spelling", label, f"{clip(team, 40, quote=False)} → {known}")
            cleaned["team"] = known
        for key in [k for k in cleaned if k not in _HOMEBREW_FIELDS]:
            self.warnings.add("unknown_field", label, clip(key, 40, quote=False))
            del cleaned[key]
        for key in LIST_FIELDS:
            if key in cleaned and cleaned[key] in ("", None):
                self.warnings.add("empty_list", label, key)
                cleaned[key] = []
        for key in [k for k, v in cleaned.items() if v is None and k not in _HOMEBREW_KEYS]:
            self.warnings.add("null_field", label, str(key))
            del cleaned[key]
        return cleaned

    def _meta(self, index: int, entry: dict[object, object]) -> None:
        if self.meta is not None:
            self.problems.append(Problem(f"entry {index} (_meta)", "a script has at most one _meta entry"))
            return
        cleaned = dict(entry)
        for key in _META_LISTS:
            if cleaned.get(key) == "":
                self.warnings.add("empty_list", "_meta", key)
                cleaned[key] = []
        for field in [k for k, v in cleaned.items() if v is None]:
            self.warnings.add("null_field", "_meta", str(field))
            del cleaned[field]
        try:
            self.meta = _MetaEntry.model_validate(cleaned)
        except ValidationError as error:
            self.problems.extend(problems_from(error, f"entry {index} (_meta)"))

    def _add(self, index: int, spelling: str, character: Character) -> None:
        if character.id in self.places:
            first = self.places[character.id]
            self.problems.append(Problem(_place(index, spelling), f"{character.id!r} is already on the script at {first}"))
            return
        self.places[character.id] = f"entry {index}"
        self.characters.append(character)

    def finish(self, source: str) -> Script:
        if not self.characters and not self.problems:
            self.problems.append(Problem("$", "expected at least one character, found none"))
        meta = self._script_meta(source)
        if self.problems:
            raise ScriptError(source, self.problems)
        return Script(
            meta=meta,
            characters=tuple(self.characters),
            images=self.images,
            source=source,
            warnings=self.warnings.result(),
            aliases=self.aliases,
        )

    def _script_meta(self, source: str) -> ScriptMeta:
        fallback = Path(source).stem or "script"
        if self.meta is None:
            return ScriptMeta(name=fallback)
        if not self.meta.name.strip():
            self.warnings.add("meta_unnamed", "_meta", fallback)
            self.unnamed_meta = True
        return ScriptMeta(
            name=self.meta.name if self.meta.name.strip() else fallback,
            author=self.meta.author,
            first_night=self._order(self.meta.firstNight, "firstNight"),
            other_night=self._order(self.meta.otherNight, "otherNight"),
            logo=self.meta.logo,
            bootlegger=tuple(self.meta.bootlegger),
        )

    def _order(self, order: list[str] | None, key: str) -> tuple[str, ...] | None:
        if order is None:
            return None
        allowed = set(self.places) | set(SPECIAL_STEPS if key == "firstNight" else ("dusk", "dawn"))
        steps: dict[str, None] = {}
        for index, spelling in enumerate(order):
            step = normalize_id(spelling)
            step = self.aliases.get(step, step)
            where = f"_meta.{key}[{index}] ({clip(spelling, 40)})"
            if step not in allowed:
                self.problems.append(Problem(where, f"expected a character on this script or one of {_specials(key)}"))
            elif step in steps:
                self.problems.append(Problem(where, "appears twice in the order"))
            else:
                steps[step] = None
        return tuple(steps)


def _homebrew_character(entry: _HomebrewEntry) -> Character:
    counts = Counter(entry.reminders)
    tokens = [ReminderToken(name=name, count=count) for name, count in counts.items()]
    tokens += [ReminderToken(name=name, is_global=True) for name in dict.fromkeys(entry.remindersGlobal)]
    return Character(
        id=normalize_id(entry.id),
        name=entry.name,
        team=entry.team,
        edition=entry.edition,
        first_night=entry.firstNight or None,
        other_night=entry.otherNight or None,
        reminders=tuple(tokens),
        setup=entry.setup,
        homebrew=True,
        ability=entry.ability,
        first_night_reminder=entry.firstNightReminder or None,
        other_night_reminder=entry.otherNightReminder or None,
        special=Special.parse_all(entry.special),
    )


def _unknown(spelling: str, library: Library) -> str:
    guess = difflib.get_close_matches(normalize_id(spelling), library.characters, n=1, cutoff=0.75)
    hint = f"; did you mean {guess[0]!r}?" if guess else ""
    return f"unknown character id: not an official character and not defined in this script{hint}"


def _specials(key: str) -> str:
    return "dusk, minioninfo, demoninfo, dawn" if key == "firstNight" else "dusk, dawn"


def _label(entry_id: str) -> str:
    """Name an entry in a warning: its id as the file writes it (clipped)."""
    return clip(entry_id, 40, quote=False)


def _place(index: int, entry_id: str) -> str:
    return f"entry {index} (id {clip(entry_id, 40)})"


def _kind(value: object) -> str:
    names = {dict: "an object", list: "an array", str: "a string", bool: "a boolean", type(None): "null"}
    for kind, name in names.items():
        if isinstance(value, kind):
            return f"{name} {_clip(value)}" if kind is str else name
    if isinstance(value, int | float):
        return f"the number {_clip(value)}"
    return type(value).__name__


def _clip(value: object) -> str:
    return clip(value, 40)
