"""File → New: a quick "script + player names" dialog (the full setup wizard comes later)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QPlainTextEdit, QVBoxLayout

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang

MIN_PLAYERS, MAX_PLAYERS, MAX_NAME = 5, 20, 40


def name_problems(names: list[str], lang: Lang) -> list[str]:
    """List what is wrong with a list of player names (empty when they can start a game)."""
    problems = []
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        problems.append(tr("new.error.count", lang, count=len(names)))
    seen: set[str] = set()
    for name in names:
        if name in seen:
            problems.append(tr("new.error.duplicate", lang, name=name))
        if len(name) > MAX_NAME:
            problems.append(tr("new.error.long", lang, name=name))
        seen.add(name)
    return problems


class NewGameDialog(QDialog):
    """Pick a script and type or paste the players' names; OK is enabled only for a legal table."""

    def __init__(self, scripts: list[tuple[str, Path]], lang: Lang, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.lang: Lang = lang
        self.setWindowTitle(tr("new.title", lang))
        self.script_combo = QComboBox(objectName="new-script")
        for title, path in scripts:
            self.script_combo.addItem(title, str(path))
        self.names_edit = QPlainTextEdit(objectName="new-names")
        self.names_edit.setPlaceholderText("민수\n지현\n서준\n하은\n도윤")
        self.feedback = QLabel(objectName="new-feedback", wordWrap=True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(tr("new.script", lang), self.script_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(tr("new.players", lang)))
        layout.addWidget(self.names_edit, 1)
        layout.addWidget(self.feedback)
        layout.addWidget(self.buttons)
        self.names_edit.textChanged.connect(self._validate)
        self.resize(420, 480)
        self._validate()

    def names(self) -> list[str]:
        """Return the typed names, one per non-empty line, trimmed."""
        return [line.strip() for line in self.names_edit.toPlainText().splitlines() if line.strip()]

    def script_path(self) -> Path:
        """Return the chosen script file."""
        return Path(self.script_combo.currentData())

    def _validate(self) -> None:
        problems = name_problems(self.names(), self.lang)
        self.feedback.setText("\n".join(problems) or tr("new.count", self.lang, count=len(self.names())))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)
