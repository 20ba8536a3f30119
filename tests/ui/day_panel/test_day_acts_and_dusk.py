"""Public acts (claims, guesses, exile) and the dusk checks, through the panel.

Spec 1.9 PUBLIC_ACT; 2.3 Goblin; 3.1 Alsaahir; the Travellers' exile (general rules, seeds/001
Vortox: an exile is not an execution) with its own threshold; spec 1.6 Dusk step 2 (the Vortox's
check reads today, before the phase changes).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.events import Executed, GameEnded, PlayerDied, PublicAct, ReminderPlaced
from tests.ui.day_panel.day_panel_helpers import EIGHT, Table, day_session

S001 = ("a=vortox", "b=fool", "c=sage", "d=poisoner", "e=alsaahir", "f=grandmother", "g=puzzlemaster")


def test_a_goblin_claim_places_claimed(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 2.3 Goblin; seeds/000 고블린: the nominated Goblin claims -> CLAIMED; the act is recorded."""
    players = ("가람=goblin",) + EIGHT[:-1][1:]
    t = Table(qtbot, day_session(library, tmp_path, "000", players))
    t.click("day-act-goblin_claim")
    assert t.panel.instruction.text() == "고블린 주장: 누가 하나요?"
    start = len(t.game.events)
    t.click_seat("가람")
    assert t.prompt()[0] == "고블린 · 가람"
    t.click("day-prompt-yes")
    act, placed = t.events_since(start)
    assert act == PublicAct(act="goblin_claim", seat=t.id("가람"))
    assert isinstance(placed, ReminderPlaced) and placed.token == "Claimed"


def test_the_alsaahir_names_minions_then_demons(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 3.1 Alsaahir; seeds/001: a correct guess (Minions, Next, Demons, Record) -> good wins is proposed."""
    t = Table(qtbot, day_session(library, tmp_path, "001", S001))
    t.click("day-act-alsaahir_guess")
    t.click_seat("e")
    t.click_seat("d")
    assert t.panel.confirm.text() == "다음"
    t.click("day-confirm")
    t.click_seat("a")
    assert t.panel.confirm.text() == "기록"
    t.click("day-confirm")
    assert t.prompt()[0] == "알사히르 · e"
    t.click("day-prompt-yes")
    assert t.game.events[-1] == PublicAct(act="alsaahir_guess", seat=t.id("e"), players=(t.id("d"),), demons=(t.id("a"),))
    assert t.prompt()[0] == "게임 끝: 선 승리?"


def test_an_exile_has_its_own_threshold_and_is_not_an_execution(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Travellers (general rules, DECISION in day/execution.py): half of ALL players; the day's execution stays open."""
    players = EIGHT + ("여행=gunslinger",)
    t = Table(qtbot, day_session(library, tmp_path, "000", players))
    assert t.panel.acts.note.text().startswith("추방에 필요한 표 5")
    t.click("day-act-exile")
    t.click_seat("여행")
    t.raise_hands("민수", "지현", "서준", "하은")
    assert "4표 / 필요 5" in t.panel.instruction.text()
    t.raise_hands("도윤")
    start = len(t.game.events)
    t.click("day-confirm")
    act, death = t.events_since(start)
    assert isinstance(act, PublicAct) and act.act == "exile" and len(act.players) == 5
    assert isinstance(death, PlayerDied) and death.cause.kind == "exile"
    assert t.game.state.today().execution is None  # type: ignore[union-attr]
    assert "사망: 여행" in t.public.visible_texts()


def test_exiling_a_non_traveller_is_refused_with_the_reason(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Only a living Traveller can be exiled: the panel says so and records nothing."""
    t = Table(qtbot, day_session(library, tmp_path, "000", EIGHT + ("여행=gunslinger",)))
    start = len(t.game.events)
    t.click("day-act-exile")
    t.click_seat("민수")
    t.click("day-confirm")
    assert t.prompt() == ("기록할 수 없습니다", "cannot exile '민수': only a living Traveller can be exiled")
    t.click("day-prompt-yes")
    assert t.events_since(start) == []


def test_dusk_without_an_execution_under_the_vortox_asks_to_end_the_game(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 3.4 Vortox; 1.6 Dusk step 2: no execution today -> evil wins (asked before the phase change)."""
    t = Table(qtbot, day_session(library, tmp_path, "001", S001))
    advanced: list[bool] = []
    t.panel.before_dusk(lambda: advanced.append(True))
    assert t.prompt()[0] == "게임 끝: 악 승리?" and advanced == []
    t.click("day-prompt-yes")
    assert isinstance(t.game.events[-1], GameEnded) and advanced == [], "the game ended: no night follows"


def test_dusk_continue_then_changes_the_phase(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The Storyteller may continue past a proposed win; `then` (the phase change) runs afterwards."""
    t = Table(qtbot, day_session(library, tmp_path, "001", S001))
    t.panel.before_dusk(lambda: t.session.record(advance(t.session.state)))
    t.click("day-prompt-no")
    assert t.game.state.phase.kind == "night" and t.game.state.result is None
    assert t.panel.header.text().startswith("낮에만 씁니다")


def test_dusk_offers_the_pending_execution_first(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.6 Dusk step 1: nominations close and the player about to die is executed, then the dusk check."""
    t = Table(qtbot, day_session(library, tmp_path))
    t.nominate("민수", "지현")
    t.raise_hands("서준", "하은", "도윤", "수아")
    t.click("day-confirm")
    advanced: list[bool] = []
    t.panel.before_dusk(lambda: advanced.append(True))
    assert t.prompt() == ("황혼", "지명이 끝났습니다. 지현은 곧 처형됩니다: 지금 처형할까요?")
    t.click("day-prompt-yes")
    assert isinstance(t.game.events[-2], Executed) and isinstance(t.game.events[-1], PlayerDied)
    assert t.prompt()[0] == "식인종 · 예린" and advanced == [], "the execution's triggers come first"
    t.click("day-prompt-no")
    assert advanced == [True]


def test_dusk_with_nothing_to_ask_changes_the_phase_at_once(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """No execution pending, no win: `then` runs straight away."""
    t = Table(qtbot, day_session(library, tmp_path))
    advanced: list[bool] = []
    t.panel.before_dusk(lambda: advanced.append(True))
    assert advanced == [True] and t.prompt() == ("", "")


def test_the_storyteller_is_nominated_and_executed_with_an_atheist_on_the_script(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7 Nominate, 2.1 Atheist: the Storyteller is a legal nominee; executed, the Atheist's good win is proposed."""
    players = ("가람=atheist", "나리=noble", "다솜=klutz", "라온=seamstress", "마음=general")
    t = Table(qtbot, day_session(library, tmp_path, "000", players))
    t.click_seat("가람")
    t.click("day-seat-storyteller")
    t.raise_hands("나리", "다솜", "라온")
    assert {"가람 → 이야기꾼 투표", "표 3 / 필요 3"} <= set(t.public.visible_texts()), "the vote in progress in the public middle (issue 19)"
    t.click("day-confirm")
    assert t.panel.end.execute.text() == "처형: 이야기꾼"
    t.click("day-execute")
    assert t.game.events[-1] == Executed(seat="storyteller")
    assert t.prompt()[0] == "게임 끝: 선 승리?"
    assert "처형: 이야기꾼" in t.public.visible_texts()
