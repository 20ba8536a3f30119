"""The day: votes, executions, the Hunter, and who wins (ONUW §4, worked examples E1-E11)."""

from __future__ import annotations

import pytest

from grimoire_app.systems.onuw import (
    OnuwOptions,
    RuleError,
    Verdict,
    advance,
    cast_vote,
    centre_slots,
    perform,
    resolve,
    resolve_day,
)

from .builders import finish_night, game_with, parse_deal, run_to, vote, votes

def verdict(roles: str, ballot: str, options: OnuwOptions | None = None) -> Verdict:
    """Resolve final roles written "A=werewolf ..." (centre optional) and votes "A>B ..."."""
    final = parse_deal(roles)
    players = [p for p in final if p not in centre_slots()]
    for slot in centre_slots():
        final.setdefault(slot, "villager")
    return resolve(players, final, votes(ballot), options or OnuwOptions())


def test_e1_werewolf_executed() -> None:
    """ONUW-E1, R13, R16, R32: A (3 votes) dies; village B, D, E win; the living Tanner loses."""
    v = verdict("A=werewolf B=seer C=tanner D=hunter E=villager", "A>C B>A C>A D>A E>C")
    assert v.executed == ("A",) and v.dead == ("A",)
    assert v.winners == ("B", "D", "E") and v.village_wins and v.tanners_won == ()


def test_e2_t9_tie_executes_both() -> None:
    """ONUW-E2, T9, R14, D7 (A16): A and C tie at 2 and both die; the dead Villager C still wins."""
    v = verdict("A=werewolf B=minion C=villager D=villager E=seer", "A>C B>C C>A D>A E>D")
    assert v.executed == ("A", "C") and v.winners == ("C", "D", "E")


def test_e3_t13_hunter_shot() -> None:
    """ONUW-E3, T13, R34, D5 (A4): the executed Hunter takes B, a werewolf: village wins."""
    v = verdict("A=hunter B=werewolf C=villager D=villager", "A>B B>A C>A D>C")
    assert v.executed == ("A",) and v.dead == ("A", "B") and v.winners == ("A", "C", "D")
    assert [(s.hunter, s.target) for s in v.shots] == [("A", "B")]


def test_e4_t13_hunter_chain() -> None:
    """ONUW-E4, T13, G9, A5: A shoots B, a (Doppelganger-)Hunter, who shoots C: dead A, B, C in that order."""
    v = verdict("A=hunter B=hunter C=werewolf D=villager E=villager", "A>B B>C C>A D>A E>D")
    assert v.dead == ("A", "B", "C") and v.village_wins
    assert [(s.hunter, s.target) for s in v.shots] == [("A", "B"), ("B", "C")]


def test_e4_with_the_doppelganger_card() -> None:
    """ONUW-E4, G5: the Doppelganger-Hunter card chains like the Hunter (played out in full)."""
    game = game_with("A=hunter B=doppelganger C=werewolf D=villager E=villager C1=seer C2=werewolf C3=robber")
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "B", ["A"])
    finish_night(game)
    vote(game, "A>B B>C C>A D>A E>D")
    result = resolve_day(game)
    assert result.verdict.dead == ("A", "B", "C") and result.verdict.winners == ("A", "B", "D", "E")


def test_t13_hunter_shoots_the_tanner() -> None:
    """ONUW-T13, D5, D8: the Hunter dies and takes the Tanner; no wolf dies; only the Tanner wins."""
    v = verdict("A=hunter B=tanner C=werewolf D=villager", "A>B B>A C>A D>C")
    assert v.dead == ("A", "B") and v.winners == ("B",)
    assert not v.werewolf_team_wins and not v.village_wins


def test_hunter_werewolf_shot_counts_as_werewolf_death() -> None:
    """ONUW-A4, D5: a werewolf killed by the Hunter counts as executed: village wins."""
    v = verdict("A=hunter B=werewolf C=minion D=villager", "A>B B>A C>A D>C")
    assert v.village_wins and not v.werewolf_team_wins


def test_e5_t10_everyone_one_vote() -> None:
    """ONUW-E5, T10, R15, R17, G7, D2 (A2): each gets one vote: nobody dies; the werewolf team (A) wins."""
    v = verdict("A=werewolf B=seer C=robber D=villager", "A>B B>C C>D D>A")
    assert v.executed == () and v.dead == () and v.winners == ("A",) and v.werewolf_team_wins


