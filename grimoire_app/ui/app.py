"""Start the Qt application: load the library, open the main window on something useful.

With a file argument the app opens it (a .json script, or a game). Without one it reopens the
most recent game, or, on a first run with nothing to open, shows the welcome page (ui/welcome.py:
New game, Open, the demo game, the shortcuts).
The window is shown first: a file that cannot be opened is reported over it, never a crash.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model import GrimoireError, Library, load_library
from grimoire_app.recent import recent_games
from grimoire_app.ui.export.fonts import installed_hangul_family
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.welcome import open_demo
from grimoire_app.ui.plain import literal
from grimoire_app.ui.settings import remembered_language, restore_window_settings

__all__ = ["open_demo", "open_initial", "run_app", "warn_without_hangul"]


def run_app(args: Sequence[str]) -> int:
    """Run the app until its window closes; `--script PATH` or a game path opens that first.

    The window starts in the language, place, size and side split remembered from the last run (ui/settings.py),
    else maximized (sized to the screen too, where no window manager maximizes): on a laptop at the table the
    square wants every pixel.
    """
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName(paths.APP_NAME)
    try:
        library = load_library(paths.resources_dir(), paths.imported_texts_file())
    except GrimoireError as error:
        QMessageBox.critical(None, paths.APP_NAME, literal(str(error)))
        return 1
    window = show_main_window(library)
    warn_without_hangul(window)
    open_initial(window, list(args), library)
    if os.environ.get("GRIMOIRE_BENCH_FIRST_PAINT"):  # tools/bench_start.py: exit at the square's first paint
        from grimoire_app.ui.bench_probe import install_first_paint_probe

        install_first_paint_probe(window.square.view.viewport(), lambda: bool(window.square.scene.seats))
    return app.exec()


def show_main_window(library: Library) -> MainWindow:
    """Open the main window as it was left: language, place, size, split and script (ui/settings.py), else
    maximized on the primary screen."""
    window = MainWindow(library, remembered_language(), paint_first=True)
    if restore_window_settings(window):
        window.show()
    else:
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            window.setGeometry(screen.availableGeometry())
        window.showMaximized()
    return window


def warn_without_hangul(window: MainWindow, find_font: Callable[[], str | None] = installed_hangul_family) -> bool:
    """Say in the status bar when no installed font can show Korean; return whether it warned."""
    if find_font() is not None:
        return False
    window.statusBar().showMessage(tr("status.no_hangul_font", window.lang))
    return True


def open_initial(window: MainWindow, args: list[str], library: Library) -> None:
    """Open what the command line names, else the latest game, else the welcome page (a first run)."""
    if args[:1] == ["--script"] and len(args) > 1:
        window.open_script(Path(args[1]))
    elif args:
        window.open_game(Path(args[0]))
    elif recent := recent_games(paths.recent_games_file()):
        reopen_latest(window, recent[0])
    else:
        window.show_welcome()


def reopen_latest(window: MainWindow, path: Path) -> bool:
    """Reopen the most recent game; if it cannot be opened, say so and keep the window going.

    MainWindow.open_game reports the file's own error (a damaged line, say) in a message box; the
    status bar keeps naming the file. Whatever the file holds, starting the app never fails here.
    """
    try:
        opened = window.open_game(path)
    except Exception as error:  # noqa: BLE001 - a file must never stop the app from starting
        traceback.print_exc()
        QMessageBox.critical(window, tr("error.title", window.lang), literal(tr("error.game", window.lang, details=f"{path}: {error!r}")))
        opened = False
    if not opened:
        window.statusBar().showMessage(tr("status.latest_failed", window.lang, path=path))
    return opened

