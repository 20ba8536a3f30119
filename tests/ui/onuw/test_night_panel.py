"""The night panel: the calling order, the words to read, who wakes, picks, passes, refusals, paging.

Spec §3.1 (the script and who wakes), §3.2.2 (a step runs with nobody awake), §3.2.8 and G6
(optional actions may pass, the Drunk's swap is mandatory), §3.4 (what to tell each player).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from grimoire_app.systems.onuw import NightActed, StepAdvanced
from grimoire_app.ui.onuw.window import OnuwWindow
from tests.ui.onuw.conftest import click, key

Key = Qt.Key


def steps_text(window: OnuwWindow) -> list[str]:
    return [window.night.steps.item(i).text() for i in range(window.night.steps.count())]


def go_to(qtbot: QtBot, window: OnuwWindow, step: str) -> None:
    """End steps with PgDn until `step` is the current one (passing any optional action)."""
    while window.session.state.current_step != step:
        key(qtbot, window, Key.Key_PageDown)


def test_the_steps_are_listed_in_calling_order_with_who_wakes(window: OnuwWindow) -> None:
    assert steps_text(window) == [
        "▶ 0. 밤 시작\n    아무도 없음", "· 2. 늑대인간\n    하은", "· 3. 하수인\n    서준", "· 5. 예언자\n    아무도 없음",
        "· 6. 강도\n    민수", "· 7. 말썽쟁이\n    지현", "· 8. 주정뱅이\n    도윤", "· 10. 아침\n    민수, 지현, 서준, 하은, 도윤",
    ]
    night = window.night
    assert night.header.text() == "0. 밤 시작 (지금)"
    assert night.say.text().startswith("모두 눈을 감아 주세요.")
    assert night.note.text().startswith("진행자 메모: 고른 역할은 카드가 가운데에 있어도 모두 부릅니다.")
    assert window.scene.marks.middle == "밤 · 밤 시작"


def test_picks_toggle_and_mark_the_square_and_a_pass_is_recorded(window: OnuwWindow, qtbot: QtBot) -> None:
    go_to(qtbot, window, "robber")
    assert window.scene.marks.awake == frozenset({"민수"})
    click(qtbot, window, "지현", "서준")
    assert window.night.picked == ["지현", "서준"] and window.scene.cards["서준"].marks.number == 2
    click(qtbot, window, "지현")
    assert window.night.picked == ["서준"]
    skip = window.night.findChild(QPushButton, "onuw-action-pass-robber.swap")
    assert skip is not None
    qtbot.waitUntil(skip.isVisible)
    qtbot.mouseClick(skip, Qt.MouseButton.LeftButton)
    last = window.session.game.events[-1]  # type: ignore[union-attr]
    assert isinstance(last, NightActed) and (last.action, last.actor, last.targets) == ("robber.swap", "민수", ())
    assert window.night.picked == [] and window.night.recorded.text() == "민수: 강도의 교환 — 넘어감"
    assert window.night.tell.text() == "없음"


def test_a_mandatory_action_cannot_be_skipped_unless_the_moderator_overrides(window: OnuwWindow, qtbot: QtBot) -> None:
    go_to(qtbot, window, "drunk")
    count = len(window.session.game.events)  # type: ignore[union-attr]
    key(qtbot, window, Key.Key_PageDown)
    assert len(window.session.game.events) == count  # type: ignore[union-attr]
    assert "주정뱅이의 교환" in window.night.message.text()
    assert window.night.findChild(QPushButton, "onuw-action-pass-drunk.swap") is None
    window.confirm = lambda *_: True
    key(qtbot, window, Key.Key_PageDown)
    last = window.session.game.events[-1]  # type: ignore[union-attr]
    assert isinstance(last, StepAdvanced) and last.override and "MANDATORY_ACTION_MISSING" in last.override
    assert window.session.state.current_step == "dawn"


def test_paging_back_shows_what_happened_and_changes_nothing(window: OnuwWindow, qtbot: QtBot) -> None:
    key(qtbot, window, Key.Key_PageDown)
    click(qtbot, window, "C3")
    key(qtbot, window, Key.Key_Return)
    go_to(qtbot, window, "seer")
    events = window.session.game.events  # type: ignore[union-attr]
    key(qtbot, window, Key.Key_PageUp, times=2)
    night = window.night
    assert night.header.text() == "2. 늑대인간 (끝남)"
    assert night.tell.text() == "하은에게 보이는 사람: 없음\n하은에게 보여 줄 카드: 늑대인간"
    assert night.recorded.text() == "하은: 혼자인 늑대인간의 가운데 카드 확인 → 가운데 3"
    assert window.scene.marks.awake == frozenset({"하은"})
    click(qtbot, window, "C1")
    assert night.picked == []
    key(qtbot, window, Key.Key_PageDown, times=2)
    assert night.header.text() == "5. 예언자 (지금)" and window.session.game.events == events  # type: ignore[union-attr]
    assert night.wakers.text().startswith("눈을 뜨는 사람 없음")
    night.steps.itemClicked.emit(night.steps.item(7))
    assert night.header.text() == "10. 아침 (다음에)" and not night.record_buttons


def test_a_refused_choice_is_explained_and_not_recorded(window: OnuwWindow, qtbot: QtBot) -> None:
    go_to(qtbot, window, "troublemaker")
    click(qtbot, window, "지현", "서준")
    count = len(window.session.game.events)  # type: ignore[union-attr]
    key(qtbot, window, Key.Key_Return)
    assert len(window.session.game.events) == count  # type: ignore[union-attr]
    assert "지현" in window.night.message.text()
