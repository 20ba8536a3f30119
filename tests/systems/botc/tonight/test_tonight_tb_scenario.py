"""A three-night Trouble Brewing game through the model (issue 16 acceptance): the Imp's star-pass twice.

Night 2 the Imp kills itself and the Scarlet Woman catches the Demon (12 alive); night 3 the new
Imp kills itself and the Storyteller passes the Demon to the Minion of their choice (the Baron, the
alternative to the proposed Poisoner). docs/rules/imp.md test 9, scarletwoman.md test 1,
butler.md, soldier.md, mayor.md.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.events import CharacterAssigned
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import dawn_report, proposed_deaths, tonight_sheet
from tests.builders import seat_of
from tests.systems.botc.day_helpers import close_day, nominate, vote
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, record, step, tokens

PLAYERS = (
    "A=washerwoman", "B=librarian", "C=chef", "D=empath", "E=monk", "F=soldier", "G=mayor",
    "H=butler", "I=saint", "J=poisoner", "K=scarletwoman", "L=baron", "M=imp",
)


def who(game: Game, name: str) -> tuple[str | None, bool]:
    seat = game.state.seat(seat_of(game, name))
    return seat.character, seat.alive


def test_three_nights_with_two_star_passes(library: Library) -> None:
    game = tb_game(library, *PLAYERS)
    advance(game)

    # Night 1: the Imp does not wake; the Poisoner and the Butler choose.
    sheet = {s.id: s for s in tonight_sheet(game)}
    assert "imp" not in sheet or sheet["imp"].status == "skipped"
    assert sheet["butler"].status == "wakes" and sheet["poisoner"].status == "wakes"
    assert sheet["minioninfo"].status == "wakes" and set(sheet["minioninfo"].wakes) == {seat_of(game, n) for n in "JKL"}
    choose(game, "poisoner", "D")
    choose(game, "butler", "A")
    assert proposed_deaths(game) == ()
    advance(game)

    # Day 1: the Librarian is executed.
    nominate(game, "A", "B")
    vote(game, "B", "A", "C", "D", "E", "F", "G", "I")
    close_day(game)
    assert who(game, "B") == ("librarian", False) and game.state.result is None
    advance(game)

    # Night 2: the Monk protects the Mayor; the Imp kills itself and the Scarlet Woman catches the Demon.
    assert game.state.phase.number == 2 and step(game, "imp").status == "wakes"
    choose(game, "poisoner", "C")
    choose(game, "monk", "G")
    choose(game, "butler", "E")
    assert ("butler", "Master") in tokens(game, "E") and ("butler", "Master") not in tokens(game, "A")
    choose(game, "imp", "M")
    [proposal] = proposed_deaths(game)
    assert proposal.alternatives == () and "scarletwoman_catches" in [w.code for w in proposal.why]
    record(game, proposal.events)
    assert who(game, "M") == ("imp", False) and who(game, "K") == ("imp", True)
    imp = step(game, "imp")
    assert any(c.info == "you_are" and c.to == (seat_of(game, "K"),) for c in imp.cards)
    assert check_victory(game) is None
    assert [line.startswith("M died") for line in dawn_report(game).lines("en")] == [True]
    advance(game)

    # Day 2: nobody is executed; 11 alive, so no Mayor win.
    assert game.state.phase.kind == "day"
    close_day(game)
    assert game.state.result is None
    advance(game)

    # Night 3: the new Imp K kills itself; the Storyteller passes the Demon to the Baron L, not the proposed Poisoner J.
    assert step(game, "imp").chooser == seat_of(game, "K")
    choose(game, "poisoner", "A")
    choose(game, "monk", "F")
    choose(game, "butler", "E")
    choose(game, "imp", "K")
    [proposal] = proposed_deaths(game)
    proposed = [e.seat for e in proposal.events if isinstance(e, CharacterAssigned)]
    assert proposed == [seat_of(game, "J")] and [a.seat for a in proposal.alternatives] == [seat_of(game, "L")]
    record(game, proposal.alternatives[0].events)
    assert who(game, "K") == ("imp", False) and who(game, "L") == ("imp", True) and who(game, "J") == ("poisoner", True)
    assert any(c.info == "you_are" and c.to == (seat_of(game, "L"),) for c in step(game, "imp").cards)
    assert proposed_deaths(game) == ()
    advance(game)

    # Day 3: ten alive, a living Imp: the game goes on.
    assert (game.state.phase.kind, game.state.phase.number) == ("day", 3)
    assert game.state.alive_count == 10 and check_victory(game) is None and game.state.result is None


def test_undo_the_second_star_pass_and_choose_the_proposal(library: Library) -> None:
    """docs/rules/imp.md test 5: the star-pass is events; undoing them lets the Storyteller choose again."""
    game = tb_game(library, *PLAYERS)
    advance_to(game, "night", 2)
    choose(game, "imp", "M")
    record(game, proposed_deaths(game)[0].events)
    advance_to(game, "night", 3)
    choose(game, "imp", "K")
    recorded = record(game, proposed_deaths(game)[0].alternatives[0].events)
    for _ in recorded:
        game.undo()
    assert who(game, "L") == ("baron", True) and who(game, "K") == ("imp", True)
    record(game, proposed_deaths(game)[0].events)
    assert who(game, "J") == ("imp", True)
