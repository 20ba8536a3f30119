"""The experimental Outsiders at night (issue 21): Ogre."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.test_setup_exp_outsiders import outsiders_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, step, tokens

TABLE = ("A=ogre", "B=empath", "C=saint", "D=poisoner", "E=imp", "F=monk", "G=spy", "H=recluse")


def night(library: Library, number: int) -> Game:
    return advance_to(outsiders_table(library, *TABLE), "night", number)


def alignment(game: Game, name: str) -> str | None:
    return game.state.seat(seat_of(game, name)).alignment


def test_ogre_choosing_an_evil_player_turns_evil(library: Library) -> None:
    """docs/rules/ogre.md test 1: night 1 the Ogre A chooses the Imp E: A is evil, FRIEND on E."""
    game = night(library, 1)
    assert step(game, "ogre").status == "wakes"
    choose(game, "ogre", "E")
    assert alignment(game, "A") == "evil"
    assert ("ogre", "Friend") in tokens(game, "E")


def test_ogre_choosing_a_good_player_stays_good(library: Library) -> None:
    """docs/rules/ogre.md test 2: A chooses the Empath B: A stays good, FRIEND on B."""
    game = night(library, 1)
    choose(game, "ogre", "B")
    assert alignment(game, "A") == "good"
    assert ("ogre", "Friend") in tokens(game, "B")


def test_poisoned_ogre_still_turns_evil(library: Library) -> None:
    """docs/rules/ogre.md test 3: the Poisoner D poisons A, A chooses the Spy G: A is evil all the same (Spy jinx: evil)."""
    game = night(library, 1)
    choose(game, "poisoner", "A")
    choose(game, "ogre", "G")
    assert alignment(game, "A") == "evil"


def test_ogre_choosing_the_recluse_stays_good(library: Library) -> None:
    """docs/rules/ogre.md test 4 [DECISION]: A chooses the Recluse H: A stays good (true alignment)."""
    game = night(library, 1)
    choose(game, "ogre", "H")
    assert alignment(game, "A") == "good"


def test_ogre_wakes_on_night_1_only_and_not_for_itself(library: Library) -> None:
    """docs/rules/ogre.md test 5: night 2 the Ogre step is skipped (first_night_only); choosing itself is refused."""
    game = night(library, 1)
    assert step(game, "ogre").status == "wakes"
    with pytest.raises(IllegalEventError, match="A may not choose themselves"):
        choose(game, "ogre", "A")
    later = step(night(library, 2), "ogre")
    assert later.status == "skipped" and codes(later) == {"first_night_only"}
