"""A token placed by a choice made while its source was drunk or poisoned is inert (docs/rules/innkeeper.md [DECISION]).

The rules judge an ability when it acts: the cycles of impairment sources the reliability judge used to break by
taking both sources as working (issue 16, sweep) now resolve by who was impaired when they chose.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import ReminderMoved, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app.systems.botc.tonight import proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.bmr_evil_helpers import BMR
from tests.systems.botc.setup_helpers import custom_script
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, mark


def seated(library: Library, *players: str) -> Game:
    """Seat "name=character" players on the Bad Moon Rising script plus the Poisoner and the No Dashii, still in setup."""
    game = Game(custom_script(library, (*BMR, "poisoner", "nodashii")), library)
    for player in players:
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    return game


def working(game: Game, name: str) -> bool:
    """Whether the player's ability works now."""
    return reliability(game, seat_of(game, name)).working


def token(game: Game, name: str, character: str, text: str) -> bool | None:
    """Return whether the player's (character, text) token is inert (None: no such token)."""
    found = [r.inert for r in game.state.seat(seat_of(game, name)).reminders if (r.character, r.token) == (character, text)]
    return found[0] if found else None


def test_a_sober_innkeepers_drunk_still_stops_the_pukka(library: Library) -> None:
    """docs/rules/innkeeper.md test 9 (the control of the sweep case): night 2 the sober Innkeeper a picks the Pukka d
    and g, DRUNK on d; the Pukka (drunk) picks g: a, poisoned last night, does not die."""
    game = seated(library, "a=innkeeper", "b=fool", "c=godfather", "d=pukka", "e=minstrel", "f=tinker", "g=lunatic", "h=gossip")
    advance(game)
    choose(game, "pukka", "b")
    advance_to(game, "night", 2)
    choose(game, "innkeeper", "d", "g")
    assert token(game, "d", "innkeeper", "Drunk") is False
    choose(game, "pukka", "g")
    assert not working(game, "d")
    assert [p.seat for p in proposed_deaths(game) if p.dies] == []


def test_the_poisoned_innkeepers_safe_protects_nobody(library: Library) -> None:
    """docs/rules/innkeeper.md test 10: the Innkeeper a, poisoned by the Pukka, puts SAFE on b and c: both inert; the
    Pukka's kill of last night's b goes through."""
    game = seated(library, "a=innkeeper", "b=fool", "c=godfather", "d=pukka", "e=minstrel", "f=tinker", "g=lunatic", "h=gossip")
    advance(game)
    choose(game, "pukka", "a")
    advance_to(game, "night", 2)
    placed = choose(game, "innkeeper", "e", "f")
    assert [e.inert for e in placed if isinstance(e, ReminderPlaced)] == [True, True, True]
    assert token(game, "e", "innkeeper", "Safe") is True


def test_the_sailor_and_the_pukka_choosing_each_other(library: Library) -> None:
    """docs/rules/sailor.md test 8: night 2 the sober Sailor a picks the Pukka d (DRUNK on d); then the Pukka, drunk,
    picks a: its POISONED is inert. a keeps working, d stays drunk (no cycle left for the judge to break)."""
    game = seated(library, "a=sailor", "b=fool", "c=godfather", "d=pukka", "e=minstrel", "f=tinker", "g=lunatic")
    advance(game)
    choose(game, "pukka", "b")
    advance_to(game, "night", 2)
    choose(game, "sailor", "d")
    events = choose(game, "pukka", "a")
    assert [e.inert for e in events if isinstance(e, ReminderMoved)] == [True]
    assert token(game, "a", "pukka", "Poisoned") is True
    assert working(game, "a") and not working(game, "d")
    assert [p.seat for p in proposed_deaths(game) if p.dies] == []


