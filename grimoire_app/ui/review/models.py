"""List models of review mode: the timeline (every event, grouped by night and day) and one player's info.

`TimelineModel` is one QAbstractListModel over positions 0..e (STYLE.md point 9): rows are only
numbers, and a row's line is described the first time the view paints it, so a 5,000-event game
opens without describing 5,000 events. Row 0 and each event that starts a night or a day are the
group headers; a filter keeps the headers and the events that concern one player or character.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPixmap

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import Namer, describe
from grimoire_app.systems.botc.events import Executed, GameEnded, Nominated, PlayerDied, PublicAct, VoteRecorded
from grimoire_app.systems.botc.account.text import event_line
from grimoire_app.ui.review.index import EventFilter, ReviewIndex
from grimoire_app.ui.review.style import DOT_SIZE, HEADER_TINTS, MARK_COLOURS

NUMBER_ROLE = Qt.ItemDataRole.UserRole + 1
"""The position (event number) a row stands for."""
AnyIndex = QModelIndex | QPersistentModelIndex
ACCOUNTED = (Nominated, VoteRecorded, Executed, PlayerDied, PublicAct, GameEnded)
"""Events whose line comes from the game's account (a vote with its threshold and outcome, an
execution with whether the player died): the same words as the CLI summary and the export."""


class Lines:
    """One readable line per position, in one language, described on first use and remembered."""

    def __init__(self, index: ReviewIndex, lang: Lang) -> None:
        self.index, self.lang = index, lang
        self._lines: dict[int, str] = {}

    def phase(self, n: int) -> str:
        """Return the name of the phase after event n ("2일째 밤")."""
        phase = self.index.phase_at(n)
        return tr(f"phase.{phase.kind}", self.lang, number=phase.number)

    def line(self, n: int) -> str:
        """Return what event n did (for a group header: the night or day it starts; for 0: the start)."""
        found = self._lines.get(n)
        if found is None:
            found = self._lines[n] = self._describe(n)
        return found

    def _describe(self, n: int) -> str:
        if n == 0:
            return tr("review.start", self.lang)
        if self.index.is_phase_start(n):
            return self.phase(n)
        game, event = self.index.game, self.index.events[n - 1]
        told = event_line(self.index.account_at(n - 1), n - 1, self.lang) if isinstance(event, ACCOUNTED) else None
        return told or describe(event, game.state_at(n - 1), game.script, game.library, self.lang)

    def player(self, seat_id: str) -> str:
        """Return a player's name as last known."""
        return dict(self.index.players).get(seat_id, seat_id)

    def character(self, character_id: str) -> str:
        """Return a character's name in this language."""
        game = self.index.game
        return Namer(game.state, game.script, game.library, self.lang).character(character_id)


class TimelineModel(QAbstractListModel):
    """The timeline list: positions as rows, headers bold and tinted, marks with a coloured dot."""

    def __init__(self, lines: Lines) -> None:
        super().__init__()
        self.lines = lines
        self.filter: EventFilter | None = None
        self.rows: range | tuple[int, ...] = lines.index.visible(None)
        self._row_of: dict[int, int] | None = None
        self._bold = QFont()
        self._bold.setBold(True)
        self._dots: dict[str, QPixmap] = {}

    # -- rows and positions ---------------------------------------------------------------------------

    def set_filter(self, among: EventFilter | None) -> None:
        """Show every event (None) or only those concerning one player or character."""
        self.set_lines(self.lines, among)

    def set_lines(self, lines: Lines, among: EventFilter | None) -> None:
        """Show the lines of another language or another reading of the file, filtered."""
        self.beginResetModel()
        self.lines, self.filter = lines, among
        self.rows = lines.index.visible(among)
        self._row_of = None if isinstance(self.rows, range) else {n: row for row, n in enumerate(self.rows)}
        self.endResetModel()

    def number(self, row: int) -> int:
        """Return the position a row stands for."""
        return self.rows[row]

    def row_of(self, n: int) -> int | None:
        """Return the row of a position, or None when the filter hides it."""
        if self._row_of is None:
            return n if 0 <= n < len(self.rows) else None
        return self._row_of.get(n)

    def nearest_row(self, n: int) -> int:
        """Return the row of a position, or of the last listed position before it."""
        if self._row_of is None:
            return max(0, min(n, len(self.rows) - 1))
        rows = self.rows
        low, high = 0, len(rows)
        while low < high:
            middle = (low + high) // 2
            if rows[middle] <= n:
                low = middle + 1
            else:
                high = middle
        return max(low - 1, 0)

    # -- QAbstractListModel ---------------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        n = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.lines.line(n)
        if role == NUMBER_ROLE:
            return n
        if role == Qt.ItemDataRole.ToolTipRole:
            return tr("review.tip.event", self.lines.lang, n=n, phase=self.lines.phase(n))
        return self._look(n, role)

    def _look(self, n: int, role: int) -> object:
        """The header's font and tint, and a mark's dot."""
        header = self.lines.index.is_phase_start(n)
        if role == Qt.ItemDataRole.FontRole and header:
            return self._bold
        if role == Qt.ItemDataRole.BackgroundRole and header:
            return QBrush(QColor(HEADER_TINTS[self.lines.index.phase_at(n).kind]))
        if role == Qt.ItemDataRole.DecorationRole and not header:
            return self._dot(self.lines.index.mark_of(n))
        return None

    def _dot(self, mark: str | None) -> QPixmap:
        """A round dot in the mark's colour (transparent for other events, so their text lines up)."""
        key = mark or ""
        if key not in self._dots:
            pixmap = QPixmap(DOT_SIZE, DOT_SIZE)
            pixmap.fill(Qt.GlobalColor.transparent)
            if mark:
                painter = QPainter(pixmap)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(MARK_COLOURS[mark]))
                painter.drawEllipse(1, 1, DOT_SIZE - 2, DOT_SIZE - 2)
                painter.end()
            self._dots[key] = pixmap
        return self._dots[key]


class LearnedModel(QAbstractListModel):
    """Everything shown to one player, in order: "2일째 밤 · 지현에게 보여 줌: 1"."""

    def __init__(self, lines: Lines) -> None:
        super().__init__()
        self.lines = lines
        self.seat: str | None = None
        self.numbers: tuple[int, ...] = ()

    def show_seat(self, seat_id: str | None, lines: Lines | None = None) -> None:
        """List the info shown to a seat (None: nobody), optionally in other lines' language."""
        self.beginResetModel()
        self.lines = lines or self.lines
        self.seat = seat_id
        self.numbers = self.lines.index.learned(seat_id) if seat_id else ()
        self.endResetModel()

    def text(self, row: int) -> str:
        """Return the line of a row: when, then what was shown."""
        n = self.numbers[row]
        return tr("review.learned.line", self.lines.lang, phase=self.lines.phase(n), line=self.lines.line(n))

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.numbers)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.numbers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row())
        if role == NUMBER_ROLE:
            return self.numbers[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return tr("review.tip.event", self.lines.lang, n=self.numbers[index.row()], phase=self.lines.phase(self.numbers[index.row()]))
        return None
