"""Issue 19 point 3: the night panel at a 1366×768 (and 1280×720) laptop, in the main window.

For every running step of a 3-night demo game on each seed script (7 players, seed 2), at the start of the
night and at the moment each recorded choice or answer was made (replayed event by event, so tonight's death
proposals and the answers after a choice are up), the step's first answer, every card button, every accept-death
button, and the choice's Record button (while no answer is up) lie inside the detail pane's visible area
without scrolling (fit_helpers.primary_outside). The pane keeps its scroll position when the step in view
is redrawn after an answer, and a new step starts at the top.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from tests.conftest import seed_script
from tests.ui.night_panel.fit_helpers import night_starts, settle, walk_night
from tests.ui.night_panel.night_helpers import click

SIZES = ((1366, 768), (1280, 720))
SEED = 2
"""A seed whose demo game lasts three nights on each of the three seed scripts."""


def open_window(qtbot: QtBot, library: Library, folder: Path, script: str, events: tuple, size: tuple[int, int]) -> MainWindow:  # type: ignore[type-arg]
    """Return the main window on a session holding the events, at the size, in Korean, shown."""
    session = GameSession(library)
    session.start(seed_script(library, script), folder / f"{script}.grimoire", events)
    window = MainWindow(library, "ko", session)
    qtbot.addWidget(window)
    window.night.ask = lambda request: None
    window.night.tell = lambda title, said, private: None
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    settle()
    return window


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("script", ["000", "001", "004"])
def test_every_night_steps_primary_actions_show_without_scrolling(qtbot: QtBot, library: Library, tmp_path: Path, script: str, size: tuple[int, int]) -> None:
    """Walk nights 1-3 of the demo game at the size: no primary action of any step lies outside the pane's view."""
    game = demo_game(seed_script(library, script), library, 7, SEED, 3)
    walked, outside = 0, []
    for night, start, events in night_starts(game, 3):
        window = open_window(qtbot, library, tmp_path / f"n{night}", script, start, size) if (tmp_path / f"n{night}").mkdir() is None else None
        assert window is not None and window.width() <= size[0] and window.height() <= size[1]
        outside += [f"night {night} {line}" for line in walk_night(window, events)]
        walked += 1
        window.close()
    assert walked == 3
    assert outside == []


def test_the_pane_keeps_its_scroll_position_after_an_answer(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Night 1 of script 000's demo at 1280×720, at the Noble's step (12 legal answers, the pane scrolls): scrolled
    down, an answer clicked; the pane stays where it was instead of jumping to its top. Another step starts at the top."""
    game = demo_game(seed_script(library, "000"), library, 7, 1, 3)
    _night, start, _events = next(night_starts(game, 1))
    window = open_window(qtbot, library, tmp_path, "000", start, (1280, 720))
    panel = window.night
    panel.go_to("noble")
    settle()
    bar = panel.detail.verticalScrollBar()
    assert bar.maximum() > 60
    bar.setValue(60)
    visible = panel.detail.viewport().rect()
    answers = [b for b in panel.findChildren(QPushButton, "night-answer") if b.isVisible()]
    shown = [b for b in answers if visible.contains(b.mapTo(panel.detail.viewport(), b.rect().center()))]
    assert shown, "an answer in view after scrolling"
    before = len(panel.session.game.events)  # type: ignore[union-attr]
    click(qtbot, shown[0])
    settle()
    assert len(panel.session.game.events) > before  # type: ignore[union-attr]
    assert panel.current == "noble"
    assert bar.value() == min(60, bar.maximum()) and bar.value() > 0
    panel.go_next()
    settle()
    assert panel.current != "noble" and bar.value() == 0
