"""InfoBox: the information suggestion for the step in view, with its legal answers as buttons.

For each acting holder of an information ability: what the Storyteller may say (the truth, any
answer, only a false one, their own judgement), the true answer, the legal answers as one-click
buttons with the suggested one gold and starred, the why lines, and what was already given
tonight. Answers outside the legal set are behind "other answers", as a Storyteller override.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QGridLayout, QGroupBox, QPushButton, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import Answer, Suggestion
from grimoire_app.systems.botc.tonight.labels import answer_label, character_name, seat_name
from grimoire_app.ui.night_panel.requests import Given
from grimoire_app.ui.night_panel.style import (
    ANSWER_COLUMNS,
    ANSWER_ROW_WIDTH,
    ANSWER_STYLE,
    MAX_ANSWERS,
    MODE_STYLE,
    OTHER_ANSWER_STYLE,
    STATUS_STYLE,
    SUGGESTED_STYLE,
    WHY_STYLE,
)
from grimoire_app.ui.night_panel.widgets import button, clear_layout, wrapped
from grimoire_app.ui.night_panel.words import mode_label, truth_line

OnAnswer = Callable[[Suggestion, Answer], object]
"""Called with the suggestion and the answer clicked (the game's check judges it when recorded)."""


class InfoBox(QGroupBox):
    """The suggestions of the step in view; rebuilt on every change (a handful of widgets)."""

    def __init__(self, lang: Lang, on_answer: OnAnswer) -> None:
        super().__init__()
        self.setObjectName("night-info")
        self.lang: Lang = lang
        self.on_answer = on_answer
        self.body = QVBoxLayout(self)
        self.expanded: set[str] = set()
        """Holders whose "other answers" are open."""
        self.suggestions: tuple[Suggestion, ...] = ()
        self._shown: tuple[Game, tuple[Given, ...], bool] | None = None

    def show_suggestions(self, game: Game, suggestions: Sequence[Suggestion], given: Sequence[Given], live: bool) -> None:
        """Show each suggestion with its answers; `live` False shows them without buttons."""
        self.suggestions = tuple(suggestions)
        self._shown = (game, tuple(given), live)
        clear_layout(self.body)
        self.setTitle(tr("nightpanel.info.title", self.lang))
        self.setVisible(bool(suggestions))
        for suggestion in suggestions:
            self._section(game, suggestion, [g.line for g in given if g.seat == suggestion.recipient], live)

    def _section(self, game: Game, suggestion: Suggestion, given: list[str], live: bool) -> None:
        lang = self.lang
        who = seat_name(game.state, suggestion.seat)
        if suggestion.recipient != suggestion.seat:
            who += " → " + seat_name(game.state, suggestion.recipient)
        heading = tr("nightpanel.info.holder", lang, player=who, character=character_name(game, suggestion.step, lang))
        self.body.addWidget(wrapped(heading, STATUS_STYLE))
        self.body.addWidget(wrapped(mode_label(suggestion.mode, lang), MODE_STYLE, "night-info-mode"))
        if suggestion.mode != "waiting":
            self.body.addWidget(wrapped(truth_line(game, suggestion, lang), STATUS_STYLE, "night-info-truth"))
        if live and suggestion.mode != "waiting":
            self._answers(game, suggestion)
        if suggestion.mode != "waiting":  # waiting: the mode line says it, and the choice box below says what to choose (issue 19: room)
            whys = "\n".join("· " + why.text(lang) for why in suggestion.why)
            self.body.addWidget(wrapped(whys, WHY_STYLE, "night-info-why"))
        for line in given:
            self.body.addWidget(wrapped(tr("nightpanel.info.given", lang, what=line), STATUS_STYLE, "night-info-given"))

    def _answers(self, game: Game, suggestion: Suggestion) -> None:
        legal = _ordered(suggestion)
        self.body.addWidget(self._grid(game, suggestion, legal[:MAX_ANSWERS], True))
        others = [a for a in suggestion.domain if a not in set(suggestion.legal)]
        if len(legal) > MAX_ANSWERS:
            others = legal[MAX_ANSWERS:] + others
        if not others:
            return
        key = suggestion.seat + ":" + suggestion.step
        label = tr("nightpanel.info.others_hide" if key in self.expanded else "nightpanel.info.others", self.lang, count=len(others))
        self.body.addWidget(button(label, "night-info-others", lambda: self._toggle(key)))
        if key in self.expanded:
            self.body.addWidget(self._grid(game, suggestion, others, False))

    def _toggle(self, key: str) -> None:
        self.expanded.symmetric_difference_update({key})
        if self._shown is not None:
            game, given, live = self._shown
            self.show_suggestions(game, self.suggestions, given, live)

    def _grid(self, game: Game, suggestion: Suggestion, answers: Sequence[Answer], legal: bool) -> QWidget:
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        truth = set(suggestion.truth)
        made_buttons: list[QPushButton] = []
        for answer in answers:
            text = answer_label(game, suggestion.kind, answer, self.lang)
            suggested = legal and answer == suggestion.suggested
            if suggested:
                text = "★ " + text
            elif answer in truth and suggestion.mode != "truth":
                text += " " + tr("nightpanel.info.true_mark", self.lang)
            style = SUGGESTED_STYLE if suggested else ANSWER_STYLE if legal else OTHER_ANSWER_STYLE
            made: QPushButton = button(text, "night-answer" if legal else "night-answer-other", self._answerer(suggestion, answer), style)
            made.setProperty("answer_label", answer_label(game, suggestion.kind, answer, self.lang))
            made_buttons.append(made)
        widest = max((b.sizeHint().width() for b in made_buttons), default=1)
        columns = max(1, min(ANSWER_COLUMNS, ANSWER_ROW_WIDTH // max(1, widest)))
        for index, made in enumerate(made_buttons):
            grid.addWidget(made, index // columns, index % columns)
        return holder

    def _answerer(self, suggestion: Suggestion, answer: Answer) -> Callable[[], object]:
        return lambda: self.on_answer(suggestion, answer)


def _ordered(suggestion: Suggestion) -> list[Answer]:
    """Return the legal answers with the suggested one first, then the true ones, then the rest."""
    truth = set(suggestion.truth)
    legal = list(suggestion.legal)
    return sorted(legal, key=lambda a: (a != suggestion.suggested, a not in truth))
