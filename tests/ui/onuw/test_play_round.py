"""The acceptance test: a 5-player One Night round played through the window, from setup to result.

Setup in the dialog (names, role counts, a seed), the night with the square and the keys
(PgDn ends a step, a click on the square picks, Enter records), the day with the timer and both
ways of voting, then the result screen; the recorded events, the result and the saved file are
checked. Rules: ONUW-R20 (lone werewolf peek), R27 (Robber), R28 (Troublemaker), R29 (Drunk),
R13/R16 (the vote and the village win), spec §5 (the moderator UI), D9 (the timer).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.systems.onuw import CardsDealt, DayResolved, NightActed, StepAdvanced, TableSet, VoteCast
from grimoire_app.ui.onuw import open_onuw_file, open_onuw_new
from grimoire_app.ui.onuw.items import CardMarks
from grimoire_app.ui.onuw.setup_dialog import SetupDialog
from grimoire_app.ui.onuw.window import OnuwWindow
from tests.ui.onuw.conftest import DECK, NAMES, FakeClock, click, key, show, type_text

Key = Qt.Key


def fill_setup(qtbot: QtBot, dialog: SetupDialog) -> bool:
    """Type the names, set the roles with the arrow keys, give the seed, and press OK."""
    for field, name in zip(dialog.names, NAMES, strict=False):
        field.selectAll()
        type_text(field, name)
    qtbot.keyClick(dialog.role_counts["villager"], Key.Key_Down)
    qtbot.keyClick(dialog.role_counts["villager"], Key.Key_Down)
    qtbot.keyClick(dialog.role_counts["minion"], Key.Key_Up)
    qtbot.keyClick(dialog.role_counts["drunk"], Key.Key_Up)
    qtbot.keyClicks(dialog.seed, "31")
    assert dialog.total.text() == "카드 8장 / 필요 8장 (인원 + 3)"
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    return dialog.result() == QDialog.DialogCode.Accepted


def play_night(qtbot: QtBot, window: OnuwWindow) -> None:
    """Walk the night: peek, pass over the Minion and the empty Seer step, rob, swap, drink."""
    night = window.night
    key(qtbot, window, Key.Key_PageDown)  # dusk ends
    assert night.header.text() == "2. 늑대인간 (지금)"
    assert night.wakers.text() == "눈을 뜨는 사람: 하은"
    assert night.say.text().startswith("늑대인간, 눈을 뜨고 다른 늑대인간을 확인하세요.")
    click(qtbot, window, "C3")
    assert window.scene.cards["C3"].marks == CardMarks(number=1)
    key(qtbot, window, Key.Key_Return)
    assert "하은에게 보여 줄 카드: 늑대인간" in night.tell.text()
    key(qtbot, window, Key.Key_PageDown, times=2)  # werewolves, minion
    assert night.wakers.text().startswith("눈을 뜨는 사람 없음")  # the Seer's card is in the centre
    key(qtbot, window, Key.Key_PageDown)  # seer
    click(qtbot, window, "하은")
    key(qtbot, window, Key.Key_Return)
    assert night.tell.text() == "민수에게 보여 줄 카드: 늑대인간"
    key(qtbot, window, Key.Key_PageDown)  # robber
    click(qtbot, window, "서준", "도윤")
    key(qtbot, window, Key.Key_Return)
    key(qtbot, window, Key.Key_PageDown)  # troublemaker
    click(qtbot, window, "C1")
    key(qtbot, window, Key.Key_Return)
    assert night.recorded.text() == "도윤: 주정뱅이의 교환 → 가운데 1"
    key(qtbot, window, Key.Key_PageDown, times=2)  # drunk, dawn


def play_day(qtbot: QtBot, window: OnuwWindow, clock: FakeClock) -> None:
    """Run the timer a little, vote on the square and in a list, and reveal the votes."""
    day = window.day
    assert window.panels.currentWidget() is day
    assert day.timer.display.text() == "05:00"
    qtbot.mouseClick(day.timer.start, Qt.MouseButton.LeftButton)
    clock.now += 61
    day.timer.tick()
    assert day.timer.display.text() == "03:59"
    key(qtbot, window, Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # pause
    assert not day.timer.running
    click(qtbot, window, "민수", "하은", "지현", "민수", "서준", "민수", "도윤", "하은")
    qtbot.keyClick(day.combos["하은"], Key.Key_Down)  # "—" → 민수
    assert day.tally.text() == "득표: 민수 3, 하은 2"
    qtbot.mouseClick(day.resolve, Qt.MouseButton.LeftButton)


def test_a_five_player_round_played_through_the_window(qtbot: QtBot, clock: FakeClock) -> None:
    window = open_onuw_new(None, "ko", run_setup=lambda dialog: fill_setup(qtbot, dialog))
    assert window is not None
    window.day.timer.clock = clock
    show(qtbot, window)
    assert window.session.state.deck == DECK and window.session.state.players == NAMES
    play_night(qtbot, window)
    play_day(qtbot, window, clock)

    events = window.session.game.events  # type: ignore[union-attr]
    assert isinstance(events[0], TableSet) and isinstance(events[1], CardsDealt)
    assert [(e.action, e.actor, e.targets) for e in events if isinstance(e, NightActed)] == [
        ("werewolf.peek", "하은", ("C3",)),
        ("robber.swap", "민수", ("하은",)),
        ("troublemaker.swap", "지현", ("서준", "도윤")),
        ("drunk.swap", "도윤", ("C1",)),
    ]
    assert [e.step for e in events if isinstance(e, StepAdvanced)] == [
        "dusk", "werewolves", "minion", "seer", "robber", "troublemaker", "drunk", "dawn"]
    assert {e.voter: e.target for e in events if isinstance(e, VoteCast)} == {
        "민수": "하은", "지현": "민수", "서준": "민수", "도윤": "하은", "하은": "민수"}
    assert isinstance(events[-1], DayResolved) and not any(e.override for e in events)

    state = window.session.state
    result = state.result
    assert result is not None
    assert result.verdict.executed == ("민수",)
    assert result.verdict.winners == ("지현", "서준", "하은", "도윤")
    assert dict(result.final_roles) == {"민수": "werewolf", "지현": "troublemaker", "서준": "drunk", "하은": "robber",
                                        "도윤": "villager", "C1": "minion", "C2": "seer", "C3": "werewolf"}
    page = window.result.page.toPlainText()
    assert page.startswith("마을 팀 승리")
    assert "늑대인간: 하은 → 민수 (강도의 교환)" in page
    assert "하수인: 서준 → 도윤 (말썽쟁이의 교환) → 가운데 1 (주정뱅이의 교환)" in page
    assert window.panels.currentWidget() is window.result

    path = window.session.path
    assert path is not None and path.parent == paths.games_dir()
    reopened = open_onuw_file(None, path, "ko")
    assert reopened is not None
    qtbot.addWidget(reopened)
    assert reopened.session.game.events == events  # type: ignore[union-attr]
    assert reopened.panels.currentWidget() is reopened.result


def test_the_saved_file_grows_by_one_line_per_event(window: OnuwWindow, qtbot: QtBot) -> None:
    path = window.session.path
    assert isinstance(path, Path)
    before = len(path.read_text(encoding="utf-8").splitlines())
    key(qtbot, window, Key.Key_PageDown)
    assert len(path.read_text(encoding="utf-8").splitlines()) == before + 1