def test_t10_votes_incomplete_and_self_vote() -> None:
    """ONUW-T10, R13, D2, A3: every player must vote; a self-vote is SELF_VOTE."""
    game = game_with("A=werewolf B=seer C=robber D=villager C1=werewolf C2=troublemaker C3=villager")
    finish_night(game)
    vote(game, "A>B B>C C>D")
    with pytest.raises(RuleError) as caught:
        resolve_day(game)
    assert caught.value.codes == ("VOTES_INCOMPLETE",) and "D" in str(caught.value)
    with pytest.raises(RuleError) as caught:
        cast_vote(game, "A", "A")
    assert caught.value.codes == ("SELF_VOTE",)
    with pytest.raises(RuleError, match="BAD_TARGET"):
        cast_vote(game, "A", "Z", override=True)


def test_e6_t11_no_werewolf_nobody_dies() -> None:
    """ONUW-E6, T11, R18, R38, D1 (A1): both wolves in the centre, nobody dies: village wins; Minion loses."""
    v = verdict("A=minion B=villager C=seer D=troublemaker C1=werewolf C2=werewolf C3=robber", "A>B B>C C>D D>A")
    assert v.winners == ("B", "C", "D") and v.village_wins and not v.minion_solo


def test_e7_t11_no_werewolf_someone_dies() -> None:
    """ONUW-E7, T11, R18, R24, G10, D6 (A6): B dies with no wolf among the players: the Minion A wins alone."""
    v = verdict("A=minion B=villager C=seer D=troublemaker C1=werewolf C2=werewolf C3=robber", "A>B C>B B>A D>C")
    assert v.executed == ("B",) and not v.village_wins and v.minion_solo and v.winners == ("A",)


def test_t11_literal_no_werewolf_scope() -> None:
    """ONUW-T11, D1 option, §4.3 notes: with werewolves in the centre counted, E6 is no village win; the Minion wins."""
    literal = OnuwOptions(no_werewolf_scope="players_and_center")
    v = verdict("A=minion B=villager C=seer D=troublemaker C1=werewolf C2=werewolf C3=robber", "A>B B>C C>D D>A", literal)
    assert not v.village_wins and v.werewolf_team_wins and v.winners == ("A",)


def test_minion_dies_alone_without_wolves() -> None:
    """ONUW-D6: the Minion's own death is not "another player died": with no wolves, the village loses and so does the Minion."""
    v = verdict("A=minion B=villager C=seer D=troublemaker C1=werewolf C2=werewolf C3=robber", "A>B B>A C>A D>A")
    assert v.dead == ("A",) and not v.minion_solo and v.winners == ()


def test_e8_t12_tanner_alone() -> None:
    """ONUW-E8, T12, R32, G8, D8 (A7): the Tanner dies and wins alone; neither team wins."""
    v = verdict("A=tanner B=werewolf C=villager", "A>B B>A C>A")
    assert v.dead == ("A",) and v.winners == ("A",) and v.tanners_won == ("A",)
    assert not v.village_wins and not v.werewolf_team_wins


def test_e9_t12_tanner_and_werewolf_tie() -> None:
    """ONUW-E9, T12, R33: the Tanner and a werewolf both die: the Tanner and the village win."""
    v = verdict("A=tanner B=werewolf C=seer D=villager", "A>B B>A C>B D>A")
    assert v.dead == ("A", "B") and v.winners == ("A", "C", "D")


def test_tanner_death_blocks_the_minion_without_wolves() -> None:
    """ONUW-D6, R32: with no werewolf among the players, a Tanner's death also stops the Minion's solo win."""
    v = verdict("A=minion B=tanner C=seer D=villager C1=werewolf C2=werewolf", "A>B C>B B>A D>C")
    assert v.winners == ("B",) and not v.minion_solo


def test_each_tanner_wins_only_on_its_own_death() -> None:
    """ONUW-D8: with two Tanners (one a Doppelganger-Tanner) only the dead one wins."""
    v = verdict("A=tanner B=tanner C=werewolf D=villager", "A>B B>A C>A D>C")
    assert v.winners == ("A",)


