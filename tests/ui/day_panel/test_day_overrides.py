"""The rules' refusals in the day panel: the reason shown, "record anyway as a Storyteller override", or cancel.

Spec 1.7 Nominate: only living players nominate, each at most once a day, and each player is
nominated at most once a day; a dead player votes only while holding the ghost vote. The model
refuses (systems/botc/rules.py) and the Storyteller may override (DESIGN.md principle 4).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Nominated, VoteRecorded
from grimoire_app.ui.session import GameSession
from tests.ui.day_panel.day_panel_helpers import Table, day_session


def _with_dead(library: Library, folder: Path, name: str = "지호") -> GameSession:
    session = day_session(library, folder)
    seat = next(s.id for s in session.state.seats if s.name == name)
    session.record(kill(seat, "demon", "fanggu"))
    return session


def test_a_dead_nominator_is_refused_then_recorded_as_an_override(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7 Nominate: the dead do not nominate; the reason shows and the override records it, marked."""
    t = Table(qtbot, _with_dead(library, tmp_path))
    start = len(t.game.events)
    t.nominate("지호", "민수")
    assert t.prompt() == ("규칙상 허용되지 않습니다: 지호가 민수를 지명", "• 죽은 플레이어(지호)는 지명할 수 없습니다")
    assert t.panel.findChild(type(t.panel.confirm), "day-prompt-yes").text() == "이야기꾼 재량으로 그래도 기록"
    assert not t.panel.vote_box.isEnabled(), "nothing else is clicked while a question waits"
    t.click("day-prompt-yes")
    [event] = t.events_since(start)
    assert isinstance(event, Nominated) and event.nominator == t.id("지호") and event.override
    assert "민수에 대한 투표" in t.panel.instruction.text(), "the overridden nomination goes to its vote"


def test_a_second_nomination_by_the_same_player_can_be_cancelled(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7 Nominate: each player nominates at most once a day; Cancel records nothing."""
    t = Table(qtbot, day_session(library, tmp_path))
    t.nominate("민수", "지현")
    t.click("day-confirm")
    start = len(t.game.events)
    t.nominate("민수", "서준")
    assert t.prompt()[1] == "• 민수님은 오늘 이미 지명했습니다"
    t.click("day-prompt-no")
    assert t.events_since(start) == [] and t.prompt() == ("", "")
    assert "지명하는 사람" in t.panel.instruction.text()


def test_a_player_nominated_twice_shows_the_reason(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7 Nominate: each player can be nominated at most once per day."""
    t = Table(qtbot, day_session(library, tmp_path))
    t.nominate("민수", "지현")
    t.click("day-confirm")
    t.nominate("서준", "지현")
    assert t.prompt()[1] == "• 지현님은 오늘 이미 지명당했습니다"
    t.click("day-prompt-yes")
    assert t.game.events[-1] == Nominated(nominator=t.id("서준"), nominee=t.id("지현"), override=t.game.events[-1].override)
    assert t.game.events[-1].override


def test_a_spent_ghost_vote_is_raised_only_as_an_override(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7 Vote: the spent ghost vote's button is disabled; the override box enables it and the vote records the override."""
    t = Table(qtbot, _with_dead(library, tmp_path))
    jiho = t.id("지호")
    t.nominate("민수", "지현")
    t.raise_hands("지호")
    t.click("day-confirm")
    t.nominate("서준", "수아")
    assert not t.panel.seats.buttons[jiho].isEnabled()
    t.click("day-ghost-override")
    t.raise_hands("지호", "민수")
    assert t.panel.status.text().startswith("1표 / 필요 4"), "the model counts a spent ghost vote for nothing"
    start = len(t.game.events)
    t.click("day-confirm")
    assert t.prompt()[1] == "• 지호님은 유령 투표권을 이미 썼습니다"
    t.click("day-prompt-yes")
    [event] = t.events_since(start)
    assert isinstance(event, VoteRecorded) and event.voters == (jiho, t.id("민수")) and event.override, "vote order: from the seat after 수아"


def test_a_refused_vote_that_is_cancelled_keeps_the_hands(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Cancel on a refused vote records nothing and leaves the vote open with its hands, to correct."""
    t = Table(qtbot, _with_dead(library, tmp_path))
    t.nominate("민수", "지현")
    t.raise_hands("지호")
    t.click("day-confirm")
    t.nominate("서준", "수아")
    t.click("day-ghost-override")
    t.raise_hands("지호")
    start = len(t.game.events)
    t.click("day-confirm")
    t.click("day-prompt-no")
    assert t.events_since(start) == []
    assert t.panel.seats.buttons[t.id("지호")].isChecked() and "수아에 대한 투표" in t.panel.instruction.text()
