"""File -> Export summary: ask where, then write the open game's summary as PDF or HTML.

The main window adds one action whose handler calls `export_summary_dialog(self, self.session.game,
self.lang)`; the file name's suffix (.pdf or .html) says which document is written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.export.summary import summarize
from grimoire_app.ui.export.summary_html import write_summary
from grimoire_app.ui.plain import literal

Ask = Callable[[QWidget | None, str, str, str], tuple[str, str]]
"""How the file name is asked: QFileDialog.getSaveFileName's shape (tests pass their own)."""


def export_summary_dialog(parent: QWidget | None, game: Game | None, lang: Lang, ask: Ask | None = None) -> Path | None:
    """Ask for a file and write the game's summary there; return the path written, or None.

    Problems (no game open, an unwritable file) are shown in a message box, never raised.
    """
    if game is None:
        QMessageBox.information(parent, tr("action.export_summary", lang), tr("export.no_game", lang))
        return None
    asker = ask or QFileDialog.getSaveFileName
    name, chosen_filter = asker(parent, tr("action.export_summary", lang), str(paths.games_dir()), tr("export.filter", lang))
    if not name:
        return None
    path = summary_path(name, chosen_filter)
    try:
        export_summary(game, lang, path)
    except OSError as error:
        QMessageBox.critical(parent, tr("error.title", lang), literal(tr("export.error", lang, details=f"{path}: {error.strerror or error}")))
        return None
    return path


def summary_path(name: str, chosen_filter: str) -> Path:
    """Return the file to write: the name as typed, with .pdf added unless it ends .html/.htm.

    >>> [summary_path(*given).name for given in [("game", "PDF (*.pdf)"), ("game", "HTML (*.html)"), ("a.HTML", "")]]
    ['game.pdf', 'game.html', 'a.HTML']
    """
    path = Path(name)
    if path.suffix.lower() in (".pdf", ".html", ".htm"):
        return path
    return path.with_name(path.name + (".html" if "html" in chosen_filter.lower() else ".pdf"))


def export_summary(game: Game, lang: Lang, path: Path) -> None:
    """Write the summary to `path`: HTML for .html/.htm, else PDF.

    Raises:
        OSError: the file cannot be written.
    """
    html = path.suffix.lower() in (".html", ".htm")
    write_summary(summarize(game, lang), pdf=None if html else path, html=path if html else None)
