"""The Fabled's dawn prompts through the main window: Ctrl+Shift+N, then the Ferryman's offer (docs/rules/ferryman.md test 1)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import GhostVoteRegained, GhostVoteSpent
from grimoire_app.systems.botc.game import Game
from tests.builders import to_phase
from tests.systems.botc.fabled_prompt_helpers import SEVEN, fabled_table
from tests.ui.day_panel.test_phase_triggers import open_window, to_dawn
from tests.ui.night_panel.night_helpers import settle
from tests.ui.tb_game_helpers import day_click, press, prompt


def ferry_night(library: Library, fabled: str | None = "ferryman") -> Game:
    """Night 3 of SEVEN: s1, s2 and s4 dead with their ghost votes spent, s3 dead holding it; three alive."""
    game = fabled_table(library, fabled, SEVEN)
    for name in ("s1", "s2", "s3", "s4"):
        game.record(kill(name))
        if name != "s3":
            game.record(GhostVoteSpent(seat=name))
    return to_phase(game, "night", 3)


def test_the_ferryman_gives_the_votes_back_at_dawn_and_undo_takes_them(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/ferryman.md test 1 through the window: dawn of the final day asks; Accept → the dead hold votes; Ctrl+Z ×3 → spent again."""
    window = open_window(qtbot, library, tmp_path, ferry_night(library))
    start = to_dawn(window)
    title, body = prompt(window)
    assert title == "Ferryman" and "3 players alive, the final day" in body and "s1, s2, s4" in body
    day_click(qtbot, window, "day-prompt-yes")
    game = window.session.game
    assert game is not None
    assert list(game.events[start:]) == [GhostVoteRegained(seat=s) for s in ("s1", "s2", "s4")]
    assert all(s.ghost_vote for s in window.session.state.seats)
    assert prompt(window) == ("", "")
    for _ in range(3):  # one token per Ctrl+Z: each GhostVoteRegained is its own step
        press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        settle()
    assert len(game.events) == start and window.session.state.phase.kind == "day"
    assert [s.ghost_vote for s in window.session.state.seats[:4]] == [False, False, True, False]


def test_no_ferryman_prompt_when_it_is_not_in_play(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/ferryman.md test 3 through the window: the same dawn without the Ferryman asks nothing."""
    window = open_window(qtbot, library, tmp_path, ferry_night(library, None))
    to_dawn(window)
    assert prompt(window) == ("", "")
