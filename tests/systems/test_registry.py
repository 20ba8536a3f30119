"""The GameSystem seam (issue 15, point 1): each system is one record, registered in one place.

Registering a fake system is all it takes for the journal reader (game_files) and the file
dialogs' filter to know it; and no module outside the registry and the systems' own packages
asks "is this ONUW or Torsis?" by name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import pytest
from pydantic import BaseModel, ConfigDict, TypeAdapter

from grimoire_app.model.errors import SaveFileError
from grimoire_app.model.library import Library
from grimoire_app.model.log import CheckedLog, EventSink, Refusing
from grimoire_app.model.saves import Contents, Header, new_header
from grimoire_app.systems.game_files import open_game_file, save_game_file, system_of
from grimoire_app.systems.game_system import GameLog, GameSystem
from grimoire_app.systems.registry import SYSTEMS, file_filter, find_system, register, system_for, unregister

PACKAGE = Path(__file__).resolve().parents[2] / "grimoire_app"


class Tick(BaseModel):
    """The fake system's one event."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    type: Literal["tick"] = "tick"
    override: str | None = None


class TickGame(CheckedLog[int, Tick]):
    """A fake game: the state counts the ticks."""

    def __init__(self, events: tuple[Tick, ...] = (), sink: EventSink[Tick] | None = None, steps: Any = None) -> None:
        super().__init__(0, lambda state, _event: state + 1, events, sink, steps)

    def check(self, event: Tick) -> list[Refusing]:
        return []


def _open(path: Path, contents: Contents, sink: EventSink[Any] | None, library: Library | None) -> TickGame:
    return TickGame(contents.events, sink, contents.steps)


def _header(game: GameLog) -> Header:
    return new_header(None, system="ticks")


FAKE = GameSystem(
    id="ticks", name="Ticks", article_name="a Ticks", events=TypeAdapter(Tick), game_type=TickGame,
    open=_open, header=_header, suffix=".ticks",
)


@pytest.fixture
def fake() -> Iterator[GameSystem]:
    register(FAKE)
    yield FAKE
    unregister(FAKE.id)


def test_the_three_systems_are_registered_once() -> None:
    """BotC, ONUW and Torsis each have one record, in one table."""
    assert list(SYSTEMS)[:3] == ["botc", "onuw", "torsis"]
    assert find_system("onuw").name == "One Night Ultimate Werewolf"
    with pytest.raises(ValueError, match="already registered"):
        register(GameSystem(**{**FAKE.__dict__, "id": "onuw"}))
    with pytest.raises(SaveFileError, match="unknown game system 'nope'"):
        find_system("nope")


def test_a_fake_system_registered_in_one_place_is_read_written_and_filtered(fake: GameSystem, tmp_path: Path) -> None:
    """One register() call: the game files write and read it, and the dialogs' filter lists its files."""
    game = TickGame()
    path = tmp_path / "game.ticks"
    save_game_file(game, path)
    game.record(Tick())
    game.record_many([Tick(), Tick()])
    assert system_of(path) == "ticks" and system_for(game) is fake
    opened = open_game_file(path, writable=False)
    assert opened.system is fake and opened.game.events == game.events and opened.game.state == 3
    assert "*.ticks" in file_filter() and "*.grimoire" in file_filter()


def test_an_unregistered_system_is_refused_by_the_reader(tmp_path: Path) -> None:
    """A file of a system nobody registered is refused naming the line and the systems known."""
    path = tmp_path / "game.ticks"
    path.write_text(new_header(None, system="ticks").model_dump_json() + "\n", "utf-8")
    with pytest.raises(SaveFileError, match="line 1: a TICKS game; expected one of: botc, onuw, torsis"):
        open_game_file(path, Library.__new__(Library))


ALLOWED = ("systems/registry.py", "systems/onuw/", "systems/torsis/", "ui/onuw/", "ui/torsis/")
"""The registry and the systems' own packages (their UI included) may name their own ids."""


def test_no_module_outside_the_registry_asks_for_onuw_or_torsis_by_name() -> None:
    """A grep: no "onuw"/"torsis" comparison, dict key or literal outside the registry and the systems' packages."""
    pattern = re.compile(r"""["'](onuw|torsis)["']""")
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.startswith(ALLOWED):
            continue
        found += [f"{relative}:{n}" for n, line in enumerate(path.read_text("utf-8").splitlines(), 1) if pattern.search(line)]
    assert found == []


