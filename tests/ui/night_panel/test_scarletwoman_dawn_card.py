"""The night panel's dawn step shows a Scarlet Woman who caught the Po tonight her new Demon (docs/rules/scarletwoman.md, Night)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import InfoShown
from grimoire_app.systems.botc.tonight import proposed_deaths
from grimoire_app.ui.show_card import CardRequest
from tests.builders import seat_of
from tests.systems.botc.tonight.test_tonight_scarletwoman_dawn import po_game
from tests.systems.botc.tonight.tonight_helpers import choose, record
from tests.ui.night_panel.night_helpers import buttons, click, click_row, close_card, events_since, settle, show_table, start


def test_dawn_step_shows_the_caught_po_card(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/scarletwoman.md test 10 in the panel: night 2 the Assassin G kills the Po H: at dawn a button shows F YOU ARE with the Po token; recorded as InfoShown."""
    game = po_game(library)
    choose(game, "po", "A")
    choose(game, "assassin", "H")
    for proposal in proposed_deaths(game):
        record(game, proposal.events)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, "ko", size=(1366, 740))
    click_row(qtbot, shown.night, "dawn")
    f = seat_of(game, "F")
    cards = buttons(shown.night, "night-card")
    assert [b.text() for b in cards] == ["보여 주기: 당신은 포 → F"], [b.text() for b in cards]
    assert "F은(는) 오늘 밤 포가 됨" in shown.night.detail.notes.text()
    settle()
    shown.night.window().grab().save(str(tmp_path / "dawn.png"))
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, cards[0])
    assert shown.cards[-1] == CardRequest(f, "you_are", ("po",), (), "", "ko")
    assert events_since(session, before) == [InfoShown(seat=f, info="you_are", characters=("po",), step="dawn")]
    close_card(qtbot, shown.square)
