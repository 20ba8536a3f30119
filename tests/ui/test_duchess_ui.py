"""The Duchess at the table: visitors marked from its token's menu, and each visitor's number in the night panel
(docs/rules/duchess.md tests 7-8)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import BluffsSet, FabledAdded, InfoShown
from grimoire_app.systems.botc.fabled_applied.duchess import false_info, set_false_info, toggle_visitor, visitors
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, record
from tests.ui.night_panel.night_helpers import buttons, click, click_row, show_table, start
from tests.ui.town_square.square_helpers import show_panel

TABLE = ("민수=washerwoman", "지현=empath", "서준=recluse", "하은=poisoner", "도윤=imp", "수아=chef", "지호=monk")


def test_the_duchess_menu_marks_three_visitors_and_the_false_info(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/duchess.md test 7: day 1; 민수, 하은, 수아 checked as visitors (지호 then disabled); 하은 gets the False
    Info; unchecking 민수 frees a place; Undo restores 민수."""
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="duchess"))
    advance_to(game, "day", 1)
    session = GameSession(library)
    session.start(game.script, tmp_path / "duchess.grimoire", tuple(game.events))
    window, panel = show_panel(qtbot, session, "en")
    ids = {s.name: s.id for s in session.state.seats}

    def sub(name: str) -> QMenu:
        found = panel.fabled_menu("duchess").findChild(QMenu, name)
        assert found is not None
        return found

    for name in ("민수", "하은", "수아"):
        sub("duchess-visitors").findChild(QAction, f"duchess.visitor.{ids[name]}").trigger()
    assert visitors(session.state) == (ids["민수"], ids["하은"], ids["수아"])
    menu = sub("duchess-visitors")
    assert menu.title() == "Visitors today (3/3)"
    assert not menu.findChild(QAction, f"duchess.visitor.{ids['지호']}").isEnabled()
    sub("duchess-false-info").findChild(QAction, f"duchess.false_info.{ids['하은']}").trigger()
    assert false_info(session.state) == ids["하은"]
    sub("duchess-visitors").findChild(QAction, f"duchess.visitor.{ids['민수']}").trigger()
    assert visitors(session.state) == (ids["하은"], ids["수아"])
    session.undo()
    assert visitors(session.state) == (ids["민수"], ids["하은"], ids["수아"])


def test_the_night_panel_shows_each_visitors_number_and_records_a_click(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/duchess.md test 8: 민수, 하은 (Poisoner) and 수아 visited, 수아 False Info; night 2's Duchess step shows
    three suggestions (민수 and 하은: 1; 수아: not 1); clicking 민수's starred 1 records it without override."""
    game = tb_game(library, *TABLE)
    game.record(BluffsSet(characters=("librarian", "investigator", "mayor")))
    game.record(FabledAdded(character="duchess"))
    advance_to(game, "day", 1)
    for name in ("민수", "하은", "수아"):
        record(game, toggle_visitor(game.state, seat_of(game, name)))
    record(game, set_false_info(game.state, seat_of(game, "수아")))
    advance_to(game, "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, lang="en")
    night = shown.night
    click_row(qtbot, night, "duchess")
    by_name = {session.state.seat(s.recipient).name: s for s in night.info.suggestions}
    assert set(by_name) == {"민수", "하은", "수아"}
    assert by_name["민수"].legal == (1,) and by_name["수아"].legal == (0, 2, 3)
    starred = [b for b in buttons(night, "night-answer") if b.text().startswith("★")]
    assert starred, [b.text() for b in buttons(night, "night-answer")]
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, starred[0])
    recorded = session.game.events[before]  # type: ignore[union-attr]
    assert isinstance(recorded, InfoShown) and recorded.step == "duchess" and recorded.answer == 1 and recorded.override is None
    assert recorded.seat == seat_of(game, "민수")
