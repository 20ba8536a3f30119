"""The Loric's night steps in the night panel: the Storm Catcher's first-night note, the Tor's skipped evil info.

docs/rules/stormcatcher.md test 6 and tor.md test 1, seen through the window.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, advance, assign_character, place_reminder
from grimoire_app.systems.botc.events import FabledAdded
from grimoire_app.systems.botc.game import Game
from tests.systems.botc.tb_core_helpers import tb_script
from tests.ui.night_panel.night_helpers import click_row, show_table, start

PLAYERS = ("A=washerwoman", "B=empath", "C=slayer", "D=butler", "E=monk", "F=poisoner", "G=imp")


def night_one(library: Library, *loric: FabledAdded) -> Game:
    game = Game(tb_script(library), library)
    for player in PLAYERS:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character_id)))
    for event in loric:
        game.record(event)
    if any(e.character == "stormcatcher" for e in loric):
        game.record(place_reminder(game.state, game.state.seats[2].id, "stormcatcher", "Stormcaught"))
    game.record(advance(game.state))
    return game


def test_the_storm_catcher_step_shows_whom_to_wake_and_whom_to_point_at(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/stormcatcher.md test 6: night 1, its step's notes name the evil players and the Slayer's player."""
    game = night_one(library, FabledAdded(character="stormcatcher", names="slayer"))
    shown = show_table(qtbot, start(library, tmp_path, game))
    click_row(qtbot, shown.night, "stormcatcher")
    assert "Show each evil player (F, G) the Slayer token and point at C" in shown.night.detail.notes.text()


def test_the_tor_greys_the_evil_team_information(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/tor.md test 1: night 1 with the Tor, the Minion info step is skipped with the Tor's reason."""
    shown = show_table(qtbot, start(library, tmp_path, night_one(library, FabledAdded(character="tor"))))
    click_row(qtbot, shown.night, "minioninfo")
    assert "Tor: the Demon and Minions do not learn each other" in shown.night.detail.status.text()
