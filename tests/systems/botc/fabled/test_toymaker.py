"""The Toymaker: the Demon may decline its attack and must once; evil players get starting info (docs/rules/toymaker.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import FabledAdded, NightChoice
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import check_choice, proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, step

TEENSY = ("A=washerwoman", "B=empath", "C=chef", "D=poisoner", "E=imp", "F=virgin")


def teensy(library: Library, toymaker: bool = True) -> Game:
    """Trouble Brewing, 6 players (Poisoner and Imp evil), the Toymaker in play from setup."""
    game = tb_game(library, *TEENSY)
    if toymaker:
        game.record(FabledAdded(character="toymaker"))
    return game


def test_evil_gets_its_starting_info_in_a_six_player_game(library: Library) -> None:
    """docs/rules/toymaker.md test 1: 6 players → Minion Info and Demon Info wake on night 1; without the Toymaker
    they are skipped (fewer than 7)."""
    game = advance_to(teensy(library), "night", 1)
    minion, demon = step(game, "minioninfo"), step(game, "demoninfo")
    assert minion.status == "wakes" and minion.wakes == (seat_of(game, "D"),)
    assert demon.status == "wakes" and demon.wakes == (seat_of(game, "E"),)
    plain = advance_to(teensy(library, toymaker=False), "night", 1)
    assert "fewer_than_7" in codes(step(plain, "minioninfo")) and "fewer_than_7" in codes(step(plain, "demoninfo"))


def test_the_demon_may_choose_no_one_without_a_warning(library: Library) -> None:
    """docs/rules/toymaker.md test 2: night 2 the Imp's choice is optional, with the may-decline note; choosing no one is
    fine and attacks nobody. Without the Toymaker the same empty choice is a warning."""
    game = advance_to(teensy(library), "night", 2)
    imp = step(game, "imp")
    assert imp.status == "wakes" and imp.choose.optional
    assert "toymaker_may_decline" in {n.code for n in imp.notes}
    assert check_choice(game, "imp", ()) == ()
    choose(game, "imp")
    assert proposed_deaths(game) == ()
    plain = advance_to(teensy(library, toymaker=False), "night", 2)
    assert [r.code for r in check_choice(plain, "imp", ())] == ["choice_count"]


def test_after_declining_once_the_note_says_so(library: Library) -> None:
    """docs/rules/toymaker.md test 3: declined on night 2 → night 3 notes it and the Imp may still choose no one."""
    game = advance_to(teensy(library), "night", 2)
    choose(game, "imp")
    assert isinstance(game.events[-1], NightChoice) and game.events[-1].players == ()
    advance_to(game, "night", 3)
    imp = step(game, "imp")
    assert imp.status == "wakes" and imp.choose.optional
    assert "toymaker_declined" in {n.code for n in imp.notes}


def test_a_possibly_final_night_skips_a_demon_that_never_declined(library: Library) -> None:
    """docs/rules/toymaker.md test 4: the Imp attacked on night 2; by night 3 only 3 are alive → the Imp is not woken
    (forced no attack), with the final-night reason. Had it declined on night 2, it would wake."""
    game = advance_to(teensy(library), "night", 2)
    choose(game, "imp", "A")
    advance_to(game, "day", 2)
    game.record(kill(seat_of(game, "A"), "demon", "imp"))
    game.record(kill(seat_of(game, "B"), "execution"))
    game.record(kill(seat_of(game, "C"), "storyteller"))
    advance_to(game, "night", 3)
    imp = step(game, "imp")
    assert imp.status == "skipped" and "toymaker_final_night" in codes(imp)
    assert "could end the game" in next(r for r in imp.reasons if r.code == "toymaker_final_night").text("en")


def test_the_first_night_and_other_fabled_change_nothing(library: Library) -> None:
    """docs/rules/toymaker.md test 5: night 1 the Imp does not wake as usual; with another Fabled only the Imp's choice
    is required."""
    game = advance_to(teensy(library), "night", 1)
    assert codes(step(game, "imp")) == {"not_first_night"}
    other = tb_game(library, *TEENSY)
    other.record(FabledAdded(character="djinn"))
    advance_to(other, "night", 2)
    assert not step(other, "imp").choose.optional
