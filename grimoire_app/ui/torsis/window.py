"""TorsisWindow: the moderator's window for one Torsis game.

Left: the square (Torsis tokens, this phase's pills) and the selected seat's details. Middle: the
latest public announcement, then the phase's panel: the setup reveal and nights step by step,
the day's votes, or the result. Right: the event log; picking a line reviews the table after it.
Every change goes through the TorsisSession; the window only asks and redraws. Ctrl+Z and
Ctrl+Shift+Z undo and redo; Ctrl+L cycles the language (ko, en, ja: role names and the moderator's
words follow it; the window's own words stay in Korean or English).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.systems.registry import file_filter
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import GrimoireError
from grimoire_app.systems.torsis import (
    LANGS,
    DrawDeclared,
    Info,
    TorsisEvent,
    TorsisState,
    info_text,
    infos_of,
    refusals,
)
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.ui.actions import ActionRow, MenuExtra, Row, build_actions, fill_menus, keys
from grimoire_app.ui.plain import literal, plain, plain_label, set_action_text
from grimoire_app.ui.player_card import TextCard
from grimoire_app.ui.torsis.card import card_lines
from grimoire_app.ui.torsis.day_panel import DayPanel
from grimoire_app.systems.torsis.log_lines import describe, role_name
from grimoire_app.ui.torsis.faces import (
    last_announcement,
    middle_text,
    seat_faces,
)
from grimoire_app.ui.torsis.log_panel import LogPanel
from grimoire_app.ui.torsis.night_panel import NightPanel
from grimoire_app.ui.torsis.result_panel import ResultPanel
from grimoire_app.ui.torsis.seat_box import SeatBox
from grimoire_app.ui.saving import ReadOnlyBanner, ask_write, game_path
from grimoire_app.ui.torsis.session import TorsisSession
from grimoire_app.ui.torsis.square import TorsisSquare
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.screen_fit import fit_window

LANGUAGE_NAMES = {"ko": "한국어", "en": "English", "ja": "日本語"}


class TorsisWindow(QMainWindow):
    """One Torsis game: the square, the phase's panel, the log; menus for undo, language, draw."""

    def __init__(self, lang: Lang = "ko", session: TorsisSession | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("torsis-window")
        self.lang: Lang = lang
        self.game_lang: GameLang = lang
        self.session = session or TorsisSession()
        self.session.confirm_override = self.confirm_override
        self.session.ask_write = lambda trouble: ask_write(self, trouble, self.lang)
        self.reviewing: int | None = None
        self.card: TextCard | None = None
        self._build_widgets()
        self.actions_by_key = self._build_actions()
        self.session.changed.connect(self.refresh)
        fit_window(self, (1600, 900))
        self.set_language(lang)

    # -- building ---------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.square = TorsisSquare()
        self.square.seat_selected.connect(lambda _player: self._show_seat())
        self.seat_box = SeatBox(self.session.submit, self.show_player_card)
        self.announcement = named(plain_label(wordWrap=True), "torsis-announcement")
        self.announcement.setStyleSheet("font-size:18px; font-weight:bold; padding:6px; background:#1f2a26; color:#f4efe4;")
        self.read_only_banner = ReadOnlyBanner()
        self.review_banner = named(plain_label(wordWrap=True), "torsis-review-banner")
        self.review_banner.setStyleSheet("background:#6a4c93; color:white; padding:4px;")
        self.night = NightPanel(self.session, self.show_card)
        self.day = DayPanel(self.session, self.show_card)
        self.result = ResultPanel(self.session)
        self.stack = named(QStackedWidget(), "torsis-panels")
        for panel in (self.night, self.day, self.result):
            self.stack.addWidget(panel)
        self.log = LogPanel(self.session)
        self.log.review_requested.connect(self.review)
        self.setCentralWidget(self._splitter())

    def _splitter(self) -> QSplitter:
        left, middle = QWidget(), QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.square, 1)
        column.addWidget(self.seat_box)
        column = QVBoxLayout(middle)
        column.setContentsMargins(4, 0, 4, 0)
        for widget in (self.read_only_banner, self.review_banner, self.announcement):
            column.addWidget(widget)
        column.addWidget(self.stack, 1)
        splitter = named(QSplitter(Qt.Orientation.Horizontal), "torsis-splitter")
        for part, stretch in ((left, 5), (middle, 4), (self.log, 2)):
            splitter.addWidget(part)
            splitter.setStretchFactor(splitter.count() - 1, stretch)
        splitter.setSizes([720, 600, 280])
        return splitter

    def _action_rows(self) -> list[Row]:
        """Every window action: key, shortcut, handler, menu; the language choices come after."""
        view = "torsis.menu.view"
        return [
            ActionRow("torsis.action.save_as", keys(QKeySequence.StandardKey.SaveAs), self.choose_save_as, "torsis.menu.file"),
            ActionRow("torsis.action.close", keys(QKeySequence.StandardKey.Close), self.close, "torsis.menu.file"),
            ActionRow("torsis.action.undo", keys("Ctrl+Z"), self.session.undo, "torsis.menu.edit"),
            ActionRow("torsis.action.redo", keys("Ctrl+Shift+Z"), self.session.redo, "torsis.menu.edit"),
            ActionRow("torsis.action.draw", (), self.declare_draw, "torsis.menu.game"),
            ActionRow("torsis.action.language", keys("Ctrl+L"), self.cycle_language, view),
            MenuExtra(view, lambda: [self.actions_by_key[f"torsis.language.{code}"] for code in LANGS]),
        ]

    def _build_actions(self) -> dict[str, QAction]:
        self.action_rows = self._action_rows()
        actions = build_actions(self, self.action_rows)
        self.language_group = QActionGroup(self)
        for code in LANGS:
            action = named(QAction(LANGUAGE_NAMES[code], self, checkable=True), f"torsis.language.{code}")
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            actions[f"torsis.language.{code}"] = action
        return actions

    def _rebuild_menus(self) -> None:
        fill_menus(self.menuBar(), self.action_rows, self.actions_by_key, lambda key: tr(key, self.lang))

    # -- languages ----------------------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        """Show role names and the moderator's words in ko, en or ja; the window's words follow ko/en."""
        if code in ("ko", "en"):
            self.lang = "ko" if code == "ko" else "en"
        self.game_lang = "ja" if code == "ja" else self.lang
        self.actions_by_key[f"torsis.language.{self.game_lang}"].setChecked(True)
        for key, action in self.actions_by_key.items():
            if key.startswith("torsis.action."):
                action.setText(tr(key, self.lang))
        self._rebuild_menus()
        for panel in (self.night, self.day, self.result, self.log):
            panel.set_languages(self.lang, self.game_lang)
        self.refresh()

    def cycle_language(self) -> None:
        """Switch to the next language: Korean, English, Japanese (role names), Korean again."""
        order = list(LANGS)
        self.set_language(order[(order.index(self.game_lang) + 1) % len(order)])

    # -- redrawing ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the session (a change ends any review)."""
        self.reviewing = None
        state = self.session.state
        self.night.refresh()
        self.day.refresh()
        self.result.refresh()
        self.log.refresh()
        self.stack.setCurrentWidget(self.result if state.result else self.day if state.phase == "day" else self.night)
        self._show_table(state)
        self._show_undo_redo()
        self._show_title()

    def _show_table(self, state: TorsisState) -> None:
        self.square.show_faces(seat_faces(state, self.lang, self.game_lang), middle_text(state, self.lang, self.game_lang))
        said = last_announcement(state, self.lang, self.game_lang)
        self.announcement.setText(said)
        self.announcement.setVisible(bool(said))
        self.review_banner.setVisible(self.reviewing is not None)
        self.stack.setEnabled(self.reviewing is None)
        self._show_seat()

    def _show_seat(self) -> None:
        state = self.shown_state()
        self.seat_box.show_seat(state, self.square.selected, self.lang, self.game_lang, self.reviewing is None and state.result is None)

    def _show_undo_redo(self) -> None:
        game = self.session.game
        undo = self.actions_by_key["torsis.action.undo"]
        redo = self.actions_by_key["torsis.action.redo"]
        undo.setEnabled(game is not None and len(game.events) > 1)
        redo.setEnabled(game is not None and game.can_redo)
        set_action_text(undo, tr("torsis.action.undo", self.lang))
        set_action_text(redo, tr("torsis.action.redo", self.lang))
        if game is not None and len(game.events) > 1:
            last = describe(game.events[-1], game.state_at(len(game.events) - 1), self.lang, self.game_lang)
            set_action_text(undo, tr("torsis.action.undo.described", self.lang, what=last))
        if game is not None and game.redo_next is not None:
            set_action_text(redo, tr("torsis.action.redo.described", self.lang, what=describe(game.redo_next, game.state, self.lang, self.game_lang)))
        self.actions_by_key["torsis.action.draw"].setEnabled(game is not None and game.state.result is None)

    def _show_title(self) -> None:
        title = tr("torsis.window.title", self.lang)
        if self.session.path is not None:
            title += f" — {self.session.path.name}"
        self.setWindowTitle(title)
        self.read_only_banner.show_trouble(self.session.read_only, self.lang)

    def shown_state(self) -> TorsisState:
        """Return the table shown: the reviewed one, or now."""
        return self.session.state_at(self.reviewing) if self.reviewing is not None else self.session.state

    # -- review ---------------------------------------------------------------------------------------

    def review(self, n: int) -> None:
        """Show the table after the first n events, read-only (-1: back to now)."""
        if n < 0:
            self.reviewing = None
            self._show_table(self.session.state)
            return
        self.reviewing = n
        state = self.session.state_at(n)
        self._show_table(state)
        self.review_banner.setText(tr("torsis.review.banner", self.lang, n=n, total=len(self.session.events)))

    # -- requests -------------------------------------------------------------------------------------

    def confirm_override(self, event: TorsisEvent) -> bool:
        """Show why the rules refuse an event and ask whether to record it anyway."""
        reasons = "\n".join(r.text(self.game_lang) for r in refusals(self.session.state, event))
        box = plain(QMessageBox(QMessageBox.Icon.Warning, tr("torsis.override.title", self.lang), tr("torsis.override.text", self.lang, reasons=reasons), parent=self))
        anyway = box.addButton(tr("torsis.override.anyway", self.lang), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is anyway

    def show_card(self, info: Info) -> None:
        """Show one piece of information on a card for its recipient's eyes."""
        self._open_card(card_lines(self.session.state, info, self.game_lang))

    def show_player_card(self, player: str) -> None:
        """Show a player's role and everything they have been told so far."""
        state = self.shown_state()
        p = state.player(player)
        told = "\n".join(info_text(i, state, self.game_lang) for i in infos_of(state, player))
        self._open_card((p.name, role_name(p.role, self.game_lang), told))

    def _open_card(self, lines: tuple[str, str, str]) -> None:
        if self.card is not None:
            self.card.close_card()
        self.card = TextCard(self, lines, self.lang)
        self.card.closed.connect(self._card_closed)
        self.card.cover()

    def _card_closed(self) -> None:
        self.card = None

    def declare_draw(self) -> None:
        """Ask, then end the game as a draw (D19)."""
        answer = QMessageBox.question(self, tr("torsis.action.draw", self.lang), tr("torsis.draw.confirm", self.lang))
        if answer == QMessageBox.StandardButton.Yes:
            self.session.submit(DrawDeclared())

    def choose_save_as(self) -> None:
        """Ask for a file name and continue the game there."""
        name, _ = QFileDialog.getSaveFileName(self, tr("torsis.action.save_as", self.lang), str(paths.games_dir()), file_filter())
        if not name:
            return
        try:
            self.session.save_as(game_path(name))
        except GrimoireError as error:
            QMessageBox.critical(self, tr("torsis.error.title", self.lang), literal(str(error)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.card is not None:
            self.card.close_card()
        self.session.close()
        super().closeEvent(event)
