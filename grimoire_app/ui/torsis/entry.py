"""Where the main window opens Torsis games: a new game from the setup dialog, or a saved file.

Both return the TorsisWindow they showed (the caller keeps a reference) or None when the
moderator cancelled or the file could not be used (the error was shown).
"""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import GrimoireError
from grimoire_app.systems.torsis import TorsisGame
from grimoire_app.ui.plain import literal
from grimoire_app.ui.saving import tell_read_only
from grimoire_app.ui.torsis.setup_dialog import SetupDialog
from grimoire_app.ui.torsis.window import TorsisWindow


def new_game_path(folder: Path | None = None, now: datetime | None = None) -> Path:
    """Return the file a new Torsis game is saved to: the games folder, stamped with the time.

    >>> new_game_path(Path("/g"), datetime(2024, 5, 1, 20, 30, 0)).as_posix()
    '/g/2024-05-01_203000_torsis.grimoire'
    """
    stamp = (now or datetime.now()).strftime("%Y-%m-%d_%H%M%S")
    return (folder or paths.games_dir()) / f"{stamp}_torsis.grimoire"


def start_torsis_window(parent: QWidget | None, game: TorsisGame, lang: Lang, path: Path | None = None) -> TorsisWindow | None:
    """Journal a dealt game to a new file and show it in a new window (None if the file fails)."""
    window = TorsisWindow(lang, parent=parent)
    try:
        started = window.session.start(game, path or new_game_path())
    except GrimoireError as error:
        QMessageBox.critical(parent, tr("torsis.error.title", lang), literal(tr("torsis.error.save", lang, details=str(error))))
        started = False
    if not started:
        window.deleteLater()
        return None
    window.show()
    return window


def open_torsis_new(parent: QWidget | None, lang: Lang, rng: random.Random | None = None) -> TorsisWindow | None:
    """Ask for the players and roles, deal, and open the new game (None when cancelled)."""
    dialog = SetupDialog(lang, rng=rng, parent=parent)
    accepted = dialog.exec()
    game = dialog.game
    dialog.deleteLater()
    if not accepted or game is None:
        return None
    return start_torsis_window(parent, game, lang)


def open_torsis_file(parent: QWidget | None, path: Path, lang: Lang) -> TorsisWindow | None:
    """Open a saved Torsis game (journalling further events to it); say what a torn end lost."""
    window = TorsisWindow(lang, parent=parent)
    try:
        window.session.open(path)
    except GrimoireError as error:
        QMessageBox.critical(parent, tr("torsis.error.title", lang), literal(tr("torsis.error.open", lang, details=str(error))))
        window.deleteLater()
        return None
    window.show()
    if window.session.dropped:
        QMessageBox.warning(window, tr("torsis.error.title", lang), literal(tr("torsis.error.dropped", lang, what=window.session.dropped)))
    if window.session.read_only is not None:
        tell_read_only(window, window.session.read_only, lang)
    return window
