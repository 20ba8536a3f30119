"""Day hooks of the experimental Outsiders (issue 21): the Zealot's vote check (docs/rules/zealot.md).

Like the Butler's check, the Storyteller is told, not forced: the hands are the table's.
"""

from __future__ import annotations

from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.triggers import Fire, Trigger
from grimoire_app.systems.botc.events import VoteRecorded
from grimoire_app.systems.botc.state import Seat

ZEALOT_ALIVE = 5
"""The Zealot must vote while at least this many players are alive."""


def zealots_not_voting(m: Moment, vote: VoteRecorded) -> list[Seat]:
    """Return each functioning living Zealot who kept their hand down with 5 or more players alive."""
    if m.state.alive_count < ZEALOT_ALIVE:
        return []
    return [z for z in m.holders("zealot") if z.alive and z.id not in vote.voters and m.functioning(z)]


def zealot_votes(f: Fire) -> Trigger | None:
    """A Zealot did not vote: tell the Storyteller, who reminds them to raise their hand."""
    if not isinstance(f.event, VoteRecorded):
        return None
    found = zealots_not_voting(f.m, f.event)
    if not found:
        return None
    return f.trigger(seat=found[0].id, player=found[0].name)


HOOKS = {"zealot.must_vote": zealot_votes}
"""Trigger hooks of this module, by rule id (registry.HOOKS takes them in one line)."""
