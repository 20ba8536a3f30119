"""The values of a game's account: the setup, each night and day as entries, and the result.

Entries name players as the table knew them at that moment (their name then) and keep the seat
id; characters stay ids (their names depend on the language). Every entry carries `at`, the index
of the event it tells, so review can show it at that position of the log. Nothing here is text:
text.py renders an account in Korean or English.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from grimoire_app.systems.botc.events import DeathCause, Event, Phase
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.state import Death as Fate
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.systems.botc.day.triggers import Trigger

VoteOutcome = Literal["no_vote", "failed", "about_to_die", "tied", "outvoted"]
"""What a nomination's vote did when it was counted: no vote taken; below the threshold; the new
highest count meeting the threshold (the nominee is about to die); equal to the highest (nobody
is); enough votes but fewer than the highest so far."""

ExecutionOutcome = Literal["died", "already_dead", "saved", "survived"]
"""What an execution did: the player died; was dead already; an ability kept them alive (the
Fool, the Lleech...: `saved_by`); or no death was recorded for another reason."""


@dataclass(frozen=True)
class Vote:
    """The vote on one nomination: every raised hand, the count that holds, the threshold then."""

    at: int
    """The index of the VoteRecorded event."""
    voters: tuple[str, ...]
    """The names of every raised hand, as recorded."""
    count: int
    """The counted votes: hands that hold a vote, each worth −1 / ×3 with a Thief's or Bureaucrat's token."""
    threshold: int
    secret: bool
    """Taken under a functioning Organ Grinder (eyes closed, tally secret; spec 3.3)."""


@dataclass(frozen=True)
class Nomination:
    """One nomination, its vote (None: no vote was taken) and what the vote did.

    >>> Nomination(3, "s1", "민수", "s2", "지현", None, "no_vote").passes
    False
    """

    at: int
    """The index of the Nominated event."""
    nominator_seat: str
    nominator: str
    nominee_seat: str
    nominee: str
    vote: Vote | None
    outcome: VoteOutcome

    @property
    def passes(self) -> bool:
        """Whether the count met the threshold."""
        return self.vote is not None and self.vote.count >= self.vote.threshold


@dataclass(frozen=True)
class Execution:
    """One execution and whether the player died of it (and if not, why)."""

    at: int
    seat: str
    player: str
    outcome: ExecutionOutcome
    saved_by: tuple[Trigger, ...] = ()
    """The abilities that kept the player alive (outcome "saved")."""


@dataclass(frozen=True)
class Death:
    """One death and its cause."""

    at: int
    seat: str
    player: str
    cause: DeathCause


@dataclass(frozen=True)
class Act:
    """A public act of the day (spec 1.9): a claim, a guess, a choice, a visit, an exile."""

    at: int
    act: str
    player: str
    others: tuple[str, ...]
    """The names of the players (and Demons) the act names."""
    text: str | None = None
    """The words said with the act (the Gossip's statement), as recorded."""


@dataclass(frozen=True)
class Fired:
    """A character's rule that took effect at an event of the day (the Virgin, the Fool...)."""

    at: int
    trigger: Trigger


@dataclass(frozen=True)
class Ended:
    """The game ended: who won and why."""

    at: int
    winner: str | None
    reason: str


@dataclass(frozen=True)
class Told:
    """Something else the account tells as the event itself says it: info shown, a night choice, a
    character, alignment or life changed during play, a note. `before` is the grimoire just before
    it (the names the line uses)."""

    at: int
    event: Event
    before: GameState


Entry = Nomination | Execution | Death | Act | Fired | Ended | Told
"""One line of the account."""


@dataclass(frozen=True)
class PhaseAccount:
    """One night or day: its entries in the order they happened, and the grimoire as it ended."""

    phase: Phase
    at: int
    """The index of the PhaseAdvanced event that started it."""
    entries: tuple[Entry, ...]
    closing: GameState

    @property
    def nominations(self) -> tuple[Nomination, ...]:
        """Return the nominations with their votes, in order."""
        return tuple(e for e in self.entries if isinstance(e, Nomination))

    @property
    def executions(self) -> tuple[Execution, ...]:
        """Return the executions with their outcomes."""
        return tuple(e for e in self.entries if isinstance(e, Execution))

    @property
    def deaths(self) -> tuple[Death, ...]:
        """Return the deaths with their causes."""
        return tuple(e for e in self.entries if isinstance(e, Death))

    @property
    def told(self) -> tuple[Told, ...]:
        """Return the info shown, night choices and other changes, in order."""
        return tuple(e for e in self.entries if isinstance(e, Told))


@dataclass(frozen=True)
class PlayerRow:
    """One player: seat at the start of the first night (None: joined later) and at the end (None: left)."""

    number: int
    name: str
    start: Seat | None
    end: Seat | None
    death: Fate | None
    """The player's last death (cause and phase), when they are dead at the end."""

    @property
    def changed(self) -> bool:
        """Whether the character, believed character or alignment changed during play."""
        if self.start is None or self.end is None:
            return True
        before, after = self.start, self.end
        return (before.character, before.believed, before.alignment) != (after.character, after.believed, after.alignment)


@dataclass(frozen=True)
class Account:
    """The whole account of one game: setup, each night and day, and the result."""

    script: Script
    library: Library
    start: GameState
    """The grimoire as the first night began (the setup; the end of the log if play never began)."""
    players: tuple[PlayerRow, ...]
    setup_info: tuple[Told, ...]
    """Info shown before the first night (a card shown while seating players)."""
    phases: tuple[PhaseAccount, ...]
    result: Ended | None
    final: GameState

    @property
    def bluffs(self) -> tuple[str, ...]:
        """Return the Demon bluffs (character ids) as set up."""
        return self.start.bluffs

    def entry_at(self, index: int) -> Entry | None:
        """Return the entry telling the event at this index (a vote: its nomination), if any."""
        return self._by_event.get(index)

    @cached_property
    def _by_event(self) -> dict[int, Entry]:
        found: dict[int, Entry] = {told.at: told for told in self.setup_info}
        for phase in self.phases:
            for entry in phase.entries:
                if isinstance(entry, Nomination) and entry.vote is not None:
                    found[entry.vote.at] = entry
                found.setdefault(entry.at, entry)
        return found
