"""The day: open votes, the lock, ties, the Magician and the Fortune Teller (spec 3.4, TOR-R7-R11)."""

from __future__ import annotations

import pytest

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.torsis import (
    TorsisOptions,
    announcement_text,
    check_win,
    new_game,
    public_tally,
    real_tally,
    standard_assignment,
)
from tests.systems.torsis.builders import F5, F11, alive, at_day, at_night, day_votes, night_votes, table


def test_the_game_starts_with_a_day() -> None:
    """TOR-R7, TOR-T28: phase 0 is the setup reveal; ending it starts Day 1 (index 1), then Night 1 (2)."""
    game = table(*F5)
    assert game.state.phase_index == 0 and game.state.phase == "setup"
    game.end_phase()
    assert (game.state.phase_index, game.state.phase) == (1, "day")
    game.end_phase()
    assert (game.state.phase_index, game.state.phase) == (2, "night")


def test_day_tie_kills_nobody() -> None:
    """TOR-T8, TOR-R10: 2-2 tie, nobody dies, the game moves to Night 1 and nobody has won."""
    game = at_day(F5)
    day_votes(game, "P1>P3", "P2>P3", "P3>P1", "P5>P1")
    boundary = game.end_phase()
    assert boundary.deaths == () and boundary.result is None
    assert game.state.phase_index == 2 and alive(game) == {"P1", "P2", "P3", "P4", "P5"}
    assert check_win(game.state) is None


def test_votes_may_change_until_the_lock() -> None:
    """TOR-T9, TOR-R9, D3: P4 switches to P3 before the lock, P3 dies, the Butcher keeps the Torsis in."""
    game = at_day(F5)
    day_votes(game, "P1>P3", "P2>P3", "P4>P5", "P3>P1", "P4>P3")
    assert real_tally(game.state) == {"P3": 3, "P1": 1}
    boundary = game.end_phase()
    assert [d.player for d in boundary.deaths] == ["P3"] and boundary.deaths[0].causes == ("day_vote",)
    assert alive(game) == {"P1", "P2", "P4", "P5"} and boundary.result is None


def test_vote_change_with_the_role_reading_lets_the_humans_win() -> None:
    """TOR-T9, D1 torsis_scope="role": with the only Torsis-role player dead, the Humans win at once."""
    game = at_day(F5, options=TorsisOptions(torsis_scope="role"))
    day_votes(game, "P1>P3", "P2>P3", "P4>P5", "P3>P1", "P4>P3")
    result = game.end_phase().result
    assert result is not None and result.winner == "human" and result.condition == "all_torsis_dead"


def test_voting_is_optional_and_a_vote_can_be_withdrawn() -> None:
    """TOR-R9, D6: abstaining is allowed; a withdrawn vote no longer counts; no votes at all: nobody dies."""
    game = at_day(F5)
    day_votes(game, "P1>P3")
    game.cast_day_vote("P1", None)
    assert real_tally(game.state) == {} and game.end_phase().deaths == ()


def test_most_votes_dies() -> None:
    """TOR-R10, D6: the unique top count dies, even with a single vote."""
    game = at_day(F5)
    day_votes(game, "P1>P5")
    assert [d.player for d in game.end_phase().deaths] == ["P5"]


def test_only_the_living_vote_for_another_living_player() -> None:
    """TOR-R8, D6, TOR-T25: a dead voter is DEAD_ACTOR, a dead target BAD_TARGET, oneself SELF_TARGET."""
    game = at_day(F5)
    day_votes(game, "P1>P5", "P2>P5")
    game.end_phase()
    game.end_phase()
    for voter, target, code in [("P5", "P1", "DEAD_ACTOR"), ("P1", "P5", "BAD_TARGET"), ("P1", "P1", "SELF_TARGET")]:
        with pytest.raises(IllegalEventError) as caught:
            game.cast_day_vote(voter, target)
        assert caught.value.overridable and str(caught.value).startswith(code)


def test_day_votes_are_refused_at_night() -> None:
    """TOR-R8: the day vote happens by day only (WRONG_PHASE)."""
    game = at_night(F5)
    with pytest.raises(IllegalEventError, match="WRONG_PHASE"):
        game.cast_day_vote("P1", "P3")


def test_magician_fake_public_vote_and_real_hidden_vote() -> None:
    """TOR-T10, TOR-R22, TOR-R11, D12: public {T1 4, H1 3}, real {T1 3, H1 4}: H1 dies."""
    game = at_day(F11)
    day_votes(game, "H1>T1", "H2>T1", "CL>T1", "T1>H1", "T2>H1", "BU>H1", "MG>T1")
    game.cast_magician_real("MG", "H1")
    assert public_tally(game.state) == {"T1": 4, "H1": 3}
    assert real_tally(game.state) == {"T1": 3, "H1": 4}
    boundary = game.end_phase()
    assert [d.player for d in boundary.deaths] == ["H1"]
    words = announcement_text(game.state.announcements[-1], game.state, "en")
    assert words == "Died: H1"  # the name only: no counts, no role (D5, D12)


