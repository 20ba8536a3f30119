"""Property tests over random legal games (DESIGN.md quality bars).

Folding the events equals the state built step by step; undoing everything gives the empty game;
the journal round-trips; a journal cut at any byte recovers exactly its complete events, or (header
cut) raises SaveFileError.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import assign_character
from grimoire_app.model.errors import SaveFileError
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.systems.botc.files import read_botc_journal
from grimoire_app.systems.botc.state import GameState, apply
from grimoire_app.systems.botc.simulation import play
from tests.builders import table

NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우", "시우", "하린", "주원", "수아"]


def random_game(library: Library, seed: int, players: int, nights: int) -> Game:
    """Seat players with random script characters (one Demon), then play random legal nights and days."""
    rng = random.Random(seed)
    key = rng.choice(["000", "001", "004"])
    game = table(library, key, *NAMES[:players])
    demons = [c for c in game.script.characters if c.team == "demon"]
    others = [c for c in game.script.characters if c.team != "demon"]
    cast = [rng.choice(demons)] + rng.sample(others, players - 1)
    for seat, character in zip(game.state.seats, rng.sample(cast, players), strict=True):
        game.record(assign_character(game.state, seat.id, character))
    play(game, rng, nights)
    return game


games = st.builds(lambda s, p, n: (s, p, n), st.integers(0, 10**6), st.integers(5, 12), st.integers(1, 3))


@given(games)
def test_folding_all_events_equals_the_state_built_step_by_step(library: Library, params: tuple[int, int, int]) -> None:
    game = random_game(library, *params)
    state = GameState()
    for event in game.events:
        state = apply(state, event)
    assert state == game.state


@given(games)
def test_undoing_everything_gives_the_empty_game(library: Library, params: tuple[int, int, int]) -> None:
    game = random_game(library, *params)
    while game.undo() is not None:
        pass
    assert game.state == GameState() and not game.events


@given(params=games)
@settings(max_examples=25)
def test_journal_write_then_read_gives_the_same_events(library: Library, params: tuple[int, int, int], tmp_path_factory: pytest.TempPathFactory) -> None:
    game = random_game(library, *params)
    path = tmp_path_factory.mktemp("journal") / "game.grimoire"
    Journal.create(path, new_header(game.script), game.events)
    contents = read_botc_journal(path)
    assert contents.events == game.events and contents.torn_tail == 0
    assert Game(game.script, library, contents.events).state == game.state


@pytest.fixture(scope="module")
def journal_bytes(library: Library, tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, Game]:
    game = random_game(library, seed=7, players=7, nights=2)
    path = tmp_path_factory.mktemp("cut") / "game.grimoire"
    Journal.create(path, new_header(game.script), game.events)
    return path.read_bytes(), game


@given(st.data())
@settings(max_examples=200)
def test_a_journal_cut_at_any_byte_recovers_exactly_the_complete_events(
    journal_bytes: tuple[bytes, Game], tmp_path_factory: pytest.TempPathFactory, data: st.DataObject
) -> None:
    full, game = journal_bytes
    cut = data.draw(st.integers(0, len(full)))
    path = tmp_path_factory.mktemp("cut") / "game.grimoire"
    path.write_bytes(full[:cut])
    header_end = full.index(b"\n")
    if cut < header_end:
        with pytest.raises(SaveFileError):
            read_botc_journal(path)
        return
    line_ends = [i for i, byte in enumerate(full) if byte == ord("\n")][1:]
    expected = sum(1 for end in line_ends if end <= cut)
    assert read_botc_journal(path).events == game.events[:expected]


def test_every_cut_of_a_small_journal(journal_bytes: tuple[bytes, Game], tmp_path: Path) -> None:
    """Exhaustively: every byte boundary of the first 3 event lines."""
    full, game = journal_bytes
    header_end = full.index(b"\n")
    lines_end = [i for i, b in enumerate(full) if b == ord("\n")][:4]
    for cut in range(header_end, lines_end[-1] + 1):
        path = tmp_path / f"cut{cut}.grimoire"
        path.write_bytes(full[:cut])
        done = sum(1 for end in lines_end[1:] if end <= cut)
        assert len(read_botc_journal(path).events) == done, cut
