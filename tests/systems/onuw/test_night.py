"""The night: calling order, who wakes, every action's effect and refusal (ONUW §2.2, §3)."""

from __future__ import annotations

import pytest

from grimoire_app.systems.onuw import (
    RuleError,
    advance,
    build_night_script,
    open_actions,
    perform,
    wakers,
)

from .builders import finish_night, game_with, run_to

T3 = "A=werewolf B=villager C=troublemaker C1=seer C2=robber C3=werewolf"


def test_t2_script_composition() -> None:
    """ONUW-T2, G2, G3, R10: steps follow the official order; no Mason or Drunk step without them."""
    deck = ["doppelganger", "werewolf", "werewolf", "minion", "seer", "robber", "troublemaker", "insomniac", "villager"]
    assert [s.id for s in build_night_script(deck)] == [
        "dusk", "doppelganger", "doppelganger_minion", "werewolves", "minion", "seer",
        "robber", "troublemaker", "insomniac", "doppelganger_insomniac", "dawn",
    ]


def test_t2_no_doppelganger_no_extra_steps() -> None:
    """ONUW-T2, G3: without the Doppelganger, steps 1m and 9d are absent."""
    deck = ["werewolf", "werewolf", "minion", "mason", "mason", "seer", "robber", "troublemaker", "drunk", "insomniac"]
    ids = [s.id for s in build_night_script(deck)]
    assert ids == ["dusk", "werewolves", "minion", "masons", "seer", "robber", "troublemaker", "drunk", "insomniac", "dawn"]


def test_full_official_order() -> None:
    """ONUW-G3, R19: Doppelganger first, Doppelganger-Minion right after it, Doppelganger-Insomniac last."""
    ids = [s.id for s in build_night_script(["doppelganger", "werewolf", "minion", "mason", "seer", "robber", "troublemaker", "drunk", "insomniac"])]
    assert ids == [
        "dusk", "doppelganger", "doppelganger_minion", "werewolves", "minion", "masons", "seer",
        "robber", "troublemaker", "drunk", "insomniac", "doppelganger_insomniac", "dawn",
    ]


def test_t3_role_in_the_centre_is_still_called() -> None:
    """ONUW-T3, D4 (A12), G2, §3.2 rule 2: the Seer and Robber steps run with nobody awake."""
    game = game_with(T3)
    assert "seer" in game.state.script and "robber" in game.state.script
    assert wakers(game.state, "seer") == () and wakers(game.state, "robber") == ()
    run_to(game, "seer")
    assert open_actions(game.state) == ()
    assert game.state.night[-1].step == "seer" and game.state.night[-1].action is None
    advance(game)
    assert game.state.current_step == "robber"
    advance(game)
    assert game.state.current_step == "troublemaker"


def test_t4_lone_wolf_peeks() -> None:
    """ONUW-T4, R20, §3.2 rule 3: a werewolf who wakes alone may look at one centre card."""
    game = game_with(T3)
    run_to(game, "werewolves")
    assert wakers(game.state, "werewolves") == ("A",)
    record = perform(game, "werewolf.peek", "A", ["C3"])
    assert record.shown[0].roles == ("werewolf",) and record.moves == ()


def test_t4_two_wolves_cannot_peek() -> None:
    """ONUW-T4, R20: with two werewolves awake, a peek is refused with PEEK_NOT_ALONE."""
    game = game_with("A=werewolf B=werewolf C=seer C1=robber C2=troublemaker C3=villager")
    run_to(game, "werewolves")
    assert wakers(game.state, "werewolves") == ("A", "B")
    with pytest.raises(RuleError) as caught:
        perform(game, "werewolf.peek", "A", ["C1"])
    assert caught.value.codes == ("PEEK_NOT_ALONE",)


def test_werewolves_see_each_other() -> None:
    """ONUW-R20: the werewolves see each other as their step begins; a lone wolf sees nobody."""
    game = game_with("A=werewolf B=werewolf C=seer C1=robber C2=troublemaker C3=villager")
    run_to(game, "werewolves")
    seen = {s.player: s.players for s in game.state.night[-1].shown}
    assert seen == {"A": ("B",), "B": ("A",)}
    lone = game_with(T3)
    run_to(lone, "werewolves")
    assert lone.state.night[-1].shown[0].players == ()


