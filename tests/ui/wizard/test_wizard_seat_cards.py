"""Issue 19 point 7: the deal page shows the seats as a grid of cards (name, token, alignment) instead of a one-line
strip; two seats swap by dragging a token (test_wizard.py), by clicking two tokens, with the keyboard, or in a card's
drop-down."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.wizard import SetupWizard
from grimoire_app.ui.wizard.deal_pages import DealPage
from grimoire_app.ui.wizard.seat_cards import grid_columns
from tests.ui.wizard.wizard_walk import NAMES, open_wizard, walk_to


def deal_page(qtbot: QtBot, library: Library, players: int = 8, script: str = "000") -> tuple[SetupWizard, DealPage]:
    wizard = open_wizard(qtbot, library, script)
    page = walk_to(qtbot, wizard, players, "deal")
    assert isinstance(page, DealPage)
    return wizard, page


def characters(wizard: SetupWizard) -> list[str | None]:
    assert wizard.draft.setup is not None
    return [seat.character for seat in wizard.draft.setup.seats]


def test_each_seat_is_a_card_in_rows_with_its_name_token_and_alignment(qtbot: QtBot, library: Library) -> None:
    """8 players: three cards a row, in seat order; each card names the player and shows the dealt character."""
    wizard, page = deal_page(qtbot, library)
    setup = wizard.draft.setup
    assert setup is not None and page.seats.rowCount() == 8 and grid_columns(8) == 3
    for row, seat in enumerate(setup.seats):
        card = page.seats.card(row)
        assert card.label.text() == f"{row + 1}. {NAMES[row]}"
        assert card.character.currentText() == wizard.draft.character_name(seat.character) == card.token.face.name  # type: ignore[union-attr]
        assert card.alignment.currentData() == seat.alignment
        assert page.seats.grid.getItemPosition(page.seats.grid.indexOf(card))[:2] == (row // 3, row % 3)
        assert seat.name in card.token.toolTip() and wizard.draft.character_name(seat.character) in card.token.toolTip()
    assert not hasattr(page, "characters"), "the one-line strip of characters is gone"


def test_clicking_two_tokens_swaps_the_seats_and_a_second_click_on_one_unmarks_it(qtbot: QtBot, library: Library) -> None:
    """The touchpad way: click a token (it is marked, the hint names it), then another: the two seats swap."""
    wizard, page = deal_page(qtbot, library)
    before = characters(wizard)
    first, second = page.seats.card(0).token, page.seats.card(4).token
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert page.seats.selected == 0 and first.isChecked()
    assert page.hint.text().startswith("1. 민수(") and "선택됨" in page.hint.text()
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert page.seats.selected is None and not first.isChecked() and characters(wizard) == before
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(second, Qt.MouseButton.LeftButton)
    after = characters(wizard)
    assert after[0] == before[4] and after[4] == before[0] and after[1:4] == before[1:4]
    assert page.seats.selected is None and not first.isChecked() and not second.isChecked()
    assert page.seats.card(0).character.currentText() == wizard.draft.character_name(before[4])


def test_the_keyboard_moves_between_tokens_marks_one_and_swaps_with_another(qtbot: QtBot, library: Library) -> None:
    """Keys typed at the window: arrows move the focus through the grid (Down: the next row), Space marks, Esc forgets
    (without closing the wizard), Enter on another token swaps."""
    wizard, page = deal_page(qtbot, library)
    before = characters(wizard)
    window = wizard.windowHandle()
    page.seats.card(1).token.setFocus()

    def key(which: Qt.Key) -> None:
        QTest.keyClick(window, which)
        QApplication.processEvents()

    key(Qt.Key.Key_Space)
    assert page.seats.selected == 1
    key(Qt.Key.Key_Escape)
    assert page.seats.selected is None and wizard.isVisible(), "Esc forgets the mark; it does not close the wizard"
    key(Qt.Key.Key_Space)
    key(Qt.Key.Key_Down)
    assert page.seats.card(4).token.hasFocus()
    key(Qt.Key.Key_Right)
    assert page.seats.card(5).token.hasFocus()
    key(Qt.Key.Key_Return)
    after = characters(wizard)
    assert after[1] == before[5] and after[5] == before[1]
    assert wizard.currentPage() is page, "Enter on a token swaps; it does not press Next"


def test_a_swap_updates_the_cards_in_place(qtbot: QtBot, library: Library) -> None:
    """The cards and their drop-downs are plain QComboBoxes kept across a swap (never rebuilt during their own click)."""
    wizard, page = deal_page(qtbot, library)
    combos = [page.seats.card(row).character for row in range(8)]
    assert all(type(combo) is QComboBox for combo in combos)
    before = characters(wizard)
    combo = page.seats.card(2).character
    combo.setFocus()
    combo.setCurrentIndex(combo.findData(6))
    combo.activated.emit(combo.currentIndex())
    assert characters(wizard)[2] == before[6] and characters(wizard)[6] == before[2]
    assert [page.seats.card(row).character for row in range(8)] == combos
    assert page.table.cellWidget(2, 1) is combo and page.table.cellWidget(2, 3) is page.seats.card(2).alignment


def test_an_alignment_chosen_on_a_card_marks_the_token(qtbot: QtBot, library: Library) -> None:
    """The Bounty Hunter's evil Townsfolk is chosen on the card; the token gets the alignment badge."""
    wizard, page = deal_page(qtbot, library)
    setup = wizard.draft.setup
    assert setup is not None
    row = next(s.index for s in setup.seats if s.character and wizard.script.character(s.character).team.value == "townsfolk" and s.alignment == "good")  # type: ignore[union-attr]
    card = page.seats.card(row)
    card.alignment.setCurrentIndex(card.alignment.findData("evil"))
    card.alignment.activated.emit(card.alignment.currentIndex())
    assert wizard.draft.setup.seats[row].alignment == "evil"  # type: ignore[union-attr]
    assert card.token.badge is not None and card.token.badge[0] == "악"


