"""The vote shown live while it is taken (issue 19), driven through the main window at 1366×768.

The day panel steps the clock hand (buttons; Space/Right, H/Up, Left at the window while a vote is open) and a
click on a seat still toggles its hand; the Storyteller's square and the public window draw the same vote
(hands raised, the clock hand, the count against the threshold) from the day model's value
(systems/botc/day/live_vote.py); the public side withholds a secret vote's hands and count (spec 3.3 Organ
Grinder); confirming or cancelling clears both squares; the vote is still recorded as one VoteRecorded.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from grimoire_app.i18n import tr
from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import place_reminder
from grimoire_app.systems.botc.events import VoteRecorded
from grimoire_app.ui.help_window import key_texts, shortcut_sheet
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.public_window import PublicTownSquare
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of
from tests.ui.day_panel.day_panel_helpers import EIGHT, day_session, secrets
from tests.ui.tb_game_helpers import press
from tests.ui.town_square.square_helpers import seat_point

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


class Window:
    """The main window at 1366×768 on a day-1 session, the Day tab in front."""

    def __init__(self, qtbot: QtBot, session: GameSession) -> None:
        self.qtbot, self.session = qtbot, session
        self.main = MainWindow(session.library, "ko", session)
        qtbot.addWidget(self.main)
        self.main.resize(1366, 768)
        self.main.show()
        qtbot.waitExposed(self.main)
        self.main.side_tabs.setCurrentWidget(self.main.day)
        self.main.square.view.fit_now()

    def id(self, name: str) -> str:
        assert self.session.game is not None
        return seat_of(self.session.game, name)

    def names(self, seat_ids: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(self.session.state.seat(s).name for s in seat_ids)

    def click_seat(self, name: str) -> None:
        button = self.main.day.seats.buttons[self.id(name)]
        assert button.isVisible() and button.isEnabled(), name
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def click_on_square(self, name: str) -> None:
        square = self.main.square
        self.qtbot.mouseClick(square.view.viewport(), Qt.MouseButton.LeftButton, pos=seat_point(square, self.id(name)))

    def click(self, object_name: str) -> None:
        button = self.main.day.findChild(QPushButton, object_name)
        assert button is not None and button.isVisible() and button.isEnabled(), object_name
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        press(self.main, key, modifier)

    def public(self) -> PublicTownSquare:
        self.key(Qt.Key.Key_P, CTRL_SHIFT)
        public = self.main.square.public
        assert public is not None
        self.qtbot.addWidget(public)
        public.resize(1366, 768)
        return public


def test_a_vote_in_progress_on_both_squares_step_by_step(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """민수 nominates 지현 (8 players, threshold 4): the clock hand starts at 서준 and goes round by keys; H raises the
    hand it points at, a click on a seat toggles one; both squares follow each step; Record clears them and
    records one VoteRecorded in vote order; undo takes it back and no live vote reappears."""
    w = Window(qtbot, day_session(library, tmp_path))
    square, day = w.main.square, w.main.day
    w.click_seat("민수")
    w.click_seat("지현")
    live = square.scene.vote.live
    assert live is not None and w.names(live.order) == ("서준", "하은", "도윤", "수아", "지호", "예린", "민수", "지현")
    assert live.hand == 0 and live.at == "서준" and live.count == 0 and live.needed == 4
    assert square.scene.vote.clock.isVisible() and square.scene.vote.marks.isVisible() and not square.scene.middle.isVisible()
    public = w.public()  # opened mid-vote: it shows the vote at once
    assert public.live is not None and public.live.at == "서준" and public.live.count == 0
    seats_before = dict(square.scene.seats)
    syncs: list[int] = []
    square.scene.sync = lambda state, _sync=square.scene.sync: (syncs.append(1), _sync(state))[1]  # type: ignore[method-assign]

    w.key(Qt.Key.Key_H)  # 서준's hand up, the clock hand on to 하은
    w.key(Qt.Key.Key_Space)  # 하은: no hand, on to 도윤
    w.key(Qt.Key.Key_Up)  # 도윤's hand up, on to 수아
    w.key(Qt.Key.Key_Right)  # 수아: no hand, on to 지호
    w.key(Qt.Key.Key_Left)  # back one seat, to 수아
    assert day.mode.hand == 3 and w.names(day.mode.raised) == ("서준", "도윤")  # type: ignore[union-attr]
    w.click_on_square("예린")  # a click still toggles a hand, wherever the clock hand is
    live = square.scene.vote.live
    assert live is not None and w.names(live.raised) == ("서준", "도윤", "예린") and live.hand == 3 and live.at == "수아"
    assert live.count == 3 and live.standing == "short"
    lines = square.scene.vote.lines()
    assert lines is not None and lines.texts() == ["민수 → 지현 투표", "표 3 / 필요 4", "1표 더 필요", "시계 바늘: 수아 (4/8)"]
    assert public.live is not None and w.names(public.live.raised) == ("서준", "도윤", "예린") and public.live.hand == 3
    assert {"민수 → 지현 투표", "표 3 / 필요 4", "시계 바늘: 수아 (4/8)"} <= set(public.visible_texts())
    assert day.hand_line.text() == "시계 바늘: 수아 (4/8)"
    assert day.seats.buttons[w.id("수아")].property("hand") and not day.seats.buttons[w.id("서준")].property("hand")
    assert not syncs and square.scene.seats == seats_before, "a step repaints the vote only: the square is not rebuilt"
    assert not any(secret in text for secret in secrets(w.session.game) for text in public.visible_texts())  # type: ignore[arg-type]

    w.click("day-hand-up")  # 수아's hand by the button: 4 votes, she would be about to die
    assert public.live.count == 4 and public.live.standing == "leads" and "지금 끝나면 곧 처형: 지현" in public.visible_texts()
    for _ in range(10):
        w.click("day-next-seat")
    assert day.mode.hand == 8 and public.live.at is None and "한 바퀴 끝" in public.visible_texts()  # type: ignore[union-attr]

    start = len(w.session.game.events)  # type: ignore[union-attr]
    w.click("day-confirm")
    recorded = w.session.game.events[start:]  # type: ignore[union-attr]
    assert len(recorded) == 1 and isinstance(recorded[0], VoteRecorded)
    assert w.names(recorded[0].voters) == ("서준", "도윤", "수아", "예린"), "one event, hands in vote order"
    assert square.scene.vote.live is None and not square.scene.vote.clock.isVisible() and square.scene.middle.isVisible()
    assert public.live is None and not any(line.startswith("표 ") for line in public.visible_texts())
    assert not any(action.isEnabled() for action in day.vote_actions.values()), "Space and the arrows are free again"
    w.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(w.session.game.events) == start and square.scene.vote.live is None and public.live is None  # type: ignore[union-attr]


def test_cancelling_the_vote_clears_both_squares(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """"Later" (day-cancel) leaves the nomination open and takes the vote off both squares; its Vote button brings it back."""
    w = Window(qtbot, day_session(library, tmp_path))
    w.click_seat("민수")
    w.click_seat("지현")
    public = w.public()
    w.key(Qt.Key.Key_H)
    assert public.live is not None and public.live.count == 1
    w.click("day-cancel")
    assert w.main.square.scene.vote.live is None and public.live is None and w.main.square.scene.middle.isVisible()
    w.key(Qt.Key.Key_Space)
    assert w.main.square.scene.vote.live is None, "no vote open: Space steps nothing"
    w.click(f"day-vote-{w.id('지현')}")
    assert public.live is not None and public.live.hand == 0 and public.live.count == 0


def test_a_secret_vote_shows_the_storyteller_everything_and_the_table_no_hands(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 3.3 Organ Grinder test 1: while it works the table sees whom and the clock hand, never the hands or the count;
    the Storyteller's square shows both and says the vote is secret."""
    players = ("a=sage", "b=fool", "c=organgrinder", "d=vortox", "e=alsaahir", "f=grandmother", "g=goon")
    w = Window(qtbot, day_session(library, tmp_path, "001", players))
    w.click_seat("b")
    w.click_seat("d")
    assert w.main.square.scene.vote.live is None, "the Organ Grinder's notice first: no vote while a question waits"
    w.click("day-prompt-yes")
    public = w.public()
    w.key(Qt.Key.Key_H)  # e
    w.key(Qt.Key.Key_H)  # f
    mine = w.main.square.scene.vote.live
    assert mine is not None and mine.secret and w.names(mine.raised) == ("e", "f") and mine.count == 2
    lines = w.main.square.scene.vote.lines()
    assert lines is not None and "표 2 / 필요 4" in lines.texts() and tr("livevote.secret", "ko") in lines.texts()
    assert public.live is not None and public.live.raised == () and public.live.count is None and public.live.standing is None
    texts = public.visible_texts()
    assert {"d에 대한 투표 중(눈을 감고)", "표 수는 비밀", "시계 바늘: g (3/7)"} <= set(texts)
    assert not any(re.match(r"표 \d", line) or "표 더" in line or "넘어야" in line for line in texts), "no count, nothing to beat"


