from __future__ import annotations

import json
from pathlib import Path

from grimoire_app.recent import MAX_RECENT, recent_games, remember_game


def test_recent_games_are_newest_first_unique_and_capped(tmp_path: Path) -> None:
    store = tmp_path / "recent.json"
    games = []
    for i in range(MAX_RECENT + 2):
        game = tmp_path / f"g{i}.grimoire"
        game.write_text("x", encoding="utf-8")
        games.append(game)
        remember_game(store, game)
    remember_game(store, games[5])
    listed = recent_games(store)
    assert listed[0] == games[5].resolve() and len(listed) == MAX_RECENT and len(set(listed)) == MAX_RECENT


def test_missing_files_drop_out_and_a_damaged_list_reads_as_empty(tmp_path: Path) -> None:
    store = tmp_path / "recent.json"
    game = tmp_path / "gone.grimoire"
    game.write_text("x", encoding="utf-8")
    remember_game(store, game)
    game.unlink()
    assert recent_games(store) == []
    store.write_text("{not json", encoding="utf-8")
    assert recent_games(store) == []


def test_a_hostile_list_reads_as_empty_or_skips_the_bad_names(tmp_path: Path) -> None:
    """Issue 14: the app never dies at start: deep nesting, a huge number, NUL or a lone surrogate in the list."""
    store = tmp_path / "recent.json"
    game = tmp_path / "kept.grimoire"
    game.write_text("x", encoding="utf-8")
    for text in ("[" * 100_000 + "]" * 100_000, "[" + "9" * 5000 + "]", "\xff\xfe"):
        store.write_text(text, encoding="utf-8")
        assert recent_games(store) == []
    store.write_text('["a\\u0000b", "\\ud800.grimoire", ' + json.dumps(str(game)) + "]", encoding="utf-8")
    assert recent_games(store) == [game]