def test_magician_votes_may_name_the_same_player_or_nobody() -> None:
    """D12: both votes are optional and may be equal; only the real one counts."""
    game = at_day(F11)
    game.cast_day_vote("MG", "H2")
    game.cast_magician_real("MG", "H2")
    assert public_tally(game.state) == {"H2": 1} and real_tally(game.state) == {"H2": 1}
    game.cast_magician_real("MG", None)
    assert real_tally(game.state) == {}


def test_only_a_living_magician_casts_a_real_vote() -> None:
    """TOR-R22, TOR-R6: a non-Magician is NOT_ELIGIBLE; a dead Magician casts nothing."""
    game = at_day(F11)
    with pytest.raises(IllegalEventError, match="NOT_ELIGIBLE"):
        game.cast_magician_real("T1", "H1")
    game.cast_magician_real("MG", "H1")
    game.correct_status("MG", alive=False)
    assert real_tally(game.state) == {}


def test_fortune_teller_hidden_extra_vote() -> None:
    """TOR-T11, TOR-R18: FT picked T2 at night; next day the real tally is {T2 3, H3 2}: T2 dies."""
    game = at_night(F11)
    night_votes(game, "T1>H2", "T2>H3")
    game.fortune("FT", "T2")
    assert game.end_phase().deaths == ()
    day_votes(game, "H1>T2", "H2>T2", "T1>H3", "BU>H3")
    assert public_tally(game.state) == {"T2": 2, "H3": 2}
    assert real_tally(game.state) == {"T2": 3, "H3": 2}
    assert [d.player for d in game.end_phase().deaths] == ["T2"]


def test_fortune_teller_extra_vote_lapses_when_she_is_dead() -> None:
    """TOR-T11 variant, D11: the Torsis kill FT; next day {T2 2, H3 2} ties and nobody dies."""
    game = at_night(F11)
    night_votes(game, "T1>FT", "T2>FT")
    game.fortune("FT", "T2")
    assert [d.player for d in game.end_phase().deaths] == ["FT"]
    day_votes(game, "H1>T2", "H2>T2", "T1>H3", "BU>H3")
    assert real_tally(game.state) == {"T2": 2, "H3": 2} and game.end_phase().deaths == ()


def test_fortune_teller_vote_counts_only_the_next_day() -> None:
    """D11: the extra vote applies to the next day's tally only, not the day after."""
    game = at_night(F11)
    game.fortune("FT", "T2")
    game.end_phase()
    assert real_tally(game.state) == {"T2": 1}
    game.end_phase()
    game.end_phase()
    assert real_tally(game.state) == {}


def test_worked_day_example() -> None:
    """Spec 3.4 worked example: Day 2 with FT on T2 and the Magician really voting H3: tie, nobody dies."""
    game = at_night(F11)
    game.fortune("FT", "T2")
    game.end_phase()
    day_votes(game, "H1>T2", "H2>T2", "T1>H3", "BU>H3", "MG>T2")
    game.cast_magician_real("MG", "H3")
    assert public_tally(game.state) == {"T2": 3, "H3": 2}
    assert real_tally(game.state) == {"T2": 3, "H3": 3}
    assert game.end_phase().deaths == ()


def test_worked_day_example_without_the_real_vote() -> None:
    """Spec 3.4 worked example: had the Magician really voted for nobody, T2 would die (3 to 2)."""
    game = at_night(F11)
    game.fortune("FT", "T2")
    game.end_phase()
    day_votes(game, "H1>T2", "H2>T2", "T1>H3", "BU>H3", "MG>T2")
    assert real_tally(game.state) == {"T2": 3, "H3": 2}
    assert [d.player for d in game.end_phase().deaths] == ["T2"]


def test_a_standard_game_of_every_size_plays_a_quiet_day() -> None:
    """TOR-R7, TOR-R28: every standard size can start and run its first day and night."""
    for n in (5, 17, 30):
        seats = [f"P{i}" for i in range(n)]
        composition = standard_assignment(n)
        roles = [role for role, count in composition.items() for _ in range(count)]
        game = new_game(seats, composition, dealt=dict(zip(seats, roles, strict=True)))
        for _ in range(3):
            game.end_phase()
        assert game.state.phase_index == 3 and len(game.state.living()) == n
