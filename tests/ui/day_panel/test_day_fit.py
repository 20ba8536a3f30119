"""Issue 19 layout rule, the day panel: at a 1366×768 (and 1280×720) laptop, in the main window, every primary
control of the day is inside the day panel's visible area without scrolling.

Demo games of three nights and three days on each seed script with 7, 11 and 15 seats (script 001 has Townsfolk
for 12 players at most: 12 players and 3 Travellers) are walked day by day (tests/ui/day_panel/day_fit_helpers.py):
at the start of each day (the instruction and the seat buttons to nominate with), at each nomination made by
clicks (its trigger questions' title, buttons and offered players), during its vote before and after hands go up
(the voters' seat buttons, the clock hand line and its ◀ / 손 들었음 ▶ / 다음 ▶ buttons, the count line, 투표 기록 and
나중에), and after each vote (낮 끝내기's execute button and 오늘의 지명's latest line). The window itself fits the screen,
and the panel is not scrolled at any of those moments (its scroll-into-view fallback is not what makes them fit).
The 15-seat walks run again in English at 1280×720; a 14-player choice (the Klutz) fits; today's list keeps to four
lines with its latest in view; and the fallback scrolls the next control into view in a panel too short for it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.game import Game
from tests.ui.day_panel.day_fit_helpers import DayWalk, day_starts
from tests.ui.night_panel.test_night_fit import SIZES, open_window
from tests.conftest import seed_script

DEMOS = {
    ("000", 7): (0, 0), ("000", 11): (0, 0), ("000", 15): (0, 0),
    ("001", 7): (0, 0), ("001", 11): (0, 0), ("001", 15): (0, 3),
    ("004", 7): (2, 0), ("004", 11): (0, 0), ("004", 15): (0, 0),
}
"""(script, seats) → (seed, Travellers among the seats): demo games that play three days."""


def demo(library: Library, script: str, seats: int) -> Game:
    seed, travellers = DEMOS[(script, seats)]
    return demo_game(seed_script(library, script), library, seats - travellers, seed, 3, travellers)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("script", "seats"), list(DEMOS))
def test_every_days_primary_controls_show_without_scrolling(qtbot: QtBot, library: Library, tmp_path: Path, script: str, seats: int,
                                                            size: tuple[int, int]) -> None:
    """Walk days 1-3 of the demo game at the size: no primary control of any moment lies outside the panel's view."""
    game = demo(library, script, seats)
    assert len(game.state.seats) == seats and len(day_starts(game)) == 3
    window = open_window(qtbot, library, tmp_path, script, tuple(game.events[: day_starts(game)[0]]), size)
    assert window.width() <= size[0] and window.height() <= size[1]
    assert window.minimumSizeHint().width() <= size[0] and window.minimumSizeHint().height() <= size[1]
    walk = DayWalk(window, game)
    outside = list(walk.walk())
    assert walk.seen["start"] == 3 and walk.seen["vote"] >= 2 and walk.seen["after vote"] >= 2, walk.seen
    assert outside == [], "\n".join(outside)



@pytest.mark.parametrize("script", ["000", "001"])
def test_the_fifteen_seat_days_fit_1280x720_in_english_too(qtbot: QtBot, library: Library, tmp_path: Path, script: str) -> None:
    """The same walk at 1280×720 with the window switched to English (Ctrl+L): longer button texts still fit."""
    game = demo(library, script, 15)
    window = open_window(qtbot, library, tmp_path, script, tuple(game.events[: day_starts(game)[0]]), (1280, 720))
    window.toggle_language()
    assert window.lang == "en" and window.day.vote_box.title() == "Nominations and votes"
    walk = DayWalk(window, game)
    outside = list(walk.walk())
    assert walk.seen["vote"] >= 2 and walk.seen["after vote"] >= 2, walk.seen
    assert outside == [], "\n".join(outside)


FIFTEEN = ("민수=noble", "지현=poisoner", "서준=fortuneteller", "하은=general", "도윤=fanggu", "수아=seamstress", "지호=balloonist",
           "예린=cannibal", "시우=oracle", "유나=savant", "가람=klutz", "나리=noble", "다솜=seamstress", "라온=oracle", "마음=savant")
