"""The day: the advisory discussion timer (ONUW-D9) and the simultaneous vote (R13, D2, §4.1)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.systems.onuw import DayResolved, OnuwOptions
from grimoire_app.ui.onuw.day_panel import DiscussionTimer
from grimoire_app.ui.onuw.window import OnuwWindow
from tests.ui.onuw.conftest import FakeClock, click, key

Key = Qt.Key


def to_day(qtbot: QtBot, window: OnuwWindow) -> None:
    """Walk the known night with every optional action passed (the Drunk takes C1)."""
    while window.session.state.phase == "night":
        if window.session.state.current_step == "drunk" and not window.session.state.done("drunk.swap"):
            click(qtbot, window, "C1")
            key(qtbot, window, Key.Key_Return)
        key(qtbot, window, Key.Key_PageDown)


def test_the_timer_counts_down_visibly_pauses_resets_and_says_when_time_is_up(qtbot: QtBot, clock: FakeClock) -> None:
    timer = DiscussionTimer("ko", OnuwOptions().discussion_seconds, clock)
    qtbot.addWidget(timer)
    assert (timer.display.text(), timer.start.text()) == ("05:00", "시작")
    timer.toggle()
    clock.now += 30.5
    timer.tick()
    assert (timer.display.text(), timer.start.text()) == ("04:30", "일시 정지")
    timer.toggle()
    clock.now += 100
    timer.tick()
    assert timer.display.text() == "04:30" and not timer.running
    timer.toggle()
    clock.now += 400
    timer.tick()
    assert timer.display.text() == "00:00" and not timer.running
    assert timer.status.text().startswith("시간 끝!") and "#d23c32" in timer.display.styleSheet()
    qtbot.mouseClick(timer.reset, Qt.MouseButton.LeftButton)
    assert timer.display.text() == "05:00" and timer.status.text() == ""


def test_the_length_is_configurable_before_starting(qtbot: QtBot, clock: FakeClock) -> None:
    timer = DiscussionTimer("en", 180, clock)
    qtbot.addWidget(timer)
    assert timer.display.text() == "03:00"
    qtbot.keyClick(timer.minutes, Key.Key_Up)
    qtbot.keyClick(timer.seconds, Key.Key_Up)
    assert timer.display.text() == "04:15" and timer.start.text() == "Start"


def test_the_day_starts_with_the_tables_discussion_length(window: OnuwWindow, qtbot: QtBot) -> None:
    to_day(qtbot, window)
    assert window.panels.currentWidget() is window.day
    assert window.day.timer.display.text() == "05:00"
    assert window.scene.marks.middle == "낮 · 토론과 투표"


def test_votes_by_clicks_replace_each_other_and_a_voter_can_be_unchosen(window: OnuwWindow, qtbot: QtBot) -> None:
    to_day(qtbot, window)
    day = window.day
    click(qtbot, window, "민수")
    assert day.voter == "민수" and window.scene.marks.selected == "민수"
    assert day.how.text().endswith("민수가 가리킨 사람을 누르세요.")
    click(qtbot, window, "민수")
    assert day.voter is None
    click(qtbot, window, "민수", "지현", "민수", "서준", "C2")
    assert dict(window.session.state.votes) == {"민수": "서준"}
    assert day.combos["민수"].currentText() == "서준" and window.scene.marks.votes == {"민수": "서준"}
    assert day.tally.text() == "득표: 서준 1\n아직 투표하지 않음: 지현, 서준, 하은, 도윤"


def test_the_votes_are_revealed_only_when_everyone_has_voted_unless_overridden(window: OnuwWindow, qtbot: QtBot) -> None:
    to_day(qtbot, window)
    click(qtbot, window, "민수", "지현")
    qtbot.mouseClick(window.day.resolve, Qt.MouseButton.LeftButton)
    assert window.session.state.phase == "day"
    assert "지현" in window.day.message.text() and "도윤" in window.day.message.text()
    window.confirm = lambda *_: True
    qtbot.mouseClick(window.day.resolve, Qt.MouseButton.LeftButton)
    last = window.session.game.events[-1]  # type: ignore[union-attr]
    assert isinstance(last, DayResolved) and last.override and "VOTES_INCOMPLETE" in last.override
    assert window.panels.currentWidget() is window.result
