"""The game file: header + one JSON line per event, torn-tail recovery, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.model.errors import SaveFileError
from grimoire_app.systems.botc.events import NoteWritten
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.systems.botc.files import read_botc_journal, open_game, save_game_as
from tests.builders import seat_of, table
from tests.hostile import hostile_text, with_placeholders


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
        read_botc_journal(tmp_path / "nothing.grimoire")


def test_journal_create_is_atomic_and_appends_are_lines(tmp_path: Path, library: Library) -> None:
    game = table(library, "001", "a=sage")
    path = tmp_path / "sub" / "g.grimoire"
    journal = Journal.create(path, new_header(game.script), game.events)
    journal.append(NoteWritten(text="x"))
    assert read_botc_journal(path).events == (*game.events, NoteWritten(text="x"))
    assert not list(path.parent.glob("*.tmp"))


def test_the_game_system_is_read_from_the_header_line_alone(saved, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from grimoire_app.model.saves import game_system

    _, path = saved
    path.write_bytes(path.read_bytes() + b"{not an event")
    assert game_system(path) == "botc"
    with pytest.raises(SaveFileError, match="nothing.grimoire: cannot be read"):
        game_system(tmp_path / "nothing.grimoire")


def test_trailing_and_inner_blank_lines_and_a_bom_are_accepted(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: a blank line at the end (an editor's) made the game unopenable; a BOM too."""
    game, path = saved
    lines = path.read_bytes().split(b"\n")
    path.write_bytes(b"\xef\xbb\xbf" + b"\n".join(lines[:2] + [b"", b"  \r"] + lines[2:]) + b"\n\n\r\n")
    reopened = open_game(path, library)
    assert reopened.dropped is None and reopened.game.events == game.events
    reopened.game.record(NoteWritten(text="after the blank lines"))
    assert open_game(path, library, writable=False).game.events[-1] == NoteWritten(text="after the blank lines")


def test_a_replay_refusal_names_the_file_and_the_line(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    """docs/save-format.md: an event that does not replay (an unknown seat) is refused naming the line."""
    _, path = saved
    lines = path.read_text(encoding="utf-8").splitlines()
    bad = '{"type":"player_died","seat":"s99","cause":{"kind":"demon"}}'
    path.write_text("\n".join(lines[:3] + [bad, '{"type":"undo"}', bad] + lines[3:]) + "\n", encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        open_game(path, library)
    assert str(caught.value) == f"{path}: line 6: the event does not replay (no seat with id 's99')"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ('{"type":"note_written","text":"' + "9" * 2000 + '"}', None),
        ('{"type":"note_written","text":' + "9" * 5000 + "}", "line 3: expected an event as one JSON object (line 1 column 31: a number of more than 4,300 digits"),
        ('{"type":"note_written","text":' + "[" * 100_000 + "]" * 100_000 + "}", "line 3: expected an event as one JSON object (nested too deeply to read"),
        ('{"type":"note_written","text":"\\ud800"}', "line 3: $.text: a lone surrogate '\\ud800'"),
        (b'{"type":"note_written","text":"\xff"}', "line 3: expected an event as one JSON object (byte 31: not UTF-8 text)"),
        ('{"type":"note_written","text":"' + "x" * 2001 + '"}', "line 3: expected an event (event.note_written.text: more than 2,000 characters"),
    ],
)
def test_hostile_lines_are_refused_naming_the_line(saved, library: Library, line: str | bytes, expected: str | None) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: huge integers, 100,000-deep nesting, lone surrogates, NUL, non-UTF-8: SaveFileError naming the line."""
    _, path = saved
    lines = path.read_bytes().split(b"\n")
    raw = line.encode() if isinstance(line, str) else line
    path.write_bytes(b"\n".join(lines[:2] + [raw] + lines[2:]))
    if expected is None:
        assert open_game(path, library).game.events[1] == NoteWritten(text="9" * 2000)
        return
    with pytest.raises(SaveFileError) as caught:
        open_game(path, library)
    assert str(path) in str(caught.value) and expected in str(caught.value)
    assert len(str(caught.value)) < 600


def test_a_nul_character_the_app_may_have_written_reopens(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    """A note with a NUL (pasted) is written escaped; unlike a script, a game file keeps it and reopens."""
    game, path = saved
    game.record(NoteWritten(text="a\x00b"))
    assert open_game(path, library).game.events[-1] == NoteWritten(text="a\x00b")


def test_a_complete_last_line_with_a_lone_surrogate_is_refused_not_torn(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    """A last line that parses is checked like any other; only one that does not parse is a torn write."""
    _, path = saved
    path.write_bytes(path.read_bytes() + b'{"type":"note_written","text":"\\udfff"}')
    with pytest.raises(SaveFileError, match=r"line \d+: \$\.text: a lone surrogate"):
        open_game(path, library)
    path.write_bytes(path.read_bytes()[: -len(b'{"type":"note_written","text":"\\udfff"}')] + b'{"type":"note_wr' + b"9" * 5000)
    assert open_game(path, library, writable=False).dropped is not None


@st.composite
def hostile_line(draw: st.DrawFn) -> str:
    """An event line (or an undo, or a header-like object) with hostile fragments in some fields."""
    shapes = [
        {"type": "note_written", "text": "x", "seat": "s1"},
        {"type": "player_died", "seat": "s1", "cause": {"kind": "demon", "character": "fanggu"}},
        {"type": "reminder_placed", "reminder": "r9", "seat": "s1", "character": "poisoner", "token": "Poisoned"},
        {"type": "phase_advanced", "to": {"kind": "night", "number": 1}},
        {"type": "undo"},
    ]
    return draw(hostile_text(with_placeholders(draw, draw(st.sampled_from(shapes)), 0.4))).removeprefix("\ufeff")


@settings(max_examples=80, deadline=2000)
@given(st.data())
def test_hostile_save_lines_open_or_give_a_save_file_error(library: Library, tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    """Issue 14: a hostile line anywhere (header, middle, last): an opened game or a SaveFileError, each under 2 s."""
    game = table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu", "하은=klutz", "도윤=seamstress")
    path = tmp_path_factory.mktemp("hostile") / "game.grimoire"
    save_game_as(game, path, new_header(game.script))
    lines = path.read_text(encoding="utf-8").splitlines()
    where = data.draw(st.integers(0, len(lines)))
    if where == 0:
        header = json.loads(lines[0])
        lines[0] = data.draw(hostile_text(with_placeholders(data.draw, header, 0.02)))
    else:
        lines.insert(where, data.draw(hostile_line()))
    ending = data.draw(st.sampled_from(["\n", "", "\n\n"]))
    path.write_text("\n".join(lines) + ending, encoding="utf-8")
    try:
        opened = open_game(path, library, writable=False)
    except SaveFileError as error:
        assert str(error).startswith(str(path)) and len(str(error)) < 2000
        str(error).encode("utf-8")
    else:
        assert opened.game.state is not None


def test_a_bad_embedded_script_names_line_1_and_the_entry(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    """The script in the header is checked with the script limits; the refusal names line 1 and the entry."""
    _, path = saved
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["script"][0]["name"] = "x" * 201
    path.write_text("\n".join([json.dumps(header)] + lines[1:]) + "\n", encoding="utf-8")
    with pytest.raises(SaveFileError, match=r"line 1 \(the embedded script\): entry 0 \(_meta\)\.name: more than 200 characters"):
        open_game(path, library)
