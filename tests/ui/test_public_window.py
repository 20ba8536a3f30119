"""The public town square: names, life, ghost votes, phase and today's nominations only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.events import Nominated, VoteRecorded
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
    qtbot.wait(50)  # let the window manager's state changes land before teardown deletes the window (a later GC crashed otherwise)


def test_a_secret_vote_shows_no_count_no_leader_and_no_spent_ghost_vote(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 3.3 Organ Grinder; seeds/001: the vote is secret; the table hears neither the count nor who is about to die,
    and a ghost vote spent in it still shows until dusk."""
    from grimoire_app.systems.botc.commands import kill
    from grimoire_app.ui.session import GameSession
    from tests.builders import seat_of, table, to_phase

    game = to_phase(table(library, "001", "a=organgrinder", "b=fool", "c=zombuul", "d=sage", "e=alsaahir", "f=grandmother"), "day", 1)
    game.record(kill(seat_of(game, "f"), "demon", "zombuul"))
    game.record(Nominated(nominator=seat_of(game, "b"), nominee=seat_of(game, "e")))
    game.record(VoteRecorded(nominee=seat_of(game, "e"), voters=tuple(seat_of(game, n) for n in "afcd")))
    session = GameSession(library)
    session.start(game.script, tmp_path / "secret.grimoire", tuple(game.events))
    public = PublicTownSquare(session, "ko")
    qtbot.addWidget(public)
    texts = public.visible_texts()
    assert "b → e: 비밀 투표" in texts
    assert not any("4표" in line or "곧 처형" in line for line in texts)
    f = next(seat for seat in public.view().seats if seat.name == "f")
    assert not f.alive and f.ghost_vote and not session.state.seat(seat_of(game, "f")).ghost_vote


def test_the_leader_deaths_and_the_live_vote_are_announced(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """spec 1.7: the public hears the count, who is about to die, the day's deaths; the day panel adds the vote in progress."""
    from grimoire_app.ui.town_square.public import LiveVote

    session = known_session(library, tmp_path)
    session.record(advance(session.state))
    ids = {s.name: s.id for s in session.state.seats}
    session.record(Nominated(nominator=ids["민수"], nominee=ids["지현"]))
    session.record(VoteRecorded(nominee=ids["지현"], voters=(ids["민수"], ids["서준"], ids["하은"], ids["수아"])))
    public = PublicTownSquare(session, "ko")
    qtbot.addWidget(public)
    texts = public.visible_texts()
    assert {"민수 → 지현: 4표", "곧 처형: 지현", "사망: 지호"} <= set(texts), "지호 died last night"
    public.set_live_vote(LiveVote("도윤", 2, 4))
    assert {"도윤 투표", "표 2 / 필요 4"} <= set(public.visible_texts()), "issue 19: the vote takes the middle"
    public.set_live_vote(LiveVote("도윤", None, 4))
    assert "도윤에 대한 투표 중(눈을 감고)" in public.visible_texts()
    public.set_live_vote(None)
    assert not any("투표 중" in line or line in ("도윤 투표", "표 2 / 필요 4") for line in public.visible_texts())


def test_without_the_day_facts_no_count_is_shown(library: Library, tmp_path: Path) -> None:
    """public_view(state) alone cannot know whether a vote was secret, so it shows no count."""
    from grimoire_app.ui.town_square.public import public_view

    session = known_session(library, tmp_path)
    session.record(advance(session.state))
    ids = {s.name: s.id for s in session.state.seats}
    session.record(Nominated(nominator=ids["민수"], nominee=ids["지현"]))
    session.record(VoteRecorded(nominee=ids["지현"], voters=(ids["민수"],)))
    assert [n.votes for n in public_view(session.state).nominations] == [None]


def test_the_public_window_is_never_deleted_by_the_garbage_collector(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A parentless window kept only by a garbage cycle was deleted by gc in the middle of its own
    paintEvent (a use-after-free seen as a segfault between tests); it now lives until its grimoire goes."""
    import gc

    from PySide6.QtWidgets import QMainWindow
    from shiboken6 import Shiboken

    from grimoire_app.ui import public_window
    from grimoire_app.ui.town_square.panel import TownSquarePanel
    from tests.ui.town_square.square_helpers import known_session

    def open_and_forget() -> tuple[QMainWindow, int]:
        window = QMainWindow()
        panel = TownSquarePanel(known_session(library, tmp_path), "ko")
        window.setCentralWidget(panel)
        window.show()
        public = panel.open_public_window()
        return window, id(public)

    window, public_id = open_and_forget()
    gc.collect()
    [public] = [w for w in public_window._OPEN if id(w) == public_id]
    assert Shiboken.isValid(public) and public.isVisible()
    public.repaint()
    window.close()
    window.deleteLater()
    qtbot.waitUntil(lambda: not Shiboken.isValid(public), timeout=2000)
    assert public not in public_window._OPEN
