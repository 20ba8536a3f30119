"""game_account(game): the one account of a game, folded from its log in one pass.

The events before the first night are the setup (the players table's "start"); from then on each
PhaseAdvanced opens a night or a day, and each phase's events become its entries: nominations with
their vote (voters, count, threshold, outcome), executions with whether the player died (and why
not), deaths with their cause, public acts, the day's triggers that took effect, info shown, night
choices, changes made during play, and the end of the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import (
    STORYTELLER,
    AlignmentChanged,
    BelievedCharacterSet,
    CharacterAssigned,
    Event,
    Executed,
    GameEnded,
    InfoShown,
    NightChoice,
    Nominated,
    NoteWritten,
    Phase,
    PhaseAdvanced,
    PlayerDied,
    PlayerNoteChanged,
    PlayerRevived,
    PublicAct,
    ReminderPlaced,
    ReminderRemoved,
    VoteRecorded,
)
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState, votes_needed
from grimoire_app.systems.botc.account.values import (
    Account,
    Act,
    Death,
    Ended,
    Entry,
    Execution,
    ExecutionOutcome,
    Fired,
    Nomination,
    PhaseAccount,
    PlayerRow,
    Told,
    Vote,
    VoteOutcome,
)
from grimoire_app.systems.botc.day.data import trigger_specs
from grimoire_app.systems.botc.day.dispatch import triggers_at
from grimoire_app.systems.botc.day.facts import ZOMBUUL_DEAD, same_token
from grimoire_app.systems.botc.day.triggers import Trigger
from grimoire_app.systems.botc.day.votes import counted_hands, hand_worth, secret_voting, threshold

TOLD = (InfoShown, NightChoice, CharacterAssigned, BelievedCharacterSet, AlignmentChanged, PlayerRevived, NoteWritten, PlayerNoteChanged)
"""Events the account tells as they are; reminder and seat bookkeeping is left to review's timeline."""


def game_account(game: Game) -> Account:
    """Return the account of a game: setup, every night and day so far, and the result.

    Complexity is O(e) for e events: the log is read once, each phase's events once more to
    settle its votes, executions and triggers (states come from the game's per-event cache).
    """
    events = game.events
    start_at = next((i for i, e in enumerate(events) if isinstance(e, PhaseAdvanced) and e.to.kind != "setup"), len(events))
    phases: list[PhaseAccount] = []
    current: _Open | None = None
    for index in range(start_at, len(events)):
        event = events[index]
        if isinstance(event, PhaseAdvanced):
            if current is not None:
                phases.append(current.close(game, game.state_at(index)))
            current = _Open(event.to, index)
        elif current is not None:
            current.events.append((index, event))
    if current is not None:
        phases.append(current.close(game, game.state))
    start, final = game.state_at(start_at), game.state
    ended = [e for p in phases for e in p.entries if isinstance(e, Ended)]
    result = ended[-1] if ended and final.result is not None else None
    shown = tuple(Told(i, e, game.state_at(i)) for i, e in enumerate(events[:start_at]) if isinstance(e, InfoShown))
    return Account(game.script, game.library, start, _players(start, final), shown, tuple(phases), result, final)


def phase_account(game: Game, at: int) -> PhaseAccount:
    """Return the account of the one night or day opened by the PhaseAdvanced at index `at`, as `game_account` gives it,
    reading that phase's events only (review tells one line without folding the whole game: O(events of the phase)).

    Raises:
        ValueError: the event at `at` does not open a phase.
    """
    events = game.events
    opened = events[at]
    if not isinstance(opened, PhaseAdvanced):
        raise ValueError(f"account: event {at} is {type(opened).__name__}, expected the PhaseAdvanced opening a phase")
    current = _Open(opened.to, at)
    end = at + 1
    while end < len(events) and not isinstance(events[end], PhaseAdvanced):
        current.events.append((end, events[end]))
        end += 1
    return current.close(game, game.state_at(end))


