"""Trouble Brewing by day (issue 16): the Slayer's shot, the Scarlet Woman, the Butler's vote, the Saint, the Mayor.

Each test cites its rules page in docs/rules/.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import PublicAct, available_acts, check_victory
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, close_day, fired_ids, mark, nominate, vote
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, step

TABLE = ("A=slayer", "B=soldier", "C=mayor", "D=butler", "E=saint", "F=poisoner", "G=scarletwoman", "H=imp")


def day(library: Library, *players: str, number: int = 1) -> Game:
    return to_phase(tb_game(library, *(players or TABLE)), "day", number)


def shoot(game: Game, slayer: str, target: str, picks: dict[str, tuple[str, ...]] | None = None) -> list[str]:
    act = PublicAct(act="slayer_shot", seat=seat_of(game, slayer), players=(seat_of(game, target),))
    return fired_ids(accept(game, act, picks))


def alive(game: Game, name: str) -> bool:
    return game.state.seat(seat_of(game, name)).alive


def tokens(game: Game, name: str) -> set[tuple[str, str]]:
    return {(r.character, r.token) for r in game.state.seat(seat_of(game, name)).reminders}


def character(game: Game, name: str) -> str | None:
    return game.state.seat(seat_of(game, name)).character


def test_slayer_shot_is_offered_on_the_script(library: Library) -> None:
    """docs/rules/slayer.md Day: the day panel offers the Slayer's shot on a script with the Slayer."""
    assert "slayer_shot" in available_acts(day(library))


def test_slayer_kills_the_demon_and_the_scarlet_woman_takes_over(library: Library) -> None:
    """docs/rules/slayer.md test 1 + scarletwoman.md test 5: A shoots the Imp H (8 alive) → H dies, G becomes the Imp, no win."""
    game = day(library)
    fired = shoot(game, "A", "H")
    assert fired == ["slayer.shoots.hit", "scarletwoman.demon_dies"]
    assert not alive(game, "H") and ("slayer", "No Ability") in tokens(game, "A")
    assert character(game, "G") == "imp" and ("scarletwoman", "Is The Demon") in tokens(game, "G")
    assert check_victory(game) is None


def test_slayer_kills_the_demon_good_wins_without_a_catch(library: Library) -> None:
    """docs/rules/slayer.md test 2: no Scarlet Woman → the Imp dies and good wins."""
    game = day(library, "A=slayer", "B=soldier", "C=mayor", "D=butler", "E=saint", "F=poisoner", "H=imp")
    shoot(game, "A", "H")
    victory = check_victory(game)
    assert victory is not None and victory.winner == "good" and victory.rule == "standard.demon_dead"


def test_slayer_miss_spends_the_ability(library: Library) -> None:
    """docs/rules/slayer.md test 3: shooting the Saint → nothing happens, NO ABILITY; a second shot does nothing."""
    game = day(library)
    assert shoot(game, "A", "E") == ["slayer.shoots.miss"]
    assert alive(game, "E") and ("slayer", "No Ability") in tokens(game, "A")
    assert shoot(game, "A", "H") == ["slayer.shoots.spent"]
    assert alive(game, "H")


def test_poisoned_slayer_shot_is_spent_and_harmless(library: Library) -> None:
    """docs/rules/slayer.md test 4: a poisoned Slayer shoots the Imp → nobody dies, the ability is spent."""
    game = day(library)
    mark(game, "A", "poisoner", "Poisoned")
    assert shoot(game, "A", "H") == ["slayer.shoots.impaired"]
    assert alive(game, "H") and ("slayer", "No Ability") in tokens(game, "A")


def test_drunk_believing_slayer_and_bluffer(library: Library) -> None:
    """docs/rules/slayer.md test 5: the Drunk believing the Slayer spends it harmlessly; a bluffer's shot is play-along."""
    game = tb_game(library, "A=drunk", "B=soldier", "C=mayor", "D=butler", "E=saint", "F=poisoner", "H=imp")
    game.record(BelievedCharacterSet(seat=seat_of(game, "A"), character="slayer"))
    to_phase(game, "day", 1)
    assert shoot(game, "A", "H") == ["slayer.shoots.impaired"] and alive(game, "H")
    assert shoot(game, "B", "H") == ["slayer.shoots.pretend"] and alive(game, "H")


def test_slayer_on_a_recluse_is_the_storytellers_choice(library: Library) -> None:
    """docs/rules/slayer.md test 6: the Recluse may register as the Demon: picked → dies; not picked → lives."""
    players = ("A=slayer", "B=recluse", "C=mayor", "D=butler", "E=saint", "F=poisoner", "H=imp")
    game = day(library, *players)
    assert shoot(game, "A", "B", {"slayer.shoots": (seat_of(game, "B"),)}) == ["slayer.shoots.registration"]
    assert not alive(game, "B")
    game = day(library, *players)
    shoot(game, "A", "B", {"slayer.shoots": ()})
    assert alive(game, "B") and ("slayer", "No Ability") in tokens(game, "A")


def test_dead_slayer_cannot_shoot(library: Library) -> None:
    """docs/rules/slayer.md test 7: a dead Slayer has no ability: nothing, no token."""
    game = day(library)
    game.record(kill(seat_of(game, "A"), "execution"))
    assert shoot(game, "A", "H") == ["slayer.shoots.dead"]
    assert alive(game, "H") and not tokens(game, "A")


