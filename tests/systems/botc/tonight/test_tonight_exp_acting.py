"""The experimental acting Townsfolk at night (issue 21): Huntsman, Choirboy."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.exp_acting_helpers import exp_table
from tests.systems.botc.info.helpers import only
from tests.systems.botc.tonight.tonight_helpers import absent, advance_to, choose, codes, die, step, tokens

TABLE = ("A=huntsman", "B=empath", "C=damsel", "D=poisoner", "E=imp", "F=monk", "G=chef")


def night(library: Library, number: int) -> Game:
    return advance_to(exp_table(library, *TABLE), "night", number)


def character(game: Game, name: str) -> tuple[str | None, str | None]:
    seat = game.state.seat(seat_of(game, name))
    return seat.character, seat.alignment


# --- Huntsman -----------------------------------------------------------------------------------


def test_huntsman_turns_the_damsel_into_a_townsfolk_not_in_play(library: Library) -> None:
    """docs/rules/huntsman.md test 6: night 1 A chooses the Damsel C: C becomes the Choirboy (the first spare Townsfolk on the script), good."""
    game = night(library, 1)
    assert step(game, "huntsman").status == "wakes"
    choose(game, "huntsman", "C")
    assert character(game, "C") == ("choirboy", "good")
    assert ("huntsman", "No Ability") in tokens(game, "A")


def test_huntsman_missing_spends_the_ability(library: Library) -> None:
    """docs/rules/huntsman.md test 7: A chooses B: B unchanged, NO ABILITY; night 2 skipped, ability_used."""
    game = night(library, 1)
    choose(game, "huntsman", "B")
    assert character(game, "B") == ("empath", "good") and character(game, "C") == ("damsel", "good")
    assert tokens(game, "A") == {("huntsman", "No Ability")}
    advance_to(game, "night", 2)
    assert step(game, "huntsman").status == "skipped" and "ability_used" in codes(step(game, "huntsman"))


def test_poisoned_huntsman_leaves_the_damsel(library: Library) -> None:
    """docs/rules/huntsman.md test 8: the Poisoner D poisons A; A chooses C: C stays the Damsel, ability spent."""
    game = night(library, 1)
    choose(game, "poisoner", "A")
    choose(game, "huntsman", "C")
    assert character(game, "C") == ("damsel", "good")
    assert ("huntsman", "No Ability") in tokens(game, "A")


def test_huntsman_shaking_head_keeps_the_ability_and_dead_skips(library: Library) -> None:
    """docs/rules/huntsman.md test 9: nothing chosen on night 1: wakes night 2; dead on night 3: skipped."""
    game = night(library, 1)
    choose(game, "huntsman")
    advance_to(game, "night", 2)
    assert step(game, "huntsman").status == "wakes"
    die(game, "A")
    advance_to(game, "night", 3)
    assert step(game, "huntsman").status == "skipped" and "dead" in codes(step(game, "huntsman"))


def test_huntsman_must_choose_a_living_player(library: Library) -> None:
    """docs/rules/huntsman.md test 10: the dead Empath B cannot be chosen."""
    game = night(library, 1)
    die(game, "B")
    with pytest.raises(IllegalEventError):
        choose(game, "huntsman", "B")


# --- Choirboy -----------------------------------------------------------------------------------

CHOIR = ("A=choirboy", "B=empath", "C=recluse", "D=poisoner", "E=imp", "F=monk", "G=chef", "H=king")


def choir_night(library: Library, number: int, *players: str) -> Game:
    return advance_to(exp_table(library, *(players or CHOIR)), "night", number)


def test_choirboy_learns_the_demon_when_the_demon_kills_the_king(library: Library) -> None:
    """docs/rules/choirboy.md test 3 (and 5): night 2 the Imp E kills the King H: A wakes; E is the truth, the Recluse C legal too."""
    game = choir_night(library, 2)
    assert step(game, "choirboy").status == "skipped"
    die(game, "H", "demon", "imp")
    assert step(game, "choirboy").status == "wakes"
    found = only(game, "A", "choirboy")
    assert found.truth == (seat_of(game, "E"),) and found.suggested == seat_of(game, "E")
    assert set(found.legal) == {seat_of(game, "E"), seat_of(game, "C")}


def test_choirboy_sleeps_when_the_king_dies_otherwise(library: Library) -> None:
    """docs/rules/choirboy.md test 4: the King died by the Storyteller's hand, not the Demon: skipped."""
    game = choir_night(library, 2)
    die(game, "H", "storyteller")
    assert step(game, "choirboy").status == "skipped"
    assert "choirboy_king_not_killed" in codes(step(game, "choirboy"))


def test_choirboy_has_no_first_night_step(library: Library) -> None:
    """docs/rules/choirboy.md Night: other nights only."""
    game = choir_night(library, 1)
    assert absent(game, "choirboy") or step(game, "choirboy").status == "skipped"
