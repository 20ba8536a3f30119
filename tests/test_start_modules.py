"""What the start of a game never opened here imports before its first paint (issue 20, docs/performance.md
"Never-opened start, model side, 2026-12-02 morning"): the pure modules `__main__` imports before PySide6 and no more.

Each test runs a fresh process, as the app's start does (no timing here: the figures are in tools/bench_start.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=False, cwd=ROOT)


def _demo_game(folder: Path) -> Path:
    """The 15-seat demo game tools/bench_start.py times the start on (script 000, two nights)."""
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.model.bundled_scripts import resolve_script
    from grimoire_app.systems.botc.demo import write_demo

    library = load_library(paths.resources_dir())
    path = folder / "game.grimoire"
    write_demo(path, resolve_script("000", paths.resources_dir(), library), library, 15, seed=3, nights=2)
    return path


def test_the_first_paint_modules_leave_the_setup_deal_out() -> None:
    """The square's Fabled menu reads the script's Fabled (setup/fabled.py, setup/loric.py `with_bootlegger`); the
    random deal, its counts and its data tables come only when the wizard deals a bag."""
    done = _run(
        "import sys, grimoire_app.__main__ as m; m._import_the_model_first();"
        "heavy = [n for n in ('grimoire_app.systems.botc.setup.deal', 'grimoire_app.systems.botc.setup.counts',"
        " 'grimoire_app.systems.botc.setup.data', 'grimoire_app.systems.botc.setup.distribution') if n in sys.modules];"
        "print(heavy); sys.exit(1 if heavy else 0)"
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_storm_catcher_bag_still_deals_after_a_start_without_the_deal() -> None:
    """docs/rules/stormcatcher.md: `bag_with_named` imports the deal when first asked, and puts the named character
    in the bag (15 players on Trouble Brewing, the Slayer named)."""
    done = _run(
        "import random, grimoire_app.__main__ as m; m._import_the_model_first();"
        "from grimoire_app import paths;"
        "from grimoire_app.model import load_library;"
        "from grimoire_app.model.bundled_scripts import resolve_script;"
        "from grimoire_app.systems.botc.setup.distribution import SetupChoices;"
        "from grimoire_app.systems.botc.setup.loric import bag_with_named;"
        "library = load_library(paths.resources_dir());"
        "script = resolve_script('tb', paths.resources_dir(), library);"
        "bag = bag_with_named(script, library, [f'p{i}' for i in range(15)], SetupChoices(), random.Random(4), 'slayer');"
        "print(bag); assert len(bag) == 15 and 'slayer' in bag, bag"
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_start_builds_pydantic_models_with_plugins_disabled() -> None:
    """`__main__` sets PYDANTIC_DISABLE_PLUGINS (pydantic's documented switch): the model and a game's events still
    validate, with the same errors."""
    done = _run(
        """
import os, sys
os.environ.pop('PYDANTIC_DISABLE_PLUGINS', None)
import grimoire_app.__main__ as m
m._without_pydantic_plugins()
m._import_the_model_first()
assert os.environ['PYDANTIC_DISABLE_PLUGINS'] == '__all__'
from pydantic import ValidationError
from grimoire_app.systems.botc.events import EVENT_ADAPTER, SeatAdded
assert EVENT_ADAPTER.validate_json('{"type": "seat_added", "seat": "s1", "name": "A"}') == SeatAdded(seat='s1', name='A')
try:
    EVENT_ADAPTER.validate_python({'type': 'seat_added', 'seat': ''})
except ValidationError as error:
    errors = error.errors()
assert [x['loc'] for x in errors] == [('seat_added', 'seat'), ('seat_added', 'name')], errors
"""
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_users_own_pydantic_plugin_switch_is_kept() -> None:
    """PYDANTIC_DISABLE_PLUGINS set by the user (naming plugins to skip) is left as it is."""
    done = _run(
        "import os, sys; os.environ['PYDANTIC_DISABLE_PLUGINS'] = 'someone_elses_plugin';"
        "import grimoire_app.__main__ as m; m._without_pydantic_plugins(); m._import_the_model_first();"
        "sys.exit(0 if os.environ['PYDANTIC_DISABLE_PLUGINS'] == 'someone_elses_plugin' else 1)"
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_squares_vote_count_needs_neither_the_day_facts_nor_the_info_engine(tmp_path: Path) -> None:
    """The square shows the votes a nomination needs at its first paint (day/votes.py `threshold`): with no Voudon in
    play that imports neither day/facts.py (`Moment`) nor the info engine nor the Beggar's and Judge's rules; a
    tally imports them when asked, and counts as before (the 15-seat demo game: 7 votes needed, every hand worth 1,
    the last day's one nomination of s14 with 6 of 7 votes)."""
    done = _run(
        """
import sys, pathlib, tempfile
import grimoire_app.__main__ as m
m._import_the_model_first()
from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.systems.botc.day.votes import hand_worth, threshold
from grimoire_app.systems.game_files import open_game_file
heavy = ('grimoire_app.systems.botc.day.facts', 'grimoire_app.systems.botc.day.beggar', 'grimoire_app.systems.botc.day.judge',
         'grimoire_app.systems.botc.info.reliability', 'grimoire_app.systems.botc.info.registration', 'grimoire_app.systems.botc.info.data')
library = load_library(paths.resources_dir())
path = pathlib.Path(sys.argv[1])
game = open_game_file(path, library, writable=False).game
needed = threshold(game)
worth = [hand_worth(game.state, seat.id) for seat in game.state.seats]
assert [n for n in heavy if n in sys.modules] == [], [n for n in heavy if n in sys.modules]
from grimoire_app.systems.botc.day.votes import tallies
found = tallies(game)
assert all(n in sys.modules for n in heavy[:3])
assert (needed, set(worth), [(t.nominee, t.count, t.threshold) for t in found]) == (7, {1}, [('s14', 6, 7)])
""",
        str(_demo_game(tmp_path)),
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("apart", ["0", "1"])
def test_the_start_collects_again_before_the_window_runs_and_sets_the_imports_aside(tmp_path: Path, apart: str) -> None:
    """`main` turns the cyclic collector off while the start imports (nothing it builds is garbage) and, before the
    window runs, moves what it imported to the oldest generation and turns the collector back on: a cycle made
    afterwards is collected. With the model first (GRIMOIRE_START_APART=0) pydantic is imported by then; with the
    square drawn apart (ui/town_square/picture_apart.py, on Linux with two cores) it is not: the child imports it."""
    forks = apart == "1" and sys.platform == "linux" and len(os.sched_getaffinity(0)) >= 2
    done = _run(
        """
import gc, os, sys
os.environ['GRIMOIRE_DATA_DIR'] = sys.argv[2]  # no remembered game, window or snapshot of this user's
os.environ['GRIMOIRE_START_APART'] = sys.argv[3]
import grimoire_app.ui.app as app
seen = {}
def run_app(args, snapshot, apart):
    seen.update(enabled=gc.isenabled(), oldest=len(gc.get_objects(2)), pydantic='pydantic' in sys.modules, apart=apart is not None)
    if apart is not None:
        from grimoire_app.ui.town_square.picture_apart import let_go
        let_go(apart)
    cycle = []
    cycle.append(cycle)
    del cycle
    seen['collected'] = gc.collect()
    return 0
app.run_app = run_app
from grimoire_app.__main__ import main
assert gc.isenabled()
assert main([sys.argv[1]]) == 0
assert seen['enabled'] and seen['oldest'] > 10000 and seen['collected'] >= 1, seen
print("pydantic:", seen['pydantic'], "apart:", seen['apart'])
""",
        str(_demo_game(tmp_path)),
        str(tmp_path / "data"),
        apart,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"pydantic: {not forks} apart: {forks}" in done.stdout, done.stdout + done.stderr
