"""The Scarlet Woman who catches a Demon other than the Imp at night is shown her new Demon at dawn (docs/rules/scarletwoman.md, Night)."""

from __future__ import annotations

from grimoire_app.model import Library, parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import Card, proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, record, step, tokens

IDS = "washerwoman chef empath monk soldier scarletwoman assassin po imp".split()


def po_game(library: Library) -> Game:
    """Eight players: A-E good, F the Scarlet Woman, G the Assassin, H the Po; advanced to night 2."""
    game = Game(parse_script(IDS, "scarlet woman and po (test)", library), library)
    for name, character in zip("ABCDEFGH", ("washerwoman", "chef", "empath", "monk", "soldier", "scarletwoman", "assassin", "po")):
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    return advance_to(game, "night", 2)


def test_a_night_catch_of_the_po_is_shown_at_dawn(library: Library) -> None:
    """docs/rules/scarletwoman.md test 10: night 2 the Assassin G kills the Po H with 8 alive: F becomes the Po; the dawn step shows F YOU ARE the Po."""
    game = po_game(library)
    assert not [c for c in step(game, "dawn").cards if c.info == "you_are"]
    choose(game, "po", "A")
    choose(game, "assassin", "H")
    for proposal in proposed_deaths(game):
        record(game, proposal.events)
    f = seat_of(game, "F")
    assert game.state.seat(f).character == "po" and ("scarletwoman", "Is The Demon") in tokens(game, "F")
    dawn = step(game, "dawn")
    assert Card("you_are", "dawn", (f,), ("po",)) in dawn.cards
    note = next(n for n in dawn.notes if n.code == "scarletwoman_became_demon_tonight")
    assert note.text("ko") == "F은(는) 오늘 밤 포가 됨: 모두 깨우기 전에 깨워서 새 캐릭터를 보여 줌"
    assert note.text("en") == "F became the Po tonight: before everyone wakes, wake them and show the new character"


def test_the_star_pass_catch_stays_at_the_imps_step(library: Library) -> None:
    """docs/rules/scarletwoman.md tests 1 and 10: the Imp H kills itself: G is shown YOU ARE the Imp at the Imp's step, not again at dawn."""
    game = tb_game(library, "A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "F=poisoner", "G=scarletwoman", "H=imp")
    advance_to(game, "night", 2)
    choose(game, "imp", "H")
    for proposal in proposed_deaths(game):
        record(game, proposal.events)
    g = seat_of(game, "G")
    assert Card("you_are", "imp", (g,), ("imp",)) in step(game, "imp").cards
    assert not [c for c in step(game, "dawn").cards if c.info == "you_are"]
