"""Wizard pages 1–2: the script, and the players' names in seat order."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model import GrimoireError, load_script
from grimoire_app.model.bundled_scripts import bundled_scripts
from grimoire_app.model.characters import PLAYER_TEAMS
from grimoire_app.model.errors import ProblemsError
from grimoire_app.systems.botc.script_report import file_label
from grimoire_app.ui.script_report_dialog import ScriptReportDialog, show_script_errors, show_script_warnings
from grimoire_app.systems.botc.setup.loric import house_rules_lines
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.player_count_table import PlayerCountTable
from grimoire_app.ui.wizard.names import MAX_PLAYERS, MIN_PLAYERS, name_problems
from grimoire_app.ui.wizard import keys
from grimoire_app.ui.wizard.common import DraftPage, problems_label, show_problems
from grimoire_app.ui.wizard.draft import WizardDraft
from grimoire_app.ui.wizard.fabled_section import FabledSection
from grimoire_app.ui.town_square.style import named

DEFAULT_PLAYERS = 8


class ScriptPage(DraftPage):
    """Choose a bundled script or open a file; the summary shows its character counts."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "script")
        self.combo = named(QComboBox(), "wizard-script")
        for bundled in bundled_scripts(paths.resources_dir()):
            self.combo.addItem(bundled.title(draft.lang, load_script(bundled.path, draft.library)), str(bundled.path))
        self.open_button = QPushButton(tr("wizard.script.open", draft.lang))
        self.open_button.clicked.connect(self._open_file)
        self.summary = named(plain_label(wordWrap=True), "wizard-script-summary")
        self.house_rules = named(plain_label(wordWrap=True), "wizard-script-house-rules")
        """The script's house rules (`_meta.bootlegger`), shown whether or not the Bootlegger is chosen (issue 18)."""
        self.error = problems_label("wizard-script-error")
        self.fabled = FabledSection(draft)
        self.report: ScriptReportDialog | None = None
        """The dialog last opened for a script file's problems or warnings."""
        row = QHBoxLayout()
        row.addWidget(self.combo, 1)
        row.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.summary)
        layout.addWidget(self.house_rules)
        layout.addWidget(self.error)
        layout.addWidget(self.fabled)
        layout.addStretch(1)
        self.combo.currentIndexChanged.connect(self._load)
        self._load()

    def add_script_file(self, path: Path) -> bool:
        """Add a script file to the choices and select it; False (with the problems shown) if it is bad.

        Problems, and the warnings of a script read leniently, open in a dialog that fits the screen
        (`report`); the page keeps a one-line summary.
        """
        try:
            script = load_script(path, self.draft.library)
        except ProblemsError as error:
            show_problems(self.error, [tr("script.report.errors.short", self.draft.lang, file=file_label(error.source), count=len(error.problems))], self.draft.lang)
            self.report = show_script_errors(self, error, self.draft.lang)
            return False
        except GrimoireError as error:
            show_problems(self.error, str(error).splitlines(), self.draft.lang)
            return False
        self.combo.addItem(script.meta.name, str(path))
        self.combo.setCurrentIndex(self.combo.count() - 1)
        self.report = show_script_warnings(self, script, self.draft.lang, self.draft.library)
        return True

    def _open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, tr("wizard.script.open", self.draft.lang), "", "Script (*.json)")
        if name:
            self.add_script_file(Path(name))

    def _load(self) -> None:
        path = Path(self.combo.currentData())
        self.draft.script = load_script(path, self.draft.library)
        self.draft.bag, self.draft.setup = [], None
        counts = {team.value: len(self.draft.script.of_team(team)) for team in PLAYER_TEAMS}
        self.summary.setText(tr("wizard.script.summary", self.draft.lang, name=self.combo.currentText(), **counts))
        rules = house_rules_lines(self.draft.script, self.draft.lang)
        self.house_rules.setText("\n".join(rules))
        self.house_rules.setVisible(bool(rules))
        self.error.clear()
        if self.draft.script.warnings:
            self.error.setStyleSheet("color: #8a5a00;")
            self.error.setText(tr("script.report.warnings.short", self.draft.lang, count=len(self.draft.script.warnings)))
        self.fabled.prefill()
        self.completeChanged.emit()

    def isComplete(self) -> bool:  # noqa: N802
        return self.draft.script is not None


