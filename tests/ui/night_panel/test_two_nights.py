"""Acceptance: nights 1 and 2 of a 7-player game run entirely through the night panel, by clicks.

Script 004 (seeds/004_*.txt, 확증 편향): 민수 Empath, 지현 Harpy, 서준 Monk, 하은 Oracle, 도윤
Vigormortis, 수아 Undertaker, 지호 Flowergirl. Clicks only: seats on the square and in the panel,
Record, the card and answer buttons, Accept, Next step and Next phase. The recorded events and
the reminders on the square are checked after each night.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import (
    DeathCause,
    InfoShown,
    NightChoice,
    Phase,
    PhaseAdvanced,
    PlayerDied,
    ReminderMoved,
    ReminderPlaced,
    ReminderRemoved,
)
from tests.builders import seat_of
from tests.ui.night_panel.night_helpers import (
    BLUFFS,
    Table,
    answer_button,
    buttons,
    click,
    click_entry,
    click_row,
    click_seat,
    close_card,
    events_since,
    reminders_on_square,
    setup_game,
    show_table,
    start,
)


def next_step(qtbot: QtBot, shown: Table, expected: str) -> None:
    click(qtbot, shown.night.next)
    assert shown.night.current == expected


def show_cards(qtbot: QtBot, shown: Table) -> None:
    """Click every card button of the step, closing each card (Esc) before the next."""
    count = len(buttons(shown.night, "night-card"))
    for index in range(count):
        click(qtbot, buttons(shown.night, "night-card")[index])
        close_card(qtbot, shown.square)


def run_night_one(qtbot: QtBot, shown: Table, seats: dict[str, str]) -> None:
    night = shown.night
    click(qtbot, night.next_phase)
    assert night.current == "dusk" and night.live
    next_step(qtbot, shown, "minioninfo")
    assert shown.square.scene.acting == {seats["지현"]}
    show_cards(qtbot, shown)
    next_step(qtbot, shown, "demoninfo")
    show_cards(qtbot, shown)
    next_step(qtbot, shown, "harpy")
    click_seat(qtbot, shown.square, seats["민수"])
    click_seat(qtbot, shown.square, seats["서준"])
    click(qtbot, night.choice.record)
    show_cards(qtbot, shown)
    next_step(qtbot, shown, "empath")
    click(qtbot, answer_button(night, "1"))
    next_step(qtbot, shown, "dawn")


def test_nights_one_and_two_by_clicks(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seed 004 how-to-run: Minion/Demon info on night 1 only; Harpy, Monk (not night 1), Vigormortis (not night 1),
    Empath, Oracle (not night 1); spec 2.3 Monk SAFE until dawn, spec 2.4 Vigormortis kill."""
    game = setup_game(library)
    seats = {name: seat_of(game, name) for name in ("민수", "지현", "서준", "하은", "도윤", "수아", "지호")}
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    begin = len(game.events)
    run_night_one(qtbot, shown, seats)
    s = seats
    assert [e for e in events_since(session, begin) if not isinstance(e, (ReminderPlaced, PhaseAdvanced))] == [
        InfoShown(seat=s["지현"], info="this_is_the_demon", players=(s["도윤"],), step="minioninfo"),
        InfoShown(seat=s["도윤"], info="these_are_your_minions", players=(s["지현"],), step="demoninfo"),
        InfoShown(seat=s["도윤"], info="not_in_play", characters=BLUFFS, step="demoninfo"),
        NightChoice(seat=s["지현"], character="harpy", players=(s["민수"], s["서준"])),
        InfoShown(seat=s["민수"], info="selected_you", characters=("harpy",), players=(s["서준"],), step="harpy"),
        InfoShown(seat=s["민수"], info="answer", answer=1, step="empath"),
    ]
    assert reminders_on_square(shown.square) == {(s["민수"], "Harpy", "Mad"), (s["서준"], "Harpy", "2nd")}

    click(qtbot, shown.night.next_phase)  # dawn: day 1
    assert session.state.phase == Phase(kind="day", number=1)
    assert shown.told[-1][1] == ["Nobody died tonight"]
    click_row(qtbot, shown.night, "monk")  # the coming night, read-only during the day
    assert shown.night.banner.isVisible() and not shown.night.choice.record.isEnabled()
    click_seat(qtbot, shown.square, seats["민수"])
    assert shown.night.players == []
    assert not shown.square.scene.acting
    begin = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, shown.night.next_phase)  # dusk: night 2
    assert events_since(session, begin) == [PhaseAdvanced(to=Phase(kind="night", number=2))]  # MAD and 2ND move, they do not lapse
    run_night_two(qtbot, shown, seats)


def run_night_two(qtbot: QtBot, shown: Table, s: dict[str, str]) -> None:
    night, session = shown.night, shown.night.session
    begin = len(session.game.events)  # type: ignore[union-attr]
    assert night.current == "dusk"  # the night begins at the top, whatever the preview showed
    next_step(qtbot, shown, "monk")
    click_entry(qtbot, night.choice.seats, s["민수"])
    click(qtbot, night.choice.record)
    next_step(qtbot, shown, "harpy")
    click_seat(qtbot, shown.square, s["하은"])
    click_seat(qtbot, shown.square, s["수아"])
    click(qtbot, night.choice.record)
    show_cards(qtbot, shown)
    next_step(qtbot, shown, "vigormortis")
    click_seat(qtbot, shown.square, s["지호"])
    click(qtbot, night.choice.record)
    click(qtbot, buttons(night, "night-death-accept")[0])
    assert not night.deaths.isVisible()
    next_step(qtbot, shown, "empath")
    click(qtbot, answer_button(night, "1"))
    next_step(qtbot, shown, "oracle")
    click(qtbot, answer_button(night, "0"))
    next_step(qtbot, shown, "dawn")
    recorded = [e for e in events_since(session, begin) if not isinstance(e, (ReminderPlaced, ReminderMoved))]
    assert recorded == [
        NightChoice(seat=s["서준"], character="monk", players=(s["민수"],)),
        NightChoice(seat=s["지현"], character="harpy", players=(s["하은"], s["수아"])),
        InfoShown(seat=s["하은"], info="selected_you", characters=("harpy",), players=(s["수아"],), step="harpy"),
        NightChoice(seat=s["도윤"], character="vigormortis", players=(s["지호"],)),
        PlayerDied(seat=s["지호"], cause=DeathCause(kind="demon", character="vigormortis")),
        InfoShown(seat=s["민수"], info="answer", answer=1, step="empath"),
        InfoShown(seat=s["하은"], info="answer", answer=0, step="oracle"),
    ]
    assert {(s["민수"], "Monk", "Safe"), (s["하은"], "Harpy", "Mad"), (s["수아"], "Harpy", "2nd")} <= reminders_on_square(shown.square)
    assert not shown.square.scene.seats[s["지호"]].face.alive
    begin = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.next_phase)
    assert shown.asked[-1].lines[1] == "Dawn: Safe removed from 민수"
    assert session.state.phase == Phase(kind="day", number=2)
    assert any(isinstance(e, ReminderRemoved) and e.because == "dawn" for e in events_since(session, begin))
    assert shown.told[-1][1] == ["지호 died"], "only the name is read out"
    assert shown.told[-1][2][0] == "지호 died (killed by the Demon Vigormortis)", "the cause is for the Storyteller's eyes"
    assert (s["민수"], "Monk", "Safe") not in reminders_on_square(shown.square)
