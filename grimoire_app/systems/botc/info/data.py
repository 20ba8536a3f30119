"""The information tables in resources/botc/, validated by pydantic when first read (then cached).

- info_impairment.json: where drunkenness and poisoning come from (spec 1.4), which abilities
  work while dead, and which characters can hold another's ability.
- info_rules.json: every seed information ability: its answer type, when it applies, and which
  Townsfolk/Vortox/choice facts the suggestion needs (spec 1.5 and each block's Info line).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from grimoire_app import paths
from grimoire_app.model.characters import Frozen
from grimoire_app.model.jsonfile import load_data

Effect = Literal["drunk", "poisoned", "mad"]
Affects = Literal["self", "carrier", "every_townsfolk", "all_others"]
"""all_others: every player but the carriers of the token and the Travellers (the Minstrel's EVERYONE IS DRUNK)."""
While = Literal["always", "source_functioning", "source_sober", "carrier_is_source"]
AnswerKind = Literal[
    "number", "yes_no", "alignment", "signal", "player", "players", "character", "player_character", "true_count", "advice",
    "characters",
]
When = Literal["first_night", "other_nights", "every_night", "day", "any"]


class ImpairmentSource(Frozen):
    """One way a character makes players drunk or poisoned (or mad, which is only noted)."""

    character: str
    token: str | None
    """The reminder token that marks the affected player (None: the character itself, the Drunk)."""
    effect: Effect
    affects: Affects
    while_: While = Field(alias="while")
    ref: str


class HasAbility(Frozen):
    """The reminder that lets a dead Minion keep its ability (the Vigormortis')."""

    character: str
    token: str


class ImpairmentTable(Frozen):
    """resources/botc/info_impairment.json."""

    sources: tuple[ImpairmentSource, ...]
    holders: tuple[str, ...]
    """Characters that can hold another character's ability (the source when that one is absent)."""
    works_while_dead: frozenset[str]
    has_ability: HasAbility
    generic_tokens: dict[str, Effect]
    """Tokens of characters without a rule here that still make drunk or poison (homebrew, off-script)."""


class InfoRule(Frozen):
    """One information ability: its answer type and when the Storyteller gives it."""

    character: str
    kind: AnswerKind
    when: When
    start_knowing: bool = False
    """Learned once, on the first night the player has the ability (Noble, Grandmother)."""
    choice: int = Field(default=0, ge=0, le=3)
    """How many players the ability's owner chooses before the answer is known."""
    choice_self: bool = True
    """Whether the owner may choose themselves (the Seamstress and the Nightwatchman may not)."""
    spent_by: str | None = None
    """The reminder token that marks the ability used (NO ABILITY, GUESS USED)."""
    storyteller: bool = False
    """The Storyteller judges the answer (General, Fisherman, Savant): the app assists only."""
    ref: str


class _RulesFile(Frozen):
    rules: tuple[InfoRule, ...]


def botc_dir() -> Path:
    """Return the folder of the Blood on the Clocktower tables."""
    return paths.resources_dir() / "botc"


@cache
def impairment_table() -> ImpairmentTable:
    """Return the drunk/poison source table.

    Raises:
        LibraryError: info_impairment.json is missing or not of its schema.
    """
    table: ImpairmentTable = load_data(botc_dir() / "info_impairment.json", ImpairmentTable, comments=True)
    return table


@cache
def info_rules() -> dict[str, InfoRule]:
    """Return the information abilities by character id.

    Raises:
        LibraryError: info_rules.json is missing or not of its schema.
    """
    rules: _RulesFile = load_data(botc_dir() / "info_rules.json", _RulesFile, comments=True)
    return {rule.character: rule for rule in rules.rules}
