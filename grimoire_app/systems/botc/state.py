"""The grimoire as a value: GameState, and `apply(state, event)`, the one pure fold step.

States are frozen dataclasses sharing everything an event does not touch, so keeping the state
after every event (for undo and review) costs little. `apply` raises IllegalEventError only for
events that cannot apply at all (an unknown seat); rule checks live in rules.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import singledispatch
from typing import TypeVar

from grimoire_app.model.chain import Chain
from grimoire_app.systems.botc.banshee_vote import banshee_empowered
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import (
    SETUP,
    STORYTELLER,
    Alignment,
    AlignmentChanged,
    BelievedCharacterSet,
    BluffsSet,
    CharacterAssigned,
    DeathCause,
    Event,
    Executed,
    FabledAdded,
    FabledRemoved,
    GameEnded,
    GhostVoteRegained,
    GhostVoteSpent,
    InfoShown,
    NightChoice,
    NightOrderChanged,
    NightStepChanged,
    Nominated,
    NoteWritten,
    Phase,
    PhaseAdvanced,
    PlayerDied,
    PlayerNoteChanged,
    PlayerRenamed,
    PlayerRevived,
    PublicAct,
    ReminderMoved,
    ReminderPlaced,
    ReminderRemoved,
    SeatAdded,
    SeatMoved,
    SeatRemoved,
    SeatsSwapped,
    VoteRecorded,
)


@dataclass(frozen=True)
class Reminder:
    """A reminder token lying by a seat: which character's, which token."""

    id: str
    character: str
    token: str
    inert: bool = False
    """Placed (or last moved) by a choice made while its source was drunk or poisoned: it does nothing."""


@dataclass(frozen=True)
class Seat:
    """One player at the table."""

    id: str
    name: str
    character: str | None = None
    believed: str | None = None
    """What the player believes they are, when it differs (the Drunk)."""
    alignment: Alignment = "good"
    alive: bool = True
    ghost_vote: bool = True
    """Whether a dead player still holds their one vote."""
    reminders: tuple[Reminder, ...] = ()
    note: str = ""
    """The Storyteller's private note on the player ("" for none): it follows the seat when seats move."""


@dataclass(frozen=True)
class Nomination:
    """A nomination today, and the hands raised once the vote is taken (None before)."""

    nominator: str
    nominee: str
    voters: tuple[str, ...] | None = None


@dataclass(frozen=True)
class DayRecord:
    """What happened on one day."""

    number: int
    nominations: tuple[Nomination, ...] = ()
    execution: str | None = None


@dataclass(frozen=True)
class Death:
    """A death, when and why."""

    seat: str
    cause: DeathCause
    phase: Phase


@dataclass(frozen=True)
class Happening:
    """An info shown, a night choice or a note, with the phase it happened in."""

    phase: Phase
    event: InfoShown | NightChoice | NoteWritten | PublicAct | NightStepChanged


