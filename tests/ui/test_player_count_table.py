"""Issue 19: the player-count table (Townsfolk/Outsiders/Minions/Demons for 5–15+) on the wizard's characters page and
the Script tab: the current player count's column highlighted, the script's setup modifiers in one line under it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.player_count_table import HIGHLIGHT, PlayerCountTable
from tests.ui.wizard.wizard_walk import open_wizard, walk_to

FABLED_SCRIPT = Path(__file__).parents[1] / "data" / "fabled_script.json"


def column_texts(table: PlayerCountTable, column: int) -> list[str]:
    return [table.table.item(row, column).text() for row in range(4)]


def highlighted_columns(table: PlayerCountTable) -> list[str]:
    """The headings of the columns whose cells are painted in the highlight colour."""
    return [table.heads[c].text() for c in range(len(table.columns)) if table.cells[c][0].background().color().name() == HIGHLIGHT]


def test_the_table_shows_the_official_counts_under_korean_team_names(qtbot: QtBot) -> None:
    table = PlayerCountTable("ko")
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    assert [table.table.verticalHeaderItem(r).text() for r in range(4)] == ["마을주민", "외지인", "하수인", "악마"]
    assert [table.table.horizontalHeaderItem(c).text() for c in range(11)] == [str(n) for n in range(5, 15)] + ["15+"]
    assert column_texts(table, 0) == ["3", "0", "1", "1"] and column_texts(table, 5) == ["7", "0", "2", "1"]
    assert column_texts(table, 10) == ["9", "2", "3", "1"]
    assert table.table.item(0, 2).toolTip() == "7명: 마을주민 5, 외지인 0, 하수인 1, 악마 1"
    assert table.table.horizontalScrollBar().maximum() == 0 and table.table.verticalScrollBar().maximum() == 0
    english = PlayerCountTable("en")
    qtbot.addWidget(english)
    assert [english.table.verticalHeaderItem(r).text() for r in range(4)] == ["Townsfolk", "Outsiders", "Minions", "Demons"]


def test_the_characters_page_highlights_this_tables_column_and_names_the_modifiers(qtbot: QtBot, library: Library) -> None:
    """Script 000 for 7 players: the 7 column; the Balloonist, Atheist, Lil' Monsta, Vigormortis and Fang Gu under it."""
    wizard = open_wizard(qtbot, library, "000")
    walk_to(qtbot, wizard, 7, "pick")
    table = wizard.pick_page.counts
    assert table.isVisible() and table.highlighted() == 7 and highlighted_columns(table) == ["7"]
    assert table.modifier_text() == (
        "세팅 수정: 열기구 조종사: 외지인 +0/+1, 무신론자: 악 없는 게임도 가능, 릴 몬스타: 악마 −1, 하수인 +1, 비고르모르티스: 외지인 −1, 팡 구: 외지인 +1"
    )
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.BackButton), Qt.MouseButton.LeftButton)
    wizard.players_page.count.setValue(17)
    walk_to(qtbot, wizard, 17, "pick")
    assert table.highlighted() == 15 and highlighted_columns(table) == ["15+"]


def test_a_sentinel_chosen_for_the_game_is_named_under_the_table(qtbot: QtBot, library: Library) -> None:
    """The script lists the Baron and the Sentinel: both modifiers are named; Trouble Brewing alone names the Baron."""
    wizard = open_wizard(qtbot, library, FABLED_SCRIPT)
    walk_to(qtbot, wizard, 9, "pick")
    assert wizard.pick_page.counts.modifier_text() == "세팅 수정: 남작: 외지인 +2, 보초: 외지인 −1/+0/+1"
    assert wizard.pick_page.counts.highlighted() == 9


def test_the_script_tab_shows_the_table_over_the_character_sheet(qtbot: QtBot, library: Library) -> None:
    """Trouble Brewing: the Baron's +2 under the table; the players box highlights its column ("any": none)."""
    window = MainWindow(library, "ko")
    qtbot.addWidget(window)
    sheets = window.sheets
    assert sheets.script is not None and sheets.script.meta.name == "Trouble Brewing"
    assert sheets.counts.modifier_text() == "세팅 수정: 남작: 외지인 +2"
    assert sheets.counts.highlighted() is None
    sheets.players_spin.setValue(9)
    assert sheets.counts.highlighted() == 9 and highlighted_columns(sheets.counts) == ["9"]
    sheets.players_spin.setValue(20)
    assert highlighted_columns(sheets.counts) == ["15+"]
    sheets.players_spin.setValue(4)
    assert sheets.counts.highlighted() is None and highlighted_columns(sheets.counts) == []
    index = next(i for i, path in enumerate(sheets.paths) if path.name.startswith("001"))
    sheets.script_combo.setCurrentIndex(index)
    sheets.script_combo.activated.emit(index)
    assert sheets.counts.modifier_text() == ""
    window.toggle_language()
    assert sheets.counts.table.verticalHeaderItem(1).text() == "Outsiders"


def test_a_narrow_column_scrolls_the_table_across_and_hides_no_row(qtbot: QtBot) -> None:
    """The Script tab's column may be narrower than the table (a 1000-pixel window): the table scrolls across, grows
    by the scroll bar so all four rows stay in view, and never widens the window."""
    table = PlayerCountTable("ko")
    qtbot.addWidget(table)
    table.resize(260, 200)
    table.show()
    qtbot.waitExposed(table)
    grid = table.table
    assert grid.minimumWidth() <= 260 and grid.horizontalScrollBar().maximum() > 0
    rows = sum(grid.rowHeight(r) for r in range(4))
    assert grid.viewport().height() >= rows
    table.resize(900, 200)
    qtbot.waitUntil(lambda: grid.horizontalScrollBar().maximum() == 0)
    assert grid.viewport().height() == rows


def test_the_players_page_highlights_the_column_as_the_count_changes(qtbot: QtBot, library: Library) -> None:
    """Choosing how many play, the Storyteller sees that count's column (and Trouble Brewing's Baron under the table)."""
    wizard = open_wizard(qtbot, library, "tb")
    walk_to(qtbot, wizard, 8, "players")
    table = wizard.players_page.counts
    assert table.isVisible() and table.highlighted() == 8
    assert table.modifier_text() == "세팅 수정: 남작: 외지인 +2"
    wizard.players_page.count.setValue(12)
    assert highlighted_columns(table) == ["12"]
    wizard.players_page.set_names(["가", "나", "다", "라", "마"])
    assert highlighted_columns(table) == ["5"]
