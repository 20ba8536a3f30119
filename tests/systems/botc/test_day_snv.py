"""Day triggers and game ends of the Sects & Violets characters (issue 16): the Tests of docs/rules/<id>.md."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Executed, NightChoice, Phase, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day import PublicAct, check_victory, triggers_for
from grimoire_app.systems.botc.info import reliability
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, fired_ids, mark
from tests.systems.botc.snv_helpers import snv_at

QUIET = ("q1=savant", "q2=klutz", "q3=oracle")


def tokens(game: Game, name: str) -> list[tuple[str, str]]:
    return [(r.character, r.token) for r in game.state.seat(seat_of(game, name)).reminders]


def execute(game: Game, name: str) -> None:
    accept(game, Executed(seat=seat_of(game, name)))
    accept(game, kill(seat_of(game, name), "execution"))


def dawn(game: Game, picks: dict[str, tuple[str, ...]] | None = None) -> list[str]:
    """Move from night n to day n through the triggers; return the fired ids."""
    to = Phase(kind="day", number=game.state.phase.number)
    return fired_ids(accept(game, PhaseAdvanced(to=to), picks))


# --- Sweetheart ---------------------------------------------------------------------------------


def test_sweetheart_executed_makes_one_player_drunk_for_good(library: Library) -> None:
    """docs/rules/sweetheart.md test 1: executed on day 1 → the Storyteller picks q3: DRUNK for the rest of the game."""
    game = snv_at(library, "day", 1, "a=sweetheart", "b=nodashii", "c=sage", *QUIET)
    fired = accept(game, Executed(seat=seat_of(game, "a")))
    fired += accept(game, kill(seat_of(game, "a"), "execution"), {"sweetheart.dies": (seat_of(game, "q3"),)})
    sweet = [t for t in fired if t.id == "sweetheart.dies"]
    assert len(sweet) == 1 and sweet[0].choice is not None and seat_of(game, "a") not in sweet[0].choice.options
    assert ("sweetheart", "Drunk") in tokens(game, "q3")
    to_phase(game, "day", 3)
    assert reliability(game, seat_of(game, "q3")).drunk


def test_sweetheart_dying_poisoned_asks_nothing(library: Library) -> None:
    """docs/rules/sweetheart.md test 3: poisoned at her death → 'impaired' text, no choice, nobody drunk."""
    game = snv_at(library, "day", 1, "a=sweetheart", "b=nodashii", "c=sage", *QUIET)
    mark(game, "a", "nodashii", "Poisoned")
    fired = accept(game, kill(seat_of(game, "a"), "execution"))
    assert "sweetheart.dies.impaired" in fired_ids(fired)
    assert not any(("sweetheart", "Drunk") in tokens(game, n) for n in ("b", "c", "q1", "q2", "q3"))


# --- Mutant -------------------------------------------------------------------------------------


def test_mutant_is_flagged_at_dawn_and_the_storyteller_decides(library: Library) -> None:
    """docs/rules/mutant.md test 1: at dawn a prompt names the Mutant; picking it executes; picking nobody does nothing."""
    game = snv_at(library, "night", 1, "a=mutant", "b=nodashii", "c=sage", *QUIET)
    fired = triggers_for(game, PhaseAdvanced(to=Phase(kind="day", number=1)), "before") + []
    assert fired == []
    assert dawn(game) == ["mutant.madness"]
    assert game.state.seat(seat_of(game, "a")).alive and game.state.today().execution is None  # type: ignore[union-attr]
    again = snv_at(library, "night", 1, "a=mutant", "b=nodashii", "c=sage", *QUIET)
    dawn(again, {"mutant.madness": (seat_of(again, "a"),)})
    assert not again.state.seat(seat_of(again, "a")).alive
    assert again.state.today().execution == seat_of(again, "a")  # type: ignore[union-attr]


def test_mutant_not_flagged_when_impaired_or_dead(library: Library) -> None:
    """docs/rules/mutant.md test 2: a poisoned Mutant or a dead one → no prompt."""
    game = snv_at(library, "night", 1, "a=mutant", "b=nodashii", "c=sage", *QUIET)
    mark(game, "a", "nodashii", "Poisoned")
    assert dawn(game) == []
    dead = snv_at(library, "night", 1, "a=mutant", "b=nodashii", "c=sage", *QUIET)
    dead.record(kill(seat_of(dead, "a"), "demon", "nodashii"))
    assert dawn(dead) == []


# --- Cerenovus ----------------------------------------------------------------------------------


def _mad(game: Game, target: str, character: str) -> None:
    game.record(NightChoice(seat=seat_of(game, "a"), character="cerenovus", players=(seat_of(game, target),), characters=(character,)))
    mark(game, target, "cerenovus", "Mad")


def test_cerenovus_madness_is_flagged_at_dawn(library: Library) -> None:
    """docs/rules/cerenovus.md test 2: MAD on q1 as the Sage → dawn prompt names q1 and the Sage; the pick executes q1."""
    game = snv_at(library, "night", 1, "a=cerenovus", "b=nodashii", "c=sage", *QUIET)
    _mad(game, "q1", "sage")
    fired = accept(game, PhaseAdvanced(to=Phase(kind="day", number=1)), {"cerenovus.madness": (seat_of(game, "q1"),)})
    trigger = next(t for t in fired if t.id == "cerenovus.madness")
    assert trigger.choice is not None and trigger.choice.options == (seat_of(game, "q1"),)
    assert "Sage" in trigger.text("en") and "q1" in trigger.text("en") and "q1" in trigger.text("ko")
    assert not game.state.seat(seat_of(game, "q1")).alive and game.state.today().execution == seat_of(game, "q1")  # type: ignore[union-attr]


def test_cerenovus_impaired_flags_nothing(library: Library) -> None:
    """docs/rules/cerenovus.md test 3: the Cerenovus poisoned at dawn → no prompt."""
    game = snv_at(library, "night", 1, "a=cerenovus", "b=nodashii", "c=sage", *QUIET)
    _mad(game, "q1", "sage")
    mark(game, "a", "nodashii", "Poisoned")
    assert dawn(game) == []


# --- Artist -------------------------------------------------------------------------------------


def test_artist_asks_once(library: Library) -> None:
    """docs/rules/artist.md test 2: the question spends the ability (NO ABILITY); a second one is refused."""
    game = snv_at(library, "day", 1, "a=artist", "b=nodashii", "c=sage", *QUIET)
    fired = accept(game, PublicAct(act="artist_question", seat=seat_of(game, "a")))
    assert fired_ids(fired) == ["artist.asks"] and tokens(game, "a") == [("artist", "No Ability")]
    to_phase(game, "day", 2)
    refused = triggers_for(game, PublicAct(act="artist_question", seat=seat_of(game, "a")))
    assert fired_ids(refused) == ["artist.asks.refused"] and refused[0].replaces


def test_artist_pretend_and_impaired(library: Library) -> None:
    """docs/rules/artist.md test 3: a non-Artist asking → 'pretend'; a poisoned Artist → 'impaired', still spent."""
    game = snv_at(library, "day", 1, "a=artist", "b=nodashii", "c=sage", *QUIET)
    assert fired_ids(triggers_for(game, PublicAct(act="artist_question", seat=seat_of(game, "c")))) == ["artist.asks.pretend"]
    mark(game, "a", "nodashii", "Poisoned")
    fired = triggers_for(game, PublicAct(act="artist_question", seat=seat_of(game, "a")))
    assert fired_ids(fired) == ["artist.asks.impaired"] and len(fired[0].proposed) == 1


# --- Juggler ------------------------------------------------------------------------------------


def _guess(game: Game, juggler: str, *pairs: tuple[str, str]) -> PublicAct:
    players = tuple(seat_of(game, n) for n, _ in pairs)
    return PublicAct(act="juggler_guess", seat=seat_of(game, juggler), players=players, characters=tuple(c for _, c in pairs))


def test_juggler_guesses_mark_correct_tokens(library: Library) -> None:
    """docs/rules/juggler.md test 8: day 1 guesses No Dashii (right), Sage on q1 (wrong), Sage (right) → 2 CORRECT tokens."""
    game = snv_at(library, "day", 1, "a=juggler", "b=nodashii", "c=sage", *QUIET)
    fired = accept(game, _guess(game, "a", ("b", "nodashii"), ("q1", "sage"), ("c", "sage")))
    assert fired_ids(fired) == ["juggler.juggles"] and dict(fired[0].values)["right"] == "2"
    assert tokens(game, "a") == [("juggler", "Correct"), ("juggler", "Correct")]


def test_juggler_guesses_only_on_its_first_day_and_five_at_most(library: Library) -> None:
    """docs/rules/juggler.md test 9: six guesses refused; a guess on day 2 refused; a non-Juggler pretends."""
    game = snv_at(library, "day", 1, "a=juggler", "b=nodashii", "c=sage", *QUIET)
    six = _guess(game, "a", *[(n, "sage") for n in ("b", "c", "q1", "q2", "q3", "b")])
    assert fired_ids(triggers_for(game, six)) == ["juggler.juggles.refused"]
    assert fired_ids(triggers_for(game, _guess(game, "c", ("b", "nodashii")))) == ["juggler.juggles.pretend"]
    to_phase(game, "day", 2)
    assert fired_ids(triggers_for(game, _guess(game, "a", ("b", "nodashii")))) == ["juggler.juggles.refused"]


# --- Evil Twin ----------------------------------------------------------------------------------

TWINS = ("a=eviltwin", "b=nodashii", "c=sage", *QUIET)


def _twins(library: Library) -> Game:
    game = snv_at(library, "day", 1, *TWINS)
    mark(game, "c", "eviltwin", "Twin")
    return game


def test_good_twin_executed_evil_wins(library: Library) -> None:
    """docs/rules/eviltwin.md test 3: the good twin (the Sage) executed → evil wins."""
    game = _twins(library)
    execute(game, "c")
    found = check_victory(game)
    assert found is not None and found.winner == "evil" and found.rule == "eviltwin.good_twin_executed"
    assert "c" in found.reason("en")


def test_good_cannot_win_while_both_twins_live(library: Library) -> None:
    """docs/rules/eviltwin.md test 4: the Demon executed while both twins live → no win; the Evil Twin then dies → good wins."""
    game = _twins(library)
    execute(game, "b")
    assert check_victory(game) is None
    to_phase(game, "night", 2)
    game.record(kill(seat_of(game, "a"), "storyteller"))
    found = check_victory(game)
    assert found is not None and found.winner == "good" and found.rule == "standard.demon_dead"


def test_evil_twin_impaired_changes_nothing(library: Library) -> None:
    """docs/rules/eviltwin.md test 5: a drunk Evil Twin (the Sweetheart's) → the good twin's execution ends nothing; the Demon's execution is a good win."""
    game = _twins(library)
    mark(game, "a", "sweetheart", "Drunk")
    execute(game, "c")
    assert check_victory(game) is None
    other = _twins(library)
    mark(other, "a", "sweetheart", "Drunk")
    execute(other, "b")
    assert check_victory(other) is not None and check_victory(other).winner == "good"  # type: ignore[union-attr]


def test_dead_twin_lets_good_win(library: Library) -> None:
    """docs/rules/eviltwin.md test 6: the good twin died at night; the Demon executed → good wins."""
    game = snv_at(library, "night", 1, *TWINS)
    mark(game, "c", "eviltwin", "Twin")
    game.record(kill(seat_of(game, "c"), "demon", "nodashii"))
    to_phase(game, "day", 1)
    execute(game, "b")
    found = check_victory(game)
    assert found is not None and found.winner == "good"


def test_juggler_guesses_are_described_with_their_characters(library: Library) -> None:
    """docs/rules/juggler.md test 12: the log line names each guessed player with the character guessed."""
    from grimoire_app.systems.botc.describe import describe

    game = snv_at(library, "day", 1, "a=juggler", "b=nodashii", "c=sage", *QUIET)
    act = _guess(game, "a", ("b", "nodashii"), ("c", "sage"))
    line = describe(act, game.state, game.script, library, "en")
    assert line == "a guesses as the Juggler: b: No Dashii, c: Sage"
