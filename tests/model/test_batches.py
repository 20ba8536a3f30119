"""record_many is atomic (issue 15, point 1): one journal batch, one undo step, all or nothing.

A list of events recorded together is written as one batch line; Undo and Redo take or give back
the whole batch; the file reopens with the batch as one step; a batch that cannot be written, or
that the rules refuse, leaves the game and the file as they were.
"""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grimoire_app.model import Library, saves
from grimoire_app.model.errors import IllegalEventError, SaveFileError, SaveWriteError
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Event, NoteWritten
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.saves import new_header
from grimoire_app.systems.botc.files import read_botc_journal, open_game, save_game_as
from tests.builders import table
from tests.faults import CODES, FaultyOs, inject

NOTES: list[Event] = [NoteWritten(text=f"line {n}") for n in range(3)]


@pytest.fixture
def saved(library: Library, tmp_path: Path) -> tuple[Game, Path]:
    game = table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu")
    path = tmp_path / "game.grimoire"
    save_game_as(game, path, new_header(game.script, created_at="2026-11-29T12:00:00+00:00"))
    game.record(NoteWritten(text="before"))
    return game, path


def lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()[1:]]


def test_a_batch_is_one_journal_line_and_one_undo_step(saved) -> None:  # type: ignore[no-untyped-def]
    """record_many writes one batch line; one undo drops every event of it; one redo brings them all back."""
    game, path = saved
    before = game.events
    assert game.record_many(NOTES) == NOTES
    assert lines(path)[-1] == {"type": "batch", "events": [{"type": "note_written", "text": f"line {n}"} for n in range(3)]}
    assert game.undo_step == tuple(NOTES)
    game.undo()
    assert game.events == before and game.redo_step == tuple(NOTES)
    game.redo()
    assert game.events == before + tuple(NOTES) and not game.can_redo


def test_a_batch_reopens_as_one_step(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    """Reopened, the file holds the batch's events as one step: one undo after reopening drops the whole batch."""
    game, path = saved
    game.record_many(NOTES)
    reopened = open_game(path, library).game
    assert reopened.events == game.events and reopened.steps == game.steps
    reopened.undo()
    assert reopened.events == game.events[:-3]
    again = open_game(path, library).game
    assert again.events == game.events[:-3] and read_botc_journal(path).redo == tuple(NOTES)


def test_an_undone_batch_redone_and_saved_elsewhere_keeps_its_step(saved, library: Library, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Redo writes the batch again as one line; Save As writes the steps as they are (a batch stays a batch)."""
    game, path = saved
    game.record_many(NOTES)
    game.undo()
    game.redo()
    assert lines(path)[-1]["type"] == "batch" and open_game(path, library).game.steps == game.steps
    other = tmp_path / "other.grimoire"
    save_game_as(game, other, new_header(game.script))
    assert open_game(other, library).game.steps == game.steps


@pytest.mark.parametrize("code_name", CODES)
def test_a_failed_batch_write_leaves_nothing(saved, library: Library, monkeypatch, code_name: str) -> None:  # type: ignore[no-untyped-def]
    """A batch whose write fails: no event of it in memory, nothing of it in the file, the next write is clean."""
    game, path = saved
    before, size = game.events, path.stat().st_size
    faulty = inject(monkeypatch, "write", CODES[code_name])
    with pytest.raises(SaveWriteError):
        game.record_many(NOTES)
    assert game.events == before and path.stat().st_size == size
    faulty.heal()
    game.record_many(NOTES)
    assert open_game(path, library).game.events == before + tuple(NOTES)


def test_a_refused_event_refuses_the_whole_batch(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    """One event the rules refuse (checked after those before it): nothing is recorded; with override, all are."""
    game, path = saved
    before = game.events
    seat = game.state.seats[0].id
    dies_twice: list[Event] = [kill(seat), NoteWritten(text="x"), kill(seat)]
    assert game.check_many(dies_twice)
    with pytest.raises(IllegalEventError):
        game.record_many(dies_twice)
    assert game.events == before and open_game(path, library).game.events == before
    recorded = game.record_many(dies_twice, override=True)
    assert recorded[-1].override and not recorded[0].override and game.steps[-1] == 3


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('{"type":"batch","events":[]}', "expected a batch"),
        ('{"type":"batch","events":[{"type":"nope"}]}', "event 0 of the batch"),
        ('{"type":"batch"}', "expected a batch"),
    ],
)
def test_a_damaged_batch_line_is_named(saved, line: str, message: str) -> None:  # type: ignore[no-untyped-def]
    """A batch line without events, or with a bad one, is refused naming the line and what is wrong."""
    _game, path = saved
    path.write_text(path.read_text("utf-8") + line + "\n", "utf-8")
    with pytest.raises(SaveFileError, match=rf"line \d+: .*{message}"):
        read_botc_journal(path)


def test_an_old_file_without_batches_still_opens(saved, library: Library) -> None:  # type: ignore[no-untyped-def]
    """A file of single events (every file before batches) opens with one step per event."""
    game, path = saved
    assert open_game(path, library).game.steps == (1,) * len(game.events)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.tuples(st.sampled_from(["record", "batch", "undo", "redo"]), st.sampled_from([None, "write", "fsync"])), max_size=10))
def test_any_mix_of_batches_and_failed_writes_reopens_to_the_same_steps(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[str, str | None]]) -> None:
    """Property: records, batches, undos and redos, some failing: the file reopens to the same events and undo steps."""
    library = request.getfixturevalue("library")
    game = table(library, "001", "a=sage")
    path = tmp_path_factory.mktemp("batches") / "g.grimoire"
    save_game_as(game, path, new_header(game.script))
    real_os = saves.os
    changes = {
        "record": lambda n: game.record(NoteWritten(text=f"n{n}")),
        "batch": lambda n: game.record_many([NoteWritten(text=f"b{n}.{i}") for i in range(1 + n % 3)]),
        "undo": lambda n: game.undo(),
        "redo": lambda n: game.redo(),
    }
    try:
        for n, (change, fault) in enumerate(steps):
            saves.os = FaultyOs(fault, errno.ENOSPC) if fault else real_os  # type: ignore[assignment, arg-type]
            try:
                changes[change](n)
            except SaveWriteError:
                pass
            saves.os = real_os
            reopened = open_game(path, library, writable=False).game
            assert (reopened.events, reopened.steps) == (game.events, game.steps)
    finally:
        saves.os = real_os
