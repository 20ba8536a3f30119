"""The night panel lists proposals that are no attack as offers: the TWIN of an Evil Twin made during play
(docs/rules/eviltwin.md test 10): the line reads as an offer, Accept and "Instead" record the TWIN."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import CharacterAssigned
from tests.builders import seat_of, to_phase
from tests.systems.botc.snv_helpers import snv_table
from tests.ui.night_panel.night_helpers import buttons, click, click_row, show_table, start


def test_evil_twin_offer_is_a_line_with_accept_and_instead(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/eviltwin.md test 10: B became the (evil) Evil Twin tonight → "D — Evil Twin: …", Accept, Instead: E/F/G/A; Instead: F records TWIN by F."""
    game = to_phase(snv_table(library, "A=clockmaker", "B=pithag", "C=vortox", "D=sage", "E=klutz", "F=oracle", "G=savant"), "night", 2)
    game.record(CharacterAssigned(seat=seat_of(game, "B"), character="eviltwin", alignment="evil"), override=True)
    session = start(library, tmp_path, game)
    night = show_table(qtbot, session).night
    click_row(qtbot, night, "vortox")
    lines = [label.text() for label in night.deaths.findChildren(type(night.detail.title), "night-death-line")]
    assert lines == ["D — Evil Twin: B became the Evil Twin during play: put TWIN by one player of the opposing alignment "
                     "(accept, or pick another with Instead); tonight the two learn each other"]
    assert len(buttons(night, "night-death-accept")) == 1
    instead = buttons(night, "night-death-instead")
    assert [b.text() for b in instead] == ["Instead: E", "Instead: F", "Instead: G", "Instead: A"]
    click(qtbot, instead[1])
    state = session.game.state  # type: ignore[union-attr]
    assert [(r.character, r.token) for r in state.seat(seat_of(game, "F")).reminders] == [("eviltwin", "Twin")]
