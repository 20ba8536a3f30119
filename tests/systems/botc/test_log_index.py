"""The game's NightIndex (systems/botc/log_index.py, issue 20): what the night rules look up, kept current per event.

Its answers must be the old scans' over every prefix of real demo games, including undo, redo, batches, dry runs
and branches; and tonight's sheet read through it must equal the sheet read by scanning the log, on the seed
scripts and on the experimental mix (tests/data/experimental_mix.json), at every event of every night.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.model.script import Script, load_script
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import (
    CharacterAssigned,
    Event,
    InfoShown,
    NightChoice,
    NightStepChanged,
    NoteWritten,
    Phase,
    PhaseAdvanced,
    ReminderPlaced,
)
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.log_index import night_index
from grimoire_app.systems.botc.tonight import recorded, storyteller, view as view_module
from grimoire_app.systems.botc.tonight import done_steps, read_plan, tonight_happenings, tonight_sheet
from grimoire_app.systems.botc.tonight.view import View, current_night

MIX = Path(__file__).parents[2] / "data" / "experimental_mix.json"
SEED_GAMES = [("000", 15, 1, 5), ("001", 12, 2, 5), ("004", 10, 3, 5), ("tb", 9, 4, 4), ("bmr", 11, 5, 4), ("snv", 10, 6, 4)]
"""Demo games on the seed scripts: script, players, seed, nights."""
MIX_GAMES = [(8, 0, 4), (11, 2, 4), (15, 3, 4)]
"""Demo games on the experimental mix: players, seed, nights."""


class Scanned:
    """The old scans, as tonight/view.py, recorded.py and storyteller.py did them before the index: the oracle."""

    def __init__(self, game: Game) -> None:
        self.starts: dict[Phase, int] = {}
        self.first_starts: dict[Phase, int] = {}
        self.placed_at: dict[str, int] = {}
        self.gained_at: dict[str, int] = {}
        self.choices: list[tuple[int, Phase, NightChoice]] = []
        self.shown: list[tuple[int, Phase, InfoShown]] = []
        phase = Phase(kind="setup", number=0)
        for index, event in enumerate(game.events):
            if isinstance(event, PhaseAdvanced):
                phase = event.to
                self.starts[phase] = index
                self.first_starts.setdefault(phase, index)
            elif isinstance(event, ReminderPlaced):
                self.placed_at[event.reminder] = index
            elif isinstance(event, CharacterAssigned):
                self.gained_at[event.seat] = index if phase.kind != "setup" else -1
            elif isinstance(event, NightChoice):
                self.choices.append((index, phase, event))
            elif isinstance(event, InfoShown):
                self.shown.append((index, phase, event))
        self.happened: dict[Phase, list[Any]] = defaultdict(list)
        for happening in game.state.log:
            self.happened[happening.phase].append(happening.event)
        self.length = len(game.events)


def _same(game: Game) -> None:
    """The game's index answers as the scans do now."""
    index, scan = night_index(game), Scanned(game)
    assert index.length == scan.length
    assert index.starts == scan.starts and index.first_starts == scan.first_starts
    assert index.placed_at == scan.placed_at and index.gained_at == scan.gained_at
    assert index.choices == scan.choices and index.shown == scan.shown
    assert {phase: events for phase, events in index.happened.items()} == dict(scan.happened)
    night = current_night(game.state)
    tonight = Phase(kind="night", number=night)
    assert tonight_happenings(game, night) == [e for e in scan.happened[tonight] if isinstance(e, InfoShown | NightChoice)]
    now, scanned_view = View(game), _scanning_view(game)
    for name in ("cutoff", "starts", "placed_at", "gained_at", "choices", "shown", "_tonight"):
        assert getattr(now, name) == getattr(scanned_view, name), name
    _lookups_equal(now, scan)


def _lookups_equal(view: View, scan: Scanned) -> None:
    """The View's lookups by step and by phase are its `choices` and `shown` filtered."""
    for step in {c.character for _, _, c in scan.choices} | {"imp", "boffin"}:
        assert view.choices_of(step) == [e for e in view.choices if e[2].character == step], step
    for step in {i.step for _, _, i in scan.shown} | {None, "alchemist"}:
        assert view.shown_at(step) == [e for e in view.shown if e[2].step == step], step
    for phase in {p for _, p, _ in scan.choices} | {view.tonight}:
        assert view.choices_in(phase) == [e for e in view.choices if e[1] == phase], phase
    for phase in {d.phase for d in view.state.deaths} | {view.tonight, view.today}:
        assert view.deaths_in(phase) == [d for d in view.state.deaths if (d.phase.kind, d.phase.number) == (phase.kind, phase.number)]


