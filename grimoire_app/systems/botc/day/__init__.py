"""The day: nominations, votes and execution, ability triggers, and victory with its reason.

Everything here is pure: functions read a `Game` and return values or proposed events; the
Storyteller confirms what is recorded (spec 1.7-1.9, each character's Triggers and Win lines).

Public names:
- votes: votes_needed, exile_votes_needed, Tally, tallies, leader, about_to_die, public_tally,
  public_about_to_die, secret_voting, may_vote, ghost_vote_shown.
- execution: end_of_day_events, exile_passes, exile_events.
- acts: PublicAct, ActKind, act_event, act_of, recorded_acts, available_acts (public acts: claims, guesses, the
  Klutz's choice, visits, exiles; recorded inside a NightChoice until the model has an event).
- triggers: Trigger, Choice, triggers_for, triggers_at, resolve_trigger.
- victory: Victory, check_victory.
- STORYTELLER: the nominee id of the Storyteller (Atheist scripts).
"""

from grimoire_app.systems.botc.day.acts import ActKind, PublicAct, act_event, act_of, available_acts, recorded_acts
from grimoire_app.model.state import votes_needed
from grimoire_app.systems.botc.day.dispatch import resolve_trigger, triggers_at, triggers_for
from grimoire_app.systems.botc.day.execution import end_of_day_events, exile_events, exile_passes
from grimoire_app.systems.botc.day.facts import STORYTELLER
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day.triggers import Choice, Trigger
from grimoire_app.systems.botc.day.victory import check_victory
from grimoire_app.systems.botc.day.votes import (
    Tally,
    about_to_die,
    exile_votes_needed,
    ghost_vote_shown,
    leader,
    may_vote,
    public_about_to_die,
    public_tally,
    secret_voting,
    tallies,
)

__all__ = [
    "STORYTELLER",
    "ActKind",
    "Choice",
    "PublicAct",
    "Tally",
    "Trigger",
    "Victory",
    "about_to_die",
    "act_event",
    "act_of",
    "available_acts",
    "check_victory",
    "end_of_day_events",
    "exile_events",
    "exile_passes",
    "exile_votes_needed",
    "ghost_vote_shown",
    "leader",
    "may_vote",
    "public_about_to_die",
    "public_tally",
    "recorded_acts",
    "resolve_trigger",
    "secret_voting",
    "tallies",
    "triggers_at",
    "triggers_for",
    "votes_needed",
]
