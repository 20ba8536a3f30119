"""The night panel on the Godfather's first night: the Outsiders in play as answer buttons (docs/rules/godfather.md test 23).

Like every information step: the truth starred, one click records the InfoShown with the characters;
a registration answer (the Recluse left off) is a legal button too.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import BluffsSet, InfoShown
from tests.builders import seat_of, to_phase
from tests.systems.botc.info.tb_helpers import tb_table
from tests.ui.night_panel.night_helpers import buttons, click, click_row, show_table, start

PLAYERS = ("민수=godfather", "지현=recluse", "서준=chef", "하은=imp", "도윤=saint", "수아=empath", "지호=monk")


def test_godfather_step_shows_the_outsiders_as_answer_buttons(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/godfather.md test 23: (Recluse, Saint) starred; the Saint alone (Recluse left off) legal; one click records it."""
    game = tb_table(library, *PLAYERS, extra=("godfather",))
    game.record(BluffsSet(characters=("washerwoman", "librarian", "soldier")))
    to_phase(game, "night", 1)
    session = start(library, tmp_path, game)
    night = show_table(qtbot, session, lang="en").night
    click_row(qtbot, night, "godfather")
    [suggestion] = night.info.suggestions
    assert suggestion.step == "godfather" and suggestion.truth == (("recluse", "saint"),)
    labels = [b.property("answer_label") for b in buttons(night, "night-answer")]
    assert labels == ["Recluse, Saint", "Saint"]
    starred = [b for b in buttons(night, "night-answer") if b.text().startswith("★")]
    assert [b.property("answer_label") for b in starred] == ["Recluse, Saint"]
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, starred[0])
    recorded = session.game.events[before]  # type: ignore[union-attr]
    assert recorded == InfoShown(seat=seat_of(game, "민수"), info="answer", characters=("recluse", "saint"), step="godfather")
