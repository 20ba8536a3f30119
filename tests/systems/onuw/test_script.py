"""The moderator's script: words to read aloud, who wakes, and what to tell each player (ONUW §3, §5)."""

from __future__ import annotations

import random

import pytest

from grimoire_app.systems.onuw import (
    RuleError,
    advance,
    cast_vote,
    current_step,
    moderator_script,
    narration,
    new_game,
    perform,
    resolve_day,
)

from .builders import finish_night, game_with, run_to

DECK = ["doppelganger", "werewolf", "werewolf", "minion", "mason", "mason", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager", "hunter"]


def test_every_step_has_words_in_both_languages() -> None:
    """§3.1, R10: each step of tonight has its words to read aloud in ko and en."""
    game = new_game(list("ABCDEFGHIJ"), DECK, rng=random.Random(5))
    for lang in ("ko", "en"):
        lines = moderator_script(game.state, lang)
        assert [line.step for line in lines] == list(game.state.script)
        assert all(line.say and line.note and line.name for line in lines)
    ko = {line.step: line.say for line in moderator_script(game.state, "ko")}
    assert ko["werewolves"].startswith("늑대인간, 눈을 뜨고")
    assert "도플갱어, 하수인이 되었다면" in ko["doppelganger_minion"]


def test_a20_thumbs_with_eyes_closed() -> None:
    """ONUW-A20, R21: the script tells the werewolves to raise a thumb with their eyes closed."""
    game = new_game(list("ABCDEF"), DECK[:9], rng=random.Random(1))
    lines = {line.step: line for line in moderator_script(game.state, "en")}
    assert "keep your eyes shut and raise your thumb" in lines["minion"].say
    assert "눈을 감은 채로 엄지손가락을" in {l.step: l for l in moderator_script(game.state, "ko")}["minion"].say


def test_g2_the_words_never_depend_on_the_deal() -> None:
    """ONUW-G2, D4 (A12), R8: two deals of the same selection read exactly the same script."""
    one = new_game(list("ABCDEFGHIJ"), DECK, rng=random.Random(1))
    two = new_game(list("ABCDEFGHIJ"), DECK, rng=random.Random(2))
    assert one.state.holding != two.state.holding
    words = [(l.step, l.say) for l in moderator_script(one.state, "en")]
    assert words == [(l.step, l.say) for l in moderator_script(two.state, "en")]


def test_status_wakers_and_tell() -> None:
    """§3.4, §5: the night panel shows done/current/upcoming, who wakes, and what to tell whom."""
    game = game_with("A=werewolf B=villager C=troublemaker C1=seer C2=robber C3=werewolf")
    run_to(game, "werewolves")
    perform(game, "werewolf.peek", "A", ["C1"])
    advance(game)
    lines = {line.step: line for line in moderator_script(game.state, "en")}
    assert lines["dusk"].status == "done" and lines["werewolves"].status == "done"
    assert lines["seer"].status == "current" and lines["seer"].wakers == ()
    assert lines["werewolves"].tell == ("A sees: nobody", "Show A: Seer")
    assert lines["seer"].tell == ("Nobody wakes. Give this step the usual time so nobody can tell.",)
    assert lines["dawn"].status == "upcoming" and lines["dawn"].wakers == ("A", "B", "C")
    ko = {line.step: line for line in moderator_script(game.state, "ko")}
    assert ko["werewolves"].tell == ("A에게 보이는 사람: 없음", "A에게 보여 줄 카드: 예언자")


def test_current_step() -> None:
    """The current step is the one being run, and there is none in the day."""
    game = game_with("A=werewolf B=villager C=troublemaker C1=seer C2=robber C3=werewolf")
    step = current_step(game.state)
    assert step is not None and step.id == "dusk"
    finish_night(game)
    assert current_step(game.state) is None
    assert all(line.status == "done" for line in moderator_script(game.state, "en"))


def test_every_refusal_reads_in_both_languages() -> None:
    """Refusals lead with the spec's code and read in ko and en."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    attempts = [
        lambda: perform(game, "seer.look", "B", ["A"]),
        lambda: cast_vote(game, "A", "B"),
        lambda: resolve_day(game),
    ]
    run_to(game, "werewolves")
    attempts += [
        lambda: perform(game, "werewolf.peek", "A", ["C1", "C2"]),
        lambda: perform(game, "werewolf.peek", "A", ["Q"]),
        lambda: perform(game, "doppel.copy", "A", ["B"]),
        lambda: perform(game, "werewolf.see", "A", []),
    ]
    for attempt in attempts:
        with pytest.raises(RuleError) as caught:
            attempt()
        for refusal in caught.value.refusals:
            assert refusal.text("ko").startswith(refusal.code + ": ")
            assert refusal.text("en").startswith(refusal.code + ": ")
            assert refusal.text("ko") != refusal.text("en")


def test_narration_mode_reads_the_same_words() -> None:
    """§3.4: narration mode reads the same script from the selection alone, recording nothing."""
    game = new_game(list("ABCDEFGHIJ"), DECK, rng=random.Random(3))
    words = [line.say for line in moderator_script(game.state, "ko")]
    assert [say for _, say in narration(DECK, "ko")] == words
