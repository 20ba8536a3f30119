"""The Marionette's setup jinx with the Huntsman (issue 21): docs/rules/marionette.md and huntsman.md Jinxes."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from grimoire_app.model import Library, parse_script
from grimoire_app.systems.botc import check_setup, random_setup
from tests.systems.botc.setup_helpers import names

IDS = "washerwoman librarian chef empath fortuneteller monk soldier mayor huntsman butler saint damsel marionette poisoner imp".split()


def script(library: Library, *drop: str):  # type: ignore[no-untyped-def]
    return parse_script([cid for cid in IDS if cid not in drop], "jinx-marionette-huntsman", library)


def with_marionette_believing(library: Library, believed: str, players: int = 8):  # type: ignore[no-untyped-def]
    """Deal (the first seed with no Damsel in play) and make the Marionette believe a character."""
    found = script(library)
    setup = next(
        s for seed in range(1, 100)
        if "damsel" not in (s := random_setup(found, library, names(players), random.Random(seed), include=["marionette"])).in_play
    )
    seats = tuple(replace(s, believed=believed) if s.character == "marionette" else s for s in setup.seats)
    return found, replace(setup, seats=seats)


def test_marionette_believing_the_huntsman_without_a_damsel_is_a_problem(library: Library) -> None:
    """docs/rules/marionette.md jinx Huntsman (huntsman.md jinx Marionette): the Marionette believes the Huntsman and no
    Damsel is in play → the problem names the Damsel."""
    found, setup = with_marionette_believing(library, "huntsman")
    assert "damsel" not in setup.in_play
    problems = [str(p) for p in check_setup(found, library, setup)]
    assert any("the Marionette believes the huntsman, so the damsel must be in play too" in p for p in problems)


def test_marionette_believing_the_huntsman_with_the_damsel_is_legal(library: Library) -> None:
    """docs/rules/marionette.md jinx Huntsman: a deal with the Damsel in play, the Marionette made to believe the
    Huntsman → no problem from the jinx."""
    found = script(library)
    for seed in range(1, 40):
        setup = random_setup(found, library, names(9), random.Random(seed), include=["marionette", "damsel"])
        if "huntsman" in setup.in_play or "huntsman" in setup.bluffs:
            continue
        seats = tuple(replace(s, believed="huntsman") if s.character == "marionette" else s for s in setup.seats)
        problems = [str(p) for p in check_setup(found, library, replace(setup, seats=seats))]
        assert problems == []


@pytest.mark.parametrize("seed", range(1, 25))
def test_deal_never_has_the_marionette_believe_the_huntsman_without_a_damsel(library: Library, seed: int) -> None:
    """docs/rules/marionette.md jinx Huntsman: random 7-player deals with the Marionette: legal, and a
    Marionette believing the Huntsman only with the Damsel in play."""
    found = script(library)
    setup = random_setup(found, library, names(7), random.Random(seed), include=["marionette"])
    assert check_setup(found, library, setup) == []
    marionette = next(s for s in setup.seats if s.character == "marionette")
    assert marionette.believed != "huntsman" or "damsel" in setup.in_play
