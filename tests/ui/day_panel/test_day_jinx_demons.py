"""The day panel with the experimental Demons' jinxes (issue 21): the Mayor stops the riot (docs/rules/riot.md Jinxes)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import PublicAct
from grimoire_app.ui.session import GameSession
from tests.systems.botc.exp_demons_helpers import demon_game
from tests.systems.botc.tonight.tonight_helpers import advance_to
from tests.ui.day_panel.day_panel_helpers import Table

RIOT = ("A=riot", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=mayor")


def test_the_mayor_stops_the_riot_by_clicks(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/riot.md jinx Mayor: day 3, one Riot alive: the act button, then the Mayor H → the act is recorded and
    the game's end (good) is proposed; yes ends the game."""
    game = advance_to(demon_game(library, "riot", *RIOT), "day", 3)
    session = GameSession(library)
    session.start(game.script, tmp_path / "riot.grimoire", tuple(game.events))
    t = Table(qtbot, session)
    t.click("day-act-mayor_stops_riot")
    assert t.panel.instruction.text() == "시장: 폭동을 멈춤: 누가 하나요?"
    t.click_seat("H")
    assert t.game.events[-1] == PublicAct(act="mayor_stops_riot", seat=t.id("H"))
    assert t.prompt()[0] == "게임 끝: 선 승리?"
    t.click("day-prompt-yes")
    assert t.game.state.result is not None and t.game.state.result.winner == "good"
