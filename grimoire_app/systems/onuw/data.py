"""The One Night Ultimate Werewolf facts, loaded from resources/onuw/ and checked at load.

Roles (names, teams, box counts), the night steps (order, who wakes, what the moderator says),
the night actions (which step, which choices, which effect) and the ko/en texts are data, not
Python literals. `load_catalogue(folder)` validates every file with pydantic and cross-checks
them, reporting every problem at once with the file and the place; `catalogue()` loads the
bundled copy once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import Problem, ProblemsError
from grimoire_app.model.jsonfile import read_json
from grimoire_app.model.validation import problems_from
from grimoire_app.paths import resources_dir

T = TypeVar("T")
TeamId = Literal["village", "werewolf", "tanner"]
Effect = Literal[
    "copy",
    "look",
    "rob",
    "swap_two",
    "swap_with_centre",
    "see_each_other",
    "see_werewolf_wakers",
    "see_dealt_werewolves",
    "see_own_card",
]
Choice = Literal["", "P", "PP", "C", "CC"]
"""A shape of input: "" to pass, P/PP one or two other players, C/CC one or two centre cards."""


class OnuwDataError(ProblemsError):
    """A bundled One Night Ultimate Werewolf data file that does not match its schema."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Text(_Frozen):
    """One text in every language."""

    en: str = Field(min_length=1)
    ko: str = Field(min_length=1)

    def __call__(self, lang: Lang) -> str:
        """Return the text in a language."""
        return self.ko if lang == "ko" else self.en


class RoleDef(_Frozen):
    """A role: its names, its team, how many cards the box holds, and its night step."""

    id: str = Field(pattern=r"^[a-z_]+$")
    name: Text
    team: TeamId
    """The team of a player who ends the night holding this card (the Doppelganger: when uncopied)."""
    copies: int = Field(ge=1, le=3)
    nightStep: str | None
    ability: Text
    nightReminder: Text | None


class StepDef(_Frozen):
    """One step of the night: when it is called, who opens their eyes, what the moderator says."""

    id: str = Field(pattern=r"^[a-z_]+$")
    label: str = Field(min_length=1, max_length=3)
    """The step number as the spec prints it ("1m", "9d")."""
    requires: tuple[str, ...]
    """Roles that must all be in the selection for the step to be called."""
    wakesDealt: tuple[str, ...]
    """Players dealt one of these roles wake."""
    wakesCopy: str | None
    """The player dealt the Doppelganger also wakes if it copied this role."""
    everyone: bool
    say: Text
    """What the moderator reads aloud."""
    note: Text
    """What the moderator does, not read aloud."""


class ActionDef(_Frozen):
    """A night action: its step, the choices it takes, and its effect on the cards."""

    id: str = Field(pattern=r"^[a-z_]+\.[a-z_]+$")
    step: str
    whenCopied: str | None
    """For a Doppelganger follow-up: the role it must have copied."""
    effect: Effect
    choices: tuple[Choice, ...]
    """Allowed input shapes; empty when the action happens by itself as the step ends."""
    loneWakerOnly: bool = False

    @property
    def automatic(self) -> bool:
        """Whether the action takes no input (it happens when the step ends)."""
        return not self.choices

    @property
    def mandatory(self) -> bool:
        """Whether the actor must choose (passing is not one of the choices)."""
        return bool(self.choices) and "" not in self.choices


class PlayerRange(_Frozen):
    """How many players the game is for."""

    min: int = Field(ge=1)
    max: int = Field(ge=1)


class _RolesFile(_Frozen):
    system: Literal["onuw"]
    players: PlayerRange
    centreSlots: tuple[str, ...] = Field(min_length=1)
    roles: tuple[RoleDef, ...]


class _NightFile(_Frozen):
    steps: tuple[StepDef, ...]


class _ActionsFile(_Frozen):
    actions: tuple[ActionDef, ...]


@dataclass(frozen=True)
class Catalogue:
    """Every fact of the game system, keyed by id, in file order."""

    players: PlayerRange
    centre: tuple[str, ...]
    """The centre slots, left to right."""
    roles: dict[str, RoleDef]
    steps: dict[str, StepDef]
    actions: dict[str, ActionDef]
    texts: dict[str, Text]

    def role(self, role_id: str) -> RoleDef:
        """Return a role by id.

        Raises:
            KeyError: no such role.
        """
        return self.roles[role_id]

    def text(self, key: str) -> Text:
        """Return a text by key.

        Raises:
            KeyError: no such text (a bug: every key the code uses is tested).
        """
        return self.texts[key]


