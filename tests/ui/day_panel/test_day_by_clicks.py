"""A day run through the panel by clicks only: nominations, votes, the leader, the execution, the public window.

Spec 1.7: the threshold is half the living rounded up; the leader is the highest count meeting it;
a later nominee replaces the leader only with a strictly higher count; a tie leaves nobody about
to die; at most one execution a day; executed and died are both recorded.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import Executed, Nominated, PlayerDied, ReminderMoved, ReminderPlaced, VoteRecorded
from tests.ui.day_panel.day_panel_helpers import Table, day_session, secrets


def test_two_nominations_the_higher_vote_is_executed(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7 Leader: 4 votes make 지현 about to die, 5 on 수아 replace her; executing 수아 records Executed and PlayerDied."""
    t = Table(qtbot, day_session(library, tmp_path))
    start = len(t.game.events)
    t.nominate("민수", "지현")
    assert "지현에 대한 투표" in t.panel.instruction.text(), "a recorded nomination opens its vote"
    t.raise_hands("서준", "하은", "도윤", "수아")
    assert t.panel.status.text() == "4표 / 필요 4 — 곧 처형: 지현 (4표)", "the live count against half the living"
    assert {"민수 → 지현 투표", "표 4 / 필요 4"} <= set(t.public.visible_texts()), "the table sees the hand go round"
    t.click("day-confirm")
    t.nominate("서준", "수아")
    t.raise_hands("민수", "지현", "하은", "도윤", "예린")
    t.click("day-confirm")
    assert t.panel.today.row_texts() == ["1. 민수 → 지현: 4표 / 필요 4 ✓", "2. 서준 → 수아: 5표 / 필요 4 ✓"]
    assert t.panel.today.leader.text() == "곧 처형: 수아 (5표)"
    assert t.panel.end.execute.text() == "처형: 수아"
    public_before = t.public.visible_texts()
    assert "곧 처형: 수아" in public_before and not any(line.endswith(" 투표") or line.startswith("표 ") for line in public_before)
    t.click("day-execute")
    assert t.prompt()[0] == "식인종 · 예린", "the Cannibal's rule fires after the execution death (spec 2.1 Cannibal)"
    t.click("day-prompt-yes")
    recorded = t.events_since(start)
    kinds = [type(e) for e in recorded]
    assert kinds == [Nominated, VoteRecorded, Nominated, VoteRecorded, Executed, PlayerDied, ReminderPlaced]
    first, second = recorded[1], recorded[3]
    assert isinstance(first, VoteRecorded) and t.names(first.voters) == ("서준", "하은", "도윤", "수아")
    assert isinstance(second, VoteRecorded) and t.names(second.voters) == ("예린", "민수", "지현", "하은", "도윤"), "in the order the vote went round"
    assert recorded[4] == Executed(seat=t.id("수아")) and isinstance(recorded[5], PlayerDied) and recorded[5].cause.kind == "execution"
    assert all(e.override is None for e in recorded)
    assert t.prompt() == ("", ""), "no victory: the Demon lives and 7 players do"
    assert t.panel.end.execute.text() == "오늘 처형 끝: 수아" and not t.panel.end.execute.isEnabled()
    texts = t.public.visible_texts()
    for line in ("민수 → 지현: 4표", "서준 → 수아: 5표", "처형: 수아", "사망: 수아", "생존 7명 · 처형에 필요한 표 4"):
        assert line in texts
    assert not any(secret in text for secret in secrets(t.game) for text in texts)
    assert "식인종" not in " ".join(texts) and "Lunch" not in " ".join(texts)


