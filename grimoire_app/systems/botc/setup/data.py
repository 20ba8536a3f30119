"""The setup tables in resources/botc/, validated by pydantic when first read (then cached).

- distribution.json: the base character-type counts by player count (spec 1.10).
- modifiers.json: every seed setup modifier (its step in the spec 1.10 order, its kind and texts),
  the pairs of characters that can never both be in play, and held abilities (the Alchemist).
- first_night.json: the reminders placed while preparing the first night, who may carry them, and
  who is shown bluffs.
"""

from __future__ import annotations

from functools import cache, cached_property
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from grimoire_app import paths
from grimoire_app.model.characters import Frozen, Lang, Team
from grimoire_app.model.jsonfile import load_data

ChoiceName = Literal[
    "balloonist_extra_outsider", "xaan_outsiders", "extra_village_idiots", "atheist_no_evil", "godfather_extra_outsider",
    "sentinel_outsiders", "huntsman_extra_outsider", "hermit_remove_outsider",
]
ModifierKind = Literal[
    "demon_to_minion",
    "demon_to_townsfolk",
    "no_evil",
    "outsider_delta",
    "outsider_count",
    "believes_townsfolk",
    "believes_demon",
    "extra_copies",
    "evil_townsfolk",
    "fabled_outsider_delta",
    "adds_character",
    "believes_good_beside_demon",
    "minions_chosen_at_night",
    "extra_minion",
    "demons_fill",
    "minions_as_demon",
]
Target = Literal[
    "self", "any", "good", "evil", "good_townsfolk_or_outsider", "same_character", "townsfolk", "outsider", "minion",
    "townsfolk_neighbours", "not_demon",
]
"""townsfolk / outsider / minion: a character of that type, or one that may register as it (registration.json);
townsfolk_neighbours: the source's nearest Townsfolk each way round the circle (the No Dashii's);
not_demon: any player whose character is not a Demon (the Knight's)."""
SelfRule = Literal["never", "allowed", "avoid"]
Condition = Literal["always", "two_or_more", "one_outsider", "holds_not_in_play", "type_in_play"]
"""type_in_play: another player is of the rule's `needs` type (only one that may register as it: optional)."""


class LangText(Frozen):
    """One text in both languages, optionally with {placeholders}.

    >>> LangText(en="Outsiders = {x}", ko="외지인 = {x}").format(x=2).en
    'Outsiders = 2'
    """

    en: str = Field(min_length=1)
    ko: str = Field(min_length=1)

    def text(self, lang: Lang) -> str:
        """Return the text in one language."""
        return self.ko if lang == "ko" else self.en

    def format(self, **values: object) -> LangText:
        """Return both texts with their placeholders filled."""
        return LangText(en=self.en.format(**values), ko=self.ko.format(**values))


class TypeCounts(Frozen):
    """One row of the distribution table."""

    townsfolk: int = Field(ge=0)
    outsider: int = Field(ge=0)
    minion: int = Field(ge=0)
    demon: int = Field(ge=0)


class DistributionTable(Frozen):
    """The base distribution: one row per dealt player count."""

    min_players: int = Field(ge=1)
    max_players: int
    max_dealt: int
    rows: dict[int, TypeCounts]

    @model_validator(mode="after")
    def _rows_add_up(self) -> DistributionTable:
        expected = list(range(self.min_players, self.max_dealt + 1))
        if sorted(self.rows) != expected:
            raise ValueError(f"expected one row for each of {self.min_players}..{self.max_dealt} players")
        for players, row in self.rows.items():
            if row.townsfolk + row.outsider + row.minion + row.demon != players:
                raise ValueError(f"the row for {players} players does not add up to {players}")
        if self.max_players < self.max_dealt:
            raise ValueError("max_players must be at least max_dealt")
        return self


class ModifierSpec(Frozen):
    """A setup modifier: the character that brings it, when it applies (spec 1.10 step) and its texts."""

    character: str
    step: int = Field(ge=2, le=7)
    kind: ModifierKind
    delta: int = 0
    """For outsider_delta: the Outsiders added (negative: removed)."""
    declined_delta: int = 0
    """For outsider_delta with a choice: the Outsiders added when the choice is off (the Godfather's -1)."""
    must_change: bool = False
    """For outsider_delta: the change cannot be cut to nothing (the Godfather's -1 needs an Outsider to remove)."""
    choice: ChoiceName | None = None
    """The SetupChoices field holding the Storyteller's decision, when the modifier needs one."""
    unseated: bool = False
    """The character's token is never dealt to a seat (Lil' Monsta: the Minions babysit it)."""
    on_request: bool = False
    """A random setup puts it in play only when asked to (the Atheist: a game with no evil is the
    Storyteller's decision, not a coin toss)."""
    fabled: bool = False
    """Brought by a Fabled in play, not by a dealt character: it applies when its choice is set (the Sentinel's
    -1/0/+1; None means the Fabled is not in play)."""
    adds: str | None = None
    """For adds_character: the character that must be in play too (the Huntsman's Damsel, the Choirboy's King)."""
    ref: str
    applied: LangText
    declined: LangText | None = None
    """Text when the Storyteller's choice (or the Atheist) turns the modifier off."""
    no_effect: LangText | None = None
    """Text when there was nothing to change (Vigormortis with no Outsider)."""


