"""The Revolutionary: an Aligned pair of neighbours; once per game one of them registers falsely (docs/rules/revolutionary.md)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import place_reminder
from grimoire_app.systems.botc.events import FabledAdded, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.fabled_applied.revolutionary import AlignedPairError, aligned_pairs, mark_aligned, marked_pair
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.info.suggest import suggestion_for
from grimoire_app.systems.botc.travellers import seat_traveller
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, record

# A Empath between G (Virgin) and B (Chef); D Poisoner and E Imp sit together.
TABLE = ("A=empath", "B=chef", "C=soldier", "D=poisoner", "E=imp", "F=saint", "G=virgin")


@pytest.fixture
def game(library: Library) -> Game:
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="revolutionary"))
    return game


def ids(game: Game, *names: str) -> tuple[str, ...]:
    return tuple(seat_of(game, n) for n in names)


def test_the_pairs_are_neighbours_of_one_alignment(game: Game) -> None:
    """docs/rules/revolutionary.md test 1: A-B, B-C, D-E, F-G and G-A (around the table); C-D and E-F differ."""
    assert aligned_pairs(game.state, game.character) == (ids(game, "A", "B"), ids(game, "B", "C"), ids(game, "D", "E"), ids(game, "F", "G"), ids(game, "G", "A"))


def test_marking_a_pair_places_two_aligned_and_marking_another_moves_them(game: Game) -> None:
    """docs/rules/revolutionary.md test 2: B and C marked; then D and E → B's and C's tokens removed, D's and E's placed."""
    record(game, mark_aligned(game.state, game.character, *ids(game, "B", "C")))
    assert marked_pair(game.state) == ids(game, "B", "C")
    events = mark_aligned(game.state, game.character, *ids(game, "E", "D"))
    assert [type(e) for e in events] == [ReminderRemoved, ReminderRemoved, ReminderPlaced, ReminderPlaced]
    record(game, events)
    assert marked_pair(game.state) == ids(game, "D", "E")


def test_a_pair_that_is_not_aligned_neighbours_is_refused(game: Game) -> None:
    """docs/rules/revolutionary.md test 3: C and D (good and evil) and A and C (not neighbours) are refused."""
    with pytest.raises(AlignedPairError, match="not neighbours of one alignment"):
        mark_aligned(game.state, game.character, *ids(game, "C", "D"))
    with pytest.raises(AlignedPairError):
        mark_aligned(game.state, game.character, *ids(game, "A", "C"))


def test_a_traveller_between_them_does_not_count(game: Game) -> None:
    """docs/rules/revolutionary.md test 4: an evil Thief seated between B and C on day 1: B and C are still neighbours."""
    advance_to(game, "day", 1)
    record(game, seat_traveller(game, "H", seat_of(game, "B"), seat_of(game, "C"), "thief", "evil"))
    assert ids(game, "B", "C") in aligned_pairs(game.state, game.character)


def test_an_aligned_player_may_register_falsely_until_it_is_used(game: Game) -> None:
    """docs/rules/revolutionary.md test 5: A and B marked: the Empath's neighbour B may register evil → 1 is legal too,
    with the marked-pair why; the Imp (D and E marked instead) may register as no Demon. With "Register Falsely?"
    on the table, B registers truly again."""
    record(game, mark_aligned(game.state, game.character, *ids(game, "A", "B")))
    advance_to(game, "night", 1)
    empath = suggestion_for(game, seat_of(game, "A"), "empath")
    assert empath.truth == (0,) and 1 in empath.registered and 1 in empath.legal
    marked = [w for w in empath.why if w.code == "registers_alignment_marked"]
    assert marked and "marked Aligned by the Revolutionary" in marked[0].en and "혁명가" in marked[0].ko
    record(game, mark_aligned(game.state, game.character, *ids(game, "D", "E")))
    imp = game.state.seat(seat_of(game, "E"))
    assert Sight.now(game).demon(imp) == (True, False) and Sight.now(game).alignments(imp) == ("evil", "good")
    game.record(place_reminder(game.state, seat_of(game, "D"), "revolutionary", "Register Falsely?"))
    assert Sight.now(game).demon(imp) == (True,)


def test_without_the_revolutionary_in_play_the_tokens_do_nothing(library: Library) -> None:
    """docs/rules/revolutionary.md test 6: Aligned tokens left on A and B with no Revolutionary → the Empath's truth only."""
    game = tb_game(library, *TABLE)
    for name in ("A", "B"):
        game.record(place_reminder(game.state, seat_of(game, name), "revolutionary", "Aligned"))
    advance_to(game, "night", 1)
    assert suggestion_for(game, seat_of(game, "A"), "empath").legal == (0,)
