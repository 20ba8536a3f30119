"""The values a setup is made of: seats, first-night reminders, bluffs, and the Setup itself (all frozen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire_app.systems.botc.setup.counts import Counts
from grimoire_app.systems.botc.setup.distribution import Modifier, SetupChoices

Alignment = Literal["good", "evil"]


@dataclass(frozen=True)
class DealtSeat:
    """One player's seat: who sits there, what they are, what they believe, and their alignment.

    >>> DealtSeat(0, "Ann", "drunk", believed="noble")
    DealtSeat(index=0, name='Ann', character='drunk', believed='noble', alignment='good', holds=None)
    >>> DealtSeat(15, "Tom", None, alignment=None).is_traveller
    True
    """

    index: int
    name: str
    character: str | None
    """The real character; None for a Traveller seat (players beyond 15; the Storyteller hands one out)."""
    believed: str | None = None
    """What the player is shown instead of their character (the Drunk's Townsfolk), else None."""
    alignment: Alignment | None = "good"
    """None only for a Traveller seat, whose alignment the Storyteller chooses when they join."""
    holds: str | None = None
    """Another character's ability held from setup (the Alchemist's Minion ability), else None."""

    @property
    def is_traveller(self) -> bool:
        """Whether the seat is a Traveller's (not dealt from the bag)."""
        return self.character is None

    @property
    def shown(self) -> str | None:
        """Return the character the player is told they are."""
        return self.believed or self.character


@dataclass(frozen=True)
class SetupReminder:
    """A reminder token placed while preparing the first night: on which seat, whose, and its official name.

    >>> SetupReminder(3, "fortuneteller", "Red Herring")
    SetupReminder(seat=3, character='fortuneteller', token='Red Herring')
    """

    seat: int
    character: str
    token: str


@dataclass(frozen=True)
class MinionBluffs:
    """The not-in-play characters one Minion is shown (the Snitch gives every Minion 3 bluffs)."""

    seat: int
    bluffs: tuple[str, ...]


@dataclass(frozen=True)
class Setup:
    """A dealt game before night 1: counts, modifiers, seats, bluffs and first-night reminders."""

    players: int
    base: Counts
    """The base row for the player count, before modifiers."""
    counts: Counts
    """The counts after modifiers: how many seats of each type were dealt."""
    modifiers: tuple[Modifier, ...]
    seats: tuple[DealtSeat, ...]
    bluffs: tuple[str, ...]
    """The 3 not-in-play good characters shown to `bluffs_to` (fewer only if the script has fewer)."""
    reminders: tuple[SetupReminder, ...]
    bluffs_to: int | None = None
    """The seat shown the bluffs: the Demon, or the Summoner; None when there is neither."""
    minion_bluffs: tuple[MinionBluffs, ...] = ()
    unseated: tuple[str, ...] = ()
    """Characters in play that no seat holds: Lil' Monsta, whose token the Minions babysit."""
    choices: SetupChoices = SetupChoices()

    @property
    def in_play(self) -> tuple[str, ...]:
        """Return the characters in play (seated or not), each once, in seat order."""
        seated = [seat.character for seat in self.seats if seat.character is not None]
        return tuple(dict.fromkeys([*seated, *self.unseated]))

    def seats_of(self, character_id: str) -> tuple[DealtSeat, ...]:
        """Return the seats whose real character is `character_id`."""
        return tuple(seat for seat in self.seats if seat.character == character_id)

    def reminders_of(self, character_id: str, token: str) -> tuple[SetupReminder, ...]:
        """Return the placed reminders of one character's token."""
        return tuple(r for r in self.reminders if r.character == character_id and r.token == token)