def _scanning_view(game: Game, night: int | None = None) -> View:
    found = View.__new__(View)
    found.game, found.library, found.data = game, game.library, View(game, night).data
    found.night = current_night(game.state) if night is None else night
    found.cutoff = _old_cutoff(game, found.night)
    found.state = game.state_at(found.cutoff)
    found.first, found.tonight = found.night == 1, Phase(kind="night", number=found.night)
    found.today = Phase(kind="day", number=found.night - 1)
    found._characters = {}
    found._scan_log()
    return found


def _old_cutoff(game: Game, night: int) -> int:
    if night >= current_night(game.state):
        return len(game.events)
    for index, event in enumerate(game.events):
        if isinstance(event, PhaseAdvanced) and event.to == Phase(kind="day", number=night):
            return index
    return len(game.events)


def _seed_script(library: Library, key: str) -> Script:
    return resolve_script(key, paths.resources_dir(), library)


def _replayed(script: Script, library: Library, events: tuple[Event, ...]) -> Iterator[Game]:
    """Yield one game after each event, its index made first and followed event by event (never rebuilt)."""
    game = Game(script, library)
    night_index(game)
    yield game
    for event in events:
        game.push(event)
        yield game


@pytest.mark.parametrize("params", SEED_GAMES[:3])
def test_the_index_equals_the_scans_after_every_event_of_demo_games(library: Library, params: tuple[str, int, int, int]) -> None:
    key, players, seed, nights = params
    played = demo_game(_seed_script(library, key), library, players, seed, nights)
    assert any(isinstance(e, NightStepChanged) or isinstance(e, NightChoice) for e in played.events)
    for game in _replayed(played.script, library, played.events):
        _same(game)


def test_undo_redo_batches_dry_runs_and_branches_keep_the_index_equal_to_the_scans(library: Library) -> None:
    played = demo_game(_seed_script(library, "000"), library, 12, 7, 5)
    events = played.events
    game = Game(played.script, library, events)
    night_index(game)  # made from the whole log, then followed
    _same(game)
    nights = [i for i, e in enumerate(events) if isinstance(e, PhaseAdvanced) and e.to.kind == "night"]
    cut = nights[2] + 3  # into night 3, with choices and placements before it
    while len(game.events) > cut:
        game.undo()
        _same(game)
    for _ in range(5):
        game.redo()
        _same(game)
    game.undo()
    game.undo()
    _same(game)
    seat = game.state.seats[0].id
    game.record(NoteWritten(seat=seat, text="branch"), override=True)  # a branch: the redo stack goes
    assert not game.can_redo
    _same(game)
    game.record(NightChoice(seat=seat, character=game.state.seats[0].character or "imp", players=(game.state.seats[1].id,)), override=True)
    _same(game)
    game.record_many([PhaseAdvanced(to=game.state.phase.next()), PhaseAdvanced(to=game.state.phase.next().next())], override=True)
    _same(game)
    game.check_many([PhaseAdvanced(to=game.state.phase.next()), NoteWritten(seat=seat, text="dry")])  # kept, then cut
    _same(game)
    game.undo()  # the batch, both phases at once
    _same(game)
    while game.can_undo:
        game.undo()
    _same(game)
    while game.can_redo:
        game.redo()
    _same(game)


def test_a_past_night_is_read_as_before(library: Library) -> None:
    """A View of an earlier night (review, export) still reads the log as it stood at that night's end."""
    game = demo_game(_seed_script(library, "001"), library, 10, 3, 5)
    for night in range(1, current_night(game.state) + 1):
        new, old = View(game, night), _scanning_view(game, night)
        for name in ("cutoff", "starts", "placed_at", "gained_at", "choices", "shown", "_tonight"):
            assert getattr(new, name) == getattr(old, name), (night, name)
        _lookups_equal(new, Scanned(game))


def _scanning(monkeypatch: pytest.MonkeyPatch) -> None:
    """Read tonight's sheet as before the index: View scans the log, the night's happenings come from state.log."""
    monkeypatch.setattr(View, "_index_log", View._scan_log)
    monkeypatch.setattr(View, "_cutoff", lambda self, game, now: _old_cutoff(game, self.night))
    for module in (recorded, storyteller, view_module):
        monkeypatch.setattr(module, "night_index", Scanned)


def _night_moments(game: Game) -> Iterator[int]:
    """Every event inside a night, and each night's start."""
    night = False
    for index, event in enumerate(game.events):
        if isinstance(event, PhaseAdvanced):
            night = event.to.kind == "night"
        if night:
            yield index + 1


def _sheets_equal_to_scanned(game: Game, monkeypatch: pytest.MonkeyPatch) -> int:
    compared = 0
    for n in _night_moments(game):
        prefix = Game(game.script, game.library, game.events[:n])
        night = current_night(prefix.state)
        indexed = (tonight_sheet(prefix), done_steps(prefix, night), read_plan(prefix, tonight_sheet(prefix), night))
        with monkeypatch.context() as patched:
            _scanning(patched)
            fresh = Game(game.script, game.library, game.events[:n])  # its own sheet memo: nothing read through the index
            scanned = (tonight_sheet(fresh), done_steps(fresh, night), read_plan(fresh, tonight_sheet(fresh), night))
        assert indexed == scanned, (n, game.events[n - 1])
        compared += 1
    return compared


