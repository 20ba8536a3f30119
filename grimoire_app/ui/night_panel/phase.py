"""Next phase: dusk → night, night → dawn → day, as one checklist the Storyteller confirms.

`advance_phase(parent, session, lang)` shows `checklist(game, advance_events(game), lang)` with a
box per line (the PhaseAdvanced line is always recorded, its box locked), records the ticked
events as one change (`record_many`: one journal batch, so one Undo takes the whole phase change
back), and at dawn shows the dawn report for the Storyteller to announce. The main window binds
it to its "next phase" action; `ask`, `tell` and `record` are seams for tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import Event, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import (
    advance_events,
    checklist,
    dawn_report,
    proposed_deaths,
    unrun_steps,
)
from grimoire_app.systems.botc.tonight.labels import names
from grimoire_app.ui.night_panel.recording import RecordMany
from grimoire_app.ui.night_panel.words import step_title
from grimoire_app.ui.night_panel.style import ANNOUNCE_STYLE, NOTE_STYLE, TITLE_STYLE, WARNING_STYLE
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.commands import SquareCommands
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.screen_fit import fit_window


@dataclass(frozen=True)
class PhaseChecklist:
    """What the checklist dialog shows: a title, one line per event, which are locked, and warnings."""

    title: str
    lines: tuple[str, ...]
    locked: tuple[bool, ...]
    """Lines always recorded (the phase change itself)."""
    warnings: tuple[str, ...] = ()


Ask = Callable[[PhaseChecklist], list[bool] | None]
"""Show the checklist; return which lines are ticked, or None when the Storyteller cancels."""
Tell = Callable[[str, list[str], list[str]], None]
"""Show the dawn report: a title, the lines to read out, and the lines for the Storyteller's eyes only."""


def phase_checklist(game: Game, lang: Lang) -> tuple[PhaseChecklist, list[Event]]:
    """Return the checklist for "next phase" now, with the events its lines stand for."""
    events = advance_events(game)
    lines = checklist(game, events, lang)
    locked = tuple(isinstance(event, PhaseAdvanced) for event in events)
    target = next(event.to for event in events if isinstance(event, PhaseAdvanced))
    title = tr("nightpanel.phase.title", lang, phase=tr(f"phase.{target.kind}", lang, number=target.number))
    pending = [p for p in proposed_deaths(game) if p.dies and p.seat is not None]
    warnings: tuple[str, ...] = ()
    if pending:
        warnings += (tr("nightpanel.phase.pending", lang, players=names(game.state, [p.seat for p in pending if p.seat])),)
    unrun = unrun_steps(game)
    if unrun:  # issue 19 point 4: a step not run does not pass in silence
        steps = ", ".join(step_title(game, step, lang) for step in unrun)
        warnings += (tr("nightpanel.phase.unrun", lang, steps=steps),)
    return PhaseChecklist(title, tuple(lines), locked, warnings), events


def advance_phase(
    parent: QWidget | None,
    session: GameSession,
    lang: Lang,
    ask: Ask | None = None,
    tell: Tell | None = None,
    record_many: RecordMany | None = None,
) -> list[Event]:
    """Ask which of the next phase's events to record, record them as one change, and at dawn show the report.

    `record_many` records the ticked events as one undo step, offering the override (default: a
    new SquareCommands' on the session). Returns the events recorded (empty when cancelled,
    refused or no game is open).
    """
    game = session.game
    if game is None:
        return []
    shown, events = phase_checklist(game, lang)
    ticked = (ask or (lambda request: ask_checklist(parent, request, lang)))(shown)
    if ticked is None:
        return []
    chosen = [event for event, keep, locked in zip(events, ticked, shown.locked, strict=True) if keep or locked]
    recorded = (record_many or SquareCommands(session, lang, parent).record_many)(chosen) or []
    if any(isinstance(event, PhaseAdvanced) and event.to.kind == "day" for event in recorded):
        report = dawn_report(game)
        told: Tell = tell or (lambda title, said, private: tell_lines(parent, title, said, private, lang))
        told(tr("nightpanel.dawn.title", lang, night=report.night), report.announce(lang), report.lines(lang))
    return recorded


class ChecklistDialog(QDialog):
    """The phase-change checklist: a box per event, the phase change locked on."""

    def __init__(self, request: PhaseChecklist, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("night-phase-checklist")
        self.setWindowTitle(request.title)
        self.request = request
        title = plain_label(request.title)
        title.setStyleSheet(TITLE_STYLE)
        warning = named(plain_label("\n".join(request.warnings), wordWrap=True), "night-phase-warnings")
        warning.setStyleSheet(WARNING_STYLE)
        warning.setVisible(bool(request.warnings))
        self.items = named(QListWidget(), "night-phase-lines")
        for line, locked in zip(request.lines, request.locked, strict=True):
            item = QListWidgetItem(line)
            flags = Qt.ItemFlag.ItemIsEnabled if locked else Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
            item.setFlags(flags)
            item.setCheckState(Qt.CheckState.Checked)
            self.items.addItem(item)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("nightpanel.phase.record", lang))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (title, warning, self.items, buttons):
            layout.addWidget(widget)
        fit_window(self, (520, 360))

    def ticked(self) -> list[bool]:
        """Return which lines are ticked, in order."""
        return [self.items.item(row).checkState() == Qt.CheckState.Checked for row in range(self.items.count())]


def ask_checklist(parent: QWidget | None, request: PhaseChecklist, lang: Lang) -> list[bool] | None:
    """Run the checklist dialog; return the ticks, or None when cancelled."""
    dialog = ChecklistDialog(request, lang, parent)
    return dialog.ticked() if dialog.exec() == QDialog.DialogCode.Accepted else None


class AnnounceDialog(QDialog):
    """The dawn report: large lines to read out, then the causes for the Storyteller's eyes only.

    Closed with Enter or Esc.
    """

    def __init__(self, title: str, said: list[str], private: list[str], lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("night-announce")
        self.setWindowTitle(title)
        heading = plain_label(title)
        heading.setStyleSheet(TITLE_STYLE)
        body = named(plain_label("\n".join(said), wordWrap=True), "night-announce-lines")
        body.setStyleSheet(ANNOUNCE_STYLE)
        private_title = plain_label(tr("nightpanel.dawn.storyteller_only", lang))
        private_title.setStyleSheet(WARNING_STYLE)
        private_body = named(plain_label("\n".join(private), wordWrap=True), "night-announce-private")
        private_body.setStyleSheet(NOTE_STYLE)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        lines = QWidget()
        inner = QVBoxLayout(lines)
        for label in (body, private_title, private_body):
            inner.addWidget(label)
        inner.addStretch(1)
        scroll = named(QScrollArea(), "night-announce-scroll")  # a long dawn still fits the screen, OK in view
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(lines)
        layout = QVBoxLayout(self)
        for part in (heading, scroll, buttons):
            layout.addWidget(part)
        fit_window(self, (560, 340 if len(said) + len(private) < 8 else 900))


def tell_lines(parent: QWidget | None, title: str, said: list[str], private: list[str], lang: Lang) -> None:
    """Show the dawn report in a dialog: what to read out, and apart from it what is for the Storyteller."""
    AnnounceDialog(title, said, private, lang, parent).exec()