class HeldAbilityRule(Frozen):
    """A character that holds another character's ability from setup (the Alchemist)."""

    character: str
    team: Team
    only_if_in_play: tuple[str, ...] = ()
    """Abilities it may hold only while their own character is in play (jinxes)."""
    token: str
    """The reminder placed when the held character is not in play (the tokens are swapped)."""
    ref: str


class ModifierTable(Frozen):
    """Everything modifiers.json holds."""

    modifiers: tuple[ModifierSpec, ...]
    overridden: LangText
    exclusive: tuple[tuple[str, str], ...]
    held_abilities: tuple[HeldAbilityRule, ...]

    @model_validator(mode="after")
    def _one_per_character(self) -> ModifierTable:
        ids = [spec.character for spec in self.modifiers]
        if len(ids) != len(set(ids)):
            raise ValueError("a character has more than one modifier")
        return self

    def spec(self, character_id: str) -> ModifierSpec | None:
        """Return the modifier a character brings, or None."""
        return next((spec for spec in self.modifiers if spec.character == character_id), None)

    def held(self, character_id: str) -> HeldAbilityRule | None:
        """Return the held-ability rule of a character, or None."""
        return next((rule for rule in self.held_abilities if rule.character == character_id), None)

    @cached_property
    def unseated(self) -> frozenset[str]:
        """Return the characters whose token is never dealt to a seat."""
        return frozenset(spec.character for spec in self.modifiers if spec.unseated)

    @cached_property
    def on_request(self) -> frozenset[str]:
        """Return the characters a random setup picks only when asked to."""
        return frozenset(spec.character for spec in self.modifiers if spec.on_request)

    @cached_property
    def by_kind(self) -> dict[str, frozenset[str]]:
        """Return the characters bringing each kind of modifier."""
        kinds = {spec.kind for spec in self.modifiers}
        return {kind: frozenset(s.character for s in self.modifiers if s.kind == kind) for kind in kinds}

    def of_kind(self, kind: ModifierKind) -> frozenset[str]:
        """Return the characters whose modifier is of one kind."""
        return self.by_kind.get(kind, frozenset())


class PrepRule(Frozen):
    """A reminder placed while preparing the first night, and who may carry it."""

    character: str
    token: str
    on: Target
    self_rule: SelfRule = Field("allowed", alias="self")
    count: int = Field(1, ge=1)
    evil_exactly: int | None = None
    """How many of the marked players must be evil (the Noble: exactly 1 of 3)."""
    prefer: Team | None = None
    """A character type to propose first (the Puzzlemaster's drunk: a Townsfolk)."""
    when: Condition = "always"
    needs: Team | None = None
    """With when "type_in_play": the character type that must be in play (the Librarian's Outsider)."""
    apart_from: str | None = None
    """Another token of the same character that may not lie by the same player (WRONG apart from TOWNSFOLK)."""
    ref: str


class BluffRules(Frozen):
    """Who is shown not-in-play characters on night 1, and how many."""

    count: int = Field(ge=1)
    instead_of_demon: tuple[str, ...]
    """Characters shown the Demon's bluffs when no Demon is in play at the start (the Summoner)."""
    every_minion_from: tuple[str, ...]
    """Characters that give every Minion bluffs of its own (the Snitch)."""
    ref: str


class _PrepFile(Frozen):
    bluffs: BluffRules
    rules: tuple[PrepRule, ...]


def botc_dir() -> Path:
    """Return the folder of the Blood on the Clocktower setup tables."""
    return paths.resources_dir() / "botc"


@cache
def distribution_table() -> DistributionTable:
    """Return the base distribution table.

    Raises:
        LibraryError: distribution.json is missing or not of its schema.
    """
    table: DistributionTable = load_data(botc_dir() / "distribution.json", DistributionTable, comments=True)
    return table


@cache
def modifier_table() -> ModifierTable:
    """Return the setup-modifier table.

    Raises:
        LibraryError: modifiers.json is missing or not of its schema.
    """
    table: ModifierTable = load_data(botc_dir() / "modifiers.json", ModifierTable, comments=True)
    return table


def first_night_rules() -> tuple[PrepRule, ...]:
    """Return the first-night preparation rules, in the order they are proposed.

    Raises:
        LibraryError: first_night.json is missing or not of its schema.
    """
    return _prep_file().rules


def bluff_rules() -> BluffRules:
    """Return who is shown bluffs on night 1.

    Raises:
        LibraryError: first_night.json is missing or not of its schema.
    """
    return _prep_file().bluffs


@cache
def _prep_file() -> _PrepFile:
    prep: _PrepFile = load_data(botc_dir() / "first_night.json", _PrepFile, comments=True)
    return prep
