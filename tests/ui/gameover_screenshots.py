"""Save screenshots of the welcome page, the game-over reveal (main and public window) and the help window.

`python -m tests.ui.gameover_screenshots OUT_DIR` writes welcome-ko.png, game-over-reveal-ko.png,
game-over-public-ko.png and help-window-ko.png at 1366×768. Run under Xvfb (QT_QPA_PLATFORM=xcb
DISPLAY=:1xx) to see real fonts. The app's data folder is a fresh temporary one (a first run).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.systems.botc.events import GameEnded


def settle() -> None:
    for _ in range(20):
        QApplication.processEvents()


def _over(main: QWidget, dialog: QWidget) -> QPixmap:
    """The main window with a dialog drawn where it stands over it."""
    picture = main.grab()
    painter = QPainter(picture)
    painter.drawPixmap(dialog.geometry().topLeft() - main.geometry().topLeft(), dialog.grab())
    painter.end()
    return picture


def main(out: Path) -> None:
    os.environ["GRIMOIRE_DATA_DIR"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    QApplication.instance() or QApplication([])
    from grimoire_app.ui.app import open_initial
    from grimoire_app.ui.main_window import MainWindow
    from grimoire_app.ui.welcome import open_demo

    library = load_library(paths.resources_dir())
    window = MainWindow(library, "ko")
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    open_initial(window, [], library)
    settle()
    window.grab().save(str(out / "welcome-ko.png"))
    help_window = window.show_help()
    help_window.move(300, 40)
    settle()
    _over(window, help_window).save(str(out / "help-window-ko.png"))
    help_window.close()
    open_demo(window, library)
    settle()
    window.session.record(GameEnded(winner="evil", reason="생존자가 두 명 남고 악마가 살아 있습니다"))
    settle()
    reveal = window.game_over
    assert reveal is not None
    reveal.move(400, 80)
    settle()
    _over(window, reveal).save(str(out / "game-over-reveal-ko.png"))
    window.reveal_to_table()
    public = window.square.public
    assert public is not None
    public.resize(1366, 768)
    settle()
    public.grab().save(str(out / "game-over-public-ko.png"))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
