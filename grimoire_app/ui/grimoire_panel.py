"""The Grimoire tab: the game's header line, the seats table (with each player's note), and the latest log lines."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QListWidget, QSplitter, QVBoxLayout, QWidget

from grimoire_app import paths
from grimoire_app.model.bundled_scripts import script_title
from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import Namer, describe
from grimoire_app.systems.botc.day.votes import threshold
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.seats_table import COLUMNS, SeatsModel, seats_view
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.style import named

LOG_LINES = 200
"""How many of the latest events the log shows (review mode shows them all)."""


class GrimoirePanel(QWidget):
    """Redraws from the session on every change; never writes to it."""

    note_requested = Signal(str)
    """A double-click on a seat's notes cell: the seat id whose note editor should open (the main window opens it)."""

    def __init__(self, session: GameSession, lang: Lang) -> None:
        super().__init__()
        self.session = session
        self.lang: Lang = lang
        self.header = named(plain_label(wordWrap=True), "grimoire-header")
        self.header.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.bluffs = named(plain_label(wordWrap=True), "grimoire-bluffs")
        self.model = SeatsModel(session, lang)
        self.table = seats_view(self.model, self)
        self.table.doubleClicked.connect(self._double_clicked)
        self.log_label = plain_label()
        self.log = named(QListWidget(), "event-log")
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.log_label)
        lower_layout.addWidget(self.log)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(lower)
        splitter.setSizes([420, 200])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.header)
        layout.addWidget(self.bluffs)
        layout.addWidget(splitter, 1)
        self._dirty = False
        """The session changed while this tab was hidden in a shown window: redraw when shown (issue 20)."""
        session.changed.connect(self.refresh)
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Redraw what changed while the tab was hidden."""
        super().showEvent(event)
        if self._dirty:
            self.refresh()

    def _double_clicked(self, index: QModelIndex) -> None:
        seats = self.session.state.seats
        if index.isValid() and COLUMNS[index.column()] == "note" and index.row() < len(seats):
            self.note_requested.emit(seats[index.row()].id)

    def set_language(self, lang: Lang) -> None:
        """Redraw in another language."""
        self.lang = lang
        self.model.set_language(lang)
        self.refresh()

    def refresh(self) -> None:
        """Redraw the header, bluffs and log from the session; a tab hidden in a shown window redraws when shown."""
        if self.window().isVisible() and not self.isVisible():
            self._dirty = True
            return
        self._dirty = False
        self.log_label.setText(tr("grimoire.log", self.lang))
        game = self.session.game
        self.log.clear()
        if game is None:
            self.header.setText(tr("grimoire.none", self.lang))
            self.bluffs.clear()
            return
        state = game.state
        namer = Namer(state, game.script, game.library, self.lang)
        self.header.setText(
            tr("grimoire.header", self.lang, script=script_title(game.script, self.lang, paths.resources_dir()), phase=namer.phase(state.phase),
               alive=state.alive_count, players=len(state.seats), needed=threshold(game))
        )
        bluffs = ", ".join(namer.character(c) for c in state.bluffs) or "—"
        self.bluffs.setText(tr("grimoire.bluffs", self.lang, bluffs=bluffs))
        start = max(0, len(game.events) - LOG_LINES)
        for index in range(start, len(game.events)):
            self.log.addItem(f"{index + 1}. " + describe(game.events[index], game.state_at(index), game.script, game.library, self.lang))
        self.log.scrollToBottom()
