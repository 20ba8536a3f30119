"""The Script tab: a script's character sheet (under the player-count table) and its two night sheets, side by side."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QSpinBox, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model import GrimoireError, Library, Script, load_script
from grimoire_app.model.bundled_scripts import bundled_scripts, script_title
from grimoire_app.model.characters import LANGS, Lang
from grimoire_app.ui.metrics import SHEET_MIN_WIDTH
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.player_count_table import PlayerCountTable
from grimoire_app.ui.sheet_html import character_sheet_html, night_sheet_html
from grimoire_app.ui.town_square.style import named


class ScriptSheets(QWidget):
    """Shows one script; a combo picks among bundled and opened scripts; a spin sets the player count."""

    script_changed = Signal()

    def __init__(self, library: Library, lang: Lang) -> None:
        super().__init__()
        self.library = library
        self.lang: Lang = lang
        self.script: Script | None = None
        bundled = bundled_scripts(paths.resources_dir())
        self.paths: list[Path] = [b.path for b in bundled]
        self.titles: dict[Path, dict[Lang, str]] = {}
        """A shown script's name by language (a game's embedded base edition reads by its Korean name in Korean)."""
        self.names: dict[Path, dict[Lang, str]] = {b.path: b.names for b in bundled if b.names}
        """The bundled scripts' names by language (the base editions: Korean names in Korean)."""
        self._file_titles: dict[Path, str] = {}
        """A script file's own name, read once (the combo is refilled on every script shown and language switch)."""
        self._build()

    def _build(self) -> None:
        self.script_label = plain_label()
        self.script_combo = named(QComboBox(minimumContentsLength=18), "script-combo")
        self.script_combo.activated.connect(self._combo_chosen)
        self.players_label = plain_label()
        self.players_spin = named(QSpinBox(minimum=4, maximum=20, value=4), "players-spin")
        self.players_spin.valueChanged.connect(self.refresh)
        bar = QHBoxLayout()
        for widget in (self.script_label, self.script_combo, self.players_label, self.players_spin):
            bar.addWidget(widget)
        bar.addStretch(1)
        self.character_sheet = _sheet_view("character-sheet")
        self.first_night_sheet = _sheet_view("first-night-sheet")
        self.other_night_sheet = _sheet_view("other-night-sheet")
        self.counts = PlayerCountTable(self.lang, "script-player-counts")
        """The player-count table over the character sheet; the players spin highlights its column (issue 19)."""
        self.players_spin.valueChanged.connect(self.counts.set_players)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        for view in (_column(self.counts, self.character_sheet), self.first_night_sheet, self.other_night_sheet):
            splitter.addWidget(view)
        splitter.setSizes([460, 400, 400])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the labels in the current language."""
        self.script_label.setText(tr("script.label", self.lang))
        self.script_combo.setToolTip(tr("script.tip", self.lang))
        self.players_label.setText("  " + tr("night.players", self.lang))
        self.players_spin.setSpecialValueText(tr("night.players.any", self.lang))

    def set_language(self, lang: Lang) -> None:
        """Redraw everything in another language."""
        self.lang = lang
        self.counts.lang = lang
        self.counts.retranslate()
        self.retranslate()
        self._fill_combo(self.script_combo.currentIndex())
        self.refresh()

    def show_script(self, script: Script, path: Path | None = None, players: int | None = None) -> None:
        """Show a script (from a file, or a game's embedded one)."""
        self.script = script
        key = path or Path(script.source)
        if key not in self.paths:
            self.paths.append(key)
        self.titles[key] = {lang: script_title(script, lang, paths.resources_dir()) for lang in LANGS}
        self._fill_combo(self.paths.index(key))
        if players is not None:
            self.players_spin.setValue(players)
        self.refresh()
        self.script_changed.emit()

    def load(self, path: Path) -> Script:
        """Load a script file and show it.

        Raises:
            ScriptError: the file is not a usable script (the shown script stays).
        """
        script = load_script(path, self.library)
        self.show_script(script, path)
        return script

    def refresh(self) -> None:
        """Redraw the three sheets from the script."""
        if self.script is None:
            return
        players = self.players_spin.value() if self.players_spin.value() >= 5 else None
        self.counts.set_players(players)
        self.counts.set_script(self.script, self.library)
        self.character_sheet.setHtml(character_sheet_html(self.script, self.library, self.lang))
        self.first_night_sheet.setHtml(night_sheet_html(self.script, self.library, "first", self.lang, players))
        self.other_night_sheet.setHtml(night_sheet_html(self.script, self.library, "other", self.lang, players))

    def _combo_chosen(self, index: int) -> None:
        if 0 <= index < len(self.paths) and (self.script is None or self.paths[index] != Path(self.script.source)):
            try:
                self.load(self.paths[index])
            except GrimoireError:
                self._fill_combo(self.paths.index(Path(self.script.source)) if self.script else 0)

    def _fill_combo(self, current: int) -> None:
        self.script_combo.blockSignals(True)
        self.script_combo.clear()
        for path in self.paths:
            title = self.names.get(path, {}).get(self.lang) or self.titles.get(path, {}).get(self.lang) or self._file_title(path)
            self.script_combo.addItem(title, str(path))
        self.script_combo.setCurrentIndex(current)
        self.script_combo.blockSignals(False)


    def _file_title(self, path: Path) -> str:
        if path not in self._file_titles:
            self._file_titles[path] = _title(path, self.library)
        return self._file_titles[path]


def _column(counts: PlayerCountTable, sheet: QTextBrowser) -> QWidget:
    """Return the character sheet's column: the player-count table above the sheet."""
    column = QWidget()
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(counts)
    layout.addWidget(sheet, 1)
    return column


def _sheet_view(name: str) -> QTextBrowser:
    view = named(QTextBrowser(openLinks=False), name)
    view.setMinimumWidth(SHEET_MIN_WIDTH)
    return view


def _title(path: Path, library: Library) -> str:
    try:
        return load_script(path, library).meta.name
    except GrimoireError:
        return path.name
