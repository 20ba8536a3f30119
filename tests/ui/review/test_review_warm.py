"""Review draws, in idle slices after it opens, the seat disc and reminder pill images its layout-changing steps will
need (issue 20, review step p99: such a step repainted every seat and pill at a new size, from vectors).

Once warming is done, no step with the → or ← key that changes the layout draws an image; every warmed image is the
one drawn on demand; each slice draws a few images and gives the event loop its turn (a key press is handled while
warming still has work); warming stops when the review closes, and stays within its share of the store's budget.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.review import ReviewWindow
from grimoire_app.ui.town_square import paint, scene as scene_module
from grimoire_app.ui.town_square.paint import TOKEN_IMAGES, PillKey, TokenImages, TokenKey, draw_pill_image, draw_token_image
from grimoire_app.ui.town_square.scene import layout_key
from grimoire_app.ui.town_square.view import RELAYOUT_DELAY_MS


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[TokenKey | PillKey]:
    """Count every disc and pill image drawn from now on."""
    drawn: list[TokenKey | PillKey] = []
    for name in ("draw_token_image", "draw_pill_image"):
        original = getattr(paint, name)

        def draw(key: TokenKey | PillKey, original: Callable[[TokenKey | PillKey], object] = original) -> object:
            drawn.append(key)
            return original(key)

        monkeypatch.setattr(paint, name, draw)
    return drawn


def _review(qtbot: QtBot, path: Path, library: Library, at: int | None = None, settle: bool = True) -> ReviewWindow:
    window = ReviewWindow(path, library, "ko", at=at)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    if settle:
        qtbot.wait(3 * RELAYOUT_DELAY_MS)  # the size settles (a resize warms the layouts and tokens ahead again)
    return window


def _warmed(qtbot: QtBot, window: ReviewWindow) -> None:
    qtbot.waitUntil(lambda: not window.scene.warming and not window.scene._warm_pending, timeout=20000)


@pytest.fixture(autouse=True)
def _empty_store() -> None:
    TOKEN_IMAGES.clear()


def test_after_warming_no_step_that_changes_the_layout_draws_a_token(qtbot: QtBot, demo_file: Path, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _review(qtbot, demo_file, library, at=0)
    _warmed(qtbot, window)
    assert window.scene.warm_slices > 1, "in slices"
    warmed = len(TOKEN_IMAGES)
    drawn = _counting(monkeypatch)
    window.activateWindow()
    changes = within = 0
    while window.position < window.index.count:
        before = layout_key(window.game.state_at(window.position))
        QTest.keyClick(window.windowHandle(), Qt.Key.Key_Right)
        qtbot.wait(0)
        if layout_key(window.game.state_at(window.position)) != before:
            changes += 1
            assert drawn == [], f"the step to {window.position} changed the layout and drew tokens"
        within += len(drawn)
        drawn.clear()
    assert changes > 8
    assert len(TOKEN_IMAGES) == warmed + within, "a step within a layout draws only a seat whose token changed"


def test_stepping_back_over_every_layout_change_draws_no_token(qtbot: QtBot, demo_file: Path, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _review(qtbot, demo_file, library)
    _warmed(qtbot, window)
    drawn = _counting(monkeypatch)
    window.activateWindow()
    while window.position > 0:
        before = layout_key(window.game.state_at(window.position))
        QTest.keyClick(window.windowHandle(), Qt.Key.Key_Left)
        qtbot.wait(0)
        if layout_key(window.game.state_at(window.position)) != before:
            assert drawn == [], f"the step back to {window.position} changed the layout and drew tokens"
        drawn.clear()


def test_warmed_images_are_the_ones_drawn_on_demand(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    window = _review(qtbot, demo_file, library, at=0)
    _warmed(qtbot, window)
    window.go_to(window.index.count)
    qtbot.wait(1)
    keys = list(TOKEN_IMAGES._images)
    discs = [key for key in keys if isinstance(key, TokenKey)]
    pills = [key for key in keys if isinstance(key, PillKey)]
    assert len(discs) > 40 and len(pills) > 5
    assert any(key.dead for key in discs), "shrouds"
    for key in discs[:: max(1, len(discs) // 25)]:
        assert TOKEN_IMAGES.image(key).toImage() == draw_token_image(key).toImage()
    for key in pills[:: max(1, len(pills) // 10)]:
        assert TOKEN_IMAGES.image(key).toImage() == draw_pill_image(key).toImage()


def test_each_slice_draws_a_few_images_and_a_key_press_is_handled_between_slices(qtbot: QtBot, demo_file: Path, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scene_module, "WARM_SLICE_S", 10.0)  # only the count bounds a slice here
    per_slice: list[int] = []
    pressed: list[tuple[int, bool]] = []
    original = scene_module.TownSquareScene._warm_tokens

    def press() -> None:
        QTest.keyClick(window.windowHandle(), Qt.Key.Key_Right)
        pressed.append((window.position, window.scene.warming))

    def counted(self: scene_module.TownSquareScene) -> None:
        before = len(TOKEN_IMAGES)
        original(self)
        per_slice.append(len(TOKEN_IMAGES) - before)
        if len(per_slice) == 2:
            QTimer.singleShot(0, press)  # a key press queued while warming goes on

    monkeypatch.setattr(scene_module.TownSquareScene, "_warm_tokens", counted)
    window = _review(qtbot, demo_file, library, at=0, settle=False)
    window.activateWindow()
    qtbot.waitUntil(lambda: bool(pressed))
    assert pressed == [(1, True)], "the key was handled between two slices, with warming still under way"
    qtbot.waitUntil(lambda: not window.scene.warming, timeout=20000)
    assert len(per_slice) > 3 and max(per_slice) <= scene_module.WARM_SLICE_IMAGES
    assert sum(per_slice) == len(TOKEN_IMAGES) > 40


def test_warming_stops_when_the_review_closes(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    window = _review(qtbot, demo_file, library, at=0, settle=False)
    qtbot.waitUntil(lambda: window.scene.warm_slices >= 1)
    window.close()
    kept = len(TOKEN_IMAGES)
    assert not window.scene.warming
    slices = window.scene.warm_slices
    qtbot.wait(100)
    assert len(TOKEN_IMAGES) == kept and window.scene.warm_slices == slices
    assert not window.scene.warming and not window.scene._warm_timer.isActive()


def test_warming_keeps_to_its_share_of_the_store(qtbot: QtBot, demo_file: Path, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    small = TokenImages(budget=400_000)
    monkeypatch.setattr(scene_module, "TOKEN_IMAGES", small)
    monkeypatch.setattr(paint, "TOKEN_IMAGES", small)
    window = _review(qtbot, demo_file, library, at=0)
    _warmed(qtbot, window)
    assert small.bytes >= small.budget * scene_module.WARM_SHARE * 0.5
    assert small.bytes <= small.budget


def test_the_states_ahead_are_each_landing_once_the_nearest_first(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    """Every state a layout-changing step lands on is named, those showing the same seats in the same layout once."""
    window = _review(qtbot, demo_file, library)
    window.scene.stop_warming()
    keys = [layout_key(window.game.state_at(n)) for n in range(window.index.count + 1)]
    landings = sorted({m for n in range(1, len(keys)) if keys[n] != keys[n - 1] for m in (n - 1, n)})
    middle = landings[len(landings) // 2] + 1
    window.go_to(middle)
    states = [state for state in window._states_ahead() if state is not None]
    shown = [(layout_key(state), state.seats) for state in states]
    assert len(set(shown)) == len(shown), "each picture once"
    assert set(shown) == {(keys[n], window.game.state_at(n).seats) for n in landings}
    nearest = min(landings, key=lambda n: abs(n - middle))
    assert shown[0] == (keys[nearest], window.game.state_at(nearest).seats)


def test_the_images_a_state_needs_are_the_ones_painting_it_uses(qtbot: QtBot, demo_file: Path, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    """Discs (dead, flipped) and pills of states late in the game: drawn from `token_keys`, then painted without a draw."""
    window = _review(qtbot, demo_file, library, at=0)
    _warmed(qtbot, window)
    for n in (window.index.count, window.index.count // 2, (3 * window.index.count) // 4):
        state = window.game.state_at(n)
        keys = window.scene.token_keys(state)
        assert sum(isinstance(key, PillKey) for key in keys) == sum(len(seat.reminders) for seat in state.seats) > 0
        for key in keys:
            TOKEN_IMAGES.image(key)
        drawn = _counting(monkeypatch)
        window.go_to(n)
        qtbot.wait(1)
        window.view.viewport().repaint()
        assert drawn == [], f"painting {n} drew what its keys did not name"
        monkeypatch.undo()
