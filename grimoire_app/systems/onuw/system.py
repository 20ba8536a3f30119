"""The One Night Ultimate Werewolf GameSystem record (registered in systems/registry.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from grimoire_app.model.characters import Lang
from grimoire_app.model.library import Library
from grimoire_app.model.log import EventSink
from grimoire_app.model.saves import Contents, Header, new_header
from grimoire_app.systems.game_system import GameLog, GameSystem
from grimoire_app.systems.onuw.events import EVENT_ADAPTER
from grimoire_app.systems.onuw.game import OnuwGame
from grimoire_app.systems.onuw.texts import say
from grimoire_app.systems.onuw.words import describe

SYSTEM_ID = "onuw"


def _open(path: Path, contents: Contents, sink: EventSink[Any] | None, library: Library | None) -> OnuwGame:
    return OnuwGame(contents.events, sink=sink, steps=contents.steps)


def _describe(event: Any, before: Any, game: GameLog, lang: Lang) -> str:
    return describe(event, before, lang)


def _header(game: GameLog) -> Header:
    return new_header(None, system=SYSTEM_ID)


ONUW = GameSystem(
    id=SYSTEM_ID, name="One Night Ultimate Werewolf", article_name="an ONUW", events=EVENT_ADAPTER, game_type=OnuwGame,
    open=_open, header=_header, describe=_describe, catalogue=say,
)
"""One Night Ultimate Werewolf (한밤의 늑대인간): one round per file."""
