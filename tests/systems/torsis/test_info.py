"""Who learns what (spec 3.2, 3.5): setup knowledge, Cleaner, Prophet, Grave Keeper, Gravedigger."""

from __future__ import annotations

import pytest

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.torsis import (
    CleanerChecked,
    Info,
    Report,
    TorsisOptions,
    infos_of,
    info_text,
    new_game,
    standard_assignment,
)
from tests.systems.torsis.builders import C9, C11, S12, at_day, at_night, day_votes, night_votes, table


def setup_knowledge(seats: tuple[str, ...]) -> dict[str, Info]:
    game = table(*seats)
    boundary = game.end_phase()
    return {info.recipient: info for info in boundary.infos}


def test_torsis_see_each_other_and_gravediggers_see_the_torsis() -> None:
    """TOR-T7, TOR-R20, TOR-R26, D4 (C11): T1 and T2 see each other; GD sees both; nobody else learns."""
    told = setup_knowledge(C11)
    assert set(told) == {"T1", "T2", "GD"}
    assert told["T1"].players == ("T2",) and told["T2"].players == ("T1",)
    assert told["GD"].kind == "gravedigger_sight" and told["GD"].players == ("T1", "T2") and told["GD"].gravediggers == ()


def test_a_lone_torsis_is_told_there_is_nobody_else() -> None:
    """TOR-T7 (C9): T1 is told {} and the Wanderer nothing."""
    told = setup_knowledge(C9)
    assert told["T1"].players == () and "WD" not in told
    game = table(*C9)
    game.end_phase()
    assert info_text(told["T1"], game.state, "en") == "Tell T1: there are no other Torsis"


def test_wanderers_do_not_learn_each_other() -> None:
    """TOR-T7, TOR-R27: in the standard 30-player game (3 Wanderers) no Wanderer is told anything."""
    seats = [f"P{i}" for i in range(30)]
    composition = standard_assignment(30)
    roles = [role for role, count in composition.items() for _ in range(count)]
    game = new_game(seats, composition, dealt=dict(zip(seats, roles, strict=True)))
    boundary = game.end_phase()
    wanderers = {p.id for p in game.state.holders("wanderer")}
    assert len(wanderers) == 3 and not {info.recipient for info in boundary.infos} & wanderers
    diggers = [info for info in boundary.infos if info.kind == "gravedigger_sight"]
    assert len(diggers) == 1 and len(diggers[0].players) == 3


def test_gravediggers_see_each_other_but_the_torsis_do_not_see_them() -> None:
    """D4, TOR-R26: two Gravediggers see each other; the Torsis' information does not name them."""
    told = setup_knowledge(C11 + ("G2=gravedigger",))
    assert told["GD"].gravediggers == ("G2",) and told["G2"].gravediggers == ("GD",)
    assert "GD" not in told["T1"].players and "G2" not in told["T1"].players


def test_cleaner_categories() -> None:
    """TOR-T18, TOR-R15, D1: the Butcher reads "torsis", the Wanderer "wanderer", the Priest "neither"."""
    for target, answer in [("BU", "torsis"), ("WD", "wanderer"), ("PR", "neither"), ("T1", "torsis")]:
        game = at_night(C9)
        assert game.cleaner("CL", target).answer == answer


def test_cleaner_cannot_check_himself_or_twice_a_night() -> None:
    """TOR-T18, D13: CL→CL is SELF_TARGET; a second use the same night is ALREADY_USED."""
    game = at_night(C9)
    with pytest.raises(IllegalEventError, match="SELF_TARGET"):
        game.cleaner("CL", "CL")
    game.cleaner("CL", "BU")
    with pytest.raises(IllegalEventError, match="ALREADY_USED"):
        game.cleaner("CL", "WD")
    game.end_phase()
    game.end_phase()
    assert game.cleaner("CL", "WD").answer == "wanderer"


def test_cleaner_with_the_role_reading() -> None:
    """TOR-T18, D1 torsis_scope="role": the Butcher reads "neither"."""
    game = at_night(C9, options=TorsisOptions(torsis_scope="role"))
    assert game.cleaner("CL", "BU").answer == "neither"


def test_a_recorded_answer_must_be_the_true_one() -> None:
    """TOR-R15: the engine refuses a false answer (WRONG_ANSWER), which the moderator may override."""
    game = at_night(C9)
    with pytest.raises(IllegalEventError, match="WRONG_ANSWER"):
        game.record(CleanerChecked(cleaner="CL", target="BU", answer="neither"))
    recorded = game.record(CleanerChecked(cleaner="CL", target="BU", answer="neither"), override=True)
    assert recorded.override is not None and "WRONG_ANSWER" in recorded.override


def test_prophet_learns_the_exact_role() -> None:
    """TOR-T19, TOR-R23: PP→CL is "cleaner", PP→T1 is "torsis"; a dead target is BAD_TARGET."""
    game = at_night(S12)
    assert game.prophet("PP", "CL").answer == "cleaner"
    game.end_phase()
    game.end_phase()
    assert game.prophet("PP", "T1").answer == "torsis"
    game.end_phase()
    day_votes(game, "H1>H3", "H2>H3")
    game.end_phase()
    with pytest.raises(IllegalEventError, match="BAD_TARGET"):
        game.prophet("PP", "H3")


