"""Every change to a Torsis game is one of these events (DESIGN.md principle 2).

Frozen pydantic models in one discriminated union on `type`; `apply` (apply.py) folds them.
`override` holds the refusal the moderator overrode to record the event, if any.

Outcomes are recorded, never re-derived on replay: the deal (`RolesDealt`), each information
answer (`CleanerChecked.answer`, ...) and each phase boundary (`PhaseEnded`: its deaths, revivals,
information and result). The rules check that a recorded outcome is the one the rules give, and
the moderator may override that check (DESIGN.md principle 4: the moderator decides).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from grimoire_app.systems.torsis.options import TorsisOptions

PlayerId = Annotated[str, Field(min_length=1, max_length=40)]
RoleId = Annotated[str, Field(min_length=1, max_length=40)]
DeathCause = Literal["day_vote", "torsis_kill", "kamikaze_attack", "kamikaze_sacrifice", "knight_sacrifice", "moderator"]
Category = Literal["torsis", "wanderer", "neither"]
InfoKind = Literal["torsis_allies", "gravedigger_sight", "cleaner", "prophet", "grave_keeper", "gravedigger"]
Winner = Literal["human", "torsis", "wanderer", "draw"]
Condition = Literal["all_torsis_dead", "torsis_majority", "others_dead", "nobody_alive", "declared"]


class _Value(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Seat(_Value):
    """A player at the table and the role dealt to them."""

    player: PlayerId
    name: str = Field(min_length=1, max_length=40)
    role: RoleId


class Report(_Value):
    """What a Grave Keeper (was_torsis) or a Gravedigger (role) learns about one dead player."""

    player: PlayerId
    role: RoleId | None = None
    was_torsis: bool | None = None


class Info(_Value):
    """Private information one player received, and when (spec 3.2, 3.5)."""

    recipient: PlayerId
    kind: InfoKind
    phase_index: int = Field(ge=0)
    target: PlayerId | None = None
    """Whom the Cleaner or Prophet checked."""
    answer: str | None = None
    """The Cleaner's category or the Prophet's role id."""
    players: tuple[PlayerId, ...] = ()
    """The other Torsis (torsis_allies) or the Torsis pointed out (gravedigger_sight)."""
    gravediggers: tuple[PlayerId, ...] = ()
    """The other Gravediggers pointed out (gravedigger_sight)."""
    reports: tuple[Report, ...] = ()
    """The dead the Grave Keeper or Gravedigger learns about."""


class Death(_Value):
    """One player dying at a phase boundary, with every cause (sorted)."""

    player: PlayerId
    causes: tuple[DeathCause, ...] = Field(min_length=1)


class TorsisResult(_Value):
    """How the game ended (spec 4): the winning team, the condition, and who wins (D18)."""

    winner: Winner
    condition: Condition
    stolen_from: Literal["human", "torsis"] | None = None
    """The team whose win the Wanderers took (R3)."""
    winners: tuple[PlayerId, ...] = ()
    """Every member of the winning team, alive or dead (D18); empty for a draw."""
    torsis_alive: int = 0
    alive: int = 0


class _Event(_Value):
    override: str | None = None
    """The refusal the moderator overrode to record this event, if any."""


class RolesDealt(_Event):
    """The deal: every seat and its role, and the table options (the first event of a game)."""

    type: Literal["roles_dealt"] = "roles_dealt"
    seats: tuple[Seat, ...] = Field(min_length=1)
    options: TorsisOptions = TorsisOptions()
    mode: Literal["standard", "custom"] = "standard"


class DayVoteCast(_Event):
    """A public day vote, changed or withdrawn (None) until the lock (R9); a Magician's is the fake."""

    type: Literal["day_vote_cast"] = "day_vote_cast"
    voter: PlayerId
    target: PlayerId | None


class MagicianVoteCast(_Event):
    """A Magician's hidden real vote (R22)."""

    type: Literal["magician_vote_cast"] = "magician_vote_cast"
    magician: PlayerId
    target: PlayerId | None


class KnightSacrificed(_Event):
    """A White or Black Knight dies now so a dead player returns in the next phase (R19, R24)."""

    type: Literal["knight_sacrificed"] = "knight_sacrificed"
    knight: PlayerId
    target: PlayerId


class NightVoteCast(_Event):
    """A Torsis's night kill vote, changed or withdrawn (None) until the night ends (R12)."""

    type: Literal["night_vote_cast"] = "night_vote_cast"
    voter: PlayerId
    target: PlayerId | None


class ProtectionChosen(_Event):
    """A Priest's protection for tonight (R17); None withdraws it."""

    type: Literal["protection_chosen"] = "protection_chosen"
    priest: PlayerId
    target: PlayerId | None


class KamikazeAttackChosen(_Event):
    """A Kamikaze's attack for tonight (R25); None withdraws it."""

    type: Literal["kamikaze_attack_chosen"] = "kamikaze_attack_chosen"
    kamikaze: PlayerId
    target: PlayerId | None


class FortuneChosen(_Event):
    """A Fortune Teller's pick for tomorrow's hidden extra vote (R18); None withdraws it."""

    type: Literal["fortune_chosen"] = "fortune_chosen"
    fortune_teller: PlayerId
    target: PlayerId | None


class CleanerChecked(_Event):
    """A Cleaner's check and the category shown (R15)."""

    type: Literal["cleaner_checked"] = "cleaner_checked"
    cleaner: PlayerId
    target: PlayerId
    answer: Category


class ProphetChecked(_Event):
    """A Prophet's check and the role shown (R23)."""

    type: Literal["prophet_checked"] = "prophet_checked"
    prophet: PlayerId
    target: PlayerId
    answer: RoleId


class GraveKeeperLearned(_Event):
    """What a Grave Keeper was told about the day's dead (R16, spec 3.5)."""

    type: Literal["grave_keeper_learned"] = "grave_keeper_learned"
    keeper: PlayerId
    reports: tuple[Report, ...]


class PhaseEnded(_Event):
    """A phase boundary (spec 3.1): the deaths, the revivals, the information due and the result."""

    type: Literal["phase_ended"] = "phase_ended"
    phase_index: int = Field(ge=0)
    """The phase that ends (0: the setup reveal)."""
    deaths: tuple[Death, ...] = ()
    revivals: tuple[PlayerId, ...] = ()
    infos: tuple[Info, ...] = ()
    result: TorsisResult | None = None


class StatusCorrected(_Event):
    """The moderator sets a player dead or alive by hand (a correction, a player leaving)."""

    type: Literal["status_corrected"] = "status_corrected"
    player: PlayerId
    alive: bool


class DrawDeclared(_Event):
    """The moderator ends the game as a draw, for example in a stalemate (D19)."""

    type: Literal["draw_declared"] = "draw_declared"


TorsisEvent = Annotated[
    RolesDealt
    | DayVoteCast
    | MagicianVoteCast
    | KnightSacrificed
    | NightVoteCast
    | ProtectionChosen
    | KamikazeAttackChosen
    | FortuneChosen
    | CleanerChecked
    | ProphetChecked
    | GraveKeeperLearned
    | PhaseEnded
    | StatusCorrected
    | DrawDeclared,
    Field(discriminator="type"),
]

EVENT_ADAPTER: TypeAdapter[TorsisEvent] = TypeAdapter(TorsisEvent)
"""Validates one event from JSON (a journal reads each line with it)."""
