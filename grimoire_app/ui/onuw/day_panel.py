"""DayPanel: the discussion timer and the simultaneous vote (ONUW §4.1, D9).

The timer is advisory (it changes no result): its length starts from the table's option and can
be changed here; it counts down visibly and can be started, paused and reset. The vote is entered
either on the square (click the voter, then the player they point at) or in the per-seat list;
each vote is a VoteCast event, a new vote replacing the old. Resolve counts the votes
(DayResolved); the model refuses it until every player has voted, which the moderator may
override.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw import DayResolved, OnuwEvent, OnuwState, VoteCast
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square.style import named

Recorder = Callable[[OnuwEvent], bool]
TICK_MS = 200
CLOCK_STYLE = "font-size: 64px; font-weight: bold; font-family: monospace;"


def clock_text(seconds: float) -> str:
    """Return a countdown as minutes and seconds, rounded up so it reads 0:00 only at the end.

    >>> clock_text(300), clock_text(59.2), clock_text(0)
    ('05:00', '01:00', '00:00')
    """
    whole = max(int(-(-seconds // 1)), 0)
    return f"{whole // 60:02d}:{whole % 60:02d}"


class DiscussionTimer(QWidget):
    """A visible countdown with its length, start/pause and reset; `clock` is a seam for tests."""

    def __init__(self, lang: Lang, seconds: int, clock: Callable[[], float] = time.monotonic, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang: Lang = lang
        self.clock = clock
        self.length = float(seconds)
        self.left = float(seconds)
        self.started: float | None = None
        self.display = named(plain_label(clock_text(seconds)), "onuw-day-clock")
        self.minutes = named(QSpinBox(minimum=0, maximum=60, value=seconds // 60), "onuw-day-minutes")
        self.seconds = named(QSpinBox(minimum=0, maximum=59, singleStep=15, value=seconds % 60), "onuw-day-seconds")
        self.start = named(QPushButton(), "onuw-day-start")
        self.reset = named(QPushButton(), "onuw-day-reset")
        self.status = named(plain_label(), "onuw-day-timer-status")
        self.timer = QTimer(self, interval=TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.start.clicked.connect(self.toggle)
        self.reset.clicked.connect(lambda: self.restart())
        self.minutes.valueChanged.connect(self._length_changed)
        self.seconds.valueChanged.connect(self._length_changed)
        row = QHBoxLayout()
        for widget in (self.minutes, plain_label(":"), self.seconds, self.start, self.reset):
            row.addWidget(widget)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.display)
        layout.addLayout(row)
        layout.addWidget(self.status)
        self.retranslate()

    @property
    def running(self) -> bool:
        """Whether the countdown is going."""
        return self.started is not None

    def remaining(self) -> float:
        """Return the seconds left now."""
        if self.started is None:
            return self.left
        return max(self.left - (self.clock() - self.started), 0.0)

    def toggle(self) -> None:
        """Start the countdown, or pause it where it is."""
        if self.started is None:
            if self.remaining() <= 0:
                self.left = self.length
            self.started = self.clock()
            self.timer.start()
        else:
            self.left, self.started = self.remaining(), None
            self.timer.stop()
        self.tick()

    def restart(self, seconds: int | None = None) -> None:
        """Stop and set the countdown back to its length (or to a new length)."""
        if seconds is not None:
            with QSignalBlocker(self.minutes), QSignalBlocker(self.seconds):
                self.minutes.setValue(seconds // 60)
                self.seconds.setValue(seconds % 60)
            self.length = float(seconds)
        self.timer.stop()
        self.started, self.left = None, self.length
        self.tick()

    def tick(self) -> None:
        """Show the time left; stop at zero and say so."""
        left = self.remaining()
        if self.started is not None and left <= 0:
            self.timer.stop()
            self.started, self.left = None, 0.0
        self.display.setText(clock_text(left))
        self.display.setStyleSheet(CLOCK_STYLE + (" color: #d23c32;" if left <= 0 else ""))
        self.status.setText(tr("onuw.day.time_up", self.lang) if left <= 0 else "")
        self.start.setText(tr("onuw.day.pause" if self.running else "onuw.day.start", self.lang))

    def retranslate(self) -> None:
        """Set the button texts in the current language."""
        self.reset.setText(tr("onuw.day.reset", self.lang))
        self.tick()

    def _length_changed(self) -> None:
        self.length = float(self.minutes.value() * 60 + self.seconds.value())
        if not self.running:
            self.left = self.length
            self.tick()


class DayPanel(QWidget):
    """The timer, one vote list per seat, the tally, and Resolve."""

    marks_changed = Signal()
    """The voter chosen by a first click changed (the square redraws)."""

    def __init__(self, record: Recorder, lang: Lang, clock: Callable[[], float] = time.monotonic, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("onuw-day-panel")
        self._record = record
        self.lang: Lang = lang
        self.state = OnuwState()
        self.live = True
        self.voter: str | None = None
        self.title = named(plain_label(), "onuw-day-title")
        self.title.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.timer = DiscussionTimer(lang, 300, clock)
        self.votes_group = QGroupBox()
        self.votes_form = QFormLayout(self.votes_group)
        self.how = plain_label(wordWrap=True)
        self.combos: dict[str, QComboBox] = {}
        self.tally = named(plain_label(wordWrap=True), "onuw-day-tally")
        self.tally.setStyleSheet("font-size: 16px;")
        self.message = named(plain_label(wordWrap=True), "onuw-day-message")
        self.message.setStyleSheet("color: #d23c32;")
        self.resolve = named(QPushButton(), "onuw-day-resolve")
        self.resolve.setStyleSheet("font-size: 16px; padding: 8px;")
        self.resolve.clicked.connect(lambda: self._record(DayResolved()))
        layout = QVBoxLayout(self)
        for widget in (self.title, self.timer, self.how, self.votes_group, self.tally, self.message, self.resolve):
            layout.addWidget(widget)
        layout.addStretch(1)

    def show_state(self, state: OnuwState, live: bool = True) -> None:
        """Show a state's votes; `live` False shows them without inputs (review)."""
        if state.players != self.state.players:
            self._build_combos(state.players)
        if state.options != self.state.options or state.players != self.state.players:
            self.timer.restart(state.options.discussion_seconds)
        self.state, self.live = state, live
        if self.voter not in state.players:
            self.voter = None
        self.refresh()

    def set_language(self, lang: Lang) -> None:
        """Show everything in another language."""
        self.lang = self.timer.lang = lang
        self.timer.retranslate()
        self.refresh()

    def _build_combos(self, players: tuple[str, ...]) -> None:
        while self.votes_form.rowCount():
            self.votes_form.removeRow(0)
        self.combos = {}
        for voter in players:
            combo = named(QComboBox(), f"onuw-vote-{voter}")
            combo.addItem("—", "")
            for target in players:
                if target != voter:
                    combo.addItem(target, target)
            combo.activated.connect(lambda _index, v=voter: self._combo_chosen(v))
            self.combos[voter] = combo
            self.votes_form.addRow(f"{voter} →", combo)

    def refresh(self) -> None:
        """Redraw the texts, the vote lists and the tally from the state."""
        lang, state = self.lang, self.state
        self.title.setText(tr("onuw.day.title", lang))
        self.votes_group.setTitle(tr("onuw.day.votes", lang))
        chosen = tr("onuw.day.voter", lang, player=self.voter) if self.voter else ""
        self.how.setText(tr("onuw.day.how", lang) + (f"\n{chosen}" if chosen else ""))
        for voter, combo in self.combos.items():
            with QSignalBlocker(combo):
                combo.setCurrentIndex(max(combo.findData(state.votes.get(voter, "")), 0))
            combo.setEnabled(self.live and state.phase == "day")
        counts = Counter(state.votes.values())
        tally = ", ".join(f"{p} {counts[p]}" for p in state.players if counts[p]) or "—"
        missing = [p for p in state.players if p not in state.votes]
        lines = [tr("onuw.day.tally", lang, tally=tally)]
        if missing:
            lines.append(tr("onuw.day.missing", lang, players=", ".join(missing)))
        self.tally.setText("\n".join(lines))
        self.resolve.setText(tr("onuw.day.resolve", lang))
        self.resolve.setEnabled(self.live and state.phase == "day")

    def click(self, position: str) -> None:
        """Vote on the square: the first click chooses the voter, the second whom they point at."""
        if not self.live or self.state.phase != "day" or position not in self.state.players:
            return
        if self.voter is None or self.voter == position:
            self.voter = None if self.voter == position else position
        else:
            voter, self.voter = self.voter, None
            self._vote(voter, position)
        self.refresh()
        self.marks_changed.emit()

    def _combo_chosen(self, voter: str) -> None:
        target = self.combos[voter].currentData()
        if target:
            self._vote(voter, target)
        else:
            self.refresh()

    def _vote(self, voter: str, target: str) -> None:
        self.message.clear()
        if not self._record(VoteCast(voter=voter, target=target)):
            self.refresh()

    def show_message(self, text: str) -> None:
        """Show why something was not recorded."""
        self.message.setText(text)
