"""The day timers' pure logic (grimoire_app/ui/timer_clock.py): default lengths by players alive from
resources/botc/timers.json, and the Countdown state machine (docs/day-timer.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grimoire_app.model.errors import LibraryError
from grimoire_app.ui.timer_clock import Countdown, TimerTable, clock_text, default_seconds, timer_length, timer_table, timers_file


def test_the_defaults_grow_with_the_players_alive() -> None:
    """docs/day-timer.md: discussion 2:00 under 5 alive up to 8:00 from 15; a nomination 1:00, 1:30 from 7, 2:00 from 11."""
    assert [default_seconds("discussion", n) for n in (3, 5, 6, 7, 9, 10, 11, 13, 15, 20)] == [120, 180, 180, 240, 300, 300, 360, 420, 480, 480]
    assert [default_seconds("nomination", n) for n in (2, 6, 7, 10, 11, 15)] == [60, 60, 90, 90, 120, 120]
    lengths = [default_seconds("discussion", n) for n in range(0, 21)]
    assert lengths == sorted(lengths), "never shorter with more players alive"


def test_the_remembered_offset_is_added_within_the_limits() -> None:
    assert timer_length("discussion", 9, 90) == 390
    assert timer_length("nomination", 9, -300) == 30
    assert timer_length("discussion", 15, 5000) == 1800


def test_a_bad_table_is_refused_naming_the_file_and_the_place(tmp_path: Path) -> None:
    good = json.loads(timers_file().read_text(encoding="utf-8"))
    bad = dict(good, discussion=[{"alive_from": 5, "seconds": 180}])
    path = tmp_path / "timers.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(LibraryError, match="timers.json") as raised:
        timer_table.__wrapped__(path)  # type: ignore[attr-defined]
    assert "alive_from must start at 0" in str(raised.value)
    del good["_source"]
    with pytest.raises(ValueError, match="multiple of 30"):
        TimerTable.model_validate(dict(good, nomination=[{"alive_from": 0, "seconds": 75}]))


def test_a_countdown_runs_pauses_resumes_and_stops_at_zero() -> None:
    c = Countdown.of(120)
    assert c.mark(0.0) == "ready" and not c.running
    c = c.start(10.0)
    assert (c.remaining(40.0), c.mark(40.0)) == (90.0, "running")
    c = c.pause(40.0)
    assert (c.remaining(500.0), c.mark(500.0)) == (90.0, "paused")
    c = c.toggle(600.0)
    assert c.remaining(690.0) == 0.0 and c.mark(690.0) == "up"
    settled = c.settle(700.0)
    assert (settled.running, settled.left, settled.mark(9999.0)) == (False, 0.0, "up")
    again = settled.toggle(800.0)
    assert (again.remaining(800.0), again.mark(801.0)) == (120.0, "running"), "a timer at zero starts again from its length"


def test_adjusting_moves_the_length_and_the_time_left_together() -> None:
    running = Countdown.of(120).start(0.0).adjust(30, now=100.0)
    assert (running.length, running.remaining(100.0), running.mark(100.0)) == (150.0, 50.0, "running")
    paused = Countdown.of(120).start(0.0).pause(100.0).adjust(-30, now=200.0, low=30)
    assert (paused.length, paused.remaining(999.0), paused.mark(999.0)) == (90.0, 0.0, "up")
    ready = Countdown.of(60).adjust(-30, 0.0, low=30).adjust(-30, 0.0, low=30)
    assert (ready.length, ready.left, ready.mark(0.0)) == (30.0, 30.0, "ready")


def test_reset_stops_and_refills() -> None:
    c = Countdown.of(90).start(0.0)
    assert c.reset().mark(50.0) == "ready" and c.reset().remaining(50.0) == 90.0
    assert c.reset(60).length == 60.0


def test_the_clock_reads_minutes_and_seconds_rounded_up() -> None:
    assert [clock_text(s) for s in (0, 0.2, 59.9, 60, 61, 600)] == ["0:00", "0:01", "1:00", "1:00", "1:01", "10:00"]
