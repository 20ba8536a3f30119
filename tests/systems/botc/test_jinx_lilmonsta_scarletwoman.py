"""The Lil' Monsta / Scarlet Woman jinx (resources/characters/jinxes.json; docs/rules/scarletwoman.md tests 13-16):
Lil' Monsta's babysitter dies with 5 or more alive → the Scarlet Woman babysits for the rest of the game."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, assign_character, kill
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.events import PlayerDied, ReminderMoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import proposed_deaths
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, close_day, fired_ids, mark, nominate, vote
from tests.systems.botc.setup_helpers import custom_script
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, record, step

TB_PLUS = [
    "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "undertaker", "monk", "ravenkeeper",
    "virgin", "slayer", "soldier", "mayor", "butler", "drunk", "recluse", "saint", "poisoner", "spy", "scarletwoman",
    "baron", "imp", "lilmonsta",
]
PLAYERS = ("A=chef", "B=poisoner", "C=scarletwoman", "D=empath", "E=saint", "F=washerwoman", "G=librarian")


def table(library: Library) -> Game:
    game = Game(custom_script(library, TB_PLUS), library)
    for player in PLAYERS:
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    return game


def tokens(game: Game, name: str) -> set[tuple[str, str]]:
    return {(r.character, r.token) for r in game.state.seat(seat_of(game, name)).reminders}


def test_babysitter_executed_with_seven_alive_passes_lil_monsta_to_the_scarlet_woman(library: Library) -> None:
    """docs/rules/scarletwoman.md test 13: the babysitter B executed with 7 alive → the trigger's lilmonsta variant moves
    IS THE DEMON to the Scarlet Woman C (with her IS THE DEMON); no game end."""
    game = to_phase(table(library), "day", 1)
    mark(game, "B", "lilmonsta", "Is The Demon")
    nominate(game, "A", "B")
    vote(game, "B", "A", "D", "E", "F")
    fired = close_day(game)
    assert "scarletwoman.demon_dies.lilmonsta" in fired_ids(fired)
    assert {("lilmonsta", "Is The Demon"), ("scarletwoman", "Is The Demon")} <= tokens(game, "C")
    assert game.state.seat(seat_of(game, "C")).character == "scarletwoman"
    assert game.state.result is None and check_victory(game) is None


def test_babysitter_killed_at_night_passes_lil_monsta_to_the_scarlet_woman(library: Library) -> None:
    """docs/rules/scarletwoman.md test 14: night 2 Lil' Monsta kills its babysitter B (7 alive) → B's death proposal moves
    the token to C; accepted, no game end; the Lil' Monsta step then notes she keeps it."""
    game = advance_to(table(library), "night", 2)
    mark(game, "B", "lilmonsta", "Is The Demon")
    choose(game, "lilmonsta", "B", "B", override=True)
    [proposal] = [p for p in proposed_deaths(game) if p.seat == seat_of(game, "B")]
    assert proposal.dies and "scarletwoman_babysits" in {r.code for r in proposal.why}
    assert [e.seat for e in proposal.events if isinstance(e, ReminderMoved)] == [seat_of(game, "C")]
    record(game, proposal.events)
    assert ("lilmonsta", "Is The Demon") in tokens(game, "C") and check_victory(game) is None
    assert "lilmonsta_scarletwoman_keeps" in {n.code for n in step(game, "lilmonsta").notes}


def test_babysitter_dies_with_four_alive_good_wins(library: Library) -> None:
    """docs/rules/scarletwoman.md test 15: only 4 alive when the babysitter dies → no catch; good wins."""
    game = to_phase(table(library), "day", 1)
    mark(game, "B", "lilmonsta", "Is The Demon")
    for name in ("E", "F", "G"):
        game.record(kill(seat_of(game, name), "storyteller"))
    nominate(game, "A", "B")
    vote(game, "B", "A", "C", "D")
    fired = close_day(game)
    assert not [t for t in fired_ids(fired) if t.startswith("scarletwoman.demon_dies")]
    assert game.state.result is not None and game.state.result.winner == "good"


def test_poisoned_scarlet_woman_does_not_take_lil_monsta(library: Library) -> None:
    """docs/rules/scarletwoman.md test 16: the Scarlet Woman poisoned → the babysitter's death ends the game for good."""
    game = to_phase(table(library), "day", 1)
    mark(game, "B", "lilmonsta", "Is The Demon")
    mark(game, "C", "poisoner", "Poisoned")
    accept(game, PlayerDied(seat=seat_of(game, "B"), cause=kill(seat_of(game, "B"), "storyteller").cause))
    victory = check_victory(game)
    assert victory is not None and victory.winner == "good"
