"""Save a screenshot of the Storyteller's notes per player: note marks on the square, the notes column, the editor.

`python -m tests.ui.note_screenshots OUT_DIR` writes player-note-ko.png at 1366×768. Run under Xvfb
(QT_QPA_PLATFORM=xcb DISPLAY=:1xx) to see real fonts. The app's data folder is a fresh temporary one.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.systems.botc.events import PlayerNoteChanged
from tests.ui.gameover_screenshots import _over, settle

NOTES = (
    "셰프라고 주장: 1\n둘째 날 처형 투표에 손을 안 듦",
    "점쟁이 주장 — 어젯밤 지목한 둘 중 악마 없음이라 함",
    "독살범 같음? 첫날부터 말이 많음",
)


def main(out: Path) -> None:
    os.environ["GRIMOIRE_DATA_DIR"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    QApplication.instance() or QApplication([])
    from grimoire_app.ui.main_window import MainWindow
    from grimoire_app.ui.welcome import open_demo

    library = load_library(paths.resources_dir())
    window = MainWindow(library, "ko")
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    open_demo(window, library)
    settle()
    seats = window.session.state.seats
    for seat, text in zip((seats[0], seats[2], seats[5]), NOTES, strict=True):
        window.session.record(PlayerNoteChanged(seat=seat.id, text=text))
    window.side_tabs.setCurrentWidget(window.grimoire)
    window.square.scene.select(seats[3].id)
    settle()
    dialog = window.square.edit_note(seats[3].id)
    dialog.editor.setPlainText("시장이라고 주장.\n내일 아침에 다시 물어볼 것 — 지난밤 누구를 골랐는지")
    dialog.move(360, 250)
    settle()
    _over(window, dialog).save(str(out / "player-note-ko.png"))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
