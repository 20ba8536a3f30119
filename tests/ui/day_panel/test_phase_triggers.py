"""The triggers of a phase change reach the Storyteller in the app: after Ctrl+Shift+N, the madness prompts at dawn.

The dusk/dawn checklist records the phase change as one batch; then the day panel asks every trigger whose
`on` is the phase change (day_triggers.json), inline in its prompt box like any day trigger (spec 4.3 Harpy,
docs/rules/cerenovus.md, docs/rules/mutant.md). Driven through the main window with real keys and clicks:
Ctrl+Shift+N and Enter at the window's QWindow, clicks on the prompt's buttons.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Executed, NightChoice, PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of, table, to_phase
from tests.systems.botc.day_helpers import mark
from tests.systems.botc.snv_helpers import snv_table
from tests.ui.night_panel.night_helpers import settle
from tests.ui.tb_game_helpers import day_click, next_phase, press, prompt, screenshot

HARPY_004 = ("민수=empath", "지현=harpy", "서준=monk", "하은=oracle", "도윤=vigormortis", "수아=undertaker", "지호=flowergirl")
"""Script 004, 7 players: the Harpy 지현, the Vigormortis 도윤."""
CERENOVUS_SNV = ("a=cerenovus", "b=nodashii", "c=sage", "q1=savant", "q2=klutz", "q3=oracle", "q4=artist")
"""Sects & Violets, 7 players: the Cerenovus a, the No Dashii b."""


def harpy_night(library: Library) -> Game:
    """Night 1 of script 004: the Harpy made 민수 mad that 하은 is evil (MAD on 민수, 2ND on 하은)."""
    game = to_phase(table(library, "004", *HARPY_004), "night", 1)
    mark(game, "민수", "harpy", "Mad")
    mark(game, "하은", "harpy", "2nd")
    return game


def cerenovus_night(library: Library) -> Game:
    """Night 1 of Sects & Violets: the Cerenovus made q1 mad that they are the Sage."""
    game = to_phase(snv_table(library, *CERENOVUS_SNV), "night", 1)
    game.record(NightChoice(seat=seat_of(game, "a"), character="cerenovus", players=(seat_of(game, "q1"),), characters=("sage",)))
    mark(game, "q1", "cerenovus", "Mad")
    return game


def open_window(qtbot: QtBot, library: Library, tmp_path: Path, game: Game, lang: str = "en") -> MainWindow:
    session = GameSession(library)
    session.start(game.script, tmp_path / "phase.grimoire", tuple(game.events))
    window = MainWindow(library, lang, session)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def option(window: MainWindow, seat: str) -> QToolButton:
    """Return the prompt's button naming a player."""
    settle()
    found = window.day.prompt_box.findChild(QToolButton, f"day-option-{seat}")
    assert found is not None and found.isVisible(), seat
    return found


def to_dawn(window: MainWindow) -> int:
    """Press Ctrl+Shift+N (Enter on the checklist and the dawn report); return the log length after the phase change."""
    next_phase(window)
    settle()
    assert window.session.state.phase.kind == "day"
    assert window.session.game is not None
    return len(window.session.game.events)


