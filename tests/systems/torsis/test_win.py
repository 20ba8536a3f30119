"""Winning (spec 4, TOR-R1-R3, D2, D3, D16-D19, TOR-T22-T24, TOR-T29)."""

from __future__ import annotations

import pytest

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.torsis import TorsisOptions, check_win, explain
from tests.systems.torsis.builders import C9, F5, at_day, at_night, day_votes, night_votes, only_alive, table

# Spec 4 worked examples: the living roles, the options, and (winner, stolen_from) or None to continue.
WORKED = {
    "W1": (("human", "human", "cleaner"), "team", ("human", None)),
    "W2": (("torsis", "butcher", "human"), "team", ("torsis", None)),
    "W3": (("torsis", "butcher", "human", "priest"), "team", None),
    "W4": (("torsis", "butcher", "wanderer"), "team", ("wanderer", "torsis")),
    "W5": (("human", "wanderer"), "team", ("wanderer", "human")),
    "W6": (("torsis",), "team", ("torsis", None)),
    "W7": (("wanderer", "wanderer"), "team", ("wanderer", "human")),
    "W9": (("gravedigger", "magician", "human", "human", "wanderer"), "team", None),
    "W10": (("butcher", "human"), "role", ("human", None)),
    "W10-team": (("butcher", "human"), "team", None),
}


@pytest.mark.parametrize("example", list(WORKED))
def test_worked_win_examples(example: str) -> None:
    """Spec 4 W1-W7, W9, W10: the result with exactly these players alive."""
    living, scope, expected = WORKED[example]
    game = table(*(f"P{i}={role}" for i, role in enumerate(living)), options=TorsisOptions(torsis_scope=scope))  # type: ignore[arg-type]
    result = check_win(game.state)
    assert (result.winner, result.stolen_from) == expected if result else expected is None


def test_nobody_alive_is_a_draw() -> None:
    """Spec 4 W8, D17: with nobody alive the game is a draw with no winners."""
    game = table("P1=torsis")
    game.correct_status("P1", alive=False)
    result = check_win(game.state)
    assert result is not None and result.winner == "draw" and result.condition == "nobody_alive" and result.winners == ()


def test_majority_is_strict_and_of_the_living() -> None:
    """TOR-R2, D2: 2 of 4 living is not a majority; 2 of 3 is; the dead do not count."""
    game = at_day(F5)
    day_votes(game, "P2>P1", "P3>P1")
    assert game.end_phase().result is None
    night_votes(game, "P3>P4")
    result = game.end_phase().result
    assert result is not None and result.winner == "torsis" and result.condition == "torsis_majority"
    assert result.winners == ("P3", "P5") and (result.torsis_alive, result.alive) == (2, 3)


def test_humans_win_when_every_torsis_side_player_is_dead() -> None:
    """TOR-R1, D3: the day executes the last Torsis-team player; the whole human team wins, dead or alive."""
    game = at_day(C9, day=2)
    only_alive(game, "T1", "H1", "CL", "PR", "H2")
    day_votes(game, "H1>T1", "CL>T1", "PR>T1")
    result = game.end_phase().result
    assert result is not None and result.winner == "human" and result.stolen_from is None
    assert set(result.winners) == {"CL", "PR", "H1", "H2"}


def test_torsis_win_when_the_other_teams_are_all_dead() -> None:
    """TOR-R2(b): no living player of the other teams. (With the role reading it is not a majority.)"""
    game = at_day(C9, day=2, options=TorsisOptions(torsis_scope="role"))
    only_alive(game, "T1", "BU", "KZ", "H1")
    day_votes(game, "T1>H1", "BU>H1")
    result = game.end_phase().result
    assert result is not None and result.winner == "torsis" and result.condition == "others_dead"


def test_wanderers_steal_the_human_win() -> None:
    """TOR-T22a, TOR-R3, D18: living {T1, H1, WD}; T1 executed; WD alive: Wanderers win, stolen from Humans."""
    game = at_day(C9, day=2)
    only_alive(game, "T1", "H1", "WD")
    day_votes(game, "H1>T1", "WD>T1")
    result = game.end_phase().result
    assert result is not None and (result.winner, result.stolen_from, result.winners) == ("wanderer", "human", ("WD",))
    assert game.state.result == result


