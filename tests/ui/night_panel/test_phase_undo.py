"""The dusk/dawn checklist is one change (issue 15, point 1): one journal batch, one Ctrl+Z.

The ticked lines of "next phase" are recorded with the session's `record_many`; one Undo, sent
as a key press to the main window, takes the whole phase change back, and Redo brings it back.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightChoice, PhaseAdvanced, ReminderPlaced
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of, to_phase
from tests.ui.night_panel.night_helpers import setup_game, start


def night_with_dawn_lines(library: Library, folder: Path) -> GameSession:
    """Night 2 with the Monk's SAFE on 민수 and the Vigormortis' attack on 지호: dawn has three lines."""
    game = to_phase(setup_game(library), "night", 2)
    game.record(ReminderPlaced(reminder="rs", seat=seat_of(game, "민수"), character="monk", token="Safe"))
    game.record(NightChoice(seat=seat_of(game, "도윤"), character="vigormortis", players=(seat_of(game, "지호"),)))
    return start(library, folder, game)


def test_one_ctrl_z_undoes_the_whole_dawn_checklist(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Every ticked line is one batch in the file; one Ctrl+Z drops them all, Ctrl+Shift+Z brings them back."""
    session = night_with_dawn_lines(library, tmp_path)
    window = MainWindow(library, "en", session)
    qtbot.addWidget(window)
    window.night.ask = lambda request: [True] * len(request.lines)
    window.night.tell = lambda title, said, private: None
    window.show()
    qtbot.waitExposed(window)
    assert session.game is not None and session.path is not None
    before = session.game.events
    window.advance_phase()
    recorded = session.game.events[len(before):]
    assert len(recorded) == 3 and isinstance(recorded[0], PhaseAdvanced)
    last = json.loads(session.path.read_text("utf-8").splitlines()[-1])
    assert last["type"] == "batch" and len(last["events"]) == 3
    assert window.actions_by_key["action.undo"].text().endswith("and 2 more")
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.game.events == before
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert session.game.events[len(before):] == recorded


def test_a_refused_checklist_records_nothing(library: Library, tmp_path: Path) -> None:
    """A checklist whose override is declined records none of its lines (all or nothing)."""
    from grimoire_app.systems.botc.commands import kill
    from grimoire_app.ui.town_square.commands import SquareCommands

    session = night_with_dawn_lines(library, tmp_path)
    assert session.game is not None
    before = session.game.events
    minsu = seat_of(session.game, "민수")
    asked: list[list[str]] = []
    commands = SquareCommands(session, "en", confirm=lambda reasons: asked.append(reasons) or False)
    session.record(kill(minsu))
    after_kill = session.game.events
    assert commands.record_many([PhaseAdvanced(to=session.state.phase.next()), kill(minsu)]) is None
    assert asked and session.game.events == after_kill and len(after_kill) == len(before) + 1
