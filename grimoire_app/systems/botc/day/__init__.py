"""The day: nominations, votes and execution, ability triggers, and victory with its reason.

Everything here is pure: functions read a `Game` and return values or proposed events; the
Storyteller confirms what is recorded (spec 1.7-1.9, each character's Triggers and Win lines).

Public names:
- votes: votes_needed, exile_votes_needed, Tally, tallies, leader, about_to_die, public_tally,
  public_about_to_die, secret_voting, may_vote, ghost_vote_shown.
- execution: end_of_day_events, exile_passes, exile_events.
- acts: PublicAct, ActKind, act_event, act_of, recorded_acts, available_acts (public acts: claims, guesses, the
  Klutz's choice, visits, exiles; recorded inside a NightChoice until the model has an event).
- votes (order): vote_order, in_vote_order — clockwise from the nominee's neighbour, the nominee last;
  storyteller_nominable (an Atheist's table).
- acts (shapes): ACT_STAGES, Stage — what each public act names, in order.
- flow: the day's recording flows as generators of prompts (record_flow, action_flow,
  victory_flow, dusk_flow, phase_flow, drive, execution_events; FlowContext, Recorder, Answer, YES, NO;
  prompts OverridePrompt, Notice, TriggerPrompt, VictoryPrompt, ExecutePrompt; Prompt, Flow).
- triggers: Trigger, Choice, triggers_for, triggers_at, resolve_trigger.
- victory: Victory, check_victory.
- STORYTELLER: the nominee id of the Storyteller (Atheist scripts).
"""

from typing import TYPE_CHECKING

from grimoire_app.lazy_package import lazy_package

if TYPE_CHECKING:
    from grimoire_app.systems.botc.day.acts import ACT_REPEATS, ACT_STAGES, ActKind, PublicAct, Stage, act_event, act_of, available_acts, recorded_acts
    from grimoire_app.systems.botc.state import votes_needed
    from grimoire_app.systems.botc.day.dispatch import resolve_trigger, triggers_at, triggers_for
    from grimoire_app.systems.botc.day.execution import end_of_day_events, exile_events, exile_passes
    from grimoire_app.systems.botc.day.facts import STORYTELLER
    from grimoire_app.systems.botc.day.flow import (
        DECISIVE,
        NO,
        YES,
        Answer,
        ExecutePrompt,
        Flow,
        FlowContext,
        Notice,
        OverridePrompt,
        Prompt,
        Recorder,
        TriggerPrompt,
        VictoryPrompt,
        action_flow,
        drive,
        dusk_flow,
        execution_events,
        phase_flow,
        record_flow,
        victory_flow,
    )
    from grimoire_app.systems.botc.day.outcome import Victory
    from grimoire_app.systems.botc.day.triggers import Choice, Trigger
    from grimoire_app.systems.botc.day.victory import check_victory
    from grimoire_app.systems.botc.day.votes import (
        Tally,
        about_to_die,
        counted_hands,
        exile_votes_needed,
        ghost_vote_shown,
        hand_counts,
        hand_worth,
        in_vote_order,
        leader,
        may_vote,
        public_about_to_die,
        public_tally,
        secret_voting,
        storyteller_nominable,
        tallies,
        threshold,
        vote_order,
        voudon_voting,
    )

