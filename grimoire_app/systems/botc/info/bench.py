"""The suggestion bench: a heavy real moment (a 20-seat S000 deal on night 1) and the function it times.

Kept out of the info package's public names: it builds its game with the demo's setup, and the
demo plays through the info engine (importing it from the package would make a cycle).
"""

from __future__ import annotations

import random

from grimoire_app import paths
from grimoire_app.model.library import Library
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.demo import demo_names, record_setup
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.suggest import Suggestion, suggestions
from grimoire_app.systems.botc.setup.deal import random_setup


def bench_game(library: Library, players: int = 20, seed: int = 2) -> Game:
    """Return the bench case: a legal random S000 deal of `players` seats on night 1.

    S000 night 1 is the heaviest moment for suggestions (the Noble's every triple of players);
    seed 2 deals a Noble, Balloonist, Fortune Teller, General, Nightwatchman and Seamstress.

    Raises:
        SetupError: no legal setup exists for that player count.
    """
    script = load_script(paths.resources_dir() / "scripts" / "000-jongpa-wa-mayak.json", library)
    names = demo_names(players) if players <= 20 else [str(n) for n in range(1, players + 1)]
    game = Game(script, library)
    record_setup(game, random_setup(script, library, names, random.Random(seed)))
    game.record(advance(game.state))
    return game


def all_suggestions(game: Game) -> list[Suggestion]:
    """Compute every suggestion of now: the pure function the bench times (target ≤ 5 ms for 20 seats)."""
    return suggestions(game)
