"""The day panel takes the Juggler's guesses in one go (issue 16): the Juggler once, then up to five player + character pairs.

docs/rules/juggler.md: up to five guesses on the Juggler's first day; one act records them all, a CORRECT token per right guess.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import PublicAct, ReminderPlaced
from grimoire_app.ui.session import GameSession
from tests.builders import to_phase
from tests.systems.botc.snv_helpers import snv_table
from tests.ui.day_panel.day_panel_helpers import Table

SNV = ("a=juggler", "b=nodashii", "c=sage", "d=witch", "e=klutz", "f=oracle", "g=savant")


def guess(t: Table, player: str, character: str) -> None:
    t.click_seat(player)
    pick = t.panel.character_pick
    pick.setCurrentIndex(pick.findData(character))


def test_three_guesses_in_one_act_without_choosing_the_juggler_again(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/juggler.md: a names b = No Dashii, c = Witch, d = Witch in one go: one act, one CORRECT for each right guess (2)."""
    game = to_phase(snv_table(library, *SNV), "day", 1)
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, lang="ko")
    t.click("day-act-juggler_guess")
    t.click_seat("a")
    guess(t, "b", "nodashii")
    assert t.panel.more.isVisible() and t.panel.more.text() == "2번째 추측으로" and t.panel.more.toolTip().startswith("이 추측을")
    t.click("day-act-more")
    assert t.panel.status.text().startswith("추측 1/5: b = ")
    assert t.panel.confirm.isVisible() and t.panel.confirm.text() == "기록"
    assert not t.panel.character_pick.isVisible()
    guess(t, "c", "witch")
    t.click("day-act-more")
    guess(t, "d", "witch")
    assert t.panel.more.text() == "4번째 추측으로"
    t.window.resize(1366, 740)
    QApplication.processEvents()
    t.window.grab().save(str(tmp_path / "juggler.png"))
    start = len(t.game.events)
    t.click("day-confirm")
    t.click("day-prompt-yes")
    act, *correct = t.events_since(start)
    assert act == PublicAct(act="juggler_guess", seat=t.id("a"), players=(t.id("b"), t.id("c"), t.id("d")), characters=("nodashii", "witch", "witch"))
    assert [(e.seat, e.token) for e in correct if isinstance(e, ReminderPlaced)] == [(t.id("a"), "Correct")] * 2


def test_record_after_more_keeps_only_the_named_guesses_and_five_is_the_most(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Record before a new guess's player records the guesses named; after the fifth pair no more is offered."""
    game = to_phase(snv_table(library, *SNV), "day", 1)
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, lang="en")
    t.click("day-act-juggler_guess")
    t.click_seat("a")
    for player in "bcde":
        guess(t, player, "sage")
        t.click("day-act-more")
    guess(t, "f", "sage")
    assert not t.panel.more.isVisible() and t.panel.status.text().startswith("Guesses 4/5: b = ")
    t.click("day-cancel")
    t.click("day-act-juggler_guess")
    t.click_seat("a")
    guess(t, "c", "sage")
    t.click("day-act-more")
    assert t.panel.confirm.text() == "Record"
    start = len(t.game.events)
    t.click("day-confirm")
    t.click("day-prompt-yes")
    assert t.events_since(start)[0] == PublicAct(act="juggler_guess", seat=t.id("a"), players=(t.id("c"),), characters=("sage",))
