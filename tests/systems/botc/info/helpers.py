"""Small helpers for the information tests: place tokens, kill, move through phases by name."""

from __future__ import annotations

from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of


def mark(game: Game, name: str, character: str, token: str) -> None:
    """Put a reminder token by the named player."""
    game.record(place_reminder(game.state, seat_of(game, name), character, token), override=True)


def die(game: Game, name: str, kind: str = "storyteller", character: str | None = None) -> None:
    """Kill the named player."""
    game.record(kill(seat_of(game, name), kind, character), override=True)


def choose(game: Game, name: str, character: str, *targets: str) -> None:
    """Record the named player's night choice of players (by name) for an ability."""
    from grimoire_app.systems.botc.events import NightChoice

    players = tuple(seat_of(game, target) for target in targets)
    game.record(NightChoice(seat=seat_of(game, name), character=character, players=players), override=True)


def ids(game: Game, *names: str) -> tuple[str, ...]:
    """Return the seat ids of players by name, in the order given."""
    return tuple(seat_of(game, name) for name in names)


def only(game: Game, name: str, step: str | None = None):  # type: ignore[no-untyped-def]
    """Return the one suggestion for the named player (of one step, if given)."""
    from grimoire_app.systems.botc.info import suggestions

    found = [s for s in suggestions(game, seat=seat_of(game, name)) if step is None or s.step == step]
    assert len(found) == 1, found
    return found[0]


def absent(game: Game, name: str, step: str) -> bool:
    """Whether the named player has no suggestion for the step now."""
    from grimoire_app.systems.botc.info import suggestions

    return all(s.step != step for s in suggestions(game, seat=seat_of(game, name)))
