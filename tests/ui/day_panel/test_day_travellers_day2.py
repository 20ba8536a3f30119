"""The Judge's ruling, the Matron's swap, the Gangster's kill, the Beggar's token and the Bishop's Storyteller nomination
through the day panel (docs/rules/judge.md test 1, matron.md tests 1 and 3, gangster.md test 1, beggar.md test 3, bishop.md test 1)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import about_to_die
from grimoire_app.systems.botc.events import STORYTELLER, GhostVoteSpent, InfoShown, Nominated, PlayerDied, PublicAct, SeatsSwapped
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of
from tests.systems.botc.test_travellers_day_abilities import table
from tests.ui.day_panel.day_panel_helpers import Table


def open_table(qtbot: QtBot, library: Library, tmp_path: Path, game: Game) -> Table:
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    return Table(qtbot, session, "en")


def offered(t: Table, kind: str) -> bool:
    button = t.panel.findChild(QWidget, f"day-act-{kind}")
    return button is not None and button.isVisible()


def order(t: Table) -> list[str]:
    return [s.name for s in t.game.state.seats]


def test_the_judge_forces_an_execution_through_the_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/judge.md test 1 by clicks: s3 nominates s5, two hands; Judge J rules pass → Execute s5; undo takes the ruling back."""
    t = open_table(qtbot, library, tmp_path, table(library, "judge", name="J"))
    assert not offered(t, "judge_pass")
    t.nominate("s3", "s5")
    t.raise_hands("s1", "s2")
    t.click("day-confirm")
    assert about_to_die(t.game) is None
    assert offered(t, "judge_pass") and offered(t, "judge_fail")
    t.click("day-act-judge_pass")
    t.click_seat("J")
    start = len(t.game.events)
    t.click_seat("s5")
    assert "The Judge J made s5's execution pass" in t.prompt()[1]
    t.click("day-prompt-yes")
    recorded = t.events_since(start)
    assert recorded[0] == PublicAct(act="judge_pass", seat=t.id("J"), players=(t.id("s5"),))
    assert any(r.token == "No Ability" for r in t.game.state.seat(t.id("J")).reminders)
    assert not offered(t, "judge_pass")
    assert "s5" in t.panel.end.execute.text()
    t.session.undo()
    t.session.undo()
    assert about_to_die(t.game) is None
    assert offered(t, "judge_pass")


def test_the_matron_swaps_two_seats_through_the_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/matron.md tests 1 and 3 by clicks: Matron M swaps s1 and s6; the circle and the panel's buttons follow; undo restores."""
    t = open_table(qtbot, library, tmp_path, table(library, "matron", name="M"))
    before = order(t)
    t.click("day-act-matron_swap")
    t.click_seat("M")
    t.click_seat("s1")
    t.click_seat("s6")
    t.click("day-confirm")
    assert "The Matron M swaps s1 and s6" in t.prompt()[1]
    t.click("day-prompt-yes")
    assert t.game.events[-1] == SeatsSwapped(seat=t.id("s1"), other=t.id("s6"))
    assert order(t) == ["s6", "s2", "s3", "s4", "s5", "s1", "s7", "M"]
    assert list(t.panel.seats.buttons) == [t.id(n) for n in order(t)]
    t.session.undo()
    assert order(t) == before
    assert list(t.panel.seats.buttons) == [t.id(n) for n in before]


def test_the_gangster_kills_a_neighbour_through_the_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/gangster.md test 1 by clicks: Gangster G names s1; the other neighbour s7 agrees (accept) → s1 dies; no second kill offered."""
    t = open_table(qtbot, library, tmp_path, table(library, "gangster", name="G"))
    t.click("day-act-gangster_kill")
    t.click_seat("G")
    start = len(t.game.events)
    t.click_seat("s1")
    body = t.prompt()[1]
    assert "The Gangster G moves to kill the neighbour s1" in body and "s7" in body
    t.click("day-prompt-yes")
    recorded = t.events_since(start)
    assert recorded[0] == PublicAct(act="gangster_kill", seat=t.id("G"), players=(t.id("s1"),))
    assert any(isinstance(e, PlayerDied) and e.seat == t.id("s1") and e.cause.character == "gangster" for e in recorded)
    assert not offered(t, "gangster_kill")


def test_the_beggar_receives_a_dead_players_token_through_the_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/beggar.md test 3 by clicks: dead s5 gives the Beggar B a token → ghost vote spent, the Beggar told evil."""
    game = table(library, "beggar", name="B")
    game.record(kill(seat_of(game, "s5"), "demon", "imp"))
    t = open_table(qtbot, library, tmp_path, game)
    t.click("day-act-beggar_token")
    t.click_seat("B")
    t.click_seat("s5")
    assert "the Beggar learns that s5 is evil" in t.prompt()[1]
    t.click("day-prompt-yes")
    assert GhostVoteSpent(seat=t.id("s5")) in t.game.events
    assert isinstance(t.game.events[-1], InfoShown) and t.game.events[-1].answer == "evil"


def test_the_storyteller_nominates_under_a_bishop_through_the_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/bishop.md test 1 by clicks: the panel offers the Storyteller as nominator; Storyteller → s4 records the nomination."""
    t = open_table(qtbot, library, tmp_path, table(library, "bishop", name="Bi"))
    assert "only the Storyteller nominates" in t.panel.instruction.text()
    button = t.panel.seats.buttons[STORYTELLER]
    assert button.isVisible() and button.isEnabled()
    qtbot_click = t.qtbot.mouseClick
    qtbot_click(button, Qt.MouseButton.LeftButton)
    t.click_seat("s4")
    assert t.game.events[-1] == Nominated(nominator=STORYTELLER, nominee=t.id("s4"))


def test_the_public_window_names_the_storyteller_as_nominator(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/bishop.md test 1: the public window reads "Storyteller", not a seat id, for the Storyteller's nomination."""
    t = open_table(qtbot, library, tmp_path, table(library, "bishop", name="Bi"))
    t.session.record(Nominated(nominator=STORYTELLER, nominee=t.id("s4")))
    lines = t.public.lines(t.public.view())
    assert any("Storyteller" in line and "s4" in line for line in lines)
    assert not any(STORYTELLER in line for line in lines)


def test_a_funny_deviant_survives_the_exile_through_the_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/deviant.md test 1 by clicks: everyone votes to exile the Deviant D; "funny?" accepted → D lives."""
    t = open_table(qtbot, library, tmp_path, table(library, "deviant", name="D"))
    t.click("day-act-exile")
    t.click_seat("D")
    t.raise_hands(*[s.name for s in t.game.state.seats])
    t.click("day-confirm")
    assert "Was the Deviant funny today?" in t.prompt()[1]
    t.click("day-prompt-yes")
    assert t.game.state.seat(t.id("D")).alive
    assert any(isinstance(e, PublicAct) and e.act == "exile" for e in t.game.events)


def test_the_beggar_without_a_token_cannot_raise_a_hand(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/beggar.md test 1 in the panel: while voting, the Beggar's button is disabled until the Beggar holds a token."""
    t = open_table(qtbot, library, tmp_path, table(library, "beggar", name="B"))
    t.nominate("s1", "s4")
    assert not t.panel.seats.buttons[t.id("B")].isEnabled()
