"""The Moonchild that dies at night chooses at dawn (docs/rules/moonchild.md, Triggers; tests 7-8)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import ReminderPlaced
from grimoire_app.systems.botc.tonight import MoonchildOffer, TonightError, moonchild_dawn_events, moonchild_offers, proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.bmr_evil_helpers import bmr_game
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, die, mark, record, step, tokens

EIGHT = ("A=lunatic:pukka", "B=godfather", "C=pukka", "D=courtier", "E=tinker", "F=chambermaid", "G=moonchild", "H=gossip")


def test_a_moonchild_killed_at_night_is_offered_every_living_player_and_its_choice_marks_dead(library: Library) -> None:
    """docs/rules/moonchild.md test 7: night 2 the Moonchild G dies: the offer lists A-F and H; choosing D puts DEAD on D;
    night 3 the Moonchild step proposes D's death (D is good)."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "night", 2)
    assert moonchild_offers(game) == ()
    die(game, "G", "demon", "pukka")
    g, d = seat_of(game, "G"), seat_of(game, "D")
    living = tuple(seat_of(game, n) for n in "ABCDEFH")
    assert moonchild_offers(game) == (MoonchildOffer(g, living, False, None),)
    events = moonchild_dawn_events(game, g, d)
    assert [(type(e), e.seat, e.token) for e in events] == [(ReminderPlaced, d, "Dead")]  # type: ignore[attr-defined]
    record(game, events)
    assert moonchild_offers(game) == (MoonchildOffer(g, living, False, d),)
    assert ("moonchild", "Dead") in tokens(game, "D")
    advance_to(game, "night", 3)
    assert moonchild_offers(game) == ()
    assert step(game, "moonchild").wakes_tonight
    choose(game, "moonchild", "D")
    assert [(p.seat, p.dies, p.source) for p in proposed_deaths(game) if p.seat == d] == [(d, True, "moonchild")]


def test_an_impaired_moonchild_chooses_but_marks_nothing_and_a_dead_choice_is_refused(library: Library) -> None:
    """docs/rules/moonchild.md test 8: drunk (the Courtier) when it died: the offer says so and the choice records nothing; a dead player is refused."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "night", 2)
    mark(game, "G", "courtier", "Drunk 3")
    die(game, "G", "demon", "pukka")
    g = seat_of(game, "G")
    offer = moonchild_offers(game)[0]
    assert offer.impaired and moonchild_dawn_events(game, g, seat_of(game, "D")) == []
    with pytest.raises(TonightError, match="living player"):
        moonchild_dawn_events(game, g, g)
    with pytest.raises(TonightError, match="no Moonchild"):
        moonchild_dawn_events(game, seat_of(game, "D"), g)
    advance(game)
    assert moonchild_offers(game) == ()
