"""Tonight: the night sheet with wake conditions, night choices as events, and reminder lifetimes.

Public names:
- tonight_sheet(game, night=None) -> tuple[TonightStep, ...]: every step of the night order,
  marked wakes or skipped with typed reasons (ko/en), its actors (impaired and why), what the
  chooser picks, the reminders the choice places and the info cards to show.
- choice_events(game, step, players, characters, actor) / info_events(...): the events that record
  a night choice or an answer (reminders placed or moved, swaps, markers); check_choice (what is
  wrong with a choice, as warnings); find_step; TonightError. A running step that chooses nothing
  but whose bare choice changes the grimoire (the Xaan's and the Summoner's markers, EVIL WAKES
  used) says so in TonightStep.records_bare (outcome.py asks the choice rules registry).
- dusk_events, dawn_events, source_gone_events, advance_events, checklist: reminder lifetimes as
  checklists of events for the Storyteller to record.
- The Storyteller's plan (storyteller.py): skip_note(step), move_note(step, where, other) build the
  NightStepChanged events; read_plan / apply_plan / StorytellerPlan / Move read them back (the
  sheet already applies them: a skipped step is "skipped" with reason `storyteller_skip`).
- night_suggestions(game, seat=None, at=None): info's suggestions in tonight's order, without the
  steps the Storyteller skipped; suggestions_json and run_suggest (the CLI `suggest`) print them.
- Legality (legality.py, added to every Game.check on import): night_refusals(game, event) — a
  NightChoice against its step's ChoiceSpec, an InfoShown answer against the legal answers now,
  a NightStepChanged only at night on tonight's steps (order_refusals).
- What a night holds (recorded.py): tonight_happenings(game, night), done_steps, step_of.
- proposed_deaths(game) -> tuple[DeathProposal, ...] (each may offer DeathAlternatives the Storyteller records
  instead: the Mayor's bounce, the Imp's star-pass to another Minion); dawn_report(game) -> DawnReport.
- drunk_options(game, step, players, actor) / drunk_choice_events(...): where the Sailor's or the
  Innkeeper's DRUNK may go, the step's own pick first, and the choice's events with DRUNK there.
- moonchild_offers(game) / moonchild_dawn_events(game, moonchild, chosen): a Moonchild that died tonight
  chooses at dawn (MoonchildOffer); its DEAD goes on the chosen player, as the day trigger does by day.
- impairment(view, seat): the one seam to the reliability rules (issue 8).
- alchemist_minions(game): the Minion abilities an Alchemist may hold, the usual (not in play) first.
- Values: TonightStep, Actor, Reason, Text, Card (card_recipients: who sees it), ReminderOffer, ChoiceSpec, DeathProposal,
  DawnReport, NightDeath, View, current_night.
- Data: tonight_data(library) -> TonightData (resources/botc/reminders.json, tonight_steps.json).
- Bench: bench_game(library), median_sheet_ms(game, runs).
"""

from typing import TYPE_CHECKING

from grimoire_app.lazy_package import lazy_package

if TYPE_CHECKING:
    from grimoire_app.systems.botc.tonight.bench import bench_game, median_sheet_ms
    from grimoire_app.systems.botc.tonight.choices import TonightError, check_choice, choice_events, find_step, info_events
    from grimoire_app.systems.botc.tonight.data import TonightData, tonight_data
    from grimoire_app.systems.botc.tonight.dawn import DawnReport, NightDeath, dawn_report
    from grimoire_app.systems.botc.tonight.deaths import DeathAlternative, DeathProposal, proposed_deaths
    from grimoire_app.systems.botc.tonight.held import alchemist_minions
    from grimoire_app.systems.botc.tonight.impairment import impairment
    from grimoire_app.systems.botc.tonight.legality import answer_refusals, choice_refusals, night_refusals, order_refusals
    from grimoire_app.systems.botc.tonight.lifetimes import (
        advance_events,
        checklist,
        dawn_events,
        dusk_events,
        source_gone_events,
    )
    from grimoire_app.systems.botc.tonight.moonchild_dawn import MoonchildOffer, moonchild_dawn_events, moonchild_offers
    from grimoire_app.systems.botc.tonight.picks_bmr_good import drunk_choice_events, drunk_options
    from grimoire_app.systems.botc.tonight.recorded import done_steps, step_of, tonight_happenings
    from grimoire_app.systems.botc.tonight.sheet import tonight_sheet
    from grimoire_app.systems.botc.tonight.unrun import records_something, unrun_steps
    from grimoire_app.systems.botc.tonight.suggested import night_suggestions, run_suggest, suggestions_json
    from grimoire_app.systems.botc.tonight.storyteller import Move, StorytellerPlan, apply_plan, move_note, read_plan, skip_note
    from grimoire_app.systems.botc.tonight.values import Actor, Card, ChoiceSpec, Reason, ReminderOffer, Text, TonightStep, card_recipients
    from grimoire_app.systems.botc.tonight.view import View, current_night

