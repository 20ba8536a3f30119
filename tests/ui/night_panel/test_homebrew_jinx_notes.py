"""Homebrew jinxes and app features at the night step, seen through the window (issue 18).

docs/rules/homebrew-specials.md tests 6 and 7.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.commands import add_seat, advance, assign_character
from grimoire_app.systems.botc.game import Game
from tests.ui.night_panel.night_helpers import click_row, show_table, start

WILD = Path(__file__).parents[2] / "data" / "wild"


def night_one(library: Library, *characters: str) -> Game:
    game = Game(load_script(WILD / "homebrew-specials.json", library), library)
    for index, character in enumerate(characters):
        seat = game.record(add_seat(game.state, chr(ord("A") + index))).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    game.record(advance(game.state))
    return game


def test_the_homebrew_jinx_and_the_card_are_notes_at_their_steps(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/homebrew-specials.md tests 6-7: the Poisoner's step shows the Impostor jinx; the Tidewatcher's its card."""
    game = night_one(library, "impostor", "tidewatcher", "chef", "washerwoman", "empath", "poisoner", "imp")
    shown = show_table(qtbot, start(library, tmp_path, game))
    click_row(qtbot, shown.night, "poisoner")
    assert "Jinx — Impostor + Poisoner: If the Poisoner poisons the Impostor" in shown.night.detail.notes.text()
    click_row(qtbot, shown.night, "tidewatcher")
    assert "Tidewatcher (homebrew): show a Storyteller card (value: The tide is high)" in shown.night.detail.notes.text()
    assert "Jinx" not in shown.night.detail.notes.text()
