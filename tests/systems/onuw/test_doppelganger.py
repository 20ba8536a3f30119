"""The Doppelganger at night: copying, acting at once, waking with its new role (ONUW-R19, G5, §3.3)."""

from __future__ import annotations

import pytest

from grimoire_app.systems.onuw import (
    RuleError,
    advance,
    perform,
    step_actions,
    wakers,
)

from .builders import finish_night, game_with, run_to

T15 = "A=doppelganger B=werewolf C=troublemaker D=seer E=villager C1=werewolf C2=villager C3=robber"
T16_1 = "A=doppelganger B=werewolf C=seer D=villager C1=robber C2=werewolf C3=troublemaker"
T16_2 = "A=doppelganger B=werewolf C=seer D=robber C1=villager C2=werewolf C3=troublemaker"
T17 = "A=doppelganger B=minion C=werewolf D=insomniac E=troublemaker F=villager C1=werewolf C2=seer C3=villager"


def test_t15_doppelganger_werewolf_then_the_card_moves() -> None:
    """ONUW-T15, R19, G5, A10, §3.3: A copies B's Werewolf, wakes with B (no peek); E ends with the card and is a werewolf."""
    game = game_with(T15)
    run_to(game, "doppelganger")
    assert perform(game, "doppel.copy", "A", ["B"]).shown[0].roles == ("werewolf",)
    run_to(game, "werewolves")
    assert wakers(game.state, "werewolves") == ("A", "B")
    assert [a.id for a in step_actions(game.state, "werewolves")] == ["werewolf.see"]
    with pytest.raises(RuleError, match="PEEK_NOT_ALONE"):
        perform(game, "werewolf.peek", "A", ["C1"])
    run_to(game, "troublemaker")
    perform(game, "troublemaker.swap", "C", ["A", "E"])
    finish_night(game)
    assert game.state.final_role("E") == "werewolf" and game.state.final_role("A") == "villager"
    assert game.state.printed_role("E") == "doppelganger"
    assert game.state.card_at("E").label(game.state.doppel_copy, "en") == "Doppelganger → Werewolf"


def test_t16_doppelganger_seer_and_the_real_seer_both_act() -> None:
    """ONUW-T16 run 1, G5, §3.2 rule 6: the Doppelganger-Seer looks now; the real Seer still acts at step 5."""
    game = game_with(T16_1)
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["C"])
    assert perform(game, "doppel.seer", "A", ["B"]).shown[0].roles == ("werewolf",)
    run_to(game, "seer")
    assert wakers(game.state, "seer") == ("C",)
    assert perform(game, "seer.look", "C", ["A"]).shown[0].roles == ("doppelganger",)


def test_t16_doppelganger_robber() -> None:
    """ONUW-T16 run 2, G5, §3.3: the Doppelganger-Robber robs B; B's new card is a Robber; B wakes alone as wolf."""
    game = game_with(T16_2)
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["D"])
    assert perform(game, "doppel.robber", "A", ["B"]).shown[0].roles == ("werewolf",)
    run_to(game, "werewolves")
    assert wakers(game.state, "werewolves") == ("B",)
    perform(game, "werewolf.peek", "B", ["C2"])
    run_to(game, "robber")
    assert wakers(game.state, "robber") == ("D",)
    perform(game, "robber.swap", "D", [])
    finish_night(game)
    assert game.state.final_role("A") == "werewolf" and game.state.final_role("B") == "robber"
    assert not any(r.action == "doppel.robber" and r.step != "doppelganger" for r in game.state.night)


def test_doppelganger_follow_up_needs_the_copy() -> None:
    """§3.3: a Doppelganger follow-up only for the role it copied; the copy itself is mandatory (G6)."""
    game = game_with(T16_1)
    run_to(game, "doppelganger")
    with pytest.raises(RuleError, match="MANDATORY_ACTION_MISSING"):
        advance(game)
    with pytest.raises(RuleError, match="NOT_YOUR_STEP"):
        perform(game, "doppel.seer", "A", ["B"])
    with pytest.raises(RuleError, match="SELF_TARGET"):
        perform(game, "doppel.copy", "A", ["A"])
    perform(game, "doppel.copy", "A", ["B"])
    with pytest.raises(RuleError, match="NOT_YOUR_STEP"):
        perform(game, "doppel.seer", "A", ["C"])