def test_executing_the_imp_with_five_alive_passes_to_the_scarlet_woman(library: Library) -> None:
    """docs/rules/scarletwoman.md test 6: exactly 5 alive, the Imp is executed → the Scarlet Woman becomes the Imp; the game goes on."""
    game = day(library)
    for name in ("B", "C", "D"):
        game.record(kill(seat_of(game, name), "storyteller"))
    nominate(game, "A", "H")
    vote(game, "H", "A", "E", "F")
    fired = close_day(game)
    assert "scarletwoman.demon_dies" in fired_ids(fired)
    assert character(game, "G") == "imp" and game.state.result is None


def test_executing_the_imp_with_four_alive_good_wins(library: Library) -> None:
    """docs/rules/scarletwoman.md test 7: 4 alive, the Imp is executed → no catch, good wins."""
    game = day(library)
    for name in ("B", "C", "D", "E"):
        game.record(kill(seat_of(game, name), "storyteller"))
    nominate(game, "A", "H")
    vote(game, "H", "A", "F", "G")
    fired = close_day(game)
    assert "scarletwoman.demon_dies" not in fired_ids(fired)
    assert game.state.result is not None and game.state.result.winner == "good"


def test_scarlet_woman_is_woken_the_night_after_a_day_catch(library: Library) -> None:
    """docs/rules/scarletwoman.md test 8: after a day catch, her slot wakes her with YOU ARE the Imp; the Imp slot has her as the actor."""
    game = day(library)
    shoot(game, "A", "H")
    advance_to(game, "night", 2)
    woman = step(game, "scarletwoman")
    assert woman.status == "wakes" and woman.wakes == (seat_of(game, "G"),)
    assert [(c.info, c.characters) for c in woman.cards] == [("you_are", ("imp",))]
    assert step(game, "imp").chooser == seat_of(game, "G")
    advance_to(game, "night", 3)
    assert step(game, "scarletwoman").status == "skipped", "only the night after the catch"


def test_butler_vote_without_master_is_flagged(library: Library) -> None:
    """docs/rules/butler.md test 3: master A; D votes without A → the Storyteller is asked; with A → no flag."""
    game = day(library)
    mark(game, "A", "butler", "Master")
    nominate(game, "B", "H")
    assert fired_ids(vote(game, "H", "D", "E")) == ["butler.votes_without_master"]
    nominate(game, "C", "F")
    assert fired_ids(vote(game, "F", "A", "D")) == []


def test_poisoned_butler_is_not_flagged(library: Library) -> None:
    """docs/rules/butler.md test 4: a poisoned Butler may vote freely (nothing is flagged)."""
    game = day(library)
    mark(game, "A", "butler", "Master")
    mark(game, "D", "poisoner", "Poisoned")
    nominate(game, "B", "H")
    assert fired_ids(vote(game, "H", "D", "E")) == []


def test_saint_executed_evil_wins(library: Library) -> None:
    """docs/rules/saint.md test 1: the Saint E is executed and dies → evil wins."""
    game = day(library)
    nominate(game, "A", "E")
    vote(game, "E", "A", "B", "C", "D", "F")
    close_day(game)
    assert game.state.result is not None and game.state.result.winner == "evil"
    assert "Saint" in game.state.result.reason


def test_poisoned_saint_executed_game_goes_on(library: Library) -> None:
    """docs/rules/saint.md test 2: a poisoned Saint executed → no win."""
    game = day(library)
    mark(game, "E", "poisoner", "Poisoned")
    nominate(game, "A", "E")
    vote(game, "E", "A", "B", "C", "D", "F")
    close_day(game)
    assert game.state.result is None and not alive(game, "E")


def test_saint_dying_at_night_is_no_loss(library: Library) -> None:
    """docs/rules/saint.md test 3: a Saint killed by the Demon → no win."""
    game = day(library)
    game.record(kill(seat_of(game, "E"), "demon", "imp"))
    assert check_victory(game) is None


def test_mayor_three_alive_no_execution_good_wins(library: Library) -> None:
    """docs/rules/mayor.md test 1: 3 alive (Mayor C, Poisoner F, Imp H), no execution today → at dusk good wins."""
    game = day(library)
    for name in ("A", "B", "D", "E", "G"):
        game.record(kill(seat_of(game, name), "storyteller"))
    assert check_victory(game) is None
    victory = check_victory(game, at_dusk=True)
    assert victory is not None and victory.winner == "good" and victory.rule == "mayor.three_alive"


def test_mayor_three_alive_but_an_execution_or_a_poisoned_mayor(library: Library) -> None:
    """docs/rules/mayor.md test 2: an execution today (even of a dead player), or a poisoned Mayor → no Mayor win."""
    game = day(library)
    for name in ("A", "B", "D", "E", "G"):
        game.record(kill(seat_of(game, name), "storyteller"))
    mark(game, "C", "poisoner", "Poisoned")
    assert check_victory(game, at_dusk=True) is None
    game = day(library)
    for name in ("A", "B", "D", "E", "G"):
        game.record(kill(seat_of(game, name), "storyteller"))
    nominate(game, "C", "A")
    vote(game, "A", "C", "F")
    close_day(game)
    assert game.state.result is None


def test_no_win_while_the_scarlet_woman_is_still_to_catch(library: Library) -> None:
    """docs/rules/scarletwoman.md test 9: the Imp's death recorded without its trigger (8 alive) → no game end proposed."""
    game = day(library)
    game.record(kill(seat_of(game, "H"), "storyteller"))
    assert check_victory(game) is None
    game = day(library)
    mark(game, "G", "poisoner", "Poisoned")
    game.record(kill(seat_of(game, "H"), "storyteller"))
    victory = check_victory(game)
    assert victory is not None and victory.winner == "good", "a poisoned Scarlet Woman does not catch"
