"""The main window: the chosen script's character sheet and its two night sheets, side by side.

The town square will take the centre in a later step; this window is where it will live.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QToolBar,
)

from grimoire_app import __version__, paths
from grimoire_app.i18n import tr
from grimoire_app.model import GrimoireError, Library, Script, load_library, load_script
from grimoire_app.model.bundled_scripts import bundled_scripts
from grimoire_app.model.characters import Lang
from grimoire_app.model.imported_texts import import_texts
from grimoire_app.ui.metrics import SHEET_MIN_WIDTH, WINDOW_SIZE
from grimoire_app.ui.sheet_html import character_sheet_html, night_sheet_html


class MainWindow(QMainWindow):
    """Shows one script; the language, the script and the player count are its only state."""

    script_changed = Signal()

    def __init__(self, library: Library, lang: Lang = "ko") -> None:
        super().__init__()
        self.library = library
        self.lang: Lang = lang
        self.script: Script | None = None
        self._scripts: list[Path] = [b.path for b in bundled_scripts(paths.resources_dir())]
        self._build_sheets()
        self._build_toolbar()
        self._build_menus()
        self.resize(*WINDOW_SIZE)
        if self._scripts:
            self.open_script(self._scripts[0])

    # -- building -------------------------------------------------------------------------------

    def _build_sheets(self) -> None:
        self.character_sheet = _sheet_view("character-sheet")
        self.first_night_sheet = _sheet_view("first-night-sheet")
        self.other_night_sheet = _sheet_view("other-night-sheet")
        splitter = QSplitter(Qt.Orientation.Horizontal)
        for view in (self.character_sheet, self.first_night_sheet, self.other_night_sheet):
            splitter.addWidget(view)
        splitter.setSizes([460, 400, 400])
        self.setCentralWidget(splitter)

    def _build_toolbar(self) -> None:
        toolbar = QToolBar(objectName="main-toolbar", movable=False)
        self.addToolBar(toolbar)
        self.script_label = QLabel()
        self.script_combo = QComboBox(objectName="script-combo", minimumContentsLength=18)
        self.script_combo.activated.connect(self._combo_chosen)
        self.players_label = QLabel()
        self.players_spin = QSpinBox(objectName="players-spin", minimum=4, maximum=20, value=4)
        self.players_spin.valueChanged.connect(self._refresh_sheets)
        self.language_action = QAction(self, shortcut=QKeySequence("Ctrl+L"), objectName="language-action")
        self.language_action.triggered.connect(self.toggle_language)
        for widget in (self.script_label, self.script_combo, self.players_label, self.players_spin):
            toolbar.addWidget(widget)
        toolbar.addSeparator()
        toolbar.addAction(self.language_action)

    def _build_menus(self) -> None:
        self.open_action = QAction(self, shortcut=QKeySequence.StandardKey.Open, triggered=self.choose_script_file)
        self.import_action = QAction(self, triggered=self.choose_texts_file)
        self.quit_action = QAction(self, shortcut=QKeySequence.StandardKey.Quit, triggered=self.close)
        self.about_action = QAction(self, triggered=self._about)
        self._retranslate()

    def _retranslate(self) -> None:
        """Set every visible string in the current language (called on each language switch)."""
        lang = self.lang
        self.setWindowTitle(tr("app.title", lang) + (f" — {self.script.meta.name}" if self.script else ""))
        self.script_label.setText(" " + tr("script.label", lang) + " ")
        self.script_combo.setToolTip(tr("script.tip", lang))
        self.players_label.setText("  " + tr("night.players", lang) + " ")
        self.players_spin.setSpecialValueText(tr("night.players.any", lang))
        self.language_action.setText(tr("action.language", lang))
        self.language_action.setToolTip(tr("action.language.tip", lang))
        for action, key in ((self.open_action, "action.open_script"), (self.import_action, "action.import_texts")):
            action.setText(tr(key, lang))
            action.setStatusTip(tr(key + ".tip", lang))
        self.quit_action.setText(tr("action.quit", lang))
        self.about_action.setText(tr("action.about", lang))
        self.menuBar().clear()
        self._menu("menu.file", self.open_action, self.import_action, None, self.quit_action)
        self._menu("menu.view", self.language_action)
        self._menu("menu.help", self.about_action)

    def _menu(self, key: str, *actions: QAction | None) -> None:
        menu = self.menuBar().addMenu(tr(key, self.lang))
        for action in actions:
            menu.addSeparator() if action is None else menu.addAction(action)

    # -- behaviour ------------------------------------------------------------------------------

    def open_script(self, path: Path) -> bool:
        """Load and show a script; on bad input show every problem and keep the current one."""
        try:
            script = load_script(path, self.library)
        except GrimoireError as error:
            QMessageBox.critical(self, tr("error.title", self.lang), tr("error.script", self.lang, details=str(error)))
            return False
        self.script = script
        if path not in self._scripts:
            self._scripts.append(path)
        self._fill_combo(self._scripts.index(path))
        self._refresh_sheets()
        self.script_changed.emit()
        return True

    def toggle_language(self) -> None:
        """Switch between Korean and English."""
        self.lang = "en" if self.lang == "ko" else "ko"
        self._retranslate()
        self._fill_combo(self.script_combo.currentIndex())
        self._refresh_sheets()

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
        """Import the official texts, reload the library, and redraw the sheets."""
        try:
            count = import_texts(source, paths.imported_texts_file())
            self.library = load_library(paths.resources_dir(), paths.imported_texts_file())
        except GrimoireError as error:
            QMessageBox.critical(self, tr("error.title", self.lang), tr("error.import", self.lang, details=str(error)))
            return False
        self._refresh_sheets()
        self.statusBar().showMessage(tr("import.done", self.lang, count=count), 5000)
        return True

    def _combo_chosen(self, index: int) -> None:
        if 0 <= index < len(self._scripts) and self._scripts[index] != (Path(self.script.source) if self.script else None):
            self.open_script(self._scripts[index])

    def _fill_combo(self, current: int) -> None:
        self.script_combo.blockSignals(True)
        self.script_combo.clear()
        for path in self._scripts:
            self.script_combo.addItem(_script_title(path, self.library), str(path))
        self.script_combo.setCurrentIndex(current)
        self.script_combo.blockSignals(False)

    def _refresh_sheets(self) -> None:
        if self.script is None:
            return
        players = self.players_spin.value() if self.players_spin.value() >= 5 else None
        self.character_sheet.setHtml(character_sheet_html(self.script, self.library, self.lang))
        self.first_night_sheet.setHtml(night_sheet_html(self.script, self.library, "first", self.lang, players))
        self.other_night_sheet.setHtml(night_sheet_html(self.script, self.library, "other", self.lang, players))
        count = len(self.script.characters)
        self.statusBar().showMessage(tr("status.loaded", self.lang, script=self.script.meta.name, count=count))
        self.setWindowTitle(tr("app.title", self.lang) + f" — {self.script.meta.name}")

    def _about(self) -> None:
        QMessageBox.about(self, tr("action.about", self.lang), tr("about.text", self.lang, version=__version__))


def _sheet_view(name: str) -> QTextBrowser:
    view = QTextBrowser(objectName=name, openLinks=False)
    view.setMinimumWidth(SHEET_MIN_WIDTH)
    return view


def _script_title(path: Path, library: Library) -> str:
    try:
        return load_script(path, library).meta.name
    except GrimoireError:
        return path.name
