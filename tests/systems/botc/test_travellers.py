"""Travellers at the table and exile (docs/rules/exile.md): seating, leaving, the limit, the exile threshold and rules."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import check_victory, exile_events, exile_passes, exile_votes_needed, triggers_for
from grimoire_app.systems.botc.events import CharacterAssigned, PlayerDied, PublicAct, SeatAdded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.systems.botc.travellers import (
    TravellerError,
    insert_index,
    seat_traveller,
    traveller_choices,
    traveller_count,
    traveller_leaves,
    traveller_limit,
)
from tests.builders import seat_of, table, to_phase
from tests.systems.botc.day_helpers import accept, ids

EXILE_NEEDED = {5: 3, 6: 3, 7: 4, 8: 4, 9: 5, 10: 5, 11: 6, 12: 6, 13: 7, 14: 7, 15: 8, 16: 8, 17: 9, 18: 9, 19: 10, 20: 10}
"""Half of all players, alive and dead, rounded up — typed by hand."""

FIVE = ("a=washerwoman", "b=chef", "c=empath", "d=poisoner", "e=imp")


def tb(library: Library, *players: str) -> Game:
    return table(library, "000", *players)


def seat(game: Game, name: str, left: str, right: str, character: str = "gunslinger", alignment: str = "good") -> str:
    events = seat_traveller(game, name, seat_of(game, left), seat_of(game, right), character, alignment)  # type: ignore[arg-type]
    for event in events:
        game.record(event)
    return seat_of(game, name)


@pytest.mark.parametrize("players", sorted(EXILE_NEEDED))
@pytest.mark.parametrize("dead", [0, 2, 4])
@pytest.mark.parametrize("travellers", [0, 1, 3])
def test_exile_threshold_is_half_of_all_players_rounded_up(players: int, dead: int, travellers: int) -> None:
    """docs/rules/exile.md test 1: 5-20 players, dead players and Travellers all count; the living threshold differs."""
    seats = tuple(Seat(f"s{i}", f"p{i}", character="gunslinger" if i < travellers else None, alive=i >= dead) for i in range(players))
    state = GameState(seats=seats)
    assert exile_votes_needed(state) == EXILE_NEEDED[players]
    assert exile_votes_needed(state) == -(-players // 2)


def test_exile_threshold_in_a_game_counts_the_dead_and_the_traveller(library: Library) -> None:
    """docs/rules/exile.md test 1: 7 dealt + 1 Traveller, 3 dead -> 4 votes (the execution threshold is 3)."""
    game = to_phase(tb(library, *FIVE, "f=monk", "g=saint"), "day", 2)
    seat(game, "t", "c", "d")
    for name in ("a", "b", "f"):
        game.record(kill(seat_of(game, name)))
    assert exile_votes_needed(game.state) == 4
    assert not exile_passes(game, ids(game, "a", "b", "f"))
    assert exile_passes(game, ids(game, "a", "b", "f", "t"))


def test_a_traveller_is_seated_between_two_neighbours_with_a_character_and_alignment(library: Library) -> None:
    """docs/rules/exile.md test 2: between b and c -> index 2; evil as the Storyteller chose; undo takes it back."""
    game = to_phase(tb(library, *FIVE), "day", 2)
    added, assigned = seat_traveller(game, "t", seat_of(game, "b"), seat_of(game, "c"), "beggar", "evil")
    assert isinstance(added, SeatAdded) and added.index == 2
    assert isinstance(assigned, CharacterAssigned) and (assigned.character, assigned.alignment) == ("beggar", "evil")
    game.record(added)
    game.record(assigned)
    assert [s.name for s in game.state.seats] == ["a", "b", "t", "c", "d", "e"]
    assert game.state.seat(seat_of(game, "t")).alignment == "evil"
    game.undo()
    game.undo()
    assert [s.name for s in game.state.seats] == ["a", "b", "c", "d", "e"]


def test_between_the_last_and_the_first_seat_is_the_end_and_non_neighbours_are_refused(library: Library) -> None:
    """docs/rules/exile.md test 2: e..a wraps round to the end; a and c are not neighbours; a non-Traveller is refused."""
    game = tb(library, *FIVE)
    assert insert_index(game.state, seat_of(game, "e"), seat_of(game, "a")) == 5
    with pytest.raises(TravellerError, match="not neighbours"):
        insert_index(game.state, seat_of(game, "a"), seat_of(game, "c"))
    with pytest.raises(TravellerError, match="not a Traveller"):
        seat_traveller(game, "t", seat_of(game, "a"), seat_of(game, "b"), "chef", "good")


def test_the_choices_put_the_scripts_travellers_first_then_every_official_one(library: Library) -> None:
    """docs/rules/exile.md Joining: the script's Travellers, then the other official ones (18 in all)."""
    game = tb(library, *FIVE)
    choices = traveller_choices(game)
    on_script = [c.id for c in game.script.characters if c.team.value == "traveller"]
    assert choices[: len(on_script)] == on_script
    assert len(choices) == len(set(choices)) == 18
    assert {"gunslinger", "bureaucrat", "thief", "voudon", "bishop"} <= set(choices)


