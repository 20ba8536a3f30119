"""The night panel on Bad Moon Rising's good characters: the Gossip's Storyteller pick and the Exorcist (docs/rules)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightChoice, PublicAct, ReminderPlaced
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to
from tests.ui.night_panel.night_helpers import click, click_row, click_seat, events_since, show_table, start

PLAYERS = ("A=sailor", "B=chambermaid", "C=exorcist", "D=gossip", "E=po", "F=assassin", "G=fool")


def test_gossip_pick_is_recorded_from_the_panel(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/gossip.md test 1 in the panel: night 2 the Storyteller clicks B at the Gossip's step: DEAD by B."""
    game = advance_to(bmr_table(library, *PLAYERS), "day", 1)
    game.record(PublicAct(act="gossip_statement", seat=seat_of(game, "D"), text="E is the Demon"))
    advance(game)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    click_row(qtbot, shown.night, "gossip")
    victim = seat_of(game, "B")
    click_seat(qtbot, shown.square, victim)
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, shown.night.choice.record)
    choice, dead = events_since(session, before)
    assert isinstance(choice, NightChoice) and choice.character == "gossip" and choice.players == (victim,)
    assert isinstance(dead, ReminderPlaced) and (dead.seat, dead.token) == (victim, "Dead")


def test_exorcist_choice_from_the_panel_puts_the_demon_to_sleep(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/exorcist.md test 1 in the panel: night 2 C clicks the Po E: CHOSEN by E, the Po's step skipped."""
    from grimoire_app.systems.botc.tonight import tonight_sheet

    game = advance_to(bmr_table(library, *PLAYERS), "night", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    click_row(qtbot, shown.night, "exorcist")
    demon = seat_of(game, "E")
    click_seat(qtbot, shown.square, demon)
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, shown.night.choice.record)
    choice, chosen = events_since(session, before)
    assert isinstance(choice, NightChoice) and choice.players == (demon,)
    assert isinstance(chosen, ReminderPlaced) and (chosen.seat, chosen.token) == (demon, "Chosen")
    po = next(s for s in tonight_sheet(session.game) if s.id == "po")  # type: ignore[arg-type]
    assert po.status == "skipped" and "exorcised" in po.reason_codes()
