"""Whole demo games on the three base scripts end correctly and replay identically (issue 16, the sweep's fast half).

A few seeds per base script (Trouble Brewing, Bad Moon Rising, Sects & Violets) and two player counts are
played by the demo simulation (systems/botc/simulation.py) to their end or 8 nights. Each must show
nothing impossible (simulation_checks.end_problems: Demons, results, reminder lifetimes), and its
journal saved and read back must replay to the same state. The big sweep is scripts/sweep.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.model.script import Script, load_script
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import GameEnded, PublicAct
from grimoire_app.systems.botc.files import open_game
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.simulation_checks import end_problems

BASE = {"tb": "tb-trouble-brewing.json", "bmr": "bmr-bad-moon-rising.json", "snv": "snv-sects-and-violets.json"}
SEEDS = (4, 5, 6)
PLAYERS = (7, 12)


def base_script(library: Library, key: str) -> Script:
    return load_script(paths.resources_dir() / "scripts" / BASE[key], library)


@pytest.fixture(scope="module")
def games(library: Library) -> dict[tuple[str, int, int], Game]:
    """Every demo game of the matrix, played once for the module."""
    return {
        (key, players, seed): demo_game(base_script(library, key), library, players, seed, nights=8)
        for key in BASE
        for players in PLAYERS
        for seed in SEEDS
    }


@pytest.mark.parametrize("key", list(BASE))
def test_base_demo_games_end_with_a_legal_result(games: dict[tuple[str, int, int], Game], key: str) -> None:
    """Each game ends (or reaches 8 nights) with nothing impossible on the table, and each GameEnded is the victory
    check's proposal at that moment with a winner."""
    played = {k: g for k, g in games.items() if k[0] == key}
    assert {k: end_problems(g) for k, g in played.items()} == {k: [] for k in played}
    ended = [g for g in played.values() if g.state.result is not None]
    assert ended, f"no {key} demo game ended in 8 nights"
    for game in ended:
        index = next(i for i, e in enumerate(game.events) if isinstance(e, GameEnded))
        victory = check_victory(game, at=index) or check_victory(game, at_dusk=True, at=index)
        assert victory is not None and victory.event("en") == game.events[index]
        assert game.state.result is not None and game.state.result.winner in ("good", "evil")


@pytest.mark.parametrize("key", list(BASE))
def test_base_demo_games_replay_identically_from_their_file(games: dict[tuple[str, int, int], Game], library: Library, key: str, tmp_path: Path) -> None:
    """Save → read the journal → replay gives the same state (and the same events)."""
    for (script, players, seed), game in games.items():
        if script != key:
            continue
        path = tmp_path / f"{script}-{players}-{seed}.grimoire"
        Journal.create(path, new_header(game.script), game.events)
        again = open_game(path, library, writable=False).game
        assert again.events == game.events
        assert again.state == game.state


def test_base_demo_games_make_the_base_editions_public_acts(games: dict[tuple[str, int, int], Game]) -> None:
    """The property is not empty: the matrix's days include the base editions' public acts (Slayer, Gossip, Artist, Juggler)."""
    acts = {e.act for g in games.values() for e in g.events if isinstance(e, PublicAct)}
    assert {"slayer_shot", "gossip_statement", "artist_question", "juggler_guess"} <= acts
