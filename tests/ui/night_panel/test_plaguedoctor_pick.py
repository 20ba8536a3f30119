"""The Plague Doctor's pick through the night panel (docs/rules/plaguedoctor.md): the Storyteller clicks the Minion in the
character list and the player on the square, and Record changes the player as the jinx says."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import CharacterAssigned, NightChoice
from tests.builders import seat_of
from tests.systems.botc.test_jinx_plaguedoctor import dead_doctor
from tests.ui.night_panel.night_helpers import click, click_entry, click_row, click_seat, events_since, show_table, start


def test_marionette_pick_from_the_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/plaguedoctor.md jinx Marionette: night 2, the Plague Doctor's step; the Marionette and the Chef b (beside the
    Imp) picked → b becomes the evil Marionette; a Washerwoman f picked instead shows the jinx's warning first."""
    game = dead_doctor(library)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "plaguedoctor")
    assert night.choice.characters.isVisible() and night.choice.seats.isVisible()
    click_entry(qtbot, night.choice.characters, "marionette")
    click_seat(qtbot, shown.square, seat_of(game, "f"))
    count = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    assert "beside the Demon" in night.choice.warnings.text()
    assert len(session.game.events) == count  # type: ignore[union-attr]
    click_seat(qtbot, shown.square, seat_of(game, "f"))
    b = seat_of(game, "b")
    click_seat(qtbot, shown.square, b)
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    recorded = events_since(session, before)
    assert recorded[0] == NightChoice(seat=seat_of(game, "a"), character="plaguedoctor", players=(b,), characters=("marionette",))
    assert CharacterAssigned(seat=b, character="marionette", alignment="evil") in recorded