def test_e10_t14_minion_executed() -> None:
    """ONUW-E10, T14, R23: the Minion dies but no werewolf does: the werewolf team (A, B) wins."""
    v = verdict("A=werewolf B=minion C=villager D=seer", "A>B B>C C>B D>B")
    assert v.executed == ("B",) and v.winners == ("A", "B") and v.werewolf_team_wins


def test_e11_t6_robbed_werewolf() -> None:
    """ONUW-E11, T6, R11, R27, A17: A holds the Robber when executed; B (now the wolf) and the team win."""
    game = game_with("A=werewolf B=robber C=villager C1=seer C2=werewolf C3=troublemaker")
    run_to(game, "robber")
    perform(game, "robber.swap", "B", ["A"])
    finish_night(game)
    vote(game, "B>A C>A A>C")
    result = resolve_day(game)
    assert result.final_roles["A"] == "robber" and result.verdict.winners == ("B",)


def test_t5_basic_village_win() -> None:
    """ONUW-T5, R16, R26: A peeks, B sees A is a werewolf, C passes; A is executed; B and C win."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    run_to(game, "werewolves")
    perform(game, "werewolf.peek", "A", ["C2"])
    advance(game)
    perform(game, "seer.look", "B", ["A"])
    advance(game)
    perform(game, "robber.swap", "C", [])
    finish_night(game)
    vote(game, "A>B B>A C>A")
    result = resolve_day(game)
    assert result.verdict.executed == ("A",) and result.verdict.winners == ("B", "C")


def test_t6_robber_takes_the_werewolf() -> None:
    """ONUW-T6, R11, R27: the Robber (C) takes A's wolf; A is executed as the Robber; B and C win."""
    game = game_with("A=werewolf B=werewolf C=robber D=villager C1=seer C2=troublemaker C3=villager")
    run_to(game, "robber")
    perform(game, "robber.swap", "C", ["A"])
    finish_night(game)
    vote(game, "B>A C>A D>A A>C")
    result = resolve_day(game)
    assert result.verdict.executed == ("A",) and result.final_roles["A"] == "robber"
    assert result.verdict.winners == ("B", "C")


def test_t7_troublemaker_moves_a_werewolf() -> None:
    """ONUW-T7, R28: C, made a werewolf by the Troublemaker, is executed: village A, B, D wins; C loses."""
    game = game_with("A=werewolf B=troublemaker C=villager D=seer C1=werewolf C2=robber C3=villager")
    run_to(game, "troublemaker")
    perform(game, "troublemaker.swap", "B", ["A", "C"])
    finish_night(game)
    vote(game, "A>C B>C D>C C>A")
    assert resolve_day(game).verdict.winners == ("A", "B", "D")


def test_t8_drunk_takes_a_centre_werewolf() -> None:
    """ONUW-T8, R29: the Drunk becomes a werewolf and is executed: village B, C wins."""
    game = game_with("A=drunk B=seer C=villager C1=werewolf C2=werewolf C3=robber")
    run_to(game, "drunk")
    perform(game, "drunk.swap", "A", ["C1"])
    finish_night(game)
    vote(game, "B>A C>A A>B")
    result = resolve_day(game)
    assert result.verdict.executed == ("A",) and result.verdict.winners == ("B", "C")


def test_t15_doppelganger_werewolf_executed() -> None:
    """ONUW-T15: E holds the Doppelganger-Werewolf card and is executed: village wins."""
    game = game_with("A=doppelganger B=werewolf C=troublemaker D=seer E=villager C1=werewolf C2=villager C3=robber")
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["B"])
    run_to(game, "troublemaker")
    perform(game, "troublemaker.swap", "C", ["A", "E"])
    finish_night(game)
    vote(game, "A>E B>E C>E D>E E>A")
    result = resolve_day(game)
    assert result.verdict.village_wins and result.verdict.winners == ("A", "C", "D")


def test_t16_run2_village_wins() -> None:
    """ONUW-T16 run 2: A (now the werewolf) is executed: village B, C, D wins."""
    game = game_with("A=doppelganger B=werewolf C=seer D=robber C1=villager C2=werewolf C3=troublemaker")
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["D"])
    perform(game, "doppel.robber", "A", ["B"])
    finish_night(game)
    vote(game, "B>A C>A D>A A>B")
    assert resolve_day(game).verdict.winners == ("B", "C", "D")


