"""The day tables in resources/botc/, validated by pydantic when first read (then cached).

- day_triggers.json: every seed character's event-driven rule (spec: each block's Triggers line):
  its id, character, the event it watches, whether it is asked before or after that event is
  recorded, and its source. The behaviour is a hook registered under the same id (registry.py).
- day_wins.json: every way the game can end (spec 1.8 and each block's Win line), in the order
  they are tried (ability wins outrank the standard ones), whether each is a dusk check, and the
  rules that flip a result (the Heretic).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from grimoire_app import paths
from grimoire_app.model.characters import Frozen
from grimoire_app.model.errors import LibraryError, Problem
from grimoire_app.model.jsonfile import load_data

When = Literal["before", "after"]
Watched = Literal["nominated", "vote_recorded", "executed", "player_died", "phase_advanced", "night_choice", "public_act", "game_ended"]
WinMoment = Literal["any", "dusk"]


class TriggerSpec(Frozen):
    """One character's event-driven rule: which event it watches, and when it is asked."""

    id: str = Field(pattern=r"^[a-z_]+\.[a-z_]+$")
    character: str = Field(min_length=1)
    on: Watched
    when: When
    ref: str = Field(min_length=1)
    """Where the rule comes from (spec section and seed)."""


class WinSpec(Frozen):
    """One way the game ends: a character's own rule, or a standard one (character None)."""

    id: str = Field(pattern=r"^[a-z_]+\.[a-z_]+$")
    character: str | None
    moment: WinMoment = "any"
    """'dusk': tried only when the day ends (the Vortox's and the Summoner's checks)."""
    ref: str = Field(min_length=1)


class _Triggers(Frozen):
    triggers: tuple[TriggerSpec, ...]


class _Wins(Frozen):
    wins: tuple[WinSpec, ...]
    flips: tuple[WinSpec, ...] = ()
    blocks: tuple[WinSpec, ...] = ()
    """Rules that stop a found result from ending the game (the Evil Twin: good cannot win while both twins live)."""


def botc_dir() -> Path:
    """Return the folder of the Blood on the Clocktower tables."""
    return paths.resources_dir() / "botc"


@cache
def trigger_specs() -> tuple[TriggerSpec, ...]:
    """Return every trigger, in the order the Storyteller is asked.

    Raises:
        LibraryError: day_triggers.json is missing, not of its schema, or repeats an id.
    """
    path = botc_dir() / "day_triggers.json"
    specs: tuple[TriggerSpec, ...] = load_data(path, _Triggers, comments=True).triggers
    _unique(path, [spec.id for spec in specs])
    return specs


@cache
def win_specs() -> tuple[WinSpec, ...]:
    """Return every game-end rule, in the order they are tried.

    Raises:
        LibraryError: day_wins.json is missing, not of its schema, or repeats an id.
    """
    return _wins().wins


@cache
def flip_specs() -> tuple[WinSpec, ...]:
    """Return the rules that turn a result around (the Heretic), tried last.

    Raises:
        LibraryError: day_wins.json is missing, not of its schema, or repeats an id.
    """
    return _wins().flips


@cache
def block_specs() -> tuple[WinSpec, ...]:
    """Return the rules that may stop a found result (the Evil Twin's), tried before any flip.

    Raises:
        LibraryError: day_wins.json is missing, not of its schema, or repeats an id.
    """
    return _wins().blocks


@cache
def _wins() -> _Wins:
    path = botc_dir() / "day_wins.json"
    wins: _Wins = load_data(path, _Wins, comments=True)
    _unique(path, [spec.id for spec in wins.wins + wins.flips + wins.blocks])
    return wins


def _unique(path: Path, ids: list[str]) -> None:
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise LibraryError(str(path), [Problem("$", f"id listed twice: {i!r}") for i in twice])