@dataclass
class _Open:
    """A phase being read: its first event's index and its events so far."""

    phase: Phase
    at: int
    events: list[tuple[int, Event]] = field(default_factory=list)

    def close(self, game: Game, closing: GameState) -> PhaseAccount:
        """Return the phase's account, now that all its events are known."""
        day = _Day(game, self.events) if self.phase.kind == "day" else None
        entries: list[Entry] = []
        slots: dict[int, int] = {}
        """Position of a nomination among the phase's events -> its place among the entries."""
        for position, (index, event) in enumerate(self.events):
            entry = _entry(game, index, event)
            if isinstance(entry, Vote):
                counted = day.vote(entry, event) if day is not None and isinstance(event, VoteRecorded) else None
                if counted is not None:
                    entries[slots[counted[0]]] = counted[1]
            elif entry is not None:
                if isinstance(entry, Nomination) and day is not None:
                    slots[position] = len(entries)
                    day.nominated(position, entry)
                elif isinstance(entry, Execution) and day is not None:
                    entry = day.execution(position, entry)
                entries.append(entry)
            if day is not None:
                entries += [Fired(index, t) for t in day.fired(position)]
        if day is not None:
            for position, nomination in day.outcomes():
                entries[slots[position]] = nomination
        return PhaseAccount(self.phase, self.at, tuple(entries), closing)


def _entry(game: Game, index: int, event: Event) -> Entry | Vote | None:
    """Return what one event adds to the account, before its day settles it (None: nothing)."""
    before = game.state_at(index)
    if isinstance(event, Nominated):
        return Nomination(index, event.nominator, _name(before, event.nominator), event.nominee, _name(before, event.nominee), None, "no_vote")
    if isinstance(event, Executed):
        return Execution(index, event.seat, _name(before, event.seat), "survived")
    if isinstance(event, PlayerDied):
        return Death(index, event.seat, _name(before, event.seat), event.cause)
    if isinstance(event, PublicAct):
        return Act(index, event.act, _name(before, event.seat), tuple(_name(before, s) for s in (*event.demons, *event.players)), event.text)
    if isinstance(event, GameEnded):
        return Ended(index, event.winner, event.reason)
    if isinstance(event, VoteRecorded):
        return Vote(index, tuple(_name(before, v) for v in event.voters), 0, 0, False)
    if isinstance(event, TOLD):
        return Told(index, event, before)
    return None


def _name(state: GameState, seat_id: str) -> str:
    """Return a player's name as the table knew it (the Storyteller's seat id: empty, named by the text)."""
    if seat_id == STORYTELLER:
        return ""
    return next((seat.name for seat in state.seats if seat.id == seat_id), seat_id)


