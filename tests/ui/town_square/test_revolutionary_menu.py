"""The Revolutionary's token menu marks the Aligned pair (docs/rules/revolutionary.md test 7)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import FabledAdded
from grimoire_app.systems.botc.fabled_applied.revolutionary import marked_pair
from tests.ui.town_square.square_helpers import show_panel
from tests.ui.town_square.test_fabled_on_square import tb_session_on_night_2


def test_the_menu_offers_the_aligned_pairs_and_marks_one_in_one_undo_step(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/revolutionary.md test 7: 7 TB players, night 2; the menu lists the 5 pairs of one alignment; 하은 · 도윤
    marked, then 지현 · 서준 moves the tokens; one Undo puts them back on 하은 and 도윤."""
    session = tb_session_on_night_2(library, tmp_path)
    session.record(FabledAdded(character="revolutionary"))
    window, panel = show_panel(qtbot, session, "en")
    ids = {s.name: s.id for s in session.state.seats}
    sub = panel.fabled_menu("revolutionary").findChild(QMenu, "revolutionary-pairs")
    assert sub is not None and sub.title() == "Mark the Aligned pair"
    labels = [a.text() for a in sub.actions()]
    assert labels == ["지현 · 서준", "하은 · 도윤", "도윤 · 수아", "수아 · 지호", "지호 · 민수"]
    sub.findChild(QAction, f"revolutionary.pair.{ids['하은']}.{ids['도윤']}").trigger()
    assert marked_pair(session.state) == (ids["하은"], ids["도윤"])
    again = panel.fabled_menu("revolutionary").findChild(QMenu, "revolutionary-pairs")
    assert [a.isChecked() for a in again.actions()] == [False, True, False, False, False]
    again.findChild(QAction, f"revolutionary.pair.{ids['지현']}.{ids['서준']}").trigger()
    assert marked_pair(session.state) == (ids["지현"], ids["서준"])
    session.undo()
    assert marked_pair(session.state) == (ids["하은"], ids["도윤"])
    assert panel.fabled_menu("revolutionary").findChild(QAction, "fabled.remove") is not None