_EXPORTS = {
    "bench_game": "grimoire_app.systems.botc.tonight.bench",
    "median_sheet_ms": "grimoire_app.systems.botc.tonight.bench",
    "TonightError": "grimoire_app.systems.botc.tonight.choices",
    "check_choice": "grimoire_app.systems.botc.tonight.choices",
    "choice_events": "grimoire_app.systems.botc.tonight.choices",
    "find_step": "grimoire_app.systems.botc.tonight.choices",
    "info_events": "grimoire_app.systems.botc.tonight.choices",
    "TonightData": "grimoire_app.systems.botc.tonight.data",
    "tonight_data": "grimoire_app.systems.botc.tonight.data",
    "DawnReport": "grimoire_app.systems.botc.tonight.dawn",
    "NightDeath": "grimoire_app.systems.botc.tonight.dawn",
    "dawn_report": "grimoire_app.systems.botc.tonight.dawn",
    "DeathAlternative": "grimoire_app.systems.botc.tonight.deaths",
    "DeathProposal": "grimoire_app.systems.botc.tonight.deaths",
    "proposed_deaths": "grimoire_app.systems.botc.tonight.deaths",
    "alchemist_minions": "grimoire_app.systems.botc.tonight.held",
    "impairment": "grimoire_app.systems.botc.tonight.impairment",
    "answer_refusals": "grimoire_app.systems.botc.tonight.legality",
    "choice_refusals": "grimoire_app.systems.botc.tonight.legality",
    "night_refusals": "grimoire_app.systems.botc.tonight.legality",
    "order_refusals": "grimoire_app.systems.botc.tonight.legality",
    "advance_events": "grimoire_app.systems.botc.tonight.lifetimes",
    "checklist": "grimoire_app.systems.botc.tonight.lifetimes",
    "dawn_events": "grimoire_app.systems.botc.tonight.lifetimes",
    "dusk_events": "grimoire_app.systems.botc.tonight.lifetimes",
    "source_gone_events": "grimoire_app.systems.botc.tonight.lifetimes",
    "MoonchildOffer": "grimoire_app.systems.botc.tonight.moonchild_dawn",
    "moonchild_dawn_events": "grimoire_app.systems.botc.tonight.moonchild_dawn",
    "moonchild_offers": "grimoire_app.systems.botc.tonight.moonchild_dawn",
    "drunk_choice_events": "grimoire_app.systems.botc.tonight.picks_bmr_good",
    "drunk_options": "grimoire_app.systems.botc.tonight.picks_bmr_good",
    "done_steps": "grimoire_app.systems.botc.tonight.recorded",
    "step_of": "grimoire_app.systems.botc.tonight.recorded",
    "tonight_happenings": "grimoire_app.systems.botc.tonight.recorded",
    "tonight_sheet": "grimoire_app.systems.botc.tonight.sheet",
    "records_something": "grimoire_app.systems.botc.tonight.unrun",
    "unrun_steps": "grimoire_app.systems.botc.tonight.unrun",
    "night_suggestions": "grimoire_app.systems.botc.tonight.suggested",
    "run_suggest": "grimoire_app.systems.botc.tonight.suggested",
    "suggestions_json": "grimoire_app.systems.botc.tonight.suggested",
    "Move": "grimoire_app.systems.botc.tonight.storyteller",
    "StorytellerPlan": "grimoire_app.systems.botc.tonight.storyteller",
    "apply_plan": "grimoire_app.systems.botc.tonight.storyteller",
    "move_note": "grimoire_app.systems.botc.tonight.storyteller",
    "read_plan": "grimoire_app.systems.botc.tonight.storyteller",
    "skip_note": "grimoire_app.systems.botc.tonight.storyteller",
    "Actor": "grimoire_app.systems.botc.tonight.values",
    "Card": "grimoire_app.systems.botc.tonight.values",
    "ChoiceSpec": "grimoire_app.systems.botc.tonight.values",
    "Reason": "grimoire_app.systems.botc.tonight.values",
    "ReminderOffer": "grimoire_app.systems.botc.tonight.values",
    "Text": "grimoire_app.systems.botc.tonight.values",
    "TonightStep": "grimoire_app.systems.botc.tonight.values",
    "card_recipients": "grimoire_app.systems.botc.tonight.values",
    "View": "grimoire_app.systems.botc.tonight.view",
    "current_night": "grimoire_app.systems.botc.tonight.view",
}
"""Where each public name lives: imported when first read (grimoire_app/lazy_package.py; issue 20, a cheap start)."""

lazy_package(__name__, _EXPORTS)

__all__ = [
    "Actor",
    "Card",
    "ChoiceSpec",
    "DawnReport",
    "DeathAlternative",
    "DeathProposal",
    "MoonchildOffer",
    "Move",
    "NightDeath",
    "Reason",
    "ReminderOffer",
    "StorytellerPlan",
    "Text",
    "TonightData",
    "TonightError",
    "TonightStep",
    "View",
    "advance_events",
    "alchemist_minions",
    "answer_refusals",
    "apply_plan",
    "bench_game",
    "card_recipients",
    "check_choice",
    "checklist",
    "choice_refusals",
    "choice_events",
    "current_night",
    "dawn_events",
    "dawn_report",
    "done_steps",
    "drunk_choice_events",
    "drunk_options",
    "dusk_events",
    "find_step",
    "impairment",
    "info_events",
    "median_sheet_ms",
    "moonchild_dawn_events",
    "moonchild_offers",
    "move_note",
    "night_refusals",
    "night_suggestions",
    "proposed_deaths",
    "order_refusals",
    "read_plan",
    "run_suggest",
    "skip_note",
    "source_gone_events",
    "step_of",
    "suggestions_json",
    "tonight_data",
    "tonight_happenings",
    "tonight_sheet",
    "unrun_steps",
    "records_something",
]
