"""Issue 14: the Torsis card fills the window for one player's eyes and closes by real input.

Before, the card was a small dialog over the open grimoire (every role visible around it) that
closed only with an English "Close". Now it is a TextCard: keys and clicks go through the
window's QWindow, as a person's do.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from grimoire_app.systems.torsis.log_lines import role_name
from tests.ui.torsis.test_torsis_night_panel import C11
from tests.ui.torsis.torsis_ui import click, dealt, open_window


def gravedigger_card(qtbot: QtBot, tmp_path: Path):  # type: ignore[no-untyped-def]
    window = open_window(qtbot, dealt(*C11), tmp_path / "cards.grimoire")
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    window.night.go_to_key("gravedigger_sight")
    click(qtbot, window.night.cards.buttons["GD"])
    card = window.card
    assert card is not None and card.isVisible() and card.geometry() == window.rect()
    return window, card


def test_the_card_fills_the_window_and_shows_only_its_player(qtbot: QtBot, tmp_path: Path) -> None:
    """R26/D4: the Gravedigger sees both Torsis; no other role of the table is readable."""
    window, card = gravedigger_card(qtbot, tmp_path)
    texts = card.visible_texts()
    assert texts[:2] == ["GD", "무덤 파는 사람"] and "T1, T2" in texts[2]
    assert texts[-1] == "닫기 (Esc)", "the button speaks the table's language"
    others = ("cleaner", "butcher", "white_knight", "black_knight", "grave_keeper")
    names = {role_name(role, lang) for role in others for lang in ("ko", "en", "ja")}  # type: ignore[arg-type]
    assert not [n for n in names if any(n in t for t in texts)]
    assert card.grab().toImage() == window.grab().toImage(), "nothing of the grimoire shows around the card"


def test_a_real_esc_closes_the_card(qtbot: QtBot, tmp_path: Path) -> None:
    window, card = gravedigger_card(qtbot, tmp_path)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Escape)
    assert window.card is None


def test_the_on_screen_button_closes_the_card(qtbot: QtBot, tmp_path: Path) -> None:
    window, card = gravedigger_card(qtbot, tmp_path)
    button = card.close_button
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, pos=button.mapTo(window, button.rect().center()))
    assert window.card is None


def test_keys_do_not_reach_the_grimoire_under_the_card(qtbot: QtBot, tmp_path: Path) -> None:
    window, card = gravedigger_card(qtbot, tmp_path)
    before = len(window.session.events)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.card is card and card.isVisible() and len(window.session.events) == before
