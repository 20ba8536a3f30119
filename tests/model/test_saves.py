"""The game file: header + one JSON line per event, torn-tail recovery, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.model.commands import kill, place_reminder
from grimoire_app.model.errors import SaveFileError
from grimoire_app.model.events import NoteWritten
from grimoire_app.model.game import Game
from grimoire_app.model.saves import Journal, new_header, open_game, read_journal, save_game_as
from tests.builders import seat_of, table


@pytest.fixture
def saved(library: Library, tmp_path: Path) -> tuple[Game, Path]:
    game = table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu", "하은=klutz", "도윤=seamstress")
    path = tmp_path / "game.grimoire"
    save_game_as(game, path, new_header(game.script, created_at="2026-11-29T12:00:00+00:00"))
    return game, path


def test_every_recorded_event_is_a_line_and_reopens_to_the_same_state(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    game, path = saved
    game.record(place_reminder(game.state, seat_of(game, "민수"), "poisoner", "Poisoned"))
    game.record(kill(seat_of(game, "하은"), "demon", "fanggu"))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + len(game.events)
    header = json.loads(lines[0])
    assert header["format"] == "grimoire-journal" and header["format_version"] == 1
    assert header["script"][0] == {"id": "_meta", "name": "종파와 마약", "author": "Lantern / Eric"}
    reopened = open_game(path, library)
    assert reopened.dropped is None and reopened.game.events == game.events and reopened.game.state == game.state


def test_undo_is_journalled_and_reopening_keeps_it_undone(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    game, path = saved
    game.record(NoteWritten(text="kept"))
    game.record(NoteWritten(text="undone"))
    game.undo()
    assert path.read_text(encoding="utf-8").splitlines()[-1] == '{"type":"undo"}'
    assert open_game(path, library).game.events == game.events


def test_a_torn_last_line_is_dropped_reported_and_set_aside_on_continuing(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    game, path = saved
    game.record(NoteWritten(text="the last one"))
    data = path.read_bytes()
    path.write_bytes(data[:-7])
    opened = open_game(path, library)
    assert opened.game.events == game.events[:-1]
    assert opened.dropped is not None and "torn last line of" in opened.dropped
    assert path.read_bytes() == data[:-7], "opening never rewrites the file"
    opened.game.record(NoteWritten(text="continued"))
    assert path.with_name(path.name + ".torn").read_bytes() == data[:-7]
    assert open_game(path, library).game.events[-1] == NoteWritten(text="continued")


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        (lambda lines: ["{not json"] + lines[1:], "line 1: expected the header as one JSON object"),
        (lambda lines: [lines[0].replace('"format_version":1', '"format_version":99')] + lines[1:], "line 1: unknown format version 99"),
        (lambda lines: [lines[0].replace("grimoire-journal", "something-else")] + lines[1:], "line 1: expected a grimoire-journal header"),
        (lambda lines: lines[:2] + ["[1, 2]"] + lines[2:], "line 3: expected an event object, got list"),
        (lambda lines: lines[:2] + ['{"type": "teleported"}'] + lines[2:], "line 3: expected an event"),
        (lambda lines: lines[:2] + ['{"type": "player_died", "seat": "zz", "cause": {"kind": "demon"}}'], "no seat with id 'zz'"),
    ],
)
def test_damage_before_the_last_line_is_a_clear_error(saved, library: Library, damage, expected: str) -> None:  # type: ignore[no-untyped-def]
    _, path = saved
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(damage(lines)) + "\n", encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        open_game(path, library)
    assert str(path) in str(caught.value) and expected in str(caught.value)


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="nothing.grimoire: cannot be read"):
        read_journal(tmp_path / "nothing.grimoire")


def test_journal_create_is_atomic_and_appends_are_lines(tmp_path: Path, library: Library) -> None:
    game = table(library, "001", "a=sage")
    path = tmp_path / "sub" / "g.grimoire"
    journal = Journal.create(path, new_header(game.script), game.events)
    journal.append(NoteWritten(text="x"))
    assert read_journal(path).events == (*game.events, NoteWritten(text="x"))
    assert not list(path.parent.glob("*.tmp"))


def test_the_game_system_is_read_from_the_header_line_alone(saved, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from grimoire_app.model.saves import game_system

    _, path = saved
    path.write_bytes(path.read_bytes() + b"{not an event")
    assert game_system(path) == "botc"
    with pytest.raises(SaveFileError, match="nothing.grimoire: cannot be read"):
        game_system(tmp_path / "nothing.grimoire")
