"""The night panel runs a Sects & Violets information step whose answer is two characters (issue 16).

docs/rules/dreamer.md test 1: the Dreamer chose the Sage; the suggested pair (Sage, Evil Twin) is the starred
button, and one click records the two characters.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import InfoShown, NightChoice
from tests.builders import seat_of, to_phase
from tests.systems.botc.snv_helpers import snv_table
from tests.ui.night_panel.night_helpers import answer_button, click, click_row, show_table, start


def test_dreamer_pair_is_one_click(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = snv_table(library, "a=clockmaker", "b=witch", "c=sage", "d=dreamer", "e=nodashii", "f=klutz", "g=mathematician")
    to_phase(game, "night", 1)
    game.record(NightChoice(seat=seat_of(game, "d"), character="dreamer", players=(seat_of(game, "c"),)))
    session = start(library, tmp_path, game)
    night = show_table(qtbot, session).night
    click_row(qtbot, night, "dreamer")
    pair = answer_button(night, "Sage, Evil Twin")
    assert pair.text() == "★ Sage, Evil Twin"
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, pair)
    recorded = list(session.game.events[before:])  # type: ignore[union-attr]
    assert recorded == [InfoShown(seat=seat_of(game, "d"), info="answer", characters=("sage", "eviltwin"), step="dreamer")]


def test_cerenovus_evil_character_warns_before_record(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/cerenovus.md test 6: choosing q1 and the Witch, Record records nothing and shows the warning
    (the one check: tonight.check_choice, which Game.check asks too); "record anyway" records it as an override."""
    from tests.ui.night_panel.night_helpers import click_entry, click_seat, events_since

    game = snv_table(library, "a=cerenovus", "b=nodashii", "c=witch", "q1=sage", "q2=savant", "q3=oracle")
    to_phase(game, "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "cerenovus")
    q1 = seat_of(game, "q1")
    click_seat(qtbot, shown.square, q1)
    click_entry(qtbot, night.choice.characters, "witch")
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, night.choice.record)
    assert events_since(session, before) == []
    assert night.choice.warnings.isVisible() and "Witch" in night.choice.warnings.text()
    click(qtbot, night.choice.anyway)
    choice = events_since(session, before)[0]
    assert isinstance(choice, NightChoice) and choice.characters == ("witch",) and choice.override
    assert not night.choice.warnings.isVisible()
