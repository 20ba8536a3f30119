"""The One Night square: what each card shows, drags as recorded corrections, undo and review.

Spec §5 "Grimoire view" (the printed and effective role, where each card came from) and the
issue's "cards draggable for manual corrections (recorded)".
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.systems.onuw.events import CardsSwapped
from grimoire_app.systems.onuw.corrections import is_correction
from grimoire_app.ui.onuw.faces import card_faces
from grimoire_app.ui.onuw.square import middle_box
from grimoire_app.ui.onuw.window import OnuwWindow
from tests.ui.onuw.conftest import NAMES, click, drag, key

Key, Ctrl, Shift = Qt.Key, Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def test_every_position_shows_its_card_and_the_centre_lies_in_the_middle(window: OnuwWindow) -> None:
    faces = {face.position: face for face in card_faces(window.session.state, "ko")}
    assert list(faces) == [*NAMES, "C1", "C2", "C3"]
    assert (faces["하은"].card, faces["하은"].initials, faces["하은"].colour) == ("늑대인간", "늑", "demon")
    assert (faces["C2"].title, faces["C2"].card, faces["C2"].centre) == ("가운데 2", "예언자", True)
    assert all(face.caption == "" for face in faces.values())
    scene = window.scene
    assert set(scene.cards) == set(faces)
    assert scene.layout is not None
    middle = middle_box(scene.layout)
    for slot in ("C1", "C2", "C3"):
        assert scene.cards[slot].home.x() >= middle.left and scene.cards[slot].home.y() >= middle.top
    assert middle.width >= scene.layout.middle.width


def test_a_dragged_card_is_a_recorded_correction_that_undo_takes_back(window: OnuwWindow, qtbot: QtBot) -> None:
    session = window.session
    count = len(session.game.events)  # type: ignore[union-attr]
    drag(qtbot, window, "민수", "C2")
    game = session.game
    assert game is not None and len(game.events) == count + 1
    event = game.events[-1]
    assert event == CardsSwapped(a="민수", b="C2") and is_correction(event, game.state_at(count))
    assert session.state.printed_role("민수") == "seer" and session.state.printed_role("C2") == "robber"
    faces = {face.position: face for face in card_faces(session.state, "ko")}
    assert faces["민수"].caption == "처음: 강도\n← 가운데 2"
    assert window.scene.captions["민수"].isVisible()
    assert window.actions_by_key["onuw.action.undo"].text() == "실행 취소: 수동 교정: 민수와 가운데 2의 카드 교환"
    key(qtbot, window, Key.Key_Z, Ctrl)
    assert len(game.events) == count and session.state.printed_role("민수") == "robber"
    assert not window.scene.captions["민수"].isVisible()
    key(qtbot, window, Key.Key_Z, Ctrl | Shift)
    assert session.state.printed_role("민수") == "seer"


def test_two_centre_cards_can_be_exchanged_by_a_drag(window: OnuwWindow, qtbot: QtBot) -> None:
    count = len(window.session.game.events)  # type: ignore[union-attr]
    drag(qtbot, window, "C1", "C3")
    assert window.session.game.events[count:] == (CardsSwapped(a="C1", b="C3"),)  # type: ignore[union-attr]


def test_a_drop_that_cannot_be_recorded_snaps_back_and_says_why(window: OnuwWindow, qtbot: QtBot) -> None:
    """After the result nothing moves: the card goes home and the window says why."""
    from grimoire_app.systems.onuw import advance, cast_vote, resolve_day

    game = window.session.game
    assert game is not None
    while game.state.phase == "night":
        advance(game, override=True)
    for voter, target in zip(NAMES, NAMES[1:] + NAMES[:1], strict=True):
        cast_vote(game, voter, target)
    resolve_day(game)
    window.session.changed.emit()
    count = len(game.events)
    home = window.scene.cards["C1"].pos()
    drag(qtbot, window, "C1", "C3")
    assert len(game.events) == count
    assert window.scene.cards["C1"].pos() == home == window.scene.cards["C1"].home
    assert window.statusBar().currentMessage().startswith("카드는 분배 뒤부터")


def test_the_deal_itself_cannot_be_undone(window: OnuwWindow, qtbot: QtBot) -> None:
    assert not window.actions_by_key["onuw.action.undo"].isEnabled()
    key(qtbot, window, Key.Key_Z, Ctrl)
    assert len(window.session.game.events) == 2  # type: ignore[union-attr]


def test_the_review_bar_replays_the_game_without_changing_it(window: OnuwWindow, qtbot: QtBot) -> None:
    key(qtbot, window, Key.Key_PageDown)
    click(qtbot, window, "C3")
    key(qtbot, window, Key.Key_Return)
    key(qtbot, window, Key.Key_PageDown)
    drag(qtbot, window, "민수", "지현")
    events = window.session.game.events  # type: ignore[union-attr]
    assert window.review_label.text() == f"기록 {len(events)}/{len(events)}: 수동 교정: 민수와 지현의 카드 교환"
    window.review.setValue(2)
    assert window.reviewing and window.night.header.text() == "0. 밤 시작 (지금)"
    assert window.review_label.text() == f"다시 보기 2/{len(events)}: 카드를 나눔"
    assert {f.position: f.card for f in window.scene.faces}["민수"] == "강도"
    assert not window.night.next.isEnabled()
    click(qtbot, window, "C1")
    drag(qtbot, window, "지현", "서준")
    assert window.session.game.events == events  # type: ignore[union-attr]
    qtbot.mouseClick(window.review_now, Qt.MouseButton.LeftButton)
    assert not window.reviewing and {f.position: f.card for f in window.scene.faces}["민수"] == "말썽쟁이"
