"""The game as an event log: record, refuse with reasons, override, undo/redo, replay."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, kill, place_reminder
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import (
    BluffsSet,
    Executed,
    GhostVoteSpent,
    Nominated,
    NoteWritten,
    Phase,
    PhaseAdvanced,
    ReminderMoved,
    SeatsSwapped,
    VoteRecorded,
)
from grimoire_app.systems.botc.state import GameState
from tests.builders import seat_of, table, to_phase


@pytest.fixture
def game(library: Library):  # type: ignore[no-untyped-def]
    return table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu", "하은=klutz", "도윤=seamstress")


def test_assigning_at_setup_sets_the_type_default_alignment(game) -> None:  # type: ignore[no-untyped-def]
    alignments = {seat.name: seat.alignment for seat in game.state.seats}
    assert alignments == {"민수": "good", "지현": "evil", "서준": "evil", "하은": "good", "도윤": "good"}


def test_reminders_move_between_seats_and_several_of_one_kind_are_allowed(game) -> None:  # type: ignore[no-untyped-def]
    minsu, jihyun = seat_of(game, "민수"), seat_of(game, "지현")
    first = game.record(place_reminder(game.state, minsu, "noble", "Know"))
    game.record(place_reminder(game.state, minsu, "noble", "Know"))
    game.record(ReminderMoved(reminder=first.reminder, seat=jihyun))
    assert [r.token for r in game.state.seat(minsu).reminders] == ["Know"]
    assert [r.id for r in game.state.seat(jihyun).reminders] == [first.reminder]


def test_swapping_seats_changes_table_order_only(game) -> None:  # type: ignore[no-untyped-def]
    minsu, hayun = seat_of(game, "민수"), seat_of(game, "하은")
    game.record(SeatsSwapped(seat=minsu, other=hayun))
    assert [s.name for s in game.state.seats] == ["하은", "지현", "서준", "민수", "도윤"]


def test_a_dead_player_cannot_nominate_unless_overridden(game) -> None:  # type: ignore[no-untyped-def]
    to_phase(game, "day", 1)
    minsu, jihyun = seat_of(game, "민수"), seat_of(game, "지현")
    game.record(kill(minsu, "demon", "fanggu"))
    with pytest.raises(IllegalEventError, match="a dead player \\(민수\\) cannot nominate") as caught:
        game.record(Nominated(nominator=minsu, nominee=jihyun))
    assert caught.value.overridable
    recorded = game.record(Nominated(nominator=minsu, nominee=jihyun), override=True)
    assert recorded.override == "a dead player (민수) cannot nominate"
    assert game.events[-1].override == recorded.override


def test_each_player_nominates_and_is_nominated_at_most_once_a_day(game) -> None:  # type: ignore[no-untyped-def]
    to_phase(game, "day", 1)
    a, b, c = seat_of(game, "민수"), seat_of(game, "지현"), seat_of(game, "서준")
    game.record(Nominated(nominator=a, nominee=b))
    with pytest.raises(IllegalEventError, match="민수 has already nominated today"):
        game.record(Nominated(nominator=a, nominee=c))
    with pytest.raises(IllegalEventError, match="지현 has already been nominated today"):
        game.record(Nominated(nominator=c, nominee=b))
    to_phase(game, "day", 2)
    game.record(Nominated(nominator=a, nominee=b))


def test_one_execution_a_day(game) -> None:  # type: ignore[no-untyped-def]
    to_phase(game, "day", 1)
    game.record(Executed(seat=seat_of(game, "지현")))
    with pytest.raises(IllegalEventError, match="at most one execution a day"):
        game.record(Executed(seat=seat_of(game, "서준")))
    assert game.state.today().execution == seat_of(game, "지현")


def test_a_ghost_vote_is_spent_once(game) -> None:  # type: ignore[no-untyped-def]
    to_phase(game, "day", 1)
    dead, a, b = seat_of(game, "하은"), seat_of(game, "민수"), seat_of(game, "지현")
    game.record(kill(dead))
    game.record(Nominated(nominator=a, nominee=b))
    game.record(VoteRecorded(nominee=b, voters=(a, dead)))
    assert not game.state.seat(dead).ghost_vote
    game.record(Nominated(nominator=b, nominee=a))
    with pytest.raises(IllegalEventError, match="하은 has already spent their ghost vote"):
        game.record(VoteRecorded(nominee=a, voters=(dead,)))
    with pytest.raises(IllegalEventError, match="already spent"):
        game.record(GhostVoteSpent(seat=dead))


def test_unknown_seats_cannot_be_overridden(game) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalEventError, match="no seat with id 'nobody'") as caught:
        game.record(kill("nobody"), override=True)
    assert not caught.value.overridable


def test_phases_follow_setup_night_day_and_skips_are_refused(game) -> None:  # type: ignore[no-untyped-def]
    to_phase(game, "night", 2)
    assert game.state.phase == Phase(kind="night", number=2)
    assert [d.number for d in game.state.days] == [1]
    with pytest.raises(IllegalEventError, match="next phase should be day 2"):
        game.record(PhaseAdvanced(to=Phase(kind="night", number=3)))


def test_bluffs_must_be_distinct_known_characters(game) -> None:  # type: ignore[no-untyped-def]
    game.record(BluffsSet(characters=("general", "atheist", "snitch")))
    with pytest.raises(IllegalEventError, match="unknown character: nobody"):
        game.record(BluffsSet(characters=("general", "nobody")))


def test_undo_redo_and_a_new_command_clears_redo(game) -> None:  # type: ignore[no-untyped-def]
    before = game.state
    note = game.record(NoteWritten(text="민수 claims Noble"))
    assert game.undo() == note and game.state == before and game.can_redo
    assert game.redo() == note and game.state.log[-1].event == note
    game.undo()
    game.record(NoteWritten(text="another"))
    assert not game.can_redo


def test_state_at_replays_from_the_start(game) -> None:  # type: ignore[no-untyped-def]
    assert game.state_at(0) == GameState()
    assert [s.name for s in game.state_at(1).seats] == ["민수"]
    assert game.state_at(len(game.events)) == game.state
    with pytest.raises(IndexError):
        game.state_at(len(game.events) + 1)


def test_seat_limit_and_duplicate_names_are_refused(library: Library) -> None:
    game = table(library, "000", *[f"p{i}" for i in range(20)])
    with pytest.raises(IllegalEventError, match="at most 20 seats"):
        game.record(add_seat(game.state, "p20"))
    with pytest.raises(IllegalEventError, match="already a player named p3"):
        game.record(add_seat(game.state, "p3"), override=False)