@pytest.mark.parametrize("params", SEED_GAMES)
def test_the_night_sheet_is_the_same_as_read_by_scanning_on_the_seed_scripts(
    library: Library, params: tuple[str, int, int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    key, players, seed, nights = params
    game = demo_game(_seed_script(library, key), library, players, seed, nights)
    assert _sheets_equal_to_scanned(game, monkeypatch) > 20


@pytest.mark.parametrize("params", MIX_GAMES)
def test_the_night_sheet_is_the_same_as_read_by_scanning_on_the_experimental_mix(
    library: Library, params: tuple[int, int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    players, seed, nights = params
    game = demo_game(load_script(MIX, library), library, players, seed, nights)
    assert _sheets_equal_to_scanned(game, monkeypatch) > 20


def test_the_kept_sheet_is_the_sheet_of_the_game_as_it_is_now(library: Library) -> None:
    """tonight_sheet keeps its reading until the game's next change: through events, undo, redo and a branch, the kept
    sheet always equals the sheet read afresh from a new game of the same events."""
    played = demo_game(_seed_script(library, "000"), library, 10, 8, 4)
    game = Game(played.script, library)

    def check() -> None:
        first = tonight_sheet(game)
        assert tonight_sheet(game) is first, "read once per change"
        assert first == tonight_sheet(Game(game.script, library, game.events))
        night = current_night(game.state)
        if night > 1:
            assert tonight_sheet(game, night - 1) == tonight_sheet(Game(game.script, library, game.events), night - 1)

    for event in played.events:
        game.push(event)
        check()
        if isinstance(event, NightChoice):
            game.undo()
            check()
            game.redo()
            check()
    seat = game.state.seats[0].id
    game.undo()
    game.record(NoteWritten(seat=seat, text="branch"), override=True)
    check()


def _sheets_equal_with_every_hook(game: Game, monkeypatch: pytest.MonkeyPatch) -> int:
    from grimoire_app.systems.botc.tonight import registry, sheet

    unfiltered = tuple(next((raw for raw, character in registry.EVERY_STEP_CHARACTER.items() if f"when {character} " in h.__qualname__), h)
                       for h in registry.EVERY_STEP)
    assert len([h for h in unfiltered if h in registry.EVERY_STEP_CHARACTER]) == len(registry.EVERY_STEP_CHARACTER)
    compared = 0
    for n in _night_moments(game):
        prefix = Game(game.script, game.library, game.events[:n])
        filtered = tonight_sheet(prefix)
        with monkeypatch.context() as patched:
            patched.setattr(sheet, "EVERY_STEP", unfiltered)
            every = tonight_sheet(Game(game.script, game.library, game.events[:n]))
        assert filtered == every, n
        compared += 1
    return compared


@pytest.mark.parametrize("params", MIX_GAMES[:2])
def test_every_step_hooks_skipped_when_their_character_is_absent_change_no_sheet(
    library: Library, params: tuple[int, int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20: the Wraith's, Preacher's, Magician's and Barista's every-step hooks are skipped when their character is
    not on the script, a seat's or a reminder's; the sheet is the same as with every hook asked at every step."""
    players, seed, nights = params
    assert _sheets_equal_with_every_hook(demo_game(load_script(MIX, library), library, players, seed, nights), monkeypatch) > 20
    key, players, seed, nights = SEED_GAMES[0]
    assert _sheets_equal_with_every_hook(demo_game(_seed_script(library, key), library, players, seed, nights), monkeypatch) > 20


def _old_fearmonger_chose_new(view: View) -> bool:
    """steps_phase.fearmonger_chose_new as it was: every Fearmonger choice of the game in order."""
    previous: dict[str, tuple[str, ...]] = {}
    for _, phase, choice in view.choices:
        if choice.character != "fearmonger" or not choice.players:
            continue
        if phase == view.tonight and previous.get(choice.seat) != choice.players:
            return True
        previous[choice.seat] = choice.players
    return False


def test_the_fearmongers_new_choice_is_read_as_before(library: Library) -> None:
    """A demo game on script 000 whose Fearmonger chooses on three nights: after every event, the check that reads
    tonight's choices and each one's previous equals the old walk over every Fearmonger choice."""
    from grimoire_app.systems.botc.tonight.steps_phase import fearmonger_chose_new

    played = demo_game(_seed_script(library, "000"), library, 12, 2, 5)
    assert sum(isinstance(e, NightChoice) and e.character == "fearmonger" for e in played.events) >= 2
    answers = set()
    for game in _replayed(played.script, library, played.events):
        view = View(game)
        answers.add(fearmonger_chose_new(view))
        assert fearmonger_chose_new(view) == _old_fearmonger_chose_new(view)
    assert answers == {True, False}
