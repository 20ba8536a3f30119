"""A step that chooses nothing but whose recorded choice changes the grimoire: the panel's "Record this step".

Sources: spec 4.3 Xaan (NIGHT markers moved each night, X placed on night X = the Outsiders dealt)
and Summoner (NIGHT markers); TonightStep.records_bare decides (systems/botc/tonight/outcome.py),
the panel only offers the button and records through the session's one door (one undo step).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightChoice, ReminderPlaced, ReminderRemoved
from grimoire_app.ui.town_square.panel import TownSquarePanel
from tests.builders import seat_of, to_phase
from tests.ui.night_panel.night_helpers import (
    click,
    click_row,
    events_since,
    reminders_on_square,
    settle,
    setup_game,
    show_table,
    start,
)

XAAN = ("민수=empath", "지현=monk", "서준=oracle", "하은=savant", "도윤=golem", "수아=klutz", "지호=xaan", "예린=po")
"""Script 004, 8 players with 2 Outsiders dealt (the Golem, the Klutz): the Xaan's X falls on night 2."""
SUMMONER = ("민수=empath", "지현=monk", "서준=oracle", "하은=savant", "도윤=virgin", "수아=golem", "지호=summoner", "예린=goblin")
"""Script 004, 8 players, the Summoner and no Demon yet."""


def night_markers(square: TownSquarePanel, seat: str, source: str) -> set[str]:
    """Return the token texts of one source's reminders by a seat on the square."""
    return {text for seat_id, name, text in reminders_on_square(square) if seat_id == seat and name == source}


def test_xaan_markers_and_x_are_recorded_with_the_button(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Spec 4.3 Xaan: night 1 the button places NIGHT 1; night 2 it moves the marker and places X; each click is one undo step."""
    game = to_phase(setup_game(library, XAAN, bluffs=()), "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night, xaan = shown.night, seat_of(game, "지호")
    click_row(qtbot, night, "xaan")
    settle()
    assert night.bare.isVisible() and not night.choice.isVisible()
    assert night.bare.record.text() == "Record this step"
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.bare.record)
    choice, placed = events_since(session, before)
    assert choice == NightChoice(seat=xaan, character="xaan")
    assert isinstance(placed, ReminderPlaced) and (placed.seat, placed.token) == (xaan, "Night 1")
    assert night_markers(shown.square, xaan, "Xaan") == {"Night 1"}
    settle()
    assert not night.bare.isVisible(), "recorded once, the step changes nothing more: no button"
    session.undo()
    assert len(session.game.events) == before, "one click, one undo step"  # type: ignore[union-attr]
    settle()
    click(qtbot, night.bare.record)
    for _ in range(2):
        night.advance_phase()
    click_row(qtbot, night, "xaan")
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.bare.record)
    recorded = events_since(session, before)
    assert isinstance(recorded[0], NightChoice) and any(isinstance(e, ReminderRemoved) for e in recorded)
    assert night_markers(shown.square, xaan, "Xaan") == {"Night 2", "X"}


def test_summoner_markers_are_recorded_with_the_button(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Spec 4.3 Summoner: nights 1 and 2 choose nothing; the button places NIGHT 1, then moves it to NIGHT 2 (in Korean too)."""
    game = to_phase(setup_game(library, SUMMONER, bluffs=("fisherman", "noble", "balloonist")), "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, lang="ko")
    night, summoner = shown.night, seat_of(game, "지호")
    click_row(qtbot, night, "summoner")
    settle()
    assert night.bare.record.text() == "진행 기록" and not night.choice.isVisible()
    click(qtbot, night.bare.record)
    assert {(r.character, r.token) for r in session.state.seat(summoner).reminders} == {("summoner", "Night 1")}
    for _ in range(2):
        night.advance_phase()
    click_row(qtbot, night, "summoner")
    settle()
    assert night.bare.changes.text().splitlines()[1:] == ["· 사용함: 지호의 첫째 밤 제거", "· 지호에게 둘째 밤 놓음"]
    click(qtbot, night.bare.record)
    tokens = {(r.character, r.token) for r in session.state.seat(summoner).reminders}
    assert tokens == {("summoner", "Night 2")}


def test_no_button_where_players_are_chosen_or_nothing_changes(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The Po chooses a player: the choice box shows, not the button; the Empath's step records nothing bare: neither shows."""
    game = to_phase(setup_game(library, XAAN, bluffs=()), "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "po")
    settle()
    assert night.choice.isVisible() and night.choice.record.isVisible()
    assert not night.bare.isVisible()
    click_row(qtbot, night, "empath")
    settle()
    assert not night.bare.isVisible() and not night.choice.isVisible()