_EXPORTS = {
    "ACT_REPEATS": "grimoire_app.systems.botc.day.acts",
    "ACT_STAGES": "grimoire_app.systems.botc.day.acts",
    "ActKind": "grimoire_app.systems.botc.day.acts",
    "PublicAct": "grimoire_app.systems.botc.day.acts",
    "Stage": "grimoire_app.systems.botc.day.acts",
    "act_event": "grimoire_app.systems.botc.day.acts",
    "act_of": "grimoire_app.systems.botc.day.acts",
    "available_acts": "grimoire_app.systems.botc.day.acts",
    "recorded_acts": "grimoire_app.systems.botc.day.acts",
    "votes_needed": "grimoire_app.systems.botc.state",
    "resolve_trigger": "grimoire_app.systems.botc.day.dispatch",
    "triggers_at": "grimoire_app.systems.botc.day.dispatch",
    "triggers_for": "grimoire_app.systems.botc.day.dispatch",
    "end_of_day_events": "grimoire_app.systems.botc.day.execution",
    "exile_events": "grimoire_app.systems.botc.day.execution",
    "exile_passes": "grimoire_app.systems.botc.day.execution",
    "STORYTELLER": "grimoire_app.systems.botc.day.facts",
    "DECISIVE": "grimoire_app.systems.botc.day.flow",
    "NO": "grimoire_app.systems.botc.day.flow",
    "YES": "grimoire_app.systems.botc.day.flow",
    "Answer": "grimoire_app.systems.botc.day.flow",
    "ExecutePrompt": "grimoire_app.systems.botc.day.flow",
    "Flow": "grimoire_app.systems.botc.day.flow",
    "FlowContext": "grimoire_app.systems.botc.day.flow",
    "Notice": "grimoire_app.systems.botc.day.flow",
    "OverridePrompt": "grimoire_app.systems.botc.day.flow",
    "Prompt": "grimoire_app.systems.botc.day.flow",
    "Recorder": "grimoire_app.systems.botc.day.flow",
    "TriggerPrompt": "grimoire_app.systems.botc.day.flow",
    "VictoryPrompt": "grimoire_app.systems.botc.day.flow",
    "action_flow": "grimoire_app.systems.botc.day.flow",
    "drive": "grimoire_app.systems.botc.day.flow",
    "dusk_flow": "grimoire_app.systems.botc.day.flow",
    "execution_events": "grimoire_app.systems.botc.day.flow",
    "phase_flow": "grimoire_app.systems.botc.day.flow",
    "record_flow": "grimoire_app.systems.botc.day.flow",
    "victory_flow": "grimoire_app.systems.botc.day.flow",
    "Victory": "grimoire_app.systems.botc.day.outcome",
    "Choice": "grimoire_app.systems.botc.day.triggers",
    "Trigger": "grimoire_app.systems.botc.day.triggers",
    "check_victory": "grimoire_app.systems.botc.day.victory",
    "Tally": "grimoire_app.systems.botc.day.votes",
    "about_to_die": "grimoire_app.systems.botc.day.votes",
    "counted_hands": "grimoire_app.systems.botc.day.votes",
    "exile_votes_needed": "grimoire_app.systems.botc.day.votes",
    "ghost_vote_shown": "grimoire_app.systems.botc.day.votes",
    "hand_counts": "grimoire_app.systems.botc.day.votes",
    "hand_worth": "grimoire_app.systems.botc.day.votes",
    "in_vote_order": "grimoire_app.systems.botc.day.votes",
    "leader": "grimoire_app.systems.botc.day.votes",
    "may_vote": "grimoire_app.systems.botc.day.votes",
    "public_about_to_die": "grimoire_app.systems.botc.day.votes",
    "public_tally": "grimoire_app.systems.botc.day.votes",
    "secret_voting": "grimoire_app.systems.botc.day.votes",
    "storyteller_nominable": "grimoire_app.systems.botc.day.votes",
    "tallies": "grimoire_app.systems.botc.day.votes",
    "threshold": "grimoire_app.systems.botc.day.votes",
    "vote_order": "grimoire_app.systems.botc.day.votes",
    "voudon_voting": "grimoire_app.systems.botc.day.votes",
}
"""Where each public name lives: imported when first read (grimoire_app/lazy_package.py; issue 20, a cheap start)."""

lazy_package(__name__, _EXPORTS)

__all__ = [
    "ACT_REPEATS",
    "ACT_STAGES",
    "DECISIVE",
    "NO",
    "STORYTELLER",
    "YES",
    "ActKind",
    "Answer",
    "Choice",
    "ExecutePrompt",
    "Flow",
    "FlowContext",
    "Notice",
    "OverridePrompt",
    "Prompt",
    "PublicAct",
    "Recorder",
    "Stage",
    "Tally",
    "Trigger",
    "TriggerPrompt",
    "Victory",
    "VictoryPrompt",
    "about_to_die",
    "act_event",
    "act_of",
    "action_flow",
    "available_acts",
    "check_victory",
    "drive",
    "dusk_flow",
    "end_of_day_events",
    "execution_events",
    "exile_events",
    "exile_passes",
    "counted_hands",
    "exile_votes_needed",
    "hand_counts",
    "hand_worth",
    "threshold",
    "voudon_voting",
    "ghost_vote_shown",
    "in_vote_order",
    "leader",
    "may_vote",
    "phase_flow",
    "public_about_to_die",
    "public_tally",
    "record_flow",
    "recorded_acts",
    "resolve_trigger",
    "secret_voting",
    "storyteller_nominable",
    "tallies",
    "triggers_at",
    "triggers_for",
    "victory_flow",
    "vote_order",
    "votes_needed",
]
