"""DayTimers: the BotC day's discussion timer and nomination timer, in the day panel (issue 19).

UI only: the timers change no game state and record nothing (no event, nothing in the save file, no
undo step); they only read the session to know the day, the players alive and the nominations.
Their logic is in timer_clock.py (Qt-free): default lengths by players alive from
resources/botc/timers.json, and the Countdown value. Each timer shows a clear countdown with
start/pause, −30 s / +30 s and reset buttons; the Storyteller's ± changes are remembered as an offset
from the default (ui/settings.py), so the next day starts from the default for the players then
alive plus that offset. At zero a timer turns red and flashes softly (no sound) and never stops
anything. A new day (or another game, or the game's end) resets both timers; a new nomination resets the nomination
timer and starts it. While a timer runs (or flashes at zero) the public window shows it
(`PublicTownSquare.set_timer`). Keys: Ctrl+T and Ctrl+Shift+T (main window's action table, listed in
the help window). Seams: `clock` (an attribute: tests set a fake clock and call `tick`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGridLayout, QGroupBox, QPushButton, QSizePolicy, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.settings import remember_timer_offset, remembered_timer_offset
from grimoire_app.ui.timer_clock import TIMER_KEYS, TIMER_KINDS, Countdown, TimerKind, clock_text, timer_length, timer_table
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.paint import draw_fitted
from grimoire_app.ui.town_square.style import named

if TYPE_CHECKING:
    from grimoire_app.ui.public_window import PublicTownSquare

TICK_MS = 250
FLASH_SECONDS = 6.0
"""How long a timer that reached zero flashes (then it stays red, still, until reset or started again)."""
ALERT_COLOUR = "#d23c32"
CLOCK_STYLE = "font-size: 20px; font-weight: bold; font-family: monospace;"
"""Large enough to read at a glance, small enough that both rows stay thin (the day panel fits 1280×720: issue 19)."""
ROW_HEIGHT = 26
"""Each timer row's buttons are this tall (the clock too), so the box takes two thin lines under its title."""
KEYS = TIMER_KEYS
"""The timers' keys (timer_clock.TIMER_KEYS)."""


@dataclass(frozen=True)
class TimerFace:
    """What the public window shows of a running timer: its name, the time left, whether it is at zero."""

    label: str
    clock: str
    alert: bool


def paint_public_timer(painter: QPainter, face: TimerFace | None, width: float, height: float) -> None:
    """Paint a running timer in the public window's top-right corner (large: read from across the table)."""
    if face is None:
        return
    row = max(18.0, height * 0.05)
    box_w = max(width * 0.2, row * 5)
    left = width - box_w - row * 0.5
    draw_fitted(painter, QRectF(left, row * 0.4, box_w, row), face.label, row * 0.7, style.MUTED_INK, bold=True)
    colour = ALERT_COLOUR if face.alert else style.INK
    draw_fitted(painter, QRectF(left, row * 1.4, box_w, row * 2.2), face.clock, row * 1.9, colour, bold=True, shadow=True)


def public_timer_texts(face: TimerFace | None) -> list[str]:
    """Return the strings the public window draws for a timer (its visible_texts)."""
    return [] if face is None else [face.label, face.clock]


class TimerRow(QWidget):
    """One timer's row: its name, the countdown, start/pause, −30 s, +30 s and reset."""

    def __init__(self, kind: TimerKind) -> None:
        super().__init__()
        self.kind = kind
        self.title = named(plain_label(), f"day-timer-{kind}-title")
        self.display = named(plain_label(), f"day-timer-{kind}-clock")
        self.display.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.toggle = named(QPushButton(), f"day-timer-{kind}-toggle")
        self.minus = named(QPushButton(), f"day-timer-{kind}-minus")
        self.plus = named(QPushButton(), f"day-timer-{kind}-plus")
        self.reset = named(QPushButton(), f"day-timer-{kind}-reset")
        self.display.setFixedHeight(ROW_HEIGHT)
        for button, width in ((self.toggle, 84), (self.minus, 62), (self.plus, 62), (self.reset, 34)):
            button.setFixedSize(width, ROW_HEIGHT)  # the row fits the side column at 1280 px (no horizontal scrolling)


