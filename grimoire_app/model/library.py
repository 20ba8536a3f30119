"""The character library: official facts, seed texts (ko/en), jinxes and the night order.

Loaded once from resources/ and validated by pydantic; a broken data file raises LibraryError
naming the file and the place. Characters outside the seed documents have texts the project wrote
(`source` "written"); where the user imported the official texts, the imported English ability and
night lines win over a written English block (never over seed texts; Korean stays ours). A
character with no text file (or a homebrew one) answers None unless its script or an import says.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from grimoire_app.model.characters import (
    Character,
    CharacterTexts,
    ImportedText,
    Jinx,
    Lang,
    ReminderToken,
    ScriptTexts,
    SpecialStep,
    Team,
)
from grimoire_app.model.errors import LibraryError, Problem, UnknownCharacterError
from grimoire_app.model.ids import normalize_id
from grimoire_app.model.imported_texts import load_imported
from grimoire_app.model.jsonfile import load_data


class _OfficialFacts(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    id: str
    name: str
    team: Team
    edition: str | None
    reminders: list[str]
    remindersGlobal: list[str]
    setup: bool


class NightOrder(BaseModel):
    """The official wake order of every character and special step, one list a night."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    firstNight: tuple[str, ...]
    otherNight: tuple[str, ...]

    def position(self, step: str, first: bool) -> float | None:
        """Return the step's index in that night's official order, or None when absent."""
        order = self.firstNight if first else self.otherNight
        return float(order.index(step)) if step in order else None


@dataclass(frozen=True)
class Library:
    """Every character the app knows, with lookups that fold script spellings."""

    characters: dict[str, Character]
    texts: dict[str, CharacterTexts]
    jinxes: tuple[Jinx, ...]
    night_order: NightOrder
    special_steps: dict[str, SpecialStep]
    imported: dict[str, ImportedText] = field(default_factory=dict)

    def find(self, spelling: str) -> Character | None:
        """Return the official character a script spelling names, or None."""
        return self.characters.get(normalize_id(spelling))

    def get(self, character_id: str) -> Character:
        """Return an official character by id (any spelling).

        Raises:
            UnknownCharacterError: no official character has that id.
        """
        found = self.find(character_id)
        if found is None:
            raise UnknownCharacterError(f"unknown character id: {character_id!r}")
        return found

    def name(self, character: Character, lang: Lang) -> str:
        """Return the character's name in a language (English where no Korean name is bundled)."""
        own = _own(character, lang)
        if own is not None:
            return own.name
        texts = self.texts.get(character.id)
        if texts is None or character.homebrew:
            return character.name
        return texts.block(lang).name

    def ability(self, character: Character, lang: Lang) -> str | None:
        """Return the ability text, falling back to homebrew or imported English text; None if unknown."""
        own = _own(character, lang)
        if own is not None and own.ability:
            return own.ability
        texts = self.texts.get(character.id)
        if texts is not None and not character.homebrew:
            preferred = self._imported_over_written(character, lang)
            if preferred is not None and preferred.ability:
                return preferred.ability
            return texts.block(lang).ability
        if character.ability:
            return character.ability
        imported = self.imported.get(character.id)
        return imported.ability if imported else None

    def night_text(self, character: Character, first: bool, lang: Lang) -> str | None:
        """Return the Storyteller's how-to-run line for that night, where the library has one."""
        file_texts = _own(character, lang)
        file_line = None if file_texts is None else file_texts.first_night_reminder if first else file_texts.other_night_reminder
        if file_line:
            return file_line
        texts = self.texts.get(character.id)
        if texts is not None and not character.homebrew:
            block = texts.block(lang)
            ours = block.first_night if first else block.other_nights
            preferred = self._imported_over_written(character, lang)
            if preferred is None:
                return ours
            theirs = preferred.first_night_reminder if first else preferred.other_night_reminder
            return theirs or ours
        own = character.first_night_reminder if first else character.other_night_reminder
        if own:
            return own
        imported = self.imported.get(character.id)
        if imported is None:
            return None
        return imported.first_night_reminder if first else imported.other_night_reminder

    def _imported_over_written(self, character: Character, lang: Lang) -> ImportedText | None:
        """Return the user's imported English text where it replaces a text the project wrote, else None."""
        texts = self.texts.get(character.id)
        if lang != "en" or texts is None or texts.block(lang).source != "written":
            return None
        return self.imported.get(character.id)

    def reminder_name(self, character: Character, token: str, lang: Lang) -> str:
        """Return a reminder token's name in a language (English where no Korean name is bundled)."""
        own = _own(character, lang)
        if own is not None and token in own.reminders:
            return own.reminders[token]
        texts = self.texts.get(character.id)
        if lang == "ko" and texts is not None:
            return texts.reminders.get(token, token)
        return token

    def jinxes_among(self, character_ids: Iterable[str]) -> list[Jinx]:
        """Return the jinxes whose two characters are both among the ids."""
        present = set(character_ids)
        return [jinx for jinx in self.jinxes if set(jinx.characters) <= present]

    def with_imported(self, imported: dict[str, ImportedText]) -> Library:
        """Return the library with the user's imported texts attached."""
        return Library(self.characters, self.texts, self.jinxes, self.night_order, self.special_steps, imported)


def _own(character: Character, lang: Lang) -> ScriptTexts | None:
    """Return the script file's own texts for the character when they are in that language."""
    own = character.script_texts
    return own if own is not None and own.lang == lang else None


def load_library(resources: Path, imported_file: Path | None = None) -> Library:
    """Load and validate the bundled character library.

    Raises:
        LibraryError: a data file is missing, not JSON, or not of its schema.
    """
    night_order = load_data(resources / "nightsheet.json", NightOrder)
    facts = load_data(resources / "characters" / "official.json", list[_OfficialFacts])
    characters = {fact.id: _character(fact, night_order) for fact in facts}
    texts = {path.stem: load_data(path, CharacterTexts) for path in sorted((resources / "characters" / "texts").glob("*.json"), key=_name)}
    _check_texts(texts, characters, resources)
    jinxes = tuple(load_data(resources / "characters" / "jinxes.json", list[Jinx]))
    special = load_data(resources / "night_steps.json", dict[str, SpecialStep])
    library = Library(characters, texts, jinxes, night_order, special)
    if imported_file is not None and imported_file.exists():
        library = library.with_imported(load_imported(imported_file))
    return library


def _character(fact: _OfficialFacts, order: NightOrder) -> Character:
    tokens = [ReminderToken(name=name, count=count) for name, count in Counter(fact.reminders).items()]
    tokens += [ReminderToken(name=name, is_global=True) for name in dict.fromkeys(fact.remindersGlobal)]
    return Character(
        id=fact.id,
        name=fact.name,
        team=fact.team,
        edition=fact.edition,
        first_night=order.position(fact.id, first=True),
        other_night=order.position(fact.id, first=False),
        reminders=tuple(tokens),
        setup=fact.setup,
    )


def _check_texts(texts: dict[str, CharacterTexts], characters: dict[str, Character], resources: Path) -> None:
    problems = []
    for stem, text in texts.items():
        if text.id != stem or stem not in characters:
            problems.append(Problem(f"texts/{stem}.json", f"id {text.id!r} is not an official character named like its file"))
    if problems:
        raise LibraryError(str(resources / "characters"), problems)


def _name(path: Path) -> str:
    """A file's name: files of one folder sort by it as Paths do, without comparing their parts (issue 20)."""
    return path.name
