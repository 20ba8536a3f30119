"""A benchmark for the integrator: the time to build tonight's sheet with every condition, 20 seats.

`bench_game` plays a 20-seat game on the S004 seed script (a Drunk, two Village Idiots, a
Grandmother, the Xaan's markers, the Po; every waking step records a choice through
choice_events, a day execution in between) into its third night; `median_sheet_ms` times
`tonight_sheet` on it. Target: ≤ 5 ms (issue "Tonight"). No pass/fail here.
"""

from __future__ import annotations

import statistics
import time

from grimoire_app import paths
from grimoire_app.systems.botc.commands import add_seat, assign_character, kill, place_reminder
from grimoire_app.systems.botc.events import BelievedCharacterSet, Event, Executed, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.log_index import night_index
from grimoire_app.model.library import Library
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.tonight.choices import choice_events
from grimoire_app.systems.botc.tonight.lifetimes import advance_events
from grimoire_app.systems.botc.tonight.sheet import tonight_sheet

SEATS = (
    "grandmother", "empath", "villageidiot", "villageidiot", "snakecharmer", "flowergirl", "oracle",
    "undertaker", "monk", "gambler", "nightwatchman", "farmer", "savant", "drunk", "golem", "barber",
    "harpy", "xaan", "goblin", "po",
)
REMINDERS = (("grandmother", "Grandchild", 1), ("villageidiot", "Drunk", 3), ("drunk", "Is The Drunk", 13), ("xaan", "Night 1", 17))


def bench_game(library: Library, nights: int = 3) -> Game:
    """Return a 20-seat S004 game played into night `nights`, every waking step having chosen."""
    script = load_script(paths.resources_dir() / "scripts" / "004-hwakjeung-pyeonhyang.json", library)
    game = Game(script, library)
    for number, character_id in enumerate(SEATS):
        seat = _record(game, add_seat(game.state, f"P{number + 1:02d}"))
        _record(game, assign_character(game.state, seat, game.character(character_id)))
    seats = [seat.id for seat in game.state.seats]
    _record(game, BelievedCharacterSet(seat=seats[13], character="virgin"))
    for character_id, token, index in REMINDERS:
        _record(game, place_reminder(game.state, seats[index], character_id, token))
    for night in range(1, nights + 1):
        _play_night(game, last=night == nights)
        if night < nights:
            _play_day(game, seats[night + 5])
    return game


def median_sheet_ms(game: Game, runs: int = 50) -> float:
    """Return the median wall time of reading `tonight_sheet(game)` afresh, in milliseconds.

    The sheet is kept until the game's next change (the night index's memo); each run forgets it first, so the
    figure is a reading after a change (what the night panel pays per recorded event), not a lookup."""
    times = []
    memo = night_index(game).memo
    for _ in range(runs):
        memo.clear()
        start = time.perf_counter()
        tonight_sheet(game)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _record(game: Game, event: Event) -> str:
    recorded = game.record(event, override=True)
    return getattr(recorded, "seat", "")


def _play_night(game: Game, last: bool) -> None:
    for event in advance_events(game):
        _record(game, event)
    for step in tonight_sheet(game):
        if step.status != "wakes" or step.chooser is None or not step.choose.players:
            continue
        others = [s.id for s in game.state.seats if s.alive and s.id != step.chooser]
        for event in choice_events(game, step.id, others[: step.choose.players]):
            _record(game, event)
        if last:
            return


def _play_day(game: Game, executed: str) -> None:
    for event in advance_events(game):
        _record(game, event)
    if isinstance(game.events[-1], PhaseAdvanced) or game.state.phase.kind == "day":
        _record(game, Executed(seat=executed))
        if game.state.seat(executed).alive:
            _record(game, kill(executed, "execution"))
