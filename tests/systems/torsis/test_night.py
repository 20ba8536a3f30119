"""The night: the Torsis vote, the Priest, the Kamikaze, simultaneous resolution (spec 3.3, TOR-R12-R13, R17, R25)."""

from __future__ import annotations

import pytest

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.torsis import TorsisOptions, night_tally
from tests.systems.torsis.builders import C9, C11, F5, F11, alive, at_day, at_night, day_votes, night_votes, only_alive


def deaths(game: object) -> dict[str, tuple[str, ...]]:
    boundary = game.end_phase()  # type: ignore[attr-defined]
    return {d.player: d.causes for d in boundary.deaths}


def test_priest_protects_the_torsis_target() -> None:
    """TOR-T12, TOR-R17: the Priest protects H1 from the Torsis: nobody dies."""
    game = at_night(F11)
    night_votes(game, "T1>H1", "T2>H1")
    game.protect("PR", "H1")
    assert deaths(game) == {}


def test_priest_may_protect_himself() -> None:
    """TOR-T12 variant, D8: the Priest protects himself, so H1 dies of the Torsis kill."""
    game = at_night(F11)
    night_votes(game, "T1>H1", "T2>H1")
    game.protect("PR", "PR")
    assert deaths(game) == {"H1": ("torsis_kill",)}


def test_night_tie_kills_nobody() -> None:
    """TOR-T13, TOR-R12: T1 and T2 split their votes: no Torsis kill."""
    game = at_night(F11)
    night_votes(game, "T1>H1", "T2>H2")
    assert night_tally(game.state) == {"H1": 1, "H2": 1}
    assert deaths(game) == {}


def test_torsis_may_change_their_vote_until_the_night_ends() -> None:
    """TOR-R12: the night vote is optional and may be changed or withdrawn until resolution."""
    game = at_night(F11)
    night_votes(game, "T1>H1", "T2>H2", "T2>H1")
    game.cast_night_vote("T1", None)
    assert night_tally(game.state) == {"H1": 1}
    assert deaths(game) == {"H1": ("torsis_kill",)}


def test_kamikaze_ignores_the_priest() -> None:
    """TOR-T14, TOR-R25, D9: the Kamikaze and H1 die together (one seq); the protection does not help."""
    game = at_night(C9)
    night_votes(game, "T1>H1")
    game.protect("PR", "H1")
    game.kamikaze("KZ", "H1")
    assert deaths(game) == {"KZ": ("kamikaze_sacrifice",), "H1": ("kamikaze_attack",)}
    changes = [game.state.players[p].history[-1] for p in ("KZ", "H1")]
    assert changes[0].seq == changes[1].seq and changes[0].phase_index == 2


def test_kamikaze_kills_the_priest_and_the_protection_still_holds() -> None:
    """TOR-T15, D8: the Kamikaze kills the Priest; the Torsis target H1 stays protected."""
    game = at_night(C9)
    night_votes(game, "T1>H1")
    game.protect("PR", "H1")
    game.kamikaze("KZ", "PR")
    assert deaths(game) == {"KZ": ("kamikaze_sacrifice",), "PR": ("kamikaze_attack",)}
    assert "H1" in alive(game)


def test_torsis_tie_does_not_stop_the_kamikaze() -> None:
    """Spec 3.3 precedence: the Torsis tie, the Kamikaze attack still happens."""
    game = at_night(C9)
    game.kamikaze("KZ", "H2")
    assert deaths(game) == {"KZ": ("kamikaze_sacrifice",), "H2": ("kamikaze_attack",)}


def test_two_kamikazes_on_one_target() -> None:
    """Spec 3.3 precedence: both Kamikazes die, the target dies once."""
    game = at_night(("K1=kamikaze", "K2=kamikaze", "T1=torsis", "CL=cleaner", "BU=butcher") + tuple(f"H{i}=human" for i in range(6)))
    game.kamikaze("K1", "H0")
    game.kamikaze("K2", "H0")
    assert deaths(game) == {"K1": ("kamikaze_sacrifice",), "K2": ("kamikaze_sacrifice",), "H0": ("kamikaze_attack",)}


def test_torsis_target_the_kamikaze_who_attacks_someone() -> None:
    """Spec 3.3 precedence: the Kamikaze dies with both causes; the Kamikaze's target dies."""
    game = at_night(C9)
    night_votes(game, "T1>KZ")
    game.kamikaze("KZ", "H1")
    assert deaths(game) == {"KZ": ("kamikaze_sacrifice", "torsis_kill"), "H1": ("kamikaze_attack",)}


def test_torsis_target_who_died_mid_night_means_no_kill_and_no_fallback() -> None:
    """D7: the Torsis' top target is a knight who sacrificed tonight: no Torsis kill, no next-highest."""
    game = at_night(C11 + ("T3=torsis", "H4=human", "H5=human"))
    night_votes(game, "T1>WK", "T2>WK", "T3>H1")
    game.correct_status("H2", alive=False)
    game.use_knight("WK", "H2")
    assert deaths(game) == {}
    assert "H1" in alive(game) and "H2" in alive(game)