class DayTimers(QGroupBox):
    """The day's two advisory timers; `set_language` switches ko/en; `toggle(kind)` is what the keys do."""

    def __init__(self, session: GameSession, public: Callable[[], PublicTownSquare | None], lang: Lang = "ko") -> None:
        super().__init__()
        self.setObjectName("day-timers")
        self.session, self.lang = session, lang
        self.public = public
        """Returns the public window now open, if any (it shows a running timer)."""
        self.clock: Callable[[], float] = time.monotonic
        self.table = timer_table()
        self.offsets = {kind: remembered_timer_offset(kind) for kind in TIMER_KINDS}
        self.countdowns = {kind: Countdown.of(timer_length(kind, self._alive(), self.offsets[kind], self.table)) for kind in TIMER_KINDS}
        self.flash_until: dict[TimerKind, float] = {}
        self.rows = {kind: TimerRow(kind) for kind in TIMER_KINDS}
        self._seen = self._key()
        self.timer = QTimer(self, interval=TICK_MS)
        self.timer.timeout.connect(self.tick)
        self._build()
        session.changed.connect(self._session_changed)
        self.retranslate()

    def _build(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 2, 6, 4)
        grid.setVerticalSpacing(2)
        grid.setHorizontalSpacing(4)
        for line, (kind, row) in enumerate(self.rows.items()):
            row.toggle.clicked.connect(lambda _c=False, k=kind: self.toggle(k))
            row.minus.clicked.connect(lambda _c=False, k=kind: self.adjust(k, -1))
            row.plus.clicked.connect(lambda _c=False, k=kind: self.adjust(k, 1))
            row.reset.clicked.connect(lambda _c=False, k=kind: self.reset(k))
            for column, widget in enumerate((row.title, row.display, row.toggle, row.minus, row.plus, row.reset)):
                grid.addWidget(widget, line, column)
        grid.setColumnStretch(0, 1)

    # -- reading the game -----------------------------------------------------------------------------

    def _alive(self) -> int:
        return self.session.state.alive_count

    def _key(self) -> tuple[Game | None, object, bool, int, int]:
        """The game, the phase, whether the game goes on, today's nominations so far and how many of them were voted
        on: a change of the first three is a new day (or the day's end: the game is over)."""
        state = self.session.state
        today = state.today()
        nominations = today.nominations if today is not None else ()
        voted = sum(1 for nomination in nominations if nomination.voters is not None)
        return self.session.game, state.phase, state.result is None, len(nominations), voted

    def is_day(self) -> bool:
        """Whether the timers may run: a game is open, it is a day, and the game goes on."""
        state = self.session.state
        return self.session.game is not None and state.today() is not None and state.result is None

    def _session_changed(self) -> None:
        key = self._key()
        before, self._seen = self._seen, key
        if key[:3] != before[:3]:
            for kind in TIMER_KINDS:
                self.reset(kind)
        elif key[3] > before[3]:
            self.reset("nomination")
            self.toggle("nomination")  # the accusation begins at once (docs/day-timer.md)
        elif key[4] > before[4]:
            self.reset("nomination")  # the vote is in: that nomination's time is over (docs/day-timer.md)
        self.refresh()

    # -- commands -------------------------------------------------------------------------------------

    def toggle(self, kind: TimerKind) -> None:
        """Start a timer, or pause it where it is (nothing outside a day)."""
        if not self.is_day():
            return
        now = self.clock()
        self.countdowns[kind] = self.countdowns[kind].toggle(now)
        self.flash_until.pop(kind, None)
        self.refresh()

    def adjust(self, kind: TimerKind, steps: int) -> None:
        """Add (or take off) steps of 30 s to a timer; the change is remembered as an offset from the default."""
        before = self.countdowns[kind]
        after = before.adjust(steps * self.table.step_seconds, self.clock(), self.table.min_seconds, self.table.max_seconds)
        self.countdowns[kind] = after
        self.offsets[kind] += int(after.length - before.length)
        remember_timer_offset(kind, self.offsets[kind])
        self.refresh()

    def reset(self, kind: TimerKind) -> None:
        """Stop a timer and set it to its length for the players alive now (default plus remembered offset)."""
        self.countdowns[kind] = Countdown.of(timer_length(kind, self._alive(), self.offsets[kind], self.table))
        self.flash_until.pop(kind, None)
        self.refresh()

    def tick(self) -> None:
        """Read the clock: stop a timer at zero and start its flash; redraw."""
        now = self.clock()
        for kind, countdown in self.countdowns.items():
            settled = countdown.settle(now)
            if settled is not countdown:
                self.countdowns[kind] = settled
                self.flash_until[kind] = now + FLASH_SECONDS
        self.refresh()

    # -- drawing --------------------------------------------------------------------------------------

    def alerting(self, kind: TimerKind) -> bool:
        """Whether a timer is at zero (drawn red)."""
        return self.countdowns[kind].mark(self.clock()) == "up"

    def flashing(self, kind: TimerKind) -> bool:
        """Whether a timer that reached zero is still in its flash."""
        return self.clock() < self.flash_until.get(kind, float("-inf"))

    def public_face(self) -> TimerFace | None:
        """The timer the public window shows: the nomination timer while it runs or flashes, else the discussion one."""
        now = self.clock()
        for kind in ("nomination", "discussion"):
            countdown = self.countdowns[kind]
            if countdown.running or self.flashing(kind):
                return TimerFace(tr(f"daytimer.{kind}", self.lang), clock_text(countdown.remaining(now)), self.alerting(kind))
        return None

    def refresh(self) -> None:
        """Redraw both rows and the public window's timer; keep the tick going only while needed (never writes back)."""
        now, day = self.clock(), self.is_day()
        for kind, row in self.rows.items():
            countdown = self.countdowns[kind]
            mark = countdown.mark(now)
            row.display.setText(clock_text(countdown.remaining(now)))
            blink = self.flashing(kind) and int(now * 2) % 2 == 0
            colour = ("color: white; background: " + ALERT_COLOUR) if blink else ("color: " + ALERT_COLOUR) if mark == "up" else ""
            sheet = f"{CLOCK_STYLE} {colour};"
            if row.display.styleSheet() != sheet:  # restyling only when it changes (a tick comes four times a second)
                row.display.setStyleSheet(sheet)
            row.display.setProperty("alert", mark == "up")
            row.toggle.setText(tr("daytimer.pause" if mark == "running" else "daytimer.start", self.lang))
            for button in (row.toggle, row.minus, row.plus, row.reset):
                button.setEnabled(day)
        busy = any(c.running for c in self.countdowns.values()) or any(self.flashing(k) for k in TIMER_KINDS)
        if busy and not self.timer.isActive():
            self.timer.start()
        elif not busy:
            self.timer.stop()
        public = self.public()
        if public is not None:
            public.set_timer(self.public_face())

    def retranslate(self) -> None:
        """Set the titles, button texts and tooltips in the current language."""
        lang, step = self.lang, self.table.step_seconds
        self.setTitle(tr("daytimer.title", lang))
        set_tip(self, tr("daytimer.tip", lang))
        for kind, row in self.rows.items():
            row.title.setText(tr(f"daytimer.{kind}", lang))
            set_tip(row.title, tr(f"daytimer.{kind}.tip", lang, keys=KEYS[kind]))
            row.minus.setText(tr("daytimer.minus", lang, seconds=step))
            row.plus.setText(tr("daytimer.plus", lang, seconds=step))
            row.reset.setText(tr("daytimer.reset", lang))
            set_tip(row.reset, tr("daytimer.reset.tip", lang))
            set_tip(row.toggle, tr("daytimer.toggle.tip", lang, keys=KEYS[kind]))
        self.refresh()

    def set_language(self, lang: Lang) -> None:
        """Show every label in another language."""
        self.lang = lang
        self.retranslate()
