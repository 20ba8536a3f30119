"""Every change to a One Night Ultimate Werewolf game is one of these events.

Frozen pydantic models in one discriminated union on `type`, folded by `apply` (fold.py). Events
record what the moderator chose (a night action's actor and targets, a vote), never what follows
from it: the cards moved and what each player was shown are derived by the fold, so they cannot
disagree with the choice. `override` holds the rule the moderator overrode, if any.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from grimoire_app.systems.onuw.data import catalogue

PlayerId = Annotated[str, Field(min_length=1, max_length=40)]
PositionId = Annotated[str, Field(min_length=1, max_length=40)]
RoleId = Annotated[str, Field(min_length=1, max_length=40)]
CardId = Annotated[str, Field(min_length=1, max_length=50)]
NoWerewolfScope = Literal["players", "players_and_center"]


class OnuwOptions(BaseModel):
    """The table's options: the discussion length and how to read "no werewolf" (ONUW-D1, D9).

    >>> OnuwOptions().discussion_seconds, OnuwOptions().no_werewolf_scope
    (300, 'players')
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    discussion_seconds: int = Field(default=300, ge=0, le=3600)
    """The advisory day timer (the UI runs it; it changes no result)."""
    no_werewolf_scope: NoWerewolfScope = "players"
    """"players": the no-werewolf case when no player ends as a Werewolf (official reading);
    "players_and_center": only when no Werewolf card is anywhere (literal reading of the seed)."""


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    override: str | None = None
    """The refusal the moderator overrode to record this event, if any."""


class TableSet(_Event):
    """The players in seat order, the selected roles, and the options."""

    type: Literal["table_set"] = "table_set"
    players: tuple[PlayerId, ...]
    deck: tuple[RoleId, ...]
    options: OnuwOptions = OnuwOptions()


class CardsDealt(_Event):
    """The deal: which card (by id) lies at each position; the night begins."""

    type: Literal["cards_dealt"] = "cards_dealt"
    deal: dict[PositionId, CardId]


class NightActed(_Event):
    """A night action chosen by its actor; no targets means the actor passed."""

    type: Literal["night_acted"] = "night_acted"
    action: str
    actor: PlayerId
    targets: tuple[PositionId, ...] = Field(default=(), max_length=2)

    @field_validator("action")
    @classmethod
    def _known_action(cls, action: str) -> str:
        if action not in catalogue().actions:
            raise ValueError(f"unknown night action {action!r}; expected one of {sorted(catalogue().actions)}")
        return action


class StepAdvanced(_Event):
    """The named night step is over (its automatic looks happen now); the next one begins."""

    type: Literal["step_advanced"] = "step_advanced"
    step: str


class VoteCast(_Event):
    """A player points at another (casting again replaces the earlier vote)."""

    type: Literal["vote_cast"] = "vote_cast"
    voter: PlayerId
    target: PlayerId


class CardsSwapped(_Event):
    """The moderator exchanges two cards by hand (a correction of the table), any time before the result."""

    type: Literal["cards_swapped"] = "cards_swapped"
    a: PositionId
    b: PositionId


class DayResolved(_Event):
    """The votes are counted: deaths, Hunter shots and winners follow; the game ends."""

    type: Literal["day_resolved"] = "day_resolved"


OnuwEvent = Annotated[
    TableSet | CardsDealt | NightActed | StepAdvanced | VoteCast | CardsSwapped | DayResolved,
    Field(discriminator="type"),
]

EVENT_ADAPTER: TypeAdapter[OnuwEvent] = TypeAdapter(OnuwEvent)
"""Validates one event from JSON (a saved game reads each line with it)."""
