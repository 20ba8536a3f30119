"""The day panel takes the Gossip's words (issue 16): typed after naming the Gossip, recorded as PublicAct.text,
shown back in the log line, quoted at the Gossip's night step and in the account (docs/rules/gossip.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.account import game_account
from grimoire_app.systems.botc.account.text import event_line
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import PublicAct
from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.ui.session import GameSession
from tests.builders import to_phase
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.tonight.tonight_helpers import advance
from tests.ui.day_panel.day_panel_helpers import Table

PLAYERS = ("A=sailor", "B=chambermaid", "C=exorcist", "D=gossip", "E=po", "F=assassin", "G=fool")
WORDS = "E는 악마다"


def test_the_gossips_words_are_typed_recorded_and_quoted(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/gossip.md test 1 through the day panel: D says "E는 악마다"; the act keeps the words; night 2 quotes them."""
    game = to_phase(bmr_table(library, *PLAYERS), "day", 1)
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, lang="ko")
    t.click("day-act-gossip_statement")
    assert not t.panel.act_text.isVisible()
    t.click_seat("D")
    field = t.panel.act_text
    assert field.isVisible() and t.panel.confirm.text() == "기록"
    assert t.panel.instruction.text() == "험담꾼 발언: D이(가) 한 말을 적고 '기록'(Enter)."
    assert field.toolTip().startswith("험담꾼이 공개적으로") and field.placeholderText().startswith("한 말")
    start = len(t.game.events)
    qtbot.keyClicks(field, "  ")
    field.insert(WORDS + " ")  # Hangul comes through the input method; QTest types Latin-1 only
    t.window.resize(1366, 740)
    QApplication.processEvents()
    t.window.grab().save(str(tmp_path / "gossip.png"))
    qtbot.keyClick(field, Qt.Key.Key_Return)
    if t.panel.prompt_box.isVisible():
        t.click("day-prompt-yes")
    act = t.events_since(start)[0]
    assert act == PublicAct(act="gossip_statement", seat=t.id("D"), text=WORDS)
    assert not field.isVisible() and field.text() == ""
    game = t.game
    line = describe(act, game.state_at(start), game.script, library, "ko")
    assert line == f"D: 험담꾼 발언 — “{WORDS}”"
    account = game_account(game)
    assert event_line(account, start, "ko") == f"험담꾼 D의 공개 발언: “{WORDS}”"
    assert event_line(account, start, "en") == f"The Gossip D's public statement: “{WORDS}”"
    advance(game)
    step = next(s for s in tonight_sheet(game) if s.id == "gossip")
    assert any(WORDS in n.text("ko") for n in step.notes), [n.text("ko") for n in step.notes]


def test_a_blank_statement_is_recorded_without_words(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Record with the field left blank: the act is recorded with no text (the night step quotes "-")."""
    game = to_phase(bmr_table(library, *PLAYERS), "day", 1)
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, lang="en")
    t.click("day-act-gossip_statement")
    t.click_seat("D")
    start = len(t.game.events)
    t.click("day-confirm")
    if t.panel.prompt_box.isVisible():
        t.click("day-prompt-yes")
    assert t.events_since(start)[0] == PublicAct(act="gossip_statement", seat=t.id("D"))
