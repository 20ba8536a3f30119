"""Issue 19: free-text notes per player, through the main window at 1366×768.

The seat menu's "메모…" and Ctrl+M (window-wide, on the selected seat) open the note editor; Ctrl+Enter saves one
event, Esc cancels; the seat shows a note mark and the note in its tooltip; Ctrl+Z takes it back; the grimoire
tab's notes column shows it and opens the editor; the public window never shows it; review shows each note as it
was; the Storyteller's export lists it. Keys go through the windows' QWindow (`press`), as a keyboard does.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import PlayerNoteChanged
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.export.summary import summarize
from grimoire_app.ui.export.summary_html import summary_html
from grimoire_app.ui.help_window import shortcut_sheet
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.note_dialog import NoteDialog
from grimoire_app.ui.review.window import ReviewWindow
from grimoire_app.ui.seats_table import COLUMNS
from grimoire_app.ui.town_square.paint import NOTE_PAPER, paint_seat
from grimoire_app.ui import screen_fit
from grimoire_app.ui.screen_fit import FRAME_ROOM, frame_fits
from tests.conftest import seed_script
from tests.ui.tb_game_helpers import press
from tests.ui.test_no_raw_texts import open_window, raw_in, window_texts
from tests.ui.test_windows_fit import LAPTOPS

CTRL = Qt.KeyboardModifier.ControlModifier
SCRIPT_000 = paths.resources_dir() / "scripts" / "000-jongpa-wa-mayak.json"
PLAYERS = (("민수", "noble"), ("지현", "poisoner"), ("서준", "fanggu"), ("하은", "klutz"), ("도윤", "seamstress"))
NOTE = "셰프라고 주장: 1\n지현 의심"


@pytest.fixture
def window(qtbot: QtBot, library: Library) -> MainWindow:
    view = MainWindow(library, "ko")
    qtbot.addWidget(view)
    script = load_script(SCRIPT_000, library)
    game = Game(script, library)
    for name, character in PLAYERS:
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    assert view.start_new_game(script, game.events)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    return view


def seat_id(window: MainWindow, name: str) -> str:
    return next(seat.id for seat in window.session.state.seats if seat.name == name)


def open_from_menu(window: MainWindow, name: str) -> NoteDialog:
    menu = window.square.seat_menu(seat_id(window, name))
    action = next(a for a in menu.actions() if a.objectName() == "seat.note")
    assert action.text() == "메모…" and action.isEnabled()
    action.trigger()
    dialog = window.square.note_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def activate(dialog: NoteDialog) -> None:
    """Make the dialog the active window, as the window manager does when it opens (keys then reach its editor)."""
    dialog.activateWindow()
    for _ in range(300):
        if QApplication.activeWindow() is dialog:
            return
        QTest.qWait(10)
    raise AssertionError("the note dialog never became the active window")


def type_into(dialog: NoteDialog, text: str) -> None:
    """Type text at the dialog's window, one key per character (Enter between lines), as a keyboard does.

    Each character goes with its text (QTest.keyClicks takes Latin-1 only; a Korean syllable arrives as text).
    """
    activate(dialog)
    handle = dialog.windowHandle()
    assert handle is not None and dialog.editor.hasFocus()
    for char in text:
        if char == "\n":
            QTest.keyClick(handle, Qt.Key.Key_Return)
        else:
            QTest.sendKeyEvent(QTest.KeyAction.Click, handle, Qt.Key.Key_unknown, char, Qt.KeyboardModifier.NoModifier)


def paper_pixels(window: MainWindow, seat: str) -> int:
    """Count the note mark's paper-coloured pixels in the seat as its square item paints itself (its face, size and tag)."""
    item = window.square.scene.seats[seat]
    box = item.boundingRect()
    image = QImage(int(box.width()) + 1, int(box.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(-box.left(), -box.top())
    paint_seat(painter, item.face, item.radius, False, False, item.traveller_tag)
    painter.end()
    paper = QColor(NOTE_PAPER).rgb()
    return sum(1 for x in range(image.width()) for y in range(image.height()) if image.pixel(x, y) == paper)


def square_paper(window: MainWindow) -> int:
    """Count the note mark's paper-coloured pixels in the square as the screen shows it (a grab of its viewport)."""
    QApplication.processEvents()
    image = window.square.view.viewport().grab().toImage()
    paper = QColor(NOTE_PAPER).rgb()
    return sum(1 for x in range(image.width()) for y in range(image.height()) if image.pixel(x, y) == paper)


def test_menu_dialog_korean_text_ctrl_enter_mark_tooltip_then_ctrl_z(window: MainWindow, qtbot: QtBot) -> None:
    doyun = seat_id(window, "도윤")
    before = len(window.session.game.events)  # type: ignore[union-attr]
    assert paper_pixels(window, doyun) == 0 and square_paper(window) == 0
    dialog = open_from_menu(window, "도윤")
    assert dialog.windowTitle() == "도윤 메모" and dialog.editor.toPlainText() == ""
    assert "Ctrl+Enter" in dialog.hint.text() and dialog.counter.text() == "0 / 2,000자"
    assert dialog.save.text() == "저장"
    type_into(dialog, NOTE)
    assert len(window.session.game.events) == before  # type: ignore[union-attr]  # nothing recorded while typing
    press(dialog, Qt.Key.Key_Return, CTRL)
    assert not dialog.isVisible()
    game = window.session.game
    assert game is not None and len(game.events) == before + 1
    assert game.events[-1] == PlayerNoteChanged(seat=doyun, text=NOTE)
    item = window.square.scene.seats[doyun]
    assert item.face.note and "메모: 셰프라고 주장: 1\n지현 의심" in item.toolTip()
    assert paper_pixels(window, doyun) > 20 and paper_pixels(window, seat_id(window, "민수")) == 0 and square_paper(window) > 20
    assert window.actions_by_key["action.undo"].text() == "실행 취소: 도윤 메모: 셰프라고 주장: 1 / 지현 의심"
    press(window, Qt.Key.Key_Z, CTRL)
    assert window.session.state.seat(doyun).note == ""
    assert not window.square.scene.seats[doyun].face.note and "메모" not in window.square.scene.seats[doyun].toolTip()
    assert paper_pixels(window, doyun) == 0 and square_paper(window) == 0


def test_ctrl_m_opens_the_selected_seats_note_esc_cancels_and_a_second_save_is_one_event(window: MainWindow) -> None:
    jihyun = seat_id(window, "지현")
    window.session.record(PlayerNoteChanged(seat=jihyun, text="독살범?"))
    count = len(window.session.game.events)  # type: ignore[union-attr]
    press(window, Qt.Key.Key_M, CTRL)
    assert window.square.note_dialog is None  # no seat selected: nothing opens
    window.square.scene.select(jihyun)
    window.night.setFocus()  # the shortcut is window-wide: the square need not have the focus
    press(window, Qt.Key.Key_M, CTRL)
    dialog = window.square.note_dialog
    assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "지현 메모"
    assert dialog.editor.toPlainText() == "독살범?" and dialog.editor.textCursor().atEnd()
    type_into(dialog, " 아닐지도")
    press(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and len(window.session.game.events) == count  # type: ignore[union-attr]
    assert window.session.state.seat(jihyun).note == "독살범?"
    press(window, Qt.Key.Key_M, CTRL)
    again = window.square.note_dialog
    assert again is not None and again is not dialog and again.editor.toPlainText() == "독살범?"
    type_into(again, " 아닐지도 — 어젯밤 셰프 정보와 맞지 않음")
    press(again, Qt.Key.Key_Enter, CTRL)  # the keypad's Enter saves too
    assert len(window.session.game.events) == count + 1  # type: ignore[union-attr]
    assert window.session.state.seat(jihyun).note == "독살범? 아닐지도 — 어젯밤 셰프 정보와 맞지 않음"


def test_clearing_the_text_removes_the_note_and_an_unchanged_save_records_nothing(window: MainWindow) -> None:
    minsu = seat_id(window, "민수")
    window.session.record(PlayerNoteChanged(seat=minsu, text="귀족 정보 받음"))
    count = len(window.session.game.events)  # type: ignore[union-attr]
    dialog = open_from_menu(window, "민수")
    press(dialog, Qt.Key.Key_Return, CTRL)
    assert len(window.session.game.events) == count  # type: ignore[union-attr]
    dialog = open_from_menu(window, "민수")
    activate(dialog)
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_A, CTRL)
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Delete)
    press(dialog, Qt.Key.Key_Return, CTRL)
    assert window.session.state.seat(minsu).note == "" and window.session.game.events[-1] == PlayerNoteChanged(seat=minsu)  # type: ignore[union-attr]


def test_a_note_over_the_limit_cannot_be_saved(window: MainWindow) -> None:
    dialog = open_from_menu(window, "하은")
    dialog.editor.setPlainText("가" * 2001)
    assert not dialog.save.isEnabled() and dialog.counter.text() == "2,001 / 2,000자 — 너무 깁니다"
    press(dialog, Qt.Key.Key_Return, CTRL)
    assert dialog.isVisible() and window.session.state.seat(seat_id(window, "하은")).note == ""
    activate(dialog)
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_End, CTRL)
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Backspace)
    assert dialog.save.isEnabled()
    press(dialog, Qt.Key.Key_Return, CTRL)
    assert window.session.state.seat(seat_id(window, "하은")).note == "가" * 2000


