"""The review window: keys, jumps, the filter, what a player learned, languages, and read-only."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from grimoire_app.systems.botc.events import InfoShown, PlayerDied
from grimoire_app.model.library import Library
from grimoire_app.ui.export.summary import summarize
from grimoire_app.ui.review import EventFilter, ReviewWindow
from grimoire_app.ui.review.index import seats_named
from grimoire_app.ui.review.models import NUMBER_ROLE
from tests.ui.review.conftest import digest


def activate(qtbot: QtBot, window: ReviewWindow) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()


def listed(window: ReviewWindow) -> list[int]:
    model = window.timeline
    return [model.number(row) for row in range(model.rowCount())]


def test_opens_at_the_end_with_every_event_listed_and_grouped(review: ReviewWindow) -> None:
    """Review issue: a timeline of every event grouped by night and day (headers bold, tinted)."""
    count = review.index.count
    assert review.position == count and review.slider.maximum() == count
    assert listed(review) == list(range(count + 1))
    model = review.timeline
    night = model.index(review.index.phase_starts[1])
    assert model.data(night) == "1일째 밤"
    assert model.data(night, Qt.ItemDataRole.FontRole).bold()
    assert review.side.timeline.currentIndex().row() == count
    assert f"사건 {count}/{count}" in review.side.position.text()


def test_keys_step_by_event_and_phase_and_go_home_and_end(qtbot: QtBot, review: ReviewWindow) -> None:
    """Review issue: ←/→ event, PgUp/PgDn phase, Home/End — also while the timeline list has focus."""
    activate(qtbot, review)
    starts = review.index.phase_starts
    qtbot.keyClick(review, Qt.Key.Key_Home)
    assert review.position == 0
    for start in starts[1:]:
        qtbot.keyClick(review, Qt.Key.Key_PageDown)
        assert review.position == start
    qtbot.keyClick(review, Qt.Key.Key_PageDown)
    assert review.position == review.index.count
    qtbot.keyClick(review, Qt.Key.Key_PageUp)
    assert review.position == starts[-1]
    review.side.timeline.setFocus()
    qtbot.keyClick(review.side.timeline, Qt.Key.Key_Right)
    assert review.position == starts[-1] + 1
    qtbot.keyClick(review.side.timeline, Qt.Key.Key_Left)
    qtbot.keyClick(review.side.timeline, Qt.Key.Key_Left)
    assert review.position == starts[-1] - 1
    qtbot.keyClick(review.side.timeline, Qt.Key.Key_End)
    assert review.position == review.index.count


def test_the_slider_and_the_list_move_the_square(review: ReviewWindow) -> None:
    review.slider.setValue(10)
    assert review.position == 10 and review.side.timeline.currentIndex().row() == 10
    assert review.scene.state is review.game.state_at(10)
    review.side.timeline.setCurrentIndex(review.timeline.index(20))
    assert review.position == 20 and review.slider.value() == 20


def test_jumps_visit_each_death_then_say_there_is_no_more(qtbot: QtBot, review: ReviewWindow) -> None:
    """Review issue: jump to each death, execution and nomination (] next, [ previous)."""
    activate(qtbot, review)
    deaths = [n for n, e in enumerate(review.game.events, 1) if isinstance(e, PlayerDied)]
    review.first()
    visited = []
    while review.actions_by_key["review.action.next_mark"].isEnabled():
        qtbot.keyClick(review, Qt.Key.Key_BracketRight)
        visited.append(review.position)
        event = review.game.events[review.position - 1]
        assert isinstance(event, PlayerDied)
        assert review.scene.selected == event.seat, "the square marks whose death it is"
    assert visited == deaths
    review.next_mark()
    assert review.position == deaths[-1]
    assert "사망" in review.statusBar().currentMessage()
    review.set_mark_kind("nomination")
    review.last()
    qtbot.keyClick(review, Qt.Key.Key_BracketLeft)
    assert review.position == review.index.marks["nomination"][-1]
    review.set_mark_kind("execution")
    assert review.side.mark_box.currentData() == "execution"
    review.first()
    review.next_mark()
    assert review.position == review.index.marks["execution"][0]


def test_the_player_filter_lists_only_their_events_and_jumps_among_them(review: ReviewWindow) -> None:
    """Review issue: filter by player; the death jump then goes to that player's death only."""
    victim = next(e.seat for e in review.game.events if isinstance(e, PlayerDied))
    review.set_filter(EventFilter("player", victim))
    assert review.side.filter_box.currentData() == f"player:{victim}"
    rows = listed(review)
    assert rows[0] == 0 and set(review.index.phase_starts) <= set(rows)
    for n in rows:
        assert n in review.index.phase_starts or victim in seats_named(review.game.events[n - 1])
    review.first()
    review.set_mark_kind("death")
    review.next_mark()
    assert review.game.events[review.position - 1] == next(e for e in review.game.events if isinstance(e, PlayerDied) and e.seat == victim)
    review.next_mark()
    assert isinstance(review.game.events[review.position - 1], PlayerDied)
    assert review.game.events[review.position - 1].seat == victim  # type: ignore[union-attr]


