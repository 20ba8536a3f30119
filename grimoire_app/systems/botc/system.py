"""The Blood on the Clocktower GameSystem record (registered in systems/registry.py).

Its events, game and files are systems/botc's own (events.py, game.py, files.py); its games embed
their script in the header and need the character library to open. The record names the modules of the night
rules (tonight/legality.py adds them to every Game's check) and the day's (the modules that call
game.add_rule / add_waiver), so a game opened through it is judged by them whatever else the process
imported (the packages' `__init__`s import nothing eagerly: tests/systems/test_registry.py checks the lists).
They are imported before the first check (game.py `game_rules`), not with the record: opening a game replays its
events without judging them, so the start of a game never opened here paints without them (issue 20).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import describe
from grimoire_app.model.errors import SaveFileError
from grimoire_app.systems.botc.events import EVENT_ADAPTER
from grimoire_app.systems.botc.game import Game, add_rule_modules
from grimoire_app.model.library import Library
from grimoire_app.model.log import EventSink
from grimoire_app.model.saves import Contents, Header, new_header
from grimoire_app.systems.botc.files import script_of
from grimoire_app.systems.game_system import GameLog, GameSystem

add_rule_modules(
    # the day's Game.check rules
    "grimoire_app.systems.botc.day.beggar",
    "grimoire_app.systems.botc.day.judge",
    "grimoire_app.systems.botc.day.travellers_day",
    "grimoire_app.systems.botc.day.fabled_day",
    "grimoire_app.systems.botc.day.bishop",
    "grimoire_app.systems.botc.day.hooks_travellers_day2",
    "grimoire_app.systems.botc.day.hooks_travellers_night",
    # the Leviathan's and the Marionette's rules, then the night rules
    "grimoire_app.systems.botc.tonight.jinx_demon_rules",
    "grimoire_app.systems.botc.tonight.legality",
    # the Game.check waivers
    "grimoire_app.systems.botc.day.butcher",
    "grimoire_app.systems.botc.day.hooks_exp_demons",
)


def _open(path: Path, contents: Contents, sink: EventSink[Any] | None, library: Library | None) -> Game:
    if library is None:
        raise SaveFileError(f"{path}: line 1: a Blood on the Clocktower game needs the character library to open")
    return Game(script_of(path, contents.header, library), library, contents.events, sink, contents.steps)


def _header(game: GameLog) -> Header:
    assert isinstance(game, Game)
    return new_header(game.script)


def _describe(event: Any, before: Any, game: GameLog, lang: Lang) -> str:
    assert isinstance(game, Game)
    return describe(event, before, game.script, game.library, lang)


BOTC = GameSystem(
    id="botc", name="Blood on the Clocktower", article_name="a BotC", events=EVENT_ADAPTER, game_type=Game,
    open=_open, header=_header, describe=_describe, catalogue=tr, needs_library=True,
)
"""Blood on the Clocktower: the Storyteller's grimoire (the main window's game)."""
