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