@dataclass(frozen=True)
class GameState:
    """The whole grimoire at one moment."""

    seats: tuple[Seat, ...] = ()
    phase: Phase = SETUP
    bluffs: tuple[str, ...] = ()
    days: Chain[DayRecord] = field(default_factory=Chain)
    """The days so far, oldest first (a Chain: a new day or today's changed record shares the earlier days)."""
    deaths: Chain[Death] = field(default_factory=Chain)
    """The deaths so far, in order (a Chain, shared with the earlier states)."""
    log: Chain[Happening] = field(default_factory=Chain)
    """Info shown, night choices, public acts, night-order changes and notes, in order (a tuple-like
    Chain: appending shares the earlier states' items, so opening a game stays linear)."""
    result: GameEnded | None = None
    departed: tuple[Seat, ...] = ()
    """Seats removed from the circle (a Traveller who left), as they were when they left: the log still names them."""
    fabled: tuple[str, ...] = ()
    """The Fabled and Loric in play (public, outside the circle), in the order they were added."""
    evil_at_start: frozenset[str] | None = None
    night_orders: tuple[tuple[str, ...] | None, tuple[str, ...] | None] = (None, None)
    """The Storyteller's own order of the first night and of the other nights (NightOrderChanged); None: the script's."""
    """The seats that were evil when the game left setup (None: still in setup); the Spirit of Ivory's base
    (docs/rules/spiritofivory.md)."""

    def seat(self, seat_id: str) -> Seat:
        """Return a seat by id (a departed seat too, as it left, so the log's names still resolve).

        Raises:
            IllegalEventError: no such seat (not overridable).
        """
        for seat in self.seats:
            if seat.id == seat_id:
                return seat
        for seat in self.departed:
            if seat.id == seat_id:
                return seat
        raise IllegalEventError([f"no seat with id {seat_id!r}"], overridable=False)

    def nearest_each_way(self, seat_id: str, accept: Callable[[Seat], bool]) -> tuple[Seat, ...]:
        """Return the nearest other seat clockwise, then counter-clockwise, that `accept`s; a seat both walks
        reach is given once, and a walk that finds none gives nothing.

        The neighbour walk of the Empath (living), the Tea Lady (really living), the Vigormortis and the
        No Dashii (Townsfolk, dead or alive): spec 4.1 Empath, 2.4 Vigormortis, docs/rules/tealady.md, nodashii.md.
        """
        start, count = self.index_of(seat_id), len(self.seats)
        found: dict[str, Seat] = {}
        for step in (1, -1):
            for distance in range(1, count):
                seat = self.seats[(start + step * distance) % count]
                if accept(seat):
                    found.setdefault(seat.id, seat)
                    break
        return tuple(found.values())

    def index_of(self, seat_id: str) -> int:
        """Return a seat's position in table order.

        Raises:
            IllegalEventError: no such seat (not overridable).
        """
        for index, seat in enumerate(self.seats):
            if seat.id == seat_id:
                return index
        raise IllegalEventError([f"no seat with id {seat_id!r}"], overridable=False)

    def today(self) -> DayRecord | None:
        """Return today's record during a day, else None."""
        if self.phase.kind != "day" or not self.days or self.days[-1].number != self.phase.number:
            return None
        return self.days[-1]

    def reminder(self, reminder_id: str) -> tuple[Seat, Reminder]:
        """Return a reminder and the seat it lies by.

        Raises:
            IllegalEventError: no such reminder (not overridable).
        """
        for seat in self.seats:
            for reminder in seat.reminders:
                if reminder.id == reminder_id:
                    return seat, reminder
        raise IllegalEventError([f"no reminder with id {reminder_id!r}"], overridable=False)

    @property
    def alive_count(self) -> int:
        """Return how many players are alive."""
        return sum(1 for seat in self.seats if seat.alive)


T = TypeVar("T")


def replace(value: T, **changes: object) -> T:
    """Return a copy of a frozen state value with some fields changed.

    The same as dataclasses.replace for these plain frozen dataclasses (no __post_init__, no
    slots), without re-running __init__: replaying a long game spends most of its time here.

    >>> replace(Seat("s1", "민수"), alive=False).alive
    False
    """
    copy = object.__new__(type(value))
    copy.__dict__.update(value.__dict__)
    copy.__dict__.update(changes)
    return copy


