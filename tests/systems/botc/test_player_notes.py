"""Free-text notes per player (issue 19): PlayerNoteChanged, its fold, undo, the save file and its errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError, SaveFileError
from grimoire_app.model.saves import new_header
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import GameEnded, PlayerNoteChanged, SeatMoved, SeatRemoved, SeatsSwapped
from grimoire_app.systems.botc.files import open_game, save_game_as
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.notes import NOTE_LIMIT, notes_of, set_note, short_note
from grimoire_app.systems.botc.state_json import state_as_json
from grimoire_app.ui.town_square.public import public_view
from tests.builders import seat_of, table, to_phase


@pytest.fixture
def game(library: Library) -> Game:
    return table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu", "하은=klutz", "도윤=seamstress")


def note(game: Game, name: str) -> str:
    return game.state.seat(seat_of(game, name)).note


def test_a_note_is_set_replaced_and_removed_by_an_empty_text(game: Game) -> None:
    doyun = seat_of(game, "도윤")
    game.record(set_note(game.state, doyun, "재봉사 주장\n지현 의심"))
    assert note(game, "도윤") == "재봉사 주장\n지현 의심" and note(game, "민수") == ""
    game.record(set_note(game.state, doyun, "셰프라고 바꿈  \n"))
    assert note(game, "도윤") == "셰프라고 바꿈"
    game.record(set_note(game.state, doyun, "   "))
    assert note(game, "도윤") == "" and game.events[-1] == PlayerNoteChanged(seat=doyun)


def test_undo_brings_back_the_previous_text_and_redo_the_new_one(game: Game) -> None:
    doyun = seat_of(game, "도윤")
    game.record(set_note(game.state, doyun, "첫 메모"))
    game.record(set_note(game.state, doyun, "둘째 메모"))
    game.undo()
    assert note(game, "도윤") == "첫 메모"
    game.undo()
    assert note(game, "도윤") == ""
    game.redo()
    assert note(game, "도윤") == "첫 메모"


def test_a_note_for_a_seat_that_does_not_exist_is_refused_quoting_it(game: Game) -> None:
    with pytest.raises(IllegalEventError, match="a note for seat 's99': there is no such seat") as caught:
        set_note(game.state, "s99", "x")
    assert not caught.value.overridable
    with pytest.raises(IllegalEventError, match="no seat with id 's99'"):
        game.record(PlayerNoteChanged(seat="s99", text="x"))
    assert all(not seat.note for seat in game.state.seats)


def test_a_note_over_the_limit_is_refused_naming_the_seat_the_length_and_the_limit(game: Game) -> None:
    doyun = seat_of(game, "도윤")
    assert set_note(game.state, doyun, "가" * NOTE_LIMIT).text == "가" * NOTE_LIMIT
    with pytest.raises(IllegalEventError) as caught:
        set_note(game.state, doyun, "나" * (NOTE_LIMIT + 1))
    assert str(caught.value) == f"a note for seat {doyun!r} of 2,001 characters ('{'나' * 20}'…): at most 2,000"
    with pytest.raises(ValueError, match="at most 2000 characters"):
        PlayerNoteChanged(seat=doyun, text="x" * 2001)


def test_the_note_follows_the_seat_when_seats_are_swapped_or_moved(game: Game) -> None:
    minsu, doyun = seat_of(game, "민수"), seat_of(game, "도윤")
    game.record(set_note(game.state, doyun, "도윤: 재봉사"))
    game.record(SeatsSwapped(seat=minsu, other=doyun))
    assert game.state.seats[0].name == "도윤" and game.state.seats[0].note == "도윤: 재봉사"
    assert game.state.seats[4].name == "민수" and game.state.seats[4].note == ""
    game.record(SeatMoved(seat=doyun, index=2))
    assert game.state.seats[2].id == doyun and game.state.seats[2].note == "도윤: 재봉사"


def test_a_departed_traveller_keeps_the_note_and_the_log_still_names_them(library: Library) -> None:
    game = table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu", "하은=klutz", "도윤=seamstress", "가람=thief")
    garam = seat_of(game, "가람")
    game.record(set_note(game.state, garam, "도둑, 악 편"))
    game.record(SeatRemoved(seat=garam))
    assert game.state.seat(garam).note == "도둑, 악 편" and notes_of(game.state) == ((garam, "도둑, 악 편"),)
    with pytest.raises(IllegalEventError, match="no such seat"):
        set_note(game.state, garam, "떠난 뒤")
    line = describe(game.events[-2], game.state_at(len(game.events) - 2), game.script, game.library, "ko")
    assert line == "가람 메모: 도둑, 악 편"


def test_the_log_line_names_the_player_in_both_languages_and_stays_one_short_line(game: Game) -> None:
    doyun = seat_of(game, "도윤")
    long_note = "셰프 주장: 1\n" + "지현이 수상함 " * 20
    game.record(set_note(game.state, doyun, long_note))
    game.record(set_note(game.state, doyun, ""))
    last = len(game.events)
    said = [describe(game.events[i], game.state_at(i), game.script, game.library, lang) for i in (last - 2, last - 1) for lang in ("ko", "en")]
    assert said[0] == "도윤 메모: " + short_note(long_note) and said[0].startswith("도윤 메모: 셰프 주장: 1 / 지현이 수상함") and said[0].endswith("…")
    assert len(said[0]) < 80 and "\n" not in said[0] and doyun not in said[0]
    assert said[1].startswith("Note on 도윤: 셰프 주장: 1 / ")
    assert said[2:] == ["도윤 메모 지움", "Note on 도윤 removed"]


def test_notes_round_trip_through_the_save_file(game: Game, library: Library, tmp_path: Path) -> None:
    path = tmp_path / "notes.grimoire"
    save_game_as(game, path, new_header(game.script, created_at="2026-12-01T00:00:00+00:00"))
    doyun, jihyun = seat_of(game, "도윤"), seat_of(game, "지현")
    game.record(set_note(game.state, doyun, "재봉사 주장 \"따옴표\"\n둘째 줄 😀"))
    game.record(set_note(game.state, jihyun, "독살범?"))
    game.record(set_note(game.state, jihyun, ""))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[-1]) == {"type": "player_note_changed", "seat": jihyun}
    reopened = open_game(path, library).game
    assert reopened.events == game.events and reopened.state == game.state
    assert reopened.state.seat(doyun).note == "재봉사 주장 \"따옴표\"\n둘째 줄 😀"
    assert state_as_json(reopened.state)["seats"][4]["note"] == "재봉사 주장 \"따옴표\"\n둘째 줄 😀"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ('{"type":"player_note_changed","seat":"s5","text":"재봉사 주', "line 8: expected an event as one JSON object"),
        ('{"type":"player_note_changed","seat":"s5","text":42}', "line 8: expected an event (event.player_note_changed.text:"),
        ('{"type":"player_note_changed","text":"x"}', "line 8: expected an event (event.player_note_changed.seat:"),
        ('{"type":"player_note_changed","seat":"s5","text":"' + "x" * 2001 + '"}', "line 8: expected an event (event.player_note_changed.text: more than 2,000 characters"),
        ('{"type":"player_note_changed","seat":"s99","text":"x"}', "line 8: the event does not replay (no seat with id 's99')"),
    ],
)
def test_a_damaged_note_in_a_save_is_refused_naming_the_file_and_the_line(game: Game, library: Library, tmp_path: Path, line: str, expected: str) -> None:
    """A truncated line in the middle (not the torn last one), a wrong type, a missing seat, a note too long, an unknown seat."""
    path = tmp_path / "damaged.grimoire"
    save_game_as(game, path, new_header(game.script, created_at="2026-12-01T00:00:00+00:00"))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 11  # header + five seats and five characters
    path.write_text("\n".join([*lines[:7], line, *lines[7:]]) + "\n", encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        open_game(path, library)
    assert str(caught.value).startswith(f"{path}: ") and expected in str(caught.value)
    assert len(str(caught.value)) < 600


def test_a_note_may_be_written_after_the_game_is_over_without_an_override(game: Game) -> None:
    """A note changes no game fact: the game-over refusal does not stand in its way (rules.py)."""
    to_phase(game, "day", 1)
    game.record(GameEnded(winner="good", reason="the Demon died"))
    doyun = seat_of(game, "도윤")
    assert game.check(set_note(game.state, doyun, "잘했음")) == []
    assert game.check(kill(doyun)) != []


def test_the_public_projection_never_carries_a_note(game: Game) -> None:
    doyun = seat_of(game, "도윤")
    game.record(set_note(game.state, doyun, "비밀 메모 도윤"))
    assert "비밀 메모" not in repr(public_view(game.state))
