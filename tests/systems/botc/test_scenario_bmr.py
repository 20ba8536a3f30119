"""A three-night Bad Moon Rising game through the model (issue 16 acceptance), and the Demons' kill timing.

The game: the Lunatic believes it is the Pukka; the Pukka's kill comes a night late; the Tinker is
executed on day 1, so the Godfather kills on night 2. Cites docs/rules/lunatic.md, godfather.md,
pukka.md, shabaloth.md and the Zombuul's spec block (3.4).
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.tonight import proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.bmr_evil_helpers import bmr_game
from tests.systems.botc.tonight.tonight_helpers import advance, choose, codes, execute, record, step, tokens

PLAYERS = ("A=lunatic:pukka", "B=godfather", "C=pukka", "D=sailor", "E=tinker", "F=chambermaid", "G=gossip", "H=fool")


def accept_all(game) -> list[str]:  # type: ignore[no-untyped-def]
    """Accept tonight's proposals one at a time (as the night panel does); return who died, by name."""
    died = []
    while True:
        pending = [p for p in proposed_deaths(game) if p.dies and p.events]
        if not pending:
            return died
        record(game, pending[0].events)
        died.append(game.state.seat(pending[0].seat).name)  # type: ignore[arg-type]


def test_three_nights_with_the_lunatic_godfather_and_pukka(library: Library) -> None:
    """docs/rules/lunatic.md test 9, godfather.md test 12, pukka.md test 5: three nights, every kill where the rules put it."""
    game = bmr_game(library, *PLAYERS)
    a, c = seat_of(game, "A"), seat_of(game, "C")
    advance(game)
    # Night 1: the Lunatic learns fake Minions, the Pukka learns who the Lunatic is; the Pukka poisons G.
    assert step(game, "lunatic").wakes == (a, c)
    assert "pukka_first_night" in {n.code for n in step(game, "pukka").notes}
    choose(game, "pukka", "G")
    assert accept_all(game) == []
    advance(game)
    # Day 1: the Tinker is executed.
    execute(game, "E")
    advance(game)
    # Night 2: the Lunatic "attacks" D (nothing happens), the Godfather kills H, the Pukka's G dies, F is poisoned.
    choose(game, "lunatic", "D")
    assert step(game, "lunatic").cards[0].players == (a, seat_of(game, "D"))
    choose(game, "godfather", "F")
    choose(game, "pukka", "H")
    died = accept_all(game)
    assert died == ["F", "G"]
    assert ("pukka", "Poisoned") in tokens(game, "H") and not any(t == ("pukka", "Poisoned") for t in tokens(game, "G"))
    advance(game)
    # Day 2: nobody executed. Night 3: no Outsider died today: the Godfather sleeps; the Pukka's H (the Fool) survives once.
    advance(game)
    assert "no_outsider_died" in codes(step(game, "godfather"))
    choose(game, "lunatic", "B")
    choose(game, "pukka", "D")
    assert [p.why[0].code for p in proposed_deaths(game)] == ["fool_saved"]
    assert accept_all(game) == []
    record(game, proposed_deaths(game)[0].events)
    assert game.state.seat(seat_of(game, "H")).alive and ("fool", "No Ability") in tokens(game, "H")
    assert game.state.seat(seat_of(game, "D")).alive and game.state.seat(seat_of(game, "B")).alive


def test_demon_kill_timing(library: Library) -> None:
    """Zombuul (spec 3.4 test 1), Shabaloth (docs/rules/shabaloth.md test 1), Pukka (docs/rules/pukka.md test 1): who kills when."""
    zombuul = bmr_game(library, "A=sailor", "B=godfather", "C=zombuul", "D=gossip", "E=chambermaid", "F=tinker", "G=fool")
    advance(zombuul)
    assert "not_first_night" in codes(step(zombuul, "zombuul"))
    advance(zombuul)
    advance(zombuul)
    assert step(zombuul, "zombuul").wakes_tonight
    advance(zombuul)
    execute(zombuul, "D")
    advance(zombuul)
    assert "died_today" in codes(step(zombuul, "zombuul"))

    shabaloth = bmr_game(library, "A=sailor", "B=godfather", "C=shabaloth", "D=gossip", "E=chambermaid", "F=tinker", "G=fool")
    advance(shabaloth)
    assert "not_first_night" in codes(step(shabaloth, "shabaloth"))

    pukka = bmr_game(library, *PLAYERS)
    advance(pukka)
    choose(pukka, "pukka", "D")
    assert proposed_deaths(pukka) == ()