def test_r21_r22_minion_sees_the_wolves_not_the_reverse() -> None:
    """ONUW-R21, R22, §3.2 rules 4 and 5: the Minion sees the werewolves; they never see the Minion."""
    game = game_with("A=werewolf B=minion C=werewolf D=seer C1=robber C2=villager C3=troublemaker")
    run_to(game, "minion")
    assert [(s.player, s.players) for s in game.state.night[-1].shown] == [("B", ("A", "C"))]
    finish_night(game)
    assert not any("B" in (s.players or ()) for r in game.state.night for s in r.shown)


def test_minion_sees_nobody_without_wolves() -> None:
    """§3.2 rule 4: with no werewolf waker, the Minion sees nobody."""
    game = game_with("A=minion B=seer C=villager C1=werewolf C2=werewolf C3=robber")
    run_to(game, "minion")
    assert game.state.night[-1].shown[0].players == ()


def test_r25_masons() -> None:
    """ONUW-R25: Masons see each other; a lone Mason sees nobody."""
    pair = game_with("A=mason B=mason C=werewolf C1=seer C2=villager C3=werewolf")
    run_to(pair, "masons")
    assert {s.player: s.players for s in pair.state.night[-1].shown} == {"A": ("B",), "B": ("A",)}
    single = game_with("A=mason B=seer C=werewolf C1=mason C2=villager C3=werewolf")
    run_to(single, "masons")
    assert single.state.night[-1].shown[0].players == ()


def test_r26_seer_looks_at_a_player() -> None:
    """ONUW-R26: the Seer may look at one other player's card."""
    game = game_with(T3.replace("B=villager", "B=seer").replace("C1=seer", "C1=villager"))
    run_to(game, "seer")
    assert perform(game, "seer.look", "B", ["A"]).shown[0].roles == ("werewolf",)


def test_t18_seer_two_centre_cards() -> None:
    """ONUW-T18, R26: two centre cards are shown; the same slot twice is DUPLICATE_SLOT; herself is SELF_TARGET."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    run_to(game, "seer")
    with pytest.raises(RuleError) as caught:
        perform(game, "seer.look", "B", ["C1", "C1"])
    assert caught.value.codes == ("DUPLICATE_SLOT",)
    with pytest.raises(RuleError) as caught:
        perform(game, "seer.look", "B", ["B"])
    assert caught.value.codes == ("SELF_TARGET",)
    assert perform(game, "seer.look", "B", ["C1", "C3"]).shown[0].roles == ("werewolf", "villager")


def test_seer_cannot_mix_a_player_and_a_centre_card() -> None:
    """ONUW-R26: one player OR two centre cards; anything else is refused, not overridable."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    run_to(game, "seer")
    for targets in (["A", "C1"], ["C1"], ["A", "C"], ["Z"]):
        with pytest.raises(RuleError) as caught:
            perform(game, "seer.look", "B", targets, override=True)
        assert caught.value.codes[0] == "BAD_TARGET" and not caught.value.overridable


def test_r27_r11_robber_swaps_and_sees_the_new_card() -> None:
    """ONUW-T6 (night), R27, R11, R36: the Robber takes A's werewolf and is shown it; A now holds the Robber."""
    game = game_with("A=werewolf B=werewolf C=robber D=villager C1=seer C2=troublemaker C3=villager")
    run_to(game, "werewolves")
    assert wakers(game.state, "werewolves") == ("A", "B")
    run_to(game, "robber")
    record = perform(game, "robber.swap", "C", ["A"])
    assert record.shown[0].roles == ("werewolf",)
    finish_night(game)
    assert game.state.final_role("A") == "robber" and game.state.final_role("C") == "werewolf"


