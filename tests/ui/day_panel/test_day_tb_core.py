"""The Slayer's shot through the day panel (docs/rules/slayer.md test 1, scarletwoman.md test 5)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import CharacterAssigned, PlayerDied, PublicAct
from grimoire_app.ui.session import GameSession
from tests.builders import to_phase
from tests.systems.botc.tb_core_helpers import tb_game
from tests.ui.day_panel.day_panel_helpers import Table


def test_the_slayer_shoots_the_imp_and_the_scarlet_woman_takes_over(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Act → Slayer → target; the hit is proposed (NO ABILITY + death), then the Scarlet Woman's catch; no game end."""
    game = to_phase(tb_game(library, "A=slayer", "B=soldier", "C=mayor", "D=butler", "E=saint", "F=poisoner", "G=scarletwoman", "H=imp"), "day", 1)
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, "en")
    t.click("day-act-slayer_shot")
    t.click_seat("A")
    t.click_seat("H")
    start = len(t.game.events)
    assert "The Slayer A shot the Demon H" in t.prompt()[1]
    t.click("day-prompt-yes")
    assert "the Scarlet Woman G becomes the Demon" in t.prompt()[1]
    t.click("day-prompt-yes")
    recorded = t.events_since(start)
    assert recorded[0] == PublicAct(act="slayer_shot", seat=t.id("A"), players=(t.id("H"),))
    assert any(isinstance(e, PlayerDied) and e.seat == t.id("H") for e in recorded)
    assert any(isinstance(e, CharacterAssigned) and e.seat == t.id("G") and e.character == "imp" for e in recorded)
    assert t.prompt() == ("", "") and t.game.state.result is None
