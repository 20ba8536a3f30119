"""The night panel runs a Sects & Violets information step whose answer is two characters (issue 16).

docs/rules/dreamer.md test 1: the Dreamer chose the Sage; the suggested pair (Sage, Evil Twin) is the starred
button, and one click records the two characters.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import InfoShown, NightChoice
from tests.builders import seat_of, to_phase
from tests.systems.botc.snv_helpers import snv_table
from tests.ui.night_panel.night_helpers import answer_button, click, click_row, show_table, start


def test_dreamer_pair_is_one_click(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = snv_table(library, "a=clockmaker", "b=witch", "c=sage", "d=dreamer", "e=nodashii", "f=klutz", "g=mathematician")
    to_phase(game, "night", 1)
    game.record(NightChoice(seat=seat_of(game, "d"), character="dreamer", players=(seat_of(game, "c"),)))
    session = start(library, tmp_path, game)
    night = show_table(qtbot, session).night
    click_row(qtbot, night, "dreamer")
    pair = answer_button(night, "Sage, Evil Twin")
    assert pair.text() == "★ Sage, Evil Twin"
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, pair)
    recorded = list(session.game.events[before:])  # type: ignore[union-attr]
    assert recorded == [InfoShown(seat=seat_of(game, "d"), info="answer", characters=("sage", "eviltwin"), step="dreamer")]
