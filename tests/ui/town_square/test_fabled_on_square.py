"""Fabled and Loric on the square and in the public window (docs/rules/fabled-loric.md): add, remove, undo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import FabledAdded, FabledRemoved, Phase
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.character_picker import CharacterChoice
from grimoire_app.ui.session import GameSession
from tests.builders import to_phase
from tests.ui.town_square.square_helpers import show_panel

TB_PLAYERS = ("민수=washerwoman", "지현=poisoner", "서준=imp", "하은=butler", "도윤=chef", "수아=empath", "지호=monk")


def tb_session_on_night_2(library: Library, folder: Path) -> GameSession:
    """A 7-player Trouble Brewing game (the bundled script) advanced to night 2."""
    script = load_script(paths.resources_dir() / "scripts" / "tb-trouble-brewing.json", library)
    game = Game(script, library)
    for player in TB_PLAYERS:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character_id)))
    to_phase(game, "night", 2)
    session = GameSession(library)
    session.start(game.script, folder / "tb.grimoire", tuple(game.events))
    return session


def test_a_fabled_added_on_night_2_through_the_square_menu_shows_and_undo_removes_it(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/fabled-loric.md test 7: the Spirit of Ivory added on night 2 of a TB game, shown to all, undone."""
    session = tb_session_on_night_2(library, tmp_path)
    asked: list[list[str]] = []

    def pick(title: str, first: list[str], allow_none: bool) -> CharacterChoice:
        asked.append(first)
        return CharacterChoice("spiritofivory")

    window, panel = show_panel(qtbot, session, "en", pick=pick)
    public = panel.open_public_window()
    qtbot.addWidget(public)
    assert session.state.phase == Phase(kind="night", number=2)
    panel.actions_by_key["square.action.add_fabled"].trigger()
    assert session.game.events[-1] == FabledAdded(character="spiritofivory")  # type: ignore[union-attr]
    assert asked[0][0] == "angel" and "chef" not in asked[0] and len(asked[0]) == 25
    item = panel.scene.fabled["spiritofivory"]
    assert item.face.token.name == "Spirit of Ivory" and item.isVisible()
    assert "(public)" in item.toolTip() and "evil" in item.toolTip().lower()
    assert "Spirit of Ivory" in public.visible_texts()
    session.undo()
    assert panel.scene.fabled == {} and session.state.fabled == ()
    assert "Spirit of Ivory" not in public.visible_texts()


def test_a_fabled_in_play_is_not_offered_again_and_its_menu_takes_it_out(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/fabled-loric.md test 8: the Sentinel's token menu removes it; undo puts it back."""
    session = tb_session_on_night_2(library, tmp_path)
    offered: list[list[str]] = []

    def pick(title: str, first: list[str], allow_none: bool) -> CharacterChoice | None:
        offered.append(first)
        return CharacterChoice("sentinel") if len(offered) == 1 else None

    window, panel = show_panel(qtbot, session, "ko", pick=pick)
    panel.actions_by_key["square.action.add_fabled"].trigger()
    panel.actions_by_key["square.action.add_fabled"].trigger()
    assert session.state.fabled == ("sentinel",) and "sentinel" not in offered[1]
    assert panel.scene.fabled["sentinel"].face.token.name == "보초"
    remove = panel.fabled_menu("sentinel").findChild(QAction, "fabled.remove")
    assert remove is not None
    remove.trigger()
    assert session.game.events[-1] == FabledRemoved(character="sentinel")  # type: ignore[union-attr]
    assert panel.scene.fabled == {}
    session.undo()
    assert list(panel.scene.fabled) == ["sentinel"]


def test_fabled_tokens_sit_in_the_corner_clear_of_every_seat(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/fabled-loric.md: two Fabled in the top-left corner, outside the circle of seats."""
    session = tb_session_on_night_2(library, tmp_path)
    session.record(FabledAdded(character="sentinel"))
    session.record(FabledAdded(character="djinn"))
    window, panel = show_panel(qtbot, session, "en")
    fabled = [item.sceneBoundingRect() for item in panel.scene.fabled.values()]
    assert len(fabled) == 2 and fabled[0].center().x() < fabled[1].center().x()
    for seat in panel.scene.seats.values():
        assert not any(seat.mapToScene(seat.shape()).intersects(rect) for rect in fabled), seat.face.player


def test_ctrl_shift_f_adds_a_fabled_wherever_the_focus_is(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/fabled-loric.md ("at any time"): the key pressed at the window reaches "Add Fabled or Loric…" even
    while the tray's search line has the focus; the one-letter square keys stay the square's (typing "k" there kills nobody)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    session = tb_session_on_night_2(library, tmp_path)
    asked: list[str] = []

    def pick(title: str, first: list[str], allow_none: bool) -> CharacterChoice:
        asked.append(title)
        return CharacterChoice("djinn")

    window, panel = show_panel(qtbot, session, "en", pick=pick)
    panel.scene.select(session.state.seats[0].id)
    panel.tray.search.setFocus()
    qtbot.waitUntil(lambda: panel.tray.search.hasFocus())
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_K)
    assert panel.tray.search.text() == "k" and all(seat.alive for seat in session.state.seats)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(asked) == 1 and session.state.fabled == ("djinn",)
