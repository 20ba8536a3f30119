"""The main window: the Grimoire tab (the open game) and the Script tab (sheets), with the menus.

Every change goes through the GameSession; this window only asks and redraws.

Paint first (issue 20): the constructor builds only the frame (menus, toolbar, tabs) and the town square;
the side panels (night, day, record), the night strip, the Script tab and the welcome page are built by
`ensure_built()`, run just after the square's first paint when the app starts (`paint_first=True`), or on
first use: reading `window.night`, `window.day`, `window.sheets` … builds them, so a shortcut pressed
before the paint never finds them missing. Without `paint_first` (tests, embedding) all is built at once.

Snapshot start (issue 20): reopening a game with a square snapshot (ui/town_square/snapshot.py), the app builds the
window with `snapshot=` and no library: the frame and a square showing the saved picture (`SquarePreview`), with
nothing of the model imported. Just after that first paint, `ensure_attached()` loads the library, makes the
session and the square panel (which takes over the preview's view), and the game opens for real
(`open_after_paint`); the square then redraws from the state, the same picture. Reading `window.session`,
`window.square` or `window.privacy` before that attaches at once, so nothing ever finds them missing. A game with no
snapshot whose square a forked process draws meanwhile (ui/town_square/picture_apart.py) starts the same way with
`preview=True`: the square is empty until `show_snapshot` gives it that picture, just before the first paint. This
module imports no model at load: the rest comes inside the methods that need it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMenu, QMessageBox, QSplitter, QTabWidget, QToolBar, QVBoxLayout, QWidget

from grimoire_app import __version__, paths
from grimoire_app.i18n import keys as catalogue_keys
from grimoire_app.i18n import tr
from grimoire_app.recent import recent_games, remember_game
from grimoire_app.ui.metrics import WINDOW_SIZE
from grimoire_app.ui.timer_keys import TIMER_KEYS, TimerKind
from grimoire_app.ui.plain import literal, set_action_text
from grimoire_app.ui.read_only_banner import ReadOnlyBanner
from grimoire_app.ui.actions import ActionRow, MenuExtra, Row, build_actions, fill_menus, keys
from grimoire_app.ui.square_preview import SquarePreview
from grimoire_app.ui.systems import WINDOWS, OpenWindow, window_of
from grimoire_app.ui.privacy_key import PRIVACY_KEY
from grimoire_app.ui.qt_texts import use_qt_language
from grimoire_app.ui.town_square.snapshot import SquareSnapshot, read_snapshot, square_picture, write_snapshot
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.town_square.view import TownSquareView
from grimoire_app.ui.screen_fit import fit_window
from grimoire_app.ui.settings import remember_language, save_window_settings

if TYPE_CHECKING:
    from grimoire_app.model import Library, Script
    from grimoire_app.model.characters import Lang
    from grimoire_app.systems.botc.events import Event
    from grimoire_app.ui.privacy import PrivacyController
    from grimoire_app.ui.session import GameSession
    from grimoire_app.ui.town_square.panel import TownSquarePanel
    from grimoire_app.ui.day_panel import DayPanel
    from grimoire_app.ui.game_over import GameOverReveal
    from grimoire_app.ui.grimoire_panel import GrimoirePanel
    from grimoire_app.ui.help_window import HelpWindow
    from grimoire_app.ui.night_panel import NightPanel
    from grimoire_app.ui.night_strip import NightStrip
    from grimoire_app.ui.script_sheets import ScriptSheets
    from grimoire_app.ui.welcome import WelcomePage

DAY_TIMER_KEYS = TIMER_KEYS
"""The day timers' window-wide keys (timer_clock.TIMER_KEYS, shared with the day panel)."""

SNAPSHOT_DELAY_MS = 2000
"""How long after the last change the square's snapshot is written (ui/town_square/snapshot.py): once the
Storyteller pauses, not on every event; closing the window writes it at once."""

TOOLBAR = ("action.new_game", "action.open_game", None, "action.undo", "action.redo", None, "nightpanel.action.next_phase", None, "action.language")
"""The toolbar's actions in order (None: a separator)."""
TOOLBAR_KEYS = frozenset(key for key in TOOLBAR if key is not None)
"""Whose texts the first paint shows; the other actions' texts and every status tip are set just after it (issue 20:
their catalogue files are read then, not before the paint)."""

UNDO_BUTTON_WIDTH = 200
"""Width of the toolbar's undo and redo buttons: the described step is elided to it (issue 19 point 7)."""



