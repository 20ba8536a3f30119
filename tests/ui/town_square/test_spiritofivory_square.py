"""The Spirit of Ivory's limit when the Storyteller turns a player evil from the square (docs/rules/spiritofivory.md test 8)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import AlignmentChanged, FabledAdded
from tests.ui.town_square.square_helpers import show_panel
from tests.ui.town_square.test_fabled_on_square import tb_session_on_night_2


def test_the_second_extra_evil_player_asks_for_the_override(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/spiritofivory.md test 8: 7 TB players (지현 Poisoner, 서준 Imp evil), the Spirit in play on night 2:
    민수 turned evil from the seat menu records at once; 하은 asks, with the Spirit's reason in the panel's language;
    declined → nothing recorded; accepted → recorded with the override."""
    session = tb_session_on_night_2(library, tmp_path)
    session.record(FabledAdded(character="spiritofivory"))
    asked: list[list[str]] = []
    answers = [False, True]

    def confirm(reasons: list[str]) -> bool:
        asked.append(reasons)
        return answers.pop(0)

    window, panel = show_panel(qtbot, session, "ko", confirm=confirm)
    ids = {s.name: s.id for s in session.state.seats}

    def flip(name: str) -> None:
        action = panel.seat_menu(ids[name]).findChild(QAction, "seat.flip_alignment")
        assert action is not None
        action.trigger()

    flip("민수")
    assert asked == [] and session.state.seat(ids["민수"]).alignment == "evil"
    before = len(session.game.events)  # type: ignore[union-attr]
    flip("하은")
    assert len(asked) == 1 and asked[0][0].startswith("상아의 혼: 하은이 악해지면")
    assert len(session.game.events) == before  # type: ignore[union-attr]
    flip("하은")
    recorded = session.game.events[-1]  # type: ignore[union-attr]
    assert isinstance(recorded, AlignmentChanged) and recorded.alignment == "evil" and recorded.override
