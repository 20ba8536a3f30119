"""Faces keep the last face made for each seat and reminder (issue 20: recording at night redraws the square after every
event). A kept face must be the face a fresh Faces makes: at every state of demo games, walked forward and back (as
undo and redo do), and on the live square after events recorded and undone."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.scene import TownSquareScene
from grimoire_app.ui.town_square.snapshot import square_picture
from tests.conftest import seed_script
from tests.ui.town_square.test_square_snapshot import DEMOS, SIZE, _drawn


@pytest.mark.parametrize("lang", ["ko", "en"])
@pytest.mark.parametrize("demo", DEMOS, ids=[demo[0] for demo in DEMOS])
def test_a_kept_faces_pictures_every_state_as_a_fresh_one_forward_and_back(library: Library, lang: Lang, demo: tuple[str, int, int, int, int, int]) -> None:
    key, players, seed, nights, travellers, fabled = demo
    game = demo_game(seed_script(library, key), library, players, seed, nights, travellers, fabled)
    kept = Faces(game.script, library, lang, game)
    count = len(game.events)
    walk = [*range(count + 1), *range(count, -1, -1), *range(0, count + 1, 7)]
    for n in walk:
        state = game.state_at(n)
        assert square_picture(state, kept).seats == square_picture(state, Faces(game.script, library, lang)).seats, n
        assert square_picture(state, kept).reminders == square_picture(state, Faces(game.script, library, lang)).reminders, n


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_the_live_square_after_record_undo_and_redo_draws_what_a_fresh_scene_draws(qtbot: QtBot, library: Library, tmp_path: Path, lang: Lang) -> None:
    game = demo_game(seed_script(library, "000"), library, 15, 3, 2)
    session = GameSession(library)
    session.start(game.script, tmp_path / "demo.grimoire", tuple(game.events))
    window = MainWindow(library, lang, session)
    qtbot.addWidget(window)
    window.square.scene.set_size(*SIZE)
    seats = [seat for seat in session.state.seats if seat.character is not None]
    first, second = seats[0], seats[1]
    assert first.character is not None

    def fresh() -> dict[str, object]:
        scene = TownSquareScene(Faces(game.script, library, lang, session.game))
        scene.set_size(*SIZE)
        scene.sync(session.state)
        return _drawn(scene)

    window.square.scene.sync(session.state)
    assert _drawn(window.square.scene) == fresh()
    for event in (place_reminder(session.state, second.id, first.character, "Poisoned"), kill(second.id)):
        session.record(event, override=True)
        assert _drawn(window.square.scene) == fresh()
        session.undo()
        assert _drawn(window.square.scene) == fresh()
        session.redo()
        assert _drawn(window.square.scene) == fresh()
