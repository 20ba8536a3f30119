"""When the Gunslinger may shoot (docs/rules/gunslinger.md): after the day's first vote, before the next nomination, once a day.

Kept apart from travellers_day.py so that acts.py (which offers the act) can ask without an import cycle.
"""

from __future__ import annotations

from grimoire_app.systems.botc.events import PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.votes import Tally, tallies


def first_vote(game: Game) -> Tally | None:
    """Return today's first nomination's tally while it is the day's only nomination and has been voted on.

    That is the Gunslinger's window: after the day's first vote is counted, before the next nomination.
    """
    today = game.state.today()
    if today is None:
        return None
    found = tallies(game, today.number)
    return found[0] if len(found) == 1 and found[0].voted else None


def shot_today(game: Game, seat_id: str | None = None) -> bool:
    """Whether a Gunslinger (this one, if given) has already shot today."""
    today = game.state.today()
    if today is None:
        return False
    return any(isinstance(e, PublicAct) and e.act == "gunslinger_shot" and seat_id in (None, e.seat) for _, e in Moment.now(game).day_events(today.number))


def gunslinger_window(game: Game) -> bool:
    """Whether the day panel offers the Gunslinger's shot now: the window is open and nobody has shot today."""
    return first_vote(game) is not None and not shot_today(game)