def test_the_pukkas_token_moved_by_a_sober_pukka_is_live_again(library: Library) -> None:
    """docs/rules/sailor.md test 9: the Pukka's POISONED moved while it was drunk is inert; moved on the next night
    by a sober Pukka it poisons again (a move is judged like a placement)."""
    game = seated(library, "a=sailor", "b=fool", "c=godfather", "d=pukka", "e=minstrel", "f=tinker", "g=lunatic")
    advance(game)
    choose(game, "pukka", "b")
    advance_to(game, "night", 2)
    choose(game, "sailor", "d")
    choose(game, "pukka", "a")
    advance_to(game, "night", 3)
    choose(game, "sailor", "c")
    choose(game, "pukka", "e")
    assert token(game, "e", "pukka", "Poisoned") is False
    assert not working(game, "e") and working(game, "d")


def test_the_poisoned_innkeeper_picking_the_poisoner(library: Library) -> None:
    """docs/rules/innkeeper.md test 11: night 2 the Poisoner c poisons the Innkeeper a; a picks c and b, DRUNK on c:
    inert. The Poisoner keeps working and a stays poisoned (the cycle used to leave both impaired)."""
    game = seated(library, "a=innkeeper", "b=fool", "c=poisoner", "d=pukka", "e=minstrel", "f=tinker", "g=lunatic")
    advance_to(game, "night", 2)
    choose(game, "poisoner", "a")
    choose(game, "innkeeper", "c", "b")
    assert token(game, "c", "innkeeper", "Drunk") is True
    assert working(game, "c") and not working(game, "a")


def test_a_sailor_poisoned_by_the_no_dashii_picking_it(library: Library) -> None:
    """docs/rules/sailor.md test 10: the No Dashii d poisons its Townsfolk neighbours, the Sailor c among them; night 2
    c picks d: DRUNK on d is inert, so d keeps working and c stays poisoned."""
    game = seated(library, "a=minstrel", "b=fool", "c=sailor", "d=nodashii", "e=tinker", "f=gossip", "g=godfather")
    mark(game, "c", "nodashii", "Poisoned")
    mark(game, "e", "nodashii", "Poisoned")
    advance_to(game, "night", 2)
    choose(game, "sailor", "d")
    assert token(game, "d", "sailor", "Drunk") is True
    assert working(game, "d") and not working(game, "c")


def test_the_courtier_naming_the_poisoner_while_poisoned(library: Library) -> None:
    """docs/rules/courtier.md test 7: night 1 the Poisoner c poisons the Courtier a; a names the Poisoner: no DRUNK
    is placed (its choice does nothing), so the Poisoner works on and a is poisoned; on night 2 both work."""
    game = seated(library, "a=courtier", "b=fool", "c=poisoner", "d=pukka", "e=minstrel", "f=tinker", "g=lunatic")
    advance(game)
    choose(game, "poisoner", "a")
    choose(game, "courtier", characters=("poisoner",))
    assert token(game, "c", "courtier", "Drunk 3") is None
    assert working(game, "c") and not working(game, "a")
    advance_to(game, "night", 2)
    assert working(game, "c") and working(game, "a")


def test_an_inert_courtier_token_stays_inert_as_it_counts_down(library: Library) -> None:
    """docs/rules/courtier.md test 8: an inert DRUNK 3 (placed by a drunk choice) becomes an inert DRUNK 2 at dusk."""
    game = seated(library, "a=courtier", "b=fool", "c=poisoner", "d=pukka", "e=minstrel", "f=tinker", "g=lunatic")
    advance(game)
    game.record(ReminderPlaced(reminder="r90", seat=seat_of(game, "c"), character="courtier", token="Drunk 3", inert=True))
    assert working(game, "c")
    advance_to(game, "night", 2)
    assert token(game, "c", "courtier", "Drunk 2") is True
    assert working(game, "c")


def test_an_inert_token_survives_a_save() -> None:
    """docs/rules/innkeeper.md [DECISION]: the inert mark is part of the recorded event, so a reloaded game agrees."""
    event = ReminderPlaced(reminder="r9", seat="s1", character="innkeeper", token="Drunk", inert=True)
    assert ReminderPlaced.model_validate(event.model_dump(mode="json")).inert is True
    assert "inert" not in ReminderPlaced(reminder="r9", seat="s1", character="innkeeper", token="Drunk").model_dump(mode="json", exclude_defaults=True)
