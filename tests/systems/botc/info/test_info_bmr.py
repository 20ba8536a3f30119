"""The Chambermaid's information: who woke tonight, read from the night as recorded (docs/rules/chambermaid.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import PublicAct
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.info.helpers import only
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, step

TABLE = ("A=sailor", "B=chambermaid", "C=courtier", "D=fool", "E=po", "F=assassin", "G=gossip", "H=drunk:exorcist")


def night(library: Library, number: int) -> Game:
    return advance_to(bmr_table(library, *TABLE), "night", number)


def test_chambermaid_counts_a_player_who_woke(library: Library) -> None:
    """docs/rules/chambermaid.md test 1: night 1 the Sailor A chose; B picks A and the Fool D: 1 (only A woke)."""
    game = night(library, 1)
    choose(game, "sailor", "C")
    choose(game, "chambermaid", "A", "D")
    found = only(game, "B", "chambermaid")
    assert found.domain == (0, 1, 2) and found.truth == (1,) and found.legal == (1,)
    mine = next(w for w in found.why if w.code == "chambermaid")
    assert mine.en == "Of the chosen A, D, woke tonight due to their own ability: A (1)."


def test_shaking_head_is_waking(library: Library) -> None:
    """docs/rules/chambermaid.md test 2: the Courtier C woke and chose nothing: A and C both woke: 2."""
    game = night(library, 1)
    choose(game, "sailor", "D")
    choose(game, "courtier")
    choose(game, "chambermaid", "A", "C")
    assert only(game, "B", "chambermaid").truth == (2,)


def test_a_step_not_yet_run_does_not_count(library: Library) -> None:
    """docs/rules/chambermaid.md test 3: the Sailor's step not recorded (yet): 0."""
    game = night(library, 1)
    choose(game, "chambermaid", "A", "C")
    assert only(game, "B", "chambermaid").truth == (0,)


def test_the_storytellers_gossip_step_wakes_nobody(library: Library) -> None:
    """docs/rules/chambermaid.md test 4: night 2 the Gossip's (Storyteller) step recorded, the Po's kill: G 0, E 1."""
    game = advance_to(bmr_table(library, *TABLE), "day", 1)
    game.record(PublicAct(act="gossip_statement", seat=seat_of(game, "G"), text="x"))
    advance(game)
    choose(game, "po", "D")
    choose(game, "gossip")
    choose(game, "chambermaid", "G", "E")
    assert only(game, "B", "chambermaid").truth == (1,)


def test_the_drunk_believing_a_waking_character_woke(library: Library) -> None:
    """docs/rules/chambermaid.md test 5 [DECISION]: the Drunk H (believes the Exorcist) woke and chose on night 2: counted."""
    game = night(library, 2)
    choose(game, "exorcist", "A", actor="H")
    choose(game, "chambermaid", "H", "D")
    assert only(game, "B", "chambermaid").truth == (1,)


def test_impaired_chambermaid_may_be_told_anything(library: Library) -> None:
    """docs/rules/chambermaid.md test 6: the Sailor made B drunk: legal 0, 1, 2; the truth stays 1."""
    game = night(library, 1)
    choose(game, "sailor", "B")
    choose(game, "chambermaid", "A", "D")
    found = only(game, "B", "chambermaid")
    assert found.truth == (1,) and set(found.legal) == {0, 1, 2}


def test_chambermaid_wakes_every_night_and_may_not_choose_herself(library: Library) -> None:
    """docs/rules/chambermaid.md test 7: wakes nights 1-3; the choice is two living players other than B."""
    game = night(library, 1)
    for number in (1, 2, 3):
        advance_to(game, "night", number)
        found = step(game, "chambermaid")
        assert found.status == "wakes" and found.choose.players == 2 and found.choose.not_self and found.choose.living


def test_jinx_a_mathematician_counts_before_it_wakes(library: Library) -> None:
    """docs/rules/chambermaid.md test 8 (jinx Mathematician): the living Mathematician I counts: I and D give 1."""
    game = advance_to(bmr_table(library, *TABLE, "I=mathematician"), "night", 2)
    choose(game, "chambermaid", "I", "D")
    assert only(game, "B", "chambermaid").truth == (1,)
