"""Issue 18: a homebrew character's night text written with the script markup reads rendered in the night panel, and the
script's own jinxes are noted on the steps where they apply
(tests/data/wild/sheet_thirty.json: the Hexer's "The Hexer chooses a player :reminder: Mark them *HEXED*.")."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.ui.sheet_markup import REMINDER_MARK
from tests.builders import to_phase
from tests.ui.night_panel.night_helpers import click_row, settle, show_table, start

WILD = Path(__file__).parents[2] / "data" / "wild" / "sheet_thirty.json"
JINX_NOTE = "Jinx — Hexer + Monk: If the Monk protects the hexed player, the Hexer's mark does nothing tomorrow."
PLAYERS = ("민수=washerwoman", "지현=hexer", "서준=imp", "하은=butler", "도윤=chef", "수아=empath", "지호=monk")


def test_the_hexer_step_shows_its_markup_rendered(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = Game(load_script(WILD, library), library)
    for player in PLAYERS:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character_id)))
    shown = show_table(qtbot, start(library, tmp_path, game))
    click_row(qtbot, shown.night, "hexer")
    settle()
    text = shown.night.detail.how_to_run.text()
    assert text == f"The Hexer chooses a player {REMINDER_MARK} Mark them HEXED."


def test_the_homebrew_first_night_text_is_used_on_the_first_night_only(library: Library) -> None:
    """A homebrew character (no tonight data) reads its firstNightReminder on night 1, its otherNightReminder later."""
    from grimoire_app.systems.botc.tonight import tonight_sheet

    game = Game(load_script(WILD, library), library)
    for player in PLAYERS:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character_id)))
    texts = {}
    for night in (1, 2):
        to_phase(game, "night", night)
        step = next(s for s in tonight_sheet(game) if s.id == "hexer")
        texts[night] = step.how_to_run.en if step.how_to_run else None
    assert texts == {1: "The Hexer chooses a player :reminder: Mark them *HEXED*.",
                     2: "Remove *HEXED*. The Hexer chooses a player :reminder:"}


def test_the_homebrew_jinx_is_noted_on_the_step_where_it_applies(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Issue 18: the script's own jinx (Hexer + Monk) is noted on the Hexer's step while both are in play."""
    game = Game(load_script(WILD, library), library)
    for player in PLAYERS:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character_id)))
    to_phase(game, "night", 1)
    assert [n.text("en") for n in jinx_notes_at(game, "hexer")] == [JINX_NOTE]
    shown = show_table(qtbot, start(library, tmp_path, game))
    click_row(qtbot, shown.night, "hexer")
    settle()
    notes = shown.night.detail.notes
    assert notes.isVisible()
    assert JINX_NOTE in notes.text()
    assert notes.text().count("Hexer + Monk") == 1, "one note per jinx (the sheet's note, not a second copy)"


def test_no_jinx_is_noted_without_its_other_character_in_play(library: Library) -> None:
    """Without the Monk in play the Hexer's step has no jinx note."""
    game = Game(load_script(WILD, library), library)
    for player in ("민수=washerwoman", "지현=hexer", "서준=imp", "하은=butler", "도윤=chef"):
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character_id)))
    to_phase(game, "night", 1)
    assert jinx_notes_at(game, "hexer") == []


def jinx_notes_at(game: Game, step_id: str) -> list[Reason]:
    """The jinx notes of a step of tonight's sheet (systems/botc/tonight/steps_homebrew.py)."""
    return [n for n in next(s for s in tonight_sheet(game) if s.id == step_id).notes if n.code == "jinx"]
