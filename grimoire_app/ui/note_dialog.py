"""The note editor: the Storyteller's free-text notes on one player (claims, suspicions).

A small dialog with a multi-line editor. Ctrl+Enter (or Save) keeps the text, Esc (or Cancel)
drops it; nothing is recorded while typing — the caller records one PlayerNoteChanged per save
(systems/botc/notes.py). Over the 2,000-character limit the counter turns red and Save is off.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent, QTextCursor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.notes import NOTE_LIMIT
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui import screen_fit
from grimoire_app.ui.town_square.style import named

SAVE_KEYS = ("Ctrl+Return", "Ctrl+Enter")
"""Keys that save the note (the main Enter key and the keypad's); Esc cancels (QDialog's own)."""
SIZE = (480, 320)
"""The dialog's size when the screen has room (screen_fit shrinks it on a small one)."""


class NoteDialog(QDialog):
    """Edit one player's note; `text()` is what was typed, read once the dialog is accepted."""

    def __init__(self, parent: QWidget | None, player: str, note: str, lang: Lang) -> None:
        super().__init__(parent)
        named(self, "note-dialog")
        title = tr("note.dialog.title", lang, player=player)
        self.setWindowTitle(title)
        self.lang: Lang = lang
        self.heading = named(plain_label(title), "note-heading")  # also in view when a full-screen window hides the title bar
        self.heading.setStyleSheet("font-weight: bold; font-size: 12pt")
        self.hint = named(plain_label(tr("note.dialog.hint", lang), wordWrap=True), "note-hint")
        self.editor = named(QPlainTextEdit(), "note-editor")
        self.editor.setPlainText(note)
        self.editor.moveCursor(QTextCursor.MoveOperation.End)
        self.editor.setTabChangesFocus(True)
        self.counter = named(plain_label(), "note-counter")
        self.counter.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.buttons = QDialogButtonBox()
        self.save = named(self.buttons.addButton(tr("note.dialog.save", lang), QDialogButtonBox.ButtonRole.AcceptRole), "note-save")
        named(self.buttons.addButton(tr("note.dialog.cancel", lang), QDialogButtonBox.ButtonRole.RejectRole), "note-cancel")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.hint)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.counter)
        layout.addWidget(self.buttons)
        for keys in SAVE_KEYS:
            QShortcut(QKeySequence(keys), self, self.accept)
        self.editor.textChanged.connect(self._count)
        self._count()
        area = screen_fit.available_area(parent)
        self.resize(*(screen_fit.fitted_size(SIZE, area) if area is not None else SIZE))  # Qt centres a dialog over its parent

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Put the cursor in the editor (a dialog would give the focus to its default button): typing starts at once."""
        super().showEvent(event)
        self.editor.setFocus(Qt.FocusReason.OtherFocusReason)

    def text(self) -> str:
        """Return the note as typed."""
        return self.editor.toPlainText()

    def fits(self) -> bool:
        """Return whether the note is within the limit (Save is off otherwise)."""
        return len(self.text()) <= NOTE_LIMIT

    def accept(self) -> None:
        """Close keeping the text, unless it is over the limit (then the dialog stays open)."""
        if self.fits():
            super().accept()

    def _count(self) -> None:
        length = len(self.text())
        key = "note.dialog.count" if length <= NOTE_LIMIT else "note.dialog.too_long"
        self.counter.setText(tr(key, self.lang, count=f"{length:,}", limit=f"{NOTE_LIMIT:,}"))
        self.counter.setStyleSheet("" if length <= NOTE_LIMIT else "color: #b3261e; font-weight: bold")
        self.save.setEnabled(length <= NOTE_LIMIT)
