"""Rules defects the sweep found (issue 16 follow-ups): the Cerenovus's character check in one place, and the Evil
Twin whose character a Barber moves (docs/rules/cerenovus.md, eviltwin.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import check_choice, proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.snv_helpers import snv_at
from tests.systems.botc.tonight.tonight_helpers import choose, die, mark, record

QUIET = ("q1=sage", "q2=savant", "q3=oracle")


def test_the_cerenovus_check_and_the_record_agree(library: Library) -> None:
    """docs/rules/cerenovus.md test 6: choosing the Witch warns in check_choice (what the panel shows before Record) with
    the same reason Game.check refuses on Record; the Goblin (jinx) and the Sage pass both."""
    game = snv_at(library, "night", 1, "a=cerenovus", "b=nodashii", "c=witch", *QUIET)
    chooser, q1 = seat_of(game, "a"), seat_of(game, "q1")
    for character, expected in (("witch", ["cerenovus_not_good"]), ("goblin", []), ("sage", [])):
        warned = [r.code for r in check_choice(game, "cerenovus", [q1], [character])]
        refused = [getattr(r, "code", "") for r in game.check(NightChoice(seat=chooser, character="cerenovus", players=(q1,), characters=(character,)))]
        assert warned == refused == expected, character


def barber_night(library: Library, *players: str) -> Game:
    """Night 2 on Sects & Violets: the Barber a died today (HAIRCUTS TONIGHT), the No Dashii b swaps; TWIN by q1."""
    game = snv_at(library, "night", 2, "a=barber", "b=nodashii", "c=eviltwin", *players, *QUIET)
    mark(game, "q1", "eviltwin", "Twin")
    mark(game, "a", "barber", "Haircuts Tonight")
    die(game, "a")
    return game


def twin_offers(game: Game) -> list:  # type: ignore[type-arg]
    """Return tonight's Evil Twin proposals."""
    return [p for p in proposed_deaths(game) if p.source == "eviltwin"]


def twin_by(game: Game) -> list[str]:
    """Return the names of the players the TWIN lies by."""
    return [s.name for s in game.state.seats for r in s.reminders if (r.character, r.token) == ("eviltwin", "Twin")]


def test_a_barber_swap_making_a_good_evil_twin_moves_the_twin_to_the_evil_side(library: Library) -> None:
    """docs/rules/eviltwin.md test 12: the No Dashii swaps the Evil Twin c with the good Klutz d: d is a good Evil Twin,
    c an evil Klutz; TWIN (by the good q1) is proposed moved to c, the previous Evil Twin, other evil players instead."""
    game = barber_night(library, "d=klutz", "w=witch")
    choose(game, "barber", "c", "d")
    assert game.state.seat(seat_of(game, "d")).character == "eviltwin" and game.state.seat(seat_of(game, "d")).alignment == "good"
    [offer] = twin_offers(game)
    assert offer.seat == seat_of(game, "c") and [r.code for r in offer.why] == ["eviltwin_twin_same_side"]
    assert {a.seat for a in offer.alternatives} == {seat_of(game, "b"), seat_of(game, "w")}
    record(game, offer.events)
    assert twin_by(game) == ["c"]
    assert not twin_offers(game)


def test_a_barber_swapping_the_twins_reverses_the_pair(library: Library) -> None:
    """docs/rules/eviltwin.md test 13: the No Dashii swaps the Evil Twin c and its twin q1: q1 is the (good) Evil Twin with
    TWIN on itself; the TWIN is proposed moved to c (evil, now the Sage): the same two players, roles reversed."""
    game = barber_night(library, "d=klutz")
    choose(game, "barber", "c", "q1")
    [offer] = twin_offers(game)
    assert offer.seat == seat_of(game, "c")
    record(game, offer.events)
    assert twin_by(game) == ["c"]


def test_a_barber_swap_between_evil_players_keeps_the_pair(library: Library) -> None:
    """docs/rules/eviltwin.md test 14: the No Dashii swaps the Evil Twin c with the Witch w: w is an evil Evil Twin and
    the good q1 still its twin: no proposal."""
    game = barber_night(library, "d=klutz", "w=witch")
    choose(game, "barber", "c", "w")
    assert game.state.seat(seat_of(game, "w")).character == "eviltwin"
    assert not twin_offers(game)
    assert twin_by(game) == ["q1"]
