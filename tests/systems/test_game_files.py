"""ONUW and Torsis games use the same journal format as BotC, with their own event types."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire_app.model import Library
from grimoire_app.model.errors import SaveFileError
from grimoire_app.systems.botc.files import open_game
from grimoire_app.systems.game_files import open_other_game, save_other_game, system_of
from grimoire_app.systems.onuw import new_game as new_onuw
from grimoire_app.systems.onuw.game import OnuwGame
from grimoire_app.systems.torsis import start_game as start_torsis
from grimoire_app.systems.torsis.game import TorsisGame
from tests.hostile import hostile_text, with_placeholders


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


def _saved(tmp_path: Path, system: str) -> Path:
    game: OnuwGame | TorsisGame
    if system == "onuw":
        game = new_onuw(["A", "B", "C"], ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"], rng=random.Random(2))
    else:
        game = start_torsis(["A", "B", "C", "D", "E"], rng=random.Random(3))
    path = tmp_path / f"{system}.grimoire"
    save_other_game(game, path)
    return path


def test_a_torsis_replay_refusal_names_the_line(tmp_path: Path) -> None:
    """Issue 14: an event that does not replay is refused naming the file and its line."""
    path = _saved(tmp_path, "torsis")
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines + [lines[1]]) + "\n\n", encoding="utf-8")
    with pytest.raises(SaveFileError, match=rf"^{re.escape(str(path))}: line 3: the event does not replay \(ALREADY_DEALT"):
        open_other_game(path)


@settings(max_examples=40, deadline=2000)
@given(st.sampled_from(["onuw", "torsis"]), st.data())
def test_hostile_onuw_and_torsis_lines_open_or_give_a_save_file_error(tmp_path_factory: pytest.TempPathFactory, system: str, data: st.DataObject) -> None:
    """Issue 14: huge integers, deep nesting, lone surrogates, NUL, long strings in ONUW and Torsis
    game lines: an opened game or a SaveFileError naming the file, each under 2 s."""
    path = _saved(tmp_path_factory.mktemp("hostile"), system)
    lines = path.read_text(encoding="utf-8").splitlines()
    index = data.draw(st.integers(0, len(lines) - 1))
    lines[index] = data.draw(hostile_text(with_placeholders(data.draw, json.loads(lines[index]), 0.2))).removeprefix("" if index == 0 else "\ufeff")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    try:
        open_other_game(path, writable=False)
    except SaveFileError as error:
        assert str(error).startswith(str(path)) and len(str(error)) < 2000
