"""Save screenshots of a vote in progress: the Storyteller's main window and the public window (issue 19).

`python -m tests.ui.day_panel.vote_screenshots OUT_DIR` writes vote-square-ko.png and vote-public-ko.png at
1366×768. Run under Xvfb (QT_QPA_PLATFORM=xcb DISPLAY=:1xx) to see real fonts. The game: ten players on
script 000 at day 1; 민수 → 지현 got 5 votes; then 서준 nominates 수아 and the clock hand goes round, driven
by the window's keys (H: hand up and next, Space: next seat).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import Library, load_library
from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.systems.botc.events import Nominated, VoteRecorded
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of, table, to_phase

TEN = ("민수=noble", "지현=poisoner", "서준=fortuneteller", "하은=general", "도윤=fanggu", "수아=seamstress", "지호=balloonist",
       "예린=cannibal", "시우=oracle", "유나=savant")
"""Ten players on script 000 (도윤 the Demon, 지현 the Minion)."""


def settle() -> None:
    for _ in range(20):
        QApplication.processEvents()


def vote_session(library: Library, folder: Path) -> GameSession:
    """Day 1 of a ten-player game: 지호 died in the night (ghost vote kept); 시우 holds the Bureaucrat's 3 VOTES;
    민수 → 지현 got five votes."""
    game = to_phase(table(library, "000", *TEN), "day", 1)
    game.record(kill(seat_of(game, "지호")), override=True)
    game.record(place_reminder(game.state, seat_of(game, "시우"), "bureaucrat", "3 Votes"), override=True)
    game.record(Nominated(nominator=seat_of(game, "민수"), nominee=seat_of(game, "지현")))
    game.record(VoteRecorded(nominee=seat_of(game, "지현"), voters=tuple(seat_of(game, n) for n in ("서준", "하은", "도윤", "수아", "유나"))))
    session = GameSession(library)
    session.start(game.script, folder / "vote.grimoire", tuple(game.events))
    return session


def main(out: Path) -> None:
    os.environ["GRIMOIRE_DATA_DIR"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    QApplication.instance() or QApplication([])
    from grimoire_app.ui.main_window import MainWindow

    library = load_library(paths.resources_dir())
    session = vote_session(library, Path(tempfile.mkdtemp()))
    window = MainWindow(library, "ko", session)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    window.activateWindow()  # keys reach the active window only (no window manager under Xvfb)
    window.side_tabs.setCurrentWidget(window.day)
    settle()
    game = session.game
    assert game is not None
    window.day.seat_clicked(seat_of(game, "서준"))
    window.day.seat_clicked(seat_of(game, "수아"))
    settle()
    handle = window.windowHandle()
    for key in (Qt.Key.Key_H, Qt.Key.Key_Space, Qt.Key.Key_H, Qt.Key.Key_H, Qt.Key.Key_Space, Qt.Key.Key_H):
        QTest.keyClick(handle, key)
        settle()
    window.grab().save(str(out / "vote-square-ko.png"))
    public = window.square.open_public_window()
    public.setGeometry(0, 0, 1366, 768)
    settle()
    public.grab().save(str(out / "vote-public-ko.png"))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
