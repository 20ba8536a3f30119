"""Review's Night sheet tab: the sheet of the position's night as it ran, the night panel's own rows (issue 15)."""

from __future__ import annotations

from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.ui.review import ReviewWindow


def test_the_night_tab_follows_the_position(review: ReviewWindow) -> None:
    """Setup shows no night; a night shows its own sheet; the day after it shows that night; language switches."""
    review.side.tabs.setCurrentWidget(review.side.night_page)
    review.go_to(0)
    assert review.night_sheet.night is None and review.night_sheet.model.rows == []
    assert review.side.night_title.text() == "아직 밤이 오지 않았습니다"
    first_day = next(n for n in range(review.index.count + 1) if review.index.phase_at(n).kind == "day")
    review.go_to(first_day)
    assert review.night_sheet.night == 1
    in_play = [s.id for s in tonight_sheet(review.game, 1) if s.in_play]
    assert [row.step for row in review.night_sheet.model.rows] == in_play
    assert review.side.night_title.text() == "1일째 밤: 이야기꾼이 진행한 순서"
    review.set_language("en")
    assert review.side.night_title.text() == "Night 1, as the Storyteller ran it"
    assert review.side.tabs.tabText(2) == "Night sheet"


def test_the_night_sheet_is_read_only_while_its_tab_is_shown(review: ReviewWindow) -> None:
    """Issue 20: a hidden Night tab follows the night but reads no sheet; showing the tab fills it at once."""
    first_day = next(n for n in range(review.index.count + 1) if review.index.phase_at(n).kind == "day")
    review.side.tabs.setCurrentIndex(0)
    review.go_to(0)
    review.go_to(first_day)
    assert review.night_sheet.night == 1 and review.night_sheet.model.rows == []
    review.side.tabs.setCurrentWidget(review.side.night_page)
    in_play = [s.id for s in tonight_sheet(review.game, 1) if s.in_play]
    assert [row.step for row in review.night_sheet.model.rows] == in_play