class _Day:
    """Settles a day's entries: each vote onto its nomination, each execution's outcome, the triggers."""

    def __init__(self, game: Game, events: list[tuple[int, Event]]) -> None:
        self.game, self.events = game, events
        self.keys = [_key(event) for _, event in events]
        self.open: dict[str, int] = {}
        """Nominee seat -> the position of their latest nomination still waiting for its vote."""
        self.nominations: dict[int, Nomination] = {}
        self.watched = {spec.on for spec in trigger_specs()}

    def nominated(self, position: int, entry: Nomination) -> None:
        """Note a nomination, waiting for its vote."""
        self.open[entry.nominee_seat] = position
        self.nominations[position] = entry

    def vote(self, named: Vote, event: VoteRecorded) -> tuple[int, Nomination] | None:
        """Count a vote onto the latest nomination of its nominee (a vote taken again replaces it)."""
        position = self.open.get(event.nominee)
        if position is None:
            return None
        before = self.game.state_at(named.at)
        hands = event.voters if event.override else counted_hands(self.game, event.voters, named.at)
        counted = sum(hand_worth(before, v) for v in hands)  # the Thief's −1, the Bureaucrat's ×3
        vote = replace(named, count=counted, threshold=threshold(self.game, named.at), secret=secret_voting(self.game, named.at))
        self.nominations[position] = replace(self.nominations[position], vote=vote)
        return position, self.nominations[position]

    def outcomes(self) -> list[tuple[int, Nomination]]:
        """Return each nomination with what its vote did, in the order they were made (spec 1.7)."""
        best = 0
        found: list[tuple[int, Nomination]] = []
        for position in sorted(self.nominations):
            nomination = self.nominations[position]
            vote = nomination.vote
            outcome: VoteOutcome = "no_vote"
            if vote is not None and vote.count < vote.threshold:
                outcome = "failed"
            elif vote is not None:
                outcome = "about_to_die" if vote.count > best else "tied" if vote.count == best else "outvoted"
                best = max(best, vote.count)
            found.append((position, replace(nomination, outcome=outcome)))
        return found

    def execution(self, position: int, entry: Execution) -> Execution:
        """Return an execution with its outcome: died, was already dead, saved by an ability, or survived."""
        index = self.events[position][0]
        if any(isinstance(e, PlayerDied) and e.seat == entry.seat and e.cause.kind == "execution" for _, e in self.events):
            return replace(entry, outcome="died")
        if self._zombuul_really_died(position, entry.seat):
            return replace(entry, outcome="died")
        if not any(seat.id == entry.seat and seat.alive for seat in self.game.state_at(index).seats):
            return replace(entry, outcome="already_dead")
        saved = tuple(self._saved(position, entry.seat))
        outcome: ExecutionOutcome = "saved" if saved else "survived"
        return replace(entry, outcome=outcome, saved_by=saved)

    def _zombuul_really_died(self, position: int, seat_id: str) -> bool:
        """Whether a registers-dead Zombuul's DEAD reminder came off after its execution: its real death (spec 3.4)."""
        index = self.events[position][0]
        seat = next((s for s in self.game.state_at(index).seats if s.id == seat_id), None)
        markers = {r.id for r in seat.reminders if same_token(r, *ZOMBUUL_DEAD)} if seat and seat.character == "zombuul" else set()
        return any(isinstance(e, ReminderRemoved) and e.reminder in markers for _, e in self.events[position + 1 :])

    def _saved(self, position: int, seat_id: str) -> list[Trigger]:
        """Return the abilities that replaced the execution's death (the Fool, the Lleech...)."""
        index = self.events[position][0]
        if any(isinstance(e, PlayerDied) and e.seat == seat_id for _, e in self.events[position + 1 :]):
            return []
        later = self.keys[position + 1 :]
        prevented = triggers_at(self.game, index + 1, kill(seat_id, "execution"), "before")
        return [t for t in prevented if t.replaces and all(_key(p) in later for p in t.proposed)]

    def fired(self, position: int) -> list[Trigger]:
        """Return the triggers of a day's event that took effect.

        A trigger that only informs or asks a choice fired with its event; one that proposes events
        fired when they were recorded later that day; one that replaces its event did not (the
        event was recorded all the same). A survival (the Fool, the Lleech) replaced the death it
        prevented: the execution's outcome tells it.
        """
        index, event = self.events[position]
        if event.type not in self.watched:
            return []
        later = self.keys[position + 1 :]
        found: list[Trigger] = []
        for when in ("before", "after"):
            found += [t for t in triggers_at(self.game, index, event, when) if _took_effect(t, later)]
        return found


def _took_effect(trigger: Trigger, later: list[str]) -> bool:
    if trigger.replaces:
        return False
    return trigger.choice is not None or all(_key(p) in later for p in trigger.proposed)


def _key(event: Event) -> str:
    """Return an event as compared with a trigger's proposal (a placed reminder's new id and any override aside)."""
    exclude = {"override", "reminder"} if isinstance(event, ReminderPlaced) else {"override"}
    return event.model_dump_json(exclude=exclude)


def _players(start: GameState, final: GameState) -> tuple[PlayerRow, ...]:
    """Return every player: those seated at the start in order, then those who joined later."""
    at_start = {seat.id for seat in start.seats}
    seats = list(start.seats) + [seat for seat in final.seats if seat.id not in at_start]
    rows = []
    for number, seat in enumerate(seats, 1):
        end = next((s for s in final.seats if s.id == seat.id), None)
        death = next((d for d in reversed(final.deaths) if d.seat == seat.id), None) if end and not end.alive else None
        rows.append(PlayerRow(number, (end or seat).name, seat if seat.id in at_start else None, end, death))
    return tuple(rows)
