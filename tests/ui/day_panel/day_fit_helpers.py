"""Issue 19 layout rule for the day panel: walk a demo game's days in the main window and measure the primary controls.

`walk_days(window, game)` stands the window (opened at the start of day 1) at each moment of each day that has
a primary action, replaying the demo's own events between them: the start of the day (the seat buttons to
nominate with and the instruction), a nomination made by clicks with its trigger questions (the prompt's buttons),
the vote it opens (the voters' seat buttons, the clock hand row, the count line, Record and Cancel, before and after
hands go up), and after each vote (the execute button and today's latest line). Each moment yields the primary
controls not wholly inside the day panel's visible scroll area (`controls_outside`), as the Storyteller sees them
without scrolling. What the walk clicks is undone before the demo's own events go on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QLabel, QWidget

from grimoire_app.systems.botc.events import Nominated, PhaseAdvanced, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.day_panel import DayPanel
from grimoire_app.ui.day_panel.modes import Nominating, Voting
from grimoire_app.ui.main_window import MainWindow


def settle() -> None:
    """Let layouts and queued scrolls run."""
    for _ in range(3):
        QApplication.processEvents()


def day_starts(game: Game) -> list[int]:
    """Return the event counts at which each day begins (just after its PhaseAdvanced)."""
    return [at + 1 for at, event in enumerate(game.events) if isinstance(event, PhaseAdvanced) and event.to.kind == "day"]


def visible_area(panel: DayPanel, window: QWidget) -> QRect:
    """The part of the window where the panel's scroll area shows its content (the viewport, clipped to the window)."""
    viewport = panel.scroll_area.viewport()
    return QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size()).intersected(window.rect())


def _text_cut(widget: QWidget) -> bool:
    """Whether a button is too narrow for its one-line text (a seat's name must read in full)."""
    if not isinstance(widget, QAbstractButton) or not widget.text() or "\n" in widget.text():
        return False
    return widget.fontMetrics().horizontalAdvance(widget.text()) + 6 > widget.width()


def clipped(widget: QWidget, window: QWidget, rect: QRect) -> QRect:
    """Return the part of a rect (window coordinates) that an inner scroll area holding the widget shows (today's list)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is parent:
            rect = rect.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = area
    return rect


def controls_outside(window: MainWindow, controls: list[tuple[str, QWidget | None]]) -> list[str]:
    """Return "name 'text'" for each control that is hidden, not wholly inside the panel's visible area (the panel
    not scrolled: what shows before anyone or anything scrolls), or a button whose text does not fit it."""
    settle()
    seen = visible_area(window.day, window)
    scrolled = window.day.scroll_area.verticalScrollBar().value()
    outside = [f"the panel scrolled down {scrolled} px"] if scrolled else []
    for label, widget in controls:
        if widget is None or not widget.isVisible():
            outside.append(f"{label} hidden")
            continue
        whole = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        text = widget.text() if isinstance(widget, (QAbstractButton, QLabel)) else ""
        if not seen.contains(whole):
            outside.append(f"{label} {text!r} at {whole.getRect()} outside {seen.getRect()}")
        elif clipped(widget, window, whole) != whole:
            outside.append(f"{label} {text!r} at {whole.getRect()} cut by its list to {clipped(widget, window, whole).getRect()}")
        elif _text_cut(widget):
            outside.append(f"{label} {text!r} cut to {widget.width()} px")
    return outside


def seat_controls(panel: DayPanel) -> list[tuple[str, QWidget | None]]:
    return [(f"seat {seat}", button) for seat, button in panel.seats.buttons.items()]


def start_controls(panel: DayPanel) -> list[tuple[str, QWidget | None]]:
    """Nominating: the instruction and every seat button."""
    return [("instruction", panel.instruction), *seat_controls(panel)]


def prompt_controls(panel: DayPanel) -> list[tuple[str, QWidget | None]]:
    """A question: its title and its answer buttons shown (yes, no, later) and the players it offers."""
    box = panel.prompt_box
    shown = [("prompt title", box.title), ("prompt yes", box.yes)]
    shown += [(name, button) for name, button in (("prompt no", box.no), ("prompt later", box.later)) if not button.isHidden()]
    return shown + [(f"prompt option {b.objectName()}", b) for b in box.group.buttons()]


def vote_controls(panel: DayPanel) -> list[tuple[str, QWidget | None]]:
    """A vote: the voters' seat buttons, the clock hand line and its three buttons, the count line, Record and Cancel."""
    clock = [(f"clock {key}", button) for key, (button, _text) in panel.clock_buttons.items()]
    lines = [("hand line", panel.hand_line), ("count line", panel.status), ("record", panel.confirm), ("cancel", panel.cancel)]
    return [*seat_controls(panel), *clock, *lines]


