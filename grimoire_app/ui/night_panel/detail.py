"""StepDetail: the step in view, large: its name, status, notes, impaired actors and how-to-run text.

The boxes for the cards, the information, the deaths and the choice sit below the name and status,
above the how-to-run text, so a step's primary actions show without scrolling on a 1366×768 laptop
(issue 19); the panel owns them and tells this widget only what to write. The how-to-run text is dark ink on
parchment at 19 px, readable at arm's length in a dim room; a script's markup reads as written out
(`:reminder:` as a token mark, `*TOKEN*` without its stars: ui/sheet_markup.py).
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import TonightStep
from grimoire_app.ui.night_panel.style import (
    HOW_TO_RUN_STYLE,
    IMPAIRED_STYLE,
    NOTE_STYLE,
    STATUS_STYLE,
    TITLE_STYLE,
)
from grimoire_app.ui.night_panel.widgets import wrapped
from grimoire_app.ui.sheet_markup import markup_plain
from grimoire_app.ui.night_panel.words import (
    actor_lines,
    impaired_lines,
    note_lines,
    status_line,
    step_title,
)


class StepDetail(QScrollArea):
    """A scrolling column: the step's name and status on top, then the boxes the panel adds (its primary actions
    first: at 1366×768 they show without scrolling, issue 19 point 3), then the how-to-run text."""

    def __init__(self, boxes: list[QWidget]) -> None:
        super().__init__()
        self.setObjectName("night-detail")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.title = wrapped("", TITLE_STYLE, "night-step-title")
        self.status = wrapped("", STATUS_STYLE, "night-step-status")
        self.notes = wrapped("", NOTE_STYLE, "night-step-notes")
        self.impaired = wrapped("", IMPAIRED_STYLE, "night-step-impaired")
        self.how_to_run = wrapped("", HOW_TO_RUN_STYLE, "night-how-to-run")
        self.recorded = wrapped("", STATUS_STYLE, "night-step-recorded")
        holder = QWidget()
        column = QVBoxLayout(holder)
        for widget in (self.title, self.status, self.notes, self.impaired, *boxes, self.how_to_run, self.recorded):
            column.addWidget(widget)
        column.addStretch(1)
        self.setWidget(holder)
        self._kept = 0
        self._pending: int | None = None
        """A scroll position waiting for the rebuilt layout (None: nothing waiting)."""
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self.verticalScrollBar().actionTriggered.connect(lambda _action: setattr(self, "_pending", None))  # the Storyteller scrolls

    def begin_redraw(self, same_step: bool) -> None:
        """Before the boxes are rebuilt: remember where the pane is scrolled to when the step stays (an answer,
        a choice, an accepted death), so the pane does not jump back to its top (issue 19); a new step starts at the top."""
        if not same_step:
            self._kept, self._pending = 0, None
        elif self._pending is None:
            self._kept = self.verticalScrollBar().value()
        # else: a redraw right after another keeps the position the first one is still restoring

    def end_redraw(self) -> None:
        """After the boxes are rebuilt: scroll back to where the pane was; the rebuilt layout first shrinks the
        scroll range, so the position is restored again when the range has grown back (`_range_changed`)."""
        self._pending = self._kept or None
        self.verticalScrollBar().setValue(self._kept)

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self._pending is None:
            return
        self.verticalScrollBar().setValue(min(self._pending, maximum))
        if maximum >= self._pending:
            self._pending = None

    def show_step(self, game: Game | None, step: TonightStep | None, lang: Lang, st_skipped: bool, recorded: list[str]) -> None:
        """Write the step's words (None: no game, or nothing tonight)."""
        if game is None or step is None:
            self.title.setText(tr("nightpanel.no_step", lang))
            for label in (self.status, self.notes, self.impaired, self.how_to_run, self.recorded):
                label.setVisible(False)
            return
        self.title.setText(step_title(game, step, lang))
        self.status.setText(status_line(game, step, lang, st_skipped))
        self._set(self.notes, note_lines(step, lang) + actor_lines(game, step, lang))  # jinxes are among the step's notes (steps_homebrew.py)
        self._set(self.impaired, impaired_lines(game, step, lang))
        text = step.how_to_run.get(lang) if step.how_to_run else tr("nightpanel.no_text", lang)
        self.how_to_run.setText(markup_plain(text))
        self._set(self.recorded, [tr("nightpanel.recorded", lang)] + recorded if recorded else [])
        self.status.setVisible(True)
        self.how_to_run.setVisible(True)

    @staticmethod
    def _set(label: QLabel, lines: list[str]) -> None:
        label.setText("\n".join(lines))
        label.setVisible(bool(lines))