def test_choosing_a_character_in_the_combo_filters_and_stepping_still_goes_event_by_event(review: ReviewWindow) -> None:
    """Filter by character; → still steps through every event, the list shows the last listed row."""
    box = review.side.filter_box
    box.setCurrentIndex(box.findData("character:poisoner"))
    assert review.timeline.filter == EventFilter("character", "poisoner")
    assert any("독살범" in str(review.timeline.data(review.timeline.index(r))) for r in range(review.timeline.rowCount()))
    hidden = next(n for n in range(1, review.index.count) if review.timeline.row_of(n) is None)
    review.go_to(hidden)
    assert review.position == hidden
    assert review.timeline.number(review.side.timeline.currentIndex().row()) < hidden
    box.setCurrentIndex(0)
    assert review.timeline.filter is None and review.timeline.rowCount() == review.index.count + 1


def test_what_a_player_learned_lists_their_info_and_each_line_jumps_there(qtbot: QtBot, review: ReviewWindow) -> None:
    """Review issue: all info shown to one seat, in order, each line clickable (the summary's info, per seat)."""
    seat, numbers = next(iter(review.index.info.items()))
    box = review.side.player_box
    box.setCurrentIndex(box.findData(seat))
    review.side.tabs.setCurrentIndex(1)
    model = review.learned
    assert [model.data(model.index(r), NUMBER_ROLE) for r in range(model.rowCount())] == list(numbers)
    name = dict(review.index.players)[seat]
    summary = next(p for p in summarize(review.game, "ko").info if p.name == name)
    assert [model.text(r).split(" · ", 1)[1] for r in range(model.rowCount())] == [record.line for record in summary.records]
    view = review.side.learned_list
    for row, n in enumerate(numbers):
        rect = view.visualRect(model.index(row))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert review.position == n
        event = review.game.events[n - 1]
        assert isinstance(event, InfoShown) and event.seat == seat
    assert name in review.side.learned_count.text()


