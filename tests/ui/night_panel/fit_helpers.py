"""Issue 19 point 3: stand the main window on every running step of a demo game's nights and measure the primary actions.

`night_starts(game)` cuts a played demo game at the start of each night; `primary_outside(window)` names
the visible answer, card and accept-death buttons of the step in view that are not wholly inside the
night detail pane's visible area (and the window), as the Storyteller sees it without scrolling.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QPushButton

from grimoire_app.systems.botc.events import Event, InfoShown, NightChoice, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import step_of
from grimoire_app.ui.main_window import MainWindow

PRIMARY = ("night-answer", "night-card", "night-death-accept", "night-record")
"""The object names of a step's primary actions (the answers, the cards, accepting a death, recording a choice)."""


def night_starts(game: Game, nights: int) -> Iterator[tuple[int, tuple[Event, ...], tuple[Event, ...]]]:
    """Yield (night, the events up to and including that night's PhaseAdvanced, the night's own events up to
    the PhaseAdvanced that ends it) for nights 1…n reached."""
    events = game.events
    for at, event in enumerate(events):
        if isinstance(event, PhaseAdvanced) and event.to.kind == "night" and event.to.number <= nights:
            end = next((i for i in range(at + 1, len(events)) if isinstance(events[i], PhaseAdvanced)), len(events))
            yield event.to.number, tuple(events[: at + 1]), tuple(events[at + 1:end])


def walk_night(window: MainWindow, night: tuple[Event, ...]) -> Iterator[str]:
    """Stand the window at every running step, then replay the night's events one by one, standing at each
    recorded event's step before it is recorded, and at dawn at the end; yield "step: button" for each
    primary action outside the visible area."""
    panel = window.night
    for step in [step.id for step in panel.steps if step.wakes_tonight]:
        panel.go_to(step)
        yield from (f"{step}: {name}" for name in primary_outside(window))
    session = panel.session
    for event in night:
        at = step_of(event) if isinstance(event, (InfoShown, NightChoice)) else None
        if at is not None and any(step.id == at for step in panel.steps):
            panel.go_to(at)
            yield from (f"{at}: {name}" for name in primary_outside(window))
        session.record(event, override=True)
    if any(step.id == "dawn" for step in panel.steps):
        panel.go_to("dawn")
        yield from (f"dawn: {name}" for name in primary_outside(window))


def settle() -> None:
    """Let layouts and queued scrolls run."""
    for _ in range(3):
        QApplication.processEvents()


def found_text_shown(found: QPushButton) -> bool:
    """Whether a button draws some of its text (a fitting button squeezed to nothing draws none)."""
    return bool(QPushButton.text(found).strip(" …"))


def primary_outside(window: MainWindow) -> list[str]:
    """Return "name 'text'" for each visible primary button of the night step not wholly visible: every card and
    accept-death button, the first answer (the suggested one; a long list of legal answers scrolls on), and the
    choice's Record button while the step has no choice recorded and no answer is up."""
    settle()
    detail = window.night.detail
    viewport = detail.viewport()
    seen = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size()).intersected(window.rect())
    outside = []
    answers = any(found.isVisible() for found in window.night.findChildren(QPushButton, "night-answer"))
    step = window.night.step
    chosen = step is not None and bool(step.done)
    for name in PRIMARY:
        if name == "night-record" and (answers or chosen):
            continue  # the choice is recorded or its answers are up: answering, cards and deaths are the primary actions now
        shown = [found for found in window.night.findChildren(QPushButton, name) if found.isVisible()]
        shown.sort(key=lambda found: found.mapTo(window, QPoint(0, 0)).y())
        for found in shown[:1] if name == "night-answer" else shown:
            rect = QRect(found.mapTo(window, QPoint(0, 0)), found.size())
            if not seen.contains(rect) or (found.text() and not found_text_shown(found)):
                outside.append(f"{name} {found.text()!r}")
    return outside
