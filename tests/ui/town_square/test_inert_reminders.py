"""Inert reminder tokens on the square (docs/rules/innkeeper.md [DECISION]: a choice made while drunk or poisoned
places a token that does nothing): the Storyteller sees them faded with a dashed edge and a tooltip that says so."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from grimoire_app.systems.botc.commands import place_reminder
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.paint import paint_reminder
from tests.ui.town_square.square_helpers import show_panel


def pill(inert: bool) -> QImage:
    image = QImage(120, 40, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.translate(QPointF(60, 20))
    paint_reminder(painter, 55, 15, "보호", "townsfolk", inert=inert)
    painter.end()
    return image


def test_an_inert_token_is_faded_dashed_and_says_it_does_nothing(qtbot: QtBot, session: GameSession) -> None:
    """A Monk's PROTECTED placed by a poisoned Monk's choice: the face is inert, its tooltip starts with
    "효과 없음", and the pill is drawn darker (faded over the felt) than a working one."""
    _, panel = show_panel(qtbot, session)
    seat = session.state.seats[1].id
    event = place_reminder(session.state, seat, "monk", "Protected").model_copy(update={"inert": True})
    session.record(event)
    face = panel.scene.reminders[event.reminder].face
    assert face.inert
    assert face.tooltip.startswith("효과 없음: 취했거나 중독된 상태의 선택으로 놓인 토큰입니다.\n")
    working = place_reminder(session.state, seat, "monk", "Protected")
    session.record(working)
    assert not panel.scene.reminders[working.reminder].face.inert
    assert not panel.scene.reminders[working.reminder].face.tooltip.startswith("효과 없음")
    faded, plain = pill(True), pill(False)
    centre = (30, 20)
    assert faded.pixelColor(*centre).lightness() < plain.pixelColor(*centre).lightness(), "faded parchment over black"
