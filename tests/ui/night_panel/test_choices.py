"""Recording choices: warnings with the Storyteller override, characters chosen from the list, skip and move.

Sources: seed 004 Monk ("not themselves", spec 4.1), seed 001 Philosopher (spec 3.1: choosing a
character in play makes its holder drunk), Pit-Hag (spec 3.3), and design principle 4 (the
Storyteller may override every rule, recorded).
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.events import (
    CharacterAssigned,
    NightChoice,
    NightStepChanged,
    ReminderPlaced,
)
from tests.builders import seat_of, to_phase
from tests.ui.night_panel.night_helpers import (
    buttons,
    click,
    click_entry,
    click_row,
    click_seat,
    events_since,
    reminders_on_square,
    setup_game,
    show_table,
    start,
)


def test_monk_choosing_itself_warns_and_records_only_as_an_override(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seed 004 Monk: chooses a player (not themselves); spec 1.11 check_choice warns, the Storyteller may override."""
    game = to_phase(setup_game(library), "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "monk")
    monk = seat_of(game, "서준")
    click_seat(qtbot, shown.square, monk)
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    assert events_since(session, before) == []
    assert night.choice.warnings.isVisible()
    assert "서준" in night.choice.warnings.text()
    click(qtbot, night.choice.anyway)
    choice, safe = events_since(session, before)
    assert isinstance(choice, NightChoice) and choice.players == (monk,)
    assert choice.override == "서준 may not choose themselves"  # the game's check's reason, as every override records it
    assert isinstance(safe, ReminderPlaced) and (safe.seat, safe.token) == (monk, "Safe")
    assert (monk, "Monk", "Safe") in reminders_on_square(shown.square)
    assert not night.choice.warnings.isVisible()


def test_a_seat_clicked_twice_is_unchosen_and_a_full_choice_drops_the_oldest(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = to_phase(setup_game(library), "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "harpy")
    a, b, c = (seat_of(game, name) for name in ("민수", "서준", "하은"))
    for seat in (a, b, c):
        click_entry(qtbot, night.choice.seats, seat)
    assert night.players == [b, c]
    click_seat(qtbot, shown.square, c)
    assert night.players == [b]
    assert night.choice.chosen.text() == "Chosen: 서준"
    assert night.choice.needs.text() == "Chooses 2 player(s): click seats on the square or in the list below."


PHILOSOPHY = ("민수=philosopher", "지현=pithag", "서준=sage", "하은=grandmother", "도윤=ojo", "수아=fool", "지호=alchemist")


def test_philosopher_chooses_a_character_from_the_list(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seed 001 Philosopher (spec 3.1): choosing a character in play makes its holder drunk."""
    game = setup_game(library, PHILOSOPHY, script="001", bluffs=())
    game.record(advance(game.state))
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "philosopher")
    assert night.choice.characters.isVisible() and not night.choice.seats.isVisible()
    night.choice.search.setText("sage")
    click_entry(qtbot, night.choice.characters, "sage")
    assert night.characters == ["sage"]
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    philosopher, sage = seat_of(game, "민수"), seat_of(game, "서준")
    recorded = events_since(session, before)
    assert recorded[0] == NightChoice(seat=philosopher, character="philosopher", characters=("sage",))
    assert (sage, "Philosopher", "Drunk") in reminders_on_square(shown.square)


def test_pit_hag_chooses_a_player_and_a_character(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seed 001 Pit-Hag (spec 3.3): a character not in play replaces the player's."""
    game = to_phase(setup_game(library, PHILOSOPHY, script="001", bluffs=()), "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "pithag")
    fool = seat_of(game, "수아")
    click_seat(qtbot, shown.square, fool)
    click(qtbot, night.choice.everyone)
    click_entry(qtbot, night.choice.characters, "goon")
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    assert CharacterAssigned(seat=fool, character="goon", alignment="good") in events_since(session, before)


def test_skip_and_move_are_events_read_back_into_the_list(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A skipped or reordered step is a NightStepChanged event in the log; undo takes it back."""
    game = to_phase(setup_game(library), "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "empath")
    original = [row.step for row in night.model.rows]
    click(qtbot, night.earlier)
    assert session.game.events[-1] == NightStepChanged(step="empath", change="before", other="harpy")  # type: ignore[union-attr]
    assert session.undo_description("en") == "The Storyteller ran the Empath step before Harpy tonight"
    order = [row.step for row in night.model.rows]
    assert order.index("empath") == order.index("harpy") - 1
    click(qtbot, night.skip)
    assert session.game.events[-1] == NightStepChanged(step="empath", change="skip")  # type: ignore[union-attr]
    assert session.undo_description("ko") == "이야기꾼이 오늘 밤 초공감자 단계를 건너뜀"
    assert night.current == "harpy"
    row = night.model.rows[night.model.row_of("empath")]
    assert row.lines[1] == "Skipped — the Storyteller's decision" and not row.runs
    night.set_language("ko")
    assert night.model.rows[night.model.row_of("empath")].lines[1] == "건너뜀 — 이야기꾼의 결정"
    session.undo()
    session.undo()
    assert [row.step for row in night.model.rows] == original
    assert night.model.rows[night.model.row_of("empath")].runs


def test_a_demon_kill_is_proposed_and_accepted_and_a_protected_one_is_explained(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Spec 4.1 Monk: SAFE stops the Demon; the proposal says why and has nothing to accept."""
    game = to_phase(setup_game(library), "night", 2)
    minsu = seat_of(game, "민수")
    game.record(NightChoice(seat=seat_of(game, "서준"), character="monk", players=(minsu,)))
    game.record(ReminderPlaced(reminder="rs", seat=minsu, character="monk", token="Safe"))
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "vigormortis")
    click_seat(qtbot, shown.square, minsu)
    click(qtbot, night.choice.record)
    lines = [label.text() for label in night.deaths.findChildren(type(night.detail.title), "night-death-line")]
    assert lines == ["민수 survives — Vigormortis: 민수 is SAFE (Monk): nobody dies"]
    assert buttons(night, "night-death-accept") == []


def test_chosen_seats_are_numbered_on_the_square_until_the_step_changes(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The Storyteller sees on the square whom the player pointed at, in order (here the Monk's one)."""
    game = to_phase(setup_game(library), "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    click_row(qtbot, shown.night, "monk")
    target = seat_of(game, "민수")
    click_seat(qtbot, shown.square, target)
    scene = shown.square.scene
    assert scene.chosen == (target,) and scene.seats[target].chosen == 1
    assert all(item.chosen is None for key, item in scene.seats.items() if key != target)
    click_seat(qtbot, shown.square, target)
    assert scene.chosen == () and scene.seats[target].chosen is None


def test_a_choice_and_its_reminder_are_one_undo_step(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Issue 15: a night choice is one change (one journal batch): one Undo takes the NightChoice and
    the SAFE it placed (seed 004 Monk, spec 4.1) back together."""
    game = to_phase(setup_game(library), "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "monk")
    click_seat(qtbot, shown.square, seat_of(game, "민수"))
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    choice, safe = events_since(session, before)
    assert isinstance(choice, NightChoice) and isinstance(safe, ReminderPlaced)
    session.undo()
    assert events_since(session, before) == []
    session.redo()
    assert events_since(session, before) == [choice, safe]
