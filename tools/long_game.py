"""Realistic long games for the long-game bench: real nights and days, no padding.

A game ends when a team wins, and a demo game lasts about 200 events, so a long game here is a
table's evening of games chained in one log. The first game and the next `ROUNDS` games are played
by the demo player (systems/botc/simulation.play: the tonight sheet, the info engine's legal
answers, the day rules, the victory check) in ONE game log: where the victory check proposes an
end the Storyteller, instead of confirming it, resets the table with ordinary events (every dead
player revived, every reminder taken off, believed characters cleared: `cleanup_events`), deals a
new legal random setup to the same players (`deal`) and play goes on from the next phase. Every one
of those events goes through Game.record (the rules' own check, nothing overridden).

Playing on is quadratic in the demo player (its sheet and rule reads scan the whole log), so past
the played rounds the long game repeats them: each round again after a fresh cleanup of the table
as it stands, its phases shifted to follow on (and, where the round began in the other kind of
phase, one phase change first). Phase numbers keep counting, so days and deaths accumulate as in
one very long game. The answers whose legal set depends on earlier nights are checked again (and
noted as the Storyteller's override where the longer history refuses them), so every event is one
the app records: tests/bench_tools/test_long_game.py records a repeated game through the rules'
check event by event. docs/performance.md, "Long games", says why.

`python tools/long_game.py 5000 out.grimoire` writes one; `long_game_file(events, folder, library)`
is what tools/bench_long.py uses (files are cached by size and seed in the folder given).
"""

from __future__ import annotations

import random
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from grimoire_app import paths  # noqa: E402
from grimoire_app.model import load_library  # noqa: E402
from grimoire_app.model.bundled_scripts import resolve_script  # noqa: E402
from grimoire_app.model.library import Library  # noqa: E402
from grimoire_app.model.saves import Journal, new_header  # noqa: E402
from grimoire_app.systems.botc.commands import place_reminder  # noqa: E402
from grimoire_app.systems.botc.demo import DEMO_CREATED_AT, demo_game, demo_names  # noqa: E402
from grimoire_app.systems.botc.events import (  # noqa: E402
    BelievedCharacterSet,
    BluffsSet,
    CharacterAssigned,
    Event,
    GameEnded,
    InfoShown,
    Phase,
    PhaseAdvanced,
    PlayerRevived,
    ReminderRemoved,
    SeatAdded,
)
from grimoire_app.systems.botc.game import Game  # noqa: E402
from grimoire_app.systems.botc.setup.deal import random_setup  # noqa: E402
from grimoire_app.systems.botc.setup_draft import setup_events  # noqa: E402
from grimoire_app.systems.botc.simulation import play  # noqa: E402
from grimoire_app.systems.botc.state import GameState  # noqa: E402

SCRIPT = "000"
"""The demo's bundled script key."""
PLAYERS, TRAVELLERS = 15, 2
ROUNDS = 12
"""Games played after the first (about 2,500 events in all): the rest of a long game repeats them."""
RECHECKED = frozenset({"bountyhunter", "balloonist"})
"""Info steps whose legal answers depend on what earlier nights showed (tests/bench_tools/test_long_game.py finds
no other event a repeated round makes illegal)."""
NIGHTS_PER_ROUND = 40
CACHE = Path(tempfile.gettempdir()) / "grimoire-long-games"
"""Where the benches keep the games they build (outside the checkout: never committed)."""
"""How many nights the player is asked for at a time (a game ends well before)."""


def cleanup_events(state: GameState) -> list[Event]:
    """Return the Storyteller's clearing of the table: the dead revived, reminders off, believed characters cleared."""
    found: list[Event] = []
    for seat in state.seats:
        if not seat.alive:
            found.append(PlayerRevived(seat=seat.id))
        found.extend(ReminderRemoved(reminder=reminder.id) for reminder in seat.reminders)
        if seat.believed is not None:
            found.append(BelievedCharacterSet(seat=seat.id, character=None))
    return found