def test_gravedigger_is_blind_while_dead_and_after_revival_sees_only_later_kills() -> None:
    """TOR-T16, TOR-R26, D10, D15 (C11)."""
    game = at_night(C11)
    night_votes(game, "T1>GD", "T2>GD")
    dawn = game.end_phase()
    assert [d.player for d in dawn.deaths] == ["GD"] and dawn.infos == ()
    game.use_knight("BK", "GD")
    assert game.state.announcements[-1].died == ("BK",) and not game.state.announcements[-1].boundary
    dusk = game.end_phase()
    assert dusk.deaths == () and dusk.revivals == ("GD",)
    assert game.state.announcements[-1].returned == ("GD",)
    night_votes(game, "T1>H1", "T2>H1")
    dawn = game.end_phase()
    assert dawn.infos == (Info(recipient="GD", kind="gravedigger", phase_index=5, reports=(Report(player="H1", role="human"),)),)


def test_gravedigger_learns_kamikaze_victims_but_not_the_kamikaze() -> None:
    """TOR-T14, D15: at dawn GD receives [(H1, human)]; the Kamikaze's own sacrifice is not reported."""
    game = at_night(C9)
    night_votes(game, "T1>H1")
    game.protect("PR", "H1")
    game.kamikaze("KZ", "H1")
    dawn = game.end_phase()
    assert [info.reports for info in dawn.infos] == [(Report(player="H1", role="human"),)]
    assert infos_of(game.state, "GD")[-1].reports == (Report(player="H1", role="human"),)


def test_gravedigger_with_nothing_to_learn_gets_an_empty_report() -> None:
    """Spec 3.5: nothing to report is an empty list, which the moderator signals as no information."""
    game = at_night(C9)
    dawn = game.end_phase()
    assert len(dawn.infos) == 1 and dawn.infos[0].reports == ()
    assert info_text(dawn.infos[0], game.state, "en") == "Tell GD: no information"


def test_grave_keeper_learns_about_the_days_dead() -> None:
    """TOR-T17, TOR-R16, D14 (C11): BU executed Day 1 → [(BU, True)]; Day 2 WK and H2 → both False."""
    game = at_day(C11)
    day_votes(game, "H1>BU", "H2>BU")
    game.end_phase()
    night_votes(game, "T1>H1", "T2>H2")
    assert game.grave_keeper("GK").reports == (Report(player="BU", was_torsis=True),)
    assert game.end_phase().deaths == ()
    game.use_knight("WK", "BU")
    day_votes(game, "H1>H2", "H3>H2")
    boundary = game.end_phase()
    assert game.state.is_alive("BU")
    # As written, T17 ends the game here: BU's return makes the Torsis side 5 of the 9 living (R2, D2).
    # The moderator can still give the Grave Keeper's information by overriding GAME_OVER.
    assert boundary.result is not None and boundary.result.winner == "torsis"
    learned = game.grave_keeper("GK", override=True)
    assert learned.reports == (Report(player="WK", was_torsis=False), Report(player="H2", was_torsis=False))


def test_dead_grave_keeper_learns_nothing() -> None:
    """TOR-T17 variant, TOR-R6: GK executed on Day 1 → grave_keeper(GK) is DEAD_ACTOR."""
    game = at_day(C11)
    day_votes(game, "H1>GK", "H2>GK")
    game.end_phase()
    with pytest.raises(IllegalEventError, match="DEAD_ACTOR"):
        game.grave_keeper("GK")


def test_grave_keeper_does_not_hear_of_deaths_after_her_own() -> None:
    """TOR-R16, spec 3.5: a revived Grave Keeper hears nothing of the deaths after her own.

    Her own death is not "after" it (alive_before holds just before it), so she hears of herself only.
    """
    game = at_day(C11 + ("H4=human", "H5=human"))
    game.correct_status("GK", alive=False)
    game.use_knight("WK", "GK")
    day_votes(game, "H1>H2", "H3>H2")
    game.end_phase()
    assert game.state.is_alive("GK") and game.grave_keeper("GK").reports == (Report(player="GK", was_torsis=False),)


def test_grave_keeper_with_the_role_reading() -> None:
    """D1 torsis_scope="role": the executed Butcher was not "Torsis"."""
    game = at_day(C11, options=TorsisOptions(torsis_scope="role"))
    day_votes(game, "H1>BU", "H2>BU")
    game.end_phase()
    assert game.grave_keeper("GK").reports == (Report(player="BU", was_torsis=False),)


def test_information_is_private_to_its_recipient() -> None:
    """Spec 3.5: each piece of information has one recipient; infos_of shows only that player's."""
    game = at_night(C11)
    game.cleaner("CL", "T1")
    assert [i.kind for i in infos_of(game.state, "CL")] == ["cleaner"]
    assert [i.kind for i in infos_of(game.state, "T1")] == ["torsis_allies"]
    assert infos_of(game.state, "H1") == ()
