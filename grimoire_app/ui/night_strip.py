"""NightStrip: tonight's steps as a compact row of small tokens beside the square (issue 19).

During a night, each step of tonight's sheet (the night panel's order and filter: sheet_model.sheet_rows)
is a small token in a grid at the top of the reminder tray's column, marked done (a green tick), current
(a gold ring), skipped (greyed and struck through; the tooltip says why it does not wake) or still to
come (plain). A click selects that step in the night panel (`on_pick`). By day, in setup and with no
game the strip is hidden, so it takes no room from the square (it sits in the tray's column, whose width
is fixed: the square keeps its size). The strip reads the session and the night panel and writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, cast

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QPainter, QPen, QPixmap, QPixmapCache
from PySide6.QtWidgets import QGridLayout, QToolButton, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import TonightStep, current_night, done_steps, tonight_sheet
from grimoire_app.systems.botc.tonight.unrun import records_something
from grimoire_app.ui.night_panel.panel import NightPanel
from grimoire_app.ui.night_panel.sheet_model import Row, sheet_rows
from grimoire_app.ui.night_panel.words import step_title
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.reminder_tray import TRAY_WIDTH
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.faces import Faces, TokenFace, initials
from grimoire_app.ui.town_square.paint import token_pixmap
from grimoire_app.ui.town_square.style import named

StripMark = Literal["done", "current", "skipped", "to_come"]
TOKEN_RADIUS = 12
"""A strip token's radius in pixels (initials only: small, like the tray's icons)."""
CELL = 2 * TOKEN_RADIUS + 6
COLUMNS = 7
"""Tokens per row: the tray column is 230 px wide (reminder_tray.TRAY_WIDTH)."""
SPECIAL_TEAMS = {"minioninfo": "minion", "demoninfo": "demon"}
"""The colour of the Storyteller's steps that have no character (dusk and dawn stay grey)."""
DONE_COLOUR, CURRENT_COLOUR, SKIPPED_COLOUR = "#3fa35b", "#f2c14e", "#8d8a84"


@dataclass(frozen=True)
class StripToken:
    """One step on the strip: which step, its character (None: dusk, Minion/Demon info, dawn), its mark and tooltip."""

    step: str
    character: str | None
    title: str
    mark: StripMark
    tooltip: str


def strip_mark(row: Row) -> StripMark:
    """Return a sheet row's mark on the strip (the night panel's own reading of done / current / skipped).

    >>> strip_mark(Row("chef", ("x",), runs=False, current=False, done=False, in_play=True))
    'skipped'
    """
    if row.current:
        return "current"
    if not row.runs:
        return "skipped"
    return "done" if row.done else "to_come"


def strip_tokens(game: Game, steps: Sequence[TonightStep], lang: Lang, current: str | None, show_not_in_play: bool = False) -> list[StripToken]:
    """Return tonight's steps as strip tokens, in the night panel's order and with its filter.

    A step that runs but records nothing (dusk, a wake with nothing to note) counts as done once a later step
    is recorded: the night has passed it (tonight/unrun.py `records_something`)."""
    night = current_night(game.state)
    rows = sheet_rows(game, steps, lang, current, done_steps(game, night), show_not_in_play)
    by_id = {step.id: step for step in steps}
    last_done = max((index for index, row in enumerate(rows) if row.done), default=-1)
    tokens = []
    for index, row in enumerate(rows):
        step = by_id[row.step]
        mark = strip_mark(row)
        passed = mark == "to_come" and index < last_done and not records_something(step)
        mark = "done" if passed else mark  # dusk, or a step with nothing to record, once a later step is recorded
        word = tr("nightstrip.mark.passed" if passed else f"nightstrip.mark.{mark}", lang)
        lines = (row.lines[0], word, *row.lines[1:], tr("nightstrip.click", lang))
        tokens.append(StripToken(row.step, step.character, step_title(game, step, lang), mark, "\n".join(lines)))
    return tokens


def strip_icon(face: TokenFace, mark: StripMark, ratio: float = 1.0) -> QPixmap:
    """Return a strip token: the character disc with its mark drawn over it (drawn once per face, mark and ratio,
    then kept in Qt's pixmap cache)."""
    key = f"night-strip|{face.name}|{face.initials}|{face.team}|{mark}|{ratio}"
    found = QPixmap()
    if QPixmapCache.find(key, found) and not found.isNull():
        return found
    pixmap = _strip_icon(face, mark, ratio)
    QPixmapCache.insert(key, pixmap)
    return pixmap


