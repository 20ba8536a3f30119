"""What a night choice changes: the step's reminders and the character's registered rule, as events.

Shared by choices.py (`choice_events`, `info_events`: the panel's Record) and sheet.py, which asks
`records_bare` of each running step: whether choosing nothing there still changes the grimoire
(the Xaan's and the Summoner's night markers and the X, EVIL WAKES used), so that the panel
offers to record the bare choice. Nothing is recorded here.
"""

from __future__ import annotations

from grimoire_app.systems.botc.events import Event, NightChoice
from grimoire_app.systems.botc.tonight.plan import Ids, Plan
from grimoire_app.systems.botc.tonight.registry import CHOICES, GOON
from grimoire_app.systems.botc.tonight.values import TonightStep
from grimoire_app.systems.botc.tonight.view import View


def chooser_of(step: TonightStep, actor: str | None) -> str | None:
    """Return who makes the step's choice: the actor named, the step's chooser, or its first acting holder."""
    return actor or step.chooser or next((a.seat for a in step.actors if a.acts), None)


def new_plan(view: View, step: TonightStep, choice: NightChoice) -> Plan:
    """Start a plan for a choice at a step, with the chooser's impairment (a drunk choice changes nothing real)."""
    acting = next((a for a in step.actors if a.seat == choice.seat), None)
    return Plan(view, step, choice, Ids(view), acting.impaired if acting else ())


def choice_outcome(plan: Plan) -> list[Event]:
    """Add to the plan what its choice changes (the Goon's catch, else the step's reminders and rule); return its events.

    The plan's events start with the NightChoice itself.

    Raises:
        IllegalEventError: a chosen player does not exist.
    """
    plan.events.append(plan.choice)
    for seat_id in plan.choice.players:
        plan.view.seat(seat_id)
    if GOON(plan):
        return plan.events
    place_offers(plan, shown=False)
    hook = CHOICES.get(plan.step.character or plan.step.id)
    if hook is not None:
        hook(plan)
    return plan.events


def records_bare(view: View, step: TonightStep) -> bool:
    """Whether the running step chooses nothing yet recording that (a bare choice) changes the grimoire.

    Asks the step's registered choice rule (registry.CHOICES) with an empty choice: the Xaan moves
    its night marker and places X on night X, the Summoner moves its marker, the Poppy Grower's
    EVIL WAKES is used once the evil team woke. Once recorded, the same bare choice changes
    nothing more, so the step no longer records one.
    """
    spec = step.choose
    if not step.wakes_tonight or spec.players or spec.characters or (step.character or step.id) not in CHOICES:
        return False
    chooser = chooser_of(step, None)
    if chooser is None:
        return False
    plan = new_plan(view, step, NightChoice(seat=chooser, character=step.character or step.id))
    return len(choice_outcome(plan)) > 1


def place_offers(plan: Plan, shown: bool) -> None:
    """Place the step's reminders: on the chosen players, on the chooser (once a choice is made), or on the shown."""
    players, chooser = plan.choice.players, plan.choice.seat
    chose = bool(players or plan.choice.characters)
    for offer in plan.step.reminders:
        if (offer.on == "shown") != shown or offer.on == "marker":
            continue
        targets = {
            "chosen": list(players),
            "chosen_1": list(players[:1]),
            "chosen_2": list(players[1:2]),
            "self": [chooser] if chose else [],
            "shown": list(players[:1]),
        }[offer.on]
        for target in targets:
            if offer.moves:
                plan.place_or_move(offer.character, offer.token, target)
            else:
                plan.place(offer.character, offer.token, target)
