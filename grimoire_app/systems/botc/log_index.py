"""NightIndex: what the night rules look up in a game's log, kept current as events are recorded and undone.

Reading tonight's sheet used to scan the whole log on every read (tonight/view.py indexed it from scratch,
`tonight_happenings` and `read_plan` walked every happening): O(e) per recorded event, so a long game got
slower to play as it went on (issue 20). A Game now keeps one NightIndex, made the first time it is asked
(`night_index(game)`: one pass over the log), then told of each event kept and each cut (undo, a branch, a
dry run) by the log itself (EventLog followers): O(1) per event, and reverting a cut event undoes exactly
what it changed. It answers for the whole log (the game's state now), never for a prefix: a past night is
still read by a scan (tonight/view.py).

It holds, as tonight/view.py's scan found them:
- `starts`: the index of the last event that began each phase, `first_starts` of the first;
- `placed_at`: the index at which each reminder was last placed; `gained_at`: at which each seat last got a
  character (-1 when dealt in setup);
- `choices` and `shown`: every night choice and info shown, with its index and the phase it was recorded in;
  `choices_by` and `shown_by` the same by step, `choices_at` by phase;
- `deaths_at`: by phase, where each death of that phase is in `state.deaths`;
- `memo`: answers read from the whole log as it is now, kept until the next change (tonight's sheet);
- `happened`: by phase, the events that are happenings (state.Happening: infos, choices, notes, public acts,
  the Storyteller's skips and moves), oldest first, as `game.state.log` holds them.
"""

from __future__ import annotations

from typing import Any

from grimoire_app.systems.botc.events import (
    CharacterAssigned,
    Event,
    InfoShown,
    NightChoice,
    NightStepChanged,
    NoteWritten,
    Phase,
    PhaseAdvanced,
    PlayerDied,
    PublicAct,
    ReminderPlaced,
    SETUP,
)
from grimoire_app.systems.botc.game import Game

HappeningEvent = InfoShown | NightChoice | NoteWritten | PublicAct | NightStepChanged
HAPPENINGS = (InfoShown, NightChoice, NoteWritten, PublicAct, NightStepChanged)
"""The events state.apply adds to the happenings log (state.Happening), with the phase they were recorded in."""

_MISSING = object()


class NightIndex:
    """The night rules' lookups over a game's whole log; `add` one event, `cut` back to a length."""

    def __init__(self) -> None:
        self.length = 0
        self.phase: Phase = SETUP
        self.starts: dict[Phase, int] = {}
        self.first_starts: dict[Phase, int] = {}
        self.placed_at: dict[str, int] = {}
        self.gained_at: dict[str, int] = {}
        self.choices: list[tuple[int, Phase, NightChoice]] = []
        self.shown: list[tuple[int, Phase, InfoShown]] = []
        self.choices_by: dict[str, list[tuple[int, Phase, NightChoice]]] = {}
        """`choices` by the step (character) they were made at."""
        self.choices_at: dict[Phase, list[tuple[int, Phase, NightChoice]]] = {}
        """`choices` by the phase they were recorded in."""
        self.shown_by: dict[str | None, list[tuple[int, Phase, InfoShown]]] = {}
        """`shown` by the step they were shown at (None: outside the sheet)."""
        self.happened: dict[Phase, list[HappeningEvent]] = {}
        self._undo: list[tuple[Any, ...]] = []
        """Per event kept, what it changed: reverted newest first by `cut`."""
        self.deaths_at: dict[Phase, list[int]] = {}
        """By phase, the place of each death in `state.deaths` (a PlayerDied adds one death, in order)."""
        self.dead = 0
        """How many deaths the log holds (len(state.deaths))."""
        self.memo: dict[Any, Any] = {}
        """Answers read from the log as it is now (tonight's sheet: tonight/sheet.py), dropped at every change."""

    def add(self, event: Event) -> None:
        """Take one more event (the log's next one) into the index. Complexity is O(1)."""
        index, phase = self.length, self.phase
        self.memo.clear()
        undo: tuple[Any, ...] = ()
        if isinstance(event, PhaseAdvanced):
            first = event.to not in self.first_starts
            undo = ("phase", phase, event.to, self.starts.get(event.to, _MISSING), first)
            self.phase = event.to
            self.starts[event.to] = index
            if first:
                self.first_starts[event.to] = index
        elif isinstance(event, ReminderPlaced):
            undo = ("placed", event.reminder, self.placed_at.get(event.reminder, _MISSING))
            self.placed_at[event.reminder] = index
        elif isinstance(event, CharacterAssigned):
            undo = ("gained", event.seat, self.gained_at.get(event.seat, _MISSING))
            self.gained_at[event.seat] = index if phase.kind != "setup" else -1
        elif isinstance(event, PlayerDied):
            undo = ("died", phase)
            self.deaths_at.setdefault(phase, []).append(self.dead)
            self.dead += 1
        if isinstance(event, HAPPENINGS):
            self.happened.setdefault(phase, []).append(event)
            if isinstance(event, NightChoice):
                self.choices.append((index, phase, event))
                self.choices_by.setdefault(event.character, []).append((index, phase, event))
                self.choices_at.setdefault(phase, []).append((index, phase, event))
            elif isinstance(event, InfoShown):
                self.shown.append((index, phase, event))
                self.shown_by.setdefault(event.step, []).append((index, phase, event))
            undo = ("happened", phase, event)
        self._undo.append(undo)
        self.length += 1

    def cut(self, length: int) -> None:
        """Forget the events after the first `length`, undoing what each changed (newest first)."""
        if self.length > length:
            self.memo.clear()
        while self.length > length:
            self.length -= 1
            undo = self._undo.pop()
            if not undo:
                continue
            kind = undo[0]
            if kind == "phase":
                _, before, to, start, first = undo
                self.phase = before
                _restore(self.starts, to, start)
                if first:
                    del self.first_starts[to]
            elif kind == "placed":
                _restore(self.placed_at, undo[1], undo[2])
            elif kind == "gained":
                _restore(self.gained_at, undo[1], undo[2])
            elif kind == "died":
                _pop(self.deaths_at, undo[1])
                self.dead -= 1
            else:
                _, phase, event = undo
                happened = self.happened[phase]
                happened.pop()
                if not happened:
                    del self.happened[phase]
                if isinstance(event, NightChoice):
                    self.choices.pop()
                    _pop(self.choices_by, event.character)
                    _pop(self.choices_at, phase)
                elif isinstance(event, InfoShown):
                    self.shown.pop()
                    _pop(self.shown_by, event.step)


def _pop(found: dict[Any, list[Any]], key: Any) -> None:
    found[key].pop()
    if not found[key]:
        del found[key]


def _restore(found: dict[Any, Any], key: Any, before: Any) -> None:
    if before is _MISSING:
        del found[key]
    else:
        found[key] = before


def night_index(game: Game) -> NightIndex:
    """Return the game's NightIndex, made on first use from its log and kept current by the log after that."""
    made = getattr(game, "_night_index", None)
    if isinstance(made, NightIndex):
        return made
    index = NightIndex()
    for event in game.events:
        index.add(event)
    game.follow(index)
    setattr(game, "_night_index", index)  # noqa: B010
    return index