def test_t20_uncopied_doppelganger_is_village() -> None:
    """ONUW-T20, D3: the Drunk holding an uncopied Doppelganger is village; nobody dies: A, B, C win."""
    game = game_with("A=drunk B=seer C=villager C1=doppelganger C2=werewolf C3=werewolf")
    run_to(game, "drunk")
    perform(game, "drunk.swap", "A", ["C1"])
    finish_night(game)
    vote(game, "A>B B>C C>A")
    result = resolve_day(game)
    assert result.final_roles["A"] == "doppelganger" and result.verdict.winners == ("A", "B", "C")


def test_doppelganger_tanner_and_minion_keep_their_win() -> None:
    """ONUW-G5, §3.3: whoever ends with a Doppelganger-Tanner card is a Tanner and wins by dying."""
    game = game_with("A=doppelganger B=tanner C=werewolf D=robber C1=werewolf C2=villager C3=seer")
    run_to(game, "doppelganger")
    perform(game, "doppel.copy", "A", ["B"])
    run_to(game, "robber")
    perform(game, "robber.swap", "D", ["A"])
    finish_night(game)
    vote(game, "A>D B>D C>D D>A")
    result = resolve_day(game)
    assert result.final_roles["D"] == "tanner" and result.verdict.winners == ("D",)


def test_r13_votes_are_simultaneous() -> None:
    """ONUW-R13, R12: the order votes are entered in does not matter, and a later vote replaces an earlier one."""
    a = game_with("A=werewolf B=seer C=robber D=villager C1=werewolf C2=troublemaker C3=villager")
    b = game_with("A=werewolf B=seer C=robber D=villager C1=werewolf C2=troublemaker C3=villager")
    finish_night(a)
    finish_night(b)
    vote(a, "A>B B>A C>A D>A")
    vote(b, "D>B C>A B>A A>B D>A")
    assert resolve_day(a).verdict == resolve_day(b).verdict


def test_r1_one_vote_then_the_game_is_over() -> None:
    """ONUW-R1: one vote; after the result nothing more can be recorded."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    finish_night(game)
    vote(game, "A>B B>A C>A")
    resolve_day(game)
    assert game.state.phase == "ended"
    with pytest.raises(RuleError, match="WRONG_PHASE"):
        cast_vote(game, "A", "C")
    with pytest.raises(RuleError, match="WRONG_PHASE"):
        resolve_day(game)


def test_override_self_vote_and_missing_hunter_vote() -> None:
    """Overrides stay safe: a recorded self-vote counts, and a Hunter with no vote shoots nobody."""
    game = game_with("A=hunter B=werewolf C=villager C1=werewolf C2=seer C3=robber")
    finish_night(game)
    cast_vote(game, "B", "A")
    cast_vote(game, "C", "A")
    result = resolve_day(game, override=True)
    assert result.verdict.dead == ("A",) and result.verdict.shots == ()
    assert game.events[-1].override is not None and "VOTES_INCOMPLETE" in game.events[-1].override


def test_result_explains_why_in_both_languages() -> None:
    """§5 (result screen): the result gives the rule that fired, in ko and en, and every card's journey."""
    game = game_with("A=hunter B=werewolf C=villager D=robber C1=werewolf C2=seer C3=villager")
    run_to(game, "robber")
    perform(game, "robber.swap", "D", ["C"])
    finish_night(game)
    vote(game, "A>B B>A C>A D>C")
    result = resolve_day(game)
    en = result.explain("en")
    ko = result.explain("ko")
    assert en[:3] == [
        "Most votes (2): A executed.",
        "A was the Hunter and pointed at B: B dies too.",
        "A werewolf died (B): the village wins.",
    ]
    assert ko[0] == "최다 득표(2표): A 처형." and ko[2] == "늑대인간이 처형되었습니다(B). 마을 팀 승리."
    assert en[3] == "Winners: A, C, D."
    assert len(result.journeys) == 7 and len(en) == 4 + 7
    assert "Villager [villager-1]: starts at C → D (the Robber's swap) → ends at D" in en
