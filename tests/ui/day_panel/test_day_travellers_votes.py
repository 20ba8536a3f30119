"""The day panel counts the Travellers' special votes: the Bureaucrat's 3 VOTES (docs/rules/bureaucrat.md)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import GhostVoteSpent, VoteRecorded
from grimoire_app.systems.botc.travellers import seat_traveller
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of, table, to_phase
from tests.systems.botc.tonight.tonight_helpers import choose
from tests.ui.day_panel.day_panel_helpers import EIGHT, Table


def bureaucrat_day_one(library: Library, folder: Path) -> GameSession:
    """EIGHT plus a Bureaucrat (관료) seated before night 1; night 1 it chose 서준 (3 VOTES)."""
    game = table(library, "000", *EIGHT)
    for event in seat_traveller(game, "관료", seat_of(game, "하은"), seat_of(game, "도윤"), "bureaucrat", "good"):
        game.record(event)
    to_phase(game, "night", 1)
    choose(game, "bureaucrat", "서준")
    to_phase(game, "day", 1)
    session = GameSession(library)
    session.start(game.script, folder / "day.grimoire", tuple(game.events))
    return session


def test_day_panel_tally_counts_the_bureaucrats_three_votes(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/bureaucrat.md test 1: hands 서준 (3 VOTES) and 수아 → the panel shows 4 votes, not 2 hands (9 alive: 5 needed)."""
    t = Table(qtbot, bureaucrat_day_one(library, tmp_path))
    assert any(r.token == "3 Votes" for r in t.game.state.seat(t.id("서준")).reminders)
    t.nominate("민수", "도윤")
    t.raise_hands("서준", "수아")
    t.click("day-confirm")
    vote = t.game.events[-1]
    assert isinstance(vote, VoteRecorded) and len(vote.voters) == 2
    assert t.panel.today.row_texts() == ["1. 민수 → 도윤: 4표 / 필요 5"]


def voudon_day_one(library: Library, folder: Path) -> GameSession:
    """EIGHT plus a Voudon (부두) seated before night 1; day 1 with 수아 dead and her ghost vote already spent."""
    game = table(library, "000", *EIGHT)
    for event in seat_traveller(game, "부두", seat_of(game, "하은"), seat_of(game, "도윤"), "voudon", "good"):
        game.record(event)
    to_phase(game, "day", 1)
    game.record(kill(seat_of(game, "수아")))
    game.record(GhostVoteSpent(seat=seat_of(game, "수아")))
    session = GameSession(library)
    session.start(game.script, folder / "day.grimoire", tuple(game.events))
    return session


def test_day_panel_under_the_voudon_counts_only_the_dead_and_the_voudon(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/voudon.md test 1: a living hand (서준) may not be raised; the dead 수아 votes without a ghost vote; 1 needed."""
    t = Table(qtbot, voudon_day_one(library, tmp_path))
    t.nominate("민수", "도윤")
    assert not t.panel.seats.buttons[t.id("서준")].isEnabled()
    t.raise_hands("수아", "부두")
    t.click("day-confirm")
    vote = t.game.events[-1]
    assert isinstance(vote, VoteRecorded) and vote.ghost_votes_kept
    assert t.panel.today.row_texts() == ["1. 민수 → 도윤: 2표 / 필요 1 ✓"]


def test_square_and_grimoire_header_say_one_vote_is_needed_under_the_voudon(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/voudon.md: with a working Voudon no majority is needed, so the square's middle and the grimoire
    header show 1 (not half the 9 living); once the Voudon dies, half the living again."""
    from grimoire_app.ui.grimoire_panel import GrimoirePanel
    from grimoire_app.ui.town_square.faces import Faces

    session = voudon_day_one(library, tmp_path)
    game = session.game
    assert game is not None
    faces = Faces(game.script, library, "ko", game)
    assert "처형에 필요한 표 1" in faces.middle(game.state).counts
    panel = GrimoirePanel(session, "ko")
    qtbot.addWidget(panel)
    panel.refresh()
    assert panel.header.text().endswith("처형에 필요한 표 1")
    assert "처형에 필요한 표 4" in Faces(game.script, library, "ko").middle(game.state).counts, "without the game: the state's count"
    game.record(kill(seat_of(game, "부두")))
    assert "처형에 필요한 표 4" in faces.middle(game.state).counts, "8 living without the Voudon: 4"
