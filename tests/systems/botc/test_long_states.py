"""Linear long games (issue 20): states share their days, deaths and happenings, and behave as before.

Every state after every event of real demo games equals a fold of the events from scratch; undo,
redo, batches and branches never change a state already made; a save reads back to the same states;
the summary text is the one the old (copying) fold gave, pinned below as digests computed before the
change (docs/performance.md, "Long games").
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.systems.botc.account.build import game_account
from grimoire_app.systems.botc.account.text import account_lines
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import Event, Executed, Nominated, NoteWritten, PhaseAdvanced, PlayerDied
from grimoire_app.systems.botc.files import open_game
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState, apply

GAMES = [("000", 15, 1, 8, 2), ("001", 12, 2, 8, 0), ("004", 10, 3, 8, 1), ("000", 8, 4, 8, 0)]
"""Demo games: script, players, seed, nights, Travellers."""
SUMMARY_DIGESTS = {
    ("000", 15, 1, 8, 2): ("b3b52de34c73cdf51d29681ac6df4ca5be8bdafd26685b25c718a3947deada44", "a2ed02e537edb6b9edb75156431963c1ca3ad11b8e8a034a5a173d001dd45879"),
    ("001", 12, 2, 8, 0): ("e7db90faee3928b4986e44105689eae64119604a4240acdb4139d32e344f0a94", "88fc7a9ff44a576815b6906f1e7eeb43a16fdff71844ae9900540f49df8ce7a0"),
    ("004", 10, 3, 8, 1): ("2b41728600dcf4d5df762908b9ab9d310605c586ba9351568825212a9f48f86b", "b136658a4118f64e402db658726a8dea47d26d94e57e0171905d82c43324d065"),
    ("000", 8, 4, 8, 0): ("b496b56a090d94823bbeea0397e5eb2bff656d164156c45cd73d424040f8b934", "10f2d8f458c4a7ced59c4ecd9162d9d7a12aee1960b5abf8e702196eb12678b4"),
}
"""sha256 of the summary lines (ko, en) of each demo game, computed with the fold before issue 20 (tuples copied per event).
The last game's were taken again when the General's "neither" came to be said in words ("어느 쪽도 아님", "Neither"),
the only change in its lines (describe.WORD_ANSWERS)."""


_PLAYED: dict[tuple[str, int, int, int, int], tuple[Event, ...]] = {}


def _played(library: Library, params: tuple[str, int, int, int, int]) -> tuple[Event, ...]:
    if params not in _PLAYED:
        key, players, seed, nights, travellers = params
        _PLAYED[params] = demo_game(resolve_script(key, paths.resources_dir(), library), library, players, seed, nights, travellers).events
    return _PLAYED[params]


def _demo(library: Library, params: tuple[str, int, int, int, int]) -> Game:
    """Return a demo game of its own (tests may change it), its events played once per session."""
    return Game(resolve_script(params[0], paths.resources_dir(), library), library, _played(library, params))


def _plain(state: GameState) -> tuple[object, ...]:
    """Return what a state holds as plain tuples (Chains read out), for comparing with a later look."""
    return (state.seats, state.phase, tuple(state.days), tuple(state.deaths), tuple(state.log), state.departed, state.result)


@pytest.mark.parametrize("params", GAMES)
def test_the_state_after_every_event_equals_a_fold_from_scratch(library: Library, params: tuple[str, int, int, int, int]) -> None:
    """state_at(n) for every n equals folding the first n events into a fresh state, Chains compared as tuples."""
    game = _demo(library, params)
    events = game.events
    assert any(isinstance(e, PlayerDied) for e in events) and any(isinstance(e, Executed) for e in events)
    for n in range(len(events) + 1):
        state = GameState()
        for event in events[:n]:
            state = apply(state, event)
        assert _plain(game.state_at(n)) == _plain(state) and game.state_at(n) == state


@pytest.mark.parametrize("params", GAMES[:2])
def test_undo_redo_batches_and_branches_never_change_an_earlier_state(library: Library, params: tuple[str, int, int, int, int]) -> None:
    """Shared days, deaths and logs: whatever a later state does (undo, a different event, redo, a batch, a dry
    run), every state already made reads as it did."""
    game = _demo(library, params)
    seen = [_plain(game.state_at(n)) for n in range(len(game.events) + 1)]
    deaths = [i for i, e in enumerate(game.events) if isinstance(e, PlayerDied)]
    cut = deaths[len(deaths) // 2]  # undo back to just before a death, inside a phase with days and deaths behind it
    while len(game.events) > cut:
        game.undo()
    game.record(NoteWritten(text="a branch"))
    game.record_many([NoteWritten(text="one"), NoteWritten(text="two")])
    game.check_many([NoteWritten(text="dry")])
    for n in range(cut + 1):
        assert _plain(game.state_at(n)) == seen[n]
    game.undo()
    game.undo()
    assert game.redo() is not None
    game.undo()
    game.undo()
    while game.redo() is not None:  # the branch's two steps come back
        pass
    assert len(game.events) == cut + 3 and game.state.log[-1].event == NoteWritten(text="two")
    for n in range(cut + 1):
        assert _plain(game.state_at(n)) == seen[n]


def test_a_day_record_changed_after_a_branch_leaves_the_other_line_alone(library: Library) -> None:
    """Undo into a day, record another nomination: the earlier line's days (shared Chain, replaced last) are intact."""
    game = _demo(library, GAMES[0])
    days = [i for i, e in enumerate(game.events) if isinstance(e, PhaseAdvanced) and e.to.kind == "day"]
    at = days[1] + 1
    before = [_plain(game.state_at(n)) for n in range(len(game.events) + 1)]
    later = game.state  # a state of the line we leave: still held, must not change
    while len(game.events) > at:
        game.undo()
    living = [s.id for s in game.state.seats if s.alive]
    game.record(Nominated(nominator=living[0], nominee=living[1]), override=True)
    assert game.state.days[-1].nominations[-1].nominee == living[1]
    assert _plain(later) == before[-1]
    assert all(_plain(game.state_at(n)) == before[n] for n in range(at + 1))


@pytest.mark.parametrize("params", GAMES[:2])
def test_a_saved_game_reads_back_to_the_same_states(library: Library, params: tuple[str, int, int, int, int], tmp_path: Path) -> None:
    game = _demo(library, params)
    path = tmp_path / "game.grimoire"
    Journal.create(path, new_header(game.script), game.events)
    opened = open_game(path, library, writable=False).game
    assert opened.events == game.events
    assert all(_plain(opened.state_at(n)) == _plain(game.state_at(n)) for n in range(len(game.events) + 1))


@pytest.mark.parametrize("params", GAMES)
def test_the_summary_reads_as_before_the_shared_states(library: Library, params: tuple[str, int, int, int, int]) -> None:
    """The summary lines of each demo game, in both languages, are the ones the old fold gave (pinned digests)."""
    game = _demo(library, params)
    account = game_account(game)
    digests = tuple(hashlib.sha256("\n".join(account_lines(account, lang)).encode()).hexdigest() for lang in ("ko", "en"))
    assert digests == SUMMARY_DIGESTS[params]
