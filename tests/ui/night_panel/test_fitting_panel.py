"""The night panel fits its column at 1366×768: a long card or option shortens with "…" (whole text in the tooltip)
instead of widening the panel past its column (found on the Barista's step under Xvfb: a horizontal scroll bar, the
card and "record nothing" cut off)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.night_panel.widgets import FittingButton
from tests.ui.night_panel.night_helpers import buttons, click_row, show_table, start
from tests.ui.night_panel.test_travellers_night import with_traveller


def test_the_baristas_step_fits_the_column_with_its_long_card(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/barista.md: the step's card "Show: This character selected you → after the choice" in a 480-pixel
    column: no horizontal scroll bar; the card button is shortened and keeps its whole text as text() and tooltip."""
    game = with_traveller(library, "b", "barista", 2)
    shown = show_table(qtbot, start(library, tmp_path, game), "ko", size=(1366, 768))
    click_row(qtbot, shown.night, "barista")
    detail = shown.night.detail
    qtbot.waitUntil(lambda: detail.widget().width() <= detail.viewport().width())
    assert not detail.horizontalScrollBar().isVisible()
    [card] = buttons(shown.night, "night-card")
    assert isinstance(card, FittingButton) and card.text().startswith("보여 주기: 이 캐릭터가 당신을 선택했습니다")
    drawn = super(FittingButton, card).text()
    assert drawn.endswith("…") and card.toolTip() == card.text(), "shortened to the column, the whole text in the tooltip"


def test_a_fitting_button_shortens_with_an_ellipsis_and_grows_back(qtbot: QtBot) -> None:
    """Narrow: "…" at the end and the whole text as tooltip; wide again: the whole text and no tooltip."""
    made = FittingButton("보여 주기: 이 캐릭터가 당신을 선택했습니다 → 선택한 플레이어")
    qtbot.addWidget(made)
    made.resize(120, 30)
    made.show()
    qtbot.waitExposed(made)
    assert made.text() == "보여 주기: 이 캐릭터가 당신을 선택했습니다 → 선택한 플레이어"
    shown = super(FittingButton, made).text()
    assert shown.endswith("…") and len(shown) < len(made.text()) and made.toolTip() == made.text()
    made.resize(900, 30)
    qtbot.waitUntil(lambda: super(FittingButton, made).text() == made.text())
    assert made.toolTip() == ""
    assert made.minimumSizeHint().width() < 120 < made.sizeHint().width()
