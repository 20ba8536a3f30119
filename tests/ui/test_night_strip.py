"""Issue 19: the night-order strip beside the square (grimoire_app/ui/night_strip.py), through the main window at 1366×768.

Night 2 of a 9-player demo on script 000 (seed 6): the strip lists tonight's steps in the night panel's order,
marks them as the night's events are recorded and a step is skipped, opens a step in the night panel when
clicked, hides by day, and leaves the square its size.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from pytestqt.qtbot import QtBot

from grimoire_app.i18n import tr
from grimoire_app.model import Library
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import Event, InfoShown, NightChoice, PhaseAdvanced
from grimoire_app.systems.botc.tonight import step_of
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from tests.conftest import seed_script
from tests.ui.night_panel.fit_helpers import night_starts


def night_window(qtbot: QtBot, library: Library, folder: Path, night: int = 2) -> tuple[MainWindow, tuple[Event, ...]]:
    """The main window at the start of a demo night (nothing of it recorded), and that night's events."""
    game = demo_game(seed_script(library, "000"), library, 9, 6, 3)
    _number, start, events = [n for n in night_starts(game, 3) if n[0] == night][0]
    session = GameSession(library)
    assert session.start(game.script, folder / "night.grimoire", start)
    window = MainWindow(library, "ko", session)
    qtbot.addWidget(window)
    window.night.ask = lambda request: None  # type: ignore[assignment,return-value]
    window.night.tell = lambda title, said, private: None  # type: ignore[assignment]
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window, events


def test_the_strip_shows_tonights_steps_in_the_night_panels_order(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, _events = night_window(qtbot, library, tmp_path)
    strip = window.night_strip
    assert strip.isVisible() and strip.title.text() == "2일째 밤 순서 · 0/8 완료"
    assert [token.step for token in strip.tokens] == [row.step for row in window.night.model.rows]
    assert list(strip.buttons) == [token.step for token in strip.tokens]
    current = window.night.current
    assert strip.mark_of(current) == "current"  # type: ignore[arg-type]
    skipped = [t for t in strip.tokens if t.mark == "skipped"]
    assert skipped, "the demo's night 2 has a step that does not wake"
    reason = next(s for s in window.night.steps if s.id == skipped[0].step).reasons[0].text("ko")
    assert "깨우지 않음" in skipped[0].tooltip and reason in strip.buttons[skipped[0].step].toolTip()
    assert all(button.width() <= 30 and button.isVisible() for button in strip.buttons.values())


def test_marks_follow_the_recorded_steps_and_a_skip(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, events = night_window(qtbot, library, tmp_path)
    strip, session = window.night_strip, window.session
    recorded: list[str] = []
    for event in events:
        assert session.record(event)
        step = step_of(event) if isinstance(event, InfoShown | NightChoice) else None
        if step is not None:
            recorded.append(step)
            assert strip.mark_of(step) in ("done", "current"), step
        if len(recorded) == 2:
            break
    assert len(recorded) == 2
    window.night.go_to(recorded[-1])
    assert all(strip.mark_of(step) == ("current" if step == recorded[-1] else "done") for step in recorded)
    first = strip.tokens[0]
    assert first.step == "dusk" and first.mark == "done" and "지나감" in first.tooltip, "dusk is passed once a later step is recorded"
    to_come = next(t.step for t in strip.tokens if t.mark == "to_come")
    window.night.go_to(to_come)
    assert strip.mark_of(to_come) == "current"
    qtbot.mouseClick(window.night.skip, Qt.MouseButton.LeftButton)
    assert strip.mark_of(to_come) == "skipped"
    assert tr("nightpanel.status.st_skipped", "ko") in strip.buttons[to_come].toolTip(), "the tooltip says why it is not woken"
    window.session.undo()
    assert strip.mark_of(to_come) != "skipped"


def test_a_click_on_a_token_opens_that_step_in_the_night_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, _events = night_window(qtbot, library, tmp_path)
    window.side_tabs.setCurrentWidget(window.grimoire)
    target = window.night_strip.tokens[-2].step
    qtbot.mouseClick(window.night_strip.buttons[target], Qt.MouseButton.LeftButton)
    assert window.side_tabs.currentWidget() is window.night and window.night.current == target
    assert window.night.list.currentIndex().data(Qt.ItemDataRole.UserRole + 1) == target
    assert window.night_strip.mark_of(target) == "current"


def test_the_strip_hides_by_day_and_leaves_the_square_its_size(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, _events = night_window(qtbot, library, tmp_path)
    strip, view = window.night_strip, window.square.view
    night_size = view.size()
    strip.hide()
    qtbot.wait(1)
    assert view.size() == night_size, "the strip sits in the tray's column: the square keeps its size"
    strip.refresh()
    window.session.record(PhaseAdvanced(to=window.session.state.phase.next()))
    assert window.session.state.phase.kind == "day" and not strip.isVisible()


def test_the_strip_follows_the_language(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, _events = night_window(qtbot, library, tmp_path)
    window.toggle_language()
    strip = window.night_strip
    assert strip.title.text() == "Night 2 order · 0/8 done"
    assert "Click to open this step in the night panel" in strip.tokens[0].tooltip


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_token_shows_inside_the_window_at_laptop_sizes(qtbot: QtBot, library: Library, tmp_path: Path, size: tuple[int, int]) -> None:
    window, _events = night_window(qtbot, library, tmp_path)
    window.resize(*size)
    qtbot.wait(1)
    inside = window.rect()
    for step, button in window.night_strip.buttons.items():
        corner = button.mapTo(window, button.rect().bottomRight())
        assert button.isVisible() and inside.contains(corner), step
    tray_list = window.square.tray.reminders
    assert tray_list.isVisible() and tray_list.height() > 150, "the tray's list keeps room below the strip"


def test_a_recorded_event_redraws_only_the_changed_tokens_as_a_fresh_strip_would(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Issue 20 (recording in play): the same steps keep their buttons; each token looks and reads as a strip built anew."""
    from grimoire_app.ui.night_strip import strip_icon
    from grimoire_app.ui.town_square.faces import Faces, TokenFace, initials

    window, events = night_window(qtbot, library, tmp_path)
    strip, session = window.night_strip, window.session
    buttons = dict(strip.buttons)
    marks_seen = set()
    for event in events[:6]:
        assert session.record(event)
        game = session.game
        assert game is not None
        if list(strip.buttons) == list(buttons):
            assert all(strip.buttons[step] is button for step, button in buttons.items()), "no button is built again"
        kept = [(step, strip.mark_of(step), button.toolTip(), button.icon().pixmap(28, 28).toImage()) for step, button in strip.buttons.items()]
        strip.tokens, strip.buttons, strip._read = [], {}, None  # a strip built anew from the same game
        for button in buttons.values():
            button.hide()
        strip.refresh()
        faces = Faces(game.script, game.library, strip.lang, game)
        for (step, mark, tip, image), token in zip(kept, strip.tokens):
            assert (step, mark, tip) == (token.step, strip.mark_of(token.step), strip.buttons[token.step].toolTip())
            face = faces.token(token.character) if token.character else TokenFace(token.title, initials(token.title), None)
            if token.character:
                assert image == QIcon(strip_icon(face, token.mark, strip.devicePixelRatioF())).pixmap(28, 28).toImage(), step
            marks_seen.add(mark)
        buttons = dict(strip.buttons)
    assert {"done", "current"} <= marks_seen
