"""Setup of the experimental Minions (issue 21): the Marionette's deal and check on a script we wrote.

Each test cites the Tests list of docs/rules/<id>.md.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import check_setup, random_setup
from tests.systems.botc.exp_minions_helpers import exp_script
from tests.systems.botc.setup_helpers import names, tally


def _beside(setup_seats: tuple, index: int) -> set[int]:  # type: ignore[type-arg]
    dealt = [seat.index for seat in setup_seats if seat.character is not None]
    where = dealt.index(index)
    return {dealt[(where + 1) % len(dealt)], dealt[(where - 1) % len(dealt)]}


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 5))
def test_marionette_deals_are_legal(library: Library, players: int, seed: int) -> None:
    """docs/rules/marionette.md test 1: 5-15 players with the Marionette: legal, beside the Demon, evil, believing a spare good character."""
    script = exp_script(library)
    setup = random_setup(script, library, names(players), random.Random(seed), include=["marionette"])
    assert check_setup(script, library, setup) == []
    assert tally(script, setup) == setup.counts
    marionette = next(seat for seat in setup.seats if seat.character == "marionette")
    demon = next(seat for seat in setup.seats if script.character(seat.character or "").team == Team.DEMON)  # type: ignore[union-attr]
    assert marionette.index in _beside(setup.seats, demon.index)
    assert marionette.alignment == "evil"
    believed = script.character(marionette.believed or "")
    assert believed is not None and believed.team in (Team.TOWNSFOLK, Team.OUTSIDER)
    assert marionette.believed not in setup.in_play and marionette.believed not in setup.bluffs


def test_marionette_away_from_the_demon_or_wrongly_believing_is_a_problem(library: Library) -> None:
    """docs/rules/marionette.md test 2: moved away from the Demon, or believing one in play / evil / the Drunk → problems."""
    script = exp_script(library)
    setup = random_setup(script, library, names(10), random.Random(3), include=["marionette"])
    seats = list(setup.seats)
    m = next(seat.index for seat in seats if seat.character == "marionette")
    demon = next(seat.index for seat in seats if seat.character == "imp")
    far = next(i for i in range(10) if i not in _beside(setup.seats, demon) and i != demon and i != m)
    seats[m], seats[far] = replace(seats[far], index=m, name=seats[m].name), replace(seats[m], index=far, name=seats[far].name)
    problems = check_setup(script, library, replace(setup, seats=tuple(seats)))
    assert "the Marionette must sit next to the Demon" in [p.what for p in problems]  # (its IS THE MARIONETTE stayed behind too)
    in_play = next(seat.character for seat in setup.seats if seat.alignment == "good")
    for believed in (in_play, "poisoner", "drunk"):
        seats = list(setup.seats)
        seats[m] = replace(seats[m], believed=believed)
        problems = check_setup(script, library, replace(setup, seats=tuple(seats)))
        assert any("the Marionette must believe a good character" in p.what for p in problems), (believed, problems)
