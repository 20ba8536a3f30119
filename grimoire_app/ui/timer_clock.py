"""The day timers' logic, without Qt: default lengths by players alive, and a countdown as a frozen value.

The Storyteller's day timers (ui/day_timer.py) are advisory: they change no game state and record
nothing. Their default lengths are data (resources/botc/timers.json, validated here: `timer_table`);
`default_seconds(kind, alive)` reads it. A `Countdown` is a frozen value: every operation takes the
clock reading `now` (seconds, any monotonic origin) and returns a new Countdown, so tests drive it
with plain numbers and no sleeping.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from grimoire_app import paths
from grimoire_app.model.characters import Frozen
from grimoire_app.model.jsonfile import load_data

from grimoire_app.ui.timer_keys import TIMER_KEYS as TIMER_KEYS
from grimoire_app.ui.timer_keys import TIMER_KINDS as TIMER_KINDS
from grimoire_app.ui.timer_keys import TimerKind as TimerKind

TimerMark = Literal["ready", "running", "paused", "up"]
"""Set and not started; counting down; stopped part-way; at zero (the soft alert)."""


class Bracket(Frozen):
    """From this many players alive (and up to the next bracket), the timer's default length."""

    alive_from: int = Field(ge=0)
    seconds: int = Field(gt=0)


class TimerTable(Frozen):
    """resources/botc/timers.json: the default lengths and the limits of the ±step buttons."""

    step_seconds: int = Field(gt=0)
    """What one − or + button takes off or adds."""
    min_seconds: int = Field(gt=0)
    max_seconds: int = Field(gt=0)
    discussion: tuple[Bracket, ...] = Field(min_length=1)
    nomination: tuple[Bracket, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> TimerTable:
        if self.min_seconds > self.max_seconds:
            raise ValueError(f"min_seconds {self.min_seconds} is more than max_seconds {self.max_seconds}")
        for kind in TIMER_KINDS:
            brackets = self.brackets(kind)
            starts = [bracket.alive_from for bracket in brackets]
            if starts[0] != 0 or starts != sorted(set(starts)):
                raise ValueError(f"{kind}: alive_from must start at 0 and rise, got {starts}")
            for bracket in brackets:
                if not self.min_seconds <= bracket.seconds <= self.max_seconds or bracket.seconds % self.step_seconds:
                    raise ValueError(f"{kind}: {bracket.seconds} s is not a multiple of {self.step_seconds} s within the limits")
        return self

    def brackets(self, kind: TimerKind) -> tuple[Bracket, ...]:
        """Return one timer's brackets, fewest players alive first."""
        return self.discussion if kind == "discussion" else self.nomination

    def clamp(self, seconds: float) -> float:
        """Return a length within the table's limits.

        >>> timer_table().clamp(5), timer_table().clamp(99999)
        (30, 1800)
        """
        return min(max(seconds, self.min_seconds), self.max_seconds)


def timers_file() -> Path:
    """Return the bundled timer table's path."""
    return paths.resources_dir() / "botc" / "timers.json"


@cache
def timer_table(path: Path | None = None) -> TimerTable:
    """Return the timer table (read and validated once).

    Raises:
        LibraryError: timers.json is missing, not JSON, or not of its schema (naming the file and the place).
    """
    table: TimerTable = load_data(path or timers_file(), TimerTable, comments=True)
    return table


def default_seconds(kind: TimerKind, alive: int, table: TimerTable | None = None) -> int:
    """Return a timer's default length for the number of players alive.

    >>> default_seconds("discussion", 12), default_seconds("discussion", 4), default_seconds("nomination", 7)
    (360, 120, 90)
    """
    chosen = table or timer_table()
    return next(b.seconds for b in reversed(chosen.brackets(kind)) if b.alive_from <= alive)


def timer_length(kind: TimerKind, alive: int, offset: int, table: TimerTable | None = None) -> int:
    """Return the length to use: the default for `alive` plus the Storyteller's remembered offset, within the limits.

    >>> timer_length("discussion", 12, 60), timer_length("nomination", 3, -600)
    (420, 30)
    """
    chosen = table or timer_table()
    return int(chosen.clamp(default_seconds(kind, alive, chosen) + offset))


def clock_text(seconds: float) -> str:
    """Return the time left as minutes and seconds, rounded up so it reads 0:00 only at the end.

    >>> clock_text(300), clock_text(59.2), clock_text(0), clock_text(-3)
    ('5:00', '1:00', '0:00', '0:00')
    """
    whole = max(int(-(-seconds // 1)), 0)
    return f"{whole // 60}:{whole % 60:02d}"


@dataclass(frozen=True)
class Countdown:
    """A countdown at some moment: its length, the seconds left when last stopped, and when it last started.

    >>> c = Countdown.of(90).start(now=10.0)
    >>> c.remaining(40.0), c.mark(40.0), c.pause(40.0).mark(99.0), c.mark(100.0)
    (60.0, 'running', 'paused', 'up')
    """

    length: float
    left: float
    started: float | None = None
    """The clock reading when the current run began (None: not counting down)."""

    @classmethod
    def of(cls, seconds: float) -> Countdown:
        """Return a countdown set to `seconds`, not started."""
        return cls(float(seconds), float(seconds))

    @property
    def running(self) -> bool:
        """Whether it is counting down (it may have reached zero since: see `mark`)."""
        return self.started is not None

    def remaining(self, now: float) -> float:
        """Return the seconds left at `now` (never below zero)."""
        if self.started is None:
            return self.left
        return max(self.left - (now - self.started), 0.0)

    def mark(self, now: float) -> TimerMark:
        """Return where it stands at `now`."""
        left = self.remaining(now)
        if left <= 0:
            return "up"
        if self.started is not None:
            return "running"
        return "ready" if left >= self.length else "paused"

    def start(self, now: float) -> Countdown:
        """Count down from where it stands (from its full length again once it reached zero)."""
        left = self.remaining(now)
        if self.started is not None and left > 0:
            return self
        return replace(self, left=left if left > 0 else self.length, started=now)

    def pause(self, now: float) -> Countdown:
        """Stop where it stands."""
        return replace(self, left=self.remaining(now), started=None)

    def toggle(self, now: float) -> Countdown:
        """Pause a running countdown (one at zero stops), or start a stopped one.

        >>> Countdown.of(60).toggle(0.0).toggle(20.0).remaining(99.0)
        40.0
        """
        return self.pause(now) if self.mark(now) == "running" else self.start(now)

    def settle(self, now: float) -> Countdown:
        """Return it stopped at zero once its time is up (a tick does this), else unchanged."""
        return replace(self, left=0.0, started=None) if self.started is not None and self.remaining(now) <= 0 else self

    def reset(self, seconds: float | None = None) -> Countdown:
        """Stop and set it back to its length (or to a new length)."""
        return Countdown.of(self.length if seconds is None else seconds)

    def adjust(self, delta: float, now: float, low: float = 1.0, high: float = float("inf")) -> Countdown:
        """Lengthen (or shorten) it by `delta` seconds: the length within [low, high], the time left by as much.

        >>> c = Countdown.of(120).start(0.0).adjust(30, now=50.0)
        >>> c.length, c.remaining(50.0), c.running
        (150.0, 100.0, True)
        >>> Countdown.of(60).adjust(-30, 0.0, low=30).adjust(-30, 0.0, low=30).length
        30.0
        """
        length = float(min(max(self.length + delta, low), high))
        left = max(self.remaining(now) + (length - self.length), 0.0)
        if self.started is None and self.left >= self.length:
            left = length  # a countdown not started yet stays full
        return Countdown(length, left, now if self.started is not None and left > 0 else None)
