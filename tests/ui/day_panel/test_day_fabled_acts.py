"""The Doomsayer's call and the Fiddler's contest through the day panel (docs/rules/doomsayer.md test 6, fiddler.md test 5)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from PySide6.QtWidgets import QWidget

from grimoire_app.model import Library
from grimoire_app.systems.botc.day import available_acts
from grimoire_app.systems.botc.events import FabledAdded, GameEnded, PlayerDied, PublicAct
from grimoire_app.ui.session import GameSession
from tests.systems.botc.fabled_prompt_helpers import SEVEN, fabled_table
from tests.ui.day_panel.day_panel_helpers import Table


def session_of(library: Library, tmp_path: Path, fabled: str | None, players: tuple[str, ...], day: int = 1) -> GameSession:
    game = fabled_table(library, fabled, players, ("day", day))
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    return session


def act_button(t: Table, kind: str) -> bool:
    button = t.panel.findChild(QWidget, f"day-act-{kind}")
    return button is not None and button.isVisible()


def test_the_doomsayer_call_by_clicks_kills_the_player_the_storyteller_picks(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/doomsayer.md test 6: act → caller s2 → the prompt offers the good players; s4 picked → s4 dies; Undo restores."""
    t = Table(qtbot, session_of(library, tmp_path, "doomsayer", SEVEN), "en")
    t.click("day-act-doomsayer_call")
    start = len(t.game.events)
    t.click_seat("s2")
    title, body = t.prompt()
    assert title == "Doomsayer" and "s2 calls for doom" in body
    options = [w.objectName() for w in t.panel.prompt_box.group.buttons()]
    assert options == ["day-option-s1", "day-option-s2", "day-option-s3", "day-option-s4", "day-option-s5"]
    assert not t.panel.prompt_box.yes.isEnabled()
    t.click("day-option-s4")
    t.click("day-prompt-yes")
    recorded = t.events_since(start)
    assert recorded[0] == PublicAct(act="doomsayer_call", seat=t.id("s2"))
    assert [(e.seat, e.cause.character) for e in recorded if isinstance(e, PlayerDied)] == [(t.id("s4"), "doomsayer")]
    assert not t.game.state.seat(t.id("s4")).alive and t.prompt() == ("", "")
    t.session.undo()
    assert t.game.state.seat(t.id("s4")).alive


def test_the_doomsayer_is_not_offered_without_it_in_play(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/doomsayer.md test 4 in the panel: no Doomsayer in play → no button."""
    t = Table(qtbot, session_of(library, tmp_path, None, SEVEN), "en")
    assert not act_button(t, "doomsayer_call") and not act_button(t, "fiddler_contest")


def test_the_fiddler_contest_by_clicks_ends_the_game_for_the_chosen_players_team(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/fiddler.md test 5: act → the Demon s6 → s3; s3 picked → the victory prompt says good wins; End records it."""
    t = Table(qtbot, session_of(library, tmp_path, "fiddler", SEVEN[:4] + ("s5=poisoner", "s6=imp"), day=2), "en")
    assert act_button(t, "fiddler_contest") and not act_button(t, "fiddler_winner")
    t.click("day-act-fiddler_contest")
    t.click_seat("s6")
    t.click_seat("s3")
    title, body = t.prompt()
    assert title == "Fiddler" and "the Demon s6 has chosen s3" in body
    assert [w.objectName() for w in t.panel.prompt_box.group.buttons()] == ["day-option-s6", "day-option-s3"]
    t.click("day-option-s3")
    t.click("day-prompt-yes")
    assert [e.act for e in t.game.events if isinstance(e, PublicAct)] == ["fiddler_contest", "fiddler_winner"]
    title, body = t.prompt()
    assert "The table chose s3 in the Fiddler's contest" in body
    t.click("day-prompt-yes")
    ended = t.game.events[-1]
    assert isinstance(ended, GameEnded) and ended.winner == "good"
    assert "fiddler_contest" not in available_acts(t.game)  # once per game


def test_the_deus_ex_fiasco_reminds_before_the_game_ends_without_a_whoopsie(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/deusexfiasco.md test 4 in the panel: the Fiddler's contest ends the game; before GameEnded the Deus ex Fiasco's
    reminder shows (one OK button); OK → the result is recorded."""
    game = fabled_table(library, "fiddler", SEVEN, ("day", 1))
    game.record(FabledAdded(character="deusexfiasco"))
    session = GameSession(library)
    session.start(game.script, tmp_path / "day.grimoire", tuple(game.events))
    t = Table(qtbot, session, "en")
    t.click("day-act-fiddler_contest")
    t.click_seat("s7")
    t.click_seat("s1")
    t.click("day-option-s7")
    t.click("day-prompt-yes")
    t.click("day-prompt-yes")  # end the game: evil wins
    title, body = t.prompt()
    assert title == "Deus ex Fiasco" and "never admitted" in body and not t.panel.prompt_box.no.isVisible()
    t.click("day-prompt-yes")
    ended = t.game.events[-1]
    assert isinstance(ended, GameEnded) and ended.winner == "evil"


def test_hells_librarian_by_clicks_places_something_bad(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/hellslibrarian.md test 1 in the panel: the act, s4 clicked, Accept → SOMETHING BAD by s4; Undo takes it off."""
    t = Table(qtbot, session_of(library, tmp_path, "hellslibrarian", SEVEN), "en")
    t.click("day-act-hellslibrarian_spoke")
    t.click_seat("s4")
    assert t.prompt()[0] == "Hell's Librarian" and "s4 spoke after you asked for silence" in t.prompt()[1]
    t.click("day-prompt-yes")
    assert [(r.character, r.token) for r in t.game.state.seat(t.id("s4")).reminders] == [("hellslibrarian", "Something Bad")]
    t.session.undo()
    assert t.game.state.seat(t.id("s4")).reminders == ()