def test_the_traveller_count_is_shown_against_the_official_limit_never_refused(library: Library) -> None:
    """docs/rules/exile.md Limit: up to 5 Travellers, 20 players in all; a sixth is seated anyway (over)."""
    assert [traveller_limit(n) for n in (5, 10, 15, 16, 17, 20)] == [5, 5, 5, 4, 3, 0]
    game = to_phase(tb(library, *FIVE), "day", 1)
    for number in range(6):
        last = game.state.seats[-1].name
        seat(game, f"t{number}", last, "a", "thief")
    count = traveller_count(game)
    assert (count.seated, count.limit, count.over) == (6, 5, True)


def test_a_traveller_leaves_and_its_history_stays(library: Library) -> None:
    """docs/rules/exile.md test 3: out of the circle, still named by the log; undo brings the seat back in place."""
    game = to_phase(tb(library, *FIVE), "day", 2)
    t = seat(game, "t", "b", "c")
    game.record(PublicAct(act="exile", seat=t, players=ids(game, "a")))
    game.record(traveller_leaves(game, t))
    assert [s.name for s in game.state.seats] == ["a", "b", "c", "d", "e"]
    assert game.state.seat(t).name == "t" and game.state.departed[-1].character == "gunslinger"
    assert game.state.log[-1].event.seat == t  # type: ignore[union-attr]
    with pytest.raises(TravellerError):
        traveller_leaves(game, seat_of(game, "a"))
    game.undo()
    assert [s.name for s in game.state.seats] == ["a", "b", "t", "c", "d", "e"] and game.state.departed == ()
    game.record(traveller_leaves(game, t))
    assert seat_traveller(game, "u", seat_of(game, "a"), seat_of(game, "b"), "thief", "good")[0].seat != t


def test_an_exile_may_be_called_once_per_traveller_per_day(library: Library) -> None:
    """docs/rules/exile.md test 4: a second call the same day is refused; the next day it is allowed."""
    game = to_phase(tb(library, *FIVE), "day", 2)
    t = seat(game, "t", "b", "c")
    for event in exile_events(game, t, ids(game, "a")):
        game.record(event)
    assert game.state.seat(t).alive
    with pytest.raises(IllegalEventError, match="already called today"):
        game.record(PublicAct(act="exile", seat=t, players=ids(game, "a", "b", "c", "d")))
    to_phase(game, "day", 3)
    for event in exile_events(game, t, ids(game, "a", "b", "c", "d")):
        game.record(event)
    assert not game.state.seat(t).alive


def test_only_a_traveller_is_exiled(library: Library) -> None:
    """docs/rules/exile.md Calling: exiling a non-Traveller is refused by the rules (the Storyteller may override)."""
    game = to_phase(tb(library, *FIVE), "day", 1)
    with pytest.raises(IllegalEventError, match="not a Traveller"):
        game.record(PublicAct(act="exile", seat=seat_of(game, "a"), players=()))