def test_every_shipped_system_describes_its_events() -> None:
    """The record's describe says what an event did, in ko and en, for a game of each system."""
    import random

    from grimoire_app.systems.onuw import new_game as new_onuw
    from grimoire_app.systems.torsis import start_game as start_torsis

    games: list[GameLog] = [
        new_onuw(["A", "B", "C"], ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"], rng=random.Random(2)),
        start_torsis(["A", "B", "C", "D", "E"], rng=random.Random(3)),
    ]
    for game in games:
        describe = system_for(game).describe
        assert describe is not None
        for lang in ("ko", "en"):
            assert describe(game.events[0], game.state_at(0), game, lang).strip()


def test_the_botc_record_brings_the_night_rules_to_every_game_check() -> None:
    """A process that only looks BotC up in the registry still judges night choices (issue 15: one door); the rules
    `Game.check` asks are `game_rules()`'s (its modules imported before the first check: issue 20)."""
    import subprocess
    import sys

    code = (
        "import grimoire_app.systems.registry, grimoire_app.systems.botc.game as g;"
        "import sys; sys.exit(0 if any(r.__name__ == 'night_refusals' for r in g.game_rules()[0]) else 1)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_opening_a_botc_game_imports_neither_onuw_nor_torsis(tmp_path: Path) -> None:
    """ONUW and Torsis are registered lazily (issue 20): a process that opens a BotC game never imports them,
    yet the registry lists them, and looking one up imports its record."""
    import subprocess
    import sys

    code = (
        "import sys, pathlib;"
        "from grimoire_app import paths;"
        "from grimoire_app.model import load_library;"
        "from grimoire_app.model.bundled_scripts import resolve_script;"
        "from grimoire_app.systems.botc.demo import write_demo;"
        "library = load_library(paths.resources_dir());"
        "path = pathlib.Path(sys.argv[1]);"
        "write_demo(path, resolve_script('000', paths.resources_dir(), library), library, 7, seed=1, nights=1);"
        "mods = [m for m in list(sys.modules) if m.startswith(('grimoire_app.systems.onuw', 'grimoire_app.systems.torsis'))];"
        "assert mods == [], mods;"
        "from grimoire_app.systems.game_files import open_game_file;"
        "from grimoire_app.systems.registry import SYSTEMS, file_filter;"
        "opened = open_game_file(path, library, writable=False);"
        "assert opened.system is not None and opened.system.id == 'botc';"
        "mods = [m for m in list(sys.modules) if m.startswith(('grimoire_app.systems.onuw', 'grimoire_app.systems.torsis'))];"
        "assert mods == [], mods;"
        "assert list(SYSTEMS)[:3] == ['botc', 'onuw', 'torsis'];"
        "assert SYSTEMS['torsis'].game_type.__module__.startswith('grimoire_app.systems.torsis');"
        "assert 'grimoire_app.systems.torsis.system' in sys.modules"
    )
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "game.grimoire")], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_a_lazy_system_is_found_for_its_game_and_read_from_its_file(tmp_path: Path) -> None:
    """system_for and the journal reader find a lazily registered system's record (a Torsis game, written and read)."""
    import random

    from grimoire_app.systems.torsis import start_game as start_torsis

    game = start_torsis(["A", "B", "C", "D", "E"], rng=random.Random(3))
    path = tmp_path / "game.torsis"
    assert system_for(game).id == "torsis"
    save_game_file(game, path)
    opened = open_game_file(path, writable=False)
    assert opened.system is find_system("torsis") and opened.game.events == game.events


def test_the_botc_record_brings_every_game_rule_and_waiver_the_whole_package_has() -> None:
    """The packages' `__init__`s import lazily (issue 20): a process that only imports the registry still has every
    Game.check rule and waiver, in the same order, as one that imported every module of systems.botc."""
    import subprocess
    import sys

    code = (
        "import sys, pkgutil, importlib, grimoire_app.systems.registry, grimoire_app.systems.botc as b, grimoire_app.systems.botc.game as g;"
        "names = lambda: tuple([r.__name__ for r in found] for found in g.game_rules());"
        "before = names();"
        "[importlib.import_module(m.name) for m in pkgutil.walk_packages(b.__path__, b.__name__ + '.')];"
        "after = names();"
        "print(before, after);"
        "sys.exit(0 if before == after and len(before[0]) >= 10 else 1)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_rule_modules_are_imported_at_the_first_check_in_the_records_order(tmp_path: Path) -> None:
    """Issue 20: opening a game (its events replayed, not judged) imports none of the modules that add Game.check rules;
    the first check imports them all, and the rules are asked in the record's order even when the UI imported one of
    those modules first (the night rules here): the order a process that imported them all at start had."""
    import subprocess
    import sys

    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.model.bundled_scripts import resolve_script
    from grimoire_app.systems.botc.demo import write_demo

    library = load_library(paths.resources_dir())
    write_demo(tmp_path / "game.grimoire", resolve_script("000", paths.resources_dir(), library), library, 7, seed=1, nights=1)
    code = """
import sys, pathlib
from grimoire_app import paths
from grimoire_app.model import load_library
library = load_library(paths.resources_dir())
path = pathlib.Path(sys.argv[1])
import grimoire_app.systems.botc.game as g
from grimoire_app.systems.game_files import open_game_file
opened = open_game_file(path, library, writable=False)
modules = list(g.RULE_MODULES)
assert len(modules) == 11 and not [m for m in modules if m in sys.modules], [m for m in modules if m in sys.modules]
import grimoire_app.systems.botc.tonight.legality
from grimoire_app.systems.botc.events import NoteWritten
opened.game.check(NoteWritten(text='x'))
assert all(m in sys.modules for m in modules)
print([r.__name__ for r in g.GAME_RULES], [w.__name__ for w in g.GAME_WAIVERS])
"""
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "game.grimoire")], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[0] == (
        "['beggar_refusals', 'judge_refusals', 'gunslinger_refusals', 'fabled_refusals', 'bishop_refusals', 'day2_refusals', "
        "'cacklejack_refusals', 'leviathan_too_late', 'marionette_beside_demon', 'night_refusals'] "
        "['butcher_waiver', 'riot_waiver']"
    )