def test_the_drunks_card_offers_the_believed_townsfolk_and_other_cards_do_not(qtbot: QtBot, library: Library) -> None:
    """On Trouble Brewing with the Drunk: its card shows the believed-character drop-down; the others hide it."""
    wizard = open_wizard(qtbot, library, "tb")
    walk_to(qtbot, wizard, 8, "pick")
    page = wizard.pick_page
    page._set_bag(["drunk", "washerwoman", "librarian", "investigator", "chef", "empath", "poisoner", "imp"])
    assert page.isComplete(), page.feedback.text()
    deal = walk_to(qtbot, wizard, 8, "deal")
    assert isinstance(deal, DealPage)
    setup = wizard.draft.setup
    assert setup is not None
    (drunk,) = [s for s in setup.seats if s.character == "drunk"]
    for row in range(8):
        shown = not deal.seats.card(row).believed.isHidden()
        assert shown == (row == drunk.index)
    believed = deal.seats.card(drunk.index).believed
    assert believed.isEnabled() and believed.currentData() == drunk.believed


def test_traveller_seats_show_a_disabled_card(qtbot: QtBot, library: Library) -> None:
    """17 players: five cards a row; seats 16 and 17 are Travellers (handed out later), their tokens disabled."""
    wizard, page = deal_page(qtbot, library, players=17)
    assert grid_columns(17) == 5 and page.seats.rowCount() == 17
    for row in (15, 16):
        card = page.seats.card(row)
        assert not card.token.isEnabled() and not card.character.isEnabled() and card.character.currentText() == "여행자 (나중에)"
    before = characters(wizard)
    qtbot.mouseClick(page.seats.card(0).token, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.seats.card(16).token, Qt.MouseButton.LeftButton)
    target = page.seats.card(16)
    mime = page.seats.card(0).token.mime()  # kept alive: the event does not own it
    drop = QDropEvent(QPointF(target.rect().center()), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    target.dropEvent(drop)
    assert characters(wizard) == before and before[16] is None


def test_the_help_window_lists_the_wizards_keys(qtbot: QtBot, library: Library) -> None:
    """F1's sheet has a wizard section read from wizard/keys.py, the table the pages bind their shortcuts from."""
    from grimoire_app.ui.help_window import key_texts, shortcut_sheet
    from grimoire_app.ui.main_window import MainWindow

    window = MainWindow(library, "ko")
    qtbot.addWidget(window)
    sections = {s.title: s for s in shortcut_sheet(window, "ko")}
    lines = {line.label: line.keys for line in sections["새 게임 마법사"].lines}
    assert lines["캐릭터 무작위 선택 / 나눠 주기 다시 섞기"] == key_texts(["Ctrl+R"])
    assert lines["고른 이름을 한 자리 위/아래로"] == key_texts(["Alt+Up", "Alt+Down"]) and len(key_texts(["Alt+Up", "Alt+Down"])) == 2
    assert lines["나눠 주기: 토큰 고르기, 두 번째 토큰과 자리 바꾸기"] == key_texts(["Space", "Return"])
    assert lines["나눠 주기: 고른 토큰 취소"] == key_texts(["Esc"])
