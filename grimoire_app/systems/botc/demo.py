"""Demo games: a legal random setup on a bundled script, then the game played through the real engine.

The nights and days are played by simulation.play as a careful Storyteller would run them: the
tonight sheet, the engine's legal choices and answers, the day rules and the victory check, so a
demo game records only what the app itself accepts. The same seed gives the same file, byte for
byte (the header's creation time is fixed too), so demo games double as test fixtures and benchmarks.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from grimoire_app import paths
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.library import Library
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.deal import random_setup
from grimoire_app.systems.botc.setup.values import Setup
from grimoire_app.systems.botc.setup_draft import setup_events
from grimoire_app.systems.botc.simulation import play, put_fabled_in_play, seat_travellers

DEMO_CREATED_AT = "2026-01-01T20:00:00+09:00"
"""Fixed so that the same seed writes the same bytes."""


def demo_names(players: int) -> list[str]:
    """Return the first `players` names of the bundled demo name list."""
    names: list[str] = json.loads((paths.resources_dir() / "demo" / "names.json").read_text(encoding="utf-8"))
    return names[:players]


def record_setup(game: Game, setup: Setup) -> None:
    """Record a setup as events: seats, characters, believed characters, alignments, bluffs, reminders."""
    for event in setup_events(game.script, game.library, setup, start_night=False):
        game.record(event)


def demo_game(script: Script, library: Library, players: int, seed: int, nights: int, travellers: int = 0, fabled: int = 0) -> Game:
    """Return a demo game: setup, `travellers` Travellers seated and `fabled` random Fabled or Loric put in play before
    night 1, then `nights` nights and the days between, played legally (or to its end). Without either, the seed's
    game is the same as before they existed."""
    rng = random.Random(seed)
    game = Game(script, library)
    names = demo_names(players + travellers)
    record_setup(game, random_setup(script, library, names[:players], rng))
    if travellers:
        seat_travellers(game, rng, names[players:])
    if fabled:
        put_fabled_in_play(game, rng, fabled)
    play(game, rng, nights)
    return game


def write_demo(path: Path, script: Script, library: Library, players: int, seed: int, nights: int, travellers: int = 0) -> Game:
    """Write a demo game file and return the game.

    Raises:
        SaveFileError: the file cannot be written.
        SetupError: no legal setup exists for that script and player count.
    """
    game = demo_game(script, library, players, seed, nights, travellers)
    Journal.create(path, new_header(script, created_at=DEMO_CREATED_AT), game.events)
    return game
