"""The reliability judge asks only the impairment sources that can give a reason in its state (issue 20: recording at
night reads every acting seat's impairments per sheet): those on their own character and those whose token lies in the
square. Every seat's reasons, in order, must equal those the whole table gives, at every state of demo games on the
seed scripts and the experimental mix."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.model.script import Script, load_script
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.reliability import Judge

MIX = Path(__file__).parents[3] / "data" / "experimental_mix.json"
GAMES = [("000", 15, 1, 5, False), ("001", 12, 2, 5, True), ("004", 10, 3, 5, True), ("tb", 9, 4, 4, True), ("bmr", 11, 5, 4, True),
         ("snv", 10, 6, 4, True), ("mix", 8, 0, 4, False), ("mix", 11, 2, 4, True), ("mix", 15, 3, 4, True)]
"""Demo games: script (a bundled key, or the experimental mix), players, seed, nights, whether a seat is ever impaired."""


def _script(library: Library, key: str) -> Script:
    return load_script(MIX, library) if key == "mix" else resolve_script(key, paths.resources_dir(), library)


def _every_source(game: Game, n: int) -> Judge:
    """A judge that walks the whole table for every seat (the judge before issue 20's filter)."""
    judge = Judge(game.state_at(n), game)
    judge._live_sources = lambda: judge._table.sources  # type: ignore[method-assign]
    return judge


@pytest.mark.parametrize("params", GAMES, ids=[f"{g[0]}-{g[1]}" for g in GAMES])
def test_every_seats_impairments_equal_the_whole_tables_at_every_state(library: Library, params: tuple[str, int, int, int, bool]) -> None:
    key, players, seed, nights, carries = params
    game = demo_game(_script(library, key), library, players, seed, nights)
    impaired = 0
    for n in range(0, len(game.events) + 1):
        state = game.state_at(n)
        filtered, whole = Judge(state, game), _every_source(game, n)
        for seat in state.seats:
            reasons = filtered.impairments(seat.id)
            assert reasons == whole.impairments(seat.id), (n, seat.id)
            assert filtered.impaired(seat.id) == whole.impaired(seat.id)
            impaired += bool(reasons)
    assert (impaired > 0) == carries