def votes_needed(state: GameState) -> int:
    """Return the votes a nomination needs: half the living players, rounded up (Travellers count).

    >>> votes_needed(GameState(seats=tuple(Seat(f"s{i}", f"p{i}", alive=i < 7) for i in range(9))))
    4
    """
    return -(-state.alive_count // 2)


def apply(state: GameState, event: Event) -> GameState:
    """Return the state after one event (pure; the input is unchanged).

    Raises:
        IllegalEventError: the event names a seat or reminder that does not exist (not overridable).
    """
    return _apply(event, state)


@singledispatch
def _apply(event: Event, state: GameState) -> GameState:
    raise TypeError(f"no apply rule for {type(event).__name__}")


def _with_seat(state: GameState, seat_id: str, **changes: object) -> GameState:
    index = state.index_of(seat_id)
    seats = list(state.seats)
    seats[index] = replace(seats[index], **changes)
    return replace(state, seats=tuple(seats))


@_apply.register
def _(event: SeatAdded, state: GameState) -> GameState:
    if any(seat.id == event.seat for seat in state.seats):
        raise IllegalEventError([f"seat id {event.seat!r} is already taken"], overridable=False)
    seats = list(state.seats)
    seats.insert(len(seats) if event.index is None else min(event.index, len(seats)), Seat(event.seat, event.name))
    departed = tuple(seat for seat in state.departed if seat.id != event.seat)
    return replace(state, seats=tuple(seats), departed=departed)


@_apply.register
def _(event: SeatRemoved, state: GameState) -> GameState:
    leaving = state.seats[state.index_of(event.seat)]
    departed = tuple(seat for seat in state.departed if seat.id != event.seat) + (leaving,)
    return replace(state, seats=tuple(seat for seat in state.seats if seat.id != event.seat), departed=departed)


@_apply.register
def _(event: SeatMoved, state: GameState) -> GameState:
    seat = state.seat(event.seat)
    seats = [s for s in state.seats if s.id != event.seat]
    seats.insert(min(event.index, len(seats)), seat)
    return replace(state, seats=tuple(seats))


@_apply.register
def _(event: SeatsSwapped, state: GameState) -> GameState:
    first, second = state.index_of(event.seat), state.index_of(event.other)
    seats = list(state.seats)
    seats[first], seats[second] = seats[second], seats[first]
    return replace(state, seats=tuple(seats))


@_apply.register
def _(event: PlayerRenamed, state: GameState) -> GameState:
    return _with_seat(state, event.seat, name=event.name)


@_apply.register
def _(event: PlayerNoteChanged, state: GameState) -> GameState:
    return _with_seat(state, event.seat, note=event.text)


@_apply.register
def _(event: CharacterAssigned, state: GameState) -> GameState:
    return _with_seat(state, event.seat, character=event.character, alignment=event.alignment)


@_apply.register
def _(event: BelievedCharacterSet, state: GameState) -> GameState:
    return _with_seat(state, event.seat, believed=event.character)


@_apply.register
def _(event: AlignmentChanged, state: GameState) -> GameState:
    return _with_seat(state, event.seat, alignment=event.alignment)


@_apply.register
def _(event: ReminderPlaced, state: GameState) -> GameState:
    if any(r.id == event.reminder for seat in state.seats for r in seat.reminders):
        raise IllegalEventError([f"reminder id {event.reminder!r} is already taken"], overridable=False)
    seat = state.seat(event.seat)
    token = Reminder(event.reminder, event.character, event.token, event.inert)
    return _with_seat(state, event.seat, reminders=seat.reminders + (token,))


@_apply.register
def _(event: ReminderMoved, state: GameState) -> GameState:
    source, token = state.reminder(event.reminder)
    state.seat(event.seat)
    state = _with_seat(state, source.id, reminders=tuple(r for r in source.reminders if r.id != token.id))
    if event.inert is not None:
        token = replace(token, inert=event.inert)
    return _with_seat(state, event.seat, reminders=state.seat(event.seat).reminders + (token,))


@_apply.register
def _(event: ReminderRemoved, state: GameState) -> GameState:
    source, token = state.reminder(event.reminder)
    return _with_seat(state, source.id, reminders=tuple(r for r in source.reminders if r.id != token.id))


@_apply.register
def _(event: PlayerDied, state: GameState) -> GameState:
    state = _with_seat(state, event.seat, alive=False)
    return replace(state, deaths=state.deaths.plus(Death(event.seat, event.cause, state.phase)))


@_apply.register
def _(event: PlayerRevived, state: GameState) -> GameState:
    return _with_seat(state, event.seat, alive=True, ghost_vote=True)


@_apply.register
def _(event: GhostVoteSpent, state: GameState) -> GameState:
    return _with_seat(state, event.seat, ghost_vote=False)


@_apply.register
def _(event: GhostVoteRegained, state: GameState) -> GameState:
    return _with_seat(state, event.seat, ghost_vote=True)


@_apply.register
def _(event: BluffsSet, state: GameState) -> GameState:
    return replace(state, bluffs=event.characters)


@_apply.register
def _(event: NoteWritten, state: GameState) -> GameState:
    if event.seat is not None:
        state.seat(event.seat)
    return replace(state, log=state.log.plus(Happening(state.phase, event)))


@_apply.register
def _(event: InfoShown, state: GameState) -> GameState:
    for seat_id in (event.seat, *event.players):
        state.seat(seat_id)
    return replace(state, log=state.log.plus(Happening(state.phase, event)))


@_apply.register
def _(event: NightChoice, state: GameState) -> GameState:
    for seat_id in (event.seat, *event.players):
        state.seat(seat_id)
    return replace(state, log=state.log.plus(Happening(state.phase, event)))


@_apply.register
def _(event: PublicAct, state: GameState) -> GameState:
    for seat_id in (event.seat, *event.players, *event.demons):
        state.seat(seat_id)
    return replace(state, log=state.log.plus(Happening(state.phase, event)))


@_apply.register
def _(event: NightStepChanged, state: GameState) -> GameState:
    return replace(state, log=state.log.plus(Happening(state.phase, event)))


@_apply.register
def _(event: PhaseAdvanced, state: GameState) -> GameState:
    days = state.days.plus(DayRecord(event.to.number)) if event.to.kind == "day" else state.days
    evil = state.evil_at_start
    if evil is None and state.phase == SETUP and event.to != SETUP:
        evil = frozenset(seat.id for seat in state.seats if seat.alignment == "evil")
    return replace(state, phase=event.to, days=days, evil_at_start=evil)


def _with_today(state: GameState, record: DayRecord) -> GameState:
    return replace(state, days=state.days.with_last(record))


def _require_today(state: GameState) -> DayRecord:
    today = state.today()
    if today is None:
        raise IllegalEventError(["it is not day"], overridable=False)
    return today


@_apply.register
def _(event: Nominated, state: GameState) -> GameState:
    if event.nominator != STORYTELLER:  # the Storyteller nominates under a Bishop (docs/rules/bishop.md)
        state.seat(event.nominator)
    if event.nominee != STORYTELLER:
        state.seat(event.nominee)
    today = _require_today(state)
    nomination = Nomination(event.nominator, event.nominee)
    return _with_today(state, replace(today, nominations=today.nominations + (nomination,)))


@_apply.register
def _(event: VoteRecorded, state: GameState) -> GameState:
    today = _require_today(state)
    nominations = list(today.nominations)
    index = _nomination_index(today, event.nominee)
    nominations[index] = replace(nominations[index], voters=event.voters)
    state = _with_today(state, replace(today, nominations=tuple(nominations)))
    for voter in event.voters:
        seat = state.seat(voter)
        if not seat.alive and not event.ghost_votes_kept and not banshee_empowered(seat):  # docs/rules/banshee.md
            state = _with_seat(state, voter, ghost_vote=False)
    return state


def _nomination_index(today: DayRecord, nominee: str) -> int:
    for index in range(len(today.nominations) - 1, -1, -1):
        if today.nominations[index].nominee == nominee:
            return index
    raise IllegalEventError([f"nobody nominated {nominee!r} today"], overridable=False)


@_apply.register
def _(event: Executed, state: GameState) -> GameState:
    if event.seat != STORYTELLER:
        state.seat(event.seat)
    return _with_today(state, replace(_require_today(state), execution=event.seat))


@_apply.register
def _(event: GameEnded, state: GameState) -> GameState:
    return replace(state, result=event)


@_apply.register
def _(event: FabledAdded, state: GameState) -> GameState:
    if event.character in state.fabled:
        raise IllegalEventError([f"{event.character!r} is already in play"], overridable=False)
    return replace(state, fabled=state.fabled + (event.character,))


@_apply.register
def _(event: FabledRemoved, state: GameState) -> GameState:
    if event.character not in state.fabled:
        raise IllegalEventError([f"{event.character!r} is not in play"], overridable=False)
    return replace(state, fabled=tuple(c for c in state.fabled if c != event.character))


@_apply.register
def _(event: NightOrderChanged, state: GameState) -> GameState:
    if len(set(event.order)) != len(event.order):
        raise IllegalEventError(["a night order names a step twice"], overridable=False)
    first, other = state.night_orders
    return replace(state, night_orders=(event.order, other) if event.night == "first" else (first, event.order))