def test_the_shortcut_is_in_the_help_window_and_clashes_with_no_other_key(window: MainWindow) -> None:
    lines = [line for section in shortcut_sheet(window, "ko") for line in section.lines]
    assert any(line.label == "선택한 자리 메모" and line.keys == ("Ctrl+M",) for line in lines)
    sheet = shortcut_sheet(window, "ko")
    assert sheet[1].title == "광장 (자리를 고른 뒤)" and "선택한 자리 메모" in [line.label for line in sheet[1].lines]
    main_and_square = [key for section in sheet[:4] for line in section.lines for key in line.keys]
    assert main_and_square.count("Ctrl+M") == 1


def test_the_grimoire_tab_shows_notes_beside_the_names_and_a_double_click_opens_the_editor(window: MainWindow, qtbot: QtBot) -> None:
    seoj = seat_id(window, "서준")
    window.session.record(PlayerNoteChanged(seat=seoj, text="점쟁이 주장\n" + "말이 많음 " * 10))
    window.side_tabs.setCurrentWidget(window.grimoire)
    table, model = window.grimoire.table, window.grimoire.model
    assert COLUMNS[1] == "note" and model.headerData(1, Qt.Orientation.Horizontal) == "메모"
    cell = model.index(2, COLUMNS.index("note"))
    assert cell.data().startswith("점쟁이 주장 / 말이 많음") and cell.data().endswith("…") and len(cell.data()) <= 40
    assert "말이 많음 말이 많음" in cell.data(Qt.ItemDataRole.ToolTipRole)
    rect = table.visualRect(cell)
    assert table.viewport().rect().contains(rect.center())  # beside the name: no scrolling to read it
    character = table.visualRect(model.index(2, COLUMNS.index("character")))
    assert table.viewport().rect().contains(character)  # a long note does not push the character out of view
    QTest.mouseDClick(window.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, table.viewport().mapTo(window, rect.center()))
    dialog = window.square.note_dialog
    assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "서준 메모"
    press(dialog, Qt.Key.Key_Escape)


