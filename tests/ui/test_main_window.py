"""The first window: a script's character sheet and its two night sheets, Korean by default."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.i18n import tr
from grimoire_app.model import Library
from grimoire_app.ui.main_window import MainWindow
from tests.conftest import DATA


@pytest.fixture
def window(qtbot: QtBot, library: Library) -> MainWindow:
    view = MainWindow(library)
    qtbot.addWidget(view)
    return view


def show_bundled(window: MainWindow, prefix: str) -> None:
    """Choose a bundled script in the Script tab's combo, as the user would."""
    index = next(i for i, path in enumerate(window.sheets.paths) if path.name.startswith(prefix))
    window.sheets.script_combo.setCurrentIndex(index)
    window.sheets.script_combo.activated.emit(index)


def test_opens_on_the_first_bundled_script_in_korean(window: MainWindow) -> None:
    """Issue 16: the first bundled script is now Trouble Brewing, shown with the names and lines we wrote."""
    assert window.script is not None and window.script.meta.name == "Trouble Brewing"
    sheet = window.sheets.character_sheet.toPlainText()
    assert "마을주민" in sheet and "세탁부" in sheet and "임프" in sheet and "탕녀" in sheet and "번들에 없습니다" not in sheet
    first = window.sheets.first_night_sheet.toPlainText()
    assert first.index("해질녘") < first.index("하수인 정보") < first.index("독살범") < first.index("세탁부") < first.index("새벽")
    assert "까마귀지기" in window.sheets.other_night_sheet.toPlainText()
    combo = window.sheets.script_combo
    assert [combo.itemText(i) for i in range(4)] == ["점철되는 혼란", "피로 물든 달", "화단에 꽃피운 이단", "종파와 마약"]
    window.sheets.set_language("en")
    assert [combo.itemText(i) for i in range(3)] == ["Trouble Brewing", "Bad Moon Rising", "Sects & Violets"]
    assert combo.currentIndex() == 0
    window.sheets.set_language("ko")
    show_bundled(window, "000")
    assert window.script is not None and window.script.meta.name == "종파와 마약"
    sheet = window.sheets.character_sheet.toPlainText()
    assert "마을주민" in sheet and "귀족" in sheet and "릴 몬스타" in sheet and "징크스" in sheet
    first = window.sheets.first_night_sheet.toPlainText()
    assert first.index("해질녘") < first.index("연금술사") < first.index("하수인 정보") < first.index("새벽")
    assert "현상금 사냥꾼" in window.sheets.other_night_sheet.toPlainText()


def test_language_switch_redraws_everything_in_english(window: MainWindow, qtbot: QtBot) -> None:
    show_bundled(window, "000")
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.lang == "en"
    assert "Bounty Hunter" in window.sheets.character_sheet.toPlainText()
    assert "First night" in window.sheets.first_night_sheet.toPlainText()
    assert window.menuBar().actions()[0].text() == "&File"
    assert window.tabs.tabText(0) == "Grimoire"
    window.toggle_language()
    assert "귀족" in window.sheets.character_sheet.toPlainText()


def test_choosing_another_bundled_script_shows_it(window: MainWindow) -> None:
    show_bundled(window, "004")
    assert window.script is not None and window.script.meta.name == "확증 편향 - RHAP"
    assert "초공감자" in window.sheets.character_sheet.toPlainText()


def test_player_count_below_seven_drops_the_info_steps(window: MainWindow) -> None:
    window.sheets.players_spin.setValue(6)
    assert "하수인 정보\n" not in window.sheets.first_night_sheet.toPlainText()
    window.sheets.players_spin.setValue(9)
    assert "하수인 정보\n" in window.sheets.first_night_sheet.toPlainText()


def test_a_bad_script_shows_every_problem_and_keeps_the_current_one(window: MainWindow) -> None:
    """Issue 18/19: the problems open in the script report dialog (it fits the screen), no longer a message box."""
    from grimoire_app.ui.script_report_dialog import ScriptReportDialog

    assert not window.open_script(DATA / "three_unknown.json")
    assert window.script is not None and window.script.meta.name == "Trouble Brewing"
    dialogs = window.findChildren(ScriptReportDialog)
    assert len(dialogs) == 1
    shown = "\n".join(dialogs[0].lines)
    assert "nobel" in shown and "xyzzy" in shown and "fortune teler" in shown