def _parse(path: Path, adapter: TypeAdapter[T]) -> T:
    raw = read_json(path, OnuwDataError)
    try:
        return adapter.validate_python(raw)
    except ValidationError as failure:
        raise OnuwDataError(str(path), problems_from(failure)) from failure


def load_catalogue(folder: Path) -> Catalogue:
    """Load and cross-check roles.json, night.json, actions.json and texts.json from a folder.

    Raises:
        OnuwDataError: a file is missing, is not JSON, or does not match its schema; or the files
            disagree (an unknown role or step named), with every problem found.
    """
    roles_file = _parse(folder / "roles.json", TypeAdapter(_RolesFile))
    roles = roles_file.roles
    steps = _parse(folder / "night.json", TypeAdapter(_NightFile)).steps
    actions = _parse(folder / "actions.json", TypeAdapter(_ActionsFile)).actions
    texts = _parse(folder / "texts.json", TypeAdapter(dict[str, Text]))
    found = Catalogue(
        players=roles_file.players,
        centre=roles_file.centreSlots,
        roles={r.id: r for r in roles},
        steps={s.id: s for s in steps},
        actions={a.id: a for a in actions},
        texts=dict(texts),
    )
    problems = _cross_check(found, roles, steps, actions) + _engine_needs(found)
    if problems:
        raise OnuwDataError(str(folder), problems)
    return found


def _cross_check(
    found: Catalogue, roles: tuple[RoleDef, ...], steps: tuple[StepDef, ...], actions: tuple[ActionDef, ...]
) -> list[Problem]:
    problems = _duplicates("roles.json roles", [r.id for r in roles])
    problems += _duplicates("night.json steps", [s.id for s in steps])
    problems += _duplicates("actions.json actions", [a.id for a in actions])
    for index, role in enumerate(roles):
        if role.nightStep is not None and role.nightStep not in found.steps:
            problems.append(Problem(f"roles.json roles[{index}].nightStep", f"unknown step {role.nightStep!r}"))
    for index, step in enumerate(steps):
        named = [*step.requires, *step.wakesDealt, *([step.wakesCopy] if step.wakesCopy else [])]
        problems += [Problem(f"night.json steps[{index}]", f"unknown role {r!r}") for r in named if r not in found.roles]
    for index, action in enumerate(actions):
        if action.step not in found.steps:
            problems.append(Problem(f"actions.json actions[{index}].step", f"unknown step {action.step!r}"))
        if action.whenCopied is not None and action.whenCopied not in found.roles:
            problems.append(Problem(f"actions.json actions[{index}].whenCopied", f"unknown role {action.whenCopied!r}"))
    return problems


NAMED_BY_THE_RULES = ("doppelganger", "werewolf", "minion", "tanner", "hunter")
"""Roles the resolution and the night effects name (ONUW §3.2, §4), so the data must have them."""


def _engine_needs(found: Catalogue) -> list[Problem]:
    problems = [Problem("roles.json roles", f"role {r!r} is required") for r in NAMED_BY_THE_RULES if r not in found.roles]
    if "werewolves" not in found.steps:
        problems.append(Problem("night.json steps", "step 'werewolves' is required (the Minion sees its wakers)"))
    steps = list(found.steps.values())
    if not steps or not steps[-1].everyone or any(step.everyone for step in steps[:-1]):
        problems.append(Problem("night.json steps", "the last step, and only it, must wake everyone (dawn)"))
    return problems


def _duplicates(where: str, ids: list[str]) -> list[Problem]:
    twice = sorted({i for i in ids if ids.count(i) > 1})
    return [Problem(where, f"id {i!r} appears more than once") for i in twice]


@cache
def catalogue() -> Catalogue:
    """Return the bundled catalogue, loaded once (it is immutable).

    Raises:
        OnuwDataError: the bundled files are broken (a packaging bug).
    """
    return load_catalogue(resources_dir() / "onuw")
