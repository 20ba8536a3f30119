"""Start the Qt application: load the library, open the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from grimoire_app import paths
from grimoire_app.model import GrimoireError, load_library
from grimoire_app.ui.main_window import MainWindow


def run_app(args: Sequence[str]) -> int:
    """Run the app until its window closes; `--script PATH` opens that script first."""
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName(paths.APP_NAME)
    try:
        library = load_library(paths.resources_dir(), paths.imported_texts_file())
    except GrimoireError as error:
        QMessageBox.critical(None, paths.APP_NAME, str(error))
        return 1
    window = MainWindow(library)
    if len(args) >= 2 and args[0] == "--script":
        window.open_script(Path(args[1]))
    window.show()
    return app.exec()
