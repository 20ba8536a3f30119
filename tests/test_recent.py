from __future__ import annotations

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
