"""Day rules of the experimental Demons (issue 21; docs/rules/<id>.md), merged into registry.py with one line per table.

- Legion (docs/rules/legion.md): an execution fails when only evil players voted (`legion.only_evil_voted`, asked
  before the execution is recorded; accepting records nothing).
"""

from __future__ import annotations

from grimoire_app.systems.botc.day.triggers import Fire, Hook, Trigger
from grimoire_app.systems.botc.events import STORYTELLER, Executed
from grimoire_app.systems.botc.info.registration import Sight


def legion_only_evil_voted(f: Fire) -> Trigger | None:
    """Before an execution whose voters may all register as evil, while a Legion lives: it fails (docs/rules/legion.md)."""
    event, m = f.event, f.m
    today = m.today()
    if not isinstance(event, Executed) or event.seat == STORYTELLER or today is None:
        return None
    if not any(seat.alive for seat in m.holders("legion")):
        return None
    nominations = [n for n in today.nominations if n.nominee == event.seat and n.voters is not None]
    if not nominations:
        return None
    voters = [m.seat(voter) for voter in nominations[-1].voters or ()]
    sight = Sight(m.game, m.state, m.impaired)
    if not voters or not all(sight.may_be_evil(voter) for voter in voters):
        return None
    variant = "registration" if any(sight.may_be_good(voter) for voter in voters) else None
    executed = m.find(event.seat)
    return f.trigger(variant, seat=event.seat, replaces=True, player=executed.name if executed else event.seat)


HOOKS: dict[str, Hook] = {"legion.only_evil_voted": legion_only_evil_voted}