def test_g1_a_robbed_player_still_wakes_for_the_dealt_card() -> None:
    """ONUW-G1 (A9), §3.2 rules 1 and 7: waking follows the dealt card; the Robber does not act as his new card."""
    game = game_with("A=seer B=robber C=insomniac D=villager C1=werewolf C2=werewolf C3=troublemaker")
    run_to(game, "robber")
    perform(game, "robber.swap", "B", ["C"])
    run_to(game, "insomniac")
    assert wakers(game.state, "insomniac") == ("C",)
    assert game.state.night[-1].shown[0].roles == ("robber",)


def test_r28_troublemaker_swaps_two_others_unseen() -> None:
    """ONUW-T7 (night), R28: the Troublemaker swaps A and C; nobody is shown anything."""
    game = game_with("A=werewolf B=troublemaker C=villager D=seer C1=werewolf C2=robber C3=villager")
    run_to(game, "troublemaker")
    record = perform(game, "troublemaker.swap", "B", ["A", "C"])
    assert record.shown == () and {(m.source, m.dest) for m in record.moves} == {("A", "C"), ("C", "A")}
    finish_night(game)
    assert game.state.final_role("A") == "villager" and game.state.final_role("C") == "werewolf"


def test_a18_troublemaker_cannot_include_herself() -> None:
    """ONUW-A18, R28: "two other players": herself is SELF_TARGET; the same player twice is refused."""
    game = game_with("A=werewolf B=troublemaker C=villager D=seer C1=werewolf C2=robber C3=villager")
    run_to(game, "troublemaker")
    with pytest.raises(RuleError, match="SELF_TARGET"):
        perform(game, "troublemaker.swap", "B", ["B", "A"])
    with pytest.raises(RuleError, match="BAD_TARGET"):
        perform(game, "troublemaker.swap", "B", ["A", "A"])


def test_t8_r29_drunk_takes_a_centre_card_unseen() -> None:
    """ONUW-T8 (night), R29, R37: the Drunk swaps with C1, is shown nothing, and his card goes to the centre."""
    game = game_with("A=drunk B=seer C=villager C1=werewolf C2=werewolf C3=robber")
    run_to(game, "drunk")
    record = perform(game, "drunk.swap", "A", ["C1"])
    assert record.shown == ()
    finish_night(game)
    assert game.state.final_role("A") == "werewolf" and game.state.printed_role("C1") == "drunk"


def test_t19_drunk_must_swap() -> None:
    """ONUW-T19, G6 (A8), §3.2 rule 8: the Drunk cannot pass, and the step cannot end without his swap."""
    game = game_with("A=drunk B=seer C=villager C1=werewolf C2=werewolf C3=robber")
    run_to(game, "drunk")
    with pytest.raises(RuleError) as caught:
        advance(game)
    assert caught.value.codes == ("MANDATORY_ACTION_MISSING",) and caught.value.overridable
    with pytest.raises(RuleError, match="MANDATORY_ACTION_MISSING"):
        perform(game, "drunk.swap", "A", [])
    with pytest.raises(RuleError, match="BAD_TARGET"):
        perform(game, "drunk.swap", "A", ["B"])


def test_t19_robber_may_skip() -> None:
    """ONUW-T19, G6, A17: the Robber passes, is shown nothing, and stays the Robber."""
    game = game_with("A=werewolf B=robber C=villager C1=werewolf C2=seer C3=troublemaker")
    run_to(game, "robber")
    record = perform(game, "robber.swap", "B", [])
    assert record.skipped and record.shown == () and record.moves == ()
    finish_night(game)
    assert game.state.final_role("B") == "robber"


def test_an_unrecorded_optional_action_is_logged_as_passed() -> None:
    """§3.2 rule 8: optional actions left unrecorded are logged as passes when the step ends."""
    game = game_with("A=werewolf B=seer C=villager C1=werewolf C2=robber C3=troublemaker")
    run_to(game, "seer")
    closing = advance(game)
    assert closing[0].action == "seer.look" and closing[0].skipped


def test_override_a_missing_mandatory_action() -> None:
    """The moderator may end the Drunk's step without a swap; the log keeps the override."""
    game = game_with("A=drunk B=seer C=villager C1=werewolf C2=werewolf C3=robber")
    run_to(game, "drunk")
    closing = advance(game, override=True)
    assert closing[0].skipped and closing[0].override is not None
    assert game.events[-1].override is not None and "MANDATORY_ACTION_MISSING" in game.events[-1].override