def _strip_icon(face: TokenFace, mark: StripMark, ratio: float) -> QPixmap:
    pixmap = token_pixmap(face, TOKEN_RADIUS, ratio)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre, radius = QPointF(TOKEN_RADIUS + 2, TOKEN_RADIUS + 2), float(TOKEN_RADIUS)
    if mark == "skipped":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(235, 235, 235, 170))
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(QColor(SKIPPED_COLOUR), 2.0))
        painter.drawLine(centre + QPointF(-radius * 0.7, radius * 0.7), centre + QPointF(radius * 0.7, -radius * 0.7))
    elif mark == "current":
        painter.setPen(QPen(QColor(CURRENT_COLOUR), 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius + 0.5, radius + 0.5)
    elif mark == "done":
        badge = centre + QPointF(radius * 0.62, radius * 0.62)
        painter.setPen(QPen(QColor("white"), 1.0))
        painter.setBrush(QColor(DONE_COLOUR))
        painter.drawEllipse(badge, 5.0, 5.0)
        painter.setPen(QPen(QColor("white"), 1.6))
        painter.drawPolyline([badge + QPointF(-2.6, 0.2), badge + QPointF(-0.6, 2.2), badge + QPointF(2.8, -2.2)])
    painter.end()
    return pixmap


class NightStrip(QWidget):
    """The strip: a title line and a grid of step tokens; `set_language` switches ko/en."""

    def __init__(self, session: GameSession, night: NightPanel, lang: Lang, on_pick: Callable[[str], object]) -> None:
        super().__init__()
        self.setObjectName("night-strip")
        self.session, self.night, self.lang = session, night, lang
        self.on_pick = on_pick
        self.tokens: list[StripToken] = []
        self.buttons: dict[str, QToolButton] = {}
        self.title = named(plain_label(), "night-strip-title")
        self.title.setStyleSheet("font-weight: bold;")
        bold = QFont(self.title.font())
        bold.setBold(True)
        # One line across the tray's column (its width less the tray's margins of 4 px): a fixed size, so a new count
        # in the title (every recorded step) does not lay out the whole column again and repaint the window around it.
        self.title.setFixedSize(TRAY_WIDTH - 8, QFontMetrics(bold).height() + 2)
        self.grid = QGridLayout()
        self.grid.setSpacing(0)
        self.grid.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        session.changed.connect(self.refresh)
        night.model.modelReset.connect(self.refresh)  # the step in view changed (or the panel's filter)
        night.model.dataChanged.connect(lambda *_args: self.refresh())  # a row changed: marks, the step in view
        self._read: tuple[object, ...] | None = None
        """What the tokens were last read from (the game as it was, the sheet, the step in view, filter, language)."""
        self.refresh()

    def set_language(self, lang: Lang) -> None:
        """Show the tooltips and the title in another language."""
        self.lang = lang
        self.refresh()

    def _steps(self, game: Game) -> Sequence[TonightStep]:
        """Tonight's sheet: the night panel's own when it is shown (it has just read it), else read here."""
        if self.night.isVisible() and self.night.live and self.night.steps:
            return self.night.steps
        return tonight_sheet(game)

    def refresh(self) -> None:
        """Show tonight's steps during a night; hide the strip otherwise (never writes back)."""
        game = self.session.game
        at_night = game is not None and game.state.phase.kind == "night"
        self.setVisible(at_night)
        if game is None or not at_night:
            return
        steps = self._steps(game)
        kept = (game, game.state, steps)  # held, so their ids below stay theirs
        read = (*(id(thing) for thing in kept), len(game.events), self.night.current, self.night.show_not_in_play, self.lang, kept)
        if self._read is not None and read[:-1] == self._read[:-1]:
            return  # the same reading: the panel's redraw and the session's signal both ask after one change
        self._read = read
        tokens = strip_tokens(game, steps, self.lang, self.night.current, self.night.show_not_in_play)
        done = sum(token.mark == "done" for token in tokens)
        self.title.setText(tr("nightstrip.title", self.lang, number=current_night(game.state), done=done,
                              total=sum(token.mark != "skipped" for token in tokens)))
        set_tip(self.title, tr("nightstrip.tip", self.lang))
        if tokens != self.tokens:
            self._rebuild(game, tokens)

    def _rebuild(self, game: Game, tokens: list[StripToken]) -> None:
        """Show new tokens: the same steps in the same order keep their buttons (only a changed token is redrawn, so a
        recorded event does not rebuild the grid); another list of steps builds the grid again."""
        faces = Faces(game.script, game.library, self.lang, game)
        ratio = self.devicePixelRatioF()
        if [token.step for token in tokens] == list(self.buttons):
            for old, token in zip(self.tokens, tokens):
                if token != old:
                    self._show_token(self.buttons[token.step], token, old, faces, ratio)
            self.tokens = tokens
            return
        for button in self.buttons.values():
            self.grid.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        for index, token in enumerate(tokens):
            button = named(QToolButton(), f"night-strip-{token.step}")
            button.setAutoRaise(True)
            button.setIconSize(QSize(2 * TOKEN_RADIUS + 4, 2 * TOKEN_RADIUS + 4))
            button.setFixedSize(CELL, CELL)
            self._show_token(button, token, None, faces, ratio)
            button.clicked.connect(lambda _checked=False, step=token.step: self.on_pick(step))
            self.grid.addWidget(button, index // COLUMNS, index % COLUMNS)
            button.show()  # shown with the strip, however often the strip hides and shows before the next rebuild
            self.buttons[token.step] = button
        self.tokens = tokens

    @staticmethod
    def _show_token(button: QToolButton, token: StripToken, old: StripToken | None, faces: Faces, ratio: float) -> None:
        """Draw one token on its button: the icon when its face or mark changed, the tooltip when it did."""
        if old is None or (old.character, old.title, old.mark) != (token.character, token.title, token.mark):
            face = faces.token(token.character) if token.character else TokenFace(token.title, initials(token.title), SPECIAL_TEAMS.get(token.step))
            button.setIcon(QIcon(strip_icon(face, token.mark, ratio)))
            button.setProperty("mark", token.mark)
        if old is None or old.tooltip != token.tooltip:
            set_tip(button, token.tooltip)

    def mark_of(self, step: str) -> StripMark | None:
        """Return a step's mark as shown (None: not on the strip)."""
        button = self.buttons.get(step)
        return cast(StripMark, button.property("mark")) if button is not None else None


def place_in_tray_column(strip: NightStrip, tray: QWidget) -> None:
    """Put the strip at the top of the reminder tray's column (beside the square, whose width it leaves alone)."""
    layout = tray.layout()
    assert isinstance(layout, QVBoxLayout)
    layout.insertWidget(0, strip)
