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
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from grimoire_app.ui import pyside_imports  # noqa: F401  first of ours after PySide6: spares its hook's source reads
from grimoire_app import paths
from grimoire_app.gc_pause import pause_gc
from grimoire_app.i18n import tr
from grimoire_app.recent import game_to_open, recent_games
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.plain import literal
from grimoire_app.ui.settings import remembered_language, restore_window_settings
from grimoire_app.ui.town_square.snapshot import SquareSnapshot

if TYPE_CHECKING:
    from grimoire_app.model import Library
    from grimoire_app.ui.town_square.picture_apart import PictureApart

__all__ = ["open_initial", "run_app", "start_window", "warn_without_hangul"]


def run_app(args: Sequence[str], snapshot: SquareSnapshot | None = None, apart: PictureApart | None = None) -> int:
    """Run the app until its window closes; `--script PATH` or a game path opens that first.

    `snapshot`: the square snapshot of the game the start opens (`game_to_open`), read by __main__ before Qt and the
    model load (ui/town_square/snapshot.py): in the window's language, it is painted first and the model loads after.
    `apart`: without a snapshot, the process __main__ forked to draw that game's square meanwhile
    (ui/town_square/picture_apart.py): its picture is painted first the same way.

    The window starts in the language, place, size and side split remembered from the last run (ui/settings.py),
    else maximized (sized to the screen too, where no window manager maximizes): on a laptop at the table the
    square wants every pixel.
    """
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName(paths.APP_NAME)
    resume_gc = pause_gc()  # until the window is whole (just after the first paint): what the start makes is kept
    window = start_window(args, snapshot, apart)
    if window is None:
        resume_gc()
        return 1
    window.after_first_paint(resume_gc)
    window.after_first_paint(lambda: _refresh_snapshots_when_idle(window))
    if os.environ.get("GRIMOIRE_BENCH_FIRST_PAINT"):  # tools/bench_start.py: exit at the square's first paint, or whole
        from grimoire_app.ui.bench_probe import install_first_paint_probe, install_whole_probe

        view = window.square_view
        if not install_whole_probe(window.after_first_paint):
            install_first_paint_probe(view.viewport(), lambda: bool(view.square.seats))
    return app.exec()


def _refresh_snapshots_when_idle(window: MainWindow) -> None:
    """Bring the other recent games' square snapshots up to date when the Storyteller is idle (ui/snapshot_refresh.py);
    imported after the first paint, which does not need it."""
    from grimoire_app.ui.snapshot_refresh import refresh_when_idle

    refresh_when_idle(window)


def start_window(args: Sequence[str], snapshot: SquareSnapshot | None = None, apart: PictureApart | None = None) -> MainWindow | None:
    """Show the main window and open what the start opens (run_app without the event loop); None if the library
    cannot load (said in a message).

    With a snapshot of the game to open (`game_to_open`) in the window's language, the window paints it first and
    opens the game just after (MainWindow.open_after_paint): the model is not imported before that paint. So it does
    with a process drawing that game's square (`apart`): the window is built meanwhile, then waits for the picture
    (an empty square if none comes). Otherwise the library loads first and the game opens before the paint.
    """
    lang = remembered_language()
    reopening = game_to_open(list(args), paths.recent_games_file())
    saved = snapshot is not None and snapshot.lang == lang
    if apart is not None and apart.game != reopening:  # not the game to open (the recent list changed meanwhile)
        from grimoire_app.ui.town_square.picture_apart import let_go

        let_go(apart)
        apart = None
    if reopening is not None and (saved or apart is not None):
        window = show_main_window(None, snapshot if saved else None, preview=True)  # the square first; the model after its paint
        if apart is not None:
            from grimoire_app.ui.town_square.picture_apart import wait_for_picture

            drawn = wait_for_picture(apart, lang)
            if drawn is not None:
                window.show_snapshot(drawn)
        path = reopening

        def open_it() -> None:
            warn_without_hangul(window)  # just after the paint (the font check's module is not needed before), as before the game opens
            if args:
                window.open_game(path)
            else:
                reopen_latest(window, path)

        window.open_after_paint(open_it)
    else:
        from grimoire_app.model import GrimoireError, load_library

        try:
            library = load_library(paths.resources_dir(), paths.imported_texts_file())
        except GrimoireError as error:
            QMessageBox.critical(None, paths.APP_NAME, literal(str(error)))
            return None
        window = show_main_window(library)
        warn_without_hangul(window)
        open_initial(window, list(args), library)
    return window


def show_main_window(library: Library | None, snapshot: SquareSnapshot | None = None, *, preview: bool = False) -> MainWindow:
    """Open the main window as it was left: language, place, size, split and script (ui/settings.py), else
    maximized on the primary screen. With a snapshot, its square shows that saved picture until the game opens;
    with `preview` and none, an empty square until one is given (`MainWindow.show_snapshot`) or the game opens."""
    window = MainWindow(library, remembered_language(), paint_first=True, snapshot=snapshot, preview=preview)
    if restore_window_settings(window):
        window.show()
    else:
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            window.setGeometry(screen.availableGeometry())
        window.showMaximized()
    # Showing it resized the square's view (laid out when shown, then maximized and split): lay the square out for
    # that size now, so the first paint does not draw it for a smaller square and then jump when the view's relayout
    # timer fires (tests/ui/town_square/test_first_paint_layout.py). A window manager that maximizes later still
    # gets that relayout.
    window.square_view.fit_now()
    return window


def warn_without_hangul(window: MainWindow, find_font: Callable[[], str | None] | None = None) -> bool:
    """Say in the status bar when no installed font can show Korean; return whether it warned.

    `find_font`: by default ui/export/fonts.py `installed_hangul_family` (imported here: a start that paints first
    asks just after its first paint)."""
    if find_font is None:
        from grimoire_app.ui.export.fonts import installed_hangul_family

        find_font = installed_hangul_family
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

