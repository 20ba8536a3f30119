"""The Torsis GameSystem record (registered in systems/registry.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from grimoire_app.model.characters import Lang
from grimoire_app.model.library import Library
from grimoire_app.model.log import EventSink
from grimoire_app.model.saves import Contents, Header, new_header
from grimoire_app.systems.game_system import GameLog, GameSystem
from grimoire_app.systems.torsis.data import text
from grimoire_app.systems.torsis.events import EVENT_ADAPTER
from grimoire_app.systems.torsis.game import TorsisGame
from grimoire_app.systems.torsis.log_lines import describe

SYSTEM_ID = "torsis"


def _open(path: Path, contents: Contents, sink: EventSink[Any] | None, library: Library | None) -> TorsisGame:
    return TorsisGame(contents.events, sink=sink, steps=contents.steps)


def _describe(event: Any, before: Any, game: GameLog, lang: Lang) -> str:
    return describe(event, before, lang, lang)


def _header(game: GameLog) -> Header:
    return new_header(None, system=SYSTEM_ID)


TORSIS = GameSystem(
    id=SYSTEM_ID, name="Torsis", article_name="a Torsis", events=EVENT_ADAPTER, game_type=TorsisGame,
    open=_open, header=_header, describe=_describe, catalogue=text,
)
"""Torsis (トルシス): a social deduction game with a moderator."""