def test_the_harpy_madness_prompt_shows_at_dawn_and_its_pick_kills(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 4.3 Harpy test 2: after Ctrl+Shift+N the Day tab asks about 민수's madness; picking 민수 records the Harpy's kill."""
    game = harpy_night(library)
    window = open_window(qtbot, library, tmp_path, game)
    mad, second = seat_of(game, "민수"), seat_of(game, "하은")
    start = to_dawn(window)
    title, body = prompt(window)
    assert title.startswith("Harpy") and "민수 must be mad that 하은 is evil" in body
    assert window.side_tabs.currentWidget() is window.day
    assert [b.property("seat") for b in window.day.prompt_box.group.buttons()] == [mad, second]
    screenshot(window, "phase-harpy-en.png")
    qtbot.mouseClick(option(window, mad), Qt.MouseButton.LeftButton)
    day_click(qtbot, window, "day-prompt-yes")
    died = [e for e in window.session.game.events[start:] if isinstance(e, PlayerDied)]  # type: ignore[union-attr]
    assert died == [kill(mad, "ability", "harpy")]
    assert not window.session.state.seat(mad).alive and window.session.state.seat(second).alive
    assert prompt(window) == ("", "")


def test_ignoring_the_harpy_prompt_records_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 4.3 Harpy: the Storyteller judges 민수 was mad enough — Ignore (or Apply with nobody picked) records nothing."""
    for answer in ("day-prompt-no", "day-prompt-yes"):
        window = open_window(qtbot, library, tmp_path / answer, harpy_night(library))
        start = to_dawn(window)
        assert prompt(window)[0].startswith("Harpy")
        day_click(qtbot, window, answer)
        assert len(window.session.game.events) == start, answer  # type: ignore[union-attr]
        assert prompt(window) == ("", "") and all(seat.alive for seat in window.session.state.seats)


def test_the_harpy_kill_is_undone_with_ctrl_z(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Undo takes the Harpy's kill back; the day stays (the phase change is its own undo step)."""
    game = harpy_night(library)
    window = open_window(qtbot, library, tmp_path, game)
    mad = seat_of(game, "민수")
    start = to_dawn(window)
    qtbot.mouseClick(option(window, mad), Qt.MouseButton.LeftButton)
    day_click(qtbot, window, "day-prompt-yes")
    assert not window.session.state.seat(mad).alive
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert window.session.state.seat(mad).alive and len(window.session.game.events) == start  # type: ignore[union-attr]
    assert window.session.state.phase.kind == "day"


def test_the_cerenovus_madness_prompt_executes_the_picked_player(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/cerenovus.md test 2 through the window: the dawn prompt names q1 and the Sage; picking q1 executes q1."""
    game = cerenovus_night(library)
    window = open_window(qtbot, library, tmp_path, game)
    q1 = seat_of(game, "q1")
    start = to_dawn(window)
    title, body = prompt(window)
    assert title.startswith("Cerenovus") and "q1 must be mad they are the Sage" in body
    qtbot.mouseClick(option(window, q1), Qt.MouseButton.LeftButton)
    day_click(qtbot, window, "day-prompt-yes")
    follow = window.session.game.events[start:]  # type: ignore[union-attr]
    assert follow[:2] == (Executed(seat=q1), kill(q1, "execution"))
    assert window.session.state.today().execution == q1  # type: ignore[union-attr]
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    press(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert window.session.state.seat(q1).alive and window.session.state.today().execution is None  # type: ignore[union-attr]


def test_ignoring_the_cerenovus_prompt_records_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/cerenovus.md: the Storyteller judges q1 kept to the madness — Ignore records nothing."""
    window = open_window(qtbot, library, tmp_path, cerenovus_night(library))
    start = to_dawn(window)
    day_click(qtbot, window, "day-prompt-no")
    assert len(window.session.game.events) == start and prompt(window) == ("", "")  # type: ignore[union-attr]


def test_no_madness_no_prompt(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Without a MAD token the dawn asks nothing: the day panel is free for nominations."""
    window = open_window(qtbot, library, tmp_path, to_phase(table(library, "004", *HARPY_004), "night", 1))
    to_dawn(window)
    assert prompt(window) == ("", "") and window.day._flow is None


def test_the_prompt_reads_in_korean(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The Korean window asks in Korean (the Harpy's text and the buttons)."""
    window = open_window(qtbot, library, tmp_path, harpy_night(library), lang="ko")
    to_dawn(window)
    title, body = prompt(window)
    assert title.startswith("하피") and "민수는 하은이 악이라고" in body
    assert window.day.prompt_box.yes.text() == "적용" and window.day.prompt_box.no.text() == "무시"
    screenshot(window, "phase-harpy-ko.png")


def test_later_puts_the_madness_off_and_the_day_goes_on_until_asked_again(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Madness is judged over the day: Later frees the panel (a nomination works), the re-ask button brings the
    Cerenovus's question back, and picking q1 then executes q1."""
    game = cerenovus_night(library)
    window = open_window(qtbot, library, tmp_path, game)
    q1, q2, q3 = seat_of(game, "q1"), seat_of(game, "q2"), seat_of(game, "q3")
    start = to_dawn(window)
    day_click(qtbot, window, "day-prompt-later")
    assert prompt(window) == ("", "") and len(window.session.game.events) == start  # type: ignore[union-attr]
    assert window.day.phase_again.text() == "Ask the put-off questions"
    qtbot.mouseClick(window.day.seats.buttons[q2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.day.seats.buttons[q3], Qt.MouseButton.LeftButton)
    assert len(window.session.game.events) == start + 1  # type: ignore[union-attr]  # the nomination
    day_click(qtbot, window, "day-cancel")  # the vote opened on the nomination: leave it for now
    day_click(qtbot, window, "day-phase-again")
    assert prompt(window)[0].startswith("Cerenovus")
    qtbot.mouseClick(option(window, q1), Qt.MouseButton.LeftButton)
    day_click(qtbot, window, "day-prompt-yes")
    assert window.session.state.today().execution == q1  # type: ignore[union-attr]
    settle()
    assert not window.day.phase_again.isVisible()


def test_put_off_questions_end_with_the_phase(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Put off and never asked again: at dusk the re-ask button goes (the madness was for that day)."""
    window = open_window(qtbot, library, tmp_path, harpy_night(library))
    to_dawn(window)
    day_click(qtbot, window, "day-prompt-later")
    settle()
    assert window.day.phase_again.isVisible()
    next_phase(window)
    settle()
    assert window.session.state.phase.kind == "night" and not window.day.phase_again.isVisible()


def test_the_put_off_button_reads_in_korean(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The Korean window: 나중에 puts the Cerenovus's question off; 미뤄 둔 질문 다시 보기 brings it back."""
    window = open_window(qtbot, library, tmp_path, cerenovus_night(library), lang="ko")
    to_dawn(window)
    assert prompt(window)[0].startswith("세레노버스") and window.day.prompt_box.later.text() == "나중에"
    screenshot(window, "phase-cerenovus-ko.png")
    day_click(qtbot, window, "day-prompt-later")
    settle()
    assert window.day.phase_again.text() == "미뤄 둔 질문 다시 보기"
    screenshot(window, "phase-later-ko.png")


def test_the_public_window_shows_no_madness(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Nothing secret goes public: with the public square open, the dawn's Harpy question is in the Storyteller's
    panel only — the public window shows neither the Harpy, the madness nor a token; after the kill, only the death."""
    game = harpy_night(library)
    window = open_window(qtbot, library, tmp_path, game, lang="ko")
    public = window.square.open_public_window()
    qtbot.addWidget(public)
    to_dawn(window)
    assert prompt(window)[0].startswith("하피")
    secrets = ("하피", "Harpy", "집착", "두 번째", "Mad", "2nd", "비고르모르티스", "악")
    shown = " ".join(public.visible_texts())
    assert [s for s in secrets if s in shown] == [], shown
    qtbot.mouseClick(option(window, seat_of(game, "민수")), Qt.MouseButton.LeftButton)
    day_click(qtbot, window, "day-prompt-yes")
    shown = " ".join(public.visible_texts())
    assert [s for s in secrets if s in shown] == [], shown
    assert not public.view().seats[0].alive
