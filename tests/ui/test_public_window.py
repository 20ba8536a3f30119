"""The public town square: names, life, ghost votes, phase and today's nominations only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.model.commands import advance
from grimoire_app.model.events import Nominated, VoteRecorded
from grimoire_app.ui.public_window import PUBLIC_PROPERTY, PublicTownSquare
from tests.ui.town_square.square_helpers import known_session


def test_it_shows_names_phase_and_nominations(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    session.record(advance(session.state))
    ids = {s.name: s.id for s in session.state.seats}
    session.record(Nominated(nominator=ids["민수"], nominee=ids["지현"]))
    session.record(VoteRecorded(nominee=ids["지현"], voters=(ids["민수"], ids["서준"], ids["지호"])))
    public = PublicTownSquare(session, "ko")
    qtbot.addWidget(public)
    public.show()
    texts = public.visible_texts()
    assert "1일째 낮" in texts and "민수 → 지현: 3표" in texts
    view = public.view()
    jiho = next(seat for seat in view.seats if seat.name == "지호")
    assert not jiho.alive and not jiho.ghost_vote, "the dead voter spent the ghost vote"
    assert public.property(PUBLIC_PROPERTY)
    public.set_language("en")
    assert "민수 → 지현: 3 votes" in public.visible_texts()


def test_f11_toggles_full_screen(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    public = PublicTownSquare(known_session(library, tmp_path), "en")
    qtbot.addWidget(public)
    public.show()
    qtbot.keyClick(public, Qt.Key.Key_F11)
    assert public.isFullScreen()
    qtbot.keyClick(public, Qt.Key.Key_Escape)
    assert not public.isFullScreen()