class MainWindow(QMainWindow):
    """The app's window; its state is the session, the language and the Script tab's choice."""

    def __init__(
        self,
        library: Library | None,
        lang: Lang = "ko",
        session: GameSession | None = None,
        *,
        paint_first: bool = False,
        snapshot: SquareSnapshot | None = None,
        preview: bool = False,
    ) -> None:
        """Build the window; with `paint_first` (the app's start) only the frame and the square, the rest after
        the square's first paint (`ensure_built`); without it (tests, embedding) everything at once.

        With a `snapshot` (a reopened game's start) the square first shows that saved picture and the library may be
        None: the session and the square panel come with `ensure_attached()`, just after the first paint. So with
        `preview` and no snapshot (a game drawn by a process of its own meanwhile): an empty square until
        `show_snapshot` gives it one.
        """
        super().__init__()
        self._library = library
        self.lang: Lang = lang
        use_qt_language(lang)
        self.read_only_banner = ReadOnlyBanner()
        self._journal_path: Path | None = None
        self.other_windows: list[QMainWindow] = []
        """ONUW and Torsis windows opened from here (kept alive while this window lives)."""
        self._built = False
        self._after_paint: list[Callable[[], object]] = []
        """What runs once the rest is built, just after the first paint (`after_first_paint`)."""
        self._paint_first = paint_first
        self._sheet_wanted: tuple[Script, int | None] | None = None
        """The script the Script tab is to show once built (a game opened before it was)."""
        self._sheet_file: Path | None = None
        """A script file the Script tab is to load once built (the one remembered from the last run)."""
        self._session: GameSession | None = None
        self._square: TownSquarePanel | None = None
        self._privacy: PrivacyController | None = None
        self._preview = SquarePreview(snapshot) if snapshot is not None or preview else None
        """The square showing a snapshot until the session and the square panel exist (a reopened game's start)."""
        self._opening: Callable[[], object] | None = None
        """Opens the game once attached (`open_after_paint`)."""
        self._library_error: str | None = None
        self._snapshot_title = snapshot.title if snapshot is not None else None
        self._phase_kind = "setup"
        self._ended = False
        self._snapshot_timer = QTimer(self, singleShot=True, interval=SNAPSHOT_DELAY_MS)
        self._snapshot_timer.timeout.connect(self.write_snapshot)
        self.square_tab = named(QSplitter(Qt.Orientation.Horizontal), "square-tab")
        self.side_tabs = named(QTabWidget(), "side-tabs")
        if self._preview is not None:
            self.square_tab.addWidget(self._preview)  # the square panel takes its place (ensure_attached)
        else:
            self._attach(library, session)
        self.square_tab.addWidget(self.side_tabs)
        self.square_tab.setStretchFactor(0, 3)
        self.square_tab.setStretchFactor(1, 1)
        self.square_tab.setSizes([900, 460])
        self.tabs = named(QTabWidget(), "main-tabs")
        self.tabs.addTab(self.square_tab, "")
        self.tabs.addTab(QWidget(), "")  # the Script tab's place: ensure_built puts the sheets there
        self.help_window: HelpWindow | None = None
        self.game_over: GameOverReveal | None = None
        self._central = _stacked(self.read_only_banner, self.tabs)
        self.setCentralWidget(self._central)
        self.action_rows = self._action_rows()
        self.actions_by_key = build_actions(self, self.action_rows)
        self._early_privacy_key: QAction | None = None
        """F12 before the privacy cover is installed (the start's window until just after its first paint)."""
        if self._session is not None and not paint_first:  # the start installs it just after the paint (ensure_built)
            self._install_privacy()
        else:
            self._bind_early_privacy_key()
        self.recent_menu = QMenu(self)
        self._build_toolbar()
        fit_window(self, WINDOW_SIZE)
        self._retranslate()
        if paint_first:
            self.square_view.fit_when_shown = False  # the start lays it out once shown (ui/app.py show_main_window)
            self._after_first_paint = _AfterFirstPaint(self.square_view.viewport(), self.ensure_built)
        else:
            self.ensure_built()

    # -- attached: the session and the square panel (at once, or just after a snapshot's first paint) ----------

    def _attach(self, library: Library | None, session: GameSession | None) -> None:
        """Make the session, the square panel (taking over the snapshot's view, if one is shown) and the privacy cover."""
        from grimoire_app.ui.session import GameSession
        from grimoire_app.ui.town_square.panel import TownSquarePanel

        if library is None:
            library = self._load_library()
            if library is None:
                return
        self._library = library
        self._session = session = session or GameSession(library)
        from grimoire_app.ui.saving import ask_write

        session.ask_write = lambda trouble: ask_write(self, trouble, self.lang)
        preview, self._preview = self._preview, None
        held = self._paint_first and not self._built
        self._square = TownSquarePanel(session, self.lang, hold_tray=held, view=preview.view if preview else None)  # ensure_built releases the tray
        if preview is not None:
            self.square_tab.replaceWidget(0, self._square)
            self.square_tab.setStretchFactor(0, 3)  # a stretch factor is the widget's own (its size policy): set it again
            preview.deleteLater()
        else:
            self.square_tab.insertWidget(0, self._square)
        self._phase_kind = session.state.phase.kind
        self._ended = session.state.result is not None
        session.changed.connect(self._follow_phase)
        session.changed.connect(self._session_changed)
        session.changed.connect(self._snapshot_timer.start)

    def show_snapshot(self, snapshot: SquareSnapshot) -> None:
        """Show a picture of the square and its title until the game is attached (a start's preview; ignored after)."""
        if self._preview is None:
            return
        self._preview.show_snapshot(snapshot)
        self._snapshot_title = snapshot.title
        self._session_changed()

    def _bind_early_privacy_key(self) -> None:
        """Let F12 cover the window before the cover is installed: it installs it then (`privacy`) and covers."""
        action = self._early_privacy_key = QAction(self)
        action.setShortcut(QKeySequence(PRIVACY_KEY))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda: self.privacy.toggle())
        self.addAction(action)

    def _install_privacy(self) -> None:
        """Give the window its privacy cover (over the central widget) once the session exists.

        At the start (`paint_first`) it comes just after the first paint, as the rest: its key filter is app-wide (a
        Python call for every event of the app), and the ~1,200 events of the first layout and paint do not need it."""
        from grimoire_app.ui.privacy import install_privacy

        assert self._session is not None
        self._privacy = install_privacy(self, self._session, self.lang)
        if self._early_privacy_key is not None:  # the cover's own key filter takes F12 from here on
            self.removeAction(self._early_privacy_key)
            self._early_privacy_key.deleteLater()
            self._early_privacy_key = None
        if hasattr(self, "toolbar"):  # attached after the frame (a snapshot's start): the cover's action comes last
            self._add_privacy_action()

    def ensure_attached(self) -> None:
        """Make the session and the square panel now if a snapshot's start left them for after the first paint, and
        open the game that start named (`open_after_paint`). Idempotent."""
        if self._session is not None or self._library_error is not None:
            return
        self._attach(self._library, None)
        if self._session is None:
            return
        self._install_privacy()
        self._rebuild_menus()
        self._session_changed()
        opening, self._opening = self._opening, None
        if opening is not None:
            opening()

    def _load_library(self) -> Library | None:
        """Load the character library for a snapshot's start; if it cannot load, say why and quit (None)."""
        from grimoire_app.model import GrimoireError, load_library

        try:
            return load_library(paths.resources_dir(), paths.imported_texts_file())
        except GrimoireError as error:
            self._library_error = str(error)
            QMessageBox.critical(self, paths.APP_NAME, literal(str(error)))
            app = QApplication.instance()
            if app is not None:
                app.exit(1)
            return None

    def after_first_paint(self, then: Callable[[], object]) -> None:
        """Run `then` once the window is whole: at the end of `ensure_built` (just after the square's first paint, or
        earlier on first use), or at once if that is past."""
        if self._built:
            then()
        else:
            self._after_paint.append(then)

    def _run_after_paint(self) -> None:
        after, self._after_paint = self._after_paint, []
        for then in after:
            then()

    def open_after_paint(self, opening: Callable[[], object]) -> None:
        """Open a game once attached: at once if the window is, else just after the snapshot's first paint."""
        if self._session is not None:
            opening()
        else:
            self._opening = opening

    @property
    def library(self) -> Library:
        """The character library (loaded now if a snapshot's start has not loaded it yet)."""
        if self._library is None:
            self.ensure_attached()
        if self._library is None:
            raise RuntimeError(f"the library could not be loaded: {self._library_error}")
        return self._library

    @library.setter
    def library(self, library: Library) -> None:
        self._library = library

    @property
    def session(self) -> GameSession:
        """The game session (made now if a snapshot's start has not made it yet)."""
        if self._session is None:
            self.ensure_attached()
        if self._session is None:
            raise RuntimeError(f"the library could not be loaded: {self._library_error}")
        return self._session

    @property
    def square(self) -> TownSquarePanel:
        """The town square panel (made now if a snapshot's start has not made it yet)."""
        if self._square is None:
            self.ensure_attached()
        if self._square is None:
            raise RuntimeError(f"the library could not be loaded: {self._library_error}")
        return self._square

    @property
    def privacy(self) -> PrivacyController:
        """The privacy cover's controller (made now if the start has not made it yet: it comes after the first paint)."""
        if self._privacy is None:
            self.ensure_attached()
            if self._privacy is None and self._session is not None:  # the start's window before its first paint
                self._install_privacy()
        if self._privacy is None:
            raise RuntimeError(f"the library could not be loaded: {self._library_error}")
        return self._privacy

    @property
    def square_view(self) -> TownSquareView:
        """The view the square paints in: the snapshot's until attached, then the square panel's (the same one)."""
        if self._square is not None:
            return self._square.view
        assert self._preview is not None
        return self._preview.view

    @property
    def attached(self) -> bool:
        """Whether the session and the square panel exist yet."""
        return self._session is not None

    # -- built after the first paint (or on first use) ------------------------------------------

    def ensure_built(self) -> None:
        """Build what the first paint did not need: side panels, night strip, Script tab, welcome page.

        Runs once, just after the square's first paint; reading any of those attributes runs it earlier
        (tests, a shortcut pressed before the paint). Idempotent.
        """
        if self._built:
            return
        self.ensure_attached()
        if not self.attached:  # the library could not load: the app is quitting
            self._run_after_paint()
            return
        self._built = True
        if self._privacy is None:
            self._install_privacy()
        from grimoire_app.ui.day_panel import DayPanel
        from grimoire_app.ui.grimoire_panel import GrimoirePanel
        from grimoire_app.ui.night_panel import NightPanel
        from grimoire_app.ui.night_strip import NightStrip, place_in_tray_column
        from grimoire_app.ui.script_sheets import ScriptSheets
        from grimoire_app.ui.welcome import WelcomePage

        lang = self.lang
        self._grimoire = GrimoirePanel(self.session, lang)
        self._grimoire.note_requested.connect(self.square.edit_note)
        self._night = NightPanel(self.session, self.square, lang)
        self._day = DayPanel(self.session, self.square, lang)
        self.side_tabs.addTab(self._night, "")
        self.side_tabs.addTab(self._day, "")
        self.side_tabs.addTab(self._grimoire, "")
        self._day.prompt_shown.connect(lambda: self.side_tabs.setCurrentWidget(self._day))
        self._night.phase_recorded.connect(self._day.after_phase)
        self._night_strip = NightStrip(self.session, self._night, lang, self._pick_step)  # tonight's steps as tokens, at night
        place_in_tray_column(self._night_strip, self.square.tray)
        self._follow_phase(force=True)
        self.square.tray.release()
        self._sheets = ScriptSheets(self.library, lang)
        placeholder = self.tabs.widget(1)
        on_script = self.tabs.currentIndex() == 1
        self.tabs.removeTab(1)
        self.tabs.insertTab(1, self._sheets, "")
        if placeholder is not None:
            placeholder.deleteLater()
        if on_script:
            self.tabs.setCurrentIndex(1)
        self._welcome = WelcomePage(self)
        self._welcome.hide()
        layout = self._central.layout()
        assert layout is not None
        layout.addWidget(self._welcome)
        if self._sheets.paths:
            self._sheets.load(self._sheets.paths[0])
        if self._sheet_file is not None:
            self._load_quietly(self._sheet_file)
        if self._sheet_wanted is not None:
            self._sheets.show_script(self._sheet_wanted[0], players=self._sheet_wanted[1])
        self._sheet_wanted = self._sheet_file = None
        self._retranslate()
        self._run_after_paint()

    def load_script_later(self, path: Path) -> None:
        """Show a script file in the Script tab: at once if the tab is built, else when it is (the script remembered
        from the last run, at start). A file that no longer reads is simply not shown."""
        if self._built:
            self._load_quietly(path)
        else:
            self._sheet_file = path

    def _load_quietly(self, path: Path) -> None:
        from grimoire_app.model import GrimoireError

        try:
            self._sheets.load(path)
        except GrimoireError:
            pass

    @property
    def built(self) -> bool:
        """Whether the parts after the first paint exist yet."""
        return self._built

    @property
    def night(self) -> NightPanel:
        """The night panel (built on first use)."""
        self.ensure_built()
        return self._night

    @property
    def day(self) -> DayPanel:
        """The day panel (built on first use)."""
        self.ensure_built()
        return self._day

    @property
    def grimoire(self) -> GrimoirePanel:
        """The record panel (built on first use)."""
        self.ensure_built()
        return self._grimoire

    @property
    def night_strip(self) -> NightStrip:
        """Tonight's steps as tokens over the tray (built on first use)."""
        self.ensure_built()
        return self._night_strip

    @property
    def sheets(self) -> ScriptSheets:
        """The Script tab (built on first use)."""
        self.ensure_built()
        return self._sheets

    @property
    def welcome(self) -> WelcomePage:
        """The welcome page of a first run (built on first use)."""
        self.ensure_built()
        return self._welcome

    # -- compatibility accessors used by the Script tab's tests ---------------------------------

    @property
    def script(self) -> Script | None:
        """Return the script shown in the Script tab."""
        if not self._built and self._sheet_wanted is not None:
            return self._sheet_wanted[0]
        return self.sheets.script

    # -- building -------------------------------------------------------------------------------

    def _action_rows(self) -> list[Row]:
        """Every command of the window: catalogue key, shortcuts, handler, menu (in menu order)."""
        std = QKeySequence.StandardKey
        file, edit, view = "menu.file", "menu.edit", "menu.view"
        return [
            ActionRow("action.new_game", keys(std.New), self.new_game, file),
            *(ActionRow(w.new_action, (), self._new_in_window(w.system_id), file) for w in WINDOWS.values()),
            ActionRow("action.open_game", keys(std.Open), self.choose_game_file, file),
            MenuExtra(file, lambda: [self.recent_menu]),
            ActionRow("action.save_as", keys(std.SaveAs), self.choose_save_as, file),
            ActionRow("action.export_summary", keys("Ctrl+E"), self.export_summary, file),
            ActionRow("action.export_script", (), self.export_script, file),
            ActionRow("action.review_game", keys("Ctrl+Shift+R"), self.review_game, file),
            ActionRow("action.open_script", keys("Ctrl+Shift+O"), self.choose_script_file, file, separator=True),
            ActionRow("action.import_texts", (), self.choose_texts_file, file),
            ActionRow("action.quit", keys("Ctrl+Q"), self.close, file, separator=True),
            ActionRow("nightpanel.action.next_phase", keys("Ctrl+Shift+N"), self.advance_phase),
            *(ActionRow(f"daytimer.action.{kind}", keys(key), self._day_timer(kind)) for kind, key in DAY_TIMER_KEYS.items()),
            ActionRow("action.undo", keys("Ctrl+Z"), lambda: self.session.undo(), edit),
            ActionRow("action.redo", keys("Ctrl+Shift+Z"), lambda: self.session.redo(), edit),
            ActionRow("action.language", keys("Ctrl+L"), self.toggle_language, view),
            ActionRow("action.full_screen", keys("F11"), self.toggle_full_screen, view),
            MenuExtra(view, lambda: [self._privacy.action] if self._privacy is not None else []),
            ActionRow("action.game_over", keys("Ctrl+Shift+G"), self.show_game_over, view, separator=True),
            ActionRow("action.reveal_to_table", (), self.reveal_to_table, view),
            MenuExtra("menu.square", lambda: self._square.actions_for_menu() if self._square is not None else []),
            ActionRow("action.help", keys("F1"), self.show_help, "menu.help"),
            ActionRow("action.about", (), self._about, "menu.help"),
        ]

    def _pick_step(self, step: str) -> None:
        """Open a step of tonight in the night panel (a click on the night strip)."""
        self.side_tabs.setCurrentWidget(self.night)
        self.night.go_to(step)

    def _day_timer(self, kind: TimerKind) -> Callable[[], None]:
        return lambda: self.day.timers.toggle(kind)  # self.day builds the panels if a key comes before the paint

    def _new_in_window(self, system_id: str) -> Callable[[], None]:
        return lambda: self.new_other_game(system_id)

    def _opener(self, path: Path) -> Callable[[], object]:
        return lambda: self.open_game(path)

    def _build_toolbar(self) -> None:
        toolbar = named(QToolBar(movable=False), "main-toolbar")
        self.addToolBar(toolbar)
        for key in TOOLBAR:
            toolbar.addSeparator() if key is None else toolbar.addAction(self.actions_by_key[key])
        self.toolbar = toolbar
        if self._privacy is not None:
            self._add_privacy_action()
        for key in ("action.undo", "action.redo"):
            button = toolbar.widgetForAction(self.actions_by_key[key])
            if button is not None:  # a fixed width: the buttons after it stay put as the described step changes
                button.setFixedWidth(UNDO_BUTTON_WIDTH)

    def _add_privacy_action(self) -> None:
        assert self._privacy is not None
        self.toolbar.addSeparator()
        self.toolbar.addAction(self._privacy.action)

    def _retranslate(self) -> None:
        """Set every visible string in the current language (called on each language switch)."""
        lang = self.lang
        whole = self._built or not self._paint_first
        for key, action in self.actions_by_key.items():
            if not whole and key not in TOOLBAR_KEYS:
                continue  # before the first paint only what it shows: the rest as the window is whole (ensure_built)
            action.setText(tr(key, lang))
            tip = key + ".tip"
            if whole:
                action.setStatusTip(tr(tip, lang) if _has_key(tip) else "")
        self.tabs.setTabText(0, tr("tab.grimoire", lang))
        self.tabs.setTabToolTip(0, tr("tab.grimoire.tip", lang))
        self.tabs.setTabText(1, tr("tab.script", lang))
        if self._built:
            self.side_tabs.setTabText(self.side_tabs.indexOf(self._grimoire), tr("tab.record", lang))
            night = self.side_tabs.indexOf(self._night)
            self.side_tabs.setTabText(night, tr("nightpanel.tab", lang))
            self.side_tabs.setTabToolTip(night, tr("nightpanel.tab.tip", lang))
            day = self.side_tabs.indexOf(self._day)
            self.side_tabs.setTabText(day, tr("daypanel.tab", lang))
            self.side_tabs.setTabToolTip(day, tr("daypanel.tab.tip", lang))
            self._welcome.set_language(lang)
        self._rebuild_menus()
        self._session_changed()

    def _rebuild_menus(self) -> None:
        self.recent_menu.setTitle(tr("menu.recent", self.lang))
        fill_menus(self.menuBar(), self.action_rows, self.actions_by_key, lambda key: tr(key, self.lang))
        self._fill_recent_menu()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        games = recent_games(paths.recent_games_file())
        for path in games:
            self.recent_menu.addAction(path.name, self._opener(path)).setToolTip(literal(str(path)))
        if not games:
            self.recent_menu.addAction(tr("menu.recent.empty", self.lang)).setEnabled(False)

    # -- reacting to the session ------------------------------------------------------------------

    def _session_changed(self) -> None:
        if self._session is None:  # a snapshot's start: its title until the game opens; no step to undo yet
            self.setWindowTitle(self._snapshot_title or tr("app.title", self.lang))
            for key in ("action.undo", "action.redo", "action.game_over", "action.reveal_to_table"):
                self.actions_by_key[key].setEnabled(False)
            return
        from grimoire_app.ui.titles import game_window_title

        undo = self.session.undo_description(self.lang)
        redo = self.session.redo_description(self.lang)
        self._describe_action("action.undo", undo)
        self._describe_action("action.redo", redo)
        for key in ("action.save_as", "action.export_summary", "nightpanel.action.next_phase"):
            self.actions_by_key[key].setEnabled(self.session.game is not None)
        ended = self.session.state.result is not None
        for key in ("action.game_over", "action.reveal_to_table"):
            self.actions_by_key[key].setEnabled(ended)
        game = self.session.game
        title = tr("app.title", self.lang)
        if game is not None and self.session.path is not None:
            title = game_window_title(game.script, self.session.path, self.lang)
        if game is not None:
            self.show_welcome(False)
        if ended and not self._ended and game is not None:
            self.show_game_over()  # the game has just ended: the reveal comes up (an undo closes it)
        if not ended and self.square.public is not None and self.square.public.reveal:
            self.square.public.set_reveal(False)  # the table sees a later end only when the Storyteller reveals it again
        self._ended = ended
        self.setWindowTitle(title)
        self.read_only_banner.show_trouble(self.session.read_only, self.lang)
        if self.session.path is not None and self.session.path != self._journal_path:
            self._journal_path = self.session.path  # Save As from a failed write: reopen that one next time
            self._remember(self.session.path)

    def _describe_action(self, key: str, what: str | None) -> None:
        action = self.actions_by_key[key]
        action.setEnabled(what is not None)
        set_action_text(action, tr(key + ".described", self.lang, what=what) if what else tr(key, self.lang))
        button = self.toolbar.widgetForAction(action) if hasattr(self, "toolbar") else None
        if button is not None:  # the toolbar shows the text elided to the button; the tooltip and menu say it all
            action.setIconText(button.fontMetrics().elidedText(action.text().replace("&&", "\0").replace("&", "").replace("\0", "&&"), Qt.TextElideMode.ElideRight, UNDO_BUTTON_WIDTH - 16))

    # -- commands ---------------------------------------------------------------------------------

    def new_game(self) -> None:
        """Run the setup wizard; on Finish start the game it set up (Cancel changes nothing)."""
        from grimoire_app.ui.wizard import SetupWizard  # on demand: not needed to start the app

        wizard = SetupWizard(self.library, self.lang, parent=self)
        if wizard.exec():
            self.start_new_game(wizard.script, wizard.events())

    def start_new_game(self, script: Script, events: tuple[Event, ...]) -> bool:
        """Start a game on a script from its first events, in a new file; False if it cannot start."""
        from grimoire_app.model import GrimoireError

        try:
            started = self.session.start(script, _new_game_path(script), events)
        except GrimoireError as error:
            QMessageBox.critical(self, tr("error.title", self.lang), literal(tr("error.game", self.lang, details=str(error))))
            return False
        if started and self.session.path is not None:
            self._opened(self.session.path, script)
        return started

    def open_game(self, path: Path) -> bool:
        """Open a saved game; tell the Storyteller what a torn end lost; keep the current game on error.

        Games of a system played in its own window (ui/systems.py) open there.
        """
        from grimoire_app.model import GrimoireError
        from grimoire_app.systems.game_files import system_of

        try:
            own_window = window_of(system_of(path))
            if own_window is not None:
                return self._open_other(own_window.open, path)
            dropped = self.session.open(path)
        except GrimoireError as error:
            QMessageBox.critical(self, tr("error.title", self.lang), literal(tr("error.game", self.lang, details=str(error))))
            return False
        if dropped:
            backup = path.name + ".torn"
            QMessageBox.warning(self, tr("open.title", self.lang), literal(tr("open.dropped", self.lang, what=dropped, backup=backup)))
        if self.session.read_only is not None:
            from grimoire_app.ui.saving import tell_read_only

            tell_read_only(self, self.session.read_only, self.lang)
        assert self.session.game is not None
        self._opened(path, self.session.game.script)
        return True

    def _open_other(self, opener: OpenWindow, path: Path) -> bool:
        window = opener(self, path, self.lang)
        if window is None:
            return False
        self._keep_other(window, path)
        return True

    def new_other_game(self, system: str) -> None:
        """Set up a new game of a system played in its own window (ONUW, Torsis) and show it there."""
        own_window = window_of(system)
        window = own_window.new(self, self.lang) if own_window is not None else None
        path = getattr(getattr(window, "session", None), "path", None)
        if window is not None and isinstance(path, Path):
            self._keep_other(window, path)

    def _keep_other(self, window: QMainWindow, path: Path) -> None:
        self.other_windows.append(window)
        self.quit_from(window)
        self._remember(path)
        file_changed = getattr(window, "file_changed", None)
        if file_changed is not None:
            file_changed.connect(lambda name: self._remember(Path(name)))

    def _remember(self, path: Path) -> None:
        """Put a game file at the top of Open recent."""
        remember_game(paths.recent_games_file(), path)
        self._fill_recent_menu()

    def _opened(self, path: Path, script: Script) -> None:
        if read_snapshot(path, self.lang) is None:  # a game never opened here, or changed since: the next start paints at once
            self.write_snapshot()
        remember_game(paths.recent_games_file(), path)
        self._fill_recent_menu()
        players = len(self.session.state.seats) or None
        if self._built:
            self.sheets.show_script(script, players=players)
        else:  # the Script tab shows it once built (after the first paint)
            self._sheet_wanted = (script, players)
        self.tabs.setCurrentWidget(self.square_tab)

    def choose_game_file(self) -> None:
        """Ask for a game file and open it."""
        from grimoire_app.systems.registry import file_filter

        name, _ = QFileDialog.getOpenFileName(self, tr("action.open_game", self.lang), str(paths.games_dir()), file_filter())
        if name:
            self.open_game(Path(name))

    def choose_save_as(self) -> None:
        """Ask for a file name and continue the game there."""
        from grimoire_app.systems.registry import file_filter
        from grimoire_app.ui.saving import game_path

        name, _ = QFileDialog.getSaveFileName(self, tr("action.save_as", self.lang), str(paths.games_dir()), file_filter())
        if name:
            self.save_as(game_path(name))

    def save_as(self, path: Path) -> bool:
        """Write the game to `path` and keep recording there."""
        from grimoire_app.model import GrimoireError

        try:
            saved = self.session.save_as(path)
        except GrimoireError as error:
            QMessageBox.critical(self, tr("error.title", self.lang), literal(tr("error.save", self.lang, details=str(error))))
            return False
        if not saved or self.session.path is None:
            return False
        path = self.session.path
        remember_game(paths.recent_games_file(), path)
        self._fill_recent_menu()
        self.statusBar().showMessage(tr("status.saved", self.lang, path=path), 5000)
        return True

    def review_game(self) -> None:
        """Ask for a game file and open it read-only in a review window."""
        from grimoire_app.ui.review import review_game_dialog  # on demand

        review = review_game_dialog(self, self.library, self.lang)
        if review is not None:
            self.quit_from(review)

    def quit_from(self, window: QWidget) -> QShortcut:
        """Let Ctrl+Q in a window opened from here quit too: this window closes, and with it every other one."""
        shortcut = QShortcut(QKeySequence("Ctrl+Q"), window)
        shortcut.activated.connect(self.close)
        return shortcut

    def export_summary(self) -> None:
        """Ask where, then write the game's summary (PDF or HTML)."""
        if self.session.game is None:
            return
        from grimoire_app.ui.export.menu import export_summary_dialog  # on demand: Qt printing is heavy

        path = export_summary_dialog(self, self.session.game, self.lang)
        if path is not None:
            self.statusBar().showMessage(tr("export.done", self.lang, path=path), 5000)

    def export_script(self) -> None:
        """Ask where, then write the game's script (else the Script tab's) as official script JSON."""
        from grimoire_app.ui.export.script_menu import export_script_dialog  # on demand, like the summary

        path = export_script_dialog(self, self.session.game, self.script, self.lang)
        if path is not None:
            self.statusBar().showMessage(tr("export_script.done", self.lang, path=path), 5000)

    def open_script(self, path: Path) -> bool:
        """Show a script file in the Script tab; on bad input show every problem and keep the current one.

        Problems and the warnings of a script read leniently open in a dialog that fits the screen
        (ui/script_report_dialog.py), the file named once.
        """
        from grimoire_app.model import GrimoireError
        from grimoire_app.model.errors import ProblemsError
        from grimoire_app.ui.script_report_dialog import show_script_errors, show_script_warnings  # on demand

        try:
            script = self.sheets.load(path)
        except ProblemsError as error:
            show_script_errors(self, error, self.lang)
            return False
        except GrimoireError as error:
            QMessageBox.critical(self, tr("error.title", self.lang), literal(tr("error.script", self.lang, details=str(error))))
            return False
        self.show_welcome(False)
        self.tabs.setCurrentWidget(self.sheets)
        show_script_warnings(self, script, self.lang, self.library)
        return True

    def choose_script_file(self) -> None:
        """Ask for a script file and open it."""
        name, _ = QFileDialog.getOpenFileName(self, tr("action.open_script", self.lang), "", "Script (*.json)")
        if name:
            self.open_script(Path(name))

    def choose_texts_file(self) -> None:
        """Ask for the official roles.json and import its texts."""
        name, _ = QFileDialog.getOpenFileName(self, tr("action.import_texts", self.lang), "", "roles.json (*.json)")
        if name:
            self.import_texts(Path(name))

    def import_texts(self, source: Path) -> bool:
        """Import the official texts, reload the library, and redraw."""
        from grimoire_app.model import GrimoireError, load_library
        from grimoire_app.model.imported_texts import import_texts

        try:
            count = import_texts(source, paths.imported_texts_file())
            self.library = load_library(paths.resources_dir(), paths.imported_texts_file())
        except GrimoireError as error:
            QMessageBox.critical(self, tr("error.title", self.lang), literal(tr("error.import", self.lang, details=str(error))))
            return False
        self.sheets.library = self.session.library = self.library
        self.sheets.refresh()
        self._tell_snapshot_refresh()  # the other recent games' names and texts come from the library
        self.statusBar().showMessage(tr("import.done", self.lang, count=count), 5000)
        return True

    def toggle_language(self) -> None:
        """Switch between Korean and English."""
        self.ensure_built()
        self.lang = "en" if self.lang == "ko" else "ko"
        remember_language(self.lang)
        use_qt_language(self.lang)
        self._snapshot_timer.start()  # the next start shows the square in this language
        self.sheets.set_language(self.lang)
        self.grimoire.set_language(self.lang)
        self.square.set_language(self.lang)
        self.night.set_language(self.lang)
        self.night_strip.set_language(self.lang)
        self.day.set_language(self.lang)
        self.privacy.set_language(self.lang)
        if self.help_window is not None:
            self.help_window.set_language(self.lang)
        if self.game_over is not None:
            self.game_over.refresh()
        for review in self.findChildren(QMainWindow, "review-window"):
            review.set_language(self.lang)  # type: ignore[attr-defined]
        self._retranslate()
        self._tell_snapshot_refresh()  # the other recent games' snapshots are in the old language

    def _tell_snapshot_refresh(self) -> None:
        """Tell the idle snapshot refresh (ui/snapshot_refresh.py) that the language or the library changed."""
        from grimoire_app.ui.snapshot_refresh import SnapshotRefresh

        for refresh in self.findChildren(SnapshotRefresh):
            refresh.situation_changed()

    def advance_phase(self) -> None:
        """Go to the next phase through the dusk/dawn checklist.

        At dusk the day panel first offers a pending execution and checks victory (at dusk).
        """
        if self.session.state.today() is not None:
            self.side_tabs.setCurrentWidget(self.day)
            self.day.before_dusk(self.night.advance_phase)
        else:
            self.night.advance_phase()

    def _follow_phase(self, force: bool = False) -> None:
        """Bring the night panel forward when a night begins and the day panel when a day does."""
        kind = self.session.state.phase.kind
        if kind == self._phase_kind and not force:
            return
        self._phase_kind = kind
        if not self._built:
            return  # ensure_built brings the phase's panel forward
        panel = {"night": self._night, "day": self._day}.get(kind)
        if panel is not None:
            self.side_tabs.setCurrentWidget(panel)

    def show_welcome(self, on: bool = True) -> None:
        """Show the welcome page instead of the tabs (a first run), or the tabs again."""
        if on or self._built:
            self.welcome.setVisible(on)
        self.tabs.setVisible(not on)
        if on:
            self.welcome.new_game.setFocus()

    def show_help(self) -> HelpWindow:
        """Open (or raise) the shortcut sheet (F1)."""
        from grimoire_app.ui.help_window import HelpWindow  # on demand

        if self.help_window is None:
            self.help_window = HelpWindow(self)
        self.help_window.show()
        self.help_window.raise_()
        return self.help_window

    def show_game_over(self) -> GameOverReveal | None:
        """Show the game-over reveal: the winner, why, every seat's character and alignment (None while the game goes on)."""
        from grimoire_app.ui.game_over import GameOverReveal  # on demand

        if self.session.state.result is None:
            return None
        if self.game_over is None:
            self.game_over = GameOverReveal(self)
        self.game_over.refresh()
        self.game_over.show()
        self.game_over.raise_()
        return self.game_over

    def reveal_to_table(self) -> None:
        """Show the winner and the grimoire on the public window (the Storyteller's choice, once the game is over)."""
        if self.session.state.result is None:
            return
        self.square.open_public_window().set_reveal(True)

    def toggle_full_screen(self) -> None:
        """Fill the screen with the window, or leave full screen."""
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def secondary_windows(self) -> list[QWidget]:
        """The windows opened from this one that are still open: public square, ONUW, Torsis, reviews, help, result."""
        windows: list[QWidget] = [*self.other_windows, *self.findChildren(QMainWindow, "review-window")]
        public = self._square.public if self._square is not None else None
        windows += [w for w in (public, self.help_window, self.game_over) if w is not None]
        return [window for window in windows if window.isVisible()]

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Close the windows opened from here too (Ctrl+Q quits the whole app, issue 19 point 7), remember the
        window's settings, and let go of the game file's lock (another window may write it then)."""
        for window in self.secondary_windows():
            window.close()
        save_window_settings(self)
        if self._session is not None:  # a window closed before its game was attached has nothing to let go of
            self.write_snapshot()
            self._session.close()
        super().closeEvent(event)

    def write_snapshot(self) -> bool:
        """Write the square's snapshot for the game's file as it is now (the next start paints it before the model
        loads: ui/town_square/snapshot.py); False when there is no game file or nothing was written."""
        self._snapshot_timer.stop()
        path, game = self.session.path, self.session.game
        if path is None or game is None or self.session.read_only is not None or not path.exists():
            return False
        picture = square_picture(self.session.state, self.square.faces)
        return write_snapshot(path, SquareSnapshot(self.lang, self.windowTitle(), picture))

    def _about(self) -> None:
        QMessageBox.about(self, tr("action.about", self.lang), tr("about.text", self.lang, version=__version__))


class _AfterFirstPaint(QObject):
    """Call `then` once, just after `viewport`'s first paint (a zero timer: the paint is on screen first)."""

    def __init__(self, viewport: QWidget, then: Callable[[], None]) -> None:
        super().__init__(viewport)
        self._then = then
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)
        return False


def _stacked(banner: QWidget, below: QWidget, *others: QWidget) -> QWidget:
    """Return a widget holding the read-only banner above the window's contents (and the welcome page, hidden)."""
    holder = named(QWidget(), "main-central")
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(banner)
    layout.addWidget(below, 1)
    for other in others:
        layout.addWidget(other, 1)
    return holder


def _has_key(key: str) -> bool:
    return key in catalogue_keys()


def _new_game_path(script: Script) -> Path:
    from datetime import datetime

    stamp = datetime.now().strftime("%Y-%m-%d_%H%M%S")
    safe = "".join(ch if ch.isalnum() else "-" for ch in script.meta.name).strip("-") or "game"
    return paths.games_dir() / f"{stamp}_{safe}.grimoire"
