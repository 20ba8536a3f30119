"""Manual corrections: which overridden swap carries a dragged card, and how it is recognised again.

Spec §5 (the grimoire shows where each card is) and §2.4 (the card invariant: only exchanges).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from grimoire_app.systems.onuw import OnuwGame, RuleError, advance, cast_vote, new_game, perform, resolve_day
from grimoire_app.systems.onuw.events import CardsSwapped
from grimoire_app.systems.onuw.corrections import CorrectionRefused, correction_event, correction_moves, is_correction
from grimoire_app.systems.onuw.words import describe
from tests.ui.onuw.conftest import DECK, NAMES, SEED


def known() -> OnuwGame:
    return new_game(NAMES, DECK, rng=random.Random(SEED))


def correct(game: OnuwGame, a: str, b: str) -> CardsSwapped:
    event = correction_event(game.state, a, b)
    game.record(event)
    return event


def test_two_players_are_exchanged_without_using_anyones_turn() -> None:
    """The moderator's hand moves the cards; no night action is spent on it."""
    game = known()
    event = correct(game, "민수", "지현")
    assert event == CardsSwapped(a="민수", b="지현") and game.events[-1].override is None
    assert game.state.printed_role("민수") == "troublemaker" and game.state.printed_role("지현") == "robber"
    assert is_correction(game.events[-1], game.state_at(len(game.events) - 1))
    assert not game.state.done("troublemaker.swap") and not game.state.done("doppel.troublemaker")


def test_a_player_and_a_centre_card_or_two_centre_cards_are_exchanged() -> None:
    game = known()
    correct(game, "C2", "하은")
    assert game.state.printed_role("하은") == "seer" and game.state.printed_role("C2") == "werewolf"
    correct(game, "C1", "C3")
    assert game.state.printed_role("C1") == "werewolf" and game.state.printed_role("C3") == "villager"


def test_a_correction_during_the_doppelgangers_step_leaves_its_actions_free() -> None:
    deck = ("doppelganger", "werewolf", "werewolf", "troublemaker", "seer", "villager", "villager", "robber")
    deal = {"민수": "doppelganger", "지현": "werewolf", "서준": "troublemaker", "하은": "seer", "도윤": "villager",
            "C1": "werewolf", "C2": "villager", "C3": "robber"}
    game = new_game(NAMES, deck, deal=deal)
    correct(game, "민수", "지현")
    assert game.state.printed_role("민수") == "werewolf" and not game.state.done("doppel.copy")


def test_a_card_is_not_exchanged_with_itself() -> None:
    with pytest.raises(CorrectionRefused) as refused:
        correction_event(known().state, "민수", "민수")
    assert refused.value.key == "onuw.correct.same"


def test_cards_move_by_day_but_not_after_the_result() -> None:
    game = known()
    while game.state.phase == "night":
        if game.state.current_step == "drunk":
            perform(game, "drunk.swap", "도윤", ["C1"])
        advance(game)
    correct(game, "민수", "지현")
    assert game.state.printed_role("민수") == "troublemaker"
    for voter, target in zip(NAMES, NAMES[1:] + NAMES[:1], strict=True):
        cast_vote(game, voter, target)
    resolve_day(game)
    with pytest.raises(CorrectionRefused) as refused:
        correction_event(game.state, "민수", "지현")
    assert refused.value.key == "onuw.correct.not_night"
    with pytest.raises(RuleError):
        game.record(CardsSwapped(a="민수", b="지현"), override=True)


def test_corrections_keep_every_card_and_are_found_again_in_the_moves() -> None:
    """ONUW-T21: the multiset of cards never changes; the correction's moves are marked."""
    game = known()
    advance(game)
    perform(game, "werewolf.peek", "하은", ["C3"])
    correct(game, "하은", "C1")
    advance(game)
    state = game.state
    assert Counter(state.holding.values()) == Counter(state.dealt.values())
    found = correction_moves(game.events, game.state_at)
    assert {(state.moves[i].source, state.moves[i].dest) for i in found} == {("하은", "C1"), ("C1", "하은")}


def test_a_real_action_is_not_a_correction_and_both_describe_themselves() -> None:
    game = known()
    advance(game)
    perform(game, "werewolf.peek", "하은", ["C3"])
    peek_at = len(game.events) - 1
    correct(game, "C3", "민수")
    assert not is_correction(game.events[peek_at], game.state_at(peek_at))
    assert describe(game.events[peek_at], game.state_at(peek_at), "ko") == "하은: 혼자인 늑대인간의 가운데 카드 확인 → 가운데 3"
    last = len(game.events) - 1
    assert describe(game.events[last], game.state_at(last), "ko") == "수동 교정: 민수와 가운데 3의 카드 교환"
    assert describe(game.events[last], game.state_at(last), "en") == "Manual correction: the cards of 민수 and Centre 3 exchanged"