def test_wanderers_steal_the_torsis_win() -> None:
    """TOR-T22b, TOR-R3: living {T1, BU, WD} at a boundary: 2·2 > 3, a Wanderer lives: Wanderers win."""
    game = at_day(C9, day=2)
    only_alive(game, "T1", "BU", "WD")
    result = game.end_phase().result
    assert result is not None and (result.winner, result.stolen_from) == ("wanderer", "torsis")


def test_dead_wanderers_steal_nothing() -> None:
    """TOR-T22c, D18: as (a) but WD died earlier: the Humans win, the dead human-team players too."""
    game = at_day(C9, day=2)
    only_alive(game, "T1", "H1")
    day_votes(game, "H1>T1")
    result = game.end_phase().result
    assert result is not None and result.winner == "human"
    assert set(result.winners) == {"CL", "PR", "H1", "H2"}


def test_every_wanderer_wins_alive_or_dead() -> None:
    """D18: in a Wanderer win every Wanderer wins, the dead ones too."""
    seats = C9 + ("W2=wanderer", "H3=human", "H4=human")
    game = at_day(seats, day=2)
    only_alive(game, "T1", "H1", "WD")
    day_votes(game, "H1>T1", "WD>T1")
    result = game.end_phase().result
    assert result is not None and set(result.winners) == {"WD", "W2"}


def test_torsis_majority_after_a_night_kill() -> None:
    """TOR-T23 (F5): Day 1 executes P1 (continue at 2 of 4), Night 1 kills P4: the Torsis win with P3, P5."""
    game = at_day(F5)
    day_votes(game, "P2>P1", "P3>P1")
    assert game.end_phase().result is None
    night_votes(game, "P3>P4")
    result = game.end_phase().result
    assert result is not None and result.winner == "torsis" and result.winners == ("P3", "P5")


def test_draw_when_the_kamikaze_takes_the_last_player() -> None:
    """TOR-T24, D17: living {KZ, H1} at the start of the night; KZ attacks H1: both die: a draw."""
    game = at_night(C9)
    only_alive(game, "KZ", "H1")
    assert check_win(game.state) is None
    game.kamikaze("KZ", "H1")
    result = game.end_phase().result
    assert result is not None and result.winner == "draw" and result.condition == "nobody_alive"


def test_declared_draw_ends_the_game() -> None:
    """TOR-T29, D19: declare_draw at any phase gives a draw; later actions are GAME_OVER."""
    for phase in range(3):
        game = table(*F5)
        for _ in range(phase):
            game.end_phase()
        game.declare_draw()
        assert game.state.result is not None and game.state.result.condition == "declared"
        with pytest.raises(IllegalEventError, match="GAME_OVER"):
            game.end_phase()


def test_win_is_checked_at_game_start() -> None:
    """Spec 3.1, D16: the check also runs when the setup reveal ends (here a table of Torsis only)."""
    game = table("T1=torsis", "T2=torsis", "BU=butcher")
    result = game.end_phase().result
    assert result is not None and result.winner == "torsis"


def test_the_game_ends_at_the_boundary_and_refuses_later_actions() -> None:
    """Spec 3.1 step 5: with a winner the game ends; every later action is GAME_OVER (overridable)."""
    game = at_day(F5)
    day_votes(game, "P2>P1", "P3>P1")
    game.end_phase()
    night_votes(game, "P3>P4")
    game.end_phase()
    with pytest.raises(IllegalEventError, match="GAME_OVER") as caught:
        game.cast_day_vote("P2", "P3")
    assert caught.value.overridable


def test_explanations_in_korean_and_english() -> None:
    """Spec 4: every result comes with a reason, in each language."""
    game = at_day(C9, day=2)
    only_alive(game, "T1", "H1", "WD")
    day_votes(game, "H1>T1", "WD>T1")
    result = game.end_phase().result
    assert result is not None
    assert "Wanderers win instead" in explain(result, "en") and "Humans win" in explain(result, "en")
    assert "유랑민 팀이 승리" in explain(result, "ko")
    assert "流民チームの勝利" in explain(result, "ja")
    majority = check_win(table("A=torsis", "B=butcher", "C=human").state)
    assert majority is not None and "2 of the 3 living" in explain(majority, "en")
    by_role = check_win(table("A=butcher", "B=human", options=TorsisOptions(torsis_scope="role")).state)
    assert by_role is not None and explain(by_role, "en", "role") == "Every Torsis is dead: the Humans win."
