"""Issue 19: the BotC day timers (discussion, nomination) in the day panel, through the main window at 1366×768.

The clock is a fake (`timers.clock`) and the tests call `tick`: no sleeping, no timing assertion. Keys go to
the window's QWindow (`press`), as a person's keyboard does. The timers record nothing (docs/day-timer.md).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.day_timer import DayTimers
from grimoire_app.ui.help_window import shortcut_sheet
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.settings import remembered_timer_offset
from grimoire_app.ui.timer_clock import default_seconds
from tests.conftest import seed_script
from tests.ui.tb_game_helpers import press

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def day_events(game: Game, day: int = 1) -> tuple:  # type: ignore[type-arg]
    """The demo's events up to the start of day `day` (nothing of that day recorded yet)."""
    starts = [i + 1 for i, e in enumerate(game.events) if isinstance(e, PhaseAdvanced) and e.to.kind == "day" and e.to.number == day]
    return tuple(game.events[: starts[0]])


def day_window(qtbot: QtBot, library: Library, folder: Path, day: int = 1) -> tuple[MainWindow, FakeClock]:
    game = demo_game(seed_script(library, "000"), library, 9, 6, 2)
    session = GameSession(library)
    assert session.start(game.script, folder / "day.grimoire", day_events(game, day))
    window = MainWindow(library, "ko", session)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.side_tabs.setCurrentWidget(window.day)  # a game opened mid-day: the Storyteller picks the tab
    clock = FakeClock()
    window.day.timers.clock = clock
    return window, clock


def shown(timers: DayTimers, kind: str) -> str:
    return timers.rows[kind].display.text()  # type: ignore[index]


