"""Setup: validation of a table and a selection, card names, and the deal (ONUW §1.2, §2.3)."""

from __future__ import annotations

import random

import pytest

from grimoire_app.systems.onuw import (
    CardsDealt,
    OnuwGame,
    OnuwOptions,
    RuleError,
    TableSet,
    make_cards,
    new_game,
    new_round,
    random_deal,
    validate_setup,
)

from .builders import game_with

FIVE = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "mason", "drunk"]
THREE = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"]


def codes(players: int | list[str], deck: list[str]) -> dict[str, str]:
    return {issue.code: issue.severity for issue in validate_setup(players, deck)}


def test_t1_deck_size() -> None:
    """ONUW-T1, R4: 5 players with 7 cards is a DECK_SIZE error (5 players use 8 cards)."""
    assert codes(5, FIVE[:7])["DECK_SIZE"] == "error"
    assert "DECK_SIZE" not in codes(5, [*FIVE[:7], "hunter"])


def test_t1_player_count() -> None:
    """ONUW-T1, R2, D10 (A14): 2 or 11 players is a PLAYER_COUNT error; 3 and 10 are fine."""
    assert codes(2, ["werewolf"] * 5)["PLAYER_COUNT"] == "error"
    assert codes(11, ["villager"] * 14)["PLAYER_COUNT"] == "error"
    assert "PLAYER_COUNT" not in codes(3, THREE)
    ten = ["doppelganger", "werewolf", "werewolf", "minion", "mason", "mason", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager", "tanner"]
    assert codes(10, ten) == {}


def test_t1_component_limit() -> None:
    """ONUW-T1, R3: a deck with 4 villagers (the box has 3) is a COMPONENT_LIMIT error."""
    assert codes(4, ["villager"] * 4 + ["werewolf", "seer", "robber"])["COMPONENT_LIMIT"] == "error"


def test_t1_single_mason_is_a_warning() -> None:
    """ONUW-T1, R5, A15: one Mason is valid with a SINGLE_MASON warning, not an error."""
    assert codes(5, FIVE) == {"SINGLE_MASON": "warning"}


def test_t1_no_werewolf_card_is_a_warning() -> None:
    """ONUW-T1, R8, R18: a deck without werewolves is valid with a NO_WEREWOLF_CARD warning."""
    assert codes(3, ["seer", "robber", "troublemaker", "villager", "villager", "villager"]) == {"NO_WEREWOLF_CARD": "warning"}


def test_unknown_role() -> None:
    """§2.3: a role id not in table 2.1 is an UNKNOWN_ROLE error, named in the message."""
    issues = validate_setup(3, ["werewolf", "werewolf", "seer", "robber", "troublemaker", "vampire"])
    assert [i.code for i in issues] == ["UNKNOWN_ROLE"]
    assert "'vampire'" in issues[0].text("en") and "'vampire'" in issues[0].text("ko")


def test_player_names_must_be_usable_ids() -> None:
    """Player names are the ids: unique, not blank, never a centre slot name."""
    issues = validate_setup(["A", "A", "C1"], THREE)
    assert [i.code for i in issues] == ["PLAYER_NAMES", "PLAYER_NAMES"]


def test_every_issue_reads_in_both_languages() -> None:
    """Each issue's message leads with its code and reads in ko and en."""
    for issue in validate_setup(["A", ""], ["villager"] * 4 + ["vampire", "mason"]):
        assert issue.text("en").startswith(issue.code) and issue.text("ko").startswith(issue.code)


def test_setup_errors_refuse_the_table() -> None:
    """§2.3: a game may start only without errors; warnings do not refuse."""
    with pytest.raises(RuleError) as caught:
        new_game(list("ABCDE"), FIVE[:7], rng=random.Random(1))
    assert caught.value.codes == ("DECK_SIZE",) and not caught.value.overridable
    game = new_game(list("ABCDE"), FIVE, rng=random.Random(1))
    assert game.state.phase == "night"


def test_moderator_may_override_the_box_limit() -> None:
    """A home-made fourth Villager: COMPONENT_LIMIT is a rule the moderator may override (recorded)."""
    deck = ["villager"] * 4 + ["werewolf", "werewolf", "seer"]
    with pytest.raises(RuleError):
        new_game(list("ABCD"), deck, rng=random.Random(2))
    game = new_game(list("ABCD"), deck, rng=random.Random(2), override=True)
    first = game.events[0]
    assert first.override is not None and first.override.startswith("COMPONENT_LIMIT")


def test_card_ids_count_per_role() -> None:
    """§2.3: cards are named <role>-<k>, k counting per role in deck order."""
    assert [c.id for c in make_cards(["werewolf", "villager", "werewolf"])] == ["werewolf-1", "villager-1", "werewolf-2"]


def test_r6_deal_one_card_each_and_three_in_the_centre() -> None:
    """ONUW-R6: every player gets one card, the other three lie in the centre; every card is used once."""
    deal = random_deal(list("ABCDE"), FIVE, random.Random(7))
    assert list(deal) == ["A", "B", "C", "D", "E", "C1", "C2", "C3"]
    assert sorted(deal.values()) == sorted(c.id for c in make_cards(FIVE))


def test_deal_is_reproducible_and_recorded() -> None:
    """The same seed gives the same deal, and the deal is an event, so replay never re-deals."""
    one = new_game(list("ABCDE"), FIVE, rng=random.Random(42))
    two = new_game(list("ABCDE"), FIVE, rng=random.Random(42))
    assert one.state.holding == two.state.holding
    dealt = one.events[1]
    assert isinstance(dealt, CardsDealt)
    assert OnuwGame(one.events).state == one.state
    assert dict(dealt.deal) == dict(one.state.dealt)


def test_r7_each_player_knows_their_dealt_card() -> None:
    """ONUW-R7: each player looks at their own card; the dealt role stays known to the model."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    assert [game.state.dealt_role(p) for p in "ABC"] == ["werewolf", "seer", "robber"]


def test_r8_roles_in_play_are_the_whole_selection() -> None:
    """ONUW-R8: the public token strip is the whole selection, centre cards included."""
    game = game_with("A=werewolf B=seer C=robber C1=werewolf C2=troublemaker C3=villager")
    assert sorted(game.state.deck) == sorted(THREE)


def test_manual_deal_must_match_the_selection() -> None:
    """A hand-entered deal must use exactly the selected cards (BAD_DEAL, not overridable)."""
    with pytest.raises(RuleError) as caught:
        new_game(list("ABC"), THREE, deal={"A": "werewolf", "B": "werewolf", "C": "werewolf", "C1": "seer", "C2": "robber", "C3": "troublemaker"})
    assert caught.value.codes == ("BAD_DEAL",)
    game = OnuwGame()
    game.record(TableSet(players=("A", "B", "C"), deck=tuple(THREE)))
    with pytest.raises(RuleError, match="BAD_DEAL"):
        game.record(CardsDealt(deal={"A": "werewolf-1", "B": "seer-1", "C": "robber-1"}), override=True)


def test_new_round_keeps_players_and_selection() -> None:
    """A new round: a fresh game with the same names in the same seats and, by default, the same roles."""
    old = new_game(list("ABCDE"), FIVE, rng=random.Random(3), options=OnuwOptions(discussion_seconds=120))
    fresh = new_round(old, rng=random.Random(4))
    assert fresh.state.players == old.state.players and fresh.state.deck == old.state.deck
    assert fresh.state.options.discussion_seconds == 120
    assert fresh.state.phase == "night" and fresh.state.night == () and len(fresh.events) == 2
    other = new_round(old, rng=random.Random(4), deck=[*FIVE[:6], "mason", "mason"])
    assert other.state.deck.count("mason") == 2


def test_new_round_needs_a_table() -> None:
    """A new round of a game that was never set up is refused."""
    with pytest.raises(RuleError, match="WRONG_PHASE"):
        new_round(OnuwGame())


def test_d9_discussion_timer_default_and_option() -> None:
    """ONUW-D9 (A19): the discussion timer defaults to 5 minutes and is configurable; it changes no result."""
    assert OnuwOptions().discussion_seconds == 300
    game = new_game(list("ABC"), THREE, rng=random.Random(1), options=OnuwOptions(discussion_seconds=90))
    assert game.state.options.discussion_seconds == 90


def test_r35_beginner_selection() -> None:
    """ONUW-R35 (a tip): the beginner's roles (Seer, Robber, Troublemaker) make a clean 3-player table."""
    assert validate_setup(["A", "B", "C"], THREE) == []
