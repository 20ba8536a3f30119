"""Suggestions as the night runs them, and as JSON for the command line (`suggest FILE --json`).

`night_suggestions` is info's `suggestions` read through tonight's sheet: during a night they
come in the sheet's order (the Storyteller's moves applied) and a step the Storyteller skipped
gives none, so `suggest`, the night panel and review agree on the night. During a day they are
info's own (today's day abilities, in table order).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from grimoire_app.systems.botc.game import Game
from grimoire_app.model.library import Library
from grimoire_app.systems.botc.files import open_to_read, position
from grimoire_app.systems.botc.info.jsonout import suggestion_as_json
from grimoire_app.systems.botc.info.suggest import Suggestion, suggestions
from grimoire_app.systems.botc.tonight.sheet import tonight_sheet


def game_at(game: Game, at: int | None) -> Game:
    """Return the game after its first `at` events (the game itself for None or all). Complexity is O(at)."""
    if at is None or at == len(game.events):
        return game
    return Game(game.script, game.library, game.events[:at])


def night_suggestions(game: Game, seat: str | None = None, at: int | None = None) -> list[Suggestion]:
    """Return the information steps of now; at night in tonight's order, without the Storyteller's skipped steps.

    Raises:
        IllegalEventError: `seat` names no seat (not overridable).
    """
    found = suggestions(game, seat=seat, at=at)
    then = game_at(game, at)
    if then.state.phase.kind != "night":
        return found
    sheet = tonight_sheet(then)
    place = {step.id: i for i, step in enumerate(sheet)}
    skipped = {step.id for step in sheet if step.storyteller_skipped}
    kept = [s for s in found if s.step not in skipped]
    return sorted(kept, key=lambda s: place.get(s.step, len(place)))


def suggestions_json(game: Game, at: int | None = None, seat: str | None = None) -> list[dict[str, object]]:
    """Return the suggestions after the first `at` events (None: now) as JSON-ready dicts.

    Raises:
        IllegalEventError: `seat` names no seat (not overridable).
    """
    return [suggestion_as_json(s) for s in night_suggestions(game, seat=seat, at=at)]


def run_suggest(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    """CLI handler for `suggest FILE [--at N] [--seat S] [--json]` (args: file, at, seat, json).

    Prints the JSON list (the only format for now), and on stderr what a torn last line lost; exit
    2 when --at is out of range or --seat names no seat.

    Raises:
        SaveFileError: the file cannot be read as a game.
    """
    game = open_to_read(Path(args.file), library, sys.stderr)
    at = position(Path(args.file), game, args.at, sys.stderr)
    if at is None:
        return 2
    state = game.state_at(at)
    if args.seat is not None and all(seat.id != args.seat for seat in state.seats):
        print(f"{args.file}: --seat {args.seat!r} is not a seat (seats: {', '.join(s.id for s in state.seats)})", file=sys.stderr)
        return 2
    print(json.dumps(suggestions_json(game, at=at, seat=args.seat), ensure_ascii=False, indent=1), file=out)
    return 0
