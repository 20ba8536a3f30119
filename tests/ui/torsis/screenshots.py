"""Take the Torsis screenshots of docs/screenshots (ko): the day vote panel, the night panel, the result.

Run under Xvfb so real fonts render:
    DISPLAY=:99 QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.ui.torsis.screenshots docs/screenshots
The game is the spec's 11-player table (F11) with Korean names, driven by the game's own methods
(the UI tests click through games; this script only sets the scene).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from grimoire_app.systems.torsis import (
    DayVoteCast,
    MagicianVoteCast,
    TorsisGame,
    new_game,
)

NAMES = {
    "H1": "민수", "H2": "지현", "H3": "서준", "CL": "하은", "GK": "도윤", "PR": "서연",
    "FT": "예준", "T1": "지우", "T2": "하준", "BU": "수아", "MG": "은우",
}  # fmt: skip
ROLES = {
    "H1": "human", "H2": "human", "H3": "human", "CL": "cleaner", "GK": "grave_keeper", "PR": "priest",
    "FT": "fortune_teller", "T1": "torsis", "T2": "torsis", "BU": "butcher", "MG": "magician",
}  # fmt: skip


def f11() -> TorsisGame:
    """Deal the F11 table with Korean names (spec torsis.md 9)."""
    counts: dict[str, int] = {}
    for role in ROLES.values():
        counts[role] = counts.get(role, 0) + 1
    return new_game(list(ROLES), counts, dealt=ROLES, names=NAMES)


def main(folder: Path) -> None:
    """Play F11 to three moments and grab the window at each."""
    from PySide6.QtWidgets import QApplication

    from grimoire_app.ui.torsis import TorsisWindow

    app = QApplication.instance() or QApplication(sys.argv)
    window = TorsisWindow("ko")
    window.resize(1600, 900)
    game = f11()
    window.session.start(game, Path(tempfile.mkdtemp()) / "shots.grimoire")
    window.show()
    game.end_phase()  # the setup reveal
    game.end_phase()  # Day 1: nobody dies
    game.cast_night_vote("T1", "H2")
    game.cast_night_vote("T2", "H3")
    game.protect("PR", "H1")
    game.cleaner("CL", "BU")
    game.fortune("FT", "T2")
    window.session.changed.emit()
    window.night.go_to_key("cleaner")
    grab(app, window, folder / "torsis-night-ko.png")

    game.end_phase()  # Night 1: a tie, nobody dies
    for voter, target in (("H1", "T2"), ("H2", "T2"), ("T1", "H3"), ("BU", "H3"), ("MG", "T2"), ("CL", "T2")):
        window.session.record(DayVoteCast(voter=voter, target=target))
    window.session.record(MagicianVoteCast(magician="MG", target="H3"))
    window.day.step_list.setCurrentRow(2)
    window.square.select("MG")
    grab(app, window, folder / "torsis-day-ko.png")

    for target in ("T2", "T1", "BU", "MG"):
        living = [p.id for p in game.state.living() if p.id != target]
        for voter in living:
            game.cast_day_vote(voter, target)
        game.end_phase()
        if game.state.result is None:
            game.end_phase()
    window.session.changed.emit()
    window.square.select("T1")
    grab(app, window, folder / "torsis-result-ko.png")
    window.close()


def grab(app: object, window: object, path: Path) -> None:
    """Let the window paint, then save it."""
    from PySide6.QtWidgets import QApplication, QWidget

    assert isinstance(window, QWidget)
    for _ in range(5):
        QApplication.processEvents()
    window.grab().save(str(path))
    print(path)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
