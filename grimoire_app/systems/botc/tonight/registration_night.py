"""Registration in tonight's protections and choices (issue 16 gaps): the Tea Lady's good neighbours.

By day the Tea Lady's protection asks the Storyteller when a neighbour may register as the other
alignment (day/hooks_registration.py); at night deaths.py asks here: `tealady_unsure(view, victim)`
says whether a working Tea Lady's protection of the victim depends on a registration, and which way
(docs/rules/tealady.md, Registration).
"""

from __future__ import annotations

from typing import Literal

from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.view import View

Unsure = Literal["may_die", "may_spare"]


def tealady_unsure(view: View, victim: Seat) -> tuple[Unsure, Seat, Seat] | None:
    """Return how registration could change a Tea Lady's protection of the victim (None: it cannot).

    "may_die": both neighbours are good, but one may register as evil (a sober Recluse): the protection
    may fail. "may_spare": one neighbour is evil but both may register as good (a sober Spy): the
    protection may hold. Also returns the Tea Lady and the neighbour whose registration decides.
    """
    from grimoire_app.systems.botc.info.registration import Sight

    sight = Sight(view.game, view.state, view.judge.impaired)
    for tealady in view.state.seats:
        if tealady.character != "tealady" or not view.really_alive(tealady) or not view.able(tealady) or impairment(view, tealady.id):
            continue
        both = _living_neighbours(view, tealady)
        if len(both) != 2 or victim.id not in {s.id for s in both}:
            continue
        if all(s.alignment == "good" for s in both):
            unsure = [s for s in both if sight.may_be_evil(s)]
            if unsure:
                return "may_die", tealady, unsure[0]
        elif all(sight.may_be_good(s) for s in both):
            return "may_spare", tealady, next(s for s in both if s.alignment != "good")
    return None


def _living_neighbours(view: View, tealady: Seat) -> list[Seat]:
    return list(view.state.nearest_each_way(tealady.id, view.really_alive))
