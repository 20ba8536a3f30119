"""The night panel offers the Storyteller's alternatives: the Imp's star-pass to another Minion (docs/rules/imp.md test 4)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightChoice
from tests.builders import seat_of, to_phase
from tests.systems.botc.tb_core_helpers import tb_game
from tests.ui.night_panel.night_helpers import buttons, click, click_row, show_table, start


def test_star_pass_alternative_is_a_button(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The Imp H kills itself: Accept passes to the Poisoner F; "Instead: G" passes to the Baron G, as recorded."""
    game = to_phase(tb_game(library, "A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "F=poisoner", "G=baron", "H=imp"), "night", 2)
    imp = seat_of(game, "H")
    game.record(NightChoice(seat=imp, character="imp", players=(imp,)))
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    click_row(qtbot, shown.night, "imp")
    assert len(buttons(shown.night, "night-death-accept")) == 1
    instead = buttons(shown.night, "night-death-instead")
    assert [b.text() for b in instead] == ["Instead: G"]
    click(qtbot, instead[0])
    state = session.game.state  # type: ignore[union-attr]
    assert state.seat(seat_of(game, "G")).character == "imp" and not state.seat(imp).alive
    assert state.seat(seat_of(game, "F")).character == "poisoner"
