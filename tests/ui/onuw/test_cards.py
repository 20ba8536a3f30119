"""Issue 14: the ONUW card — what one player learned at night, for their eyes, closed by real input.

ONUW §2.4: the moderator passes on what a waking player sees; the card shows the player's name
and what they learned (the roles of the cards they looked at, or the players they saw), nothing
else of the table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.ui.onuw.window import OnuwWindow
from tests.ui.onuw.conftest import click, key

Key = Qt.Key


def peeked(qtbot: QtBot, window: OnuwWindow) -> OnuwWindow:
    """The known round: the lone werewolf 하은 peeks at C3 (a Werewolf) — ONUW R20."""
    key(qtbot, window, Key.Key_PageDown)  # dusk ends
    click(qtbot, window, "C3")
    key(qtbot, window, Key.Key_Return)
    return window


def test_the_step_offers_a_card_for_the_player_told(qtbot: QtBot, window: OnuwWindow) -> None:
    night = peeked(qtbot, window).night
    assert list(night.card_buttons) == ["하은"]
    assert night.card_buttons["하은"].text() == "보여 주기: 하은"
    qtbot.mouseClick(night.card_buttons["하은"], Qt.MouseButton.LeftButton)
    card = window.card
    assert card is not None and card.isVisible() and card.geometry() == window.rect()
    assert card.picture_texts() == ["하은", "이 카드들은: 늑대인간"]
    assert card.grab().toImage() == window.grab().toImage(), "the square and the centre cards are hidden"


def test_a_real_esc_and_a_real_click_close_the_card(qtbot: QtBot, window: OnuwWindow) -> None:
    night = peeked(qtbot, window).night
    qtbot.mouseClick(night.card_buttons["하은"], Qt.MouseButton.LeftButton)
    before = len(window.session.game.events)  # type: ignore[union-attr]
    QTest.keyClick(window.windowHandle(), Key.Key_PageDown)
    assert window.card is not None and len(window.session.game.events) == before, "PgDn does not end the step under a card"
    QTest.keyClick(window.windowHandle(), Key.Key_Escape)
    assert window.card is None
    qtbot.mouseClick(night.card_buttons["하은"], Qt.MouseButton.LeftButton)
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, pos=window.rect().center())
    assert window.card is None


def test_the_card_speaks_english_too(qtbot: QtBot, window: OnuwWindow) -> None:
    night = peeked(qtbot, window).night
    key(qtbot, window, Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert night.card_buttons["하은"].text() == "Show 하은"
    qtbot.mouseClick(night.card_buttons["하은"], Qt.MouseButton.LeftButton)
    assert window.card is not None
    assert window.card.visible_texts() == ["하은", "These cards are: Werewolf", "Close (Esc)"]
