"""The day panel with Loric in play: the God of Ug's HAT counts twice, the Big Wig's prompt at a nomination.

docs/rules/godofug.md test 1 and bigwig.md test 1, seen through the window.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import place_reminder
from grimoire_app.systems.botc.events import FabledAdded, VoteRecorded
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of, table, to_phase
from tests.ui.day_panel.day_panel_helpers import EIGHT, Table


def loric_day_one(library: Library, folder: Path, *loric: str, hat: str | None = None) -> GameSession:
    """EIGHT on script 000 at day 1 with the Loric in play (and the HAT by a player)."""
    game = table(library, "000", *EIGHT)
    for character in loric:
        game.record(FabledAdded(character=character))
    to_phase(game, "day", 1)
    if hat:
        game.record(place_reminder(game.state, seat_of(game, hat), "godofug", "Hat"))
    session = GameSession(library)
    session.start(game.script, folder / "day.grimoire", tuple(game.events))
    return session


def test_day_panel_counts_the_ug_hat_twice(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/godofug.md test 1: hands 서준 (HAT) and 수아 → 3 votes from 2 hands (8 alive: 4 needed)."""
    t = Table(qtbot, loric_day_one(library, tmp_path, "godofug", hat="서준"))
    t.nominate("민수", "도윤")
    t.raise_hands("서준", "수아")
    t.click("day-confirm")
    vote = t.game.events[-1]
    assert isinstance(vote, VoteRecorded) and len(vote.voters) == 2
    assert t.panel.today.row_texts() == ["1. 민수 → 도윤: 3표 / 필요 4"]


def test_day_panel_asks_the_big_wig_question_at_a_nomination(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/bigwig.md test 1: 민수 nominates 도윤 → the panel shows the Big Wig's prompt naming 도윤."""
    t = Table(qtbot, loric_day_one(library, tmp_path, "bigwig"))
    t.nominate("민수", "도윤")
    title, body = t.prompt()
    assert "큰 가발" in title + body and "도윤" in title + body
