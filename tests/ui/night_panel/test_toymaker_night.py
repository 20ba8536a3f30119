"""The Toymaker in the night panel: the Imp may be recorded choosing nobody, with no warning (docs/rules/toymaker.md test 6)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import BluffsSet, FabledAdded, NightChoice
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to
from tests.ui.night_panel.night_helpers import click, click_row, show_table, start

TEENSY = ("A=washerwoman", "B=empath", "C=chef", "D=poisoner", "E=imp", "F=virgin")


def night_2_session(library: Library, folder: Path, toymaker: bool) -> tuple[Game, GameSession]:
    game = tb_game(library, *TEENSY)
    game.record(BluffsSet(characters=("librarian", "investigator", "mayor")))
    if toymaker:
        game.record(FabledAdded(character="toymaker"))
    advance_to(game, "night", 2)
    return game, start(library, folder, game)


def test_the_imp_declines_with_one_click_under_the_toymaker(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/toymaker.md test 6: night 2, the Imp's row says it may choose nobody; Record with nobody chosen
    records the Imp's empty choice with no warning and no override."""
    game, session = night_2_session(library, tmp_path, toymaker=True)
    shown = show_table(qtbot, session, lang="en")
    night = shown.night
    click_row(qtbot, night, "imp")
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    recorded = session.game.events[before:]  # type: ignore[union-attr]
    assert [type(e) for e in recorded] == [NightChoice]
    choice = recorded[0]
    assert isinstance(choice, NightChoice) and choice.players == () and choice.seat == seat_of(game, "E") and choice.override is None
    assert not night.choice.warnings.isVisible()


def test_without_the_toymaker_an_empty_imp_choice_is_warned(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/toymaker.md test 6: the same click without the Toymaker shows the count warning and records nothing."""
    game, session = night_2_session(library, tmp_path, toymaker=False)
    shown = show_table(qtbot, session, lang="en")
    night = shown.night
    click_row(qtbot, night, "imp")
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    assert len(session.game.events) == before  # type: ignore[union-attr]
    assert night.choice.warnings.isVisible() and night.choice.warnings.text()
