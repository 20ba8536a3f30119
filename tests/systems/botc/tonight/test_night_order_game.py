"""The Storyteller's reorder of the night sheet for the game (issue 18 point 5: NightOrderChanged)."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema

from grimoire_app import paths
from grimoire_app.model import Library, parse_script
from grimoire_app.model.night import night_order
from grimoire_app.model.saves import new_header
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import NightOrderChanged
from grimoire_app.systems.botc.files import open_game, save_game_as
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.systems.botc.tonight.night_order_game import game_script_json, reorder
from tests.conftest import DATA
from tests.systems.botc.tonight.tonight_helpers import advance_to, game_of

SCHEMA = json.loads((paths.resources_dir() / "schema" / "script-schema.json").read_text(encoding="utf-8"))  # the bundled official schema
PLAYERS = ("ann=fortuneteller", "ben=seamstress", "cat=balloonist", "dan=poisoner", "eve=fanggu", "fay=noble", "gus=klutz")


def sheet_ids(game: Game, night: int | None = None) -> list[str]:
    return [step.id for step in tonight_sheet(game, night) if not step.off_night]


def tb(library: Library) -> Game:
    return game_of(library, "000", *PLAYERS)


def test_a_drag_records_the_whole_first_night_order_and_the_sheet_follows_it(library: Library) -> None:
    """Dragging the Fortune Teller before the Poisoner on night 1: one event with the full order; the sheet is in that order."""
    game = tb(library)
    before = sheet_ids(game)
    assert before.index("poisoner") < before.index("fortuneteller")
    event = reorder("first", before, "fortuneteller", "poisoner")
    assert event is not None and event.night == "first"
    game.record(event)
    after = sheet_ids(game)
    assert after.index("fortuneteller") == after.index("poisoner") - 1
    assert sorted(after) == sorted(before)
    assert game.state.night_orders == (event.order, None)


def test_the_first_night_order_leaves_other_nights_alone_and_undo_restores(library: Library) -> None:
    game = tb(library)
    order = sheet_ids(game)
    game.record(reorder("first", order, "noble", "dusk"))  # type: ignore[arg-type]
    assert sheet_ids(game)[:2] == ["dusk", "noble"]
    other = [s.id for s in night_order(game.script, library, "other")]
    advance_to(game, "night", 2)
    assert sheet_ids(game) == [s for s in other if s in sheet_ids(game)]
    game2 = tb(library)
    game2.record(reorder("first", order, "noble", "dusk"))  # type: ignore[arg-type]
    game2.undo()
    assert sheet_ids(game2) == order


def test_an_other_night_order_applies_to_every_later_night(library: Library) -> None:
    game = advance_to(tb(library), "night", 2)
    order = sheet_ids(game)
    event = reorder("other", order, "fortuneteller", "poisoner")
    assert event is not None
    game.record(event)
    for night in (2, 3):
        advance_to(game, "night", night)
        ids = sheet_ids(game)
        assert ids.index("fortuneteller") < ids.index("poisoner")


def test_dusk_and_dawn_stay_put(library: Library) -> None:
    order = ["dusk", "poisoner", "noble", "dawn"]
    assert reorder("first", order, "dusk", "noble") is None
    assert reorder("first", order, "noble", None) is None  # to the end = just before dawn: nothing moves
    moved = reorder("first", order, "poisoner", None)
    assert moved is not None and moved.order == ("dusk", "noble", "poisoner", "dawn")


def test_the_order_is_saved_and_read_back(library: Library, tmp_path: Path) -> None:
    game = tb(library)
    path = tmp_path / "order.grimoire"
    save_game_as(game, path, new_header(game.script))
    event = reorder("first", sheet_ids(game), "fortuneteller", "poisoner")
    assert event is not None
    game.record(event)
    again = open_game(path, library).game
    assert again.state.night_orders == (event.order, None)
    assert sheet_ids(again) == sheet_ids(game)


def test_the_exported_script_carries_the_order_and_reimports_to_it(library: Library) -> None:
    game = tb(library)
    event = reorder("first", sheet_ids(game), "fortuneteller", "poisoner")
    assert event is not None
    game.record(event)
    exported = game_script_json(game)
    jsonschema.validate(exported, SCHEMA)
    assert exported[0]["firstNight"] == list(event.order) and "otherNight" not in exported[0]
    again = parse_script(exported, "again.json", library)
    assert again.ids == game.script.ids
    ids = [s.id for s in night_order(again, library, "first")]
    assert ids.index("fortuneteller") == ids.index("poisoner") - 1


def test_describe_in_both_languages(library: Library) -> None:
    game = tb(library)
    event = NightOrderChanged(night="first", order=("dusk", "noble", "dawn"))
    en = describe(event, game.state, game.script, library, "en")
    assert en.startswith("first-night order changed: ") and "Noble" in en
    assert describe(event, game.state, game.script, library, "ko").startswith("첫날 밤 순서 변경: ")


def test_a_character_in_play_off_the_script_is_left_out_of_the_exported_order(library: Library) -> None:
    """The Washerwoman is seated although script 000 lacks her: she is on tonight's sheet and in the recorded
    order, but the official format names only the script's characters, so the export leaves her out."""
    game = game_of(library, "000", *PLAYERS, "hal=washerwoman")
    order = sheet_ids(game)
    assert "washerwoman" in order
    event = reorder("first", order, "fortuneteller", "poisoner")
    assert event is not None and "washerwoman" in event.order
    game.record(event)
    exported = game_script_json(game)
    jsonschema.validate(exported, SCHEMA)
    assert "washerwoman" not in exported[0]["firstNight"]
    assert parse_script(exported, "again.json", library).ids == game.script.ids


def test_export_script_cli_reads_a_game_file_with_its_order(library: Library, tmp_path: Path) -> None:
    """`grimoire export-script game.grimoire` writes the game's script with the Storyteller's first-night order."""
    import io

    from grimoire_app.cli import main

    game = tb(library)
    path = tmp_path / "order.grimoire"
    save_game_as(game, path, new_header(game.script))
    event = reorder("first", sheet_ids(game), "fortuneteller", "poisoner")
    assert event is not None
    game.record(event)
    out = io.StringIO()
    assert main(["export-script", str(path)], out=out) == 0
    written = json.loads(out.getvalue())
    jsonschema.validate(written, SCHEMA)
    assert written[0]["firstNight"] == list(event.order)
