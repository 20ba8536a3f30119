"""The Gunslinger's shot and the Butcher's second nomination through the day panel (docs/rules/gunslinger.md tests 1 and 4, butcher.md test 1)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from PySide6.QtWidgets import QWidget

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import Executed, PlayerDied, PublicAct
from grimoire_app.ui.session import GameSession
from tests.systems.botc.test_day_travellers_acts import butcher_table, table
from tests.ui.day_panel.day_panel_helpers import Table


def offered(t: Table) -> bool:
    button = t.panel.findChild(QWidget, "day-act-gunslinger_shot")
    return button is not None and button.isVisible()


def test_the_day_panel_offers_the_gunslinger_shot_after_the_first_vote(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Before the first vote no shot is offered; after it: act → Gunslinger → a voter; the death is proposed and recorded."""
    game = table(library)
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, "en")
    assert not offered(t)
    t.nominate("s1", "s4")
    assert not offered(t)
    t.raise_hands("s1", "s2", "s6")
    t.click("day-confirm")
    assert offered(t)
    t.click("day-act-gunslinger_shot")
    t.click_seat("G")
    t.click_seat("s2")
    start = len(t.game.events)
    assert "The Gunslinger G shot s2" in t.prompt()[1]
    t.click("day-prompt-yes")
    recorded = t.events_since(start)
    assert recorded[0] == PublicAct(act="gunslinger_shot", seat=t.id("G"), players=(t.id("s2"),))
    assert any(isinstance(e, PlayerDied) and e.seat == t.id("s2") and e.cause.character == "gunslinger" for e in recorded)
    assert not offered(t)


def test_the_butcher_nominates_after_the_execution_and_a_second_execution_follows(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/butcher.md test 1 by clicks: s4 executed; the Butcher B nominates s6, five hands, s6 executed as well."""
    game = butcher_table(library)
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, "en")
    t.nominate("B", "s4")
    t.raise_hands("s1", "s2", "s3", "s5", "B")
    t.click("day-confirm")
    t.click("day-execute")
    assert not t.game.state.seat(t.id("s4")).alive
    t.nominate("B", "s6")
    t.raise_hands("s1", "s2", "s3", "s5", "B")
    t.click("day-confirm")
    t.click("day-execute")
    assert [e.seat for e in t.game.events if isinstance(e, Executed)] == [t.id("s4"), t.id("s6")]
    assert not t.game.state.seat(t.id("s6")).alive