class PlayersPage(DraftPage):
    """Names in seat order: edit in place, paste a list, drag or Alt+arrows to reorder."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "players")
        lang = draft.lang
        self.count = named(QSpinBox(minimum=MIN_PLAYERS, maximum=MAX_PLAYERS, value=DEFAULT_PLAYERS), "wizard-count")
        self.names = named(QListWidget(), "wizard-names")
        self.names.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.names.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.paste = named(QPushButton(tr("wizard.players.paste", lang)), "wizard-paste")
        self.feedback = problems_label("wizard-players-feedback")
        top = QHBoxLayout()
        top.addWidget(plain_label(tr("wizard.players.count", lang)))
        top.addWidget(self.count)
        top.addStretch(1)
        top.addWidget(self.paste)
        self.counts = PlayerCountTable(lang, "wizard-players-counts")
        """The player-count table beside the names: the column of the count is highlighted (issue 19)."""
        middle = QHBoxLayout()
        middle.addWidget(self.names, 1)
        middle.addWidget(self.counts, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addWidget(self.feedback)
        self.count.valueChanged.connect(self._resize)
        self.paste.clicked.connect(self.paste_clipboard)
        self.names.itemChanged.connect(self._changed)
        self.names.model().rowsMoved.connect(self._changed)
        QShortcut(QKeySequence(keys.MOVE_UP), self.names, lambda: self.move_current(-1))
        QShortcut(QKeySequence(keys.MOVE_DOWN), self.names, lambda: self.move_current(+1))
        self._resize(DEFAULT_PLAYERS)

    def initializePage(self) -> None:  # noqa: N802
        self.counts.set_script(self.draft.script, self.draft.library, self.draft.fabled)
        self.counts.set_players(len(self.draft.names))

    def set_names(self, names: list[str]) -> None:
        """Replace the list (and the count) with these names."""
        self.names.blockSignals(True)
        self.names.clear()
        for name in names:
            self._append(name)
        self.names.blockSignals(False)
        self.count.blockSignals(True)
        self.count.setValue(max(MIN_PLAYERS, min(MAX_PLAYERS, len(names))))
        self.count.blockSignals(False)
        self._changed()

    def paste_clipboard(self) -> None:
        """Take the names from the clipboard, one per line."""
        lines = [line.strip() for line in QGuiApplication.clipboard().text().splitlines() if line.strip()]
        if lines:
            self.set_names(lines[:MAX_PLAYERS])

    def move_current(self, step: int) -> None:
        """Move the selected name up or down one seat."""
        row = self.names.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.names.count():
            return
        item = self.names.takeItem(row)
        self.names.insertItem(target, item)
        self.names.setCurrentRow(target)
        self._changed()

    def _append(self, name: str) -> None:
        item = QListWidgetItem(name)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsDragEnabled)
        self.names.addItem(item)

    def _resize(self, count: int) -> None:
        self.names.blockSignals(True)
        while self.names.count() < count:
            self._append(tr("wizard.players.default", self.draft.lang, n=self.names.count() + 1))
        while self.names.count() > count:
            self.names.takeItem(self.names.count() - 1)
        self.names.blockSignals(False)
        self._changed()

    def current_names(self) -> list[str]:
        """Return the names in seat order, trimmed."""
        return [self.names.item(row).text().strip() for row in range(self.names.count())]

    def _problems(self) -> list[str]:
        names = self.current_names()
        blank = [tr("wizard.players.blank", self.draft.lang, n=i + 1) for i, name in enumerate(names) if not name]
        return blank + name_problems([n for n in names if n], self.draft.lang)

    def _changed(self, *_: object) -> None:
        names = self.current_names()
        if len(names) != len(self.draft.names):
            self.draft.bag = []
        self.draft.names, self.draft.setup = names, None
        self.counts.set_players(len(names))
        show_problems(self.feedback, self._problems(), self.draft.lang)
        self.completeChanged.emit()

    def isComplete(self) -> bool:  # noqa: N802
        return not self._problems()
