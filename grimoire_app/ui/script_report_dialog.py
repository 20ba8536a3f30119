"""The dialog that says what opening a script needed: its warnings, or why it cannot be opened.

Issue 18 / issue 19: a box listing 40 problems was taller than a 1366×768 screen with its OK button
off-screen, and each line repeated the file's full path. This dialog names the file once in its
heading, lists one line per warning or problem in a scrolling view, and never grows past the
screen it opens on (`fit_within`). It opens window-modal without blocking (`open()`), so the caller
goes on and tests can read it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import ProblemsError
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.script_report import errors_heading, problem_lines, warning_lines, warnings_heading
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.town_square.style import named

WIDTH = 720
"""The width the dialog asks for (less on a narrower screen)."""
SCREEN_SHARE = 0.85
"""The most of the available screen height (and width) the dialog takes."""


class ScriptReportDialog(QDialog):
    """A heading (the file, once) over a scrolling list of lines, and an OK button always on screen."""

    def __init__(self, parent: QWidget | None, title: str, heading: str, lines: list[str], lang: Lang) -> None:
        super().__init__(parent)
        self.setObjectName("script-report")
        self.setWindowTitle(title)
        self.heading = named(plain_label(heading, wordWrap=True), "script-report-heading")
        self.lines = tuple(lines)
        self.view = named(QTextBrowser(openLinks=False), "script-report-lines")
        self.view.setHtml("<ul>" + "".join(f"<li style='margin-bottom:4px'>{escape(line)}</li>" for line in lines) + "</ul>")
        self.view.setMinimumHeight(80)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("script.report.ok", lang))
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        if screen is not None:
            self.fit_within(screen.availableGeometry())

    def fit_within(self, available: QRect) -> None:
        """Size the dialog to its lines, never more than SCREEN_SHARE of `available`; the list scrolls."""
        width = min(WIDTH, int(available.width() * SCREEN_SHARE))
        most = int(available.height() * SCREEN_SHARE)
        self.setMaximumSize(int(available.width() * SCREEN_SHARE), most)
        self.view.document().setTextWidth(width - 40)
        wanted = int(self.view.document().size().height()) + self.heading.heightForWidth(width - 24) + 110
        self.resize(width, max(200, min(most, wanted)))
        self.move(available.x() + (available.width() - self.width()) // 2, available.y() + (available.height() - self.height()) // 2)


def show_script_warnings(parent: QWidget | None, script: Script, lang: Lang, library: Library | None = None) -> ScriptReportDialog | None:
    """Open the warnings of a script that was read leniently, and with the library how its homebrew night numbers
    were placed (None, and nothing shown, when there is nothing to say)."""
    lines = warning_lines(script, lang, library)
    if not lines:
        return None
    dialog = ScriptReportDialog(parent, tr("script.report.warnings.title", lang), warnings_heading(script, lang, library), lines, lang)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.open()
    return dialog


def show_script_errors(parent: QWidget | None, error: ProblemsError, lang: Lang) -> ScriptReportDialog:
    """Open the problems of a script that cannot be opened: the file once, then one line per problem."""
    dialog = ScriptReportDialog(parent, tr("script.report.errors.title", lang), errors_heading(error, lang), problem_lines(error), lang)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.open()
    return dialog