"""Fifteen players on script 000 (도윤 the Demon, 지현 the Minion, 가람 the Klutz)."""


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_choice_among_fourteen_players_shows_without_scrolling(qtbot: QtBot, library: Library, tmp_path: Path, size: tuple[int, int]) -> None:
    """docs/rules/klutz.md: the Klutz executed at a 15-player table asks the Storyteller to pick one of the 14 others; the
    question's title, its 14 player buttons and its answers are in view, then those of the questions after it (the
    Cannibal's, the game's end)."""
    from grimoire_app.systems.botc.events import Nominated, VoteRecorded
    from tests.builders import seat_of, table, to_phase
    from tests.ui.day_panel.day_fit_helpers import controls_outside, prompt_controls

    game = to_phase(table(library, "000", *FIFTEEN), "day", 1)
    klutz = seat_of(game, "가람")
    game.record(Nominated(nominator=seat_of(game, "민수"), nominee=klutz))
    game.record(VoteRecorded(nominee=klutz, voters=tuple(seat_of(game, n) for n in ("지현", "서준", "하은", "도윤", "수아", "지호", "예린", "시우"))))
    window = open_window(qtbot, library, tmp_path, "000", tuple(game.events), size)
    window.side_tabs.setCurrentWidget(window.day)
    window.day.end.execute.click()
    assert window.day.prompt is not None and len(window.day.prompt_box.group.buttons()) == 14
    assert controls_outside(window, prompt_controls(window.day)) == []
    window.day.prompt_box.pick(seat_of(game, "도윤"))
    window.day.prompt_box.yes.click()
    titles = []
    while window.day.prompt is not None and len(titles) < 5:  # the Cannibal's question, then the game's end
        titles.append(window.day.prompt_box.title.text())
        assert controls_outside(window, prompt_controls(window.day)) == [], titles[-1]
        window.day.prompt_box.yes.click()
    assert any("악 승리" in title for title in titles), titles


def test_todays_list_keeps_to_four_lines_and_shows_the_latest(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A long day (six nominations voted): 오늘의 지명 is four lines high, scrolled within itself to the sixth, and the
    execute button under it stays where it was with four; the first line is still there (scrolled off within the list)."""
    from grimoire_app.systems.botc.events import Nominated, VoteRecorded
    from tests.builders import seat_of
    from tests.ui.day_panel.day_fit_helpers import clipped, settle
    from tests.ui.day_panel.day_panel_helpers import EIGHT, Table, day_session

    pairs = [("민수", "지현"), ("서준", "하은"), ("도윤", "수아"), ("지호", "예린"), ("지현", "민수"), ("하은", "서준")]
    session = day_session(library, tmp_path)
    game = session.game
    assert game is not None and len(EIGHT) == 8
    t = Table(qtbot, session)
    tops = []
    for number, (nominator, nominee) in enumerate(pairs, 1):
        session.record(Nominated(nominator=seat_of(game, nominator), nominee=seat_of(game, nominee)))
        session.record(VoteRecorded(nominee=seat_of(game, nominee), voters=(seat_of(game, nominator),)))
        settle()
        tops.append(t.panel.end.execute.mapTo(t.panel, t.panel.end.execute.rect().topLeft()).y())
        lines = t.panel.today.list.lines()
        latest = lines[-1]
        whole = latest.rect().translated(latest.mapTo(t.window, latest.rect().topLeft()))
        assert clipped(latest, t.window, whole) == whole, f"line {number} in view"
    assert t.panel.today.row_texts()[0].startswith("1. 민수 → 지현") and len(t.panel.today.row_texts()) == 6
    assert tops[3] == tops[4] == tops[5] > tops[0], "from the fifth nomination on, the list grows no taller"


def test_the_panel_brings_the_next_control_into_view_when_it_cannot_fit(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The fallback: in a panel too short for the vote (a small window), opening the vote scrolls 투표 기록 into view,
    and recording it scrolls the execute button into view."""
    from tests.ui.day_panel.day_fit_helpers import settle
    from tests.ui.day_panel.day_panel_helpers import Table, day_session

    t = Table(qtbot, day_session(library, tmp_path))
    t.window.resize(1500, 330)
    settle()
    area = t.panel.scroll_area

    def in_view(widget: object) -> bool:
        from PySide6.QtWidgets import QWidget

        assert isinstance(widget, QWidget)
        return area.viewport().rect().contains(widget.rect().translated(widget.mapTo(area.viewport(), widget.rect().topLeft())))

    t.nominate("민수", "지현")
    settle()
    assert area.verticalScrollBar().value() > 0 and in_view(t.panel.confirm)
    t.raise_hands("서준", "하은", "도윤", "수아")
    t.click("day-confirm")
    settle()
    assert t.panel.end.execute.isEnabled() and in_view(t.panel.end.execute)
