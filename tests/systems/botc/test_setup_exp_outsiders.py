"""Setup modifiers of the experimental Outsiders (issue 21): the Hermit's -0 or -1 Outsider."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.script import parse_script
from grimoire_app.systems.botc import Counts, SetupChoices, check_setup
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.setup.distribution import distribution
from tests.systems.botc.setup_helpers import custom_script, deals, tally

OUTSIDER_IDS = (
    "hermit ogre zealot washerwoman chef empath monk soldier mayor ravenkeeper undertaker virgin slayer "
    "saint recluse drunk butler poisoner spy baron scarletwoman imp fanggu vigormortis"
).split()
"""The test script: the group's Outsiders and familiar others (enough Townsfolk for 15 players with -1 Outsider)."""


def test_hermit_keeps_the_outsider_count_by_default(library: Library) -> None:
    """docs/rules/hermit.md test 1: 10 players (base 7/0/2/1) with the Hermit and the Baron: 5/2/2/1, -0 text."""
    script = custom_script(library, OUTSIDER_IDS)
    found = distribution(script, library, 10, ["hermit", "baron"])
    assert found.counts == Counts(5, 2, 2, 1) and found.ok
    assert found.modifier("hermit").effect_en.startswith("-0 Outsiders")  # type: ignore[union-attr]


def test_hermit_removes_one_outsider_by_choice(library: Library) -> None:
    """docs/rules/hermit.md test 2: 10 players, Hermit and Baron, hermit_remove_outsider: 6/1/2/1."""
    script = custom_script(library, OUTSIDER_IDS)
    found = distribution(script, library, 10, ["hermit", "baron"], SetupChoices(hermit_remove_outsider=True))
    assert found.counts == Counts(6, 1, 2, 1) and found.ok
    assert found.modifier("hermit").effect_en.startswith("-1 Outsider, +1 Townsfolk")  # type: ignore[union-attr]


def test_hermit_cannot_remove_itself(library: Library) -> None:
    """docs/rules/hermit.md test 3 [DECISION]: 8 players (1 Outsider, the Hermit) with -1: a problem, counts 6/0/1/1."""
    script = custom_script(library, OUTSIDER_IDS)
    found = distribution(script, library, 8, ["hermit"], SetupChoices(hermit_remove_outsider=True))
    assert found.counts == Counts(6, 0, 1, 1) and not found.ok
    assert "outsider: the bag holds 1 Outsider (hermit) but the counts call for 0" in str(found.problems[0])


def test_hermit_with_no_outsider_to_remove(library: Library) -> None:
    """docs/rules/hermit.md test 4: 10 players with -1 and no Outsider at all: nothing removed, the no-effect text."""
    script = custom_script(library, OUTSIDER_IDS)
    found = distribution(script, library, 10, ["hermit"], SetupChoices(hermit_remove_outsider=True))
    assert found.counts.outsider == 0
    assert found.modifier("hermit").effect_en.startswith("-1 Outsider: there is no Outsider to remove")  # type: ignore[union-attr]


@pytest.mark.parametrize("players", range(5, 16))
def test_deal_is_legal_with_the_hermit(library: Library, players: int) -> None:
    """docs/rules/hermit.md test 5: 5–15 players, Hermit asked for or not, -0 or -1: every deal legal."""
    script = custom_script(library, OUTSIDER_IDS)
    asked = deals(script, library, players, 4, include=["hermit"])
    removed = deals(script, library, players, 4, seed=50, include=["hermit"], choices=SetupChoices(hermit_remove_outsider=True))
    free = deals(script, library, players, 4, seed=100)
    for setup in asked + removed + free:
        assert check_setup(script, library, setup) == []
        assert tally(script, setup).total == players
    assert any("hermit" in setup.in_play for setup in asked + removed)


def outsiders_table(library: Library, *players: str) -> Game:
    """Seat "name=character" players in table order on the test script, still in setup."""
    script = parse_script([{"id": "_meta", "name": "Experimental Outsiders"}, *OUTSIDER_IDS], "exp-outsiders-test", library)
    game = Game(script, library)
    for player in players:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        found = game.character(character_id)
        assert found is not None, character_id
        game.record(assign_character(game.state, seat, found))
    return game