def test_the_public_window_never_shows_a_note_even_when_the_grimoire_is_revealed(window: MainWindow) -> None:
    doyun = seat_id(window, "도윤")
    window.session.record(PlayerNoteChanged(seat=doyun, text="비밀스러운 메모"))
    public = window.square.open_public_window()
    texts = public.visible_texts()
    assert "도윤" in " ".join(texts) and not any("비밀스러운" in t for t in texts)
    public.set_reveal(True)
    assert not any("비밀스러운" in t for t in public.visible_texts())
    assert "비밀스러운" not in public.toolTip() and "비밀스러운" not in repr(public.view())
    public.close()


def test_review_shows_each_note_as_it_was_at_the_moment_reviewed(window: MainWindow, qtbot: QtBot, library: Library) -> None:
    doyun = seat_id(window, "도윤")
    window.session.record(PlayerNoteChanged(seat=doyun, text="첫 메모"))
    first = len(window.session.game.events)  # type: ignore[union-attr]
    window.session.record(PlayerNoteChanged(seat=doyun, text="바뀐 메모"))
    window.session.record(PlayerNoteChanged(seat=doyun))
    path = window.session.path
    assert path is not None
    review = ReviewWindow(path, library, "ko", at=first)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    assert "메모: 첫 메모" in review.scene.seats[doyun].toolTip() and review.scene.seats[doyun].face.note
    review.go_to(first + 1)
    assert "메모: 바뀐 메모" in review.scene.seats[doyun].toolTip()
    review.go_to(first + 2)
    assert "메모" not in review.scene.seats[doyun].toolTip() and not review.scene.seats[doyun].face.note


