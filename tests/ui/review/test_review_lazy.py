"""Review opens without reading every event's filter sets or the whole game's account (issue 20, review open).

The lines review tells from the account of an event's own phase equal those told from the game's whole account;
the list of characters for the filter, read without states, equals the one read from every event's sets; the
filter sets are read on first use and equal a fresh reading. The square's layouts of the whole game are worked out
once the review's size settles, so a step never searches for one.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.account.text import event_line
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.review import ReviewWindow
from grimoire_app.ui.review.index import ReviewIndex, characters_named, seats_named
from grimoire_app.ui.town_square.geometry import Point, ellipse_points, square_layout
from grimoire_app.ui.town_square.scene import layout_key
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


def test_the_square_layouts_of_the_whole_game_are_worked_out_once_the_size_settles(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    """Issue 20 (review step): stepping never searches for a layout; each is what the live square would compute."""
    square_layout.cache_clear()
    window = ReviewWindow(demo_file, library, "ko")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.scene._warm_pending)
    searched = square_layout.cache_info().misses
    width, height = round(window.scene.width()), round(window.scene.height())
    keys = {layout_key(window.game.state_at(n)) for n in range(window.index.count + 1)}
    assert set(window._layout_keys()) == keys and len(keys) > 5
    for n in range(window.index.count + 1):
        window.go_to(n)
        seats, capacity = layout_key(window.game.state_at(n))
        assert window.scene.layout == square_layout(seats, width, height, capacity)
    assert square_layout.cache_info().misses == searched, "no layout searched while stepping"


def _old_ellipse_points(n: int, a: float, b: float, cx: float, cy: float) -> tuple[Point, ...]:
    """ellipse_points as it was before its sines and cosines were computed once (issue 20)."""
    if n <= 0:
        return ()
    samples = 360
    angles = [-math.pi / 2 + 2 * math.pi * i / samples for i in range(samples + 1)]
    points = [(cx + a * math.cos(t), cy + b * math.sin(t)) for t in angles]
    lengths = [0.0]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    total, result, j = lengths[-1], [], 0
    for i in range(n):
        target = total * i / n
        while lengths[j + 1] < target:
            j += 1
        span = lengths[j + 1] - lengths[j] or 1.0
        t = angles[j] + (angles[j + 1] - angles[j]) * (target - lengths[j]) / span
        result.append(Point(cx + a * math.cos(t), cy + b * math.sin(t)))
    return tuple(result)


def test_the_ellipse_is_the_same_to_the_last_bit() -> None:
    for n in range(0, 22):
        for a, b in [(10.0, 5.0), (300.5, 200.25), (1.0, 1.0), (412.0, 287.5), (90.0, 240.0)]:
            for cx, cy in [(0.0, 0.0), (334.5, 342.0)]:
                assert ellipse_points(n, a, b, cx, cy) == _old_ellipse_points(n, a, b, cx, cy)
