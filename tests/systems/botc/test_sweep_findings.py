"""Bugs the base-script sweep found (scripts/sweep: demo games on tb/bmr/snv, 5-15 players), each as a model test.

Each test rebuilds the table of a failing demo game with concrete seats and asserts what the rules say.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.events import NightChoice, Phase, PhaseAdvanced, ReminderRemoved
from grimoire_app.systems.botc.tonight import advance_events, proposed_deaths
from tests.systems.botc.bmr_evil_helpers import bmr_game
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, fired_ids, mark
from tests.systems.botc.snv_helpers import snv_at
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose


def test_a_pithag_turning_the_only_demon_into_a_minion_ends_the_game_for_good(library: Library) -> None:
    """Spec 1.8 (good wins when no Demon is alive) and the Pit-Hag block (spec, Pit-Hag): night 2, the Pit-Hag s1
    turns the No Dashii s3 into a Flowergirl (not in play). No player is a Demon any more: good wins (sweep: snv
    9 players seed 0 went on for four days with no Demon)."""
    game = snv_at(library, "night", 2, "a=pithag", "b=mutant", "c=nodashii", "d=philosopher", "e=dreamer")
    assert check_victory(game) is None
    choose(game, "pithag", "c", characters=("flowergirl",))
    assert game.state.seat(seat_of(game, "c")).character == "flowergirl"
    victory = check_victory(game)
    assert victory is not None and victory.winner == "good" and victory.rule == "standard.demon_dead"
    assert victory.reason("en") == "No Demon is left in play."


def test_a_pithag_making_another_demon_out_of_the_demon_ends_nothing(library: Library) -> None:
    """Spec, Pit-Hag test 3 (Demon → another Demon): the No Dashii s3 becomes a Vortox; a Demon is still in play."""
    game = snv_at(library, "night", 2, "a=pithag", "b=mutant", "c=nodashii", "d=philosopher", "e=dreamer")
    choose(game, "pithag", "c", characters=("vortox",))
    assert game.state.seat(seat_of(game, "c")).character == "vortox"
    assert check_victory(game) is None


def test_a_table_that_never_had_a_demon_does_not_end(library: Library) -> None:
    """Spec 1.8: the 'no Demon left' win needs a Demon to have been in play (a table still being seated goes on)."""
    game = snv_at(library, "night", 1, "a=pithag", "b=mutant", "d=philosopher", "e=dreamer", "f=sage")
    assert check_victory(game) is None


def test_two_madness_prompts_at_one_dawn_execute_one_player_at_most(library: Library) -> None:
    """docs/rules/cerenovus.md and mutant.md, spec 1.7 (one execution a day): at dawn of day 1 the Cerenovus's MAD
    q1 and the Mutant a are both flagged; the Storyteller picks both: q1 is executed, the Mutant's prompt then
    proposes nothing (sweep: snv 15 players seed 302 was refused 'at most one execution a day')."""
    game = snv_at(library, "night", 1, "a=mutant", "b=nodashii", "c=cerenovus", "q1=sage", "q2=klutz", "q3=oracle")
    game.record(NightChoice(seat=seat_of(game, "c"), character="cerenovus", players=(seat_of(game, "q1"),), characters=("sage",)))
    mark(game, "q1", "cerenovus", "Mad")
    picks = {"cerenovus.madness": (seat_of(game, "q1"),), "mutant.madness": (seat_of(game, "a"),)}
    fired = accept(game, PhaseAdvanced(to=Phase(kind="day", number=1)), picks)
    assert sorted(fired_ids(fired)) == ["cerenovus.madness", "mutant.madness"]
    today = game.state.today()
    assert today is not None and today.execution == seat_of(game, "q1")
    assert not game.state.seat(seat_of(game, "q1")).alive and game.state.seat(seat_of(game, "a")).alive


def test_the_twin_token_comes_off_once_the_evil_twin_is_gone(library: Library) -> None:
    """docs/rules/eviltwin.md test 11 (Reminders: TWIN while a living player holds the ability) and the Pit-Hag block
    (the old ability's reminders end): night 2, the Pit-Hag turns the Evil Twin c into a Savant; at dawn TWIN comes
    off the twin q1 (sweep: snv games kept a TWIN with no Evil Twin in play to the end)."""
    game = snv_at(library, "night", 2, "a=pithag", "b=nodashii", "c=eviltwin", "q1=sage", "q2=klutz", "q3=oracle")
    mark(game, "q1", "eviltwin", "Twin")
    choose(game, "pithag", "c", characters=("savant",))
    assert game.state.seat(seat_of(game, "c")).character == "savant"
    removed = [e for e in advance_events(game) if isinstance(e, ReminderRemoved)]
    twin = next(r.id for r in game.state.seat(seat_of(game, "q1")).reminders if r.token == "Twin")
    assert [(e.reminder, e.because) for e in removed] == [(twin, "source_gone")]


def test_the_twin_token_stays_while_the_evil_twin_lives(library: Library) -> None:
    """docs/rules/eviltwin.md Reminders: a living Evil Twin keeps its TWIN through dawn and dusk."""
    game = snv_at(library, "night", 2, "a=pithag", "b=nodashii", "c=eviltwin", "q1=sage", "q2=klutz", "q3=oracle")
    mark(game, "q1", "eviltwin", "Twin")
    assert not [e for e in advance_events(game) if isinstance(e, ReminderRemoved)]


def test_a_poisoned_innkeepers_drunk_does_not_stop_the_pukka(library: Library) -> None:
    """docs/rules/innkeeper.md (a poisoned Innkeeper's choice does nothing) and pukka.md (last night's player dies):
    night 1 the Pukka d poisons the Innkeeper a; night 2 a (poisoned) picks d and g, DRUNK on d; the Pukka picks g:
    a dies. Sweep: bmr 8 players seed 3014 --wild kept the Pukka drunk every night and a alive for 15 nights.
    (The sweep's table had a Tea Lady at h, whose good neighbours g and a cannot die: h is a Gossip here, so the
    test is about the DRUNK alone.)"""
    game = bmr_game(library, "a=innkeeper", "b=fool", "c=godfather", "d=pukka", "e=minstrel", "f=tinker", "g=lunatic", "h=gossip")
    advance(game)
    choose(game, "pukka", "a")
    advance_to(game, "night", 2)
    choose(game, "innkeeper", "d", "g")
    choose(game, "pukka", "g")
    dying = [p.seat for p in proposed_deaths(game) if p.dies]
    assert dying == [seat_of(game, "a")]
