"""ReviewIndex: phase starts, marks, filters and info per seat of a game's log (no Qt)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.systems.botc.events import (
    Executed,
    InfoShown,
    Nominated,
    PhaseAdvanced,
    PlayerDied,
    ReminderPlaced,
    ReminderRemoved,
)
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.files import open_game
from grimoire_app.ui.export.summary import summarize
from grimoire_app.ui.review.index import (
    EventFilter,
    ReviewIndex,
    characters_named,
    seats_named,
)
from tests.builders import seat_of, table, to_phase


@pytest.fixture
def demo(demo_master: Path, library: Library) -> Game:
    return open_game(demo_master, library, writable=False).game


def test_phase_starts_are_zero_and_every_phase_change(demo: Game) -> None:
    """Review issue: the timeline is grouped by night and day; PgUp/PgDn go from start to start."""
    index = ReviewIndex(demo)
    events = demo.events
    assert index.phase_starts[0] == 0
    assert list(index.phase_starts[1:]) == [n for n, e in enumerate(events, 1) if isinstance(e, PhaseAdvanced)]
    kinds = [index.phase_at(n).kind for n in index.phase_starts]
    assert kinds[:4] == ["setup", "night", "day", "night"]
    for start, after in zip(index.phase_starts, index.phase_starts[1:], strict=False):
        assert index.next_phase(start) == after
        assert index.previous_phase(after) == start
        assert index.previous_phase(after + 1) == after, "inside a phase, back goes to its start"
    assert index.next_phase(index.phase_starts[-1]) == index.count
    assert index.previous_phase(0) == 0


def test_marks_are_the_deaths_executions_and_nominations(demo: Game) -> None:
    """Review issue: jump to each death, execution and nomination."""
    index = ReviewIndex(demo)
    for kind, kind_type in (("death", PlayerDied), ("execution", Executed), ("nomination", Nominated)):
        wanted = [n for n, e in enumerate(demo.events, 1) if isinstance(e, kind_type)]
        assert list(index.marks[kind]) == wanted and wanted, kind  # type: ignore[index]
        visited, n = [], 0
        while (found := index.next_mark(kind, n)) is not None:  # type: ignore[arg-type]
            visited.append(found)
            n = found
        assert visited == wanted
        assert index.previous_mark(kind, wanted[0]) is None  # type: ignore[arg-type]
        assert index.previous_mark(kind, index.count) == wanted[-1]  # type: ignore[arg-type]


def test_a_player_filter_keeps_headers_and_the_events_naming_the_player(demo: Game) -> None:
    """Review issue: filter by player. A vote the player raised a hand in concerns them too."""
    index = ReviewIndex(demo)
    seat = index.players[0][0]
    rows = index.visible(EventFilter("player", seat))
    assert set(index.phase_starts) <= set(rows)
    for n in rows:
        if n not in index.phase_starts:
            assert seat in seats_named(demo.events[n - 1])
    missing = [n for n in range(1, index.count + 1) if seat in seats_named(demo.events[n - 1]) and n not in rows]
    assert missing == []


def test_a_character_filter_follows_its_reminders_and_its_player(library: Library) -> None:
    """Filter by character: the Poisoner's reminder placed and removed, its player's death, a kill by the Fang Gu."""
    game = table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu")
    placed = game.record(place_reminder(game.state, seat_of(game, "민수"), "poisoner", "Poisoned"))
    assert isinstance(placed, ReminderPlaced)
    game.record(ReminderRemoved(reminder=placed.reminder, because="dusk"))
    to_phase(game, "night", 2)
    game.record(kill(seat_of(game, "지현"), "demon", "fanggu"))
    index = ReviewIndex(game)
    poisoner = [n for n in range(1, index.count + 1) if index.matches(n, EventFilter("character", "poisoner"))]
    kinds = [type(game.events[n - 1]).__name__ for n in poisoner]
    assert kinds == ["CharacterAssigned", "ReminderPlaced", "ReminderRemoved", "PlayerDied"]
    assert "fanggu" in characters_named(game.events[-1], game.state_at(index.count - 1), {})
    assert {"noble", "poisoner", "fanggu"} <= set(index.characters)


def test_learned_lists_each_seats_info_in_order_as_the_summary_does(demo: Game) -> None:
    """"What did this player learn": every InfoShown to a seat, in order (the summary's info section)."""
    index = ReviewIndex(demo)
    summary = {player.name: len(player.records) for player in summarize(demo, "ko").info}
    names = dict(index.players)
    learned = {names[seat]: len(numbers) for seat, numbers in index.info.items()}
    assert learned == summary
    for seat, numbers in index.info.items():
        assert list(numbers) == sorted(numbers)
        assert all(isinstance(demo.events[n - 1], InfoShown) and demo.events[n - 1].seat == seat for n in numbers)  # type: ignore[union-attr]


def test_an_empty_game_has_only_position_zero(library: Library) -> None:
    index = ReviewIndex(table(library, "000"))
    assert (index.count, index.phase_starts, index.players) == (0, (0,), ())
    assert index.next_phase(0) == 0 and index.next_mark("death", 0) is None
    assert list(index.visible(None)) == [0]


def test_previous_mark_is_strictly_before_the_position_even_at_a_final_mark(library: Library) -> None:
    """Review issue, jumps to marks: ] goes to the next mark strictly after the position, [ to the one strictly before.

    Position n shows the grimoire after event n with event n's row selected, so at the end of a log
    whose last event is a death the review is on that death: [ goes to the death before it. Returning
    the position itself would leave [ enabled but going nowhere.
    """
    game = to_phase(table(library, "004", "a=monk", "b=po", "c=harpy", "d=empath", "e=oracle"), "night", 2)
    game.record(kill(seat_of(game, "a"), "demon", "po"))
    game.record(kill(seat_of(game, "d"), "demon", "po"))
    index = ReviewIndex(game)
    first, last = index.marks["death"]
    assert last == index.count and index.mark_of(index.count) == "death"
    assert index.previous_mark("death", index.count) == first
    assert index.previous_mark("death", first) is None and index.previous_mark("death", first + 1) == first
    assert index.next_mark("death", first) == last and index.next_mark("death", last) is None
    assert index.next_mark("death", 0) == first
