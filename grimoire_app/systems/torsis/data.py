"""The Torsis data in resources/torsis/, validated by pydantic when first read (then cached).

- roles.json: the three teams and the fourteen roles (team, names in ja/ko/en, ability text).
- setup.json: the player range, the mandatory first five, the 25 additions (TOR-R29, TOR-R30) and
  the base roles a custom selection must keep (TOR-D21).
- steps.json: the moderator's steps for the setup reveal, a night and a day (spec 3.2-3.4).
- texts.json: every sentence the system shows, in ko, en and ja.

A broken file raises LibraryError naming the file, the place and what was expected.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from string import Formatter
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from grimoire_app import paths
from grimoire_app.i18n import fill
from grimoire_app.model.errors import LibraryError, Problem
from grimoire_app.model.jsonfile import load_data

Lang = Literal["ko", "en", "ja"]
LANGS: tuple[Lang, ...] = ("ko", "en", "ja")
TeamId = Literal["human", "torsis", "wanderer"]
Timing = Literal["none", "night", "day_vote", "any", "dawn"]
Wake = Literal["none", "each", "together", "all"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Names(_Frozen):
    """One text in the three languages.

    >>> Names(ko="사제", en="Priest", ja="司祭").text("ja")
    '司祭'
    """

    ko: str = Field(min_length=1)
    en: str = Field(min_length=1)
    ja: str = Field(min_length=1)

    def text(self, lang: Lang) -> str:
        """Return the text in one language."""
        return {"ko": self.ko, "en": self.en, "ja": self.ja}[lang]


class TeamDef(_Frozen):
    """A team: its id and names."""

    id: TeamId
    names: Names


class RoleDef(_Frozen):
    """A role: its id, team, names, ability text, when it acts and the seed rule it comes from."""

    id: str = Field(pattern=r"^[a-z_]+$")
    team: TeamId
    timing: Timing
    rule: str = Field(pattern=r"^TOR-R\d+$")
    names: Names
    ability: Names

    @property
    def qualified_id(self) -> str:
        """Return the id qualified by the system, as flat lists across systems need it.

        >>> roles()["magician"].qualified_id
        'torsis.magician'
        """
        return f"torsis.{self.id}"


class RoleTable(_Frozen):
    """Everything roles.json holds."""

    teams: tuple[TeamDef, ...]
    roles: tuple[RoleDef, ...]

    @model_validator(mode="after")
    def _unique(self) -> RoleTable:
        for kind, ids in (("team", [t.id for t in self.teams]), ("role", [r.id for r in self.roles])):
            if len(ids) != len(set(ids)):
                raise ValueError(f"a {kind} id appears twice")
        if "human" not in [r.id for r in self.roles]:
            raise ValueError("the filler role 'human' is missing")
        return self


class SetupTable(_Frozen):
    """Everything setup.json holds: the standard assignment and the custom base."""

    min_players: int = Field(ge=1)
    max_players: int
    base: tuple[str, ...]
    additions: tuple[str, ...]
    locked_base: tuple[str, ...]

    @model_validator(mode="after")
    def _covers_the_range(self) -> SetupTable:
        if len(self.base) != self.min_players:
            raise ValueError(f"base: expected {self.min_players} roles, one per minimum player")
        if len(self.base) + len(self.additions) != self.max_players:
            raise ValueError(f"additions: expected {self.max_players - len(self.base)} roles, one per extra player")
        return self


class StepDef(_Frozen):
    """One step of the moderator's script: who is called, and the text key of what to say."""

    id: str = Field(min_length=1)
    key: str = Field(pattern=r"^[a-z_]+$")
    role: str | None = None
    wake: Wake
    from_day: int = Field(1, ge=1)
    """The first day this step appears in (the dawn steps start on Day 2)."""


class StepTable(_Frozen):
    """Everything steps.json holds: the steps of the setup reveal, a night and a day."""

    setup: tuple[StepDef, ...]
    night: tuple[StepDef, ...]
    day: tuple[StepDef, ...]


def torsis_dir() -> Path:
    """Return the folder of the Torsis data."""
    return paths.resources_dir() / "torsis"


@cache
def role_table() -> RoleTable:
    """Return the teams and roles.

    Raises:
        LibraryError: roles.json is missing or not of its schema.
    """
    return load_data(torsis_dir() / "roles.json", RoleTable)


def roles() -> dict[str, RoleDef]:
    """Return every role by id, in table order."""
    return {role.id: role for role in role_table().roles}


def team_names(team: TeamId) -> Names:
    """Return a team's names."""
    return next(t.names for t in role_table().teams if t.id == team)


@cache
def setup_table() -> SetupTable:
    """Return the standard-assignment table, checked against the role table.

    Raises:
        LibraryError: setup.json is missing, not of its schema, or names an unknown role.
    """
    path = torsis_dir() / "setup.json"
    table = load_data(path, SetupTable)
    known = roles()
    for field in ("base", "additions", "locked_base"):
        for index, role in enumerate(getattr(table, field)):
            if role not in known:
                raise LibraryError(str(path), [Problem(f".{field}[{index}]", f"unknown role {role!r}")])
    return table


@cache
def step_table() -> StepTable:
    """Return the moderator's steps, checked against the role and text tables.

    Raises:
        LibraryError: steps.json is missing, not of its schema, or names an unknown role or text.
    """
    path = torsis_dir() / "steps.json"
    table = load_data(path, StepTable)
    for phase in ("setup", "night", "day"):
        for index, step in enumerate(getattr(table, phase)):
            where = f".{phase}[{index}]"
            if step.role is not None and step.role not in roles():
                raise LibraryError(str(path), [Problem(where, f"unknown role {step.role!r}")])
            for part in ("title", "say"):
                if f"step.{step.key}.{part}" not in texts():
                    raise LibraryError(str(path), [Problem(where, f"no text step.{step.key}.{part} in texts.json")])
    return table


@cache
def texts() -> Mapping[str, Names]:
    """Return every sentence by key; the three languages must name the same {placeholders}.

    Raises:
        LibraryError: texts.json is missing, not of its schema, or its languages disagree.
    """
    path = torsis_dir() / "texts.json"
    table = load_data(path, dict[str, Names])
    for key, names in table.items():
        fields = {lang: _placeholders(names.text(lang)) for lang in LANGS}
        if len(set(fields.values())) != 1:
            raise LibraryError(str(path), [Problem(f".{key}", f"the languages name different placeholders {fields}")])
    return table


def text(key: str, lang: Lang, **values: object) -> str:
    """Return the sentence `key` in a language, with its placeholders filled.

    >>> text("announce.has_died", "en", player="Mina")
    'Mina has died.'

    Raises:
        KeyError: no sentence has that key (a bug, caught by the tests).
    """
    return fill(texts()[key].text(lang), lang, **values)


def _placeholders(sentence: str) -> frozenset[str]:
    return frozenset(name for _, name, _, _ in Formatter().parse(sentence) if name)


T = TypeVar("T")