def test_r30_insomniac_sees_her_card_at_the_end() -> None:
    """ONUW-R30: the Insomniac looks at her current card as her step begins."""
    game = game_with("A=insomniac B=robber C=werewolf C1=seer C2=villager C3=werewolf")
    run_to(game, "robber")
    perform(game, "robber.swap", "B", ["A"])
    run_to(game, "insomniac")
    assert game.state.night[-1].shown[0].roles == ("robber",)


def test_not_your_step() -> None:
    """§3.2: acting out of turn, or as someone who does not wake, is NOT_YOUR_STEP (overridable)."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    run_to(game, "seer")
    with pytest.raises(RuleError) as caught:
        perform(game, "robber.swap", "C", ["A"])
    assert caught.value.codes == ("NOT_YOUR_STEP",) and caught.value.overridable
    with pytest.raises(RuleError, match="NOT_YOUR_STEP"):
        perform(game, "seer.look", "A", ["C"])


def test_already_acted() -> None:
    """Each action happens once a night: a second look is ALREADY_ACTED."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    run_to(game, "seer")
    perform(game, "seer.look", "B", ["A"])
    with pytest.raises(RuleError) as caught:
        perform(game, "seer.look", "B", ["C"])
    assert caught.value.codes == ("ALREADY_ACTED",)


def test_wrong_phase() -> None:
    """Night actions after the night, and votes before the day, are WRONG_PHASE (not overridable)."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    finish_night(game)
    with pytest.raises(RuleError) as caught:
        perform(game, "seer.look", "B", ["A"], override=True)
    assert caught.value.codes == ("WRONG_PHASE",) and not caught.value.overridable
    with pytest.raises(RuleError, match="WRONG_PHASE"):
        advance(game)


def test_automatic_actions_cannot_be_performed() -> None:
    """Automatic looks happen by themselves; recording one by hand is refused."""
    game = game_with("A=insomniac B=robber C=werewolf C1=seer C2=villager C3=werewolf")
    run_to(game, "insomniac")
    with pytest.raises(RuleError, match="NOT_YOUR_STEP"):
        perform(game, "insomniac.look", "A", [], override=True)


def test_r9_night_then_day() -> None:
    """ONUW-R9, R1: one night, then the day; the day begins when dawn ends, and no second night follows."""
    game = game_with(T3)
    assert game.state.phase == "night" and game.state.current_step == "dusk"
    finish_night(game)
    assert game.state.phase == "day" and game.state.current_step is None


def test_undo_restores_the_cards() -> None:
    """Undo of a night action restores the previous card positions (and redo replays it)."""
    game = game_with("A=werewolf B=troublemaker C=villager D=seer C1=werewolf C2=robber C3=villager")
    run_to(game, "troublemaker")
    before = dict(game.state.holding)
    perform(game, "troublemaker.swap", "B", ["A", "C"])
    assert dict(game.state.holding) != before
    game.undo()
    assert dict(game.state.holding) == before and game.state.moves == ()
    game.redo()
    assert game.state.printed_role("A") == "villager"


def test_journeys() -> None:
    """The state answers where each card started and how it moved."""
    game = game_with("A=werewolf B=robber C=troublemaker C1=seer C2=villager C3=werewolf")
    run_to(game, "robber")
    perform(game, "robber.swap", "B", ["A"])
    advance(game)
    perform(game, "troublemaker.swap", "C", ["A", "B"])
    journey = {j.card.id: j for j in game.state.journeys()}["werewolf-1"]
    assert journey.start == "A" and [m.dest for m in journey.moves] == ["B", "A"] and journey.end == "A"
    assert journey.describe(None, "en") == (
        "Werewolf [werewolf-1]: starts at A → B (the Robber's swap) → A (the Troublemaker's swap) → ends at A"
    )
    still = {j.card.id: j for j in game.state.journeys()}["seer-1"]
    assert still.describe(None, "ko") == "예언자 [seer-1]: 처음 위치 C1, 움직이지 않음"
