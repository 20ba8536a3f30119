"""ReviewIndex: what review mode needs to find its way around a game's log (no Qt).

Built once when a game is opened, in one pass over the events (O(e)): where each night and day
starts, which events are deaths, executions and nominations, the characters the filter lists, and
the info shown to each seat ("what did this player learn"). Which players and characters each
event concerns (the filter's sets) is read on first use of a filter. The timeline words votes,
executions and deaths as the CLI summary and the export do, from the account (systems/botc/account)
of the event's own night or day, built when a line of it is first told (issue 20: review opens
without folding the whole game's account).
Positions are event numbers n: 0 is the empty grimoire before the first event, n the grimoire
after event n, as `Game.state_at(n)` and `state FILE --at N` count them.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any, Literal

from grimoire_app.systems.botc.events import (
    STORYTELLER,
    Event,
    Executed,
    InfoShown,
    Nominated,
    Phase,
    PhaseAdvanced,
    PlayerDied,
    PlayerRenamed,
    ReminderPlaced,
    SeatAdded,
)
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.account import Account, game_account, phase_account

_NO_SEATS = GameState()

MarkKind = Literal["death", "execution", "nomination"]
MARK_KINDS: tuple[MarkKind, ...] = ("death", "execution", "nomination")
_MARK_TYPES: dict[MarkKind, type] = {"death": PlayerDied, "execution": Executed, "nomination": Nominated}

_SEAT_FIELDS = ("seat", "other", "nominator", "nominee")
"""Fields naming one seat; the subject's character also counts for the character filter."""
_SEATS_FIELDS = ("voters", "players", "demons")
"""Fields naming several seats."""


@dataclass(frozen=True)
class EventFilter:
    """Show only events concerning one player (seat id) or one character (character id).

    >>> EventFilter("player", "s3").kind
    'player'
    """

    kind: Literal["player", "character"]
    value: str


@dataclass(frozen=True)
class _Fields:
    """Which of the fields review reads an event type has (looked up once per type: pydantic's
    attribute fallback for a missing name is slow)."""

    seat: tuple[str, ...]
    seats: tuple[str, ...]
    character: bool
    characters: bool
    step: bool
    reminder: bool


@cache
def _fields(event_type: type) -> _Fields:
    names = set(getattr(event_type, "model_fields", {}))
    return _Fields(
        seat=tuple(name for name in _SEAT_FIELDS if name in names),
        seats=tuple(name for name in _SEATS_FIELDS if name in names),
        character="character" in names or isinstance(getattr(event_type, "character", None), property),
        characters="characters" in names,
        step="step" in names,
        reminder="reminder" in names,
    )


def _value(event: Event, name: str) -> Any:
    """Read a field that `_fields` says this event type has."""
    return getattr(event, name)


def seats_named(event: Event) -> frozenset[str]:
    """Return every seat an event names (the Storyteller, named by the Atheist's rules, is left out).

    >>> sorted(seats_named(Nominated(nominator="s1", nominee="s2")))
    ['s1', 's2']
    """
    fields = _fields(type(event))
    found = {getattr(event, name) for name in fields.seat}
    for name in fields.seats:
        found.update(getattr(event, name))
    found.discard(STORYTELLER)
    return frozenset(found)


def primary_seat(event: Event) -> str | None:
    """Return the seat an event is mainly about (the square marks it), if any.

    >>> primary_seat(Nominated(nominator="s1", nominee="s2")), primary_seat(PhaseAdvanced(to=Phase(kind="day", number=1)))
    ('s2', None)
    """
    fields = _fields(type(event)).seat
    for name in ("nominee", "seat"):
        value = getattr(event, name) if name in fields else None
        if isinstance(value, str) and value != STORYTELLER:
            return value
    return None


