"""The day side of the night Travellers through the day panel: the Cacklejack's choice, the Gnome's amigo
(docs/rules/cacklejack.md test 1, gnome.md test 2), driven by clicks."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import PlayerDied, PublicAct, ReminderPlaced
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, mark
from tests.systems.botc.tonight.test_travellers_night import TBP, seated
from tests.ui.day_panel.day_panel_helpers import Table


def day_table(qtbot: QtBot, library: Library, folder: Path, character: str) -> Table:
    """The Trouble Brewing table with the Poisoner and one good Traveller T, on day 1, in the day panel."""
    game = advance_to(seated(tb_game(library, *TBP), "T", character), "day", 1)
    if character == "gnome":
        mark(game, "s2", "gnome", "Amigo")
    session = GameSession(library)
    session.start(game.script, folder / "day.grimoire", tuple(game.events))
    return Table(qtbot, session, "en")


def test_the_cacklejack_choice_by_clicks_places_not_me(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/cacklejack.md test 1 by clicks: act → the Cacklejack T → s3; the prompt says NOT ME; yes places it."""
    t = day_table(qtbot, library, tmp_path, "cacklejack")
    start = len(t.game.events)
    t.click("day-act-cacklejack_choice")
    t.click_seat("T")
    t.click_seat("s3")
    assert "put NOT ME by s3" in t.prompt()[1]
    t.click("day-prompt-yes")
    recorded = t.events_since(start)
    assert recorded[0] == PublicAct(act="cacklejack_choice", seat=t.id("T"), players=(t.id("s3"),))
    assert any(isinstance(e, ReminderPlaced) and (e.seat, e.token) == (t.id("s3"), "Not Me") for e in recorded)


def test_the_gnome_kills_the_amigo_nominator_by_clicks(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/gnome.md test 2 by clicks: s5 nominates the amigo s2 → the Gnome's prompt; yes → s5 dies (gnome)."""
    t = day_table(qtbot, library, tmp_path, "gnome")
    start = len(t.game.events)
    t.nominate("s5", "s2")
    assert "amigo" in t.prompt()[1]
    t.click("day-prompt-yes")
    died = [e for e in t.events_since(start) if isinstance(e, PlayerDied)]
    assert [(e.seat, e.cause.character) for e in died] == [(seat_of(t.game, "s5"), "gnome")]