def deal(game: Game, rng: random.Random, names: list[str]) -> None:
    """Deal a new legal random setup to the same players: characters, believed characters, bluffs, setup reminders."""
    setup = random_setup(game.script, game.library, names, rng)
    seat_of = {seat.name: seat.id for seat in game.state.seats}
    drafted = setup_events(game.script, game.library, setup, start_night=False)
    ids = {e.seat: seat_of[e.name] for e in drafted if isinstance(e, SeatAdded)}
    for event in drafted:
        if isinstance(event, (CharacterAssigned, BelievedCharacterSet)):
            game.record(event.model_copy(update={"seat": ids[event.seat]}))
        elif isinstance(event, BluffsSet):
            game.record(event)
    for reminder in setup.reminders:
        game.record(place_reminder(game.state, seat_of[setup.seats[reminder.seat].name], reminder.character, reminder.token))


@dataclass(frozen=True)
class Round:
    """One game after the first: its deal, then its nights and days, up to the win the victory check proposed."""

    start: Phase
    """The phase the table was reset in."""
    events: tuple[Event, ...]


def played(library: Library, rounds: int, seed: int) -> tuple[tuple[Event, ...], list[Round]]:
    """Play the first game and `rounds` more in one log, each after a reset; return the log's events up to the
    first reset, and the rounds (each without the cleanup before it)."""
    script = resolve_script(SCRIPT, paths.resources_dir(), library)
    rng = random.Random(seed)
    game = demo_game(script, library, PLAYERS, seed, nights=0, travellers=TRAVELLERS)
    names = demo_names(PLAYERS)
    first: tuple[Event, ...] | None = None
    found: list[Round] = []
    mark, start = 0, game.state.phase
    while len(found) < rounds:
        play(game, rng, game.state.phase.number + NIGHTS_PER_ROUND)
        if not isinstance(game.events[-1], GameEnded):
            continue
        game.undo()
        if first is None:
            first = game.events
        else:
            found.append(Round(start, game.events[mark:]))
        for event in cleanup_events(game.state):
            game.record(event)
        mark, start = len(game.events), game.state.phase
        deal(game, rng, names)
    return first or (), found


def shifted(event: Event, nights: int) -> Event:
    """Return an event with its phase moved `nights` later (only PhaseAdvanced names a phase)."""
    if isinstance(event, PhaseAdvanced) and event.to.kind != "setup":
        return event.model_copy(update={"to": Phase(kind=event.to.kind, number=event.to.number + nights)})
    return event


def long_game(events: int, library: Library, seed: int = 1, rounds: int = ROUNDS) -> tuple[Event, ...]:
    """Return the first `events` events of an evening of chained games: the first game, then the played rounds,
    again and again (each after the table's cleanup, its phases shifted to follow on), until long enough.

    A repeated round is folded as it was played, except the answers whose legal set depends on earlier nights
    (RECHECKED): those go through the rules' check again, and where the longer history makes one illegal it is
    recorded as the Storyteller's override, noted in the event as the app notes one.
    """
    first, games = played(library, rounds, seed)
    game = Game(resolve_script(SCRIPT, paths.resources_dir(), library), library, first)
    while len(game.events) < events:
        for round_ in games:
            if game.state.phase.kind != round_.start.kind:
                game.push(PhaseAdvanced(to=game.state.phase.next()))
            for event in cleanup_events(game.state):
                game.push(event)
            nights = game.state.phase.number - round_.start.number
            for event in round_.events:
                again = shifted(event, nights)
                if isinstance(again, InfoShown) and again.step in RECHECKED:
                    game.record(again, override=True)
                else:
                    game.push(again)
    return game.events[:events]


def write_long_game(path: Path, events: int, library: Library, seed: int = 1, rounds: int = ROUNDS) -> Path:
    """Write a long game of `events` events as a save file (`rounds`: games played after the first, as long_game)."""
    script = resolve_script(SCRIPT, paths.resources_dir(), library)
    Journal.create(path, new_header(script, created_at=DEMO_CREATED_AT), long_game(events, library, seed, rounds))
    return path


def long_game_file(events: int, folder: Path | None, library: Library, seed: int = 1) -> Path:
    """Return the long game of `events` events in `folder` (None: CACHE), writing it first if it is not there yet."""
    folder = folder or CACHE
    folder.mkdir(exist_ok=True)
    path = folder / f"long-{events}-seed{seed}.grimoire"
    if not path.exists():
        write_long_game(path.with_suffix(".part"), events, library, seed).rename(path)
    return path


def main() -> None:
    events, out = int(sys.argv[1]), Path(sys.argv[2])
    write_long_game(out, events, load_library(paths.resources_dir()))


if __name__ == "__main__":
    main()