def test_a_homebrew_script_opens_with_its_own_texts(window: MainWindow) -> None:
    assert window.open_script(DATA / "homebrew.json")
    assert "Each night, learn whether an owl hooted." in window.sheets.character_sheet.toPlainText()
    assert window.sheets.script_combo.currentText() == "Homebrew test"


def test_importing_official_texts_fills_in_missing_abilities(window: MainWindow, tmp_path: Path) -> None:
    roles = tmp_path / "roles.json"
    roles.write_text(json.dumps([{"id": "imp", "ability": "Kill someone each night."}]), encoding="utf-8")
    window.open_script(DATA / "homebrew.json")
    window.toggle_language()
    assert window.lang == "en" and "Kill someone each night." not in window.sheets.character_sheet.toPlainText()
    assert window.import_texts(roles)
    assert "Kill someone each night." in window.sheets.character_sheet.toPlainText()
    window.toggle_language()
    korean = window.sheets.character_sheet.toPlainText()
    assert "Kill someone each night." not in korean and "하수인 한 명이 임프가 됩니다" in korean, "Korean stays ours (issue 16)"


def test_actions_with_a_tip_in_the_catalogue_show_it_in_the_status_bar(qtbot: QtBot, library: Library) -> None:
    """The status tips were never set: the catalogue's `keys` was shadowed by the action table's."""
    window = MainWindow(library, "en")
    qtbot.addWidget(window)
    assert window.actions_by_key["action.new_game"].statusTip() == tr("action.new_game.tip", "en")
    assert window.actions_by_key["action.open_script"].statusTip() == tr("action.open_script.tip", "en")


def test_the_side_panel_follows_the_phase(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A night that begins brings the night panel forward, a day the day panel (the Storyteller's next step)."""
    from grimoire_app.systems.botc.commands import advance
    from grimoire_app.ui.session import GameSession
    from tests.ui.town_square.square_helpers import known_game

    game = known_game(library)
    session = GameSession(library)
    session.start(game.script, tmp_path / "phase.grimoire", tuple(game.events))
    window = MainWindow(library, "en", session)
    qtbot.addWidget(window)
    assert session.state.phase.kind == "night"
    session.record(advance(session.state))
    assert window.side_tabs.currentWidget() is window.day
    window.side_tabs.setCurrentWidget(window.grimoire)
    session.record(advance(session.state))
    assert window.side_tabs.currentWidget() is window.night


def test_a_games_embedded_base_edition_reads_by_its_korean_name(window: MainWindow, tmp_path: Path, library: Library) -> None:
    """Issue 16: a Trouble Brewing script shown from a file that is not the bundled one (a game's embedded
    copy) is titled 점철되는 혼란 in Korean and Trouble Brewing in English, in the combo and on the sheet."""
    from grimoire_app import paths

    copy = tmp_path / "my-tb.json"
    copy.write_text((paths.resources_dir() / "scripts" / "tb-trouble-brewing.json").read_text(encoding="utf-8"), encoding="utf-8")
    assert window.open_script(copy)
    assert window.sheets.script_combo.currentText() == "점철되는 혼란"
    assert window.sheets.character_sheet.toPlainText().startswith("점철되는 혼란")
    window.toggle_language()
    assert window.sheets.script_combo.currentText() == "Trouble Brewing"


def test_ctrl_shift_f_and_p_work_with_the_focus_in_the_side_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/fabled-loric.md: "Add Fabled or Loric…" (Ctrl+Shift+F) and the public window (Ctrl+Shift+P) answer the
    key pressed at the window while the day panel has the focus (found driving the app with xdotool)."""
    from dataclasses import replace

    from PySide6.QtTest import QTest

    from grimoire_app.systems.botc.commands import advance
    from grimoire_app.ui.character_picker import CharacterChoice
    from grimoire_app.ui.session import GameSession
    from tests.ui.town_square.square_helpers import known_game

    game = known_game(library)
    session = GameSession(library)
    session.start(game.script, tmp_path / "keys.grimoire", tuple(game.events))
    window = MainWindow(library, "en", session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    session.record(advance(session.state))
    window.square.asks = replace(window.square.asks, pick=lambda title, first, allow_none: CharacterChoice("djinn"))
    window.activateWindow()
    window.day.setFocus()
    window.day.focusNextChild()
    qtbot.waitUntil(lambda: window.focusWidget() is not None and window.day.isAncestorOf(window.focusWidget()))
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F, ctrl_shift)
    assert session.state.fabled == ("djinn",)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_P, ctrl_shift)
    assert window.square.public is not None and window.square.public.isVisible()
    window.square.public.close()