def test_language_switch_translates_the_square_lists_and_controls(qtbot: QtBot, review: ReviewWindow) -> None:
    """Korean and English at run time (Ctrl+L), keeping the position and the filter."""
    activate(qtbot, review)
    review.go_to(30)
    seat = review.index.players[0][0]
    review.set_filter(EventFilter("player", seat))
    qtbot.keyClick(review, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert review.lang == "en" and review.position == 30
    assert review.windowTitle().startswith("Review")
    assert review.scene.middle.face.phase.startswith(("Night", "Day", "Setup"))
    assert review.timeline.data(review.timeline.index(0)) == "Before the first event (an empty grimoire)"
    assert review.side.filter_box.currentText().startswith("Player: ")
    assert review.actions_by_key["review.action.next"].text() == "Event ▶"
    review.set_language("ko")
    assert review.side.tabs.tabText(0) == "타임라인" and review.timeline.filter == EventFilter("player", seat)


def test_the_square_is_read_only(qtbot: QtBot, review: ReviewWindow, demo_file: Path) -> None:
    """Review never asks for a change: the view takes no input, a drag moves nothing, the file stays."""
    before = digest(demo_file)
    requests: list[object] = []
    review.scene.seats_swap_requested.connect(lambda *args: requests.append(args))
    review.scene.seat_move_requested.connect(lambda *args: requests.append(args))
    review.view.fit_now()
    assert not review.view.isInteractive()
    first, second = list(review.scene.seats.values())[:2]
    start = review.view.mapFromScene(first.scenePos())
    end = review.view.mapFromScene(second.scenePos())
    viewport = review.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, start + (end - start) * step / 5 + QPoint(0, 0))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert requests == []
    assert review.view.mapFromScene(first.scenePos()) == start
    assert digest(demo_file) == before


def test_the_timeline_describes_only_the_rows_it_shows(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A 5,000-event game opens without describing 5,000 lines (the list model describes on paint)."""
    from tools.long_game import write_long_game

    path = write_long_game(tmp_path / "long.grimoire", 5000, library, rounds=2)  # real nights and days (issue 20)
    window = ReviewWindow(path, library, "ko")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.index.count == 5000 and window.timeline.rowCount() == 5001
    assert len(window.lines._lines) < 200
    window.first()
    window.last()
    assert window.position == 5000 and window.scene.state is window.game.state_at(5000)
    assert len(window.lines._lines) < 400


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_position_line_names_the_phase_and_the_event(review: ReviewWindow, lang: str) -> None:
    review.set_language(lang)  # type: ignore[arg-type]
    review.go_to(review.index.phase_starts[1] + 1)
    night = "1일째 밤" if lang == "ko" else "Night 1"
    assert review.side.position.text().startswith(night)
    assert review.side.event_line.text() == review.lines.line(review.position)


def test_the_learned_list_follows_the_position_and_its_arrow_keys_jump(qtbot: QtBot, review: ReviewWindow) -> None:
    """The info line of the shown moment is highlighted; ↓ in the info list goes to the next info."""
    seat, numbers = max(review.index.info.items(), key=lambda item: len(item[1]))
    review.show_learned(seat)
    review.go_to(numbers[1])
    view = review.side.learned_list
    assert view.currentIndex().row() == 1 and view.selectionModel().isSelected(view.currentIndex())
    review.go_to(numbers[1] + 1)
    assert not view.selectionModel().hasSelection()
    review.side.tabs.setCurrentIndex(1)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert review.position == numbers[2]


def test_the_slider_paints_nights_and_days_under_the_handle_positions(review: ReviewWindow) -> None:
    """The band under the slider is night-coloured where the handle stands for a night event, day-coloured for a day's."""
    from PySide6.QtGui import QColor

    from grimoire_app.ui.review.style import PHASE_COLOURS

    review.resize(1200, 800)
    slider = review.slider
    image = slider.grab().toImage()
    y = slider.band_rect().center().y()
    starts = review.index.phase_starts
    for start, end in pairwise(starts):
        if end - start < 4:
            continue
        x = round(slider.x_of((start + end) // 2))
        kind = review.index.phase_at(start).kind
        assert image.pixelColor(x, y) == QColor(PHASE_COLOURS[kind]), (start, kind)


def test_the_module_saves_a_screenshot(tmp_path: Path, demo_file: Path, qtbot: QtBot) -> None:
    """`python -m grimoire_app.ui.review FILE --screenshot OUT` (how docs/screenshots/review-*.png are made)."""
    from grimoire_app.ui.review.__main__ import main

    out = tmp_path / "shot.png"
    assert main([str(demo_file), "--lang", "en", "--at", "40", "--player", "s6", "--size", "900x600", "--screenshot", str(out)]) == 0
    assert out.stat().st_size > 10_000
    assert main([str(tmp_path / "missing.grimoire")]) == 1
