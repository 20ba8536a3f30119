"""The day panel's lower sections: today's nominations, the public acts, and the end of the day.

Each is a thin view: `show(...)` sets texts and enabled states; clicks call the panel's handlers.
Buttons carry object names (day-vote-<seat>, day-act-<kind>, day-execute) for tests. Today's list keeps to
SHOWN_ROWS lines and scrolls within itself to its latest line, so a long day never pushes the execute
button under it out of the panel's view (issue 19: the day panel fits 1280×720).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from grimoire_app.ui.day_panel.texts import NominationRow
from grimoire_app.ui.plain import plain_label, set_tip
from grimoire_app.ui.town_square.style import named

SHOWN_ROWS = 4
"""Today's list shows at most this many nominations at once; more scroll within the list (the latest in view)."""


def _clear(layout: QVBoxLayout | QGridLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()  # first, while still in the window: the focus moves on (a parentless widget holding it would take the window's keys)
            widget.setParent(None)
            widget.deleteLater()


class TodayList(QScrollArea):
    """Today's nomination lines, as high as its last SHOWN_ROWS lines at the width it has, kept scrolled to the latest."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("day-today-list")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        inner = QWidget()
        self.rows = QVBoxLayout(inner)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.setWidget(inner)
        inner.setAutoFillBackground(False)  # the lines sit on the section's own background, like the leader line under them
        self.viewport().setAutoFillBackground(False)
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))  # a new line (or a narrower list): the latest stays in view
        self.hide()

    def lines(self) -> list[QWidget]:
        found = (self.rows.itemAt(i) for i in range(self.rows.count()))
        return [w for item in found if item is not None and (w := item.widget()) is not None]

    def fit(self) -> None:
        """Take the height of the last SHOWN_ROWS lines at the list's width (hidden when there is none)."""
        lines = self.lines()
        self.setVisible(bool(lines))
        many = len(lines) > SHOWN_ROWS
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if many else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        width = self.viewport().width() - (self.verticalScrollBar().sizeHint().width() if many else 0)
        shown = lines[-SHOWN_ROWS:]
        heights = [line.heightForWidth(width) if line.hasHeightForWidth() and width > 0 else line.sizeHint().height() for line in shown]
        self.setFixedHeight(sum(heights) + max(self.rows.spacing(), 0) * max(len(shown) - 1, 0))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit again when the width changes (lines wrap differently)."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()


class TodaySection(QGroupBox):
    """Today's nominations with their tallies, a Vote button on each one not voted, and who is about to die."""

    def __init__(self, on_vote: Callable[[str], None]) -> None:
        super().__init__()
        self.setObjectName("day-today")
        self.on_vote = on_vote
        self.list = TodayList()
        self.rows = self.list.rows
        self.leader = named(plain_label(), "day-leader")
        self.leader.setWordWrap(True)
        self.leader.setStyleSheet("font-weight: bold;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(self.leader)
        self._shown: tuple[tuple[str, str, bool, bool], ...] = ()
        self.vote_buttons: dict[str, QPushButton] = {}

    def show_rows(self, rows: list[NominationRow], leader: str, vote_label: str, can_vote: bool) -> None:
        """Show the rows (rebuilt only when they change) and the leader line."""
        shown = tuple((r.nominee, r.text, r.voted, can_vote) for r in rows) + (("", vote_label, False, False),)
        if shown != self._shown:
            self._shown = shown
            self._rebuild(rows, vote_label, can_vote)
        self.leader.setText(leader)

    def _rebuild(self, rows: list[NominationRow], vote_label: str, can_vote: bool) -> None:
        _clear(self.rows)
        self.vote_buttons = {}
        for row in rows:
            line = QWidget()
            box = QHBoxLayout(line)
            box.setContentsMargins(0, 0, 0, 0)
            label = named(plain_label(row.text), f"day-row-{row.nominee}")
            label.setWordWrap(True)
            box.addWidget(label, 1)
            if not row.voted:
                button = named(QPushButton(vote_label), f"day-vote-{row.nominee}")
                button.setEnabled(can_vote)
                button.clicked.connect(lambda _c=False, n=row.nominee: self.on_vote(n))
                box.addWidget(button)
                self.vote_buttons[row.nominee] = button
            self.rows.addWidget(line)
            line.show()
        self.list.fit()

    def row_texts(self) -> list[str]:
        """Return the rows' texts, in order (tests and screenshots read them)."""
        texts = []
        for index in range(self.rows.count()):
            item = self.rows.itemAt(index)
            line = item.widget() if item is not None else None
            label = line.findChild(QLabel) if line is not None else None
            if label is not None:
                texts.append(label.text())
        return texts


class ActsSection(QGroupBox):
    """A button per public act the script offers, and the exile threshold when Travellers sit."""

    def __init__(self, on_act: Callable[[str], None]) -> None:
        super().__init__()
        self.setObjectName("day-acts")
        self.on_act = on_act
        self.grid = QGridLayout()
        self.note = named(plain_label(), "day-exile-needed")
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(self.grid)
        layout.addWidget(self.note)
        self.buttons: dict[str, QPushButton] = {}

    def show_acts(self, acts: list[tuple[str, str]], enabled: bool, note: str) -> None:
        """Show (kind, label) buttons, rebuilt only when the kinds change."""
        if [kind for kind, _ in acts] != list(self.buttons):
            _clear(self.grid)
            self.buttons = {}
            for index, (kind, _) in enumerate(acts):
                button = named(QPushButton(), f"day-act-{kind}")
                button.setMinimumWidth(60)
                button.clicked.connect(lambda _c=False, k=kind: self.on_act(k))
                self.grid.addWidget(button, index // 2, index % 2)
                button.show()
                self.buttons[kind] = button
        for kind, label in acts:
            self.buttons[kind].setText(label)
            self.buttons[kind].setEnabled(enabled)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.setVisible(bool(acts))


class EndSection(QGroupBox):
    """The day's one execution: the button says whom, or why there is none."""

    def __init__(self, on_execute: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("day-end")
        self.execute = named(QPushButton(), "day-execute")
        self.execute.setMinimumWidth(60)
        self.execute.clicked.connect(lambda: on_execute())
        layout = QVBoxLayout(self)
        layout.addWidget(self.execute)

    def show_execution(self, label: str, enabled: bool, hint: str) -> None:
        """Set the button's text and state; the hint (one execution a day, victory checked again) is its tooltip and
        the section's, so the section stays one line high."""
        self.execute.setText(label)
        self.execute.setEnabled(enabled)
        set_tip(self.execute, hint)
        set_tip(self, hint)
