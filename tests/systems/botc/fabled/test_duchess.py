"""The Duchess: up to 3 visitors a day; at night each learns how many visitors are evil, one falsely
(docs/rules/duchess.md)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import FabledAdded
from grimoire_app.systems.botc.fabled_applied.duchess import VisitorError, false_info, set_false_info, toggle_visitor, visitors
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.suggest import Suggestion, suggestions
from grimoire_app.systems.botc.tonight import info_events, tonight_sheet
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, codes, record, step

TABLE = ("A=washerwoman", "B=empath", "C=recluse", "D=poisoner", "E=imp", "F=chef", "G=monk")


@pytest.fixture
def game(library: Library) -> Game:
    """Trouble Brewing, 7 players, the Duchess in play, day 1."""
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="duchess"))
    return advance_to(game, "day", 1)


def visit(game: Game, *names: str) -> None:
    for name in names:
        record(game, toggle_visitor(game.state, seat_of(game, name)))


def duchess_info(game: Game) -> dict[str, Suggestion]:
    return {game.state.seat(s.recipient).name: s for s in suggestions(game) if s.step == "duchess"}


def test_three_visitors_at_most_and_a_second_click_takes_the_mark_off(game: Game) -> None:
    """docs/rules/duchess.md test 1: A, D and F visit; a fourth (G) is refused; A again → A no longer visits."""
    visit(game, "A", "D", "F")
    assert visitors(game.state) == tuple(seat_of(game, n) for n in "ADF")
    with pytest.raises(VisitorError, match="fourth visitor"):
        toggle_visitor(game.state, seat_of(game, "G"))
    visit(game, "A")
    assert visitors(game.state) == tuple(seat_of(game, n) for n in "DF")


def test_false_info_goes_to_one_visitor_only(game: Game) -> None:
    """docs/rules/duchess.md test 2: A, D, F visit; False Info on D, then on F → D is a plain visitor again; G (not a
    visitor) is refused."""
    visit(game, "A", "D", "F")
    record(game, set_false_info(game.state, seat_of(game, "D")))
    assert false_info(game.state) == seat_of(game, "D")
    record(game, set_false_info(game.state, seat_of(game, "F")))
    assert false_info(game.state) == seat_of(game, "F") and len(visitors(game.state)) == 3
    with pytest.raises(VisitorError, match="did not visit"):
        set_false_info(game.state, seat_of(game, "G"))


def test_at_night_each_visitor_is_woken_and_told_the_evil_count_one_falsely(game: Game) -> None:
    """docs/rules/duchess.md test 3: A, D (Poisoner), F visit, F has False Info; night 2: the Duchess step wakes A, D, F;
    A and D: truth 1, legal (1); F: legal 0, 2, 3 (mode false); the notes name F."""
    visit(game, "A", "D", "F")
    record(game, set_false_info(game.state, seat_of(game, "F")))
    advance_to(game, "night", 2)
    duchess = step(game, "duchess")
    assert duchess.status == "wakes" and duchess.wakes == tuple(seat_of(game, n) for n in "ADF")
    assert "duchess_false_info" in {n.code for n in duchess.notes}
    info = duchess_info(game)
    assert set(info) == {"A", "D", "F"}
    assert info["A"].truth == (1,) and info["A"].legal == (1,) and info["A"].suggested == 1 and info["A"].mode == "truth"
    assert info["F"].legal == (0, 2, 3) and info["F"].mode == "false" and info["F"].suggested is None
    assert info["F"].why[0].code == "duchess_false" and "any number but" in info["F"].why[0].en


def test_a_recluse_visitor_may_be_counted_evil(game: Game) -> None:
    """docs/rules/duchess.md test 4: A and C (Recluse) visit, nobody False Info yet: truth 0, 1 legal too (registration)."""
    visit(game, "A", "C")
    advance_to(game, "night", 2)
    assert "duchess_no_false_info" in {n.code for n in step(game, "duchess").notes}
    info = duchess_info(game)
    assert info["A"].truth == (0,) and set(info["A"].legal) == {0, 1}
    assert any(w.code == "registers_alignment" for w in info["A"].why)


def test_answers_are_checked_and_the_visits_end_at_dawn(game: Game) -> None:
    """docs/rules/duchess.md test 5: A told 1 (true) is recorded; D told 0 is refused (overridable); at dawn the
    tokens come off; night 3 with no visitors the step is skipped."""
    visit(game, "A", "D", "F")
    record(game, set_false_info(game.state, seat_of(game, "F")))
    advance_to(game, "night", 2)
    record(game, info_events(game, "duchess", answer=1, actor=seat_of(game, "A")))
    with pytest.raises(IllegalEventError) as caught:
        record(game, info_events(game, "duchess", answer=0, actor=seat_of(game, "D")))
    assert caught.value.overridable
    advance_to(game, "day", 2)
    assert visitors(game.state) == ()
    advance_to(game, "night", 3)
    assert "duchess_no_visitors" in codes(step(game, "duchess"))


def test_no_duchess_information_on_the_first_night_or_without_the_duchess(library: Library) -> None:
    """docs/rules/duchess.md test 6: visitors marked during setup → night 1 no information; without the Duchess the
    Visitor tokens give none either and no Duchess step is on the sheet."""
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="duchess"))
    visit(game, "A", "D")
    advance_to(game, "night", 1)
    assert duchess_info(game) == {}
    plain = tb_game(library, *TABLE)
    visit(plain, "A")
    advance_to(plain, "night", 2)
    assert duchess_info(plain) == {}
    assert all(s.id != "duchess" for s in tonight_sheet(plain))