def test_the_day_panel_shows_both_timers_at_their_defaults_for_the_players_alive(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, _clock = day_window(qtbot, library, tmp_path)
    timers = window.day.timers
    alive = window.session.state.alive_count
    assert timers.isVisible() and timers.title() == "낮 타이머"
    assert shown(timers, "discussion") == f"{default_seconds('discussion', alive) // 60}:{default_seconds('discussion', alive) % 60:02d}"
    assert timers.rows["nomination"].title.text() == "지명" and timers.rows["discussion"].toggle.text() == "▶ 시작"
    assert timers.rows["discussion"].plus.text() == "+30초" and timers.rows["discussion"].minus.text() == "−30초"


def test_the_discussion_timer_counts_down_and_turns_red_at_zero_without_recording_anything(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, clock = day_window(qtbot, library, tmp_path)
    timers, events = window.day.timers, len(window.session.game.events)  # type: ignore[union-attr]
    length = timers.countdowns["discussion"].length
    qtbot.mouseClick(timers.rows["discussion"].toggle, Qt.MouseButton.LeftButton)
    assert timers.timer.isActive() and timers.rows["discussion"].toggle.text() == "❚❚ 멈춤"
    clock.now += 61
    timers.tick()
    assert timers.countdowns["discussion"].remaining(clock.now) == length - 61
    assert shown(timers, "discussion") == f"{int(length - 61) // 60}:{int(length - 61) % 60:02d}"
    assert timers.rows["discussion"].display.property("alert") is False
    clock.now += length
    timers.tick()
    assert shown(timers, "discussion") == "0:00" and timers.rows["discussion"].display.property("alert") is True
    assert timers.alerting("discussion") and timers.flashing("discussion") and not timers.countdowns["discussion"].running
    clock.now += 60
    timers.tick()
    assert not timers.flashing("discussion") and not timers.timer.isActive(), "the flash is soft and ends; nothing keeps ticking"
    assert window.isEnabled() and window.day.vote_box.isEnabled(), "never blocking"
    assert len(window.session.game.events) == events and window.session.undo_description("ko") is not None  # type: ignore[union-attr]
    assert window.session.game.events[-1].type == "phase_advanced"  # type: ignore[union-attr]


def test_ctrl_t_and_ctrl_shift_t_start_and_pause_the_timers_from_anywhere_in_the_window(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, clock = day_window(qtbot, library, tmp_path)
    timers = window.day.timers
    window.square.view.setFocus()
    press(window, Qt.Key.Key_T, CTRL)
    assert timers.countdowns["discussion"].running and not timers.countdowns["nomination"].running
    clock.now += 20
    press(window, Qt.Key.Key_T, CTRL)
    assert not timers.countdowns["discussion"].running
    assert timers.countdowns["discussion"].mark(clock.now + 500) == "paused"
    left = timers.countdowns["discussion"].remaining(clock.now)
    clock.now += 300
    press(window, Qt.Key.Key_T, CTRL)
    clock.now += 5
    assert timers.countdowns["discussion"].remaining(clock.now) == left - 5, "resumed where it was paused"
    press(window, Qt.Key.Key_T, CTRL | SHIFT)
    assert timers.countdowns["nomination"].running


def test_the_keys_are_listed_in_the_help_window(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, _clock = day_window(qtbot, library, tmp_path)
    main = {line.label: line.keys for line in shortcut_sheet(window, "ko")[0].lines}
    assert main["토론 타이머 시작/멈춤"] == ("Ctrl+T",) and main["지명 타이머 시작/멈춤"] == ("Ctrl+Shift+T",)


def test_a_new_nomination_resets_and_starts_the_nomination_timer(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, clock = day_window(qtbot, library, tmp_path)
    timers, seats = window.day.timers, [s.id for s in window.session.state.seats if s.alive]
    full = timers.countdowns["nomination"].length
    press(window, Qt.Key.Key_T, CTRL | SHIFT)
    clock.now += 25
    press(window, Qt.Key.Key_T, CTRL | SHIFT)
    assert timers.countdowns["nomination"].remaining(clock.now) == full - 25
    window.day.seat_clicked(seats[0])
    window.day.seat_clicked(seats[1])
    assert window.session.state.today().nominations[-1].nominee == seats[1]  # type: ignore[union-attr]
    assert timers.countdowns["nomination"].running and timers.countdowns["nomination"].remaining(clock.now) == full
    clock.now += 10
    timers.tick()
    assert timers.countdowns["nomination"].remaining(clock.now) == full - 10
    window.session.undo()
    assert timers.countdowns["nomination"].running, "an undo leaves the timer alone (it records nothing)"


def test_a_running_timer_shows_on_the_public_window(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, clock = day_window(qtbot, library, tmp_path)
    timers, public = window.day.timers, window.square.open_public_window()
    qtbot.addWidget(public)
    assert public.timer is None
    press(window, Qt.Key.Key_T, CTRL)
    clock.now += 30
    timers.tick()
    assert public.timer is not None and public.timer.label == "토론" and not public.timer.alert
    assert public.timer.clock == shown(timers, "discussion") and "토론" in public.visible_texts()
    press(window, Qt.Key.Key_T, CTRL | SHIFT)
    assert public.timer is not None and public.timer.label == "지명", "the nomination timer comes first while it runs"
    press(window, Qt.Key.Key_T, CTRL | SHIFT)
    press(window, Qt.Key.Key_T, CTRL)
    assert public.timer is None, "a paused timer leaves the table's screen"
    press(window, Qt.Key.Key_T, CTRL)
    clock.now += 3600
    timers.tick()
    assert public.timer is not None and public.timer.alert and public.timer.clock == "0:00"
    public.grab()  # paints the corner without error


def test_plus_and_minus_change_the_length_and_are_remembered_as_an_offset(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, _clock = day_window(qtbot, library, tmp_path)
    timers = window.day.timers
    before = timers.countdowns["discussion"].length
    for _ in range(3):
        qtbot.mouseClick(timers.rows["discussion"].plus, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(timers.rows["discussion"].minus, Qt.MouseButton.LeftButton)
    assert timers.countdowns["discussion"].length == before + 60
    assert remembered_timer_offset("discussion") == 60
    window.close()
    again, _clock = day_window(qtbot, library, tmp_path / "again" if (tmp_path / "again").mkdir() is None else tmp_path)
    assert again.day.timers.countdowns["discussion"].length == before + 60, "the next start begins from default + offset"


def test_a_new_day_resets_both_timers_and_at_night_they_do_not_run(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, clock = day_window(qtbot, library, tmp_path)
    timers = window.day.timers
    press(window, Qt.Key.Key_T, CTRL)
    clock.now += 40
    window.night.ask = lambda request: None  # type: ignore[assignment,return-value]
    window.night.tell = lambda title, said, private: None  # type: ignore[assignment]
    window.session.record(PhaseAdvanced(to=window.session.state.phase.next()))  # type: ignore[attr-defined]
    assert window.session.state.today() is None
    assert timers.countdowns["discussion"].mark(clock.now) == "ready" and not timers.timer.isActive()
    press(window, Qt.Key.Key_T, CTRL)
    assert not timers.countdowns["discussion"].running and not timers.rows["discussion"].toggle.isEnabled()


def test_the_timers_follow_the_language(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, _clock = day_window(qtbot, library, tmp_path)
    window.toggle_language()
    timers = window.day.timers
    assert timers.title() == "Day timers" and timers.rows["discussion"].title.text() == "Discussion"
    assert timers.rows["discussion"].toggle.text() == "▶ Start" and timers.rows["nomination"].plus.text() == "+30s"


def test_the_game_ending_stops_the_timers(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    from grimoire_app.systems.botc.events import GameEnded

    window, clock = day_window(qtbot, library, tmp_path)
    timers, public = window.day.timers, window.square.open_public_window()
    qtbot.addWidget(public)
    press(window, Qt.Key.Key_T, CTRL)
    clock.now += 10
    timers.tick()
    assert public.timer is not None
    window.session.record(GameEnded(winner="good", reason="악마가 처형되었습니다"))
    assert not timers.countdowns["discussion"].running and not timers.timer.isActive() and public.timer is None
    window.session.undo()
    assert timers.countdowns["discussion"].mark(clock.now) == "ready"


def test_the_recorded_vote_stops_the_nomination_timer(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/day-timer.md: the nomination timer runs from the nomination until its vote is recorded; then it stops,
    reset to its length for the next nomination (the discussion timer is left alone)."""
    window, clock = day_window(qtbot, library, tmp_path)
    timers, seats = window.day.timers, [s.id for s in window.session.state.seats if s.alive]
    press(window, Qt.Key.Key_T, CTRL)
    window.day.seat_clicked(seats[0])
    window.day.seat_clicked(seats[1])
    clock.now += 40
    timers.tick()
    assert timers.countdowns["nomination"].running
    window.day.seat_clicked(seats[2])
    window.day.confirm.click()
    assert window.session.state.today().nominations[-1].voters == (seats[2],)  # type: ignore[union-attr]
    nomination = timers.countdowns["nomination"]
    assert not nomination.running and nomination.remaining(clock.now) == nomination.length
    assert timers.countdowns["discussion"].running, "the open discussion goes on"
