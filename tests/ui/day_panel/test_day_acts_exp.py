"""The day acts issue 21 added, played at the main window at 1366×768 as a Storyteller would (issue 21, left over).

Each test seats a day-1 game on a script of ours (tests/ui/day_panel/exp_day_helpers.py: 민수 the Cult Leader, 지현
the Imp, 하은 the Psychopath, 예린 the Mezepheles), opens the main window, clicks the act among the Day tab's public
acts, the players in the panel, then the prompt's answer, and checks the events, deaths, alignments and what the panel
and the square show. The phase changes are Ctrl+Shift+N pressed at the window.
- the Cult Leader's call to join the cult (docs/rules/cultleader.md tests 4–5),
- the Psychopath's public kill and its roshambo when executed (docs/rules/psychopath.md tests 1, 2 and 4),
- the Mezepheles' secret word said by a good player, who turns evil that night (docs/rules/mezepheles.md tests 2–3).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import AlignmentChanged, GameEnded, NightChoice, PlayerDied, PublicAct, ReminderPlaced
from tests.ui.day_panel.exp_day_helpers import DayWindow, exp_day
from tests.ui.night_panel.night_helpers import click, click_row, click_seat, reminders_on_square
from tests.ui.tb_game_helpers import next_phase, screenshot

GOOD_BUT_THE_LEADER = ("서준", "도윤", "수아", "지호")


def test_the_public_acts_are_one_click_away_and_uncut_at_1366(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """All three acts are buttons in the Day tab as it opens, whole inside the window, with their names in Korean."""
    w = DayWindow(qtbot, exp_day(library, tmp_path))
    for kind, text in (("cultleader_cult", "사교 교주: 사교 모집"), ("psychopath_kill", "사이코패스: 공개 살해"),
                       ("mezepheles_word", "메제펠레스: 비밀 단어를 말함")):
        button = w.button(f"day-act-{kind}")
        assert button.text() == text and w.fits(button), kind
    screenshot(w.main, "day-acts-exp-ko.png")


def test_the_cult_leader_calls_the_cult_and_every_good_hand_ends_the_game(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/cultleader.md test 4: good 민수 calls the cult; 서준, 도윤, 수아, 지호 raise a hand (every other good
    player): the act names them, good's win is asked at once, and Yes ends the game for good."""
    w = DayWindow(qtbot, exp_day(library, tmp_path))
    w.click("day-act-cultleader_cult")
    assert w.instruction() == "사교 교주: 사교 모집: 누가 하나요?"
    w.click_seat("민수")
    assert w.instruction() == "사교 교주: 사교 모집: 민수의 사교에 들어가겠다고 손 든 사람을 모두 누르고 '기록'."
    for name in GOOD_BUT_THE_LEADER:
        w.click_seat(name)
    assert w.main.day.confirm.text() == "기록"
    start = len(w.events())
    w.click("day-confirm")
    assert w.events()[start:] == [PublicAct(act="cultleader_cult", seat=w.id("민수"), players=tuple(w.id(n) for n in GOOD_BUT_THE_LEADER))]
    assert w.prompt() == ("게임 끝: 선 승리?", "선한 플레이어 모두가 사교 교주 민수의 사교에 들어갔습니다")
    w.click("day-prompt-yes")
    ended = w.events()[-1]
    assert isinstance(ended, GameEnded) and ended.winner == "good"
    assert w.game.state.result is not None


