"""Review opens without reading every event's filter sets or the whole game's account (issue 20, review open).

The lines review tells from the account of an event's own phase equal those told from the game's whole account;
the list of characters for the filter, read without states, equals the one read from every event's sets; the
filter sets are read on first use and equal a fresh reading.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.account.text import event_line
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.review.index import ReviewIndex, characters_named, seats_named
from grimoire_app.ui.review.models import ACCOUNTED

MIX = Path(__file__).parents[2] / "data" / "experimental_mix.json"
GAMES = [("000", 15, 1, 6, 2), ("bmr", 12, 2, 6, 0), ("snv", 10, 3, 6, 1), ("tb", 8, 4, 6, 0)]


def _games(library: Library) -> list[Game]:
    found = [demo_game(resolve_script(key, paths.resources_dir(), library), library, players, seed, nights, travellers)
             for key, players, seed, nights, travellers in GAMES]
    return found + [demo_game(load_script(MIX, library), library, 11, 2, 6)]


@pytest.fixture(scope="module")
def games(library: Library) -> list[Game]:
    return _games(library)


def test_each_line_told_from_its_phase_equals_the_whole_accounts(games: list[Game]) -> None:
    told = 0
    for game in games:
        index = ReviewIndex(game)
        for i, event in enumerate(game.events):
            if isinstance(event, ACCOUNTED):
                for lang in ("ko", "en"):
                    assert event_line(index.account_at(i), i, lang) == event_line(index.account, i, lang), (i, event)
                told += 1
    assert told > 100


def test_the_characters_for_the_filter_are_the_ones_every_events_sets_give(games: list[Game]) -> None:
    for game in games:
        index = ReviewIndex(game)
        seen: dict[str, None] = {}
        for characters in index.characters_of:
            for character in sorted(characters):
                seen.setdefault(character, None)
        assert index.characters == tuple(seen)


def test_the_filter_sets_read_on_first_use_are_every_events(games: list[Game]) -> None:
    game = games[0]
    index = ReviewIndex(game)
    assert "seats_of" not in index.__dict__ and "characters_of" not in index.__dict__, "not read at open"
    assert index.seats_of == tuple(seats_named(e) for e in game.events)
    owner: dict[str, str] = {}
    expected = []
    for n, event in enumerate(game.events, 1):
        if type(event).__name__ == "ReminderPlaced":
            owner[event.reminder] = event.character  # type: ignore[attr-defined]
        expected.append(characters_named(event, game.state_at(n - 1), owner))
    assert index.characters_of == tuple(expected)