def test_a_tie_leaves_nobody_about_to_die(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7 Leader: an equal count leaves nobody about to die; nobody is executed; the public sees no leader."""
    t = Table(qtbot, day_session(library, tmp_path))
    t.nominate("민수", "지현")
    t.raise_hands("서준", "하은", "도윤", "수아")
    t.click("day-confirm")
    t.nominate("서준", "수아")
    t.raise_hands("민수", "지현", "하은")
    assert t.panel.status.text() == "3표 / 필요 4 — 곧 처형: 지현 (4표)", "3 does not meet the threshold"
    t.raise_hands("도윤")
    assert t.panel.status.text() == "4표 / 필요 4 — 4표 동률: 아무도 처형되지 않습니다"
    t.click("day-confirm")
    assert t.panel.today.leader.text() == "4표 동률: 아무도 처형되지 않습니다"
    assert t.panel.end.execute.text() == "처형할 사람 없음" and not t.panel.end.execute.isEnabled()
    assert not any("곧 처형" in line for line in t.public.visible_texts())
    t.nominate("하은", "예린")
    t.raise_hands("민수", "지현", "서준", "도윤", "수아")
    t.click("day-confirm")
    assert t.panel.today.leader.text() == "곧 처형: 예린 (5표)", "a later higher count still wins after a tie"


def test_a_nomination_by_clicks_on_the_square(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The square's seat clicks name the nominator, the nominee and the raised hands, as the panel's buttons do."""
    t = Table(qtbot, day_session(library, tmp_path))
    start = len(t.game.events)
    t.click_on_square("하은")
    assert t.panel.seats.buttons[t.id("하은")].isChecked()
    t.click_on_square("도윤")
    for name in ("민수", "지현", "민수"):
        t.click_on_square(name)
    t.click("day-confirm")
    assert t.events_since(start) == [
        Nominated(nominator=t.id("하은"), nominee=t.id("도윤")),
        VoteRecorded(nominee=t.id("도윤"), voters=(t.id("지현"),)),
    ]


def test_later_keeps_the_nomination_open_and_its_vote_button_resumes_it(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A vote may wait (a Goblin claims first, spec 2.3 Goblin): the row's Vote button reopens it."""
    t = Table(qtbot, day_session(library, tmp_path))
    t.nominate("민수", "지현")
    t.click("day-cancel")
    assert t.panel.today.row_texts() == ["1. 민수 → 지현: 투표 전"]
    assert "지명하는 사람" in t.panel.instruction.text()
    t.click(f"day-vote-{t.id('지현')}")
    t.raise_hands("서준")
    t.click("day-confirm")
    assert t.panel.today.row_texts() == ["1. 민수 → 지현: 1표 / 필요 4"]


def test_a_dead_voter_spends_the_ghost_vote_and_cannot_raise_again(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7 Vote: a dead player votes once with the ghost vote; the button is then disabled (threshold counts the living)."""
    from grimoire_app.systems.botc.commands import kill

    session = day_session(library, tmp_path)
    assert session.game is not None
    jiho = next(s.id for s in session.state.seats if s.name == "지호")
    session.record(kill(jiho, "demon", "fanggu"))
    t = Table(qtbot, session)
    assert t.panel.header.text() == "1일째 낮 · 생존 7명 · 처형에 필요한 표 4"
    t.nominate("민수", "지현")
    assert t.panel.seats.buttons[jiho].text() == "지호 † 유령 표"
    t.raise_hands("지호", "서준")
    assert t.panel.status.text().startswith("2표 / 필요 4"), "a held ghost vote counts"
    t.click("day-confirm")
    t.nominate("서준", "수아")
    button = t.panel.seats.buttons[jiho]
    assert button.text() == "지호 †" and not button.isEnabled()
    t.click_on_square("지호")
    assert not button.isChecked(), "a click on the square cannot raise a spent ghost vote either"


def test_switching_language_redraws_every_label(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """set_language: the panel (and a pending question) in English."""
    t = Table(qtbot, day_session(library, tmp_path))
    t.nominate("민수", "지현")
    t.raise_hands("서준")
    t.panel.set_language("en")
    assert t.panel.header.text() == "Day 1 · 8 alive · 4 votes to execute"
    assert t.panel.status.text() == "votes 1 / 4 needed — Nobody is about to die"
    assert t.panel.confirm.text() == "Record the vote" and t.panel.acts.buttons["goblin_claim"].text() == "Goblin claim"


def test_square_clicks_do_not_reach_a_hidden_day_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Another side tab may be in front: clicks on the square then name nobody for the day panel."""
    t = Table(qtbot, day_session(library, tmp_path))
    start = len(t.game.events)
    t.panel.hide()
    t.click_on_square("하은")
    t.click_on_square("도윤")
    t.panel.show()
    assert t.events_since(start) == [] and "지명하는 사람" in t.panel.instruction.text()