def test_a_cult_call_without_every_good_hand_is_recorded_and_the_day_goes_on(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/cultleader.md test 5: 지호 keeps the hand down: the act is recorded, nothing is asked, nobody wins."""
    w = DayWindow(qtbot, exp_day(library, tmp_path))
    w.click("day-act-cultleader_cult")
    w.click_seat("민수")
    for name in GOOD_BUT_THE_LEADER[:-1]:
        w.click_seat(name)
    w.click("day-confirm")
    assert w.events()[-1] == PublicAct(act="cultleader_cult", seat=w.id("민수"), players=tuple(w.id(n) for n in GOOD_BUT_THE_LEADER[:-1]))
    assert w.prompt() == ("", "") and w.game.state.result is None
    assert w.instruction() == "지명하는 사람을 누르세요(광장이나 아래 버튼)."


def test_the_psychopath_kills_in_public_before_any_nomination(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/psychopath.md test 1: 하은 names 서준 before any nomination; Yes records 서준's death by the
    Psychopath; the panel's button and the square show 서준 dead."""
    w = DayWindow(qtbot, exp_day(library, tmp_path))
    w.click("day-act-psychopath_kill")
    w.click_seat("하은")
    assert w.instruction() == "사이코패스: 공개 살해: 하은이 고른 사람을 누르세요."
    start = len(w.events())
    w.click_seat("서준")
    assert w.prompt() == ("사이코패스 · 하은", "사이코패스 하은이 서준을 공개적으로 지목했습니다: 수락하면 서준이 죽습니다.")
    w.click("day-prompt-yes")
    act, died = w.events()[start:]
    assert act == PublicAct(act="psychopath_kill", seat=w.id("하은"), players=(w.id("서준"),))
    assert isinstance(died, PlayerDied) and died.seat == w.id("서준") and (died.cause.kind, died.cause.character) == ("ability", "psychopath")
    assert not w.alive("서준") and not w.main.square.scene.seats[w.id("서준")].face.alive
    assert w.main.day.seats.buttons[w.id("서준")].text() == "서준 † 유령 표"
    assert w.main.day.header.text().startswith("1일째 낮 · 생존 7명")


def test_the_psychopath_after_a_nomination_kills_nobody(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/psychopath.md test 2: 지호 nominates 도윤 (no hands: the vote is recorded), then 하은 names 서준:
    the panel says it is too late, and 서준 lives."""
    w = DayWindow(qtbot, exp_day(library, tmp_path))
    w.click_seat("지호")
    w.click_seat("도윤")
    w.click("day-confirm")  # the vote with no hand raised
    w.click("day-act-psychopath_kill")
    w.click_seat("하은")
    w.click_seat("서준")
    title, body = w.prompt()
    assert title == "사이코패스 · 하은" and body.startswith("오늘은 이미 지명이 시작되었습니다")
    start = len(w.events())
    w.click("day-prompt-yes")
    assert not any(isinstance(e, PlayerDied) for e in w.events()[start:]) and w.alive("서준")


def test_the_executed_psychopath_plays_roshambo_and_survives_when_accepted(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/psychopath.md test 4: 서준 nominates 하은; 민수, 지현, 서준, 도윤 raise a hand (4 of 4 needed); Execute:
    the prompt names 서준 for the roshambo ("서준과", the particle after a final consonant); Apply (the Psychopath won):
    the execution stands and 하은 lives."""
    w = DayWindow(qtbot, exp_day(library, tmp_path))
    w.click_seat("서준")
    w.click_seat("하은")
    for name in ("민수", "지현", "서준", "도윤"):
        w.click_seat(name)
    w.click("day-confirm")
    assert w.button("day-execute").text() == "처형: 하은"
    start = len(w.events())
    w.click("day-execute")
    assert w.prompt() == ("사이코패스 · 하은", "사이코패스 하은이 처형됩니다: 서준과 가위바위보를 하세요. 사이코패스가 이기면 수락(죽지 않음), 지면 무시(죽음).")
    w.click("day-prompt-yes")
    assert [type(e).__name__ for e in w.events()[start:]] == ["Executed"]
    assert w.alive("하은") and w.game.state.today().execution == w.id("하은")  # type: ignore[union-attr]


def test_the_mezepheles_word_marks_a_good_speaker_who_turns_evil_that_night(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/mezepheles.md tests 2–3: 도윤 (good) says the word; Yes places TURNS EVIL on 도윤 and NO ABILITY on
    예린, shown on the square; Ctrl+Shift+N to night 2; the Mezepheles step, 도윤 clicked on the square, recorded:
    도윤 is evil and the square marks the changed alignment."""
    w = DayWindow(qtbot, exp_day(library, tmp_path))
    w.click("day-act-mezepheles_word")
    assert w.instruction() == "메제펠레스: 비밀 단어를 말함: 누가 그 단어를 말했나요?"
    w.click_seat("도윤")
    title, body = w.prompt()
    assert title == "메제펠레스 · 예린" and body.startswith("선한 플레이어 도윤이 처음으로 비밀 단어를 말했습니다")
    w.click("day-prompt-yes")
    assert w.tokens("도윤") == ["Turns Evil"] and w.tokens("예린") == ["No Ability"]
    assert {(w.id("도윤"), "메제펠레스", "악으로 변함"), (w.id("예린"), "메제펠레스", "능력 없음")} <= reminders_on_square(w.main.square)
    assert w.alignment("도윤") == "good"

    next_phase(w.main)  # Ctrl+Shift+N at the window, Enter on the dusk checklist
    assert (w.game.state.phase.kind, w.game.state.phase.number) == ("night", 2)
    night = w.main.night
    w.main.side_tabs.setCurrentWidget(night)
    click_row(qtbot, night, "mezepheles")
    click_seat(qtbot, w.main.square, w.id("도윤"))
    start = len(w.events())
    click(qtbot, night.choice.record)
    recorded = w.events()[start:]
    assert NightChoice(seat=w.id("예린"), character="mezepheles", players=(w.id("도윤"),)) in recorded
    assert AlignmentChanged(seat=w.id("도윤"), alignment="evil") in recorded
    assert w.alignment("도윤") == "evil"
    face = w.main.square.scene.seats[w.id("도윤")].face
    assert face.flipped and face.alignment == "evil"
    screenshot(w.main, "mezepheles-night2-ko.png")


def test_the_word_said_by_an_evil_player_places_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/mezepheles.md test 2: the Imp 지현 says it first: the panel says nothing happens; no reminder."""
    w = DayWindow(qtbot, exp_day(library, tmp_path))
    w.click("day-act-mezepheles_word")
    w.click_seat("지현")
    assert w.prompt() == ("메제펠레스 · 예린", "지현은 악 플레이어입니다: 비밀 단어를 말해도 아무 일도 없습니다.")
    start = len(w.events())
    w.click("day-prompt-yes")
    assert not any(isinstance(e, ReminderPlaced) for e in w.events()[start:])
    assert all(not seat.reminders for seat in w.game.state.seats)


def test_the_acts_and_their_prompts_show_nothing_raw_in_korean(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Issue 19's walk of every visible text of the main window: the Day tab with each act's instruction and prompt."""
    from tests.ui.test_no_raw_texts import raw_in, window_texts

    w = DayWindow(qtbot, exp_day(library, tmp_path))
    found = raw_in(window_texts(w.main), library)
    for act, actor, other in (("cultleader_cult", "민수", "서준"), ("psychopath_kill", "하은", "서준"), ("mezepheles_word", "도윤", None)):
        w.click(f"day-act-{act}")
        w.click_seat(actor)
        if other is not None:
            w.click_seat(other)
        found += raw_in(window_texts(w.main), library)
        if act == "cultleader_cult":
            w.click("day-confirm")
        found += raw_in(window_texts(w.main), library)
        if w.prompt() != ("", ""):
            w.click("day-prompt-no")
    assert not found, "\n".join(sorted(set(found)))
