"""Fabled and Loric in play (docs/rules/fabled-loric.md): add, remove, undo, replay, save, script pre-fill."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.model.saves import new_header
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import FabledAdded, FabledRemoved
from grimoire_app.systems.botc.files import open_game, save_game_as
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.setup.fabled import fabled_choices, script_fabled
from grimoire_app.systems.botc.state_json import state_as_json
from tests.builders import table, to_phase

DATA = Path(__file__).parents[2] / "data"


@pytest.fixture
def game(library: Library) -> Game:
    return table(library, "000", "민수=washerwoman", "지현=poisoner", "서준=imp", "하은=saint", "도윤=chef")


def test_a_fabled_added_on_night_2_is_in_play_and_undo_takes_it_out(game: Game) -> None:
    """docs/rules/fabled-loric.md test 1: the Sentinel added on night 2, then undone."""
    to_phase(game, "night", 2)
    game.record(FabledAdded(character="sentinel"))
    assert game.state.fabled == ("sentinel",)
    game.undo()
    assert game.state.fabled == ()


def test_fabled_and_loric_keep_their_order_and_one_can_be_taken_out(game: Game) -> None:
    """docs/rules/fabled-loric.md test 2: Spirit of Ivory, Storm Catcher, then the Spirit removed."""
    game.record(FabledAdded(character="spiritofivory"))
    game.record(FabledAdded(character="stormcatcher"))
    assert game.state.fabled == ("spiritofivory", "stormcatcher")
    game.record(FabledRemoved(character="spiritofivory"))
    assert game.state.fabled == ("stormcatcher",)
    assert game.state_at(len(game.events) - 1).fabled == ("spiritofivory", "stormcatcher")
    assert state_as_json(game.state)["fabled"] == ["stormcatcher"]


def test_adding_one_twice_or_removing_one_not_in_play_is_refused(game: Game) -> None:
    """docs/rules/fabled-loric.md test 3: the same Fabled is in play at most once."""
    game.record(FabledAdded(character="djinn"))
    with pytest.raises(IllegalEventError, match="already in play"):
        game.record(FabledAdded(character="djinn"))
    with pytest.raises(IllegalEventError, match="not in play"):
        game.record(FabledRemoved(character="angel"))


def test_only_a_fabled_or_loric_may_be_put_in_play_unless_overridden(game: Game) -> None:
    """docs/rules/fabled-loric.md test 4: a Townsfolk is not a Fabled (the Storyteller may override)."""
    with pytest.raises(IllegalEventError, match="chef is not a Fabled or Loric") as caught:
        game.record(FabledAdded(character="chef"))
    assert caught.value.overridable
    with pytest.raises(IllegalEventError, match="unknown"):
        game.record(FabledAdded(character="nosuchfabled"))


def test_the_fabled_are_saved_and_read_back(game: Game, tmp_path: Path, library: Library) -> None:
    """docs/rules/fabled-loric.md test 5: the journal replays the Fabled in play."""
    path = tmp_path / "fabled.grimoire"
    save_game_as(game, path, new_header(game.script))
    game.record(FabledAdded(character="toymaker"))
    game.record(FabledAdded(character="bootlegger"))
    game.record(FabledRemoved(character="toymaker"))
    assert open_game(path, library).game.state.fabled == ("bootlegger",)


def test_describe_names_the_fabled_in_both_languages(game: Game) -> None:
    event = FabledAdded(character="spiritofivory")
    assert describe(event, game.state, game.script, game.library, "en") == "Spirit of Ivory put in play"
    assert describe(event, game.state, game.script, game.library, "ko").endswith("등장")


def test_a_script_with_fabled_and_loric_entries_pre_fills_them(library: Library) -> None:
    """docs/rules/fabled-loric.md test 6: a script naming the Sentinel, the Spirit of Ivory and the Storm Catcher."""
    script = load_script(DATA / "fabled_script.json", library)
    assert script_fabled(script) == ("sentinel", "spiritofivory", "stormcatcher")


def test_every_official_fabled_and_loric_can_be_chosen(library: Library) -> None:
    choices = [c.id for c in fabled_choices(library)]
    assert len(choices) == 25
    assert choices[:2] == ["angel", "buddhist"] and "zenomancer" in choices and "chef" not in choices
