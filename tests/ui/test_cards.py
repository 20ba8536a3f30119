"""Issue 14: a show-to-player card closes by real input and hides every other grimoire window.

A key a person presses arrives at the window's QWindow first (the app-wide privacy guard sees it
there before any widget), so every key and click here goes through `window.windowHandle()`, the
path a real key takes. Each card path is covered: the square's S key, the seat menu's request and
a night step's card button.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from grimoire_app.model import Library
from grimoire_app.ui.player_card import BlankCover, PlayerCard
from grimoire_app.ui.privacy import Overlay, install_privacy
from grimoire_app.ui.review.window import ReviewWindow
from grimoire_app.ui.show_card import CardRequest, ShowCard
from tests.ui.town_square.square_helpers import SECRETS, known_session, show_panel


def gone(card: PlayerCard) -> bool:
    """Whether a card is closed (a closed card deletes itself)."""
    return not Shiboken.isValid(card) or not card.isVisible()


def activate(qtbot: QtBot, window: QWidget) -> None:
    """Make the window the active one, as a person's click on it would (shortcuts need it)."""
    with qtbot.waitActive(window):
        window.activateWindow()


def you_are_noble(seat: str, lang: str) -> CardRequest:
    return CardRequest(seat, "you_are", ("noble",), (), "", "ko")


def card_of(qtbot: QtBot, library: Library, tmp_path: Path) -> tuple[QMainWindow, ShowCard]:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=you_are_noble)
    card = panel.show_to_player(session.state.seats[0].id)
    assert card is not None and card.isVisible()
    return window, card


def test_a_real_esc_closes_the_card(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The key arrives at the QWindow first; the guard passes it on to the card, which closes."""
    window, card = card_of(qtbot, library, tmp_path)
    with qtbot.waitSignal(card.closed, timeout=1000):
        QTest.keyClick(window.windowHandle(), Qt.Key.Key_Escape)
    assert gone(card)


def test_a_real_click_on_the_card_closes_it(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, card = card_of(qtbot, library, tmp_path)
    with qtbot.waitSignal(card.closed, timeout=1000):
        QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, pos=window.rect().center())
    assert gone(card)


def test_the_on_screen_button_closes_the_card(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    window, card = card_of(qtbot, library, tmp_path)
    button = card.close_button
    assert button.isVisible() and button.text() == "닫기 (Esc)"
    where = button.mapTo(window, button.rect().center())
    with qtbot.waitSignal(card.closed, timeout=1000):
        QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, pos=where)
    assert gone(card)


def test_other_keys_and_clicks_do_nothing_while_the_card_is_up(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Only Esc closes: N, Ctrl+Z and the square's S key reach nothing under the card."""
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=you_are_noble)
    activate(qtbot, window)
    panel.scene.select(session.state.seats[1].id)
    panel.view.setFocus()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_K)
    assert not session.state.seats[1].alive, "the control: the square's keys work without a card"
    card = panel.show_to_player(session.state.seats[0].id)
    assert card is not None
    before = len(session.game.events)  # type: ignore[union-attr]
    for key, modifiers in ((Qt.Key.Key_N, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_S, Qt.KeyboardModifier.NoModifier)):
        QTest.keyClick(window.windowHandle(), key, modifiers)
    assert card.isVisible() and len(session.game.events) == before  # type: ignore[union-attr]
    assert panel.card is card


def test_the_square_s_key_opens_a_card_that_a_real_esc_closes(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The S key on a selected seat (the square's path), both keys by the window handle."""
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=you_are_noble)
    activate(qtbot, window)
    panel.scene.select(session.state.seats[0].id)
    panel.view.setFocus()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_S)
    card = panel.card
    assert card is not None and card.isVisible(), "S on the selected seat shows a card"
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Escape)
    assert gone(card)


def test_the_seat_menu_request_shows_a_card_that_a_real_esc_closes(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=you_are_noble)
    panel.asks.show_card(session.state.seats[1].id)
    card = panel.card
    assert card is not None and card.isVisible()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Escape)
    assert gone(card)


def test_the_cover_key_still_works_over_a_card_and_esc_closes_it_after(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """F12 covers the card too; with the cover down again, a real Esc closes the card."""
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=you_are_noble)
    privacy = install_privacy(window, session, "ko")
    card = panel.show_to_player(session.state.seats[0].id)
    assert card is not None
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F12)
    assert privacy.covered
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Escape)
    assert card.isVisible(), "Esc under the privacy cover does not close the card behind it"
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F12)
    assert not privacy.covered
    card.setFocus()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Escape)
    assert gone(card)
    privacy.detach()