def characters_named(event: Event, before: GameState, reminder_owner: dict[str, str], subjects: bool = True) -> frozenset[str]:
    """Return the characters an event concerns: those it names, its reminder's, and its subjects' characters
    (in `before`; left out with subjects=False).

    `reminder_owner` maps reminder ids to their character (filled as reminders are placed), so a
    moved or removed reminder still counts for its character.
    """
    fields = _fields(type(event))
    found: set[str] = set()
    if fields.character and isinstance(named := _value(event, "character"), str):
        found.add(named)
    if fields.characters:
        found.update(_value(event, "characters"))
    if fields.step and isinstance(step := _value(event, "step"), str):
        found.add(step)
    if isinstance(event, PlayerDied) and event.cause.character:
        found.add(event.cause.character)
    if fields.reminder and (owner := reminder_owner.get(_value(event, "reminder"))):
        found.add(owner)
    if fields.seat and subjects:
        characters = {seat.id: seat.character for seat in before.seats}
        found.update(character for name in fields.seat if (character := characters.get(getattr(event, name))))
    return frozenset(found)


class ReviewIndex:
    """Phase starts, marks, involvement and info per seat of one game, for positions 0..count."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.events: tuple[Event, ...] = game.events
        """The log, read once (Game.events copies it on every access)."""
        self.count = len(self.events)
        self.phase_starts: tuple[int, ...] = (0, *(n for n, e in enumerate(self.events, 1) if isinstance(e, PhaseAdvanced)))
        """Position 0 and every event that starts a night or a day: the timeline's group headers."""
        self.marks: dict[MarkKind, tuple[int, ...]] = {
            kind: tuple(n for n, e in enumerate(self.events, 1) if isinstance(e, kind_type)) for kind, kind_type in _MARK_TYPES.items()
        }
        self.info: dict[str, tuple[int, ...]] = self._info()
        self.players: tuple[tuple[str, str], ...] = self._players()
        """(seat id, name) of everyone who ever sat at the table: final order, then those who left."""
        self.characters: tuple[str, ...] = self._characters_in_play()
        self._accounts: dict[int, Account] = {}

    # -- building ---------------------------------------------------------------------------------

    @cached_property
    def seats_of(self) -> tuple[frozenset[str], ...]:
        """The seats each event names (the player filter), read on first use."""
        return tuple(seats_named(e) for e in self.events)

    @cached_property
    def characters_of(self) -> tuple[frozenset[str], ...]:
        """The characters each event concerns (the character filter), read on first use: one state per event."""
        return self._characters()

    def _characters(self) -> tuple[frozenset[str], ...]:
        owner: dict[str, str] = {}
        found = []
        for n, event in enumerate(self.events, 1):
            if isinstance(event, ReminderPlaced):
                owner[event.reminder] = event.character
            found.append(characters_named(event, self.game.state_at(n - 1), owner))
        return tuple(found)

    def _info(self) -> dict[str, tuple[int, ...]]:
        info: dict[str, list[int]] = {}
        for n, event in enumerate(self.events, 1):
            if isinstance(event, InfoShown):
                info.setdefault(event.seat, []).append(n)
        return {seat: tuple(numbers) for seat, numbers in info.items()}

    def _players(self) -> tuple[tuple[str, str], ...]:
        names: dict[str, str] = {}
        for event in self.events:
            if isinstance(event, (SeatAdded, PlayerRenamed)):
                names[event.seat] = event.name
        final = [seat.id for seat in self.game.state_at(self.count).seats]
        order = final + [seat_id for seat_id in names if seat_id not in set(final)]
        return tuple((seat_id, names.get(seat_id, seat_id)) for seat_id in order)

    def _characters_in_play(self) -> tuple[str, ...]:
        """Characters the game ever assigned, believed, bluffed or used, in order of first mention.

        Each event's characters in sorted order, as `characters_of` gives them, without the states: the characters
        of the seats an event names are left out, since a seat only gets a character by a CharacterAssigned that
        named it earlier (state.apply), so they are never a first mention.
        """
        seen: dict[str, None] = {}
        owner: dict[str, str] = {}
        for event in self.events:
            if isinstance(event, ReminderPlaced):
                owner[event.reminder] = event.character
            for character in sorted(characters_named(event, _NO_SEATS, owner, subjects=False)):
                seen.setdefault(character, None)
        return tuple(seen)

    @cached_property
    def account(self) -> Account:
        """The game's one account (votes with threshold and outcome, executions, deaths), built on first use."""
        return game_account(self.game)

    def account_at(self, index: int) -> Account:
        """Return an account that tells the event at this index as `account` does: the account of its night or day
        alone (`phase_account`, built on first use), so a line is told without folding the whole game; the whole
        account for the events before the first night."""
        opening = bisect_right(self.phase_starts, index + 1) - 1
        at = self.phase_starts[opening] - 1 if opening > 0 else -1
        if at < 0 or at < self._play_start:
            return self.account
        found = self._accounts.get(at)
        if found is None:
            game = self.game
            phase = phase_account(game, at)
            found = self._accounts[at] = Account(game.script, game.library, game.state_at(self._play_start), (), (), (phase,), None, game.state)
        return found

    @cached_property
    def _play_start(self) -> int:
        """The index of the event that began play (the first phase after setup): the account's first phase."""
        return next((i for i, e in enumerate(self.events) if isinstance(e, PhaseAdvanced) and e.to.kind != "setup"), self.count)

    # -- questions ------------------------------------------------------------------------------

    def phase_at(self, n: int) -> Phase:
        """Return the phase the grimoire is in after event n."""
        return self.game.state_at(n).phase

    def is_phase_start(self, n: int) -> bool:
        """Whether position n starts a group of the timeline (0, or an event that starts a night or day)."""
        index = bisect_left(self.phase_starts, n)
        return index < len(self.phase_starts) and self.phase_starts[index] == n

    def next_phase(self, n: int) -> int:
        """Return the start of the next night or day (the last position when there is none)."""
        index = bisect_right(self.phase_starts, n)
        return self.phase_starts[index] if index < len(self.phase_starts) else self.count

    def previous_phase(self, n: int) -> int:
        """Return the start of this phase, or of the one before when n is already its start."""
        index = bisect_left(self.phase_starts, n) - 1
        return self.phase_starts[index] if index >= 0 else 0

    def next_mark(self, kind: MarkKind, n: int, among: EventFilter | None = None) -> int | None:
        """Return the first event of a kind after n (concerning the filter's player or character), or None."""
        marks = self._marks(kind, among)
        index = bisect_right(marks, n)
        return marks[index] if index < len(marks) else None

    def previous_mark(self, kind: MarkKind, n: int, among: EventFilter | None = None) -> int | None:
        """Return the last event of a kind before n (concerning the filter's player or character), or None."""
        marks = self._marks(kind, among)
        index = bisect_left(marks, n) - 1
        return marks[index] if index >= 0 else None

    def _marks(self, kind: MarkKind, among: EventFilter | None) -> tuple[int, ...] | list[int]:
        marks = self.marks[kind]
        return marks if among is None else [n for n in marks if self.matches(n, among)]

    def mark_of(self, n: int) -> MarkKind | None:
        """Return which kind of mark event n is (None: none, or position 0)."""
        if n < 1:
            return None
        event = self.events[n - 1]
        return next((kind for kind, kind_type in _MARK_TYPES.items() if isinstance(event, kind_type)), None)

    def matches(self, n: int, among: EventFilter) -> bool:
        """Whether event n concerns the filter's player or character (position 0 never does)."""
        if n < 1:
            return False
        found = self.seats_of[n - 1] if among.kind == "player" else self.characters_of[n - 1]
        return among.value in found

    def visible(self, among: EventFilter | None) -> range | tuple[int, ...]:
        """Return the positions a filtered timeline lists: the group headers and the matching events."""
        if among is None:
            return range(self.count + 1)
        headers = set(self.phase_starts)
        return tuple(n for n in range(self.count + 1) if n in headers or self.matches(n, among))

    def primary_seat(self, n: int) -> str | None:
        """Return the seat event n is mainly about (None for position 0 or a seatless event)."""
        return primary_seat(self.events[n - 1]) if n >= 1 else None

    def learned(self, seat_id: str) -> tuple[int, ...]:
        """Return the events that showed info to a seat, in order."""
        return self.info.get(seat_id, ())
