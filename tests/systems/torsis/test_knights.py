"""The White and Black Knights: sacrifice now, revival in the next phase (TOR-R19, TOR-R24, D10)."""

from __future__ import annotations

import pytest

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.torsis import check_win, duplicate_revivals, public_tally, real_tally
from tests.systems.torsis.builders import C11, alive, at_day, at_night, day_votes, night_votes


def test_white_knight_sacrifice_by_day() -> None:
    """TOR-T20, TOR-R19, TOR-R11, D10 (C11): WK dies at once, its vote and the votes aimed at it are cleared,
    H1 cannot vote until the next phase, and H1 is alive (and targetable) from the start of Night 2."""
    game = at_night(C11)
    night_votes(game, "T1>H1", "T2>H1")
    game.end_phase()
    day_votes(game, "WK>T1", "H2>WK", "H3>T1")
    game.cast_day_vote("GK", "WK")
    game.use_knight("WK", "H1")
    assert not game.state.is_alive("WK") and not game.state.is_alive("H1")
    assert dict(game.state.day_votes) == {"H3": "T1"} and public_tally(game.state) == {"T1": 1}
    with pytest.raises(IllegalEventError, match="DEAD_ACTOR"):
        game.cast_day_vote("H1", "T1")
    game.cast_day_vote("H3", None)
    boundary = game.end_phase()
    assert boundary.revivals == ("H1",) and game.state.phase_index == 4 and game.state.is_alive("H1")
    night_votes(game, "T1>H1")


def test_knight_must_revive_a_dead_player() -> None:
    """TOR-T20, TOR-T27, D10: BK reviving the living T1 is BAD_TARGET; a knight reviving themself too."""
    game = at_day(C11)
    with pytest.raises(IllegalEventError, match="BAD_TARGET"):
        game.use_knight("BK", "T1")
    with pytest.raises(IllegalEventError, match="BAD_TARGET: BK is alive"):
        game.use_knight("BK", "BK")


def test_only_knights_revive_and_only_while_alive() -> None:
    """TOR-R19, TOR-R24, TOR-R6: a non-knight is NOT_ELIGIBLE; a dead knight is DEAD_ACTOR."""
    game = at_day(C11)
    game.correct_status("H3", alive=False)
    with pytest.raises(IllegalEventError, match="NOT_ELIGIBLE"):
        game.use_knight("CL", "H3")
    game.correct_status("WK", alive=False)
    with pytest.raises(IllegalEventError, match="DEAD_ACTOR"):
        game.use_knight("WK", "H3")


def test_knights_cannot_act_before_day_one() -> None:
    """TOR-R19: "by day or by night": not during the setup reveal (WRONG_PHASE)."""
    from tests.systems.torsis.builders import table

    game = table(*C11)
    game.correct_status("H3", alive=False)
    with pytest.raises(IllegalEventError, match="WRONG_PHASE"):
        game.use_knight("WK", "H3")


def test_black_knight_by_night_returns_the_target_at_dawn() -> None:
    """TOR-R24, spec 3.3: a knight used during Night k makes the target alive at the start of Day k+1;
    the knight's death is announced at dawn."""
    game = at_night(C11)
    game.correct_status("H3", alive=False)
    game.use_knight("BK", "H3")
    assert game.state.announcements[-1].phase_index == 1
    boundary = game.end_phase()
    assert boundary.revivals == ("H3",) and game.state.phase_index == 3
    announced = game.state.announcements[-1]
    assert announced.died == ("BK",) and announced.returned == ("H3",)


def test_revival_bookkeeping_for_two_knights_on_one_target() -> None:
    """TOR-T27, D10: WK and BK both revive H3: both die, H3 returns once, the warning flag is set."""
    game = at_day(C11)
    game.correct_status("H3", alive=False)
    game.use_knight("WK", "H3")
    game.use_knight("BK", "H3")
    assert duplicate_revivals(game.state) == ("H3",)
    assert not game.state.is_alive("WK") and not game.state.is_alive("BK")
    boundary = game.end_phase()
    assert boundary.revivals == ("H3",)
    assert [c.kind for c in game.state.players["H3"].history] == ["death", "revival"]
    assert game.state.pending_revivals == () and duplicate_revivals(game.state) == ()


def test_revivals_take_effect_in_the_next_phase() -> None:
    """TOR-T28, D10: a revival recorded in phase 3 has effective_phase 4."""
    game = at_day(C11, day=2)
    game.correct_status("H3", alive=False)
    game.use_knight("WK", "H3")
    pending = game.state.pending_revivals[0]
    assert (pending.used_in_phase, pending.effective_phase) == (3, 4)


def test_a_revived_knight_may_use_the_ability_again() -> None:
    """D10: WK revives H3 and dies; BK revives WK; WK, back, revives BK."""
    game = at_day(C11 + ("H4=human", "H5=human", "H6=human"))
    game.correct_status("H3", alive=False)
    game.use_knight("WK", "H3")
    game.end_phase()
    game.use_knight("BK", "WK")
    game.end_phase()
    assert game.state.is_alive("WK") and game.state.phase == "day"
    game.use_knight("WK", "BK")
    assert game.end_phase().revivals == ("BK",)


def test_the_revived_keep_their_role_and_act_again() -> None:
    """D10: the target returns with the same role and may vote and use abilities from then on."""
    game = at_day(C11)
    day_votes(game, "H1>CL", "H2>CL")
    game.end_phase()
    game.use_knight("WK", "CL")
    game.end_phase()
    day_votes(game, "CL>T1")
    assert game.state.players["CL"].role == "cleaner" and real_tally(game.state) == {"T1": 1}


def test_a_revival_before_the_win_check_keeps_the_torsis_in() -> None:
    """TOR-T21, D16: BK revives T2 and the day executes T1; T2 is back before the check: no winner."""
    game = at_day(C11, day=2)
    game.correct_status("T2", alive=False)
    for player in ("BU", "WK", "GK", "GD", "H3"):
        game.correct_status(player, alive=False)
    assert alive(game) == {"T1", "BK", "H1", "H2", "CL"}
    game.use_knight("BK", "T2")
    day_votes(game, "H1>T1", "H2>T1")
    boundary = game.end_phase()
    assert [d.player for d in boundary.deaths] == ["T1"] and boundary.revivals == ("T2",)
    assert alive(game) == {"T2", "H1", "H2", "CL"} and boundary.result is None and game.state.phase == "night"


def test_win_checked_before_revivals_with_the_option() -> None:
    """TOR-T21 variant, D16 win_check_after_revivals=False: the same sequence lets the Humans win."""
    from grimoire_app.systems.torsis import TorsisOptions

    game = at_day(C11, day=2, options=TorsisOptions(win_check_after_revivals=False))
    for player in ("T2", "BU", "WK", "GK", "GD", "H3"):
        game.correct_status(player, alive=False)
    game.use_knight("BK", "T2")
    day_votes(game, "H1>T1", "H2>T1")
    result = game.end_phase().result
    assert result is not None and result.winner == "human" and result.condition == "all_torsis_dead"


def test_a_death_mid_phase_is_checked_only_at_the_boundary() -> None:
    """D16: a knight's sacrifice can meet a win condition now; the game ends only when the phase ends."""
    game = at_day(("T1=torsis", "BU=butcher", "CL=cleaner", "WK=white_knight", "H1=human", "H2=human"))
    game.correct_status("H1", alive=False)
    game.correct_status("H2", alive=False)
    game.use_knight("WK", "H1")
    assert check_win(game.state) is not None and game.state.result is None
    boundary = game.end_phase()
    assert boundary.revivals == ("H1",) and boundary.result is None
