"""Trigger prompts in the day panel: shown before/after the event, accepted or ignored, with a choice, or replacing it.

Flow (systems/botc/day/triggers.py): ask "before" triggers; a replacing one stands in for the
event; else record it, ask "after" triggers, and record each accepted proposal through the same
flow; then check victory after deaths, executions and public acts (spec 1.8).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.systems.botc.events import Executed, GameEnded, Nominated, PlayerDied, PublicAct, ReminderPlaced, VoteRecorded
from tests.ui.day_panel.day_panel_helpers import Table, day_session

S004 = ("가은=virgin", "나래=monk", "다인=po", "라희=harpy", "마루=golem", "바다=empath", "사랑=oracle")
KLUTZ = ("가람=klutz", "나리=noble", "다솜=poisoner", "라온=fanggu", "마음=seamstress")


def test_the_virgin_executes_a_townsfolk_nominator(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 4.1 Virgin test 1; seeds/004 성결자: the Monk nominates the Virgin -> prompt; Apply executes the Monk at once."""
    t = Table(qtbot, day_session(library, tmp_path, "004", S004))
    start = len(t.game.events)
    t.nominate("나래", "가은")
    title, body = t.prompt()
    assert title == "성결자 · 가은"
    assert body == "성결자 가은의 첫 지명: 마을주민 나래가 즉시 처형되고 죽습니다. 오늘 지명은 끝납니다."
    assert t.game.events[start:] == (), "asked before the nomination is recorded"
    t.click("day-prompt-yes")
    recorded = t.events_since(start)
    assert [type(e) for e in recorded] == [Nominated, ReminderPlaced, Executed, PlayerDied]
    assert recorded[2] == Executed(seat=t.id("나래")) and t.prompt() == ("", "")
    assert "지명하는 사람" in t.panel.instruction.text(), "no vote: the Virgin's execution ends nominations"
    assert t.panel.end.execute.text() == "오늘 처형 끝: 나래"
    assert {"처형: 나래", "사망: 나래"} <= set(t.public.visible_texts())