def test_doppelganger_drunk_must_swap_and_goes_to_the_centre() -> None:
    """§3.3: a Doppelganger-Drunk must swap now; its card, now a Drunk, lies in the centre."""
    game = game_with("A=doppelganger B=drunk C=werewolf D=seer C1=werewolf C2=villager C3=robber")
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["B"])
    with pytest.raises(RuleError, match="MANDATORY_ACTION_MISSING"):
        advance(game)
    assert perform(game, "doppel.drunk", "A", ["C2"]).shown == ()
    run_to(game, "drunk")
    perform(game, "drunk.swap", "B", ["C1"])
    finish_night(game)
    assert game.state.final_roles()["C2"] == "drunk" and game.state.final_role("A") == "villager"


def test_doppelganger_troublemaker() -> None:
    """§3.3, A18: the Doppelganger-Troublemaker swaps two other players now."""
    game = game_with("A=doppelganger B=troublemaker C=werewolf D=seer C1=werewolf C2=villager C3=robber")
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["B"])
    with pytest.raises(RuleError, match="SELF_TARGET"):
        perform(game, "doppel.troublemaker", "A", ["A", "C"])
    perform(game, "doppel.troublemaker", "A", ["C", "D"])
    assert game.state.printed_role("D") == "werewolf"


def test_doppelganger_mason_wakes_with_the_masons() -> None:
    """§3.3: a Doppelganger-Mason wakes at step 4 and sees the other Mason."""
    game = game_with("A=doppelganger B=mason C=werewolf D=seer C1=mason C2=villager C3=werewolf")
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["B"])
    run_to(game, "masons")
    assert wakers(game.state, "masons") == ("A", "B")


def test_t17_doppelganger_minion() -> None:
    """ONUW-T17 run 1, G5, A10: 1m shows A the dealt werewolf C; C wakes alone; B sees C, not A; C never sees A."""
    game = game_with(T17)
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["B"])
    run_to(game, "doppelganger_minion")
    assert [(s.player, s.players) for s in game.state.night[-1].shown] == [("A", ("C",))]
    run_to(game, "werewolves")
    assert wakers(game.state, "werewolves") == ("C",)
    perform(game, "werewolf.peek", "C", ["C1"])
    run_to(game, "minion")
    assert [(s.player, s.players) for s in game.state.night[-1].shown] == [("B", ("C",))]
    finish_night(game)
    shown_to_c = [s for r in game.state.night for s in r.shown if s.player == "C"]
    assert all("A" not in (s.players or ()) for s in shown_to_c)


def test_t17_doppelganger_insomniac() -> None:
    """ONUW-T17 run 2, G5: after E swaps A and F, D sees Insomniac and A (step 9d) sees Villager."""
    game = game_with(T17)
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["D"])
    run_to(game, "doppelganger_minion")
    assert game.state.night[-1].action is None
    run_to(game, "troublemaker")
    perform(game, "troublemaker.swap", "E", ["A", "F"])
    run_to(game, "insomniac")
    assert game.state.night[-1].shown[0].roles == ("insomniac",)
    run_to(game, "doppelganger_insomniac")
    assert [(s.player, s.roles) for s in game.state.night[-1].shown] == [("A", ("villager",))]
    finish_night(game)
    assert game.state.final_role("A") == "villager" and game.state.final_role("F") == "insomniac"


def test_a13_viewers_see_the_printed_role() -> None:
    """ONUW-A13, §3.2 rule 9: a Seer looking at the Doppelganger card sees "Doppelganger"."""
    game = game_with("A=doppelganger B=werewolf C=seer D=villager C1=robber C2=werewolf C3=troublemaker")
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["B"])
    run_to(game, "seer")
    assert perform(game, "seer.look", "C", ["A"]).shown[0].roles == ("doppelganger",)
    assert game.state.final_role("A") == "werewolf"


def test_t20_uncopied_doppelganger() -> None:
    """ONUW-T20, D3 (A11): nobody holds the Doppelganger at step 1; the Drunk takes it and is a village Doppelganger."""
    game = game_with("A=drunk B=seer C=villager C1=doppelganger C2=werewolf C3=werewolf")
    run_to(game, "doppelganger")
    assert wakers(game.state, "doppelganger") == ()
    advance(game)
    assert game.state.doppel_copy is None
    run_to(game, "drunk")
    perform(game, "drunk.swap", "A", ["C1"])
    finish_night(game)
    assert game.state.final_role("A") == "doppelganger"