def after_vote_controls(panel: DayPanel) -> list[tuple[str, QWidget | None]]:
    """After a vote: the execute button and today's latest nomination line."""
    rows = [w for w in panel.today.findChildren(QLabel) if w.objectName().startswith("day-row-") and not w.isHidden()]
    rows.sort(key=lambda w: w.mapTo(panel, QPoint(0, 0)).y())
    return [("execute", panel.end.execute), ("latest nomination", rows[-1] if rows else None)]


class DayWalk:
    """The walk of one demo game's days in one window; `seen` counts the moments measured by kind."""

    def __init__(self, window: MainWindow, game: Game) -> None:
        self.window, self.game = window, game
        self.panel = window.day
        self.seen: Counter[str] = Counter()

    @property
    def session_game(self) -> Game:
        game = self.window.session.game
        assert isinstance(game, Game)
        return game

    def measure(self, where: str, kind: str, controls: list[tuple[str, QWidget | None]]) -> Iterator[str]:
        self.seen[kind] += 1
        yield from (f"{where} {kind}: {line}" for line in controls_outside(self.window, controls))

    def replay_to(self, count: int) -> None:
        """Record the demo's events up to `count`, one by one (as the Storyteller did)."""
        session = self.window.session
        for event in self.game.events[len(self.session_game.events):count]:
            session.record(event, override=True)
        settle()

    def walk(self) -> Iterator[str]:
        """Measure every day of the game (the window stands at the start of day 1)."""
        starts = day_starts(self.game)
        for number, start in enumerate(starts, 1):
            self.replay_to(start)
            self.window.side_tabs.setCurrentWidget(self.panel)
            end = next((i for i in range(start, len(self.game.events)) if isinstance(self.game.events[i], PhaseAdvanced)), len(self.game.events))
            yield from self.walk_day(f"day {number}", start, end)

    def walk_day(self, where: str, start: int, end: int) -> Iterator[str]:
        yield from self.measure(where, "start", start_controls(self.panel))
        nominations = [i for i in range(start, end) if isinstance(self.game.events[i], Nominated)]
        if not nominations:
            legal = self.legal_nomination()
            if legal is not None:
                yield from self.nominate_and_vote(f"{where} (no nomination in the demo)", legal)
        for at in nominations:
            self.replay_to(at)
            if self.session_game.state.result is not None:
                return
            event = self.game.events[at]
            assert isinstance(event, Nominated)
            yield from self.nominate_and_vote(f"{where} nomination {event.nominator}→{event.nominee}", event)
            vote = next((i for i in range(at, end) if isinstance(self.game.events[i], VoteRecorded)), None)
            if vote is not None and not any(isinstance(self.game.events[i], Nominated) for i in range(at + 1, vote)):
                self.replay_to(vote + 1)
                if self.session_game.state.result is None:
                    yield from self.measure(f"{where} after the demo's vote on {event.nominee}", "after vote", after_vote_controls(self.panel))

    def legal_nomination(self) -> Nominated | None:
        state = self.session_game.state
        alive = [s.id for s in state.seats if s.alive]
        for nominator in alive:
            for nominee in (s.id for s in state.seats if s.id != nominator):
                event = Nominated(nominator=nominator, nominee=nominee)
                if not self.session_game.check(event):
                    return event
        return None

    def nominate_and_vote(self, where: str, event: Nominated) -> Iterator[str]:
        """Nominate by clicks, answer its questions (measured), measure the vote as hands go up, record it, measure
        after it; then undo all of it."""
        panel, mark = self.panel, len(self.session_game.events)
        panel.mode = Nominating()
        panel.refresh()
        panel.seat_clicked(event.nominator)
        panel.seat_clicked(event.nominee)
        yield from self.answer_prompts(where)
        if isinstance(panel.mode, Voting):
            yield from self.measure(where, "vote", vote_controls(panel))
            for _ in range(3):
                panel.hand_up_next()
                panel.move_hand(1)
            yield from self.measure(f"{where}, hands up", "vote", vote_controls(panel))
            panel.confirm.click()
            yield from self.answer_prompts(where)
            if self.session_game.state.result is None and self.session_game.state.today() is not None:
                yield from self.measure(f"{where}, recorded", "after vote", after_vote_controls(panel))
        while len(self.session_game.events) > mark:
            self.window.session.undo()
        panel.mode = Nominating()
        panel.refresh()

    def answer_prompts(self, where: str) -> Iterator[str]:
        """Measure each question shown and answer it (yes, with the first player offered picked when one must be)."""
        box = self.panel.prompt_box
        for _ in range(8):
            settle()
            if self.panel.prompt is None:
                return
            yield from self.measure(where, "prompt", prompt_controls(self.panel))
            options = box.group.buttons()
            if options and not box.yes.isEnabled():
                options[0].click()
            (box.yes if box.yes.isEnabled() else box.no).click()