EXECUTION_TRIGGERS = {
    "virgin": "c=virgin",
    "saint": "c=saint",
    "goblin": "d=goblin",
    "mastermind": "d=mastermind",
    "undertaker": "c=undertaker",
    "cannibal": "c=cannibal",
    "minstrel": "c=minstrel",
    "devilsadvocate": "d=devilsadvocate",
    "pacifist": "c=pacifist",
    "sweetheart": "c=sweetheart",
    "vortox": "e=vortox",
    "scarletwoman": "d=scarletwoman",
    "moonchild": "c=moonchild",
    "godfather": "d=godfather",
    "klutz": "c=klutz",
    "fool": "c=fool",
    "tealady": "c=tealady",
    "sailor": "c=sailor",
}
"""Every character the app knows whose rule reads an execution (or a death by day), put in play in turn."""


@pytest.mark.parametrize("character", sorted(EXECUTION_TRIGGERS))
def test_an_exile_is_not_an_execution_for_any_trigger(library: Library, character: str) -> None:
    """docs/rules/exile.md test 5: exiling a Traveller fires no trigger, leaves today without an execution, dies as 'exile'."""
    players = dict(p.split("=") for p in FIVE)
    name, _, role = EXECUTION_TRIGGERS[character].partition("=")
    players[name] = role
    game = to_phase(tb(library, *(f"{n}={c}" for n, c in players.items())), "day", 2)
    t = seat(game, "t", "b", "c")
    act, death = exile_events(game, t, ids(game, "a", "b", "c", "d", "e"))
    fired = accept(game, act) + accept(game, death)
    assert fired == []
    assert isinstance(death, PlayerDied) and death.cause.kind == "exile"
    assert game.state.today().execution is None  # type: ignore[union-attr]
    assert not game.state.seat(t).alive
    victory = check_victory(game)
    assert victory is None
    dusk = check_victory(game, at_dusk=True)
    assert dusk is None or dusk.rule == "vortox.no_execution", "only the Vortox's 'no execution today' may end the day"
    assert triggers_for(game, death, "after") == []


def test_the_account_and_review_keep_a_departed_travellers_history(library: Library) -> None:
    """docs/rules/exile.md test 3: after the exiled Traveller leaves, the game's account still names them, exiled, in ko and en."""
    from grimoire_app.systems.botc.account import game_account
    from grimoire_app.systems.botc.account.text import account_lines
    from grimoire_app.systems.botc.describe import describe

    game = to_phase(tb(library, *FIVE), "day", 2)
    t = seat(game, "여행", "b", "c")
    for event in exile_events(game, t, ids(game, "a", "b", "c")):
        game.record(event)
    game.record(traveller_leaves(game, t))
    to_phase(game, "night", 3)
    account = game_account(game)
    korean, english = "\n".join(account_lines(account, "ko")), "\n".join(account_lines(account, "en"))
    assert "여행" in korean and "추방" in korean
    assert "여행" in english and "exiled" in english
    lines = [describe(event, game.state_at(index), game.script, library, "en") for index, event in enumerate(game.events)]
    assert any("여행" in line and "exiled" in line for line in lines)
    assert game.state.seat(t).name == "여행" and not game.state.seat(t).alive


def test_an_event_naming_a_traveller_who_left_is_refused(library: Library) -> None:
    """docs/rules/exile.md Leaving: nominating, voting with or exiling a departed Traveller is refused (overridable), with the name."""
    from grimoire_app.systems.botc.events import Nominated

    game = to_phase(tb(library, *FIVE), "day", 2)
    t = seat(game, "t", "b", "c")
    game.record(traveller_leaves(game, t))
    with pytest.raises(IllegalEventError, match="t has left the table"):
        game.record(Nominated(nominator=seat_of(game, "a"), nominee=t))
    with pytest.raises(IllegalEventError, match="t has left the table"):
        game.record(PublicAct(act="exile", seat=t, players=ids(game, "a")))
    game.record(Nominated(nominator=seat_of(game, "a"), nominee=seat_of(game, "e")))
    assert game.state.today().nominations[-1].nominee == seat_of(game, "e")  # type: ignore[union-attr]
