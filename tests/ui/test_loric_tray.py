"""The Loric's reminder tokens in the tray while the Loric is in play (docs/rules/godofug.md Reminders, zenomancer.md, ventriloquist.md)."""

from __future__ import annotations

from pathlib import Path

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import FabledAdded
from grimoire_app.ui.reminder_tray import TrayToken, reminder_sections
from grimoire_app.ui.town_square.faces import Faces
from tests.ui.town_square.square_helpers import known_session


def test_a_loric_in_play_offers_its_tokens_with_the_in_play_ones(library: Library, tmp_path: Path) -> None:
    """docs/rules/godofug.md Reminders: with the God of Ug in play, HAT is offered among the in-play tokens; not before."""
    session = known_session(library, tmp_path)
    faces = Faces(session.game.script, library, "en")  # type: ignore[union-attr]
    hat = TrayToken("reminder", "godofug", "Hat")
    assert all(hat not in section.tokens for section in reminder_sections(session.state, faces))
    session.record(FabledAdded(character="godofug"))
    assert hat in reminder_sections(session.state, faces)[0].tokens
