"""StepDetail: the step in view, large: its name, status, notes, impaired actors and how-to-run text.

The boxes for the choice, the information, the cards and the deaths sit below the text; the
panel owns them and tells this widget only what to write. The how-to-run text is dark ink on
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
    """A scrolling column: the step's words on top, then the boxes the panel adds."""

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
        for widget in (self.title, self.status, self.notes, self.impaired, self.how_to_run, *boxes, self.recorded):
            column.addWidget(widget)
        column.addStretch(1)
        self.setWidget(holder)

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
