"""The review's square after stepping shows the pixels of a square opened at that position (issue 20, review step).

Stepping keeps token images, item caches and the view's cached felt; none of them may show what an earlier position
showed. The review is stepped with the → key sent to the window, through every layout change of the demo game (seats
added in setup, reminders that change a seat's room), and compared pixel for pixel with a review opened fresh there.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.review import ReviewWindow
from grimoire_app.ui.town_square.scene import layout_key

SIZE = (1200, 760)
VIEW = (820, 640)


def _opened(qtbot: QtBot, path: Path, library: Library, at: int) -> ReviewWindow:
    window = ReviewWindow(path, library, "ko", at=at)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.view.setFixedSize(*VIEW)  # the window's own layout moves by a pixel with the texts of the position
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_now()
    return window


def _square(qtbot: QtBot, window: ReviewWindow) -> QImage:
    qtbot.wait(1)
    return window.view.viewport().grab().toImage()


def _changes(window: ReviewWindow) -> list[int]:
    """The positions whose square has another layout than the position before."""
    keys = [layout_key(window.game.state_at(n)) for n in range(window.index.count + 1)]
    return [n for n in range(1, len(keys)) if keys[n] != keys[n - 1]]


def test_the_square_stepped_to_with_the_key_equals_one_opened_there(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    stepped = _opened(qtbot, demo_file, library, 0)
    changes = _changes(stepped)
    assert len(changes) >= 8, "the demo game adds seats and changes a seat's reminder room"
    checked = sorted({changes[1], changes[4], changes[-1], changes[-1] + 1, changes[len(changes) // 2]} & set(range(stepped.index.count + 1)))
    stepped.activateWindow()
    for target in checked:
        while stepped.position < target:
            QTest.keyClick(stepped.windowHandle(), Qt.Key.Key_Right)
        assert stepped.position == target
        fresh = _opened(qtbot, demo_file, library, target)
        assert fresh.view.viewport().size() == stepped.view.viewport().size()
        assert _square(qtbot, stepped) == _square(qtbot, fresh), f"the square after stepping to {target} differs"
        fresh.close()


def test_stepping_back_over_a_layout_change_shows_the_square_opened_there(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    end = _opened(qtbot, demo_file, library, 0)
    changes = _changes(end)
    target = changes[-1] - 1
    end.go_to(changes[-1] + 1)
    end.activateWindow()
    while end.position > target:
        QTest.keyClick(end.windowHandle(), Qt.Key.Key_Left)
    fresh = _opened(qtbot, demo_file, library, target)
    assert _square(qtbot, end) == _square(qtbot, fresh)
