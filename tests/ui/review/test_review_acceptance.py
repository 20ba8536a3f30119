"""The issue's acceptance: step the review to every event of a 3-night demo game; the square equals
`state FILE --at N --json` each time, and the file's bytes are unchanged afterwards."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.files import open_game
from grimoire_app.ui.review import ReviewWindow
from tests.ui.review.conftest import digest
from tests.ui.review.review_helpers import cli_state, expected, shown


def activate(qtbot: QtBot, window: ReviewWindow) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()


def test_stepping_with_the_arrow_key_shows_state_at_n_for_every_event(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    """Review issue acceptance: → from 0 to the end; at each N the square's seats, characters,
    reminders, life, ghost votes, phase and bluffs are those of `state FILE --at N --json`."""
    before = digest(demo_file)
    window = ReviewWindow(demo_file, library, "ko", at=0)
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    game = window.game
    assert len(game.events) > 60, "the demo game has three nights and days"
    for n in range(len(game.events) + 1):
        assert window.position == n
        assert window.slider.value() == n
        assert shown(window.scene) == expected(cli_state(demo_file, n), game, "ko"), f"after event {n}"
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position == len(game.events), "→ at the end stays at the end"
    window.close()
    assert digest(demo_file) == before
    assert sorted(p.name for p in demo_file.parent.iterdir()) == ["demo.grimoire"], "no .torn or temporary file left"


def test_stepping_back_in_english_matches_too(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    """The same check going ← from the end, in English (names come from the language's faces)."""
    window = ReviewWindow(demo_file, library, "en")
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    game = open_game(demo_file, library, writable=False).game
    for n in range(len(game.events), -1, -1):
        assert shown(window.scene) == expected(cli_state(demo_file, n), game, "en"), f"after event {n}"
        qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.position == 0
