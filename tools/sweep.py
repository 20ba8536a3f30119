"""Sweep: play many demo games on the base scripts and report every error and impossible ending.

Usage: scripts/sweep [--seeds N] [--scripts tb,bmr,snv] [--players 5-15] [--nights 8] [--first SEED] [--travellers K] [--fabled K] [--wild]
Each game is a demo game (systems/botc/simulation.py) played to its end or `--nights` nights, then
checked (tools/sweep_checks.py: the table at the end) and replayed from its saved journal.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from grimoire_app import paths  # noqa: E402
from grimoire_app.model.library import load_library  # noqa: E402
from grimoire_app.model.saves import Journal, new_header  # noqa: E402
from grimoire_app.model.script import load_script  # noqa: E402
from grimoire_app.systems.botc.demo import demo_game  # noqa: E402
from grimoire_app.systems.botc.files import open_game  # noqa: E402
from grimoire_app.systems.botc.setup import SetupError  # noqa: E402
from grimoire_app.systems.botc import simulation  # noqa: E402
from grimoire_app.systems.botc.simulation_checks import end_problems  # noqa: E402

SCRIPTS = {"tb": "tb-trouble-brewing.json", "bmr": "bmr-bad-moon-rising.json", "snv": "snv-sects-and-violets.json"}


def wild() -> None:
    """Make the demo's random choices bolder, to reach rarer states (more acts, bounces, star-passes, executions)."""
    simulation.ACT_CHANCE, simulation.BLUFF_ACT, simulation.ALTERNATIVE, simulation.OFFER_TAKEN = 0.9, 0.4, 0.8, 0.8
    simulation.NOMINATIONS, simulation.HAND_RAISED = (1, 5), {True: 0.7, False: 0.5}
    simulation.NOTHING_CHOSEN = 0.05


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--scripts", default="tb,bmr,snv")
    parser.add_argument("--players", default="5-15")
    parser.add_argument("--nights", type=int, default=8)
    parser.add_argument("--no-replay", action="store_true")
    parser.add_argument("--fabled", type=int, default=0, help="random Fabled or Loric put in play before night 1 in every game")
    parser.add_argument("--travellers", type=int, default=0, help="Travellers seated before night 1 in every game (players + Travellers at most 20)")
    parser.add_argument("--wild", action="store_true", help="a Storyteller and players who take every chance: acts, alternatives, offers, votes")
    args = parser.parse_args(argv)
    if args.wild:
        wild()
    low, _, high = args.players.partition("-")
    counts = range(int(low), int(high or low) + 1)
    library = load_library(paths.resources_dir())
    failures: Counter[str] = Counter()
    results: Counter[str] = Counter()
    played = 0
    with tempfile.TemporaryDirectory() as folder:
        for key in args.scripts.split(","):
            script = load_script(Path(key) if key.endswith(".json") else paths.resources_dir() / "scripts" / SCRIPTS[key], library)
            for players in counts:
                for seed in range(args.first, args.first + args.seeds):
                    label = f"{key} {players}p seed {seed}"
                    try:
                        game = demo_game(script, library, players, seed, args.nights, min(args.travellers, 20 - players), args.fabled)
                    except SetupError:
                        continue
                    except Exception as error:  # noqa: BLE001 - a sweep reports every error
                        where = traceback.extract_tb(error.__traceback__)[-1]
                        sig = f"{type(error).__name__} at {Path(where.filename).name}:{where.lineno}"
                        failures[sig] += 1
                        if failures[sig] <= 2:
                            print(f"FAIL {label}: {sig}: {str(error)[:300]}")
                        continue
                    played += 1
                    result = game.state.result
                    results[f"{key} {result.winner if result else 'unfinished'}"] += 1
                    printed = False
                    for problem in end_problems(game):
                        sig = problem.split(":")[0]
                        failures[sig] += 1
                        if failures[sig] <= 300 and not printed:
                            printed = True
                            print(f"BAD {label}: {problem}")
                    if not args.no_replay:
                        path = Path(folder) / "game.grimoire"
                        path.unlink(missing_ok=True)
                        Journal.create(path, new_header(script), game.events)
                        try:
                            again = open_game(path, library, writable=False).game
                            if again.state != game.state:
                                failures["replay differs"] += 1
                                print(f"REPLAY {label}: state differs")
                        except Exception as error:  # noqa: BLE001
                            failures["replay error"] += 1
                            print(f"REPLAY {label}: {type(error).__name__}: {str(error)[:300]}")
    print(f"played {played}; results {dict(results)}")
    for sig, count in failures.most_common():
        print(f"{count:5d}  {sig}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
