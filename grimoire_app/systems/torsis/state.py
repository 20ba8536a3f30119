"""The game as a value: TorsisState and its parts, frozen (spec 2.3).

Mappings in the state are never mutated: `apply` builds new ones, so the state after every event
can be kept for undo and review. Phase numbering (spec 0): index 0 is the setup reveal, Day k is
2k - 1 and Night k is 2k.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.torsis.data import Lang, TeamId, text
from grimoire_app.systems.torsis.events import Death, Info, TorsisResult
from grimoire_app.systems.torsis.options import TorsisOptions

PhaseKind = Literal["setup", "day", "night"]


def phase_kind(index: int) -> PhaseKind:
    """Return what a phase index is.

    >>> phase_kind(0), phase_kind(1), phase_kind(2)
    ('setup', 'day', 'night')
    """
    if index == 0:
        return "setup"
    return "day" if index % 2 == 1 else "night"


def phase_number(index: int) -> int:
    """Return the k of Day k or Night k (0 for the setup reveal).

    >>> phase_number(3), phase_number(4)
    (2, 2)
    """
    return (index + 1) // 2


def phase_name(index: int, lang: Lang) -> str:
    """Return a phase's name: "Setup", "Day 2", "Night 2", ..."""
    kind = phase_kind(index)
    return text(f"phase.{kind}", lang, n=phase_number(index))


@dataclass(frozen=True)
class StatusChange:
    """A death or a revival: in which phase, at which point of the game (seq) and why."""

    phase_index: int
    seq: int
    """Global and strictly increasing; simultaneous deaths share one seq."""
    kind: Literal["death", "revival"]
    causes: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Player:
    """One player: their seat, role and team (which never change) and their life history."""

    id: str
    name: str
    role: str
    team: TeamId
    history: tuple[StatusChange, ...] = ()

    @property
    def alive(self) -> bool:
        """Whether the player is alive now (everyone starts alive)."""
        return not self.history or self.history[-1].kind == "revival"

    def alive_before(self, seq: int) -> bool:
        """Whether the player was alive just before the status changes numbered seq."""
        earlier = [change for change in self.history if change.seq < seq]
        return not earlier or earlier[-1].kind == "revival"

    def deaths_in(self, phase_index: int) -> tuple[StatusChange, ...]:
        """Return the player's deaths recorded in one phase."""
        return tuple(c for c in self.history if c.kind == "death" and c.phase_index == phase_index)


@dataclass(frozen=True)
class PendingRevival:
    """A knight's revival waiting for the next phase (R19, R24)."""

    target: str
    knight: str
    used_in_phase: int
    effective_phase: int


@dataclass(frozen=True)
class Announcement:
    """What the moderator tells everyone: deaths (names only, D5) and returns."""

    phase_index: int
    died: tuple[str, ...] = ()
    returned: tuple[str, ...] = ()
    boundary: bool = True
    """False for a knight's sacrifice by day, announced at once."""


@dataclass(frozen=True)
class TorsisState:
    """The whole table at one moment (spec 2.3)."""

    players: Mapping[str, Player] = field(default_factory=dict)
    seat_order: tuple[str, ...] = ()
    options: TorsisOptions = TorsisOptions()
    mode: Literal["standard", "custom"] = "standard"
    phase_index: int = 0
    seq: int = 0
    day_votes: Mapping[str, str] = field(default_factory=dict)
    """Public day votes by voter (a Magician's is the fake one); no entry: no vote."""
    magician_real: Mapping[str, str] = field(default_factory=dict)
    fortune_today: Mapping[str, str] = field(default_factory=dict)
    """Fortune Teller -> target, chosen last night, counted in today's tally."""
    night_votes: Mapping[str, str] = field(default_factory=dict)
    protections: Mapping[str, str] = field(default_factory=dict)
    kamikaze_attacks: Mapping[str, str] = field(default_factory=dict)
    fortune_next: Mapping[str, str] = field(default_factory=dict)
    info_done: frozenset[tuple[str, str]] = frozenset()
    """(player, ability) used this phase: one information use per night per holder."""
    pending_revivals: tuple[PendingRevival, ...] = ()
    infos: tuple[Info, ...] = ()
    announcements: tuple[Announcement, ...] = ()
    result: TorsisResult | None = None

    @property
    def started(self) -> bool:
        """Whether the roles have been dealt."""
        return bool(self.players)

    @property
    def phase(self) -> PhaseKind:
        """Return the kind of the current phase."""
        return phase_kind(self.phase_index)

    def player(self, player_id: str) -> Player:
        """Return a player by id.

        Raises:
            IllegalEventError: not overridable: nobody has that id, or no roles are dealt yet.
        """
        self.require_started()
        if player_id not in self.players:
            message = text("refusal.UNKNOWN_PLAYER", "en", player=player_id)
            raise IllegalEventError([f"UNKNOWN_PLAYER: {message}"], overridable=False)
        return self.players[player_id]

    def require_started(self) -> None:
        """Check that the roles have been dealt.

        Raises:
            IllegalEventError: not overridable: NOT_STARTED.
        """
        if not self.started:
            raise IllegalEventError([f"NOT_STARTED: {text('refusal.NOT_STARTED', 'en')}"], overridable=False)

    def seated(self) -> tuple[Player, ...]:
        """Return every player in seat order."""
        return tuple(self.players[pid] for pid in self.seat_order)

    def living(self) -> tuple[Player, ...]:
        """Return the living players in seat order."""
        return tuple(p for p in self.seated() if p.alive)

    def holders(self, role: str) -> tuple[Player, ...]:
        """Return the players holding a role, living or dead, in seat order."""
        return tuple(p for p in self.seated() if p.role == role)

    def is_alive(self, player_id: str) -> bool:
        """Whether a player is alive (False for an unknown id)."""
        found = self.players.get(player_id)
        return found is not None and found.alive

    def composition(self) -> dict[str, int]:
        """Return how many players hold each role (public, D5)."""
        counts: dict[str, int] = {}
        for p in self.seated():
            counts[p.role] = counts.get(p.role, 0) + 1
        return counts

    def name(self, player_id: str) -> str:
        """Return a player's display name (the id when unknown)."""
        found = self.players.get(player_id)
        return found.name if found else player_id


def counts_as_torsis(player: Player, options: TorsisOptions) -> bool:
    """Whether a player is "Torsis" for the wins, the Cleaner and the Grave Keeper (D1, D3)."""
    return player.role == "torsis" if options.torsis_scope == "role" else player.team == "torsis"


def with_deaths(state: TorsisState, deaths: Iterable[Death], phase_index: int) -> TorsisState:
    """Return the state with simultaneous deaths recorded under one new seq (none: unchanged)."""
    return _with_changes(state, [(d.player, frozenset(d.causes)) for d in deaths], phase_index, "death")


def with_revivals(state: TorsisState, targets: Iterable[str], phase_index: int) -> TorsisState:
    """Return the state with players brought back together under one new seq (none: unchanged)."""
    return _with_changes(state, [(target, frozenset()) for target in targets], phase_index, "revival")


def _with_changes(
    state: TorsisState, changes: list[tuple[str, frozenset[str]]], phase_index: int, kind: Literal["death", "revival"]
) -> TorsisState:
    if not changes:
        return state
    seq = state.seq + 1
    players = dict(state.players)
    for player_id, causes in changes:
        player = state.player(player_id)
        players[player_id] = replace(player, history=player.history + (StatusChange(phase_index, seq, kind, causes),))
    return replace(state, players=players, seq=seq)
