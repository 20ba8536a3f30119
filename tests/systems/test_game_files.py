"""ONUW and Torsis games use the same journal format as BotC, with their own event types."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import SaveFileError
from grimoire_app.model.saves import open_game
from grimoire_app.systems.game_files import open_other_game, save_other_game, system_of
from grimoire_app.systems.onuw import new_game as new_onuw
from grimoire_app.systems.torsis import start_game as start_torsis


def test_an_onuw_round_trips_through_its_file(tmp_path: Path, library: Library) -> None:
    game = new_onuw(["A", "B", "C"], ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"], rng=random.Random(2))
    path = tmp_path / "onuw.grimoire"
    save_other_game(game, path)
    assert system_of(path) == "onuw"
    reopened = open_other_game(path).game
    assert reopened.events == game.events and reopened.state == game.state
    with pytest.raises(SaveFileError, match="line 1: an ONUW game; expected one of: botc"):
        open_game(path, library)


def test_a_torsis_game_journals_every_event_after_saving(tmp_path: Path) -> None:
    game = start_torsis(["A", "B", "C", "D", "E"], rng=random.Random(3))
    path = tmp_path / "torsis.grimoire"
    save_other_game(game, path)
    game.undo()
    reopened = open_other_game(path).game
    assert system_of(path) == "torsis" and reopened.events == game.events