def test_a_weighted_hand_is_marked_on_the_storytellers_square_only(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/bureaucrat.md test 1: 서준's hand with 3 VOTES counts 3 on both squares; only the Storyteller's says ×3."""
    session = day_session(library, tmp_path, players=EIGHT)
    w = Window(qtbot, session)
    session.record(place_reminder(session.state, w.id("서준"), "bureaucrat", "3 Votes"), override=True)
    w.click_seat("민수")
    w.click_seat("지현")
    public = w.public()
    w.key(Qt.Key.Key_H)
    mine = w.main.square.scene.vote.live
    assert mine is not None and mine.count == 3 and mine.worth == ((w.id("서준"), 3),)
    assert public.live is not None and public.live.count == 3 and public.live.worth == ()


def test_the_clock_hand_keys_are_in_the_help_window(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """F1's sheet lists the clock hand's keys in the Day section, read from the panel's own table."""
    w = Window(qtbot, day_session(library, tmp_path))
    day = next(section for section in shortcut_sheet(w.main, "ko") if section.title == tr("help.section.day", "ko"))
    lines = {line.label: line.keys for line in day.lines}
    assert lines[tr("livevote.action.next", "ko")] == key_texts(("Space", "Right"))
    assert lines[tr("livevote.action.hand", "ko")] == key_texts(("H", "Up"))
    assert lines[tr("livevote.action.back", "ko")] == key_texts(("Left",))
    tips = w.main.day.clock_buttons["livevote.action.next"][0].toolTip()
    assert tips.startswith(tr("livevote.action.next.tip", "ko")) and " / ".join(key_texts(("Space", "Right"))) in tips


def test_the_live_vote_follows_a_language_switch(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Ctrl+L mid-vote: both squares word the same vote in English at once, the hands and clock hand kept."""
    w = Window(qtbot, day_session(library, tmp_path))
    w.click_seat("민수")
    w.click_seat("지현")
    public = w.public()
    w.key(Qt.Key.Key_H)
    w.key(Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    lines = w.main.square.scene.vote.lines()
    assert lines is not None and lines.texts()[:2] == ["Vote: 민수 → 지현", "Votes 1 / 4 needed"]
    assert {"Vote: 민수 → 지현", "Votes 1 / 4 needed", "Clock hand: 하은 (2/8)"} <= set(public.visible_texts())
    assert w.main.day.hand_line.text() == "Clock hand: 하은 (2/8)"


def test_the_vote_buttons_of_todays_list_wait_while_a_vote_is_open(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A Vote button pressed mid-vote would open the vote again and drop the hands raised: today's Vote buttons are
    off while a vote is open and back once it is put off ("나중에")."""
    w = Window(qtbot, day_session(library, tmp_path))
    w.click_seat("민수")
    w.click_seat("지현")
    w.key(Qt.Key.Key_H)
    vote_button = w.main.day.findChild(QPushButton, f"day-vote-{w.id('지현')}")
    assert vote_button is not None and not vote_button.isEnabled()
    assert w.main.day.mode.raised == (w.id("서준"),)  # type: ignore[union-attr]
    w.click("day-cancel")
    w.click(f"day-vote-{w.id('지현')}")
    assert w.main.square.scene.vote.live is not None
