"""The Spirit of Ivory: at most one evil player beyond the evil team at the start (docs/rules/spiritofivory.md)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import AlignmentChanged, FabledAdded, FabledRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.travellers import seat_traveller
from tests.builders import seat_of, table, to_phase

PLAYERS = ("민수=washerwoman", "지현=poisoner", "서준=fanggu", "하은=klutz", "도윤=chef", "수아=seamstress", "지호=noble")


@pytest.fixture
def game(library: Library) -> Game:
    """Script 000, 7 players: 지현 (Poisoner) and 서준 (Fang Gu) evil at the start; the Spirit of Ivory in play."""
    game = table(library, "000", *PLAYERS)
    game.record(FabledAdded(character="spiritofivory"))
    return to_phase(game, "night", 2)


def evil(game: Game, name: str) -> AlignmentChanged:
    return AlignmentChanged(seat=seat_of(game, name), alignment="evil")


def test_the_start_is_remembered_when_the_game_leaves_setup(library: Library) -> None:
    """docs/rules/spiritofivory.md test 3: the evil seats at the start are kept; still None during setup."""
    game = table(library, "000", *PLAYERS)
    assert game.state.evil_at_start is None
    to_phase(game, "night", 1)
    assert game.state.evil_at_start == {seat_of(game, "지현"), seat_of(game, "서준")}


def test_one_extra_evil_player_is_allowed_the_second_is_refused_and_may_be_overridden(game: Game) -> None:
    """docs/rules/spiritofivory.md test 4: 2 evil at the start; 민수 turns evil (3) → fine; 하은 next → refused (limit 3),
    overridable; with the override she is evil."""
    game.record(evil(game, "민수"))
    with pytest.raises(IllegalEventError, match=r"Spirit of Ivory: 하은 turning evil .* \(at most 3\)") as caught:
        game.record(evil(game, "하은"))
    assert caught.value.overridable
    game.record(evil(game, "하은"), override=True)
    assert game.state.seat(seat_of(game, "하은")).alignment == "evil"


def test_a_player_turning_back_to_good_frees_the_place(game: Game) -> None:
    """docs/rules/spiritofivory.md test 5: 민수 evil, then good again → 하은 may turn evil."""
    game.record(evil(game, "민수"))
    game.record(AlignmentChanged(seat=seat_of(game, "민수"), alignment="good"))
    game.record(evil(game, "하은"))
    assert game.state.seat(seat_of(game, "하은")).alignment == "evil"


def test_an_evil_player_turning_good_and_back_counts_against_the_limit(game: Game) -> None:
    """docs/rules/spiritofivory.md test 6: the Poisoner turns good, 민수 and 하은 turn evil (3: within the limit), the
    Poisoner turning evil again would make 4 → refused."""
    game.record(AlignmentChanged(seat=seat_of(game, "지현"), alignment="good"))
    game.record(evil(game, "민수"))
    game.record(evil(game, "하은"))
    with pytest.raises(IllegalEventError, match="Spirit of Ivory"):
        game.record(evil(game, "지현"))


def test_without_the_spirit_or_for_a_traveller_there_is_no_limit(game: Game) -> None:
    """docs/rules/spiritofivory.md test 7: an evil Traveller seated on day 2 is not counted; with the Spirit taken out
    any number may turn evil; turning good is never refused."""
    to_phase(game, "day", 2)
    for event in seat_traveller(game, "예준", seat_of(game, "민수"), seat_of(game, "지현"), "thief", "evil"):
        game.record(event)
    game.record(evil(game, "민수"))
    with pytest.raises(IllegalEventError, match="Spirit of Ivory"):
        game.record(evil(game, "하은"))
    game.record(FabledRemoved(character="spiritofivory"))
    game.record(evil(game, "하은"))
    game.record(evil(game, "도윤"))
    game.record(AlignmentChanged(seat=seat_of(game, "도윤"), alignment="good"))
    assert sum(s.alignment == "evil" for s in game.state.seats) == 5


def test_the_refusal_reads_in_korean(game: Game) -> None:
    """docs/rules/spiritofivory.md test 4 (ko)."""
    from grimoire_app.systems.botc.rules import refusals

    game.record(evil(game, "민수"))
    found = refusals(game.state, evil(game, "하은"), game.character)
    assert [r.key for r in found] == ["ivory_no_more_evil"]
    assert found[0].text("ko").startswith("상아의 혼: 하은이 악해지면")