def test_kamikaze_dies_even_if_the_target_died_mid_night() -> None:
    """D9: the sacrifice happens even when the target is already dead at resolution."""
    game = at_night(C11 + ("KZ=kamikaze", "P1=priest", "P2=priest", "P3=priest", "P4=priest", "P5=priest", "P6=priest"))
    game.correct_status("H2", alive=False)
    game.kamikaze("KZ", "BK")
    game.use_knight("BK", "H2")
    assert deaths(game) == {"KZ": ("kamikaze_sacrifice",)}


def test_several_priests_each_protect_one_player() -> None:
    """D8: two Priests protect two players; both are safe from the Torsis kill."""
    game = at_night(F11 + ("P2=priest",))
    night_votes(game, "T1>H2", "T2>H2")
    game.protect("PR", "H1")
    game.protect("P2", "H2")
    assert deaths(game) == {}


def test_priest_protection_covers_only_tonight() -> None:
    """D8: protection lasts one night; the next night the same target can die."""
    game = at_night(F11)
    game.protect("PR", "H1")
    game.end_phase()
    game.end_phase()
    night_votes(game, "T1>H1", "T2>H1")
    assert deaths(game) == {"H1": ("torsis_kill",)}


def test_dead_priest_cannot_protect() -> None:
    """TOR-T25, TOR-R6: the Priest executed on Day 1 cannot protect in Night 1 (DEAD_ACTOR)."""
    game = at_day(F11)
    day_votes(game, "H1>PR", "H2>PR")
    game.end_phase()
    with pytest.raises(IllegalEventError, match="DEAD_ACTOR"):
        game.protect("PR", "H1")


def test_butcher_does_not_vote_at_night() -> None:
    """TOR-T26, D1: the Butcher's night vote is NOT_ELIGIBLE by default."""
    game = at_night(F5)
    with pytest.raises(IllegalEventError, match="NOT_ELIGIBLE"):
        game.cast_night_vote("P5", "P1")


def test_whole_torsis_team_votes_with_the_option() -> None:
    """TOR-T26, D1 night_voters="torsis_team": the Butcher's vote is accepted and counted."""
    game = at_night(F5, options=TorsisOptions(night_voters="torsis_team"))
    night_votes(game, "P5>P1")
    assert deaths(game) == {"P1": ("torsis_kill",)}


def test_night_targets_must_be_other_living_players() -> None:
    """D6, D9, D11: a Torsis or Kamikaze or Fortune Teller cannot pick themself or a dead player."""
    game = at_night(C9)
    only_alive(game, "T1", "CL", "BU", "KZ", "GD", "PR", "WD", "H1")
    for act, actor, target, code in [
        (game.cast_night_vote, "T1", "T1", "SELF_TARGET"),
        (game.cast_night_vote, "T1", "H2", "BAD_TARGET"),
        (game.kamikaze, "KZ", "KZ", "SELF_TARGET"),
        (game.protect, "PR", "H2", "BAD_TARGET"),
    ]:
        with pytest.raises(IllegalEventError, match=code):
            act(actor, target)


def test_torsis_may_target_their_own_side() -> None:
    """D24: any other living player, even a Torsis-team member, can be the night target."""
    game = at_night(C9)
    night_votes(game, "T1>BU")
    assert deaths(game) == {"BU": ("torsis_kill",)}


def test_night_abilities_are_refused_by_day() -> None:
    """TOR-R13: night abilities are used at night only (WRONG_PHASE)."""
    game = at_day(C9)
    for act, actor, target in [(game.protect, "PR", "H1"), (game.kamikaze, "KZ", "H1"), (game.cast_night_vote, "T1", "H1")]:
        with pytest.raises(IllegalEventError, match="WRONG_PHASE"):
            act(actor, target)


def test_only_the_role_holder_uses_an_ability() -> None:
    """Spec 2.2: each ability belongs to its role (NOT_ELIGIBLE otherwise)."""
    game = at_night(C9)
    for act, actor in [(game.protect, "H1"), (game.kamikaze, "T1"), (game.fortune, "CL")]:
        with pytest.raises(IllegalEventError, match="NOT_ELIGIBLE"):
            act(actor, "H2")


def test_butcher_has_no_ability_but_is_on_the_torsis_side() -> None:
    """TOR-R21: the Butcher can use no ability, yet counts for the Torsis side (Cleaner, wins)."""
    game = at_night(C9)
    for act in (game.cast_night_vote, game.protect, game.kamikaze, game.fortune, game.cleaner, game.prophet):
        with pytest.raises(IllegalEventError, match="NOT_ELIGIBLE"):
            act("BU", "H1")
    with pytest.raises(IllegalEventError, match="NOT_ELIGIBLE"):
        game.grave_keeper("BU")
    assert game.cleaner("CL", "BU").answer == "torsis"