def test_the_storytellers_export_lists_the_notes_and_the_account_says_when(window: MainWindow) -> None:
    doyun, jihyun = seat_id(window, "도윤"), seat_id(window, "지현")
    window.session.record(PlayerNoteChanged(seat=doyun, text="재봉사 주장\n<b>태그</b>"))
    window.session.record(PlayerNoteChanged(seat=jihyun, text="독살범 같음"))
    game = window.session.game
    assert game is not None
    summary = summarize(game, "ko")
    assert summary.notes == (("지현", "독살범 같음"), ("도윤", "재봉사 주장\n<b>태그</b>"))
    html = summary_html(summary, picture=lambda painter, rect, state, caption: None)
    assert "<h2>이야기꾼 메모</h2>" in html and "<b>도윤</b> — 재봉사 주장<br>&lt;b&gt;태그&lt;/b&gt;" in html
    english = summary_html(summarize(game, "en"), picture=lambda painter, rect, state, caption: None)
    assert "<h2>Storyteller&#x27;s notes</h2>" in english and "<b>지현</b> — 독살범 같음" in english


def test_a_seat_without_notes_in_a_game_without_notes_has_no_notes_section(window: MainWindow) -> None:
    game = window.session.game
    assert game is not None
    assert "이야기꾼 메모" not in summary_html(summarize(game, "ko"), picture=lambda painter, rect, state, caption: None)


def test_the_mark_is_drawn_at_the_lower_right_inside_the_seats_picture(window: MainWindow) -> None:
    doyun = seat_id(window, "도윤")
    window.session.record(PlayerNoteChanged(seat=doyun, text="x"))
    item = window.square.scene.seats[doyun]
    inside = item.boundingRect().contains(QPointF(item.radius * 0.8, item.radius * 0.7))
    assert inside and paper_pixels(window, doyun) > 20


# -- fits the laptop, nothing raw --------------------------------------------------------------------


@pytest.mark.parametrize("laptop_name", sorted(LAPTOPS))
def test_the_note_editor_fits_the_laptop_screen(qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch, laptop_name: str) -> None:
    """Issue 19 point 2, as tests/ui/test_windows_fit.py checks the other windows: the dialog asks its size from its screen."""
    area = LAPTOPS[laptop_name]
    monkeypatch.setattr(screen_fit, "available_area", lambda _widget=None: QRect(area))
    tiny = QRect(0, 0, 400, 300)
    dialog = NoteDialog(None, "도윤", "x" * 2000, "ko")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert frame_fits(dialog, area) and area.contains(dialog.frameGeometry().topLeft())
    monkeypatch.setattr(screen_fit, "available_area", lambda _widget=None: QRect(tiny))
    small = NoteDialog(None, "도윤", "", "ko")
    qtbot.addWidget(small)
    assert small.width() + FRAME_ROOM[0] <= tiny.width() and small.height() + FRAME_ROOM[1] <= tiny.height()


