"""The setup wizard, walked with the keyboard and the mouse, ends in night 1 with the setup's events."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import BluffsSet, CharacterAssigned, PhaseAdvanced, ReminderPlaced, SeatAdded
from grimoire_app.systems.botc.setup import check_setup
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.wizard import SetupWizard
from grimoire_app.ui.wizard.names import name_problems

NAMES = ["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우"]


@pytest.fixture
def wizard(qtbot: QtBot, library: Library) -> SetupWizard:
    view = SetupWizard(library, "ko", random.Random(8))
    qtbot.addWidget(view)
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    choose_script(view, "000")
    return view


def choose_script(view: SetupWizard, prefix: str) -> None:
    """Pick a bundled script on the script page (the base editions come first since issue 16; these tests use 000)."""
    combo = view.script_page.combo
    combo.setCurrentIndex(next(i for i in range(combo.count()) if Path(combo.itemData(i)).name.startswith(prefix)))


def test_the_script_page_offers_the_three_base_editions_first_by_their_korean_names(qtbot: QtBot, library: Library) -> None:
    """Issue 16: Trouble Brewing, Bad Moon Rising, Sects & Violets first (Korean names in Korean), then the seeds."""
    view = SetupWizard(library, "ko", random.Random(8))
    qtbot.addWidget(view)
    combo = view.script_page.combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts[:3] == ["점철되는 혼란", "피로 물든 달", "화단에 꽃피운 이단"] and texts[3] == "종파와 마약"
    assert combo.currentIndex() == 0 and view.script.meta.name == "Trouble Brewing"
    assert view.script_page.summary.text().startswith("점철되는 혼란: 마을주민 13, 외지인 4, 하수인 4, 악마 1")
    english = SetupWizard(library, "en", random.Random(8))
    qtbot.addWidget(english)
    combo = english.script_page.combo
    assert [combo.itemText(i) for i in range(4)] == ["Trouble Brewing", "Bad Moon Rising", "Sects & Violets", "종파와 마약"]


def click(qtbot: QtBot, wizard: SetupWizard, which: QWizard.WizardButton) -> None:
    button = wizard.button(which)
    assert button.isEnabled(), wizard.currentPage().title()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_walk_the_whole_wizard_on_000_for_8_players(qtbot: QtBot, wizard: SetupWizard, library: Library) -> None:
    assert wizard.currentPage() is wizard.script_page and wizard.script.meta.name == "종파와 마약"
    click(qtbot, wizard, QWizard.WizardButton.NextButton)

    QGuiApplication.clipboard().setText("\n".join(NAMES))
    qtbot.mouseClick(wizard.players_page.paste, Qt.MouseButton.LeftButton)
    names = wizard.players_page.names
    names.setFocus()
    names.setCurrentRow(0)
    qtbot.keyClick(names, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert wizard.draft.names[:2] == ["지현", "민수"]
    click(qtbot, wizard, QWizard.WizardButton.NextButton)

    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    qtbot.keyClick(wizard.pick_page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert wizard.pick_page.isComplete(), wizard.pick_page.feedback.text()
    click(qtbot, wizard, QWizard.WizardButton.NextButton)

    setup = wizard.draft.setup
    assert setup is not None and [s.name for s in setup.seats] == wizard.draft.names
    first, second = setup.seats[0].character, setup.seats[1].character
    combo = wizard.deal_page.table.cellWidget(0, 1)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert wizard.draft.setup.seats[0].character == second and wizard.draft.setup.seats[1].character == first
    click(qtbot, wizard, QWizard.WizardButton.NextButton)

    assert len(wizard.draft.setup.bluffs) in (0, 3)
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    assert wizard.currentPage() is wizard.prepare_page
    assert check_setup(wizard.script, library, wizard.draft.setup) == []
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    assert wizard.result() == QWizard.DialogCode.Accepted

    window = MainWindow(library)
    qtbot.addWidget(window)
    assert window.start_new_game(wizard.script, wizard.events())
    events = window.session.game.events  # type: ignore[union-attr]
    assert [e.name for e in events if isinstance(e, SeatAdded)] == wizard.draft.names
    assigned = {e.seat: e.character for e in events if isinstance(e, CharacterAssigned)}
    assert len(assigned) == 8 and set(assigned.values()) <= set(wizard.script.ids)
    assert sum(isinstance(e, BluffsSet) for e in events) == 1
    assert len([e for e in events if isinstance(e, ReminderPlaced)]) == len(wizard.draft.setup.reminders)
    assert isinstance(events[-1], PhaseAdvanced) and window.session.state.phase.kind == "night"
    assert window.session.state.phase.number == 1


def test_a_bad_bag_keeps_next_disabled_and_says_why(qtbot: QtBot, wizard: SetupWizard) -> None:
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    demons = wizard.pick_page.lists[next(t for t in wizard.pick_page.lists if t.value == "demon")]
    for row in range(demons.count()):
        demons.item(row).setCheckState(Qt.CheckState.Checked)
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert wizard.pick_page.feedback.text()


def test_players_page_refuses_duplicates_and_blank_names(qtbot: QtBot, wizard: SetupWizard) -> None:
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    wizard.players_page.set_names(["a", "b", "c", "d", "a"])
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert "같은 이름" in wizard.players_page.feedback.text()
    wizard.players_page.set_names(["a", "b", "c", "d", " "])
    assert "5번 자리의 이름이 비어 있습니다" in wizard.players_page.feedback.text()
    wizard.players_page.count.setValue(12)
    assert wizard.players_page.names.count() == 12


def test_cancel_changes_nothing_in_the_open_game(qtbot: QtBot, library: Library) -> None:
    window = MainWindow(library)
    qtbot.addWidget(window)
    before = window.session.game
    wizard = SetupWizard(library, "ko", random.Random(1), parent=window)
    wizard.reject()
    assert window.session.game is before


def test_name_problems_in_english() -> None:
    assert name_problems(["x"] * 25, "en")[0].startswith("A game needs 5 to 20 players")


def test_dropping_a_token_on_another_seat_swaps_the_two_seats(qtbot: QtBot, wizard: SetupWizard) -> None:
    """Issue: seats get characters by hand — drag a seat's token onto another seat's card (issue 19: the seat cards
    replaced the one-line strip of characters that was dragged onto a table row)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDropEvent

    from grimoire_app.ui.wizard.seat_cards import CHARACTER_MIME, SEAT_MIME

    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    wizard.pick_page.pick_randomly()
    click(qtbot, wizard, QWizard.WizardButton.NextButton)
    page = wizard.deal_page
    seats = wizard.draft.setup.seats  # type: ignore[union-attr]
    moved = seats[5].character
    assert moved is not None and page.seats.rowCount() == len(seats)
    mime = page.seats.card(5).token.mime()
    assert mime.hasFormat(SEAT_MIME) and bytes(mime.data(CHARACTER_MIME).data()).decode() == moved
    target = page.seats.card(1)
    drop = QDropEvent(QPointF(target.rect().center()), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    target.dropEvent(drop)
    after = wizard.draft.setup.seats  # type: ignore[union-attr]
    assert after[1].character == moved and after[5].character == seats[1].character
