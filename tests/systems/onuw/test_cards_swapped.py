"""The moderator's hand correction (CardsSwapped): any two positions, before the result; cards are kept (ONUW-T21)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from grimoire_app.systems.onuw import CardsSwapped, RuleError, new_game

NAMES = ("A", "B", "C", "D", "E")
DECK = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "villager", "minion")


def test_a_hand_swap_moves_two_cards_and_shows_in_their_journeys() -> None:
    game = new_game(NAMES, DECK, rng=random.Random(4))
    a_card, c1_card = game.state.holding["A"], game.state.holding["C1"]
    game.record(CardsSwapped(a="A", b="C1"))
    assert (game.state.holding["A"], game.state.holding["C1"]) == (c1_card, a_card)
    assert Counter(game.state.holding.values()) == Counter(game.state.dealt.values())
    assert {move.action for move in game.state.moves} == {"moderator.swap"}
    game.undo()
    assert game.state.holding["A"] == a_card and game.state.moves == ()


@pytest.mark.parametrize(("a", "b", "code"), [("A", "A", "DUPLICATE_SLOT"), ("A", "Z", "BAD_TARGET")])
def test_nonsense_swaps_are_refused_even_with_an_override(a: str, b: str, code: str) -> None:
    game = new_game(NAMES, DECK, rng=random.Random(4))
    with pytest.raises(RuleError) as refused:
        game.record(CardsSwapped(a=a, b=b), override=True)
    assert code in refused.value.codes
