"""The Engineer's once-per-game pick on the night panel, at the main window at 1366×768 (issue 21, left over).

docs/rules/engineer.md: the Engineer names 1 Demon, or as many Minions as are in play. The step says so with the
count of this game's Minions; its list offers only Minion and Demon characters (ChoiceSpec.character_teams), so the
pick is two clicks (or a name typed at the window) and Record; a pick of the wrong shape is refused with the rule
and may be recorded anyway; once recorded, each changed player has a YOU ARE card to show.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import CharacterAssigned, InfoShown, NightChoice, ReminderPlaced
from tests.builders import to_phase
from tests.ui.day_panel.exp_day_helpers import DayWindow, exp_game, session_of
from tests.ui.night_panel.night_helpers import click, click_entry, click_row, reminders_on_square, settle
from tests.ui.tb_game_helpers import screenshot, show_cards

ENGINEER_TABLE = ("민수=engineer", "지현=imp", "서준=empath", "하은=psychopath", "도윤=monk", "수아=chef", "지호=soldier", "예린=mezepheles")
"""Eight players on our experimental script: 민수 the Engineer; 지현 the Imp; 하은 and 예린 the two Minions."""


def night_one(qtbot: QtBot, library: Library, tmp_path: Path) -> DayWindow:
    """The main window on night 1 with the Night tab in front and the Engineer's step clicked in the sheet."""
    game = to_phase(exp_game(library, *ENGINEER_TABLE), "night", 1)
    w = DayWindow(qtbot, session_of(library, tmp_path, game), tab="night")
    click_row(qtbot, w.main.night, "engineer")
    settle()
    assert w.main.night.current == "engineer"
    return w


def listed(w: DayWindow) -> list[str]:
    characters = w.main.night.choice.characters
    return [characters.item(row).data(Qt.ItemDataRole.UserRole) for row in range(characters.count()) if not characters.item(row).isHidden()]


def token(w: DayWindow, name: str) -> str:
    face = w.main.square.scene.seats[w.id(name)].face.token
    assert face is not None
    return face.name


def test_the_engineer_names_the_two_minions_in_two_clicks(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/engineer.md test 2 (our seats): 민수 names the Poisoner and the Spy; the Psychopath 하은 becomes the
    Poisoner and the Mezepheles 예린 the Spy, both still evil; NO ABILITY on 민수; the square shows the new tokens;
    the step then offers a YOU ARE card for each of the two, shown with Enter and taken away with Esc."""
    w = night_one(qtbot, library, tmp_path)
    choice = w.main.night.choice
    assert listed(w) == ["poisoner", "spy", "psychopath", "mezepheles", "imp", "fanggu"]
    assert choice.needs.text() == "고를 것: 캐릭터 1~4개. 아래 목록에서 누르세요(이름으로 찾을 수 있습니다). (아무도 고르지 않아도 됩니다)"
    notes = [label.text() for label in w.main.night.findChildren(type(choice.needs)) if label.isVisible()]
    assert "⚑ 기계공은 악마 캐릭터 1개, 또는 게임에 있는 하수인 수(2개)만큼 하수인 캐릭터를 고릅니다" in notes
    click_entry(qtbot, choice.characters, "poisoner")
    click_entry(qtbot, choice.characters, "spy")
    assert choice.chosen.text() == "고른 캐릭터: 독살범, 첩자" and choice.record.text() == "선택 기록"
    assert w.fits(choice.record)
    screenshot(w.main, "engineer-pick-ko.png")
    start = len(w.events())
    click(qtbot, choice.record)
    assert w.events()[start:] == [
        NightChoice(seat=w.id("민수"), character="engineer", characters=("poisoner", "spy")),
        ReminderPlaced(reminder="r1", seat=w.id("민수"), character="engineer", token="No Ability"),
        CharacterAssigned(seat=w.id("하은"), character="poisoner", alignment="evil"),
        CharacterAssigned(seat=w.id("예린"), character="spy", alignment="evil"),
    ]
    assert (token(w, "하은"), token(w, "예린")) == ("독살범", "첩자")
    assert (w.alignment("하은"), w.alignment("예린")) == ("evil", "evil")
    assert (w.id("민수"), "기계공", "능력 없음") in reminders_on_square(w.main.square)
    assert w.main.night.detail.recorded.text() == "오늘 밤 이 단계의 기록:\n민수(기계공)의 선택: 독살범, 첩자"
    # then each changed player is woken and shown YOU ARE with the new token: one card each (Enter, then Esc)
    start = len(w.events())
    assert show_cards(qtbot, w.main) == ["보여 주기: 당신은 독살범 → 하은", "보여 주기: 당신은 첩자 → 예린"]
    assert w.events()[start:] == [
        InfoShown(seat=w.id("하은"), info="you_are", characters=("poisoner",), step="engineer"),
        InfoShown(seat=w.id("예린"), info="you_are", characters=("spy",), step="engineer"),
    ]


def test_the_engineer_names_a_demon_typed_at_the_window(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/engineer.md test 1: "fang" typed into the search field (keys at the window) leaves the Fang Gu;
    one click and Record: the Imp 지현 becomes the Fang Gu, still evil."""
    w = night_one(qtbot, library, tmp_path)
    choice = w.main.night.choice
    choice.search.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(choice.search.hasFocus)
    handle = w.main.windowHandle()
    assert handle is not None
    for key in (Qt.Key.Key_F, Qt.Key.Key_A, Qt.Key.Key_N, Qt.Key.Key_G):
        QTest.keyClick(handle, key)
    assert choice.search.text() == "fang" and listed(w) == ["fanggu"]
    click_entry(qtbot, choice.characters, "fanggu")
    start = len(w.events())
    click(qtbot, choice.record)
    assert CharacterAssigned(seat=w.id("지현"), character="fanggu", alignment="evil") in w.events()[start:]
    assert token(w, "지현") == "팡 구" and w.game.state.seat(w.id("지현")).character == "fanggu"


def test_one_minion_for_two_is_refused_with_the_rule_and_may_be_overridden(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/engineer.md test 3: naming only the Poisoner (two Minions in play) records nothing and shows the rule;
    "record anyway" records it as the Storyteller's override (the first Minion in seat order changes)."""
    w = night_one(qtbot, library, tmp_path)
    choice = w.main.night.choice
    click_entry(qtbot, choice.characters, "poisoner")
    start = len(w.events())
    click(qtbot, choice.record)
    assert w.events()[start:] == []
    assert choice.warnings.isVisible() and "게임에 있는 하수인 수(2개)만큼" in choice.warnings.text()
    click(qtbot, choice.anyway)
    recorded = w.events()[start:]
    assert isinstance(recorded[0], NightChoice) and recorded[0].override
    assert CharacterAssigned(seat=w.id("하은"), character="poisoner", alignment="evil") in recorded
    assert w.game.state.seat(w.id("예린")).character == "mezepheles"


def test_the_engineer_step_shows_nothing_raw_in_korean(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Issue 19's walk of every visible text of the main window on the Engineer's step, before and after the pick."""
    from tests.ui.test_no_raw_texts import raw_in, window_texts

    w = night_one(qtbot, library, tmp_path)
    found = raw_in(window_texts(w.main), library)
    click_entry(qtbot, w.main.night.choice.characters, "fanggu")
    click(qtbot, w.main.night.choice.record)
    found += raw_in(window_texts(w.main), library)
    assert not found, "\n".join(sorted(set(found)))
