"""The welcome page of a first run: New game, Open, the demo game (marked as a demo), the shortcuts.

A first start with nothing to reopen shows this page instead of a game in progress (issue 19,
point 1). The demo game is written on demand (`open_demo`) and, while it is open, the window's
title says it is a demo and that Ctrl+N starts a real game (`paths.is_demo_game`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.ui.plain import literal
from grimoire_app.ui.town_square.style import named

if TYPE_CHECKING:
    from grimoire_app.model import Library
    from grimoire_app.model.characters import Lang
    from grimoire_app.ui.main_window import MainWindow

DEMO_PLAYERS, DEMO_NIGHTS = 8, 2


def open_demo(window: MainWindow, library: Library) -> bool:
    """Write a fresh demo game into the games folder and open it; False (said in a message) if it cannot."""
    from grimoire_app.model import GrimoireError
    from grimoire_app.model.bundled_scripts import resolve_script
    from grimoire_app.systems.botc.demo import write_demo  # on demand: the demo game plays a whole setup and nights

    path = paths.demo_game_file()
    try:
        script = resolve_script("000", paths.resources_dir(), library)
        write_demo(path, script, library, DEMO_PLAYERS, seed=1, nights=DEMO_NIGHTS)
    except GrimoireError as error:
        QMessageBox.critical(window, tr("error.title", window.lang), literal(str(error)))
        return False
    if not window.open_game(path):
        return False
    window.statusBar().showMessage(tr("status.demo", window.lang, path=path))
    return True


class WelcomePage(QWidget):
    """Four big buttons; each names its shortcut. The window decides what they do."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        named(self, "welcome-page")
        self.window_ = window
        self.title = named(QLabel(), "welcome-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSize(font.pointSize() * 2)
        font.setBold(True)
        self.title.setFont(font)
        self.intro = named(QLabel(), "welcome-intro")
        self.intro.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.intro.setWordWrap(True)
        self.new_game = named(QPushButton(), "welcome-new")
        self.open_game = named(QPushButton(), "welcome-open")
        self.demo = named(QPushButton(), "welcome-demo")
        self.shortcuts = named(QPushButton(), "welcome-shortcuts")
        self.new_game.clicked.connect(window.new_game)
        self.open_game.clicked.connect(window.choose_game_file)
        self.demo.clicked.connect(lambda: open_demo(window, window.library))
        self.shortcuts.clicked.connect(window.show_help)
        column = QVBoxLayout()
        column.addWidget(self.title)
        column.addWidget(self.intro)
        column.addSpacing(16)
        for button in (self.new_game, self.open_game, self.demo, self.shortcuts):
            button.setMinimumHeight(44)
            column.addWidget(button)
        holder = QWidget()
        holder.setLayout(column)
        holder.setMaximumWidth(520)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(holder, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)

    def set_language(self, lang: Lang) -> None:
        """Set every text in a language."""
        self.title.setText(tr("welcome.title", lang))
        self.intro.setText(tr("welcome.intro", lang))
        self.new_game.setText(tr("welcome.new", lang))
        self.open_game.setText(tr("welcome.open", lang))
        self.demo.setText(tr("welcome.demo", lang))
        self.demo.setToolTip(tr("welcome.demo.tip", lang))
        self.shortcuts.setText(tr("welcome.shortcuts", lang))