# -- every other window is hidden while a card is up -------------------------------------------


def exposed_texts(window: QWidget) -> list[str]:
    """The strings a person can read in a window: a cover filling it shows only its own."""
    covers = [o for o in window.findChildren(Overlay) if o.isVisible() and o.geometry() == window.rect()]
    if covers:
        top = covers[-1]
        assert top.grab().toImage() == window.grab().toImage(), f"{window.objectName()}: the cover hides every pixel"
        return top.visible_texts()
    texts = [window.windowTitle()]
    for child in window.findChildren(QWidget):
        if child.isVisible():
            texts.append(child.toolTip())
            text = getattr(child, "text", None)
            if callable(text) and isinstance(result := text(), str):
                texts.append(result)
    return texts


def leaks(texts: list[str], allowed: tuple[str, ...] = ()) -> list[str]:
    return [secret for secret in SECRETS if secret not in allowed and any(secret in text for text in texts)]


def open_review(qtbot: QtBot, library: Library, path: Path) -> ReviewWindow:
    review = ReviewWindow(path, library, "ko")
    qtbot.addWidget(review)
    review.resize(900, 600)
    review.show()
    qtbot.waitExposed(review)
    return review


def test_with_a_review_window_open_a_card_leaves_no_secret_readable_anywhere(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Issue 14 acceptance: a card blanks the review window, a dialog and any window opened while it is up."""
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=you_are_noble)
    review = open_review(qtbot, library, tmp_path / "known.grimoire")
    assert leaks(exposed_texts(review)), "the control: review shows the characters"
    dialog = QDialog(window)
    QVBoxLayout(dialog).addWidget(QLabel("귀족 · 독살범", dialog))
    qtbot.addWidget(dialog)
    dialog.show()
    card = panel.show_to_player(session.state.seats[0].id)
    assert card is not None
    late = QMainWindow()
    late.setCentralWidget(QLabel("팡 구"))
    qtbot.addWidget(late)
    late.show()
    qtbot.waitExposed(late)
    for top in (review, dialog, late):
        assert any(isinstance(c, BlankCover) and c.isVisible() for c in top.findChildren(BlankCover)), top
        assert leaks(exposed_texts(top)) == [], top
    assert leaks(exposed_texts(window), allowed=("귀족",)) == []
    QTest.keyClick(review.windowHandle(), Qt.Key.Key_Escape)
    assert gone(card), "Esc in a blanked window closes the card too"
    assert not [c for top in (review, dialog, late) for c in top.findChildren(BlankCover) if c.isVisible()]
    assert leaks(exposed_texts(review)), "the review window is back"


def test_with_a_review_window_open_the_privacy_cover_leaves_no_secret_readable(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session)
    review = open_review(qtbot, library, tmp_path / "known.grimoire")
    privacy = install_privacy(window, session, "ko")
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F12)
    assert privacy.covered
    for top in (window, review):
        assert leaks(exposed_texts(top)) == [], top
    privacy.detach()


def test_the_public_window_stays_while_a_card_is_up(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=you_are_noble)
    public = panel.open_public_window()
    qtbot.addWidget(public)
    card = panel.show_to_player(session.state.seats[0].id)
    assert isinstance(card, PlayerCard)
    assert not public.findChildren(BlankCover)
    assert leaks(public.visible_texts()) == []
    card.close_card()


def test_a_click_on_a_blanked_window_brings_the_card_forward(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=you_are_noble)
    review = open_review(qtbot, library, tmp_path / "known.grimoire")
    card = panel.show_to_player(session.state.seats[0].id)
    assert card is not None
    QTest.mouseClick(review.windowHandle(), Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    assert card.isVisible(), "a click elsewhere does not close the card the player is looking at"
    assert QApplication.activeWindow() in (window, None)
    card.close_card()


def test_a_night_step_card_closes_by_a_real_esc(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The night panel's path: the Demon info step's card button, then Esc at the window."""
    from tests.builders import to_phase
    from tests.ui.night_panel.night_helpers import buttons, click, click_row, setup_game, show_table, start

    session = start(library, tmp_path, to_phase(setup_game(library), "night", 1))
    shown = show_table(qtbot, session, lang="ko")
    click_row(qtbot, shown.night, "demoninfo")
    click(qtbot, buttons(shown.night, "night-card")[1])
    card = shown.square.card
    assert card is not None and card.isVisible()
    QTest.keyClick(shown.window.windowHandle(), Qt.Key.Key_Escape)
    assert gone(card)
