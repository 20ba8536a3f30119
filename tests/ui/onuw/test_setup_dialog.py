"""The setup dialog: players in seat order, role counts, exactly players + 3 cards, warnings (ONUW §2.3).

ONUW-T1: DECK_SIZE and PLAYER_NAMES are errors (OK stays disabled); SINGLE_MASON (R5, A15) and
NO_WEREWOLF_CARD are warnings the moderator confirms by starting anyway.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from grimoire_app.systems.onuw import OnuwOptions
from grimoire_app.ui.onuw.setup_dialog import SetupDialog, default_deck

Key = Qt.Key


def codes(dialog: SetupDialog) -> list[str]:
    return [dialog.issues.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.issues.count())
            if dialog.issues.item(i).data(Qt.ItemDataRole.UserRole)]


def ok(dialog: SetupDialog) -> QDialogButtonBox:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)  # type: ignore[return-value]


def test_the_defaults_are_a_legal_five_player_table(qtbot: QtBot) -> None:
    dialog = SetupDialog("ko")
    qtbot.addWidget(dialog)
    assert dialog.players() == ("플레이어 1", "플레이어 2", "플레이어 3", "플레이어 4", "플레이어 5")
    assert dialog.deck() == ("werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "villager", "villager")
    assert codes(dialog) == [] and ok(dialog).isEnabled() and ok(dialog).text() == "카드 나누고 시작"
    assert dialog.options() == OnuwOptions()


def test_a_wrong_card_count_keeps_ok_disabled(qtbot: QtBot) -> None:
    dialog = SetupDialog("ko")
    qtbot.addWidget(dialog)
    qtbot.keyClick(dialog.role_counts["villager"], Key.Key_Down)
    assert codes(dialog) == ["DECK_SIZE"] and not ok(dialog).isEnabled()
    assert dialog.total.text() == "카드 7장 / 필요 8장 (인원 + 3)"


def test_a_lone_mason_is_a_warning_not_a_refusal(qtbot: QtBot) -> None:
    dialog = SetupDialog("en")
    qtbot.addWidget(dialog)
    qtbot.keyClick(dialog.role_counts["villager"], Key.Key_Down)
    qtbot.keyClick(dialog.role_counts["mason"], Key.Key_Up)
    assert codes(dialog) == ["SINGLE_MASON"]
    assert ok(dialog).isEnabled() and ok(dialog).text() == "Warnings checked: start"
    qtbot.mouseClick(ok(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == SetupDialog.DialogCode.Accepted


def test_more_players_show_more_seats_and_a_matching_selection(qtbot: QtBot) -> None:
    dialog = SetupDialog("ko", players=("A", "B", "C"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.players() == ("A", "B", "C") and not dialog.names[3].isVisible()
    qtbot.keyClick(dialog.count, Key.Key_Up)
    assert dialog.names[3].isVisible() and len(dialog.deck()) == 7 == len(default_deck(4))
    dialog.names[1].setText("A")
    assert "PLAYER_NAMES" in codes(dialog) and not ok(dialog).isEnabled()


def test_the_options_and_the_seed_are_taken(qtbot: QtBot) -> None:
    dialog = SetupDialog("ko")
    qtbot.addWidget(dialog)
    qtbot.keyClick(dialog.minutes, Key.Key_Up)
    dialog.scope.setCurrentIndex(1)
    qtbot.keyClicks(dialog.seed, "7")
    assert dialog.options() == OnuwOptions(discussion_seconds=360, no_werewolf_scope="players_and_center")
    assert dialog.rng().random() == dialog.rng().random()