def test_ignoring_the_virgin_records_only_the_nomination(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The Storyteller decides (DESIGN.md principle 4): Ignore records the nomination and its vote opens."""
    t = Table(qtbot, day_session(library, tmp_path, "004", S004))
    start = len(t.game.events)
    t.nominate("나래", "가은")
    t.click("day-prompt-no")
    assert t.events_since(start) == [Nominated(nominator=t.id("나래"), nominee=t.id("가은"))]
    assert "가은에 대한 투표" in t.panel.instruction.text()


def test_a_replacing_trigger_stands_in_for_the_nomination(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 4.2 Golem test 2: the Golem has nominated already -> Apply refuses the nomination (nothing recorded)."""
    session = day_session(library, tmp_path, "004", S004)
    golem = next(s.id for s in session.state.seats if s.name == "마루")
    session.record(place_reminder(session.state, golem, "golem", "May Not Nominate"))
    t = Table(qtbot, session)
    start = len(t.game.events)
    t.nominate("마루", "바다")
    assert t.prompt()[0] == "골렘 · 마루"
    t.click("day-prompt-yes")
    assert t.events_since(start) == []


def test_the_klutz_choice_on_the_square_ends_the_game(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 2.2 Klutz; seeds/000 얼뜨기: executed, the Klutz chooses an evil player -> evil wins; End the game records it."""
    t = Table(qtbot, day_session(library, tmp_path, "000", KLUTZ))
    t.nominate("나리", "가람")
    t.raise_hands("다솜", "라온", "마음")
    t.click("day-confirm")
    t.click("day-execute")
    title, _ = t.prompt()
    assert title == "얼뜨기 · 가람"
    assert not t.panel.prompt_box.yes.isEnabled(), "a player must be chosen first"
    t.click_on_square("다솜")
    t.click("day-prompt-yes")
    assert isinstance(t.game.events[-1], PublicAct) and t.game.events[-1].players == (t.id("다솜"),)
    title, reason = t.prompt()
    assert title == "게임 끝: 악 승리?" and "얼뜨기" in reason
    t.click("day-prompt-yes")
    ended = t.game.events[-1]
    assert isinstance(ended, GameEnded) and ended.winner == "evil" and ended.reason == reason
    assert t.panel.header.text().endswith("게임이 끝났습니다: " + reason)


def test_a_good_klutz_choice_does_not_end_the_game(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 2.2 Klutz: a good player chosen (from the prompt's own buttons) -> no victory proposed."""
    t = Table(qtbot, day_session(library, tmp_path, "000", KLUTZ))
    t.nominate("나리", "가람")
    t.raise_hands("다솜", "라온", "마음")
    t.click("day-confirm")
    t.click("day-execute")
    t.click(f"day-option-{t.id('마음')}")
    t.click("day-prompt-yes")
    assert t.prompt() == ("", "") and t.game.state.result is None


def test_continue_leaves_the_game_open(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.8: the Demon executed -> good wins is proposed with its reason; Continue records nothing."""
    t = Table(qtbot, day_session(library, tmp_path, "000", KLUTZ))
    t.nominate("나리", "라온")
    t.raise_hands("가람", "다솜", "마음")
    t.click("day-confirm")
    t.click("day-execute")
    assert t.prompt() == ("게임 끝: 선 승리?", "악마가 죽었습니다")
    t.click("day-prompt-no")
    assert t.game.state.result is None and t.prompt() == ("", "")


def test_secret_vote_under_the_organ_grinder_hides_the_tally_from_the_table(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 3.3 Organ Grinder; seeds/001: eyes closed, count silently; the public window shows no count, no leader, no spent ghost vote."""
    players = ("a=organgrinder", "b=fool", "c=zombuul", "d=sage", "e=alsaahir", "f=grandmother", "g=puzzlemaster")
    session = day_session(library, tmp_path, "001", players)
    session.record(kill(next(s.id for s in session.state.seats if s.name == "f"), "demon", "zombuul"))
    t = Table(qtbot, session)
    t.nominate("b", "e")
    assert t.prompt()[0] == "거리의 악사 · a" and t.panel.prompt_box.yes.text() == "확인"
    assert not t.panel.prompt_box.no.isVisible(), "an informative trigger only needs OK"
    t.click("day-prompt-yes")
    t.raise_hands("f", "g", "a", "c")
    assert "e에 대한 투표 중(눈을 감고)" in t.public.visible_texts()
    assert not any("4표" in line for line in t.public.visible_texts())
    t.click("day-confirm")
    assert t.prompt()[0] == "거리의 악사 · a", "ABOUT TO DIE goes on the leader, privately"
    t.click("day-prompt-yes")
    assert t.panel.today.row_texts() == ["1. b → e: 4표 / 필요 3 ✓ · 비밀"], "the Storyteller sees the count"
    texts = t.public.visible_texts()
    assert "b → e: 비밀 투표" in texts
    assert not any("4표" in line or "곧 처형" in line for line in texts)
    f = next(seat for seat in t.public.view().seats if seat.name == "f")
    assert not f.alive and f.ghost_vote, "a ghost vote spent in a secret vote still shows until dusk"
    assert isinstance(t.game.events[-1], ReminderPlaced) and isinstance(t.game.events[-2], VoteRecorded)


def test_an_external_change_ends_a_pending_question(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A question belongs to the game as it was: an undo elsewhere withdraws it and records nothing."""
    t = Table(qtbot, day_session(library, tmp_path, "004", S004))
    t.session.record(place_reminder(t.session.state, t.id("바다"), "po", "3 Attacks"))
    start = len(t.game.events)
    t.nominate("나래", "가은")
    assert t.prompt()[0] == "성결자 · 가은"
    t.session.undo()
    assert t.prompt() == ("", "") and len(t.game.events) == start - 1
    assert t.panel.vote_box.isEnabled()