def test_the_note_editor_the_notes_column_and_the_tooltips_show_nothing_raw_in_korean(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """tests/ui/test_no_raw_texts.py's walk, over a demo game with notes: the editor, the square and the grimoire tab."""
    game = demo_game(seed_script(library, "000"), library, 9, 6, 2)
    for seat in game.state.seats[:4]:
        game.record(PlayerNoteChanged(seat=seat.id, text=f"{seat.name}: 셰프 주장, 내일 다시 물어볼 것"))
    window = open_window(qtbot, library, game, tuple(game.events), tmp_path / "notes.grimoire")
    found: list[str] = []
    for tab in range(window.side_tabs.count()):
        window.side_tabs.setCurrentIndex(tab)
        found += raw_in(window_texts(window), library)
    dialog = window.square.edit_note(game.state.seats[0].id)
    texts = window_texts(dialog)
    found += raw_in(texts, library)
    assert not found, "\n".join(sorted(set(found)))
    shown = " ".join(text for _, text in texts)
    assert "메모" in dialog.windowTitle() and "저장" in shown and "취소" in shown and "이야기꾼만" in shown
    assert not any(word in shown for word in ("Save", "Cancel", "Notes", "characters"))
    menu = window.square.seat_menu(game.state.seats[0].id)
    note = next(a for a in menu.actions() if a.objectName() == "seat.note")
    assert note.text() == "메모…" and "공개 화면" in note.toolTip()
    press(dialog, Qt.Key.Key_Escape)


def test_f12_covers_the_open_note_editor_and_stops_typing_into_it(window: MainWindow) -> None:
    """The privacy key works from the editor: the note goes under a cover, and keys no longer reach it until F12 again."""
    dialog = open_from_menu(window, "도윤")
    type_into(dialog, "비밀")
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_F12)
    privacy = window.privacy
    assert privacy.covered and any(overlay.parentWidget() is dialog for overlay in privacy.extra)
    QTest.sendKeyEvent(QTest.KeyAction.Click, dialog.windowHandle(), Qt.Key.Key_unknown, "가", Qt.KeyboardModifier.NoModifier)
    assert dialog.text() == "비밀"
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_F12)
    assert not privacy.covered
    type_into(dialog, " 메모")
    press(dialog, Qt.Key.Key_Return, CTRL)
    assert window.session.state.seat(seat_id(window, "도윤")).note == "비밀 메모"


def test_in_english_the_menu_the_editor_the_tooltip_and_the_square_menu_speak_english(window: MainWindow) -> None:
    window.toggle_language()
    doyun = seat_id(window, "도윤")
    menu = window.square.seat_menu(doyun)
    action = next(a for a in menu.actions() if a.objectName() == "seat.note")
    assert action.text() == "Notes…" and "public window" in action.toolTip()
    action.trigger()
    dialog = window.square.note_dialog
    assert dialog is not None and dialog.windowTitle() == "Notes on 도윤" and dialog.heading.text() == "Notes on 도윤"
    assert dialog.save.text() == "Save" and dialog.counter.text() == "0 / 2,000 characters" and "Ctrl+Enter saves" in dialog.hint.text()
    type_into(dialog, "claims Chef: 1")
    press(dialog, Qt.Key.Key_Return, CTRL)
    assert "Notes: claims Chef: 1" in window.square.scene.seats[doyun].toolTip()
    assert window.actions_by_key["action.undo"].text() == "Undo: Note on 도윤: claims Chef: 1"
    square_menu = window.square.actions_by_key["square.action.note"]
    assert square_menu.text() == "Notes on the selected seat" and square_menu.shortcut().toString() == "Ctrl+M"
    assert window.grimoire.model.headerData(COLUMNS.index("note"), Qt.Orientation.Horizontal) == "Notes"
