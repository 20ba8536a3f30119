"""OnuwWindow: the One Night moderator's window (entry.py opens it for the main window).

The square on the left, and on the right the panel of the phase: the night (calling order, words
to read, inputs), the day (timer and vote) or the result. A review bar under them replays the
game event by event (`state_at`), read-only. Every change goes through the OnuwSession; a refused
event is explained, and when the rules allow it the moderator may record it anyway (the event
keeps the overridden reasons).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QMainWindow, QMessageBox, QPushButton, QSlider, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.systems.registry import file_filter
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import GrimoireError
from grimoire_app.systems.onuw import OnuwEvent, OnuwState, RuleError, StepAdvanced
from grimoire_app.systems.onuw.state import Shown
from grimoire_app.ui.actions import ActionRow, Row, build_actions, fill_menus, keys, retitle
from grimoire_app.systems.onuw.corrections import CorrectionRefused
from grimoire_app.ui.onuw.day_panel import DayPanel
from grimoire_app.ui.onuw.faces import card_faces
from grimoire_app.ui.onuw.night_panel import NightPanel
from grimoire_app.ui.onuw.result_panel import ResultPanel
from grimoire_app.ui.onuw.session import SETUP_EVENTS, OnuwSession, new_game_path
from grimoire_app.ui.onuw.setup_dialog import SetupDialog
from grimoire_app.ui.onuw.square import Marks, OnuwScene, OnuwView
from grimoire_app.systems.onuw.words import night_log
from grimoire_app.ui.plain import literal, plain_label, set_action_text
from grimoire_app.ui.player_card import TextCard
from grimoire_app.ui.saving import ReadOnlyBanner, ask_write, tell_read_only, game_path
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.screen_fit import fit_window

Confirm = Callable[[QWidget, str, str], bool]
RunSetup = Callable[[SetupDialog], bool]


def ask(parent: QWidget, title: str, text: str) -> bool:
    """Ask a yes/no question in a message box (the default `confirm`)."""
    answer = QMessageBox.question(parent, title, literal(text), QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def run_dialog(dialog: SetupDialog) -> bool:
    """Run the setup dialog modally (the default `run_setup`)."""
    return bool(dialog.exec())


class OnuwWindow(QMainWindow):
    """One One Night game: the square, the phase's panel and the review bar."""

    file_changed = Signal(str)
    """The game now journals to another file (a new round, Open, Save as): for the recent-files list."""

    def __init__(self, session: OnuwSession | None = None, lang: Lang = "ko", parent: QWidget | None = None, *,
                 confirm: Confirm = ask, run_setup: RunSetup = run_dialog, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.setObjectName("onuw-window")
        self.session = session or OnuwSession()
        self.lang: Lang = lang
        self.session.ask_write = lambda trouble: ask_write(self, trouble, self.lang)
        self.read_only_banner = ReadOnlyBanner()
        self.confirm, self.run_setup = confirm, run_setup
        self._file: Path | None = None
        self.scene = OnuwScene()
        self.view = OnuwView(self.scene)
        self.night = NightPanel(self.record, self.advance, lang, show_card=self.show_card)
        self.card: TextCard | None = None
        self.day = DayPanel(self.record, lang, clock)
        self.result = ResultPanel(lang)
        self.panels = named(QStackedWidget(), "onuw-panels")
        for panel in (self.night, self.day, self.result):
            self.panels.addWidget(panel)
        self.review = named(QSlider(Qt.Orientation.Horizontal), "onuw-review-slider")
        self.review_label = named(plain_label(), "onuw-review-label")
        self.review_now = named(QPushButton(), "onuw-review-now")
        self._build_layout()
        self.statusBar()  # present from the start, so a first message does not shrink the square
        self.action_rows = self._action_rows()
        self.actions_by_key = build_actions(self, self.action_rows)
        self._connect()
        fit_window(self, (1500, 900))
        self.retranslate()

    # -- building -------------------------------------------------------------------------------

    def _build_layout(self) -> None:
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(self.panels)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        bar = QHBoxLayout()
        bar.addWidget(self.review_label, 2)
        bar.addWidget(self.review, 3)
        bar.addWidget(self.review_now)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.read_only_banner)
        layout.addWidget(splitter, 1)
        layout.addLayout(bar)
        self.setCentralWidget(central)

    def _action_rows(self) -> list[Row]:
        """Every window action: key, shortcuts (page keys suit a presentation clicker), handler, menu."""
        file, edit, play = "onuw.menu.file", "onuw.menu.edit", "onuw.menu.play"
        return [
            ActionRow("onuw.action.new", keys("Ctrl+N"), self.new_game, file),
            ActionRow("onuw.action.new_round", keys("Ctrl+Shift+N"), self.new_round, file),
            ActionRow("onuw.action.open", keys("Ctrl+O"), self.choose_file, file),
            ActionRow("onuw.action.save_as", keys("Ctrl+Shift+S"), self.choose_save_as, file),
            ActionRow("onuw.action.close", keys("Ctrl+W"), self.close, file, separator=True),
            ActionRow("onuw.action.undo", keys("Ctrl+Z"), self.session.undo, edit),
            ActionRow("onuw.action.redo", keys("Ctrl+Shift+Z", "Ctrl+Y"), self.session.redo, edit),
            ActionRow("onuw.action.previous", keys("PgUp", "Ctrl+Left"), lambda: self._in(self.night, self.night.go_previous), play),
            ActionRow("onuw.action.next", keys("PgDown", "Ctrl+Right"), lambda: self._in(self.night, self.night.go_next), play),
            ActionRow("onuw.action.record", keys("Return", "Enter"), lambda: self._in(self.night, self.night.record_picked), play),
            ActionRow("onuw.action.timer", keys("Ctrl+T"), lambda: self._in(self.day, self.day.timer.toggle), play),
            ActionRow("onuw.action.language", keys("Ctrl+L"), self.toggle_language, "onuw.menu.view"),
        ]

    def _in(self, panel: QWidget, work: Callable[[], None]) -> None:
        """Run a panel's key command only while that panel is on screen."""
        if self.panels.currentWidget() is panel:
            work()

    def _connect(self) -> None:
        self.session.changed.connect(self._session_changed)
        self.scene.position_clicked.connect(self._position_clicked)
        self.scene.swap_requested.connect(self.correct)
        self.night.picks_changed.connect(self.refresh_square)
        self.day.marks_changed.connect(self.refresh_square)
        self.result.new_round_requested.connect(self.new_round)
        self.result.new_setup_requested.connect(self.new_game)
        self.review.valueChanged.connect(self.refresh)
        self.review_now.clicked.connect(self._back_to_now)

    def retranslate(self) -> None:
        """Set every visible string in the current language."""
        retitle(self.actions_by_key, lambda key: tr(key, self.lang))
        fill_menus(self.menuBar(), self.action_rows, self.actions_by_key, lambda key: tr(key, self.lang))
        self.review_now.setText(tr("onuw.review.now", self.lang))
        self._session_changed()

    # -- showing --------------------------------------------------------------------------------

    @property
    def reviewing(self) -> bool:
        """Whether the review bar shows an earlier moment than now."""
        game = self.session.game
        return game is not None and self.review.value() < len(game.events)

    def shown_state(self) -> OnuwState:
        """Return the state on screen: now, or the moment the review bar points at."""
        game = self.session.game
        if game is None:
            return OnuwState()
        return game.state_at(min(self.review.value(), len(game.events))) if self.reviewing else game.state

    def _session_changed(self) -> None:
        game = self.session.game
        count = len(game.events) if game else 0
        self.review.blockSignals(True)
        self.review.setRange(min(SETUP_EVENTS, count), count)
        self.review.setValue(count)
        self.review.blockSignals(False)
        self._update_actions()
        self.refresh()
        if self.session.path is not None and self.session.path != self._file:
            self._file = self.session.path
            self.file_changed.emit(str(self._file))

    def _update_actions(self) -> None:
        a, lang = self.actions_by_key, self.lang
        undo, redo = self.session.undo_description(lang), self.session.redo_description(lang)
        a["onuw.action.undo"].setEnabled(undo is not None)
        set_action_text(a["onuw.action.undo"], tr("onuw.action.undo.described", lang, what=undo) if undo else tr("onuw.action.undo", lang))
        a["onuw.action.redo"].setEnabled(redo is not None)
        set_action_text(a["onuw.action.redo"], tr("onuw.action.redo.described", lang, what=redo) if redo else tr("onuw.action.redo", lang))
        for key in ("onuw.action.new_round", "onuw.action.save_as"):
            a[key].setEnabled(self.session.game is not None)
        title = tr("onuw.window.title", lang)
        self.setWindowTitle(f"{title} — {self.session.path.name}" if self.session.path else title)
        self.read_only_banner.show_trouble(self.session.read_only, lang)

    def refresh(self) -> None:
        """Show the state on screen in the panel of its phase, and the square with its marks."""
        state, live = self.shown_state(), not self.reviewing
        if state.phase == "night":
            self.night.show_state(state, self._night_log(), live)
            self.panels.setCurrentWidget(self.night)
        elif state.phase == "day":
            self.day.show_state(state, live)
            self.panels.setCurrentWidget(self.day)
        elif state.phase == "ended":
            self.result.show_state(state, self.session.corrections(), live)
            self.panels.setCurrentWidget(self.result)
        self._show_review_label()
        self.refresh_square()

    def _night_log(self) -> dict[str, tuple[str, ...]]:
        game = self.session.game
        if game is None:
            return {}
        shown = min(self.review.value(), len(game.events)) if self.reviewing else len(game.events)
        return night_log(game.events[:shown], game.state_at, self.lang)

    def refresh_square(self) -> None:
        """Redraw the square from the state on screen and the panels' marks."""
        state = self.shown_state()
        self.scene.sync(card_faces(state, self.lang), self._marks(state))

    def _marks(self, state: OnuwState) -> Marks:
        lang = self.lang
        if state.phase == "night":
            line = self.night.shown_line()
            awake = frozenset(line.wakers) if line and line.step != "dawn" else frozenset()
            middle = tr("onuw.middle.night", lang, step=line.name if line else "")
            return Marks(awake=awake, picked=tuple(self.night.picked), middle=middle)
        if state.phase == "day":
            return Marks(selected=self.day.voter, votes=dict(state.votes), middle=tr("onuw.middle.day", lang))
        if state.phase == "ended":
            dead = state.result.verdict.dead if state.result else ()
            return Marks(votes=dict(state.votes), dead=dead, middle=tr("onuw.middle.ended", lang))
        return Marks()

    def _show_review_label(self) -> None:
        game = self.session.game
        if game is None or not game.events:
            self.review_label.setText("")
            return
        index = min(self.review.value(), len(game.events)) - 1
        what = self.session.describe_event(index, self.lang)
        key = "onuw.review.at" if self.reviewing else "onuw.review.latest"
        self.review_label.setText(tr(key, self.lang, n=index + 1, total=len(game.events), what=what))
        self.review_now.setEnabled(self.reviewing)

    def _back_to_now(self) -> None:
        game = self.session.game
        if game is not None:
            self.review.setValue(len(game.events))

    # -- requests -------------------------------------------------------------------------------

    def record(self, event: OnuwEvent) -> bool:
        """Record an event; when the rules refuse it, explain, and offer to override if allowed."""
        return self.session.record_or_confirm(event, self._confirm_override, self._tell_refused, self.lang) is not None

    def _confirm_override(self, reasons: list[str]) -> bool:
        text = "\n".join(reasons)
        if self.confirm(self, tr("onuw.override.title", self.lang), tr("onuw.override.ask", self.lang, reasons=text)):
            return True
        self._tell(text)
        return False

    def _tell_refused(self, reasons: list[str]) -> None:
        self._tell("\n".join(reasons))

    def advance(self) -> bool:
        """End the current night step (the dawn step starts the day)."""
        step = self.session.state.current_step
        return step is not None and self.record(StepAdvanced(step=step))

    def correct(self, a: str, b: str) -> None:
        """Exchange two positions' cards as a manual correction, or say why it cannot be recorded."""
        if self.reviewing:
            return
        try:
            corrected = self.session.correct(a, b)
        except CorrectionRefused as refused:
            self._tell(tr(refused.key, self.lang))
        except RuleError as error:
            self._tell("\n".join(r.phrase.text(self.lang) for r in error.refusals))
        else:
            if corrected is not None:
                self.statusBar().showMessage(tr("onuw.correct.done", self.lang), 5000)

    def _tell(self, text: str) -> None:
        self.statusBar().showMessage(text.replace("\n", " "), 8000)
        panel = self.panels.currentWidget()
        if isinstance(panel, (NightPanel, DayPanel)):
            panel.show_message(text)

    def _position_clicked(self, position: str) -> None:
        state = self.shown_state()
        if self.reviewing:
            return
        if state.phase == "night":
            self.night.pick(position)
        elif state.phase == "day":
            self.day.click(position)

    # -- games and files ------------------------------------------------------------------------

    def new_game(self) -> bool:
        """Ask for a setup (the same players by default) and deal a new round in a new file."""
        state = self.session.state
        dialog = SetupDialog(self.lang, state.players, state.deck, state.options, parent=self)
        if not self.run_setup(dialog):
            return False
        return self._guard(lambda: self.session.start(dialog.players(), dialog.deck(), new_game_path(),
                                                       rng=dialog.rng(), options=dialog.options()))

    def new_round(self) -> bool:
        """Deal a new round with the same players, roles and options, in a new file."""
        if self.session.game is None:
            return self.new_game()
        return self._guard(lambda: self.session.new_round(new_game_path()))

    def open_file(self, path: Path) -> bool:
        """Open a One Night game file; say what a torn end lost; keep the current game on error."""
        try:
            dropped = self.session.open(path)
        except GrimoireError as error:
            QMessageBox.critical(self, tr("onuw.error.title", self.lang), literal(str(error)))
            return False
        if dropped:
            QMessageBox.warning(self, tr("onuw.error.title", self.lang), literal(tr("onuw.open.dropped", self.lang, what=dropped)))
        if self.session.read_only is not None:
            tell_read_only(self, self.session.read_only, self.lang)
        return True

    def choose_file(self) -> None:
        """Ask for a game file and open it."""
        name, _ = QFileDialog.getOpenFileName(self, tr("onuw.action.open", self.lang), str(paths.games_dir()), file_filter())
        if name:
            self.open_file(Path(name))

    def choose_save_as(self) -> None:
        """Ask for a file name and continue the game there."""
        name, _ = QFileDialog.getSaveFileName(self, tr("onuw.action.save_as", self.lang), str(paths.games_dir()), file_filter())
        if name:
            self._guard(lambda: self.session.save_as(game_path(name)))

    def _guard(self, work: Callable[[], object]) -> bool:
        """Run a file command; False when it failed (said) or was given up."""
        try:
            done = work()
        except (GrimoireError, ValueError) as error:
            QMessageBox.critical(self, tr("onuw.error.title", self.lang), literal(str(error)))
            return False
        return done is not False

    def toggle_language(self) -> None:
        """Switch between Korean and English."""
        self.lang = "en" if self.lang == "ko" else "ko"
        for panel in (self.night, self.day, self.result):
            panel.set_language(self.lang)
        self.retranslate()

    def show_card(self, told: Shown) -> TextCard:
        """Cover the window with a card for one player's eyes: their name and what they learned."""
        if self.card is not None:
            self.card.close_card()
        card = TextCard(self, (told.player, told.card_phrase().text(self.lang)), self.lang)
        card.closed.connect(self._card_closed)
        card.cover()
        self.card = card
        return card

    def _card_closed(self) -> None:
        self.card = None

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.day.timer.timer.stop()
        if self.card is not None:
            self.card.close_card()
        self.session.close()
        super().closeEvent(event)

