"""Issue 19 points 4 and 7: a phase change with a step not run warns naming it; a reopened night resumes there.

Night 1 of the 7-player script-004 table (night_helpers.PLAYERS): Minion info and Demon info run and
show cards, so until a card is shown they are "not run" (tonight.unrun_steps). The Ctrl+Shift+N
checklist names them; the dusk checklist is one undo step; a panel opened on a night with some steps
recorded shows the first step not run yet.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import InfoShown, PhaseAdvanced, ReminderPlaced
from grimoire_app.systems.botc.tonight import find_step, unrun_steps
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.night_panel import phase_checklist
from tests.builders import seat_of, table, to_phase
from tests.ui.night_panel.night_helpers import setup_game, show_table, start


def test_night_one_lists_minion_and_demon_info_until_their_cards_are_shown(library: Library) -> None:
    """Both info steps are unrun at the start of night 1; showing the Demon its card takes Demon info off."""
    game = to_phase(setup_game(library), "night", 1)
    ids = [step.id for step in unrun_steps(game)]
    assert "minioninfo" in ids and "demoninfo" in ids
    for card in find_step(game, "demoninfo").cards:
        for event in card.events():
            game.record(event)
    ids = [step.id for step in unrun_steps(game)]
    assert "minioninfo" in ids and "demoninfo" not in ids


def test_no_step_is_unrun_during_a_day(library: Library) -> None:
    """Only a night in progress has steps left to run."""
    assert unrun_steps(to_phase(setup_game(library), "day", 1)) == []


def test_going_to_dawn_without_demon_info_warns_naming_it(library: Library) -> None:
    """The "next phase" checklist on night 1 names Minion info and Demon info in its warnings (ko and en)."""
    game = to_phase(setup_game(library), "night", 1)
    shown, _ = phase_checklist(game, "en")
    assert any(w.startswith("Steps not run tonight:") and "Demon info" in w and "Minion info" in w for w in shown.warnings), shown.warnings
    shown_ko, _ = phase_checklist(game, "ko")
    assert any("아직 진행하지 않은 단계" in w and "악마 정보" in w for w in shown_ko.warnings), shown_ko.warnings


def test_the_checklist_dialog_shows_the_unrun_warning(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Ctrl+Shift+N at the window asks the checklist, which carries the warning naming Demon info."""
    session = start(library, tmp_path, to_phase(setup_game(library), "night", 1))
    window = MainWindow(library, "en", session)
    qtbot.addWidget(window)
    asked = []
    window.night.ask = lambda request: asked.append(request)  # cancelled: records nothing
    window.night.tell = lambda title, said, private: None
    window.show()
    qtbot.waitExposed(window)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(asked) == 1
    assert any("Demon info" in w for w in asked[0].warnings)


def test_one_ctrl_z_undoes_the_whole_dusk_checklist(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Day 1 with the Poisoner's POISONED on 민수: dusk removes it and starts night 2 as one batch; one Ctrl+Z takes both back."""
    game = to_phase(table(library, "001", "민수=empath", "지현=poisoner", "서준=monk", "하은=chef", "도윤=imp"), "day", 1)
    game.record(ReminderPlaced(reminder="p1", seat=seat_of(game, "민수"), character="poisoner", token="Poisoned"))
    session = start(library, tmp_path, game)
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
    assert len(recorded) == 2 and isinstance(recorded[-1], PhaseAdvanced) and recorded[-1].to.kind == "night"
    last = json.loads(session.path.read_text("utf-8").splitlines()[-1])
    assert last["type"] == "batch" and len(last["events"]) == 2
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.game.events == before
    assert session.game.state.phase.kind == "day"


def test_a_reopened_night_resumes_at_the_first_step_not_run(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Night 1 with Minion info's cards shown: a panel opened on it shows the next unrun step, not dusk."""
    game = to_phase(setup_game(library), "night", 1)
    for card in find_step(game, "minioninfo").cards:
        for event in card.events():
            game.record(event)
    expected = unrun_steps(game)[0].id
    assert expected != "minioninfo"
    shown = show_table(qtbot, start(library, tmp_path, game))
    assert shown.night.current == expected


def test_a_fresh_night_still_opens_at_its_first_step(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Nothing recorded tonight: the panel opens at the first running step, as before."""
    game = to_phase(setup_game(library), "night", 1)
    shown = show_table(qtbot, start(library, tmp_path, game))
    assert shown.night.current == next(step.id for step in shown.night.steps if step.wakes_tonight)
    assert not any(isinstance(e, InfoShown) for e in game.events)
