"""The reminder tray lists the script's reminders, in-play characters first, then global ones."""

from __future__ import annotations

from pathlib import Path

from grimoire_app.model import Library
from grimoire_app.ui.reminder_tray import TrayToken, character_sections, reminder_sections
from grimoire_app.ui.town_square.faces import Faces
from tests.ui.town_square.square_helpers import known_session


def test_in_play_first_then_the_script_then_global(library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    faces = Faces(session.game.script, library, "ko")  # type: ignore[union-attr]
    sections = reminder_sections(session.state, faces)
    assert [s.title_key for s in sections] == ["square.tray.in_play", "square.tray.script", "square.tray.global"]
    playing = [t.character for t in sections[0].tokens]
    assert playing[:3] == ["noble", "poisoner", "fortuneteller"]
    assert TrayToken("reminder", "poisoner", "Poisoned") in sections[0].tokens
    assert TrayToken("reminder", "witch", "Cursed") in sections[1].tokens
    assert all(faces.character(t.character).reminders for t in sections[2].tokens)  # type: ignore[union-attr]
    assert TrayToken("reminder", "philosopher", "Is The Philosopher") in sections[2].tokens


def test_tooltips_say_what_a_token_means(library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    faces = Faces(session.game.script, library, "ko")  # type: ignore[union-attr]
    meaning = faces.meaning("poisoner", "Poisoned")
    assert meaning.startswith("중독 (독살범)") and "중독" in meaning.splitlines()[1]


def test_characters_by_team(library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    faces = Faces(session.game.script, library, "en")  # type: ignore[union-attr]
    keys = [s.title_key for s in character_sections(session.state, faces)]
    assert keys[:4] == ["team.townsfolk", "team.outsider", "team.minion", "team.demon"]


def test_fabled_in_play_offer_their_reminders_with_the_characters_in_play(library: Library, tmp_path: Path) -> None:
    """docs/rules/fabled-loric.md: a Fabled in play is part of the game, so its tokens (the Angel's PROTECTED and
    SOMETHING BAD, the Storm Catcher's STORMCAUGHT) are in the "in play" section and placeable on a seat."""
    from grimoire_app.systems.botc.commands import place_reminder
    from grimoire_app.systems.botc.events import FabledAdded

    session = known_session(library, tmp_path)
    game = session.game
    assert game is not None
    faces = Faces(game.script, library, "ko")
    assert not any(t.character == "angel" for s in reminder_sections(session.state, faces) for t in s.tokens)
    session.record(FabledAdded(character="angel"))
    session.record(FabledAdded(character="stormcatcher"))
    first = reminder_sections(session.state, faces)[0]
    assert first.title_key == "square.tray.in_play"
    assert {TrayToken("reminder", "angel", "Protected"), TrayToken("reminder", "angel", "Something Bad"), TrayToken("reminder", "stormcatcher", "Stormcaught")} <= set(first.tokens)
    seat = session.state.seats[0].id
    assert session.record(place_reminder(session.state, seat, "angel", "Protected")) is not None
    assert any(r.character == "angel" for r in session.state.seat(seat).reminders)
