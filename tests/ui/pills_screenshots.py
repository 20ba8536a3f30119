"""Save a screenshot of the square with reminders from several characters, some with the same name.

`python -m tests.ui.pills_screenshots OUT_DIR` writes reminder-pills-1366-ko.png: the main window at 1366×768 on a
9-player game on script 000 where the Noble's, the Bounty Hunter's and the Balloonist's "알고 있음" lie side by side
with longer reminders, so each pill's source character can be seen (issue 19 point 7). Run under Xvfb
(QT_QPA_PLATFORM=xcb DISPLAY=:1xx) to see real fonts. The app's data folder is a fresh temporary one.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import Library, load_library
from grimoire_app.systems.botc.commands import advance, place_reminder
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of, table

PLAYERS = (
    "민수=noble", "지현=poisoner", "서준=balloonist", "하은=bountyhunter", "도윤=fanggu",
    "수아=seamstress", "지호=alchemist", "예준=fortuneteller", "시우=klutz",
)
REMINDERS = (
    ("민수", "poisoner", "Poisoned"), ("민수", "noble", "Know"), ("민수", "balloonist", "Know"),
    ("하은", "bountyhunter", "Know"), ("하은", "fortuneteller", "Red Herring"), ("지현", "noble", "Know"),
    ("수아", "seamstress", "No Ability"), ("지호", "alchemist", "Is The Alchemist"), ("예준", "balloonist", "Know"),
)
"""Who holds which reminder: three different "알고 있음" (Noble, Balloonist, Bounty Hunter) and longer names."""


def pills_game(library: Library) -> Game:
    """A 9-player game on script 000 at night 2 with the reminders above."""
    game = table(library, "000", *PLAYERS)
    for name, character, token in REMINDERS:
        game.record(place_reminder(game.state, seat_of(game, name), character, token))
    game.record(advance(game.state))
    return game


def main(out: Path) -> None:
    os.environ["GRIMOIRE_DATA_DIR"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    QApplication.instance() or QApplication([])
    from grimoire_app.ui.main_window import MainWindow
    from grimoire_app.ui.session import GameSession

    library = load_library(paths.resources_dir())
    game = pills_game(library)
    session = GameSession(library)
    session.start(game.script, Path(tempfile.mkdtemp()) / "pills.grimoire", tuple(game.events))
    window = MainWindow(library, "ko", session)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    for _ in range(30):
        QApplication.processEvents()
    window.grab().save(str(out / "reminder-pills-1366-ko.png"))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
