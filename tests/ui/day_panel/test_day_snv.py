"""The day panel names the Juggler's guess: the guesser, the player, then the character from a list (issue 16).

docs/rules/juggler.md test 13: a right guess through the panel records the act with its character and a CORRECT token.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import PublicAct, ReminderPlaced
from grimoire_app.ui.session import GameSession
from tests.builders import to_phase
from tests.systems.botc.snv_helpers import snv_table
from tests.ui.day_panel.day_panel_helpers import Table

SNV = ("a=juggler", "b=nodashii", "c=sage", "d=witch", "e=klutz", "f=oracle", "g=savant")


def test_the_juggler_guess_names_a_character(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = to_phase(snv_table(library, *SNV), "day", 1)
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, lang="en")
    t.click("day-act-juggler_guess")
    assert not t.panel.character_pick.isVisible()
    t.click_seat("a")
    t.click_seat("b")
    assert t.panel.character_pick.isVisible() and t.panel.confirm.text() == "Record"
    assert t.panel.instruction.text().endswith("pick the character a names from the list, then Record.")
    t.panel.character_pick.setCurrentIndex(t.panel.character_pick.findData("nodashii"))
    start = len(t.game.events)
    t.click("day-confirm")
    t.click("day-prompt-yes")
    act, correct = t.events_since(start)
    assert act == PublicAct(act="juggler_guess", seat=t.id("a"), players=(t.id("b"),), characters=("nodashii",))
    assert isinstance(correct, ReminderPlaced) and (correct.character, correct.token) == ("juggler", "Correct")
    assert not t.panel.character_pick.isVisible()
