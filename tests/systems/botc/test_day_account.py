"""The account's days (as `summary FILE` prints them): per day, nominations with voters, count and threshold, execution, deaths, triggers, result."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import PublicAct
from tests.systems.botc.account_helpers import day_lines
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, close_day, ids, nominate, start, vote


def test_account_of_a_virgin_day_in_both_languages(library: Library) -> None:
    """spec 4.1 Virgin test 1 as the summary tells it: nomination, trigger, execution, death, DIED TODAY."""
    game = start(library, "004", "민수=monk", "지현=virgin", "c=po", "d=harpy", "e=undertaker")
    nominate(game, "민수", "지현")
    assert day_lines(game, "ko") == [
        "== 1일째 낮 ==",
        "  민수가 지현을 지명: 투표 없음",
        "  발동: 성결자 지현의 첫 지명: 마을주민 민수가 즉시 처형되고 죽습니다. 오늘 지명은 끝납니다.",
        "  처형: 민수 (사망)",
        "  민수 사망 (처형)",
        "  발동: 민수가 처형으로 죽었습니다: '오늘 죽음'을 놓습니다(장의사).",
    ]
    assert day_lines(game, "en")[1:4] == [
        "  민수 nominated 지현: no vote",
        "  Triggered: The Virgin 지현 is nominated for the first time by a Townsfolk: 민수 is executed at once and dies. Nominations end for today.",
        "  Executed: 민수 (died)",
    ]


def test_account_tells_votes_acts_survivals_and_the_result(library: Library) -> None:
    """spec 1.9 NOMINATION/VOTE/EXECUTION/PUBLIC_ACT/GAME_END as lines; spec 3.1 Fool test 1 (did not die)."""
    game = start(library, "001", "a=sage", "b=fool", "c=vortox", "d=poisoner", "e=alsaahir")
    accept(game, PublicAct(act="alsaahir_guess", seat=seat_of(game, "e"), demons=ids(game, "c"), players=ids(game, "a")))
    nominate(game, "a", "b")
    vote(game, "b", "a", "b", "c")
    close_day(game)
    to_phase(game, "night", 2)
    game.record(kill(seat_of(game, "a")))
    to_phase(game, "day", 2)
    nominate(game, "b", "c")
    vote(game, "c", "a", "b", "d")
    close_day(game)
    lines = day_lines(game, "en")
    assert "  e's Alsaahir guess: c, a" in lines
    assert "  a nominated b: 3 for, 3 needed — about to die (voters: a, b, c)" in lines
    assert any(line.startswith("  Executed: b (did not die: The Fool b is executed but does not die") for line in lines)
    assert any("The Fool b is executed but does not die" in line for line in lines)
    assert "== Day 2 ==" in lines and "  b nominated c: 3 for, 2 needed — about to die (voters: a, b, d)" in lines
    assert lines[-1] == "  Game over — good wins (The Demon is dead.)"


def test_a_quiet_day(library: Library) -> None:
    """A day with nothing in it still has its heading."""
    game = start(library, "004", "a=monk", "b=po", "c=harpy", "d=empath", "e=oracle")
    assert day_lines(game, "ko") == ["== 1일째 낮 ==", "  (지명도 죽음도 없음)"]


def test_the_day_panel_offers_the_acts_of_the_script(library: Library) -> None:
    """spec 2 "Day-phase extras on this script" (S000): Goblin claims, Damsel guesses, Fisherman visits, Klutz choice."""
    from grimoire_app.systems.botc.day import available_acts

    game = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=fortuneteller", "e=fanggu")
    assert available_acts(game) == ["goblin_claim", "damsel_guess", "klutz_choice", "fisherman_visit"]
    s001 = start(library, "001", "a=sage", "b=fool", "c=vortox", "d=poisoner", "e=alsaahir")
    assert available_acts(s001) == ["alsaahir_guess", "puzzlemaster_guess"]
