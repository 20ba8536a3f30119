"""The Butcher's second nomination (docs/rules/butcher.md; official almanac, rules restated in our own words).

After today's first execution a living, sober and healthy Butcher may nominate once more: the waiver lifts
rules.py's "nominated twice" and "after the execution" refusals for that one nomination, and, when its vote
passes (its own count against the threshold [DECISION]: a fresh round, the earlier tallies are spent by the
first execution), the second execution is not refused and the end of nominations records it.
"""

from __future__ import annotations

from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.events import STORYTELLER, Event, Executed, Nominated
from grimoire_app.systems.botc.game import Game, add_waiver
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.votes import tallies

BUTCHER_WAIVES = frozenset({"nominated_twice", "after_execution"})
"""The refusals of a Nominated (rules.py) that the Butcher's ability lifts."""


def _today_after_execution(game: Game) -> list[tuple[int, Event]]:
    """Return today's events after today's first execution (empty when nobody was executed yet)."""
    today = game.state.today()
    if today is None or today.execution is None:
        return []
    events = list(Moment.now(game).day_events(today.number))
    first = next((i for i, (_, e) in enumerate(events) if isinstance(e, Executed)), None)
    return [] if first is None else events[first + 1:]


def butcher_nomination(game: Game) -> Nominated | None:
    """Return the Butcher's nomination made after today's first execution, if any."""
    for _, event in _today_after_execution(game):
        if isinstance(event, Nominated) and event.nominator != STORYTELLER and game.state.seat(event.nominator).character == "butcher":
            return event
    return None


def may_nominate_again(game: Game, seat_id: str) -> bool:
    """Whether this seat is a living, sober and healthy Butcher who may nominate once more today."""
    today = game.state.today()
    if today is None or today.execution is None:
        return False
    m = Moment.now(game)
    seat = m.seat(seat_id)
    if seat.character != "butcher" or not seat.alive or not m.functioning(seat):
        return False
    return not any(isinstance(e, Nominated) and e.nominator == seat_id for _, e in _today_after_execution(game))


def butcher_execution(game: Game) -> str | None:
    """Return the player the Butcher's nomination executes now: its vote passed and nobody was executed since."""
    nomination = butcher_nomination(game)
    if nomination is None or any(isinstance(e, Executed) for _, e in _today_after_execution(game)):
        return None
    tally = next((t for t in reversed(tallies(game)) if t.nominee == nomination.nominee), None)
    return nomination.nominee if tally is not None and tally.passes else None


def butcher_waiver(game: Game, event: Event, refusal: Refusing) -> bool:
    """Lift the once-a-day nomination refusals for the Butcher's extra nomination, and the one-execution one for its result."""
    key = getattr(refusal, "key", None)
    if isinstance(event, Nominated) and key in BUTCHER_WAIVES:
        return may_nominate_again(game, event.nominator)
    if isinstance(event, Executed) and key == "one_execution":
        return event.seat == butcher_execution(game)
    return False


add_waiver(butcher_waiver)
