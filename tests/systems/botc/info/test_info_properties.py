"""Properties over random legal games (setup.random_setup + simulation.play): spec 1.5 rules hold everywhere."""

from __future__ import annotations

import random

from hypothesis import assume, example, given
from hypothesis import strategies as st

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.commands import assign_character
from grimoire_app.systems.botc.events import NightChoice, PlayerRevived, ReminderRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.demo import demo_names, record_setup
from grimoire_app.systems.botc.info import Suggestion, reliability, suggestions, vortox_forces_false
from grimoire_app.systems.botc.tonight import suggestions_json
from grimoire_app.systems.botc.info.data import info_rules
from grimoire_app.systems.botc.setup import SetupError, random_setup
from grimoire_app.systems.botc.simulation import play
from tests.conftest import seed_script


def random_game(library: Library, script: str, players: int, seed: int, nights: int) -> Game:
    rng = random.Random(seed)
    game = Game(seed_script(library, script), library)
    try:
        record_setup(game, random_setup(game.script, library, demo_names(players), rng))
    except SetupError:
        assume(False)
    play(game, rng, nights)
    for suggestion in suggestions(game):
        if suggestion.needs_choice and rng.random() < 0.8:
            count = info_rules()[suggestion.step].choice
            picked = rng.sample([seat.id for seat in game.state.seats], min(count, len(game.state.seats)))
            game.record(NightChoice(seat=suggestion.seat, character=suggestion.step, players=tuple(picked)), override=True)
    return game


def seats_named(suggestion: Suggestion) -> set[str]:
    named = {suggestion.seat, suggestion.recipient, *suggestion.choice}
    for answer in (*suggestion.legal, *suggestion.truth):
        if suggestion.kind == "player" and isinstance(answer, str):
            named.add(answer)
        elif suggestion.kind == "players" and isinstance(answer, tuple):
            named |= set(answer)
        elif suggestion.kind == "player_character" and isinstance(answer, tuple):
            named.add(answer[0])
    return named


games = st.builds(
    lambda script, players, seed, nights: (script, players, seed, nights),
    st.sampled_from(["000", "001", "004"]),
    st.integers(5, 20),
    st.integers(0, 10_000),
    st.integers(1, 4),
)


@given(games)
def test_suggestions_follow_the_legal_rules(library: Library, case: tuple[str, int, int, int]) -> None:
    """spec 1.5: reliable → L = T; Vortox → T ∩ L = ∅ for Townsfolk; every seat named exists; truth never fails."""
    game = random_game(library, *case)
    seats = {seat.id for seat in game.state.seats}
    atheist = any(seat.character == "atheist" for seat in game.state.seats)
    for suggestion in suggestions(game):
        assert seats_named(suggestion) <= seats
        if suggestion.mode in ("waiting", "storyteller"):
            continue
        if vortox_forces_false(game, suggestion.seat):
            assert not set(suggestion.legal) & set(suggestion.truth)
        elif not reliability(game, suggestion.seat).drunk and not reliability(game, suggestion.seat).poisoned and not atheist:
            assert suggestion.mode == "truth" and set(suggestion.legal) == set(suggestion.truth)
        assert set(suggestion.legal) <= set(suggestion.domain)


@given(games, st.floats(0, 1))
def test_json_at_any_moment(library: Library, case: tuple[str, int, int, int], where: float) -> None:
    """`suggest FILE --at N --json` works at every moment of a game and names only seats of that moment."""
    game = random_game(library, *case)
    at = int(where * len(game.events))
    seats = {seat.id for seat in game.state_at(at).seats}
    for entry in suggestions_json(game, at=at):
        assert entry["seat"] in seats and entry["recipient"] in seats


@given(games, st.integers(0, 19))
@example(("000", 12, 3351, 4), 0)  # a voter who may register as the Demon (the Flowergirl): the plain truth is legal
def test_every_townsfolk_answer_is_false_while_the_vortox_lives(library: Library, case: tuple[str, int, int, int], pick: int) -> None:
    """Acceptance: a functioning Vortox makes every Townsfolk answer's legal set exclude the truth (spec 1.5 rule 1).

    Where a registration could make another answer true (`registered`: a Recluse or Spy), the Storyteller picks the
    registration, and every answer false in some registration is legal, the plain truth included (spec 1.3 with 1.5;
    the [DECISION] in info/registered.py): then each legal answer must differ from some answer a registration makes
    true."""
    script, players, seed, nights = case
    game = random_game(library, "004" if script == "000" else script, players, seed, nights)
    seat = game.state.seats[pick % len(game.state.seats)]
    game.record(assign_character(game.state, seat.id, game.character("vortox")), override=True)
    for reminder in seat.reminders:
        game.record(ReminderRemoved(reminder=reminder.id), override=True)
    if not seat.alive:
        game.record(PlayerRevived(seat=seat.id), override=True)
    assume(vortox_forces_false(game))
    for suggestion in suggestions(game):
        holder = game.state.seat(suggestion.seat)
        character = game.character(holder.character or "")
        if character is not None and character.team == Team.TOWNSFOLK and suggestion.mode not in ("waiting", "storyteller"):
            if suggestion.registered:
                possible = set(suggestion.truth) | set(suggestion.registered)
                assert suggestion.mode == "false" and all(possible - {answer} for answer in suggestion.legal)
            else:
                assert suggestion.mode == "false" and not set(suggestion.legal) & set(suggestion.truth)
