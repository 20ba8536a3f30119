"""The setup dialog: names in seat order, the standard roles for the count, custom counts with the
model's issues shown live, and a seeded random deal (spec torsis.md 5, 6 "Setup")."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from grimoire_app.systems.torsis import RolesDealt, standard_assignment
from grimoire_app.ui.torsis import SetupDialog
from tests.ui.torsis.torsis_ui import NAMES6, click, type_names

NINE = NAMES6 + ["예준", "지우", "하준"]


def dialog(qtbot: QtBot, seed: int = 1, lang: str = "ko") -> SetupDialog:
    view = SetupDialog(lang, rng=random.Random(seed))  # type: ignore[arg-type]
    qtbot.addWidget(view)
    view.show()
    return view


def choose_custom(qtbot: QtBot, view: SetupDialog) -> None:
    """Click the "Custom roles" radio button on its indicator."""
    qtbot.mouseClick(view.custom, Qt.MouseButton.LeftButton, pos=QPoint(8, view.custom.height() // 2))
    assert view.custom.isChecked() and view.counts_box.isVisible()


def test_the_standard_roles_follow_the_count_and_start_waits_for_five_players(qtbot: QtBot) -> None:
    """TOR-T1, D20: 5-30 players; the table's roles for that count."""
    view = dialog(qtbot)
    type_names(qtbot, view, NAMES6[:4])
    assert not view.start.isEnabled() and "5–30" in view.issues.text() and "지금 4명" in view.issues.text()
    type_names(qtbot, view, NAMES6[4:])
    assert view.start.isEnabled() and view.issues.text() == ""
    assert view.composition.text() == "6명 표준 배정: 인간 ×2, 청소부 ×1, 사제 ×1, 토르시스 ×1, 정육점 주인 ×1"


def test_duplicate_names_are_refused(qtbot: QtBot) -> None:
    view = dialog(qtbot)
    type_names(qtbot, view, NAMES6[:5] + ["민수"])
    assert "민수라는 이름이 두 번 있습니다." in view.issues.text() and not view.start.isEnabled()


def test_two_magicians_need_nine_players(qtbot: QtBot) -> None:
    """TOR-T3 (R32, D22): base + 2 Magicians: 8 players -> MIN_PLAYERS (needs 9); 9 players -> playable."""
    view = dialog(qtbot)
    type_names(qtbot, view, NINE[:8])
    choose_custom(qtbot, view)
    assert view.counts["torsis"].value() == 1 and view.counts["torsis"].minimum() == 1
    view.counts["magician"].setValue(2)
    assert view.issues.text().startswith("MIN_PLAYERS:") and "9" in view.issues.text()
    assert not view.start.isEnabled()
    type_names(qtbot, view, NINE[8:])
    assert view.issues.text() == "" and view.composition.text() == "특수 역할 5개 + 인간 4명"
    click(qtbot, view.start)
    assert view.game is not None
    assert view.game.state.composition() == {"torsis": 1, "cleaner": 1, "butcher": 1, "magician": 2, "human": 4}
    assert view.game.state.mode == "custom"


def test_more_roles_than_players_is_a_clear_error(qtbot: QtBot) -> None:
    """TOR-T4 (c) (R34, D23): S=7 for 6 players and E=4 -> both TOO_MANY_ROLES and MIN_PLAYERS."""
    view = dialog(qtbot, lang="en")
    type_names(qtbot, view, NAMES6)
    choose_custom(qtbot, view)
    for role, count in (("prophet", 1), ("kamikaze", 1), ("priest", 1), ("cleaner", 2)):
        view.counts[role].setValue(count)
    lines = view.issues.text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["TOO_MANY_ROLES", "MIN_PLAYERS"]
    assert lines[0] == "TOO_MANY_ROLES: You chose 7 characters for 6 players. Remove 1 characters or add players."
    assert not view.start.isEnabled()
    view.accept()
    assert view.game is None


def test_the_deal_is_random_but_the_same_seed_deals_the_same(qtbot: QtBot) -> None:
    deals = []
    for seed in (5, 5, 6):
        view = dialog(qtbot, seed)
        type_names(qtbot, view, NAMES6)
        click(qtbot, view.start)
        assert view.game is not None
        first = view.game.events[0]
        assert isinstance(first, RolesDealt) and [s.name for s in first.seats] == NAMES6
        deals.append(tuple(s.role for s in first.seats))
    assert deals[0] == deals[1] and sorted(deals[0]) == sorted(standard_assignment(6).elements())
